extension Array where Element == UInt8 {
    /// Appends `source` with one capacity check and one copy (an `Array`'s side of ``ByteSink``, for
    /// writers whose callers keep the bytes): `append(contentsOf:)` cost ≈ 70 instructions a call whatever
    /// the length. Document writers append to an ``XMLOutput``, cheaper still.
    @inline(__always) mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
        let count = source.count
        guard count > 0 else { return }
        append(addingCapacity: count) { span in
            span.withUnsafeMutableBufferPointer { buffer, end in
                (buffer.baseAddress! + end).initialize(from: source.baseAddress!, count: count)
                end &+= count
            }
        }
    }
}
