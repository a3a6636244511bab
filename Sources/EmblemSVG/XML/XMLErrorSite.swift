/// The document's bytes and the offset where libxml2 stopped, for saying what it found there and where
/// the construct it was reading began.
///
/// libxml2 reports an unclosed comment, CDATA section, processing instruction or DOCTYPE at the end of
/// the file, and an end tag it cannot finish with no name: the bytes say where the construct was opened
/// and what the tag is. Made only once an error occurred, so reading valid documents pays nothing.
struct XMLErrorSite {
    /// The whole document, as given to the reader.
    var bytes: UnsafeRawBufferPointer
    /// The offset in `bytes` of the byte libxml2 stopped at (`bytes.count` at the end of the input).
    var offset: Int
    /// Whether libxml2 reads `bytes` as they are (UTF-8, no decoder): only then do its offsets, lines and
    /// columns match the bytes, and only then are they searched. Otherwise only ``isAtEnd`` is known.
    var isReadAsIs: Bool

    /// Whether nothing but whitespace follows where libxml2 stopped: only then may the file be cut short.
    var isAtEnd: Bool {
        guard offset < bytes.count else { return true }
        guard isReadAsIs else { return false }
        return bytes[offset...].allSatisfy(ASCII.isWhitespace)
    }

    /// The byte at `index`, or nil outside the bytes (or when they are not read as they are).
    func byte(at index: Int) -> UInt8? {
        guard isReadAsIs, index >= 0, index < bytes.count else { return nil }
        return bytes[index]
    }

    /// Whether the bytes at `index` are `text`, ASCII letters compared ignoring case when asked.
    func matches(_ text: String, at index: Int, ignoringCase: Bool = false) -> Bool {
        guard isReadAsIs, index >= 0, index + text.utf8.count <= bytes.count else { return false }
        return zip(bytes[index...], text.utf8).allSatisfy { ignoringCase ? ASCII.lowercased($0) == ASCII.lowercased($1) : $0 == $1 }
    }

    /// The last offset before `end` where `marker` starts, searching backwards.
    func lastOffset(of marker: String, before end: Int) -> Int? {
        guard isReadAsIs else { return nil }
        let pattern = Array(marker.utf8)
        var index = min(end, bytes.count) - pattern.count
        while index >= 0 {
            if bytes[index] == pattern[0], matches(marker, at: index) { return index }
            index -= 1
        }
        return nil
    }

