#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Smoothly grows and fades a symbol and brings it back, as SwiftUI's `BreatheSymbolEffect`.
///
/// One breath lasts ``EffectConstants/breatheDuration`` and follows `(1 − cos 2πt/d) / 2`: the scale goes
/// 1 → ``EffectConstants/breatheScale`` → 1 about the motion group's (or the whole symbol's) centre while the
/// opacity goes 1 → ``EffectConstants/breatheOpacity`` → 1 (``EffectConstants/breathePulseOpacity`` for
/// `.pulse`, which "pulses layers as they breathe"). Motion groups start
/// ``EffectConstants/breatheStagger`` apart by layer. By layer, only layers marked
/// ``EffectLayer/alwaysBreathes`` breathe when the symbol has any, as with pulse [EST]; the whole symbol
/// always breathes every layer.
///
/// ```swift
/// BreatheSymbolEffect.breathe.pulse.byLayer
/// ```
public struct BreatheSymbolEffect: ScopedSymbolEffect, Hashable {
    /// How deep the breath fades.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Scale with a gentle fade.
        case plain
        /// Scale with a pulse-deep fade.
        case pulse
    }

    /// How deep the breath fades. Default `.plain`.
    public var style: Style
    /// By layer or whole symbol. Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Repetition and speed. Default `.default` (once, speed 1).
    public var options: SymbolEffectOptions

    /// A breath. Defaults: plain, by layer, default options.
    public init(style: Style = .plain, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.style = style
        self.scope = scope
        self.options = options
    }

    /// This breath, with a gentle fade.
    public var plain: BreatheSymbolEffect { with(\.style, .plain) }
    /// This breath, pulsing as it breathes.
    public var pulse: BreatheSymbolEffect { with(\.style, .pulse) }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }
}

extension BreatheSymbolEffect: StaggeredSymbolEffect {
    var groupDuration: Double { EffectConstants.breatheDuration }
    var stagger: Double { EffectConstants.breatheStagger }

    func movesByLayer(in context: EffectContext) -> (EffectLayer) -> Bool {
        context.layers.contains(where: \.alwaysBreathes) ? { $0.alwaysBreathes } : { _ in true }
    }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        guard time > 0, time < groupDuration else { return .identity }
        let depth = (1 - cos(2 * Double.pi * time / groupDuration)) / 2
        let lowest = style == .plain ? EffectConstants.breatheOpacity : EffectConstants.breathePulseOpacity
        return LayerState(
            transform: EffectMath.scale(1 + (EffectConstants.breatheScale - 1) * depth, around: target.center),
            opacity: 1 - (1 - lowest) * depth)
    }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The default breath: plain, by layer.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
