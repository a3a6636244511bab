/// A growing UTF-8 buffer with XML escaping, so writers never build intermediate strings.
struct XMLOutput {
    var bytes: [UInt8] = []

    // Through the contiguous UTF-8 (one copy) rather than `append(contentsOf: text.utf8)`, which goes
    // through the generic sequence path: 8% of writing an icon went there.
    mutating func append(_ text: String) { withUTF8Bytes(text) { bytes.appendBytes($0) } }
    mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { bytes.appendBytes($0) }
    }

    /// Appends `text` with the characters XML reserves escaped. In attribute values (`quote`), tabs and
    /// line breaks are written as character references so that attribute-value normalization on the next
    /// parse does not turn them into spaces.
    mutating func appendEscaped(_ text: String, quote: Bool) {
        // Most values need no escaping at all: copy them in one go.
        let copied = withUTF8Bytes(text) { buffer in
            // Every byte to escape is below 64: one shift and test against a mask of them a byte.
            let mask = quote ? Self.attributeEscapes : Self.textEscapes
            for byte in buffer where byte < 64 && mask & (1 << UInt64(byte)) != 0 { return false }
            bytes.appendBytes(buffer)
            return true
        }
        if copied { return }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\"") where quote: append("&quot;")
            case 0x0A where quote: append("&#10;")
            case 0x0D: append("&#13;")
            case 0x09 where quote: append("&#9;")
            default: bytes.append(byte)
            }
        }
    }

    /// The bytes `appendEscaped` escapes in text and in attribute values, as bits of a mask (all are
    /// below 64).
    static let textEscapes: UInt64 = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x0D].reduce(0) { $0 | 1 << UInt64($1) }
    static let attributeEscapes: UInt64 = textEscapes | [UInt8(ascii: "\""), 0x0A, 0x09].reduce(0) { $0 | 1 << UInt64($1) }
}
