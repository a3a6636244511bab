import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// A symbol effect played on a glyph, sampled into frames: the pure function of time every output format
/// (SVG frames, PNG frames, animated SVG, JSON) is generated from.
public struct SymbolAnimation: Sendable {
    /// How long an effect that never ends (repeating forever, or indefinite) is sampled at least when no
    /// duration is given: two seconds shows a couple of cycles of every built-in effect [EST]. An effect that
    /// repeats is sampled for the whole number of its periods that first reaches it (``loopPeriod``), so the
    /// last state is the first and an animated SVG loops without a jump.
    public static let defaultOpenEndedDuration = 2.0
    /// Extra room around the symbol, as a fraction of its canvas, so bounces and wiggles are not clipped.
    public static let canvasRoom = 0.25

    /// The farthest from the origin, in symbol units, that what an effect moves about may lie [EST]:
    /// ten million times a 100-unit canvas. Effects scale and turn about points of the glyph, and one
    /// with a shape at x = 1e308 made transforms of ±∞, which no output can hold.
    public static let maximumCoordinate = 1e9

    /// Why `glyph` cannot be animated (a layer, guide or anchor beyond ``maximumCoordinate``), or nil.
    public static func coordinateProblem(in glyph: SymbolGlyph, defaults: [String: String] = [:]) -> String? {
        let context = glyph.effectContext(defaults: defaults, direction: nil)
        func outside(_ values: [Double]) -> Double? { values.first { !(abs($0) <= maximumCoordinate) } }
        func rect(_ r: Rect) -> [Double] { [r.minX, r.maxX, r.minY, r.maxY] }
        var places: [(String, [Double])] = [("The symbol's bounds", rect(context.bounds)),
                                            ("The symbol's centre, baseline or cap height", [context.center.x, context.center.y, context.baselineY, context.capHeight])]
        for layer in context.layers {
            places.append(("Layer \(layer.index)", rect(layer.bounds) + [layer.rotationAnchor?.x ?? 0, layer.rotationAnchor?.y ?? 0]))
        }
        for (place, values) in places {
            if let value = outside(values) {
                return "\(place) reach\(place.hasPrefix("Layer") ? "es" : "") \(value), beyond the ±\(Int(maximumCoordinate)) units an effect "
                    + "can move about without its transforms overflowing."
            }
        }
        return nil
    }

    public enum Content: Sendable {
        case effect(any SymbolEffect)
        /// A replace from `glyph` to `incoming`.
        case replace(ReplaceSymbolEffect, incoming: SymbolGlyph, incomingDefaults: [String: String])
    }

    /// The glyph drawn: for a replace, the outgoing layers followed by the incoming ones.
    public let glyph: SymbolGlyph
    public let content: Content
    public let framesPerSecond: Double
    public let duration: Double
    /// Whether the effect keeps going after `duration` (an animated SVG then loops).
    public let isOpenEnded: Bool
    /// For an effect that repeats forever, the time after which its states repeat: one play and the rest
    /// after it, at its speed (`(run + delay) / speed`; two for `variableColor.reversing`); nil otherwise.
    public let loopPeriod: Double?
    private let context: EffectContext
    private let incomingContext: EffectContext?
    /// For a replace, which outgoing layer each incoming one continues (Magic Replace keeps those).
    private let correspondence: ReplaceSymbolEffect.LayerCorrespondence?
    private let outgoingLayerCount: Int

    /// - Parameters:
    ///   - duration: seconds to sample; nil for the effect's own duration (or `defaultOpenEndedDuration`).
    ///   - direction: the layout direction horizontal effects follow (nil: right-to-left exactly when the glyph
    ///     is mirrored); pass the localization's direction when a right-to-left design is drawn unmirrored.
    public init(glyph: SymbolGlyph, defaults: [String: String] = [:], content: Content, framesPerSecond: Double = 30,
                duration: Double? = nil, direction: LayoutDirection? = nil) {
        self.content = content
        self.framesPerSecond = framesPerSecond
        let context = glyph.effectContext(defaults: defaults, direction: direction)
        self.context = context
        outgoingLayerCount = glyph.layers.count
        switch content {
        case .effect(let effect):
            self.glyph = glyph
            incomingContext = nil
            correspondence = nil
            let own = effect.duration(in: context)
            isOpenEnded = own == nil
            let period = own == nil ? Self.period(of: effect, in: context) : nil
            loopPeriod = period
            self.duration = duration ?? own ?? period.map { period in
                period * max(1, (Self.defaultOpenEndedDuration / period - 1e-9).rounded(.up))
            } ?? Self.defaultOpenEndedDuration
        case .replace(let effect, let incoming, let incomingDefaults):
            let incomingContext = incoming.effectContext(defaults: incomingDefaults, direction: direction)
            self.incomingContext = incomingContext
            var combined = incoming
            // The outgoing symbol in the incoming one's space, and its ids apart from the incoming one's.
            let outgoing = Self.fitted(glyph, into: incoming)
            let correspondence = effect.isMagic ? incoming.layerCorrespondence(from: outgoing) : nil
            self.correspondence = correspondence
            combined.layers = outgoing.layers + incoming.layers
            for index in combined.layers.indices {
                combined.layers[index].index = index
                // The incoming symbol is drawn over the outgoing one, in each mode's order of its own.
                if index >= glyph.layers.count {
                    combined.layers[index].modeOrder = combined.layers[index].modeOrder.mapValues { $0 + glyph.layers.count }
                }
            }
            combined.definitions = outgoing.definitions + incoming.definitions
            if let correspondence, correspondence.sharesLayers {
                var continued: [Int: Int] = [:]
                for (position, outgoingPosition) in correspondence.outgoingLayer.enumerated() {
                    if let outgoingPosition { continued[glyph.layers.count + position] = outgoingPosition }
                }
                combined.continuedLayers = ContinuedLayers(incomingStart: glyph.layers.count, outgoingLayer: continued)
            }
            self.glyph = combined
            isOpenEnded = false
            loopPeriod = nil
            self.duration = duration ?? correspondence.map { effect.duration(outgoing: context, incoming: incomingContext, correspondence: $0) }
                ?? effect.duration(outgoing: context, incoming: incomingContext)
        }
    }

