import CZlib

/// A PNG file being written: the signature, then chunks, each its data's length, a four-letter type, the
/// data, and a CRC-32 of type and data (PNG 5.3).
struct PNGChunkStream {
    private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    mutating func append(_ type: String, _ data: [UInt8]) {
        bytes.appendBigEndian(UInt32(data.count))
        let start = bytes.count
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBufferPointer { all in crc32(0, all.baseAddress! + start, UInt32(all.count - start)) }
        bytes.appendBigEndian(UInt32(crc))
    }
}

extension Array where Element == UInt8 {
    /// PNG's integers are big-endian ("network byte order").
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
