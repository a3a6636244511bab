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

    /// A replacement. Defaults: down-up, by layer, default options.
    public init(style: Style = .downUp, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.style = style
        self.scope = scope
        self.options = options
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
