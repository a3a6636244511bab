import EmblemGeometry

/// The space-separated syntax every CSS Color 4 function after `rgb()` and `hsl()` uses, and only that:
/// three components, each a number, a percentage or `none`, then optionally `/` and alpha.
extension CSSColorParser {
    struct ModernArguments {
        var components: (Component, Component, Component)
        /// 1 when none was written; 0 for `/ none`.
        var alpha: Double
    }

    /// Reads three components and an optional `/ alpha` after `(`, up to `)` or the end of the value (which
    /// closes the function, as CSS Syntax closes every open block there). `syntax` is the function's shape,
    /// for messages; `start` the offset of its name.
    static func scanModernArguments(_ scanner: inout ByteScanner, start: Int, syntax: StaticString) throws(ValueSyntaxError) -> ModernArguments {
        func component(_ index: Int) throws(ValueSyntaxError) -> Component {
            scanner.skipWhitespace()
            switch scanner.peek {
            case ASCII.comma?:
                throw ValueSyntaxError(offset: scanner.index,
                    message: "Expected spaces between the components of '\(syntax)', found ','; this function has no comma syntax.")
            case nil, ASCII.closeParen?, ASCII.slash?:
                throw ValueSyntaxError(offset: scanner.index,
                    message: "Expected three components in '\(syntax)', found \(index) before \(scanner.describedPeek).")
            default:
                return try scanComponent(&scanner)
            }
        }
        let components = (try component(0), try component(1), try component(2))
        scanner.skipWhitespace()
        var alpha = 1.0
        let hasAlpha = scanner.consume(ASCII.slash)
        if hasAlpha {
            scanner.skipWhitespace()
            guard let byte = scanner.peek, byte != ASCII.closeParen else {
                throw ValueSyntaxError(offset: scanner.index, message: "Expected an alpha value after '/' in '\(syntax)', found \(scanner.describedPeek).")
            }
            alpha = try alphaValue(try scanComponent(&scanner))
            scanner.skipWhitespace()
        }
        guard scanner.isAtEnd || scanner.consume(ASCII.closeParen) else {
            throw ValueSyntaxError(offset: scanner.index,
                message: "Expected \(hasAlpha ? "')'" : "'/' or ')'") after the components of '\(syntax)', found \(scanner.describedPeek).")
        }
        return ModernArguments(components: components, alpha: alpha)
    }

    /// A hue in degrees: a number (degrees) or an angle; `none` is 0.
    static func hueDegrees(_ c: Component, in function: StaticString) throws(ValueSyntaxError) -> Double {
        guard !c.isPercentage else {
            throw ValueSyntaxError(offset: c.offset, message: "Expected a hue (a number or an angle) in '\(function)', found a percentage.")
        }
        return c.value
    }

    /// A number, or a percentage of `hundredPercent` (the component's reference range); `none` is 0.
    static func percentageOrNumber(_ c: Component, hundredPercent: Double, in function: StaticString) throws(ValueSyntaxError) -> Double {
        guard !c.isAngle else {
            throw ValueSyntaxError(offset: c.offset, message: "Expected a number or a percentage in '\(function)', found an angle.")
        }
        return c.isPercentage ? c.value / 100 * hundredPercent : c.value
    }

    /// The sRGB colour of linear-light sRGB components; outside sRGB, gamut-mapped as CSS Color 4 §13.2 does.
    static func color(linearSRGB rgb: SIMD3<Double>, alpha: Double) -> Color {
        let encoded = (red: OKLab.encoded(rgb.x), green: OKLab.encoded(rgb.y), blue: OKLab.encoded(rgb.z))
        if OKLab.isInside(encoded) { return OKLab.clipped(encoded, alpha: alpha) }
        return OKLab(linearRed: rgb.x, green: rgb.y, blue: rgb.z)
            .color(alpha: alpha, justNoticeableDifference: OKLab.cssJustNoticeableDifference)
    }
}
