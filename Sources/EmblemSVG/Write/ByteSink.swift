/// Where number, path and value writers put their bytes: an `Array` for callers that keep the bytes, or
/// an ``XMLOutput``, a document writer's own buffer, which appends without the array's bookkeeping. The
/// writers are generic over it and specialised for each, so the same code serves both.
protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>)
    /// Lets `write` put up to `room` bytes at the end through a pointer; it returns how many it wrote.
    mutating func append(writingUpTo room: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int)
}

extension Array: ByteSink where Element == UInt8 {
    @inline(__always) mutating func append(writingUpTo room: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        append(addingCapacity: room) { span in
            span.withUnsafeMutableBufferPointer { buffer, end in end &+= write(buffer.baseAddress! + end) }
        }
    }
}
