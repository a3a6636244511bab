import EmblemGeometry

/// Several keyframe tracks over the properties of one value, played in parallel from t = 0, as a pure
/// function of time.
///
/// ```swift
/// struct Pose { var scale = 1.0; var offset = Point.zero }
/// let timeline = KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\Pose.scale) { CubicKeyframe(1.2, duration: 0.2); CubicKeyframe(1.0, duration: 0.3) }
///     KeyframeTrack(\Pose.offset) { LinearKeyframe(Point(x: 0, y: -4), duration: 0.25) }
/// }
/// timeline.duration                // 0.5: the longest track
/// timeline.value(time: 0.4).offset // (0, -4): the shorter track holds its last value
/// ```
///
/// Not `Equatable`: tracks over different property types are stored type-erased.
public struct KeyframeTimeline<Root: Sendable>: Sendable {
    /// The value before any keyframe plays.
    public let initialValue: Root
    /// The length of the longest track, in seconds.
    public let duration: Double
    private let tracks: [AnyKeyframeTrack<Root>.Resolved]

    /// A timeline over `initialValue` playing `tracks` in parallel; relative keyframe durations are
    /// fractions of `referenceDuration` (default 1 s).
    public init(initialValue: Root, referenceDuration: Double = 1, tracks: [AnyKeyframeTrack<Root>]) {
        self.initialValue = initialValue
        let resolved = tracks.map { $0.resolve(initialValue, referenceDuration) }
        self.tracks = resolved
        self.duration = resolved.map(\.duration).max() ?? 0
    }

    /// A timeline over `initialValue` playing the tracks `content` lists in parallel.
    public init(
        initialValue: Root, referenceDuration: Double = 1,
        @KeyframeTracksBuilder<Root> _ content: () -> [AnyKeyframeTrack<Root>]
    ) {
        self.init(initialValue: initialValue, referenceDuration: referenceDuration, tracks: content())
    }

    /// The value at `time` seconds: each track's property at that time, others as initially. Times
    /// outside 0…duration give the first or last values.
    public func value(time: Double) -> Root {
        var root = initialValue
        for track in tracks { track.apply(&root, time) }
        return root
    }

    /// The value at `progress` (0…1, clamped) of the ``duration``.
    public func value(progress: Double) -> Root {
        value(time: min(max(progress, 0), 1) * duration)
    }
}

/// A ``KeyframeTrack`` of any property type, so one timeline can hold tracks of different types.
public struct AnyKeyframeTrack<Root>: Sendable {
    struct Resolved: Sendable {
        let duration: Double
        let apply: @Sendable (inout Root, Double) -> Void
    }

    let resolve: @Sendable (Root, Double) -> Resolved

    /// Erases `track`.
    public init<Value>(_ track: KeyframeTrack<Root, Value>) {
        resolve = { root, referenceDuration in
            let keyPath = track.keyPath
            let keyframes = ResolvedKeyframes(
                keyframes: track.keyframes, initialValue: root[keyPath: keyPath], referenceDuration: referenceDuration)
            return Resolved(duration: keyframes.duration) { root, time in
                root[keyPath: keyPath] = keyframes.value(time: time)
            }
        }
    }
}

/// Collects the tracks of a ``KeyframeTimeline``, one per line.
@resultBuilder
public enum KeyframeTracksBuilder<Root> {
    /// Erases a track.
    public static func buildExpression<Value>(_ track: KeyframeTrack<Root, Value>) -> [AnyKeyframeTrack<Root>] {
        [AnyKeyframeTrack(track)]
    }
    /// Passes an erased track through.
    public static func buildExpression(_ track: AnyKeyframeTrack<Root>) -> [AnyKeyframeTrack<Root>] { [track] }
    /// Collects the tracks of consecutive lines.
    public static func buildBlock(_ parts: [AnyKeyframeTrack<Root>]...) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
    /// The tracks of an `if` without `else`, or none.
    public static func buildOptional(_ part: [AnyKeyframeTrack<Root>]?) -> [AnyKeyframeTrack<Root>] { part ?? [] }
    /// The tracks of the taken `if` branch.
    public static func buildEither(first part: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { part }
    /// The tracks of the taken `else` branch.
    public static func buildEither(second part: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { part }
    /// The tracks of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[AnyKeyframeTrack<Root>]]) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
}
