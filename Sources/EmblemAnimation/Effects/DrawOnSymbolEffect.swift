/// Draws a symbol on along its paths, as SwiftUI's `DrawOnSymbolEffect` (SF Symbols 7): each layer is
/// drawn from where its path starts to where it ends, its trim end going 0 → 1 along
/// ``EffectConstants/drawCurve`` over ``EffectConstants/drawDuration`` per motion group.
///
/// Layers draw nothing until their group starts, and are whole from its end on. A transition: it plays
/// once (repetition is ignored; speed applies). How a renderer follows a layer's path is its choice: Emblem's
/// follows the layer's draw guide when it has one, trims strokes along themselves, and wipes other filled
/// shapes across (see `DrawReveal` in EmblemRendering).
///
/// ```swift
/// DrawOnSymbolEffect.drawOn.individually
/// ```
public struct DrawOnSymbolEffect: DrawingSymbolEffect, Hashable {
    /// How the motion groups take turns. Default `.byLayer`.
    public var playback: DrawSymbolEffectPlayback
    /// Speed (repetition is ignored). Default `.default`.
    public var options: SymbolEffectOptions

    /// A draw-on. Defaults: by layer, default options.
    public init(playback: DrawSymbolEffectPlayback = .byLayer, options: SymbolEffectOptions = .default) {
        self.playback = playback
        self.options = options
    }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }
}

extension DrawOnSymbolEffect: StaggeredSymbolEffect {
    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        LayerState(drawStart: 0, drawEnd: drawProgress(at: time))
    }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// The default draw-on: by layer.
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}
