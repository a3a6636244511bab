/// Finds where a byte of a value lies in the text a document was read from: the element's start tag is
/// found at its location, the attribute in the tag (or, for a property, the declaration in its `style`),
/// and the value's text is read as XML reads it (character references, `\r\n` read as one line end,
/// white space read as a space) and compared with the value that was read, so that any text read
/// differently (an entity of the document's DTD, a decoded encoding, a tag not where its location says,
/// a value from a style sheet) places nothing rather than something wrong.
struct AttributeValuePlacement {
    private let text: [UInt8]
    /// The offset of each line's first byte, made on the first placement: a file with thousands of
    /// broken values is indexed once.
    private var lineStarts: [Int]?
    /// Where the last tag was found, to walk on from: a line's characters are walked once for all the
    /// warnings on it, in document order (20,000 on one line were walked from its start each: 14 s).
    private var cursor = (line: 0, column: 0, index: 0)
    /// The bytes of tags read so far, against ``maximumBytesRead``.
    private var bytesRead = 0
    /// How much of a document's tags the placements of its warnings may read, a tag counted once for each
    /// (the work of one placement is a few passes over its tag) [EST]: 16 MiB, thousands of warnings on
    /// tags of any ordinary size. 100,000 broken declarations in one 1 MB `style` would each read it (the
    /// placement of their warnings ran past 100 s; 64 MiB took 2 s, 16 MiB 0.5 s); past the budget,
    /// warnings stay at their elements.
    static let maximumBytesRead = 16 << 20

    init(text: [UInt8]) {
        self.text = text
    }

    /// The location of `site`'s byte on the element at `element`, or nil when it cannot be found for sure.
    mutating func location(of site: ValueSite, onElementAt element: SourceLocation) -> SourceLocation? {
        guard bytesRead < Self.maximumBytesRead, element.line > 0, element.column > 0,
              let tag = tagStart(line: element.line, column: element.column) else { return nil }
        bytesRead += tagLength(at: tag)
        let value = Array(site.value.utf8)
        guard site.offset >= 0, site.offset <= value.count else { return nil }
        var position: Int?
        if let attribute = attributeValue(named: site.name, inTagAt: tag) {
            if attribute.bytes == value {
                position = place(site.offset, in: attribute)
            } else if site.isDeclaration {
                // A presentation attribute is read trimmed.
                let lead = attribute.bytes.prefix(while: ASCII.isWhitespace).count
                let trail = attribute.bytes.reversed().prefix(while: ASCII.isWhitespace).count
                if lead + trail < attribute.bytes.count, attribute.bytes[lead..<(attribute.bytes.count - trail)].elementsEqual(value) {
                    position = place(lead + site.offset, in: attribute)
                }
            }
        }
        if position == nil, site.isDeclaration, let style = attributeValue(named: "style", inTagAt: tag),
           let start = Self.declarationValueStart(of: Array(site.name.utf8), value: value, in: style.bytes) {
            position = place(start + site.offset, in: style)
        }
        return position.flatMap { location(of: $0, inTagAt: tag, tagLine: element.line, tagColumn: element.column, file: element.file) }
    }

    /// An attribute's value as XML reads it, and where in the text it starts.
    struct DecodedValue {
        var bytes: [UInt8] = []
        /// The offset of the value's first byte in the text, past its opening quote.
        var start: Int
    }

    /// The value of the attribute `name` in the start tag at `tag`, read as XML reads it; nil when the tag
    /// has none, or its text holds what this does not read (an entity of the document's DTD).
    private func attributeValue(named name: String, inTagAt tag: Int) -> DecodedValue? {
        guard let start = valueStart(of: name, inTagAt: tag) else { return nil }
        var decoded = DecodedValue(start: start)
        let isRead = readValue(from: start) { bytes, _ in
            decoded.bytes += bytes
            return true
        }
        return isRead ? decoded : nil
    }

    /// Where byte `offset` of `value`, read from its start, is written in the text: the start of a
    /// reference for a byte it reads as, the closing quote for the value's end.
    private func place(_ offset: Int, in value: DecodedValue) -> Int? {
        var read = 0
        var found: Int?
        _ = readValue(from: value.start) { bytes, raw in
            if read + bytes.count > offset { found = raw }
            read += bytes.count
            return found == nil
        }
        return found ?? (read == offset ? closingQuote(from: value.start) : nil)
    }

    /// Reads the value starting at `start` as XML reads it, handing `body` what each piece of text reads
    /// as and where it is, until `body` returns false or the closing quote; false when the text holds
    /// what this does not read, or no closing quote.
    private func readValue(from start: Int, _ body: (_ bytes: [UInt8], _ raw: Int) -> Bool) -> Bool {
        let quote = text[start - 1]
        var raw = start
        // One array for every byte read as itself, written in place (an array made for each byte made
        // reading a 1 MB `style` a million allocations).
        var single: [UInt8] = [0]
        while raw < text.count, text[raw] != quote {
            let byte = text[raw]
            let end: Int
            let isRead: Bool
            if byte == ASCII.ampersand {
                guard let (bytes, referenceEnd) = reference(at: raw) else { return false }
                end = referenceEnd
                isRead = body(bytes, raw)
            } else {
                guard byte != ASCII.lessThan else { return false }
                let isSpace = byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
                single[0] = isSpace ? ASCII.space : byte
                end = raw + (byte == ASCII.carriageReturn && raw + 1 < text.count && text[raw + 1] == ASCII.lineFeed ? 2 : 1)
                isRead = body(single, raw)
            }
            guard isRead else { return true }
            raw = end
        }
        return raw < text.count
    }

