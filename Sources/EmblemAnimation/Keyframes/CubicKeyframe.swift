/// A keyframe that follows a cubic Hermite curve from the previous value to ``to``.
///
/// Over a segment of duration T from p₀ to p₁ with velocities v₀, v₁ (units per second) and s = t/T:
/// `p(s) = (2s³−3s²+1)·p₀ + (s³−2s²+s)·T·v₀ + (−2s³+3s²)·p₁ + (s³−s²)·T·v₁`.
///
/// Velocities left `nil` are chosen for smooth motion, as SwiftUI documents:
/// * between two cubic keyframes, the non-uniform Catmull-Rom velocity
///   `vᵢ = (pᵢ₊₁ − pᵢ₋₁) / (tᵢ₊₁ − tᵢ₋₁)` (or the neighbour's explicit velocity, if it gave one);
/// * after a linear or spring keyframe, that segment's end velocity; before one, its start velocity
///   (a following spring keyframe without a start velocity counts as a cubic one [EST]);
/// * at the ends of the track, and next to a move keyframe, 0 [EST].
public struct CubicKeyframe<Value: VectorArithmetic>: Sendable {
    /// The value reached at the end of the keyframe.
    public var to: Value
    /// How long the keyframe lasts.
    public var duration: KeyframeDuration
    /// The velocity at the start, in units per second. Default `nil` (automatic).
    public var startVelocity: Value?
    /// The velocity at the end, in units per second. Default `nil` (automatic).
    public var endVelocity: Value?

    /// A cubic keyframe; both velocities default to `nil` (automatic).
    public init(_ to: Value, duration: KeyframeDuration, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}

extension CubicKeyframe: Equatable where Value: Equatable {}
extension CubicKeyframe: Hashable where Value: Hashable {}
