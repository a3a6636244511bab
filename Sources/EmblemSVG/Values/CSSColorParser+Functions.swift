import EmblemGeometry

/// `rgb()`, `rgba()`, `hsl()` and `hsla()`, legacy and modern syntax, and `hwb()`: the functions of sRGB.
extension CSSColorParser {
    /// One argument of a colour function: its number and what followed it (`%`, an angle unit, nothing).
    struct Component {
        /// The number; for an angle, already converted to degrees; 0 for `none`.
        var value: Double
        var isPercentage: Bool
        /// Whether an angle unit (`deg`, `grad`, `rad`, `turn`) followed, which only a hue may have.
        var isAngle: Bool
        var offset: Int
        /// The keyword `none`: a missing component, which the space syntax allows and a renderer draws as 0.
        var isNone = false
    }

    /// Reads the arguments after `(` up to `)` or the end of the value, checks the comma or space/slash structure, and builds
    /// the colour. `start` is the offset of the function name, for errors about the whole call.
    static func scanFunction(_ scanner: inout ByteScanner, start: Int, isHSL: Bool) throws(ValueSyntaxError) -> Color {
        var components: [Component] = []
        var commas = 0
        var slashIndex: Int?  // how many components preceded the slash
        while true {
            scanner.skipWhitespace()
            // The end of the value closes the function, as CSS Syntax closes every open block there.
            guard let byte = scanner.peek else { break }
            if byte == ASCII.closeParen { scanner.index += 1; break }
            if byte == ASCII.comma { commas += 1; scanner.index += 1; continue }
            if byte == ASCII.slash {
                guard slashIndex == nil else {
                    throw ValueSyntaxError(offset: scanner.index, message: "Expected only one '/' before the alpha value.")
                }
                slashIndex = components.count
                scanner.index += 1
                continue
            }
            components.append(try scanComponent(&scanner))
        }
        let isLegacy = commas > 0
        let valid = isLegacy
            ? slashIndex == nil && (components.count == 3 || components.count == 4) && commas == components.count - 1
            : components.count == (slashIndex == nil ? 3 : 4) && (slashIndex == nil || slashIndex == 3)
        guard valid else {
            throw ValueSyntaxError(offset: start, message: isHSL
                ? "Expected 'hsl(h, s%, l%[, a])' or 'hsl(h s% l% [/ a])'."
                : "Expected 'rgb(r, g, b[, a])' or 'rgb(r g b [/ a])'.")
        }
        let alpha = components.count == 4 ? try alphaValue(components[3]) : 1
        if isLegacy { try checkLegacyChannels(components, isHSL: isHSL) }
        if isHSL { return try hslColor(components, alpha: alpha) }
        for component in components.prefix(3) where component.isAngle {
            throw ValueSyntaxError(offset: component.offset, message: "Expected a number or a percentage for an rgb() channel.")
        }
        func channel(_ c: Component) -> Double { clamp(c.isPercentage ? c.value / 100 : c.value / 255) }
        return Color(red: channel(components[0]), green: channel(components[1]), blue: channel(components[2]), alpha: alpha)
    }

    /// The comma syntax is stricter than the space one (CSS Color 4 §5.1, §7.1): `rgb()` takes three numbers
    /// or three percentages, not a mix, and `hsl()` percentages for saturation and lightness. A renderer
    /// ignores `rgb(50%,0,0)` (the element inherits its colour); reading it as dark red changed the picture.
    static func checkLegacyChannels(_ components: [Component], isHSL: Bool) throws(ValueSyntaxError) {
        if let missing = components.first(where: \.isNone) {
            throw ValueSyntaxError(offset: missing.offset, message: "Expected a number, not 'none', in the comma syntax; 'none' is for the space syntax.")
        }
        if isHSL {
            for component in components[1...2] where !component.isPercentage {
                throw ValueSyntaxError(offset: component.offset,
                                       message: "Expected a percentage for saturation and lightness in 'hsl(h, s%, l%)'.")
            }
        } else if let mixed = components[1...2].first(where: { $0.isPercentage != components[0].isPercentage }) {
            throw ValueSyntaxError(offset: mixed.offset,
                                   message: "Expected three numbers or three percentages in 'rgb(r, g, b)', not both.")
        }
    }

