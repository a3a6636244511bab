/// The cursor every value parser shares: a position in a UTF-8 buffer plus the small lexical rules SVG and
/// CSS agree on (whitespace, comma-whitespace, numbers).
///
/// Working on bytes instead of `Character`s or `Scanner` keeps parsing allocation-free: a number is read
/// straight from its digits (see ``NumberScanning``), never through a temporary `String`.
struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inline(__always) var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, or `nil` at the end.
    @inline(__always) var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte after the cursor, or `nil`.
    @inline(__always) var peekNext: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    /// Skips SVG/CSS whitespace (space, tab, line feed, carriage return, form feed).
    @inline(__always) mutating func skipWhitespace() {
        while index < bytes.count, ASCII.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips SVG's `comma-wsp`: whitespace, at most one comma, whitespace. Returns whether it saw a comma.
    @discardableResult @inline(__always) mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == ASCII.comma else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Consumes `byte` if it is next.
    @inline(__always) mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Whether a number could start at the cursor (digit, sign or point).
    @inline(__always) var isAtNumberStart: Bool {
        guard let byte = peek else { return false }
        return ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.period
    }

    /// Reads a number at the cursor; on `.missing` the cursor does not move, on `.outOfRange` it moves
    /// past the number.
    /// `allowsTrailingPoint`: path data and point lists take `10.` (see ``NumberScanning``).
    @inline(__always) mutating func scanNumber(allowsTrailingPoint: Bool = false) -> NumberScanResult {
        NumberScanning.scan(bytes, &index, allowsTrailingPoint: allowsTrailingPoint)
    }

    /// Reads a number with its decimal digits; the cursor moves as with ``scanNumber(allowsTrailingPoint:)``.
    @inline(__always) mutating func scanDecimal(allowsTrailingPoint: Bool = false) -> DecimalScanResult {
        NumberScanning.scanDecimal(bytes, &index, allowsTrailingPoint: allowsTrailingPoint)
    }

    /// Reads an ASCII identifier-like word (letters, digits, `-`, `_`) and returns its range.
    mutating func scanWord() -> Range<Int> {
        let start = index
        while index < bytes.count, ASCII.isWordByte(bytes[index]) { index += 1 }
        return start..<index
    }

    /// Whether the bytes in `range` equal `word`, ignoring ASCII case.
    func matches(_ range: Range<Int>, caseInsensitive word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for (k, i) in range.enumerated() where ASCII.lowercased(bytes[i]) != ASCII.lowercased(w[k]) {
            return false
        }
        return true
    }

    /// Whether the bytes in `range` equal `word` exactly.
    func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for (k, i) in range.enumerated() where bytes[i] != w[k] { return false }
        return true
    }

    /// The text of `range`, for messages.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A short, printable description of the byte at the cursor for error messages.
    var describedPeek: String {
        guard index < bytes.count else { return "the end of the value" }
        // Decode one whole scalar so a non-ASCII character is not shown as a broken byte.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return DiagnosticText.quotedCharacter(text(index..<end))
    }
}

/// Runs `body` on the UTF-8 bytes of `text` without copying when the string is native and contiguous.
@inline(__always)
func withUTF8Bytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    var copy = text
    return try copy.withUTF8(body)
}

/// ASCII byte classes and constants, so parsers read as grammar rather than as numbers.
package enum ASCII {
    static let space: UInt8 = 0x20, tab: UInt8 = 0x09, lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
    static let formFeed: UInt8 = 0x0C
    static let comma: UInt8 = 0x2C, plus: UInt8 = 0x2B, minus: UInt8 = 0x2D, period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F, colon: UInt8 = 0x3A, semicolon: UInt8 = 0x3B, percent: UInt8 = 0x25
    static let openParen: UInt8 = 0x28, closeParen: UInt8 = 0x29, hash: UInt8 = 0x23
    static let asterisk: UInt8 = 0x2A, backslash: UInt8 = 0x5C, underscore: UInt8 = 0x5F
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D, openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    static let quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, at: UInt8 = 0x40, exclamation: UInt8 = 0x21
    static let ampersand: UInt8 = 0x26, equals: UInt8 = 0x3D, lessThan: UInt8 = 0x3C, greaterThan: UInt8 = 0x3E
    static let zero: UInt8 = 0x30, nine: UInt8 = 0x39

    @inline(__always) package static func isWhitespace(_ b: UInt8) -> Bool {
        // One test of a mask for the bytes up to the space, rather than five comparisons (whitespace is
        // checked around every number of path data).
        b <= space && (whitespaceMask &>> UInt64(b)) & 1 != 0
    }
    /// Space, tab, line feed, carriage return and form feed, as bits.
    private static let whitespaceMask: UInt64 = 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x0C
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- zero < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == minus || b == underscore
    }
    @inline(__always) static func lowercased(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }
    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always) static func hexValue(_ b: UInt8) -> UInt32? {
        if isDigit(b) { return UInt32(b - zero) }
        let l = b | 0x20
        if l >= 0x61 && l <= 0x66 { return UInt32(l - 0x61 + 10) }
        return nil
    }
}
