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
    /// A loop with a stack of the closing brackets awaited, not a recursion: 50,000 nested `(` in a
    /// sheet overflowed the stack.
    /// The parts of `bytes` between its top-level `separator`s (those inside brackets or strings, or
    /// escaped, do not count), untrimmed; one empty part for empty text. Selector lists split at commas,
    /// declaration lists at semicolons.
    static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == separator {
                parts.append(bytes[start..<i])
                start = i + 1
                i += 1
            } else {
                i = skipBalanced(bytes, from: i)
            }
        }
        parts.append(bytes[start...])
        return parts
    }

    static func skipBalanced(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
        var closers: [UInt8] = []
        var i = index
        repeat {
            let byte = bytes[i]
            if let close = closers.last, byte == close {
                closers.removeLast()
                i += 1
                continue
            }
            switch byte {
            case ASCII.quote, ASCII.apostrophe:
                i += 1
                while i < bytes.endIndex, bytes[i] != byte { i += bytes[i] == ASCII.backslash ? 2 : 1 }
                i = min(i + 1, bytes.endIndex)
            case ASCII.openParen: closers.append(ASCII.closeParen); i += 1
            case ASCII.openBracket: closers.append(ASCII.closeBracket); i += 1
            case ASCII.openBrace: closers.append(ASCII.closeBrace); i += 1
            case ASCII.backslash: i = min(i + 2, bytes.endIndex)
            default: i += 1
            }
        } while !closers.isEmpty && i < bytes.endIndex
        return i
    }

    /// How deeply brackets nest in `bytes` (strings and escaped characters aside): selectors nest
    /// through pseudo-class arguments, and their parsing recurses as deep.
    static func nestingDepth(_ bytes: ArraySlice<UInt8>) -> Int {
        var depth = 0, deepest = 0
        var i = bytes.startIndex
        while i < bytes.endIndex {
            switch bytes[i] {
            case ASCII.quote, ASCII.apostrophe: i = skipBalanced(bytes, from: i)
            case ASCII.backslash: i = min(i + 2, bytes.endIndex)
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
                depth += 1
                deepest = max(deepest, depth)
                i += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                depth = max(depth - 1, 0)
                i += 1
            default: i += 1
            }
        }
        return deepest
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, ASCII.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, ASCII.isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }
}
