/// Finds where a byte of an attribute's parsed value lies in the text a document was read from: the
/// element's start tag is found at its location, the attribute in the tag, and the value's bytes are
/// walked as XML reads them (character references, `\r\n` read as one line end, white space read as
/// a space), each compared with the parsed value, so that any text read differently (an entity of the
/// document's DTD, a decoded encoding, a tag not where its location says) places nothing rather than
/// something wrong.
struct AttributeValuePlacement {
    private let text: [UInt8]
    /// The offset of each line's first byte, made on the first placement: a file with thousands of
    /// broken values is indexed once.
    private var lineStarts: [Int]?

    init(text: [UInt8]) {
        self.text = text
    }

    /// The location of `site`'s byte on the element at `element`, or nil when it cannot be found for sure.
    mutating func location(of site: ValueSite, onElementAt element: SourceLocation) -> SourceLocation? {
        guard element.line > 0, element.column > 0, let tag = tagStart(line: element.line, column: element.column),
              let valueStart = valueStart(of: site.attribute, inTagAt: tag),
              let position = position(of: site.offset, in: Array(site.value.utf8), from: valueStart) else { return nil }
        return location(of: position, file: element.file)
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
        while index < lineEnd, characters < column {
            index += 1
            if index < lineEnd, text[index] & 0xC0 != 0x80 { characters += 1 }
        }
        if index < lineEnd, text[index] == ASCII.lessThan { return index }
        let byByte = lineStart + column - 1
        return byByte < lineEnd && text[byByte] == ASCII.lessThan ? byByte : nil
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

    /// The offset in the text of byte `offset` of `value`, read from `start`: nil when the text does not
    /// read as `value` up to there.
    private func position(of offset: Int, in value: [UInt8], from start: Int) -> Int? {
        guard offset >= 0, offset <= value.count else { return nil }
        var raw = start, read = 0
        while read < offset {
            guard raw < text.count else { return nil }
            let byte = text[raw]
            if byte == ASCII.ampersand {
                guard let (bytes, end) = reference(at: raw), read + bytes.count <= value.count,
                      value[read..<(read + bytes.count)].elementsEqual(bytes) else { return nil }
                // Within a reference that reads as several bytes, the reference itself.
                if read + bytes.count > offset { return raw }
                read += bytes.count
                raw = end
            } else if ASCII.isWhitespace(byte) {
                guard value[read] == ASCII.space || value[read] == byte else { return nil }
                read += 1
                raw += byte == ASCII.carriageReturn && raw + 1 < text.count && text[raw + 1] == ASCII.lineFeed ? 2 : 1
            } else {
                guard value[read] == byte, byte != ASCII.lessThan else { return nil }
                read += 1
                raw += 1
            }
        }
        return raw
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

    /// The line and column (in characters) of byte `position`.
    private func location(of position: Int, file: String?) -> SourceLocation? {
        guard let starts = lineStarts else { return nil }
        // The last line starting at or before the position.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let column = text[starts[low]..<position].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: file, line: low + 1, column: column)
    }
}
