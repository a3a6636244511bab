/// Parses lists of numbers separated by whitespace and/or commas: `viewBox`, `points`,
/// `stroke-dasharray` values without units, `keyTimes`-like lists.
///
/// Separators follow SVG's `comma-wsp`, and like path data a sign or a second point may end a number:
/// `points="1,2 3-4"` is `[1, 2, 3, -4]`. A trailing or doubled comma is an error.
///
/// ```swift
/// try NumberListParser.parse("0 0 24 24")   // [0, 0, 24, 24]
/// ```
public enum NumberListParser {
    public static func parse(_ text: String) throws(ValueSyntaxError) -> [Double] {
        var numbers: [Double] = []
        // A number takes at least two bytes with its separator: one allocation, however long the list.
        numbers.reserveCapacity(text.utf8.count / 2 + 1)
        try forEachNumber(in: text) { numbers.append($0) }
        return numbers
    }

    /// The one number `text` holds (whitespace around it allowed), finite; nil for anything else,
    /// including the hexadecimal, `inf` and `nan` that `Double(_:)` reads. For annotation values such as
    /// `-sfsymbols-variable-threshold`, which are CSS numbers.
    public static func number(_ text: String) -> Double? {
        NumberScanning.wholeNumber(text.trimmingASCIIWhitespace())
    }

    /// Hands each number to `body` in order, collecting nothing (a `viewBox` needs no array); at an
    /// error, after the numbers before it, throws where and why the list stops.
    static func forEachNumber(in text: String, _ body: (Double) -> Void) throws(ValueSyntaxError) {
        try forEachDecimal(in: text) { body($0.value) }
    }

    /// ``forEachNumber(in:_:)`` with each number as read, digits and all, for writers that round it
    /// to a precision exactly.
    static func forEachDecimal(in text: String, _ body: (ScannedNumber) -> Void) throws(ValueSyntaxError) {
        let error: ValueSyntaxError? = withUTF8Bytes(text) { bytes in
            var scanner = ByteScanner(bytes)
            scanner.skipWhitespace()
            var needsNumber = false
            while !scanner.isAtEnd || needsNumber {
                let start = scanner.index
                switch scanner.scanDecimal(allowsTrailingPoint: true) {
                case .number(let number): body(number)
                case .missing:
                    return ValueSyntaxError(offset: start, message: "Expected a number, found \(scanner.describedPeek).")
                case .outOfRange:
                    return ValueSyntaxError(offset: start, message: "Expected a finite number; this number is out of range.")
                }
                needsNumber = scanner.skipCommaWhitespace()
            }
            return nil
        }
        if let error { throw error }
    }
}
