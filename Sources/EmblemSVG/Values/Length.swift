/// The unit of an SVG/CSS length.
public enum LengthUnit: String, Hashable, Sendable, CaseIterable {
    /// A bare number: user units, which are CSS pixels.
    case none = ""
    case px, pt, pc, mm, cm
    /// Inches (`in`).
    case `in`
    case em, ex
    case percent = "%"
}

/// A number with a unit, as in `width="24pt"` or `stroke-width="1.5"`.
///
/// Lengths stay in their unit until a consumer knows the context (font size, the viewport dimension a
/// percentage refers to); ``pixels(fontSize:percentBase:)`` resolves them then.
public struct Length: Hashable, Sendable, CustomStringConvertible {
    public var value: Double
    public var unit: LengthUnit

    public init(value: Double, unit: LengthUnit = .none) {
        self.value = value
        self.unit = unit
    }

    /// The length in CSS pixels (user units), with CSS's fixed ratios: 1in = 96px = 72pt = 6pc = 2.54cm.
    ///
    /// - Parameters:
    ///   - fontSize: the font size in pixels for `em` (default 16, the CSS initial value); `ex` is taken as
    ///     half of it, as renderers without font metrics do.
    ///   - percentBase: the length that 100% stands for; without it a percentage cannot be resolved.
    /// - Returns: `nil` only for a percentage without `percentBase`.
    public func pixels(fontSize: Double = 16, percentBase: Double? = nil) -> Double? {
        switch unit {
        case .none, .px: value
        case .pt: value * 96 / 72
        case .pc: value * 16
        case .mm: value * 96 / 25.4
        case .cm: value * 96 / 2.54
        case .in: value * 96
        case .em: value * fontSize
        case .ex: value * fontSize / 2
        case .percent: percentBase.map { value * $0 / 100 }
        }
    }

    public var description: String { "\(value)\(unit.rawValue)" }

    /// Parses a length such as `12`, `1.5px`, `50%` or ` 2e1mm ` (surrounding whitespace allowed, units
    /// ASCII case-insensitive as CSS says).
    public static func parse(_ text: String) throws(ValueSyntaxError) -> Length {
        let result: Result<Length, ValueSyntaxError> = withUTF8Bytes(text) { bytes in
            var scanner = ByteScanner(bytes)
            scanner.skipWhitespace()
            let result = scan(&scanner)
            guard case .success = result else { return result }
            scanner.skipWhitespace()
            guard scanner.isAtEnd else {
                return .failure(ValueSyntaxError(offset: scanner.index,
                    message: "Expected the end of the length, found \(scanner.describedPeek)."))
            }
            return result
        }
        return try result.get()
    }

    /// Reads one length at the cursor (no surrounding whitespace), for parsers of length lists.
    static func scan(_ scanner: inout ByteScanner) -> Result<Length, ValueSyntaxError> {
        let start = scanner.index
        let value: Double
        switch scanner.scanNumber() {
        case .number(let v): value = v
        case .missing:
            return .failure(ValueSyntaxError(offset: start, message: "Expected a length (a number with an optional unit), found \(scanner.describedPeek)."))
        case .outOfRange:
            return .failure(ValueSyntaxError(offset: start, message: "Expected a finite length; this number is out of range."))
        }
        if scanner.consume(ASCII.percent) { return .success(Length(value: value, unit: .percent)) }
        let unitStart = scanner.index
        while let byte = scanner.peek, ASCII.isLetter(byte) { scanner.index += 1 }
        let range = unitStart..<scanner.index
        if range.isEmpty { return .success(Length(value: value, unit: .none)) }
        for unit in LengthUnit.allCases where unit != .none && unit != .percent {
            if scanner.bytes.count >= range.upperBound, range.count == unit.rawValue.utf8.count,
               zip(range, unit.rawValue.utf8).allSatisfy({ ASCII.lowercased(scanner.bytes[$0]) == $1 }) {
                return .success(Length(value: value, unit: unit))
            }
        }
        return .failure(ValueSyntaxError(offset: unitStart,
            message: "Unknown length unit \(DiagnosticText.quoted(scanner.text(range))); expected px, pt, pc, mm, cm, in, em, ex or %."))
    }
}
