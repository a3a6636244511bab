/// The format and pixel size of a raster image, read from its header, for the formats librsvg draws
/// through gdk-pixbuf that Emblem lets it draw: PNG, JPEG, GIF, WebP and BMP.
struct RasterImageHeader: Equatable {
    enum Format: String { case png = "PNG", jpeg = "JPEG", gif = "GIF", webp = "WebP", bmp = "BMP" }

    var format: Format
    var width: Int
    var height: Int

    var pixels: Int { width * height }

    /// Nil when `bytes` start as none of the formats, or their header is cut short.
    init?(_ bytes: [UInt8]) {
        func big16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func big32(_ i: Int) -> Int { big16(i) << 16 | big16(i + 2) }
        func little16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func little32(_ i: Int) -> Int { little16(i) | little16(i + 2) << 16 }
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<(offset + magic.count)]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            (format, width, height) = (.png, big32(16), big32(20))  // IHDR follows the signature
        } else if starts(Array("GIF8".utf8)), bytes.count >= 10 {
            (format, width, height) = (.gif, little16(6), little16(8))
        } else if starts(Array("BM".utf8)), bytes.count >= 26 {
            // BITMAPINFOHEADER: a negative height means rows top-down.
            let signedWidth = Int(Int32(bitPattern: UInt32(truncatingIfNeeded: little32(18))))
            let signedHeight = Int(Int32(bitPattern: UInt32(truncatingIfNeeded: little32(22))))
            (format, width, height) = (.bmp, abs(signedWidth), abs(signedHeight))
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8), bytes.count >= 30 {
            guard let size = Self.webpSize(bytes) else { return nil }
            (format, width, height) = (.webp, size.width, size.height)
        } else if starts([0xFF, 0xD8]) {
            guard let size = Self.jpegSize(bytes) else { return nil }
            (format, width, height) = (.jpeg, size.width, size.height)
        } else {
            return nil
        }
    }

    /// The size in a WebP's first chunk: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`).
    private static func webpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        func little(_ i: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[i + $1]) << (8 * $1) } }
        switch chunk {
        case "VP8 ": return (little(26, 2) & 0x3FFF, little(28, 2) & 0x3FFF)
        case "VP8L": let bits = little(21, 4); return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8X": return (little(24, 3) + 1, little(27, 3) + 1)
        default: return nil
        }
    }

    /// The size in a JPEG's first start-of-frame marker, found by walking its segments.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill bytes
            // Markers without a length: TEM and the restart markers.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            // SOF0…SOF15, less DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
