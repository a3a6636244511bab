/// Small lexical helpers for CSS text that the style sheet and declaration parsers share.
enum CSSText {
    /// The bytes with every `/* … */` comment replaced by one space (comments inside strings are kept).
    static func removingComments(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // Nearly every style attribute has no comment, and without a `/` there is none: one copy.
        guard bytes.contains(ASCII.slash) else { return Array(bytes) }
        return rewritingOutsideStrings(bytes) { bytes, i, result in
            guard bytes[i] == ASCII.slash, i + 1 < bytes.count, bytes[i + 1] == ASCII.asterisk else { return nil }
            var end = i + 2
            while end < bytes.count, !(bytes[end] == ASCII.asterisk && end + 1 < bytes.count && bytes[end + 1] == ASCII.slash) { end += 1 }
            result.append(ASCII.space)
            return min(end + 2, bytes.count)  // an unterminated comment runs to the end, as CSS says
        }
    }

    /// `bytes` copied with its quoted strings as they are (a string ends where the tokenizer ends it, a bad
    /// one at its newline, so what follows on the next line is outside it) and everything else passed to
    /// `rewrite` a position at a time: it appends what stands for the bytes it takes and returns the
    /// position after them, or returns nil to have the byte copied.
    static func rewritingOutsideStrings<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, _ rewrite: (Bytes, Int, inout [UInt8]) -> Int?
    ) -> [UInt8] where Bytes.Index == Int {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == ASCII.quote || byte == ASCII.apostrophe {
                let end = stringEnd(bytes, from: i).end
                result.append(contentsOf: bytes[i..<end])
                i = end
            } else if let next = rewrite(bytes, i, &result) {
                i = next
            } else {
                result.append(byte)
                i += 1
            }
        }
        return result
    }

    /// The parts of `bytes` between its top-level `separator`s (those inside brackets or strings, or
    /// escaped, do not count), untrimmed; one empty part for empty text. Selector lists split at commas,
    /// declaration lists at semicolons.
    static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        forEachPart(of: bytes, separatedBy: separator) { parts.append($0) }
        return parts
    }

    /// Calls `body` with each part ``split(_:at:)`` returns, in order, without collecting them.
    @inline(__always) static func forEachPart(of bytes: ArraySlice<UInt8>, separatedBy separator: UInt8,
                                              _ body: (ArraySlice<UInt8>) -> Void) {
        var start = bytes.startIndex
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == separator {
                body(bytes[start..<i])
                start = i + 1
                i += 1
            } else {
                i = skipBalanced(bytes, from: i)
            }
        }
        body(bytes[start...])
    }

    /// The index after the token at `index`: past a whole string or bracketed group, else one byte on.
    /// Inline for the plain byte, which nearly every byte is: the scans of style attributes and sheets
    /// call this for each, and the call was most of their cost.
    @inline(__always) static func skipBalanced(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
        switch bytes[index] {
        case ASCII.quote, ASCII.apostrophe, ASCII.openParen, ASCII.openBracket, ASCII.openBrace, ASCII.backslash:
            skipGroup(bytes, from: index)
        default: index + 1
        }
    }

    /// ``skipBalanced(_:from:)`` for a quote, an opening bracket or a backslash. A loop with a stack of
    /// the closing brackets awaited, not a recursion: 50,000 nested `(` in a sheet overflowed the stack.
    private static func skipGroup(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
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
            case ASCII.quote, ASCII.apostrophe: i = stringEnd(bytes, from: i).end
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

    /// The bytes without the whitespace around them. Whitespace after an escaping backslash is kept: in
    /// `.a\  {` the first space belongs to the class name `a `, and `\` before a newline is no escape,
    /// so it must stay to make the selector invalid rather than become an escape at the end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, ASCII.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, ASCII.isWhitespace(last), !isEscaped(slice, at: slice.endIndex - 1) { slice = slice.dropLast() }
        return slice
    }

    /// Whether the byte at `index` follows an escaping backslash: an odd run of them (`\\ ` is an escaped
    /// backslash, then a space).
    static func isEscaped(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        var backslashes = 0
        var i = index
        while i > bytes.startIndex, bytes[i - 1] == ASCII.backslash {
            backslashes += 1
            i -= 1
        }
        return backslashes % 2 == 1
    }

    /// `value` with the escapes outside its quoted strings decoded, as CSS reads the identifiers and
    /// numbers in a value (`fill: r\65 d` is `red`, §4.3.7), for the properties that are read
    /// (``StyleCascade``); a value kept as written keeps its escapes, which writing it back needs. Strings
    /// are skipped as the tokenizer ends them (``stringEnd(_:from:)``); a `\` before a newline or at the
    /// end is not an escape and stays.
    static func unescaped(_ value: String) -> String {
        let decoded = rewritingOutsideStrings(Array(value.utf8)) { bytes, i, result in
            guard bytes[i] == ASCII.backslash, i + 1 < bytes.count,
                  ![ASCII.lineFeed, ASCII.carriageReturn, ASCII.formFeed].contains(bytes[i + 1]) else { return nil }
            return Selector.escape(bytes[...], after: i + 1, into: &result)
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Where the string whose quote is at `index` ends (CSS Syntax 3 §4.3.5): after its closing quote; at
    /// an unescaped newline, which makes it a bad string and is not part of it; or at the end of the
    /// text, which closes it. `\` before a newline (CR LF as one) continues the string.
    static func stringEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from index: Int) -> (end: Int, isBad: Bool)
    where Bytes.Index == Int {
        let quote = bytes[index]
        var i = index + 1
        while i < bytes.endIndex {
            switch bytes[i] {
            case quote: return (i + 1, false)
            case ASCII.lineFeed, ASCII.carriageReturn, ASCII.formFeed: return (i, true)
            case ASCII.backslash:
                let isCRLF = i + 2 < bytes.endIndex && bytes[i + 1] == ASCII.carriageReturn && bytes[i + 2] == ASCII.lineFeed
                i = min(i + (isCRLF ? 3 : 2), bytes.endIndex)
            default: i += 1
            }
        }
        return (i, false)
    }

    /// Whether a string in `bytes` is a bad string (§4.3.5), which makes the declaration holding it
    /// invalid. (Selectors find theirs as they decode strings, in ``Selector/quotedString(_:at:)``.)
    static func containsBadString(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            switch bytes[i] {
            case ASCII.quote, ASCII.apostrophe:
                let (end, isBad) = stringEnd(bytes, from: i)
                if isBad { return true }
                i = end
            case ASCII.backslash: i = min(i + 2, bytes.endIndex)  // an escaped quote starts no string
            default: i += 1
            }
        }
        return false
    }
}
