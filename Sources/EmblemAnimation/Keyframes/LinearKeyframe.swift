import EmblemGeometry

/// A keyframe that interpolates linearly from the previous value to ``to``, reshaped by a unit curve.
///
/// ```swift
/// LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeOut)
/// ```
public struct LinearKeyframe<Value: Interpolatable>: Sendable {
    /// The value reached at the end of the keyframe.
    public var to: Value
    /// How long the keyframe lasts.
    public var duration: KeyframeDuration
    /// The shape of the interpolation. Default `.linear`.
    public var timingCurve: UnitCurve

    /// A linear keyframe; `timingCurve` defaults to `.linear`.
    public init(_ to: Value, duration: KeyframeDuration, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}

extension LinearKeyframe: Equatable where Value: Equatable {}
extension LinearKeyframe: Hashable where Value: Hashable {}
