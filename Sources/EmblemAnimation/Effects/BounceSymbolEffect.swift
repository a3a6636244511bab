/// Briefly scales a symbol up or down with an elastic movement, then returns it exactly to rest, as
/// SwiftUI's `BounceSymbolEffect`.
///
/// ```swift
/// let effect = BounceSymbolEffect.bounce.down.wholeSymbol
/// effect.states(in: context, at: 0.1)
/// ```
///
/// Each motion group is pushed to ``EffectConstants/bounceScaleUp`` (or
/// ``EffectConstants/bounceScaleDown``) along ``EffectConstants/bounceRiseCurve``, released on
/// ``EffectConstants/bounceReleaseSpring``, and settled to exactly scale 1 at
/// ``EffectConstants/bounceDuration``. Groups start ``EffectConstants/bounceStagger`` apart by layer.
///
/// The scale is about the bottom centre of the motion group's bounds (by layer) or of the symbol's bounds under
/// the whole-symbol anchor (whole symbol) [EST: SF-SEMANTICS 3.6 suggests the centre for `.up`; the
/// bottom keeps the symbol standing on its baseline, like a ball squashing and jumping, and reads better
/// in both directions]. Plays once by default.
public struct BounceSymbolEffect: VerticallyDirectedSymbolEffect, Hashable {
    /// Which way the symbol bounces.
    public typealias Direction = SymbolEffectVerticalDirection

    /// Which way the symbol bounces. Default `.up` [EST: SwiftUI's default is undocumented].
    public var direction: Direction
    /// By layer or whole symbol. Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Repetition and speed. Default `.default` (once, speed 1).
    public var options: SymbolEffectOptions

    /// A bounce. Defaults: up, by layer, default options.
    public init(direction: Direction = .up, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.direction = direction
        self.scope = scope
        self.options = options
    }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }

    /// The scale factor `time` seconds into one group's bounce; exactly 1 at and after the end.
    public func scale(at time: Double) -> Double {
        let peak = direction == .up ? EffectConstants.bounceScaleUp : EffectConstants.bounceScaleDown
        let rise = EffectConstants.bounceRiseDuration
        let raw: Double
        if time <= 0 {
            return 1
        } else if time <= rise {
            raw = 1 + (peak - 1) * EffectConstants.bounceRiseCurve.value(at: time / rise)
        } else {
            raw = peak + EffectConstants.bounceReleaseSpring.value(target: 1 - peak, time: time - rise)
        }
        return EffectMath.settled(raw, rest: 1, time: time, duration: groupDuration,
                                  settle: EffectConstants.bounceSettleDuration)
    }
}

extension BounceSymbolEffect: StaggeredSymbolEffect {
    var groupDuration: Double { EffectConstants.bounceDuration }
    var stagger: Double { EffectConstants.bounceStagger }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        LayerState(transform: EffectMath.scale(scale(at: time), around: target.bottomCenter))
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The default bounce: up, by layer.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