    /// `outgoing` as a replace draws it with `incoming`: in the incoming glyph's coordinates when the two
    /// have different ones (a plain file's view box and a template's points, or two view boxes), its design
    /// box (the view box, or a template's square of ``SymbolCanvas/minimumCapHeights`` cap heights about its
    /// centre) scaled uniformly onto the incoming one's, centre on centre; and with its definitions' ids
    /// renamed where the incoming glyph uses them (``IDRenaming``). Two templates share points, so stay.
    public static func fitted(_ outgoing: SymbolGlyph, into incoming: SymbolGlyph) -> SymbolGlyph {
        var glyph = outgoing
        if outgoing.variant == nil || incoming.variant == nil {
            let (from, to) = (designBox(of: outgoing), designBox(of: incoming))
            if from != to, from.width > 0, from.height > 0 {
                let scale = min(to.width / from.width, to.height / from.height)
                glyph = glyph.applying(AffineTransform.translation(x: to.center.x, y: to.center.y)
                    .concatenating(.scale(x: scale, y: scale))
                    .concatenating(.translation(x: -from.center.x, y: -from.center.y)))
            }
        }
        let renaming = IDRenaming.avoiding(Set(XMLElement.firstElementsByID(under: incoming.definitions).keys), in: glyph.definitions)
        guard !renaming.isEmpty else { return glyph }
        glyph.definitions = glyph.definitions.map(renaming.renamed)
        for index in glyph.layers.indices { glyph.layers[index].shapes = glyph.layers[index].shapes.map(renaming.renamed) }
        return glyph
    }

    /// The box a glyph is designed in: a plain file's view box; a template's square of
    /// ``SymbolCanvas/minimumCapHeights`` cap heights about its centre.
    static func designBox(of glyph: SymbolGlyph) -> Rect {
        if glyph.variant == nil { return SymbolCanvas.box(for: glyph) }
        let half = glyph.guides.capHeight * SymbolCanvas.minimumCapHeights / 2
        return Rect(x: glyph.guides.center.x - half, y: glyph.guides.center.y - half, width: 2 * half, height: 2 * half)
    }

    /// The period of an effect that repeats forever: what a second play adds to the first (the clock of
    /// every repeating effect makes that one play and one rest), times the plays of one loop
    /// (``SymbolEffect/playsPerLoop``); nil when repetition changes nothing.
    static func period(of effect: any SymbolEffect, in context: EffectContext) -> Double? {
        var once = effect.options, twice = effect.options
        once.repeatCount = 1
        twice.repeatCount = 2
        guard let one = effect.options(once).duration(in: context), let two = effect.options(twice).duration(in: context),
              two - one > 1e-9 else { return nil }
        return (two - one) * Double(max(1, effect.playsPerLoop))
    }

    /// The layout direction layers are drawn on and off in, for an effect that trims them (Draw On, Draw
    /// Off, `DrawingSymbolEffect`; a Magic Replace drawing a slash); nil for every other effect, whose
    /// frames draw every layer whole.
    public var drawDirection: LayoutDirection? {
        if case .effect(let effect) = content, effect is any DrawingSymbolEffect { return context.direction }
        // A Magic Replace that draws slashes on or off.
        if let correspondence, correspondence.sharesLayers, !correspondence.drawnIncoming.isEmpty || !correspondence.drawnOutgoing.isEmpty {
            return context.direction
        }
        return nil
    }

    /// Whether every frame is the first: an effect with nothing to move in this glyph (variable colour
    /// without thresholds), however long it is sampled.
    public var isStill: Bool {
        let first = states(ofFrame: 0)
        return (1..<frameCount).allSatisfy { states(ofFrame: $0) == first }
    }

    /// Frames from time 0 to `duration` inclusive, so the last frame shows the end state.
    public var frameCount: Int { max(1, Int((duration * framesPerSecond - 1e-9).rounded(.up)) + 1) }

    /// The time of frame `index` (never past `duration`).
    public func time(ofFrame index: Int) -> Double { min(Double(index) / framesPerSecond, duration) }

    /// Every layer's state at `time` (a pure function: any order, any thread).
    public func states(at time: Double) -> [LayerState] {
        switch content {
        case .effect(let effect):
            return effect.states(in: context, at: time)
        case .replace(let effect, _, _):
            let (outgoing, incoming) = correspondence.map { effect.states(outgoing: context, incoming: incomingContext!, correspondence: $0, at: time) }
                ?? effect.states(outgoing: context, incoming: incomingContext!, at: time)
            return Array(outgoing.prefix(outgoingLayerCount)) + incoming
        }
    }

    /// The states of frame `index`.
    public func states(ofFrame index: Int) -> [LayerState] { states(at: time(ofFrame: index)) }
}
