import CZlib

/// gzip, for `.svgz` files: compressed SVG, as Linux icon themes and Inkscape save it and as librsvg
/// reads it.
///
/// Decompression stops at a byte limit, so a small file that inflates to gigabytes (a decompression
/// bomb) costs at most that much memory and is refused. Compression is deterministic: zlib's gzip header
/// carries no name and a zero time.
public enum Gzip {
    /// Whether `bytes` start with gzip's magic number.
    public static func isCompressed(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// The decompressed bytes of one or more concatenated gzip members, with any zero bytes after them
    /// (padding); refused past `maximumBytes`.
    /// `file` only labels errors.
    public static func decompress(_ bytes: [UInt8], maximumBytes: Int, file: String? = nil) throws(SVGError) -> [UInt8] {
        var stream = z_stream()
        // 15 + 32: a 32 KiB window, and detect the gzip (or zlib) header.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw SVGError(.io, "zlib could not start decompressing.", at: file.map { SourceLocation(file: $0, line: 0, column: 0) })
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(maximumBytes, max(bytes.count * 4, 4096)))
        let chunkSize = 64 << 10
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        let outcome: Int32 = bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            while true {
                stream.next_out = chunk
                stream.avail_out = UInt32(chunkSize)
                var status = inflate(&stream, Z_NO_FLUSH)
                let produced = chunkSize - Int(stream.avail_out)
                if output.count + produced > maximumBytes { return Z_MEM_ERROR }
                output.append(contentsOf: UnsafeBufferPointer(start: chunk, count: produced))
                // Another member may follow (gzip allows concatenation); zero bytes after the last, as
                // copying to a device or a tape leaves them, are padding, which gzip ignores too.
                if status == Z_STREAM_END, stream.avail_in > 0,
                   UnsafeBufferPointer(start: stream.next_in, count: Int(stream.avail_in)).allSatisfy({ $0 == 0 }) {
                    return Z_STREAM_END
                }
                if status == Z_STREAM_END, stream.avail_in > 0 {
                    status = inflateReset(&stream)
                    if status != Z_OK { return status }
                    continue
                }
                if status == Z_STREAM_END { return Z_STREAM_END }
                if status != Z_OK { return status }
                if produced == 0 && stream.avail_in == 0 { return Z_BUF_ERROR }  // the data ends mid-stream
            }
        }
        let location = SourceLocation(file: file, line: 0, column: 0)
        switch outcome {
        case Z_STREAM_END:
            return output
        case Z_MEM_ERROR:
            throw SVGError(.limitExceeded, "The gzip data expands to more than \(maximumBytes) bytes, the limit.", at: location)
        case Z_BUF_ERROR:
            throw SVGError(.io, "The gzip data ends early: the file is cut short.", at: location)
        default:
            let detail = stream.msg.map { String(cString: $0) } ?? "not gzip data"
            throw SVGError(.io, "The gzip data is corrupt (\(detail)).", at: location)
        }
    }

    /// `bytes` as one gzip member, at zlib's default level. Throws when zlib cannot (out of memory), so
    /// that a failed compression never replaces a file with nothing.
    public static func compress(_ bytes: [UInt8]) throws(SVGError) -> [UInt8] {
        var stream = z_stream()
        // 15 + 16: a 32 KiB window, with a gzip header and trailer.
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw SVGError(.io, "zlib could not start compressing.")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        let (status, written): (Int32, Int) = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                // deflateBound leaves room for everything, so one call finishes.
                let status = deflate(&stream, Z_FINISH)
                return (status, out.count - Int(stream.avail_out))
            }
        }
        guard status == Z_STREAM_END else { throw SVGError(.io, "zlib could not compress the output (status \(status)).") }
        output.removeSubrange(written...)
        return output
    }
}
