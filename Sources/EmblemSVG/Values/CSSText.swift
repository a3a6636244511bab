/// Small lexical helpers for CSS text that the style sheet and declaration parsers share.
enum CSSText {
    /// The bytes with every `/* … */` comment replaced by one space (comments inside strings are kept).
    static func removingComments(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        var quote: UInt8?
        while i < bytes.count {
            let byte = bytes[i]
            if let q = quote {
                result.append(byte)
                if byte == ASCII.backslash, i + 1 < bytes.count { result.append(bytes[i + 1]); i += 2; continue }
                if byte == q { quote = nil }
                i += 1
            } else if byte == ASCII.slash, i + 1 < bytes.count, bytes[i + 1] == ASCII.asterisk {
                i += 2
                while i < bytes.count, !(bytes[i] == ASCII.asterisk && i + 1 < bytes.count && bytes[i + 1] == ASCII.slash) { i += 1 }
                i = min(i + 2, bytes.count)  // an unterminated comment runs to the end, as CSS says
                result.append(ASCII.space)
            } else {
                if byte == ASCII.quote || byte == ASCII.apostrophe { quote = byte }
                result.append(byte)
                i += 1
            }
        }
        return result
    }

    /// The index after the token at `index`: past a whole string or bracketed group, else one byte on.
    static func skipBalanced(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
        var i = index
        let byte = bytes[i]
        if byte == ASCII.quote || byte == ASCII.apostrophe {
            i += 1
            while i < bytes.endIndex, bytes[i] != byte {
                i += bytes[i] == ASCII.backslash ? 2 : 1
            }
            return min(i + 1, bytes.endIndex)
        }
        let close: UInt8
        switch byte {
        case ASCII.openParen: close = ASCII.closeParen
        case ASCII.openBracket: close = ASCII.closeBracket
        case ASCII.openBrace: close = ASCII.closeBrace
        case ASCII.backslash: return min(i + 2, bytes.endIndex)
        default: return i + 1
        }
        i += 1
        while i < bytes.endIndex, bytes[i] != close { i = skipBalanced(bytes, from: i) }
        return min(i + 1, bytes.endIndex)
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, ASCII.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, ASCII.isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }
}
