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
        let result: Result<[Double], ValueSyntaxError> = withUTF8Bytes(text) { bytes in
            var scanner = ByteScanner(bytes)
            var numbers: [Double] = []
            scanner.skipWhitespace()
            var needsNumber = false
            while !scanner.isAtEnd || needsNumber {
                let start = scanner.index
                switch scanner.scanNumber() {
                case .number(let value): numbers.append(value)
                case .missing:
                    return .failure(ValueSyntaxError(offset: start, message: "Expected a number, found \(scanner.describedPeek)."))
                case .outOfRange:
                    return .failure(ValueSyntaxError(offset: start, message: "Expected a finite number; this number is out of range."))
                }
                needsNumber = scanner.skipCommaWhitespace()
            }
            return .success(numbers)
        }
        return try result.get()
    }
}
