/// Bytes written through a pointer, with room made once for each piece rather than checked per byte:
/// the output of writers, which append many short pieces (a path segment, an element's name, `="`).
///
/// Appending a piece to an `Array` (`append(contentsOf:)`, or `append(addingCapacity:initializingWith:)`
/// into its spare capacity) cost ≈ 40 cycles of bookkeeping whatever its length (uniqueness, capacity,
/// the span's bounds), as much as writing a path segment's texts; here it is a comparison, a copy and a
/// store of the count. Owned by one writer and freed with it (not copyable), its bytes go to their
/// destination once, when the writer is done with them.
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

    /// Forgets what was written after the first `newCount` bytes.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncating past the end")
        count = newCount
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        end(reserving: 1).pointee = byte
        count &+= 1
    }

    @inline(__always) mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress else { return }
        end(reserving: source.count).initialize(from: start, count: source.count)
        count &+= source.count
    }

    /// Makes room for `capacity` bytes in all, so that appending up to there does not move them.
    mutating func reserveCapacity(_ capacity: Int) {
        if self.capacity < capacity { grow(toFit: capacity &- count) }
    }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Appends the bytes written to `destination`.
    func append<Sink: ByteSink & ~Copyable>(to destination: inout Sink) { destination.appendBytes(bytes) }

    @inline(never) private mutating func grow(toFit room: Int) {
        let newCapacity = max(capacity * 2, count + room)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
