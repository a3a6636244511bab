/// Bytes written through a pointer, with room made once for each piece rather than checked per byte:
/// the output of a path writer, which appends a segment (a letter and up to seven numbers, 155 bytes at
/// most) at a time.
///
/// Appending a segment to an `Array` through `append(addingCapacity:initializingWith:)` cost ≈ 80
/// instructions of bookkeeping a segment (uniqueness, capacity, the span's bounds), as much as writing
/// the segment's texts; here it is a comparison and a store of the count. Owned by one writer and freed
/// with it (not copyable), its bytes go to their destination once, when the writer is done with them.
struct ByteWriteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Where the next byte goes, with room for `room` bytes from there; ``didWrite(upTo:)`` then says
    /// how far they were written. The pointer is good until the next call on the buffer.
    @inline(__always) mutating func end(reserving room: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity &- count < room { grow(toFit: room) }
        return base + count
    }

    /// Takes the bytes written at ``end(reserving:)``'s pointer up to `end` (a pointer past the last).
    @inline(__always) mutating func didWrite(upTo end: UnsafeMutablePointer<UInt8>) {
        count = end - base
    }

    /// Forgets what was written, keeping the memory.
    mutating func removeAll() { count = 0 }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Appends the bytes written to `destination`.
    func append(to destination: inout [UInt8]) { destination.append(contentsOf: bytes) }

    @inline(never) private mutating func grow(toFit room: Int) {
        let newCapacity = max(capacity * 2, count + room)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
