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
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
    public static func buildExpression(_ keyframe: Keyframe<Value>) -> [Keyframe<Value>] { [keyframe] }
    public static func buildExpression(_ keyframes: [Keyframe<Value>]) -> [Keyframe<Value>] { keyframes }
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    public static func buildEither(first part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    public static func buildEither(second part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
}

extension KeyframesBuilder where Value: VectorArithmetic {
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Keyframe<Value>] { [Keyframe(keyframe)] }
}
