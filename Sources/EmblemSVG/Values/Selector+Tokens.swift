/// The tokens of selector text that CSS Syntax 3 defines, read from its bytes.
extension Selector {
    /// A CSS identifier at `index` (letters, digits, `-`, `_`, non-ASCII, and backslash escapes, which are
    /// decoded); `nil` when none starts there.
    static func identifier(_ bytes: ArraySlice<UInt8>, at index: Int) -> (String, Int)? {
        // An identifier cannot start with a digit (an escaped one, `\31 0`, is fine).
        guard index < bytes.endIndex, !ASCII.isDigit(bytes[index]) else { return nil }
        var result: [UInt8] = []
        var i = index
        while i < bytes.endIndex {
            let byte = bytes[i]
            if ASCII.isWordByte(byte) || byte >= 0x80 {
                result.append(byte)
                i += 1
            } else if byte == ASCII.backslash, i + 1 < bytes.endIndex {
                i += 1
                var hex: UInt32 = 0
                var digits = 0
                while digits < 6, i < bytes.endIndex, let value = ASCII.hexValue(bytes[i]) {
                    hex = hex * 16 + value
                    digits += 1
                    i += 1
                }
                if digits > 0 {
                    if i < bytes.endIndex, ASCII.isWhitespace(bytes[i]) { i += 1 }
                    result.append(contentsOf: String(UnicodeScalar(hex) ?? "\u{FFFD}").utf8)
                } else {
                    result.append(bytes[i])
                    i += 1
                }
            } else {
                break
            }
        }
        guard !result.isEmpty else { return nil }
        return (String(decoding: result, as: UTF8.self), i)
    }
}
