import CZlib

/// One zlib stream being written, fed a piece at a time, its output growing as it comes. Its deflate
/// state comes from ``DeflaterPool`` and goes back to it when the stream is dropped.
final class DeflateStream {
    private let deflater: Deflater
    private var stream: UnsafeMutablePointer<z_stream> { deflater.stream }
    private var output: [UInt8]
    private var written = 0

    /// A zlib stream deflating as `deflation` says, opened as ``Deflater`` opens one; `capacity`: the
    /// output's first size.
    init(_ deflation: Deflation, capacity: Int) throws(RasterError) {
        deflater = try DeflaterPool.shared.take(level: deflation.level, strategy: deflation.strategy)
        output = [UInt8](repeating: 0, count: max(capacity, 64))
        if let search = deflation.search {
            let status = deflateTune(deflater.stream, search.good, search.lazy, search.nice, search.chain)
            guard status == Z_OK else { throw RasterError(.compressionFailed(status: status)) }
        }
    }

    deinit { DeflaterPool.shared.giveBack(deflater) }

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
