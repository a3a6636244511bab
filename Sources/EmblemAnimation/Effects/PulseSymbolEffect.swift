/// Fades layers out and back in, as SwiftUI's `PulseSymbolEffect`.
///
/// By layer, only the layers annotated `-sfsymbols-always-pulses` pulse, one motion group after another;
/// a symbol with none pulses whole, every layer at once ("if no layer is annotated, the whole symbol
/// pulses", SF-SEMANTICS 3.2). The whole symbol always pulses every layer. Each pulse takes the opacity from 1 to
/// ``EffectConstants/pulseOpacity`` and back over ``EffectConstants/pulseDuration``, each half along
/// ``EffectConstants/pulseCurve``; motion groups start ``EffectConstants/pulseStagger`` apart by layer.
///
/// ```swift
/// PulseSymbolEffect.pulse.wholeSymbol.options(.repeating)
/// ```
public struct PulseSymbolEffect: ScopedSymbolEffect, Hashable {
    /// By layer (the annotated layers pulse, one motion group after another; with none annotated, the
    /// whole symbol) or whole symbol (every layer at once). Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Repetition and speed. Default `.default` (once, speed 1).
    public var options: SymbolEffectOptions

    /// A pulse. Defaults: by layer, default options.
    public init(scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.scope = scope
        self.options = options
    }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }

    /// The opacity `time` seconds into one group's pulse; exactly 1 at 0 and from the end on.
    public func opacity(at time: Double) -> Double {
        let duration = EffectConstants.pulseDuration, half = duration / 2
        guard time > 0, time < duration else { return 1 }
        let depth = time <= half
            ? EffectConstants.pulseCurve.value(at: time / half)
            : EffectConstants.pulseCurve.value(at: (duration - time) / half)
        return 1 - (1 - EffectConstants.pulseOpacity) * depth
    }
}

extension PulseSymbolEffect: StaggeredSymbolEffect {
    var groupDuration: Double { EffectConstants.pulseDuration }
    var stagger: Double { EffectConstants.pulseStagger }

    func effectiveScope(in context: EffectContext) -> SymbolEffectScope {
        scope == .byLayer && context.layers.contains(where: \.alwaysPulses) ? .byLayer : .wholeSymbol
    }

    func movesByLayer(in context: EffectContext) -> (EffectLayer) -> Bool { { $0.alwaysPulses } }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        LayerState(opacity: opacity(at: time))
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The default pulse: by layer.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
