import EmblemGeometry

/// Parses CSS Color 4 colours and SVG paint values.
///
/// Accepts hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()` and `hsl()`/`hsla()` in both the
/// legacy comma syntax and the modern space syntax with `/ alpha`; `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color()` (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`,
/// `xyz`, `xyz-d50`, `xyz-d65`) in the space syntax; numbers or percentages, hue units `deg`, `grad`,
/// `rad` and `turn`, `none` for a component in the space syntax (drawn as 0); the 148 named colours,
/// `transparent`, `currentColor`, `none`, and `url(#id) fallback`. Keywords and function names are ASCII
/// case-insensitive; surrounding whitespace is ignored. sRGB channels outside their range are clamped, as
/// CSS does at computed-value time; a colour of a wider space outside sRGB is brought inside by CSS Color
/// 4's gamut mapping (its chroma reduced in Oklch, lightness and hue kept; see
/// ``OKLab/color(alpha:justNoticeableDifference:)``), as browsers draw it.
///
/// ```swift
/// try CSSColorParser.parse("rgb(255 0 0 / 50%)")  // .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
/// try CSSColorParser.parse("lab(29.2345% 39.3825 20.0664)")  // .color(rgb(125 35 41))
/// try CSSColorParser.parse("url(#g) red")          // .reference("url(#g)", fallback: .color(red))
/// ```
public enum CSSColorParser {
    public static func parse(_ text: String) throws(ValueSyntaxError) -> Paint {
        let result: Result<Paint, ValueSyntaxError> = withUTF8Bytes(text) { bytes in
            var scanner = ByteScanner(bytes)
            do throws(ValueSyntaxError) {
                scanner.skipWhitespace()
                let paint = try scanPaint(&scanner)
                scanner.skipWhitespace()
                guard scanner.isAtEnd else {
                    throw ValueSyntaxError(offset: scanner.index, message: "Expected the end of the colour, found \(scanner.describedPeek).")
                }
                return .success(paint)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The CSS named colour `named` (ASCII case-insensitive), or `nil` if CSS has no such name.
    public static func color(named name: String) -> Color? {
        CSSNamedColors.table[name.lowercased()].map(CSSNamedColors.color)
    }

    static func scanPaint(_ scanner: inout ByteScanner) throws(ValueSyntaxError) -> Paint {
        let start = scanner.index
        let word = scanner.scanWord()
        if scanner.matches(word, caseInsensitive: "url"), scanner.peek == ASCII.openParen {
            let token = FragmentReference.URLToken(scanner.bytes, from: scanner.index + 1)
            guard token.target != nil else {
                throw ValueSyntaxError(offset: token.end, message: "Expected ')' to close 'url('.")
            }
            scanner.index = token.end
            // The end of the value closes the call (CSS Syntax); written closed, so that nothing written
            // after it in a `style` lands inside it.
            let raw = scanner.text(start..<scanner.index) + token.missingClosers
            scanner.skipWhitespace()
            if scanner.isAtEnd { return .reference(raw, fallback: nil) }
            switch try scanPaint(&scanner) {
            case .color(let color): return .reference(raw, fallback: .color(color))
            case .currentColor: return .reference(raw, fallback: .currentColor)
            case .none: return .reference(raw, fallback: nil)
            case .reference:
                throw ValueSyntaxError(offset: start, message: "Expected a colour as the fallback of 'url()', found another 'url()'.")
            }
        }
        if scanner.matches(word, caseInsensitive: "none") { return .none }
        if scanner.matches(word, caseInsensitive: "currentcolor") { return .currentColor }
        scanner.index = start
        return .color(try scanColor(&scanner))
    }

    /// Reads a colour (no paint keywords) at the cursor.
    static func scanColor(_ scanner: inout ByteScanner) throws(ValueSyntaxError) -> Color {
        let start = scanner.index
        if scanner.consume(ASCII.hash) { return try scanHex(&scanner, start: start) }
        let word = scanner.scanWord()
        if scanner.peek == ASCII.openParen {
            scanner.index += 1
            if scanner.matches(word, caseInsensitive: "rgb") || scanner.matches(word, caseInsensitive: "rgba") {
                return try scanFunction(&scanner, start: start, isHSL: false)
            }
            if scanner.matches(word, caseInsensitive: "hsl") || scanner.matches(word, caseInsensitive: "hsla") {
                return try scanFunction(&scanner, start: start, isHSL: true)
            }
            if scanner.matches(word, caseInsensitive: "hwb") { return try scanHWB(&scanner, start: start) }
            if scanner.matches(word, caseInsensitive: "lab") { return try scanLab(&scanner, start: start, function: .lab) }
            if scanner.matches(word, caseInsensitive: "lch") { return try scanLab(&scanner, start: start, function: .lch) }
            if scanner.matches(word, caseInsensitive: "oklab") { return try scanLab(&scanner, start: start, function: .oklab) }
            if scanner.matches(word, caseInsensitive: "oklch") { return try scanLab(&scanner, start: start, function: .oklch) }
            if scanner.matches(word, caseInsensitive: "color") { return try scanColorFunction(&scanner, start: start) }
            throw ValueSyntaxError(offset: start,
                message: "Unsupported colour function \(DiagnosticText.quoted(scanner.text(word) + "()")); "
                    + "expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color().")
        }
        if word.isEmpty {
            throw ValueSyntaxError(offset: start, message: "Expected a colour, found \(scanner.describedPeek).")
        }
        if scanner.matches(word, caseInsensitive: "transparent") { return .clear }
        var name: [UInt8] = []
        name.reserveCapacity(word.count)
        for i in word { name.append(ASCII.lowercased(scanner.bytes[i])) }
        guard let rgb = CSSNamedColors.table[String(decoding: name, as: UTF8.self)] else {
            throw ValueSyntaxError(offset: start, message: "Unknown colour name \(DiagnosticText.quoted(scanner.text(word))).")
        }
        return CSSNamedColors.color(rgb)
    }

    static func scanHex(_ scanner: inout ByteScanner, start: Int) throws(ValueSyntaxError) -> Color {
        // The digits in one integer, not an array (which grew four times for `#4d4d4d`: ≈ 1,200
        // instructions a colour); past eight there is no colour, only their count for the message.
        var packed: UInt32 = 0
        var count = 0
        while let byte = scanner.peek, let value = ASCII.hexValue(byte) {
            if count < 8 { packed = packed << 4 | value }
            count += 1
            scanner.index += 1
        }
        if let byte = scanner.peek, ASCII.isWordByte(byte) {
            throw ValueSyntaxError(offset: scanner.index, message: "Expected a hexadecimal digit in the colour, found \(scanner.describedPeek).")
        }
        /// Digit `index` of the `count` read, from the left.
        func digit(_ index: Int) -> UInt32 { packed >> UInt32(4 * (count - 1 - index)) & 0xF }
        func channel(_ hi: UInt32, _ lo: UInt32) -> Double { Double(hi * 16 + lo) / 255 }
        switch count {
        case 3, 4:
            return Color(red: channel(digit(0), digit(0)), green: channel(digit(1), digit(1)), blue: channel(digit(2), digit(2)),
                         alpha: count == 4 ? channel(digit(3), digit(3)) : 1)
        case 6, 8:
            return Color(red: channel(digit(0), digit(1)), green: channel(digit(2), digit(3)), blue: channel(digit(4), digit(5)),
                         alpha: count == 8 ? channel(digit(6), digit(7)) : 1)
        default:
            throw ValueSyntaxError(offset: start,
                message: "Expected 3, 4, 6 or 8 hexadecimal digits after '#', found \(count).")
        }
    }
}