    static func scanComponent(_ scanner: inout ByteScanner) throws(ValueSyntaxError) -> Component {
        let offset = scanner.index
        let value: Double
        switch scanner.scanNumber() {
        case .number(let v): value = v
        case .missing:
            let word = scanner.scanWord()
            if scanner.matches(word, caseInsensitive: "none") {
                return Component(value: 0, isPercentage: false, isAngle: false, offset: offset, isNone: true)
            }
            if scanner.matches(word, caseInsensitive: "from") { throw relativeColorError(at: offset) }
            scanner.index = offset
            throw ValueSyntaxError(offset: offset, message: "Expected a number in the colour function, found \(scanner.describedPeek).")
        case .outOfRange:
            throw ValueSyntaxError(offset: offset, message: "Expected a finite number in the colour function; this number is out of range.")
        }
        if scanner.consume(ASCII.percent) {
            return Component(value: value, isPercentage: true, isAngle: false, offset: offset)
        }
        let unit = scanner.scanWord()
        var degrees = 1.0
        if !unit.isEmpty {
            switch true {
            case scanner.matches(unit, caseInsensitive: "deg"): degrees = 1
            case scanner.matches(unit, caseInsensitive: "grad"): degrees = 0.9
            case scanner.matches(unit, caseInsensitive: "rad"): degrees = 180 / .pi
            case scanner.matches(unit, caseInsensitive: "turn"): degrees = 360
            default:
                throw ValueSyntaxError(offset: unit.lowerBound,
                    message: "Unknown unit \(DiagnosticText.quoted(scanner.text(unit))) in the colour function; expected %, deg, grad, rad or turn.")
            }
            return Component(value: value * degrees, isPercentage: false, isAngle: true, offset: offset)
        }
        return Component(value: value, isPercentage: false, isAngle: false, offset: offset)
    }

    /// CSS Color 5's relative colours (`rgb(from red r g 0)`) need `calc()` over channel keywords; named as such,
    /// so that "expected a number" does not suggest a typo.
    static func relativeColorError(at offset: Int) -> ValueSyntaxError {
        ValueSyntaxError(offset: offset, message: "Relative colour syntax ('from') is not supported; write the colour's own components.")
    }

    static func alphaValue(_ c: Component) throws(ValueSyntaxError) -> Double {
        guard !c.isAngle else {
            throw ValueSyntaxError(offset: c.offset, message: "Expected a number or a percentage for alpha.")
        }
        return clamp(c.isPercentage ? c.value / 100 : c.value)
    }

    /// HSL to sRGB as CSS Color 4 §7.1 computes it.
    static func hslColor(_ c: [Component], alpha: Double) throws(ValueSyntaxError) -> Color {
        guard !c[0].isPercentage else {
            throw ValueSyntaxError(offset: c[0].offset, message: "Expected a hue (a number or an angle), found a percentage.")
        }
        for component in c[1...2] where component.isAngle {
            throw ValueSyntaxError(offset: component.offset, message: "Expected a percentage for saturation and lightness.")
        }
        // Modern syntax allows plain numbers for saturation and lightness, meaning percentages.
        let rgb = hslRGB(hue: c[0].value, saturation: clamp(c[1].value / 100), lightness: clamp(c[2].value / 100))
        return Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    /// HSL to sRGB components, `saturation` and `lightness` in 0…1, `hue` in degrees (any turn).
    static func hslRGB(hue: Double, saturation s: Double, lightness l: Double) -> SIMD3<Double> {
        var hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    /// `hwb(h w b [/ alpha])` as CSS Color 4 §8 computes it: the hue's pure colour mixed with white and
    /// black; whiteness and blackness (percentages, or numbers meaning them) adding to 100% or more are grey.
    static func scanHWB(_ scanner: inout ByteScanner, start: Int) throws(ValueSyntaxError) -> Color {
        let arguments = try scanModernArguments(&scanner, start: start, syntax: "hwb(h w b [/ alpha])")
        let hue = try hueDegrees(arguments.components.0, in: "hwb()")
        let white = clamp(try percentageOrNumber(arguments.components.1, hundredPercent: 100, in: "hwb()") / 100)
        let black = clamp(try percentageOrNumber(arguments.components.2, hundredPercent: 100, in: "hwb()") / 100)
        if white + black >= 1 {
            let grey = white / (white + black)
            return Color(red: grey, green: grey, blue: grey, alpha: arguments.alpha)
        }
        let rgb = hslRGB(hue: hue, saturation: 1, lightness: 0.5) * (1 - white - black) + white
        return Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: arguments.alpha)
    }

    @inline(__always) static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
}
