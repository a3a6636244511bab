import EmblemGeometry

/// The keyframes of one property, played in order from t = 0.
///
/// In a ``KeyframeTimeline`` each track animates the property at ``keyPath`` of the timeline's value;
/// tracks run in parallel. The first keyframe starts from the property's initial value.
///
/// ```swift
/// KeyframeTrack(\Pose.scale) {
///     LinearKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Interpolatable>: Sendable {
    /// The animated property.
    public let keyPath: WritableKeyPath<Root, Value> & Sendable
    /// The keyframes, in playing order.
    public let keyframes: [Keyframe<Value>]

    /// A track animating `keyPath` through `keyframes`.
    public init(_ keyPath: WritableKeyPath<Root, Value> & Sendable, keyframes: [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    /// A track animating `keyPath` through the keyframes `content` lists.
    public init(_ keyPath: WritableKeyPath<Root, Value> & Sendable, @KeyframesBuilder<Value> _ content: () -> [Keyframe<Value>]) {
        self.init(keyPath, keyframes: content())
    }

    /// The track's length in seconds; relative durations are fractions of `referenceDuration`
    /// (default 1 s).
    public func duration(referenceDuration: Double = 1) -> Double {
        keyframes.reduce(0) { $0 + $1.seconds(referenceDuration: referenceDuration) }
    }

    /// The value at `time` seconds for a track starting from `initialValue`; before 0 the initial value,
    /// after the end the last value reached. Relative durations are fractions of `referenceDuration`
    /// (default 1 s).
    ///
    /// - Complexity: O(n) in the number of keyframes (the track is laid out on every call; a
    ///   ``KeyframeTimeline`` lays its tracks out once).
    public func value(time: Double, initialValue: Value, referenceDuration: Double = 1) -> Value {
        ResolvedKeyframes(keyframes: keyframes, initialValue: initialValue, referenceDuration: referenceDuration)
            .value(time: time)
    }
}

extension KeyframeTrack where Root == Value {
    /// A track animating the whole value.
    public init(@KeyframesBuilder<Value> _ content: () -> [Keyframe<Value>]) {
        self.init(\Value.self, keyframes: content())
    }
}

extension KeyframeTrack: Equatable where Value: Equatable {}
extension KeyframeTrack: Hashable where Value: Hashable {}
