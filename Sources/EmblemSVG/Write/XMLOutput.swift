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
            guard !buffer.contains(where: { Self.needsEscape($0, quote: quote) }) else { return false }
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

    @inline(__always) static func needsEscape(_ byte: UInt8, quote: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x0D: true
        case UInt8(ascii: "\""), 0x0A, 0x09: quote
        default: false
        }
    }
}
