/// A JSON value (RFC 8259) that knows where it starts in its text, so a file a person edits (a library
/// symbol's `info.json`) can be checked with errors that point at the line and column: `JSONDecoder`
/// gives a key path at best, and no position for a syntax error.
struct LocatedJSON: Sendable {
    enum Value: Sendable {
        /// Members in the order written; a repeated key is refused while reading.
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Member: Sendable {
        var key: String
        var keyPosition: Position
        var value: LocatedJSON
    }

    /// A 1-based line and column; columns count characters (Unicode scalars), not bytes.
    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    var value: Value
    var position: Position

    /// What the value is, as an error message names it (`found a number`).
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// Where and why a text is not JSON.
struct JSONSyntaxError: Error, Sendable {
    var position: LocatedJSON.Position
    var message: String
}

/// Reads JSON text into ``LocatedJSON``. Arrays and objects nest at most ``maximumDepth`` deep, so a
/// hostile file of a million `[` is refused instead of overflowing the stack.
struct LocatedJSONReader {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Where the current line starts, for columns.
    private var lineStart = 0

    static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> LocatedJSON {
        var reader = LocatedJSONReader(bytes: bytes)
        // A byte-order mark is not JSON, but editors write one; RFC 8259 §8.1 lets a reader ignore it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.index = 3
            reader.lineStart = 3
        }
        reader.skipWhitespace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("Expected the end of the text after the value, found \(reader.describedByte).") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The last column worked out, so the next is counted on from there: counted from the line's start
    /// each time, every value of a long one-line file cost a pass over the line (a 530 kB minified
    /// `info.json` took 9 s).
    private var columnMark = (index: 0, column: 1)

    private mutating func position() -> LocatedJSON.Position {
        if columnMark.index < lineStart || columnMark.index > index { columnMark = (lineStart, 1) }
        var (i, column) = columnMark
        while i < index {
            // Continuation bytes (10xxxxxx) do not start a character.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnMark = (index, column)
        return LocatedJSON.Position(line: line, column: column)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(position: position(), message: message) }

    private var describedByte: String {
        guard index < bytes.count else { return "the end of the text" }
        let byte = bytes[index]
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format0x: byte)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> LocatedJSON {
        let start = position()
        guard index < bytes.count else { throw error("Expected a value, found the end of the text.") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return LocatedJSON(value: .object(try readObject(depth: depth + 1)), position: start)
        case UInt8(ascii: "["):
            return LocatedJSON(value: .array(try readArray(depth: depth + 1)), position: start)
        case UInt8(ascii: "\""):
            return LocatedJSON(value: .string(try readString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(value: .number(try readNumber()), position: start)
        default:
            for (word, value) in [("true", LocatedJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[index...].starts(with: word.utf8) {
                index += word.utf8.count
                return LocatedJSON(value: value, position: start)
            }
            throw error("Expected a value (an object, array, string, number, true, false or null), found \(describedByte).")
        }
    }

    private mutating func enter(_ depth: Int) throws(JSONSyntaxError) {
        guard depth <= Self.maximumDepth else {
            throw error("Arrays and objects are nested more than \(Self.maximumDepth) deep, the limit.")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> [LocatedJSON.Member] {
        try enter(depth)
        var members: [LocatedJSON.Member] = []
        var keys: Set<String> = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            let keyPosition = position()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("Expected a key in double quotes, found \(describedByte).")
            }
            let key = try readString()
            guard keys.insert(key).inserted else {
                throw JSONSyntaxError(position: keyPosition, message: "The key \"\(key)\" appears twice in one object.")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("Expected ':' after the key \"\(key)\", found \(describedByte).")
            }
            index += 1
            skipWhitespace()
            members.append(LocatedJSON.Member(key: key, keyPosition: keyPosition, value: try readValue(depth: depth)))
            if try endsList(with: UInt8(ascii: "}"), after: "a member") { return members }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [LocatedJSON] {
        try enter(depth)
        var elements: [LocatedJSON] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try readValue(depth: depth))
            if try endsList(with: UInt8(ascii: "]"), after: "an element") { return elements }
        }
    }

    /// After a member or an element: true at the closing bracket (read), false after a comma (read, and
    /// the whitespace after it).
    private mutating func endsList(with closing: UInt8, after item: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let expected = "Expected ',' or '\(Character(Unicode.Scalar(closing)))' after \(item)"
        guard index < bytes.count else { throw error(expected + ", found the end of the text.") }
        if bytes[index] == closing {
            index += 1
            return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw error(expected + ", found \(describedByte).") }
        index += 1
        skipWhitespace()
        return false
    }

    /// A string at the opening quote: escapes decoded, surrogate pairs joined, UTF-8 validated.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("Expected the closing '\"' of a string, found the end of the text.") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw error("The string before this point is not valid UTF-8.")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("A control character (\(String(format0x: byte))) must be escaped inside a string.")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("Expected an escape after '\\', found the end of the text.") }
        let simple: UInt8? = switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes[index]
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            utf8.append(simple)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else {
            throw error("Expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found \\\(describedByte).")
        }
        index += 1
        var scalar = try readHexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate must be followed by an escaped low one.
            guard bytes[index...].starts(with: [0x5C, 0x75]) else { throw error("Expected \\u and a low surrogate after a high surrogate.") }
            index += 2
            let low = try readHexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw error("Expected a low surrogate (DC00–DFFF) after a high surrogate.") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("A lone low surrogate is not a character.") }
        utf8.append(contentsOf: String(unicode).utf8)
    }

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error("Expected four hexadecimal digits after \\u, found \(describedByte).")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number by JSON's grammar (no `+`, leading zeros, `.5`, hexadecimal or `NaN`), finite.
    private mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error("Expected a digit in the number, found \(describedByte).") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            index = integerStart
            throw error("A number does not start with 0 unless it is 0 or has a fraction.")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("Expected a digit after the decimal point, found \(describedByte).") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("Expected a digit in the exponent, found \(describedByte).") }
        }
        // The grammar above is a subset of what Double(String) reads, so this cannot take hexadecimal.
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            throw error("The number is out of range.")
        }
        return value
    }
}

private extension String {
    /// `0x1F`.
    init(format0x byte: UInt8) {
        let digits = Array("0123456789ABCDEF")
        self = "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