    /// The closing quote of the value starting at `start`.
    private func closingQuote(from start: Int) -> Int? {
        text[start...].firstIndex(of: text[start - 1])
    }

    /// Where the value of the declaration `name: value` starts in the `style` text `style`, when it is
    /// there: the name (in any case) not part of a longer one, a colon, and the value after white space.
    static func declarationValueStart(of name: [UInt8], value: [UInt8], in style: [UInt8]) -> Int? {
        guard !name.isEmpty, style.count >= name.count else { return nil }
        func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        for start in 0...(style.count - name.count) {
            guard (start == 0 || style[start - 1] == ASCII.semicolon || ASCII.isWhitespace(style[start - 1])),
                  (0..<name.count).allSatisfy({ lowered(style[start + $0]) == name[$0] }) else { continue }
            var index = start + name.count
            while index < style.count, ASCII.isWhitespace(style[index]) { index += 1 }
            guard index < style.count, style[index] == ASCII.colon else { continue }
            index += 1
            while index < style.count, ASCII.isWhitespace(style[index]) { index += 1 }
            if style[index...].starts(with: value) { return index }
        }
        return nil
    }

    /// The offset of the `<` at `line` and `column` (counted in characters, or in bytes as libxml2 counts
    /// them in some files), nil if there is none there.
    private mutating func tagStart(line: Int, column: Int) -> Int? {
        let starts = lineStarts ?? Self.lineStarts(of: text)
        lineStarts = starts
        guard line <= starts.count else { return nil }
        let lineStart = starts[line - 1]
        let lineEnd = line < starts.count ? starts[line] : text.count
        var index = lineStart, characters = 1
        if cursor.line == line, cursor.column <= column { (index, characters) = (cursor.index, cursor.column) }
        while index < lineEnd, characters < column {
            index += 1
            if index < lineEnd, !UTF8.isContinuation(text[index]) { characters += 1 }
        }
        cursor = (line, characters, index)
        if index < lineEnd, text[index] == ASCII.lessThan { return index }
        let byByte = lineStart + column - 1
        return byByte < lineEnd && text[byByte] == ASCII.lessThan ? byByte : nil
    }

    /// The bytes of the start tag at `tag`, to its `>` outside quotes (to the text's end without one).
    private func tagLength(at tag: Int) -> Int {
        var index = tag + 1
        var quote: UInt8?
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == ASCII.quote || byte == ASCII.apostrophe {
                quote = byte
            } else if byte == ASCII.greaterThan {
                break
            }
            index += 1
        }
        return index - tag + 1
    }

    private static func lineStarts(of text: [UInt8]) -> [Int] {
        // A byte-order mark is not a character of the first line.
        var starts = [text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (index, byte) in text.enumerated() where byte == ASCII.lineFeed { starts.append(index + 1) }
        return starts
    }

    /// The offset of the first byte of `name`'s value in the start tag at `tag`, past its opening quote.
    private func valueStart(of name: String, inTagAt tag: Int) -> Int? {
        let wanted = Array(name.utf8)
        var index = tag + 1
        func skipName() { while index < text.count, !Self.endsName(text[index]) { index += 1 } }
        func skipSpace() { while index < text.count, ASCII.isWhitespace(text[index]) { index += 1 } }
        skipName()
        while index < text.count {
            skipSpace()
            guard index < text.count, text[index] != ASCII.greaterThan, text[index] != ASCII.slash else { return nil }
            let nameStart = index
            skipName()
            let isWanted = text[nameStart..<index].elementsEqual(wanted)
            skipSpace()
            guard index < text.count, text[index] == ASCII.equals else { return nil }
            index += 1
            skipSpace()
            guard index < text.count, text[index] == ASCII.quote || text[index] == ASCII.apostrophe else { return nil }
            let quote = text[index]
            index += 1
            if isWanted { return index }
            while index < text.count, text[index] != quote { index += 1 }
            index += 1
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        ASCII.isWhitespace(byte) || byte == ASCII.equals || byte == ASCII.greaterThan || byte == ASCII.slash
    }

    /// What the character or predefined entity reference at `index` reads as, and the offset past its `;`.
    private func reference(at index: Int) -> (bytes: [UInt8], end: Int)? {
        guard let semicolon = text[index...].prefix(16).firstIndex(of: ASCII.semicolon) else { return nil }
        let name = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
        let character: Character? = switch name {
        case "lt": "<"
        case "gt": ">"
        case "amp": "&"
        case "quot": "\""
        case "apos": "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
            } else if name.hasPrefix("#") {
                UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init).map(Character.init)
            } else {
                nil
            }
        }
        guard let character else { return nil }
        return (Array(String(character).utf8), semicolon + 1)
    }

    /// The line and column (in characters) of byte `position` of the tag at `tag`, whose line and column
    /// are given: counted from the tag, or from the start of its own line when the tag spans lines.
    private func location(of position: Int, inTagAt tag: Int, tagLine: Int, tagColumn: Int, file: String?) -> SourceLocation? {
        guard let starts = lineStarts else { return nil }
        // The last line starting at or before the position.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let line = low + 1
        let (from, column) = line == tagLine ? (tag, tagColumn) : (starts[low], 1)
        return SourceLocation(file: file, line: line, column: column + UTF8Characters.count(in: text[from..<position]))
    }
}
