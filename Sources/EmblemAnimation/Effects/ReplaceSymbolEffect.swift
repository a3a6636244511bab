import EmblemGeometry

/// Replaces one symbol with another: the outgoing symbol leaves while the incoming one scales in, as
/// SwiftUI's `ReplaceSymbolEffect`.
///
/// * `.downUp` ("change in state"): the outgoing symbol shrinks to
///   ``EffectConstants/replaceOutgoingScaleDown`` and fades; the incoming one grows from
///   ``EffectConstants/replaceIncomingScale`` and fades in.
/// * `.upUp` ("forward progression"): the outgoing symbol grows to
///   ``EffectConstants/replaceOutgoingScaleUp`` and fades; the incoming one grows in.
/// * `.offUp`: the outgoing symbol is removed at once; the incoming one grows in, starting at once [EST].
///
/// The outgoing symbol leaves along ``EffectConstants/replaceOutgoingCurve`` over
/// ``EffectConstants/replaceOutgoingDuration`` and is invisible afterwards; the incoming one starts
/// ``EffectConstants/replaceIncomingDelay`` later and lands on ``EffectConstants/replaceIncomingSpring``,
/// exactly at rest after ``EffectConstants/replaceIncomingDuration``. By layer, each symbol's motion
/// groups start ``EffectConstants/replaceStagger`` apart. Both scale about the motion group's (or whole
/// symbol's) centre. A transition: it plays once; speed applies.
///
/// `.magic(fallback:)` (SwiftUI's Magic Replace) "performs a smart transition between two symbols with
/// related shapes": the layers the two have in common stay where they are, and only the others leave and
/// arrive, as above ("badges can appear or disappear"), except slashes, which are drawn on and off
/// ("slashes can draw on and off"; ``LayerCorrespondence/drawnIncoming``), and a shared layer the other symbol places
/// elsewhere glides there (``EffectConstants/replaceMagicGlideDuration``); between unrelated symbols, with
/// no layer in common, the fallback plays. Which layers two symbols share is for the caller to say (``LayerCorrespondence``):
/// EmblemRendering's `SymbolAnimation` compares their layers' tags and geometry.
///
/// ```swift
/// let replace = ReplaceSymbolEffect.replace.upUp.wholeSymbol
/// let (old, new) = replace.states(outgoing: bellContext, incoming: bellSlashContext, at: 0.2)
/// ```
public struct ReplaceSymbolEffect: ScopedSymbolEffect, Hashable {
    /// How the two symbols move.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The outgoing symbol shrinks away, the incoming one grows in.
        case downUp
        /// Both grow: the outgoing one away, the incoming one in.
        case upUp
        /// The outgoing symbol vanishes at once, the incoming one grows in.
        case offUp
    }

    /// How the two symbols move. Default `.downUp` (the fallback of SwiftUI's default magic replace).
    public var style: Style
    /// By layer (one motion group after another) or whole symbol (each symbol at once). Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Speed (repetition is ignored). Default `.default`.
    public var options: SymbolEffectOptions
    /// Whether the layers the two symbols share stay in place (Magic Replace), `style` being the fallback
    /// between unrelated symbols. Default `false`.
    public var isMagic: Bool

    /// A replacement. Defaults: down-up, by layer, default options, not magic.
    public init(style: Style = .downUp, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default,
                isMagic: Bool = false) {
        self.style = style
        self.scope = scope
        self.options = options
        self.isMagic = isMagic
    }

    /// Magic Replace, playing `fallback`'s style and scope between symbols without a layer in common.
    public func magic(fallback: ReplaceSymbolEffect = .replace) -> ReplaceSymbolEffect {
        var copy = self
        copy.isMagic = true
        copy.style = fallback.style
        copy.scope = fallback.scope
        return copy
    }

    /// Which layer of the outgoing symbol each layer of the incoming one is (nil: a layer of its own), for
    /// Magic Replace.
    public struct LayerCorrespondence: Hashable, Sendable {
        /// For each incoming layer, in order, the outgoing layer it continues, or nil.
        public var outgoingLayer: [Int?]
        /// For each incoming layer, where the outgoing layer it continues lies, from its own place: it
        /// glides from there to its place. Zero where the two coincide (or for a layer of its own).
        public var offsets: [Point]

        /// The layers of their own that arrive and leave by being drawn on and off rather than scaled:
        /// slashes ("slashes can draw on and off, and badges can appear or disappear"), and the clearance
        /// cut for each. Incoming positions, and outgoing ones.
        public var drawnIncoming: Set<Int>
        public var drawnOutgoing: Set<Int>

        public init(outgoingLayer: [Int?], offsets: [Point]? = nil, drawnIncoming: Set<Int> = [], drawnOutgoing: Set<Int> = []) {
            self.outgoingLayer = outgoingLayer
            self.offsets = offsets ?? Array(repeating: .zero, count: outgoingLayer.count)
            self.drawnIncoming = drawnIncoming
            self.drawnOutgoing = drawnOutgoing
        }

        /// Whether the two symbols share any layer (otherwise Magic Replace falls back).
        public var sharesLayers: Bool { outgoingLayer.contains { $0 != nil } }
    }

    /// The states of both symbols at `time` when they correspond so: with Magic Replace and shared
    /// layers, the shared ones stay (drawn by the incoming symbol, hidden in the outgoing one) and the others
    /// leave and arrive by this replacement's style, staggered among themselves; otherwise
    /// ``states(outgoing:incoming:at:)``.
    public func states(outgoing: EffectContext, incoming: EffectContext, correspondence: LayerCorrespondence, at time: Double)
        -> (outgoing: [LayerState], incoming: [LayerState]) {
        guard isMagic, correspondence.sharesLayers else { return states(outgoing: outgoing, incoming: incoming, at: time) }
        let shared = Set(correspondence.outgoingLayer.compactMap { $0 })
        let (leaving, arriving) = Self.split(outgoing, keeping: { !shared.contains($0) && !correspondence.drawnOutgoing.contains($0) },
                                             incoming, keeping: { correspondence.outgoingLayer[$0] == nil && !correspondence.drawnIncoming.contains($0) })
        let (leftStates, arrivedStates) = states(outgoing: leaving.context, incoming: arriving.context, at: time)
        var outgoingStates = Array(repeating: LayerState(opacity: 0, isVisible: false), count: outgoing.layers.count)
        for (position, state) in zip(leaving.positions, leftStates) { outgoingStates[position] = state }
        // Slashes leave withdrawing the way they were drawn, and arrive drawn on, together [EST].
        let drawOff = DrawOffSymbolEffect.drawOff.reversed.wholeSymbol.options(options), drawOn = DrawOnSymbolEffect.drawOn.wholeSymbol.options(options)
        for position in correspondence.drawnOutgoing where position < outgoingStates.count {
            outgoingStates[position] = drawOff.states(in: Self.single(outgoing, position), at: time)[0]
        }
        // A shared layer that moves glides from the outgoing symbol's place to its own.
        let glide = magicGlideProgress(at: time)
        var incomingStates = correspondence.offsets.map { offset in
            LayerState(transform: .translation(x: offset.x * (1 - glide), y: offset.y * (1 - glide)))
        }
        for (position, state) in zip(arriving.positions, arrivedStates) { incomingStates[position] = state }
        for position in correspondence.drawnIncoming where position < incomingStates.count {
            incomingStates[position] = drawOn.states(in: Self.single(incoming, position), at: time)[0]
        }
        return (outgoingStates, incomingStates)
    }

    /// ``duration(outgoing:incoming:)`` when the two symbols correspond so.
    public func duration(outgoing: EffectContext, incoming: EffectContext, correspondence: LayerCorrespondence) -> Double {
        guard isMagic, correspondence.sharesLayers else { return duration(outgoing: outgoing, incoming: incoming) }
        let shared = Set(correspondence.outgoingLayer.compactMap { $0 })
        let (leaving, arriving) = Self.split(outgoing, keeping: { !shared.contains($0) && !correspondence.drawnOutgoing.contains($0) },
                                             incoming, keeping: { correspondence.outgoingLayer[$0] == nil && !correspondence.drawnIncoming.contains($0) })
        let glides = correspondence.offsets.contains { $0 != .zero }
        let draws = !correspondence.drawnIncoming.isEmpty || !correspondence.drawnOutgoing.isEmpty
        return max(duration(outgoing: leaving.context, incoming: arriving.context),
                   glides ? EffectConstants.replaceMagicGlideDuration / options.resolvedSpeed : 0,
                   draws ? EffectConstants.drawDuration / options.resolvedSpeed : 0)
    }

    /// How far a shared layer has glided at `time`: 0 → 1 along ``EffectConstants/replaceMagicGlideCurve``.
    func magicGlideProgress(at time: Double) -> Double {
        let local = max(0, time) * options.resolvedSpeed
        guard local < EffectConstants.replaceMagicGlideDuration else { return 1 }
        return EffectConstants.replaceMagicGlideCurve.value(at: local / EffectConstants.replaceMagicGlideDuration)
    }

    /// The context of one layer.
    private static func single(_ context: EffectContext, _ position: Int) -> EffectContext {
        var single = context
        single.layers = [context.layers[position]]
        return single
    }

    /// The two contexts cut down to the layers that move, with where each came from.
    private static func split(_ outgoing: EffectContext, keeping keepsOutgoing: (Int) -> Bool,
                              _ incoming: EffectContext, keeping keepsIncoming: (Int) -> Bool)
        -> (leaving: (context: EffectContext, positions: [Int]), arriving: (context: EffectContext, positions: [Int])) {
        func cut(_ context: EffectContext, _ keeps: (Int) -> Bool) -> (context: EffectContext, positions: [Int]) {
            let positions = context.layers.indices.filter(keeps)
            var cut = context
            cut.layers = positions.map { context.layers[$0] }
            return (cut, positions)
        }
        return (cut(outgoing, keepsOutgoing), cut(incoming, keepsIncoming))
    }

    /// This replacement, down then up.
    public var downUp: ReplaceSymbolEffect { with(\.style, .downUp) }
    /// This replacement, up then up.
    public var upUp: ReplaceSymbolEffect { with(\.style, .upUp) }
    /// This replacement, off then up.
    public var offUp: ReplaceSymbolEffect { with(\.style, .offUp) }

    /// The states of the outgoing symbol's layers and of the incoming symbol's layers at `time`.
    public func states(outgoing: EffectContext, incoming: EffectContext, at time: Double)
        -> (outgoing: [LayerState], incoming: [LayerState]) {
        let leaving: [LayerState]
        if let outgoingMotion {
            leaving = outgoingMotion.states(in: outgoing, at: time)
        } else {
            leaving = Array(repeating: LayerState(opacity: 0, isVisible: false), count: outgoing.layers.count)
        }
        return (leaving, incomingMotion.states(in: incoming, at: time - incomingDelay))
    }

    /// The time after which both symbols are at rest: the later of the outgoing symbol's exit and the
    /// incoming symbol's entrance.
    public func duration(outgoing: EffectContext, incoming: EffectContext) -> Double {
        let leaving = outgoingMotion?.duration(in: outgoing) ?? 0
        return max(leaving, incomingDelay + (incomingMotion.duration(in: incoming) ?? 0))
    }

    /// The incoming half of replacing the symbol with itself (a new configuration of the same symbol):
    /// `states(outgoing: context, incoming: context, at: time).incoming`.
    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        incomingMotion.states(in: context, at: time - incomingDelay)
    }

    /// `duration(outgoing: context, incoming: context)`.
    public func duration(in context: EffectContext) -> Double? {
        duration(outgoing: context, incoming: context)
    }

    /// When the incoming symbol starts, in seconds at the options' speed.
    var incomingDelay: Double {
        style == .offUp ? 0 : EffectConstants.replaceIncomingDelay / options.resolvedSpeed
    }

    /// The outgoing symbol's motion; `nil` when it vanishes at once.
    var outgoingMotion: TransitionMotion? {
        guard style != .offUp else { return nil }
        return TransitionMotion(
            fromScale: 1,
            toScale: style == .downUp ? EffectConstants.replaceOutgoingScaleDown : EffectConstants.replaceOutgoingScaleUp,
            fromOpacity: 1, toOpacity: 0, timing: .curve(EffectConstants.replaceOutgoingCurve),
            groupDuration: EffectConstants.replaceOutgoingDuration, stagger: EffectConstants.replaceStagger,
            scope: scope, options: options, startsHidden: false, endsHidden: true)
    }

    /// The incoming symbol's motion, from its own start.
    var incomingMotion: TransitionMotion {
        TransitionMotion(
            fromScale: EffectConstants.replaceIncomingScale, toScale: 1, fromOpacity: 0, toOpacity: 1,
            timing: .spring(EffectConstants.replaceIncomingSpring, settle: EffectConstants.replaceSettleDuration),
            groupDuration: EffectConstants.replaceIncomingDuration, stagger: EffectConstants.replaceStagger,
            scope: scope, options: options, startsHidden: true, endsHidden: false)
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The default replacement: down-up, by layer.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
