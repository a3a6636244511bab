import EmblemGeometry

/// `VectorArithmetic`'s operations for a type only known to be `Interpolatable`, found at run time.
///
/// Cubic and spring keyframes can only be written for `VectorArithmetic` values (the builder and
/// `Keyframe`'s initializers require it), but a track is generic over `Interpolatable`; resolving such
/// a track recovers the operations here. The casts always succeed for those tracks.
struct VectorOperations<Value: Interpolatable>: Sendable {
    let zero: Value
    let add: @Sendable (Value, Value) -> Value
    let subtract: @Sendable (Value, Value) -> Value
    let scale: @Sendable (Value, Double) -> Value

    /// The operations, or `nil` when `Value` is not `VectorArithmetic`.
    static func make() -> VectorOperations? {
        guard let vectorType = Value.self as? any VectorArithmetic.Type else { return nil }
        return make(vectorType)
    }

    private static func make<V: VectorArithmetic>(_: V.Type) -> VectorOperations {
        VectorOperations(
            zero: V.zero as! Value,
            add: { ($0 as! V + ($1 as! V)) as! Value },
            subtract: { ($0 as! V - ($1 as! V)) as! Value },
            scale: { ($0 as! V).scaled(by: $1) as! Value })
    }
}
