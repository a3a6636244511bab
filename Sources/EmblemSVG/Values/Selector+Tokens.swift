/// The tokens of selector text that CSS Syntax 3 defines, read from its bytes.
///
/// Identifiers and strings decode escapes the same way (§4.3.7): `\` and a character that is not a hex
/// digit or a newline is that character; `\` and one to six hex digits, with one optional whitespace
/// after them, is that code point, or U+FFFD for 0, a surrogate or one past U+10FFFF. U+0000 in the
/// text reads as U+FFFD, as CSS's preprocessing makes it.
extension Selector {
    /// A CSS identifier at `index`, escapes decoded; `nil` when none starts there (§4.3.9: a letter, `_`,
    /// a non-ASCII character or an escape; or `-` and then one of those or a second `-`). So `-1` and
    /// `1a` are not identifiers, while `\31 a` and `--a` are.
    static func identifier(_ bytes: ArraySlice<UInt8>, at index: Int) -> (String, Int)? {
        guard startsIdentifier(bytes, at: index) else { return nil }
        var result: [UInt8] = []
        var i = index
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == 0 {
                result.append(contentsOf: replacementCharacter)
                i += 1
            } else if ASCII.isWordByte(byte) || byte >= 0x80 {
                result.append(byte)
                i += 1
            } else if isEscape(bytes, at: i) {
                i = escape(bytes, after: i + 1, into: &result)
            } else {
                break
            }
        }
        return (String(decoding: result, as: UTF8.self), i)
    }

    /// A quoted string at `index` (which holds its `"` or `'`), escapes decoded, and the index after its
    /// closing quote (§4.3.5). `\` before a newline continues the line and is dropped with it. `nil` for
    /// a bad string, one with an unescaped newline, which makes the selector invalid, and for one that
    /// is not closed: that can only run to the end of the sheet, where the rule has no block.
    static func quotedString(_ bytes: ArraySlice<UInt8>, at index: Int) -> (String, Int)? {
        let quote = bytes[index]
        var result: [UInt8] = []
        var i = index + 1
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == quote { return (String(decoding: result, as: UTF8.self), i + 1) }
            if isNewline(byte) { return nil }
            if byte == ASCII.backslash {
                guard i + 1 < bytes.endIndex else { return nil }
                if isNewline(bytes[i + 1]) {
                    i = afterWhitespace(bytes, at: i + 1)
                } else {
                    i = escape(bytes, after: i + 1, into: &result)
                }
            } else {
                if byte == 0 { result.append(contentsOf: replacementCharacter) } else { result.append(byte) }
                i += 1
            }
        }
        return nil
    }

    /// Whether an identifier starts at `index` (§4.3.9).
    private static func startsIdentifier(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        guard index < bytes.endIndex else { return false }
        func isNameStart(_ byte: UInt8) -> Bool { ASCII.isLetter(byte) || byte == ASCII.underscore || byte >= 0x80 || byte == 0 }
        let first = bytes[index]
        if first == ASCII.minus {
            guard index + 1 < bytes.endIndex else { return false }
            let second = bytes[index + 1]
            return isNameStart(second) || second == ASCII.minus || isEscape(bytes, at: index + 1)
        }
        return isNameStart(first) || isEscape(bytes, at: index)
    }

    /// Whether a valid escape starts at `index`: `\` not followed by a newline (§4.3.8). A `\` at the very
    /// end is one, and means U+FFFD.
    private static func isEscape(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        bytes[index] == ASCII.backslash && (index + 1 == bytes.endIndex || !isNewline(bytes[index + 1]))
    }

    /// Decodes the escape whose `\` is just before `index` into `result`; the index after it (§4.3.7).
    static func escape(_ bytes: ArraySlice<UInt8>, after index: Int, into result: inout [UInt8]) -> Int {
        var i = index
        guard i < bytes.endIndex else {
            result.append(contentsOf: replacementCharacter)
            return i
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, i < bytes.endIndex, let digit = ASCII.hexValue(bytes[i]) {
            value = value * 16 + digit
            digits += 1
            i += 1
        }
        guard digits > 0 else {
            // The escaped character itself; a multi-byte one's continuation bytes follow as plain bytes.
            if bytes[i] == 0 { result.append(contentsOf: replacementCharacter) } else { result.append(bytes[i]) }
            return i + 1
        }
        if i < bytes.endIndex, ASCII.isWhitespace(bytes[i]) { i = afterWhitespace(bytes, at: i) }
        // `Unicode.Scalar` refuses surrogates and values past U+10FFFF; CSS also refuses 0.
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        result.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
        return i
    }

    /// The index after the whitespace at `index`, taking CR LF as one, as CSS's preprocessing turns it
    /// into one LF.
    private static func afterWhitespace(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        bytes[index] == ASCII.carriageReturn && index + 1 < bytes.endIndex && bytes[index + 1] == ASCII.lineFeed ? index + 2 : index + 1
    }

    /// LF, CR and FF: CSS's preprocessing turns CR and FF into LF.
    private static func isNewline(_ byte: UInt8) -> Bool {
        byte == ASCII.lineFeed || byte == ASCII.carriageReturn || byte == ASCII.formFeed
    }

    private static let replacementCharacter = Array("\u{FFFD}".utf8)
}
