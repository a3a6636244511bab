import EmblemGeometry

/// Collects the keyframes of one track, written one per line as in SwiftUI:
///
/// ```swift
/// KeyframeTrack(\Pose.scale) {
///     LinearKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
///
/// `if`, `if`/`else` and `for` loops are supported.
@resultBuilder
public enum KeyframesBuilder<Value: Interpolatable> {
    /// Wraps a linear keyframe.
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
    /// Wraps a move keyframe.
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
    /// Passes a wrapped keyframe through.
    public static func buildExpression(_ keyframe: Keyframe<Value>) -> [Keyframe<Value>] { [keyframe] }
    /// Passes a list of wrapped keyframes through.
    public static func buildExpression(_ keyframes: [Keyframe<Value>]) -> [Keyframe<Value>] { keyframes }
    /// Concatenates the keyframes of consecutive lines.
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// The keyframes of an `if` without `else`, or none.
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    /// The keyframes of the taken `if` branch.
    public static func buildEither(first part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    /// The keyframes of the taken `else` branch.
    public static func buildEither(second part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    /// The keyframes of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
}

extension KeyframesBuilder where Value: VectorArithmetic {
    /// Wraps a cubic keyframe (values with vector arithmetic only).
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
    /// Wraps a spring keyframe (values with vector arithmetic only).
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
}
