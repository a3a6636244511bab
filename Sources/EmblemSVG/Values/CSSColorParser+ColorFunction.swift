import EmblemGeometry

/// `color(<space> c1 c2 c3 [/ alpha])` (CSS Color 4 §10) for the predefined spaces.
extension CSSColorParser {
    static let colorSyntax: StaticString = "color(space c1 c2 c3 [/ alpha])"

    /// Components are numbers or percentages (100% is 1) and are not clamped: outside 0…1 they are a
    /// colour outside the space's gamut, which is mapped into sRGB, as is a wider space's colour outside sRGB.
    static func scanColorFunction(_ scanner: inout ByteScanner, start: Int) throws(ValueSyntaxError) -> Color {
        scanner.skipWhitespace()
        let nameOffset = scanner.index
        let name = scanner.scanWord()
        let space: CSSColorSpace?
        if scanner.matches(name, caseInsensitive: "xyz") {
            space = .xyzD65
        } else {
            space = CSSColorSpace.allCases.first { scanner.matches(name, caseInsensitive: $0.name) }
        }
        guard let space else {
            if scanner.matches(name, caseInsensitive: "from") { throw relativeColorError(at: nameOffset) }
            let found = name.isEmpty ? scanner.describedPeek : DiagnosticText.quoted(scanner.text(name))
            throw ValueSyntaxError(offset: nameOffset, message: "Expected a colour space in '\(colorSyntax)', found \(found); "
                + "expected srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65.")
        }
        let arguments = try scanModernArguments(&scanner, start: start, syntax: colorSyntax)
        let (first, second, third) = arguments.components
        let components = SIMD3(try percentageOrNumber(first, hundredPercent: 1, in: colorSyntax),
                               try percentageOrNumber(second, hundredPercent: 1, in: colorSyntax),
                               try percentageOrNumber(third, hundredPercent: 1, in: colorSyntax))
        return color(linearSRGB: space.linearSRGB(components), alpha: arguments.alpha)
    }
}
