import EmblemGeometry

/// Any one keyframe of a track (linear, cubic, spring or move), as a single type so tracks can mix them.
///
/// You rarely build one yourself: ``KeyframesBuilder`` wraps each keyframe you write.
public struct Keyframe<Value: Interpolatable>: Sendable {
    enum Kind: Sendable {
        case linear(LinearKeyframe<Value>)
        case move(MoveKeyframe<Value>)
        /// Stored field by field: `CubicKeyframe` requires `VectorArithmetic`, which `Value` need not be.
        case cubic(to: Value, duration: KeyframeDuration, startVelocity: Value?, endVelocity: Value?)
        case spring(to: Value, duration: KeyframeDuration?, spring: Spring, startVelocity: Value?)
    }

    let kind: Kind

    /// Wraps a linear keyframe.
    public init(_ keyframe: LinearKeyframe<Value>) { kind = .linear(keyframe) }
    /// Wraps a move keyframe.
    public init(_ keyframe: MoveKeyframe<Value>) { kind = .move(keyframe) }

    /// The value this keyframe heads for.
    public var to: Value {
        switch kind {
        case .linear(let keyframe): return keyframe.to
        case .move(let keyframe): return keyframe.to
        case .cubic(let to, _, _, _), .spring(let to, _, _, _): return to
        }
    }

    /// The duration in seconds, given the reference duration for relative durations.
    func seconds(referenceDuration: Double) -> Double {
        switch kind {
        case .linear(let keyframe): return keyframe.duration.seconds(referenceDuration: referenceDuration)
        case .move: return 0
        case .cubic(_, let duration, _, _): return duration.seconds(referenceDuration: referenceDuration)
        case .spring(_, let duration, let spring, _):
            if let duration { return duration.seconds(referenceDuration: referenceDuration) }
            let settling = spring.settlingDuration
            return settling.isFinite ? settling : spring.response
        }
    }
}

extension Keyframe where Value: VectorArithmetic {
    /// Wraps a cubic keyframe.
    public init(_ keyframe: CubicKeyframe<Value>) {
        kind = .cubic(to: keyframe.to, duration: keyframe.duration,
                      startVelocity: keyframe.startVelocity, endVelocity: keyframe.endVelocity)
    }

    /// Wraps a spring keyframe.
    public init(_ keyframe: SpringKeyframe<Value>) {
        kind = .spring(to: keyframe.to, duration: keyframe.duration, spring: keyframe.spring,
                       startVelocity: keyframe.startVelocity)
    }
}

extension Keyframe.Kind: Equatable where Value: Equatable {}
extension Keyframe.Kind: Hashable where Value: Hashable {}
extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}
