/// Draws a symbol off along its paths, as SwiftUI's `DrawOffSymbolEffect` (SF Symbols 7), over
/// ``EffectConstants/drawDuration`` per motion group along ``EffectConstants/drawCurve``.
///
/// `.nonReversed` (the default [EST]) draws off forwards: the part that goes starts where the path starts
/// and follows it, as if the pen that drew it came round again to take it away (the trim start goes
/// 0 → 1). `.reversed` "draws off following the draw metadata in reverse": the path withdraws from its
/// end to its start (the trim end goes 1 → 0). By layer, a symbol whose `.defaults` say
/// `-sfsymbols-draw-reverses-motion-groups` takes its motion groups last first. Layers draw nothing from
/// the end of their group on. A transition: it plays once (repetition is ignored; speed applies).
///
/// ```swift
/// DrawOffSymbolEffect.drawOff.reversed.wholeSymbol
/// ```
public struct DrawOffSymbolEffect: DrawingSymbolEffect, Hashable {
    /// How the motion groups take turns. Default `.byLayer`.
    public var playback: DrawSymbolEffectPlayback
    /// Whether the path withdraws from its end (true) or is taken away from its start (false, the default).
    public var isReversed: Bool
    /// Speed (repetition is ignored). Default `.default`.
    public var options: SymbolEffectOptions

    /// A draw-off. Defaults: by layer, forwards, default options.
    public init(playback: DrawSymbolEffectPlayback = .byLayer, isReversed: Bool = false, options: SymbolEffectOptions = .default) {
        self.playback = playback
        self.isReversed = isReversed
        self.options = options
    }

    /// This draw-off, withdrawing each path from its end.
    public var reversed: DrawOffSymbolEffect { with(\.isReversed, true) }
    /// This draw-off, taking each path away from its start.
    public var nonReversed: DrawOffSymbolEffect { with(\.isReversed, false) }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }
}

extension DrawOffSymbolEffect: StaggeredSymbolEffect {
    func playsGroupsInReverse(in context: EffectContext) -> Bool { context.drawReversesMotionGroups }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        let progress = drawProgress(at: time)
        return isReversed ? LayerState(drawStart: 0, drawEnd: 1 - progress) : LayerState(drawStart: progress, drawEnd: 1)
    }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// The default draw-off: by layer, forwards.
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}
