/// A keyframe that moves from the previous value towards ``to`` along a spring.
///
/// The spring starts from the value the previous keyframe ended at, with ``startVelocity`` or, when
/// that is `nil`, the previous segment's end velocity (0 at the start of a track) [EST]. If the keyframe
/// is shorter than the spring's settling duration, the next keyframe starts from wherever the spring
/// got to [EST].
public struct SpringKeyframe<Value: VectorArithmetic>: Sendable {
    /// The spring's target.
    public var to: Value
    /// How long the keyframe lasts; `nil` (the default) uses the spring's settling duration (its
    /// response if it never settles).
    public var duration: KeyframeDuration?
    /// The spring. Default `Spring()` (duration 0.5, bounce 0: `.smooth`).
    public var spring: Spring
    /// The velocity at the start, in units per second. Default `nil` (automatic).
    public var startVelocity: Value?

    /// A spring keyframe. Defaults: duration `nil` (settling duration), spring `Spring()`,
    /// startVelocity `nil`.
    public init(_ to: Value, duration: KeyframeDuration? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
}

extension SpringKeyframe: Equatable where Value: Equatable {}
extension SpringKeyframe: Hashable where Value: Hashable {}
