/// How long a keyframe lasts: seconds, or a fraction of a reference duration given to the timeline.
///
/// Literals are seconds: `LinearKeyframe(1.2, duration: 0.25)` lasts 0.25 s;
/// `LinearKeyframe(1.2, duration: .relative(0.25))` lasts a quarter of the timeline's
/// `referenceDuration` (default 1 s).
public enum KeyframeDuration: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// An absolute duration in seconds.
    case seconds(Double)
    /// A fraction of the reference duration.
    case relative(Double)

    /// A duration of `value` seconds.
    public init(floatLiteral value: Double) { self = .seconds(value) }
    /// A duration of `value` seconds.
    public init(integerLiteral value: Int) { self = .seconds(Double(value)) }

    /// The duration in seconds for a given reference duration; negative results count as 0.
    public func seconds(referenceDuration: Double) -> Double {
        switch self {
        case .seconds(let seconds): return max(0, seconds)
        case .relative(let fraction): return max(0, fraction * referenceDuration)
        }
    }
}