    /// The first offset at or after `start` where `marker` starts.
    func firstOffset(of marker: String, from start: Int) -> Int? {
        guard isReadAsIs, start >= 0 else { return nil }
        var index = start
        while index + marker.utf8.count <= bytes.count {
            if matches(marker, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// `line:column` of byte `index`, as libxml2 counts them (columns in characters).
    func position(of index: Int) -> String {
        let location = XMLReader.location(of: index, in: bytes, file: nil)
        return "\(location.line):\(location.column)"
    }

    /// The line of byte `index`.
    func line(of index: Int) -> Int { XMLReader.location(of: index, in: bytes, file: nil).line }

    /// The offset of the character at `line` and `column` (both from 1), or nil past the end.
    func offset(line: Int, column: Int) -> Int? {
        guard isReadAsIs, line >= 1, column >= 1 else { return nil }
        // A byte-order mark is not a column.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, currentLine = 1
        while currentLine < line {
            guard let feed = bytes[index...].firstIndex(of: ASCII.lineFeed) else { return nil }
            index = feed + 1
            currentLine += 1
        }
        // Columns count characters: skip `column - 1` lead bytes and the continuation bytes after them.
        var remaining = column - 1
        while remaining > 0, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return remaining == 0 ? index : nil
    }

    /// The XML name starting at `index` (ASCII name characters, ':' and any non-ASCII byte), possibly
    /// empty; for a message, so shortened past ``DiagnosticText/quotedLimit`` characters.
    func name(at index: Int) -> String {
        guard isReadAsIs, index >= 0, index <= bytes.count else { return "" }
        let end = bytes[index...].firstIndex { !Self.isNameByte($0) } ?? bytes.count
        return DiagnosticText.shortened(String(decoding: bytes[index..<min(end, index + 4 * (DiagnosticText.quotedLimit + 1))], as: UTF8.self))
    }

    /// The whole XML name that byte `index` is part of.
    func name(around index: Int) -> String {
        var start = index
        while let byte = byte(at: start - 1), Self.isNameByte(byte) { start -= 1 }
        return name(at: start)
    }

    /// The name of the tag whose '<' (or '</') is the last one before `end`, and that '<''s offset.
    func tag(before end: Int) -> (name: String, offset: Int)? {
        guard let open = lastOffset(of: "<", before: end) else { return nil }
        let nameStart = byte(at: open + 1) == ASCII.slash ? open + 2 : open + 1
        return (name(at: nameStart), open)
    }

    /// The attribute whose quoted value ends just before `end`, as written (`x="1"`), shortened when long.
    func attribute(endingBefore end: Int) -> String? {
        guard let quote = byte(at: end - 1), quote == ASCII.quote || quote == ASCII.apostrophe,
              let open = bytes[..<(end - 1)].lastIndex(of: quote) else { return nil }
        var index = open - 1
        while let byte = byte(at: index), ASCII.isWhitespace(byte) { index -= 1 }
        guard byte(at: index) == ASCII.equals else { return nil }
        index -= 1
        while let byte = byte(at: index), ASCII.isWhitespace(byte) { index -= 1 }
        let nameEnd = index + 1
        while let byte = byte(at: index), Self.isNameByte(byte) { index -= 1 }
        guard index + 1 < nameEnd else { return nil }
        let name = String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)
        let value = String(decoding: bytes[(open + 1)..<(end - 1)], as: UTF8.self)
        guard value.count <= 24, !value.contains(where: { $0.isNewline }) else { return "the value of '\(name)'" }
        let mark = quote == ASCII.quote ? "\"" : "'"
        return name + "=" + mark + value + mark
    }

    /// The offset of a quote opened after `start` and never closed (a DOCTYPE's entity value or
    /// identifier), comments skipped. A quoted stretch holding '>' counts as unclosed: its closing quote
    /// is then one that opens a value further on (`"b>]><svg xmlns="`).
    func unclosedQuote(after start: Int) -> Int? {
        guard isReadAsIs else { return nil }
        var index = start, open: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if let quoteStart = open {
                if byte == ASCII.greaterThan { return quoteStart }
                if byte == bytes[quoteStart] { open = nil }
            } else if byte == ASCII.quote || byte == ASCII.apostrophe {
                open = index
            } else if matches("<!--", at: index) {
                guard let end = firstOffset(of: "-->", from: index + 4) else { return nil }
                index = end + 2
            }
            index += 1
        }
        return open
    }

    /// The Unicode scalar encoded at `index`, or nil when the bytes there are not valid UTF-8 (an
    /// encoded surrogate, a value past U+10FFFF, a stray continuation byte).
    func scalar(at index: Int) -> UInt32? {
        guard let first = byte(at: index) else { return nil }
        let length = first < 0x80 ? 1 : first < 0xC2 ? 0 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : first < 0xF5 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar.value
    }

    /// The character at `index` in words: "'y'", "a space", "a line break", "control character U+0007",
    /// "the end of the file".
    func describeCharacter(at index: Int) -> String {
        guard let first = byte(at: index) else { return "the end of the file" }
        switch first {
        case ASCII.space: return "a space"
        case ASCII.tab: return "a tab"
        case ASCII.lineFeed, ASCII.carriageReturn: return "a line break"
        case ..<0x20, 0x7F: return "control character " + DiagnosticText.codePoint(UInt32(first))
        case ASCII.apostrophe: return "\"'\""
        default:
            let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
            return DiagnosticText.quotedCharacter(String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self))
        }
    }

    /// The printable text starting at `index`, up to whitespace, '<' or `limit` characters, for quoting.
    func word(at index: Int, limit: Int = 20) -> String {
        guard isReadAsIs, index < bytes.count else { return "" }
        // A '<' ends the word unless it starts it (the '<!-' being quoted).
        let end = bytes[(index + 1)...].prefix(4 * limit).firstIndex { ASCII.isWhitespace($0) || $0 == ASCII.lessThan || $0 < 0x20 }
            ?? min(bytes.count, index + 4 * limit)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }

    /// Whether the byte at `index` is a name character that cannot start a name (a digit, '-', '.').
    func startsNoName(at index: Int) -> Bool {
        guard let byte = byte(at: index) else { return false }
        return ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.period
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        ASCII.isWordByte(byte) || byte == ASCII.colon || byte == ASCII.period || byte >= 0x80
    }
}
