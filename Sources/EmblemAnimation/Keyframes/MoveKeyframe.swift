import EmblemGeometry

/// A keyframe that jumps to ``to`` immediately, without interpolating (zero duration).
public struct MoveKeyframe<Value: Interpolatable>: Sendable {
    /// The value jumped to.
    public var to: Value

    /// A move keyframe.
    public init(_ to: Value) { self.to = to }
}

extension MoveKeyframe: Equatable where Value: Equatable {}
extension MoveKeyframe: Hashable where Value: Hashable {}
