import CZlib

/// One zlib stream being written, fed a piece at a time, its output growing as it comes.
///
/// A class, so that the `z_stream` stays where zlib put it: zlib's state points back at the stream and
/// refuses to work once it has moved.
final class DeflateStream {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var output: [UInt8]
    private var written = 0
    private var isOpen = false

    /// A zlib stream (2-byte header, Adler-32 trailer, as PNG stores its pixels) at `level` (0…9) with
    /// `strategy` (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`); `capacity`: the output's first size.
    init(level: Int32, strategy: Int32, capacity: Int) throws(RasterError) {
        stream.initialize(to: z_stream())
        output = [UInt8](repeating: 0, count: max(capacity, 64))
        // A 32 KiB window (15) and zlib's default memory level (8), as libpng.
        let status = deflateInit2_(stream, level, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw RasterError(.compressionFailed(status: status)) }
        isOpen = true
    }

    deinit {
        if isOpen { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `bytes`; with `finishing`, ends the stream after them.
    func write(_ bytes: UnsafeBufferPointer<UInt8>, finishing: Bool = false) throws(RasterError) {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
        stream.pointee.avail_in = UInt32(bytes.count)
        while true {
            if written == output.count { output += repeatElement(0, count: output.count) }
            let room = output.count - written
            let status: Int32 = output.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress! + written
                stream.pointee.avail_out = UInt32(room)
                return deflate(stream, finishing ? Z_FINISH : Z_NO_FLUSH)
            }
            written += room - Int(stream.pointee.avail_out)
            if finishing && status == Z_STREAM_END { break }
            guard status == Z_OK || status == Z_BUF_ERROR else { throw RasterError(.compressionFailed(status: status)) }
            // Everything taken, and room left over: zlib holds nothing back that more room would release.
            if !finishing && stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { break }
        }
        stream.pointee.next_in = nil
    }

    /// Ends the stream.
    func finish() throws(RasterError) { try write(UnsafeBufferPointer(start: nil, count: 0), finishing: true) }

    /// What was written, in an array of its own size (an animated PNG holds every frame's until the file
    /// is written).
    var bytes: [UInt8] { Array(output[..<written]) }

    /// Bytes written so far.
    var count: Int { written }
}
