import CZlib
import Synchronization

/// zlib deflate states kept for reuse between images, by level and strategy.
///
/// Opening a state allocates ≈ 268 KB (the 32 KiB window twice over, the hash chains and table, the
/// pending symbols), which the image then touches page by page: for a 64 px icon, deflated two ways,
/// opening the two states was about a fifth of its encoding. A state reset with `deflateReset` writes
/// the same bytes as a new one, with its memory already in place. A state comes back only when its reset
/// succeeds, and the pool keeps at most ``capacity``, so its memory stays bounded (≈ 4 MB).
final class DeflaterPool: Sendable {
    static let shared = DeflaterPool()

    /// States kept at most, of every level and strategy together: enough for each core encoding an
    /// image both ways at once.
    static let capacity = 16

    private let idle = Mutex<[Deflater]>([])

    /// An open state deflating at `level` with `strategy`, reused when one is idle.
    func take(level: Int32, strategy: Int32) throws(RasterError) -> Deflater {
        let reused = idle.withLock { idle in
            idle.lastIndex { $0.level == level && $0.strategy == strategy }.map { idle.remove(at: $0) }
        }
        if let reused { return reused }
        return try Deflater(level: level, strategy: strategy)
    }

    /// States idle now.
    var idleCount: Int { idle.withLock(\.count) }

    /// Takes back a state whose stream is done with (finished or not); it is reset for its next image,
    /// and freed instead when the reset fails or the pool is full.
    func giveBack(_ deflater: Deflater) {
        guard deflateReset(deflater.stream) == Z_OK else { return }
        idle.withLock { idle in
            if idle.count < Self.capacity { idle.append(deflater) }
        }
    }
}

/// One open zlib deflate state: a zlib stream (2-byte header, Adler-32 trailer, as PNG stores its pixels)
/// with a 32 KiB window (15) and zlib's default memory level (8), as libpng opens them.
///
/// A class, so that the `z_stream` stays where zlib put it: zlib's state points back at the stream and
/// refuses to work once it has moved.
final class Deflater: @unchecked Sendable {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    let level: Int32
    let strategy: Int32

    /// `level`: 0…9; `strategy`: `Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`.
    init(level: Int32, strategy: Int32) throws(RasterError) {
        self.level = level
        self.strategy = strategy
        stream.initialize(to: z_stream())
        let status = deflateInit2_(stream, level, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw RasterError(.compressionFailed(status: status))
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }
}
