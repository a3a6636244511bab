/// A symbol effect as a pure function of time.
///
/// An effect maps (context, time) to one ``LayerState`` per layer of the context, in layer order. It keeps
/// no state, so frames can be computed in any order, in parallel, and reproducibly:
///
/// ```swift
/// let bounce = BounceSymbolEffect.bounce.up.byLayer
/// let frame = bounce.states(in: context, at: 0.2)   // [LayerState], one per layer
/// bounce.duration(in: context)                      // 0.79 for three motion groups
/// ```
///
/// Effects carry their ``SymbolEffectOptions`` (repeat, periodic delay, speed), set with
/// ``SymbolEffect/options(_:)``.
public protocol SymbolEffect: Sendable {
    /// The state of every layer at `time` seconds after the effect started, in layer order. Times before
    /// 0 give the state at 0; times at or after ``duration(in:)`` give the final state.
    func states(in context: EffectContext, at time: Double) -> [LayerState]

    /// The time in seconds after which the states no longer change (the effect has ended, or, for
    /// indefinite effects such as scale, reached the state it holds); `nil` when the effect runs forever.
    func duration(in context: EffectContext) -> Double?

    /// How the effect repeats and how fast it plays.
    var options: SymbolEffectOptions { get set }

    /// How many plays it takes, when the effect repeats, before its states repeat: 1, or 2 for an effect
    /// that plays every second time backwards (`variableColor.reversing`).
    var playsPerLoop: Int { get }
}

extension SymbolEffect {
    public var playsPerLoop: Int { 1 }
}

extension SymbolEffect {
    /// This effect with `options` instead of its current ones.
    ///
    /// ```swift
    /// BounceSymbolEffect.bounce.options(.repeat(3).speed(2))
    /// ```
    public func options(_ options: SymbolEffectOptions) -> Self {
        var copy = self
        copy.options = options
        return copy
    }
}

/// Whether an effect moves motion groups one after another or the whole symbol at once.
public enum SymbolEffectScope: String, Hashable, Sendable, CaseIterable {
    /// Each motion group plays in turn, staggered in layer order ("applies separately to each motion
    /// group").
    case byLayer
    /// All layers play together, about the whole-symbol anchor ("applies to all motion groups
    /// simultaneously").
    case wholeSymbol
}
