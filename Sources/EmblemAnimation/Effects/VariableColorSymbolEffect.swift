/// Lights a symbol's variable layers one after another, as SwiftUI's `VariableColorSymbolEffect`.
///
/// The variable layers are those with a ``EffectLayer/variableThreshold``, ordered by threshold and then
/// by layer index; other layers are left untouched. Layer *i* turns on at `i ·`
/// ``EffectConstants/variableColorStep`` (fading over ``EffectConstants/variableColorFadeDuration``).
/// Iteratively, it turns off again after ``EffectConstants/variableColorHighlightDuration``; cumulatively,
/// it stays on until the cycle ends. A cycle of N layers lasts `N · step + highlight`. Inactive layers have
/// opacity ``EffectConstants/variableColorInactiveOpacity`` (`dimInactiveLayers`) or are hidden
/// (`hideInactiveLayers`). When the effect repeats with `reversing`, every second cycle plays backwards
/// in time (the highlight runs back; cumulative layers turn off from last to first). Once the effect has
/// finished, every layer is back at rest.
///
/// ```swift
/// VariableColorSymbolEffect.variableColor.cumulative.reversing.options(.repeat(3))
/// ```
public struct VariableColorSymbolEffect: SymbolEffect, Hashable {
    /// Whether lit layers stay lit.
    public enum Fill: String, Hashable, Sendable, CaseIterable {
        /// Each layer is lit briefly, then turned off.
        case iterative
        /// Each layer stays lit until the cycle ends.
        case cumulative
    }

    /// What happens to layers that are not lit.
    public enum InactiveLayers: String, Hashable, Sendable, CaseIterable {
        /// Reduced, non-zero opacity.
        case dim
        /// Hidden completely.
        case hide
    }

    /// Whether lit layers stay lit. Default `.iterative` [EST].
    public var fill: Fill
    /// Whether every second repetition plays backwards. Default `false` [EST].
    public var isReversing: Bool
    /// What happens to layers that are not lit. Default `.dim`.
    public var inactiveLayers: InactiveLayers
    /// Repetition and speed. Default `.default` (one cycle, speed 1).
    public var options: SymbolEffectOptions

    /// A variable-colour effect. Defaults: iterative, non-reversing, dimming, default options.
    public init(fill: Fill = .iterative, isReversing: Bool = false, inactiveLayers: InactiveLayers = .dim,
                options: SymbolEffectOptions = .default) {
        self.fill = fill
        self.isReversing = isReversing
        self.inactiveLayers = inactiveLayers
        self.options = options
    }

    /// This effect, lighting one layer at a time.
    public var iterative: VariableColorSymbolEffect { with(\.fill, .iterative) }
    /// This effect, keeping lit layers lit.
    public var cumulative: VariableColorSymbolEffect { with(\.fill, .cumulative) }
    /// This effect, playing every second repetition backwards.
    public var reversing: VariableColorSymbolEffect { with(\.isReversing, true) }
    /// Reversing, a forward play and a backward one.
    public var playsPerLoop: Int { isReversing ? 2 : 1 }
    /// This effect, always playing forwards.
    public var nonReversing: VariableColorSymbolEffect { with(\.isReversing, false) }
    /// This effect, dimming inactive layers.
    public var dimInactiveLayers: VariableColorSymbolEffect { with(\.inactiveLayers, .dim) }
    /// This effect, hiding inactive layers.
    public var hideInactiveLayers: VariableColorSymbolEffect { with(\.inactiveLayers, .hide) }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        let order = variableOrder(in: context)
        let clock = clock(layerCount: order.count)
        if clock.isFinished(at: time) {
            return Array(repeating: .identity, count: context.layers.count)
        }
        let (iteration, local) = clock.local(at: time)
        let cycleTime = isReversing && iteration % 2 == 1 ? clock.runDuration - local : local
        var states = Array(repeating: LayerState.identity, count: context.layers.count)
        for (rank, position) in order.enumerated() {
            states[position] = state(activation: activation(ofRank: rank, at: cycleTime))
        }
        return states
    }

    public func duration(in context: EffectContext) -> Double? {
        clock(layerCount: variableOrder(in: context).count).duration
    }

    /// How lit (0…1) the variable layer of rank `rank` is `time` seconds into a cycle.
    public func activation(ofRank rank: Int, at time: Double) -> Double {
        let on = Double(rank) * EffectConstants.variableColorStep
        let fade = EffectConstants.variableColorFadeDuration
        let rising = EffectMath.smoothstep((time - on) / fade)
        guard fill == .iterative else { return rising }
        let off = on + EffectConstants.variableColorHighlightDuration
        return min(rising, EffectMath.smoothstep((off - time) / fade))
    }

    /// The positions in `context.layers` of the variable layers, by threshold, then index.
    func variableOrder(in context: EffectContext) -> [Int] {
        context.layers.indices
            .filter { context.layers[$0].variableThreshold != nil }
            .sorted {
                let (a, b) = (context.layers[$0], context.layers[$1])
                return (a.variableThreshold!, a.index) < (b.variableThreshold!, b.index)
            }
    }

    /// The clock of a cycle over `layerCount` layers.
    func clock(layerCount: Int) -> EffectClock {
        let cycle = layerCount == 0 ? 0
            : Double(layerCount) * EffectConstants.variableColorStep + EffectConstants.variableColorHighlightDuration
        return EffectClock(runDuration: cycle, options: options, defaultDelay: EffectConstants.continuousRepeatDelay)
    }

    /// The state of a variable layer lit by `activation`.
    func state(activation: Double) -> LayerState {
        switch inactiveLayers {
        case .dim:
            let inactive = EffectConstants.variableColorInactiveOpacity
            return LayerState(opacity: inactive + (1 - inactive) * activation)
        case .hide:
            return LayerState(opacity: activation, isVisible: activation > 0)
        }
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The default variable colour: iterative, non-reversing, dimming.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
