/// A growing UTF-8 buffer with XML escaping, so writers never build intermediate strings.
struct XMLOutput {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
    mutating func append(_ text: Substring) { bytes.append(contentsOf: text.utf8) }

    /// Appends `text` with the characters XML reserves escaped. In attribute values (`quote`), tabs and
    /// line breaks are written as character references so that attribute-value normalization on the next
    /// parse does not turn them into spaces.
    mutating func appendEscaped(_ text: String, quote: Bool) {
        // Most values need no escaping at all: copy them in one go.
        let clean = text.utf8.withContiguousStorageIfAvailable { buffer in
            !buffer.contains { Self.needsEscape($0, quote: quote) }
        }
        if clean == true {
            bytes.append(contentsOf: text.utf8)
            return
        }
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
