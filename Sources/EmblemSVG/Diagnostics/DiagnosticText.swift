/// Text from a document, put into a message: on one line and short.
///
/// A warning quotes the value it ignored, and values can be long (a 100,000-character `fill` made a
/// 200,000-character warning line) or span lines (a style sheet's rules), and they can hold control
/// characters, which a terminal would take as escape sequences. Messages are one line each
/// (`file:line:column: warning: …`), which tools that read them count on.
public enum DiagnosticText {
    /// The most characters of a value a message quotes, [EST]: enough for any colour, transform or
    /// selector people write by hand; a longer one is cut and ends with "…".
    public static let quotedLimit = 80

    /// `text` in single quotes, runs of whitespace and control characters as one space, cut after
    /// `limit` characters with "…".
    ///
    /// ```swift
    /// DiagnosticText.quoted(".a {\n  fill: red }")  // "'.a { fill: red }'"
    /// ```
    public static func quoted(_ text: some StringProtocol, limit: Int = quotedLimit) -> String {
        "'" + shortened(text, limit: limit) + "'"
    }

    /// `text` as ``quoted(_:limit:)`` puts it between its quotes: runs of whitespace and control
    /// characters as one space, cut after `limit` characters with "…". For names and URIs that libxml2
    /// passes into its messages, which can be as long as the document allows (50,000 bytes).
    public static func shortened(_ text: some StringProtocol, limit: Int = quotedLimit) -> String {
        var result = ""
        var count = 0, pendingSpace = false
        for character in text {
            if character.isWhitespace || character.unicodeScalars.contains(where: isControl) {
                pendingSpace = count > 0
                continue
            }
            // Cut before a space rather than after it.
            if count + (pendingSpace ? 2 : 1) > limit {
                result.append("…")
                break
            }
            if pendingSpace {
                result.append(" ")
                count += 1
                pendingSpace = false
            }
            result.append(character)
            count += 1
        }
        return result
    }

    /// `reason` in parentheses, without the full stop a sentence-like reason ends with: the message the
    /// parentheses sit in ends with its own (`(Unknown colour name 'x'.).` read twice).
    static func parenthesized(_ reason: String) -> String {
        "(" + (reason.hasSuffix(".") ? String(reason.dropLast()) : reason) + ")"
    }

    /// `line` with every control character and line break (Unicode's line and paragraph separators too,
    /// which editors and terminals break lines at) as a space, so that it prints as one line and writes
    /// no escape sequence; `line` itself when it has none, as nearly every line has.
    public static func oneLine(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: breaksLine) else { return line }
        return String(String.UnicodeScalarView(line.unicodeScalars.map { breaksLine($0) ? " " : $0 }))
    }

    /// One character found where something else was expected, as a message shows it: quoted, or, when
    /// it would not show (a space other than ASCII's, a line or paragraph separator, a control or format
    /// character, a noncharacter, a code point with no character), by its code point and name:
    /// `'x'`, `U+2028 LINE SEPARATOR` (which was printed as it was, and broke the message's line).
    public static func quotedCharacter(_ character: some StringProtocol) -> String {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x80 else { return "'\(character)'" }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned, .privateUse, .surrogate:
            break
        default:
            guard properties.isNoncharacterCodePoint else { return "'\(character)'" }
        }
        return codePoint(scalar.value) + (properties.name.map { " " + $0 } ?? (properties.isNoncharacterCodePoint ? " (a noncharacter)" : ""))
    }

    /// U+0007, as Unicode names code points.
    static func codePoint(_ value: UInt32) -> String { "U+" + hex(value, digits: 4) }

    /// Bytes as messages quote them: "0x07 0xE9".
    static func hexBytes(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { "0x" + hex(UInt32($0), digits: 2) }.joined(separator: " ")
    }

    /// `value` in upper-case hexadecimal, at least `digits` long.
    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A control character, or U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR.
    static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// C0 and C1 controls and DEL (Unicode's general category Cc).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
