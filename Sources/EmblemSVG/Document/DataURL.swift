/// A `data:` URL (RFC 2397) as librsvg reads one for an `<image>` or `feImage`: a media type, and the
/// payload, base64 or percent-encoded.
///
/// ```swift
/// DataURL("data:image/png;base64,iVBORw0KGgo=")?.mediaType  // "image/png"
/// ```
struct DataURL {
    /// The media type, lower-cased, without parameters; empty when the URL names none (`data:;base64,…`).
    var mediaType: String
    var isBase64: Bool
    /// The text after the comma, as written.
    var encoded: Substring

    /// Nil for anything that is not a `data:` URL with a comma.
    init?(_ href: String) {
        let text = href.trimmingASCIIWhitespace()
        guard text.utf8.count >= 5, text.prefix(5).lowercased() == "data:", let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].split(separator: ";", omittingEmptySubsequences: false)
        mediaType = header.first.map { $0.trimmingASCIIWhitespace().lowercased() } ?? ""
        isBase64 = header.dropFirst().contains { $0.trimmingASCIIWhitespace().lowercased() == "base64" }
        encoded = text[text.index(after: comma)...]
    }

    /// The payload's bytes: base64 decoded leniently (whitespace skipped, decoding stops at the first
    /// byte that is not base64, as decoders of data URLs do), or percent-decoded.
    var payload: [UInt8] { isBase64 ? Self.base64Decoded(encoded.utf8) : Self.percentDecoded(encoded.utf8) }

    static func base64Decoded(_ text: Substring.UTF8View) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count * 3 / 4)
        var accumulator: UInt32 = 0, bits = 0
        for byte in text {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case _ where ASCII.isWhitespace(byte): continue
            default: return bytes  // `=` padding, or the end of what decodes
            }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return bytes
    }

    static func percentDecoded(_ text: Substring.UTF8View) -> [UInt8] {
        var bytes: [UInt8] = []
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            guard byte == ASCII.percent else { bytes.append(byte); continue }
            guard let high = iterator.next() else { bytes.append(byte); break }
            guard let low = iterator.next() else { bytes += [byte, high]; break }
            if let h = ASCII.hexValue(high), let l = ASCII.hexValue(low) { bytes.append(UInt8(h << 4 | l)) } else { bytes += [byte, high, low] }
        }
        return bytes
    }
}
