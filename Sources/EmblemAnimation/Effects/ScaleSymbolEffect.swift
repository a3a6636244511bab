/// Scales a symbol up or down and holds it there while the effect is active, as SwiftUI's
/// `ScaleSymbolEffect`.
///
/// Each motion group springs (``EffectConstants/scaleSpring``) to ``EffectConstants/scaleUp`` or
/// ``EffectConstants/scaleDown`` about the bottom centre of its bounds (as bounce does), reaching it
/// exactly at ``EffectConstants/scaleDuration``, and holds it. ``duration(in:)`` is the time at which every
/// group holds; the effect never ends by itself, so repetition does not apply. Speed does.
///
/// ```swift
/// ScaleSymbolEffect.scale.down.wholeSymbol
/// ```
public struct ScaleSymbolEffect: VerticallyDirectedSymbolEffect, Hashable {
    /// Which way the symbol scales.
    public typealias Direction = SymbolEffectVerticalDirection

    /// Which way the symbol scales. Default `.up`.
    public var direction: Direction
    /// By layer or whole symbol. Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Speed (repetition is ignored). Default `.default`.
    public var options: SymbolEffectOptions

    /// A scale. Defaults: up, by layer, default options.
    public init(direction: Direction = .up, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.direction = direction
        self.scope = scope
        self.options = options
    }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }

    /// The held scale factor.
    public var targetScale: Double {
        direction == .up ? EffectConstants.scaleUp : EffectConstants.scaleDown
    }

    /// The scale factor `time` seconds into one group's motion; exactly ``targetScale`` from the end on.
    public func scale(at time: Double) -> Double {
        if time >= groupDuration { return targetScale }
        let progress = EffectMath.springProgress(EffectConstants.scaleSpring, time: time, duration: groupDuration,
                                                 settle: EffectConstants.scaleSettleDuration)
        return 1 + (targetScale - 1) * progress
    }
}

extension ScaleSymbolEffect: StaggeredSymbolEffect {
    var groupDuration: Double { EffectConstants.scaleDuration }
    var stagger: Double { EffectConstants.scaleStagger }
    var isRepeatable: Bool { false }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        LayerState(transform: EffectMath.scale(scale(at: time), around: target.bottomCenter))
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The default scale: up, by layer.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
