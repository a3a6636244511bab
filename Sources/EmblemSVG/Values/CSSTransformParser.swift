import EmblemGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Parses the CSS `transform` property (CSS Transforms 1 §6: `style="transform: rotate(45deg)"` or a
/// style-sheet rule), which in SVG 2 overrides the `transform` attribute, into one ``AffineTransform``.
///
/// The 2D functions: `matrix()`, `translate()`, `translateX()`, `translateY()`, `scale()`, `scaleX()`,
/// `scaleY()`, `rotate()` (and `rotateZ()`), `skew()`, `skewX()`, `skewY()`; `none`. Lengths take any CSS
/// unit (`px`, `mm` …; `em` at 16px), and a percentage in a translation is of the reference box's size.
/// Angles take `deg`, `rad`, `grad` or `turn`. Functions compose left to right, as in the attribute.
///
/// CSS wants commas between arguments and units on non-zero numbers. Files written by hand often leave
/// the units out, as the attribute does (`rotate(45)`, `translate(10, 20)`), and librsvg draws those, so
/// this parser takes plain numbers as pixels and degrees. Arguments separated by whitespace alone
/// (`translate(10 20)`, the attribute's syntax) are refused, as CSS and librsvg refuse them: the
/// declaration is ignored with a warning, so the drawing shows what librsvg draws of the original (a
/// differential fuzzing run found Emblem moving shapes that librsvg left in place).
///
/// ```swift
/// try CSSTransformParser.parse("translate(40px, 10px) rotate(0.25turn)", referenceSize: (100, 100))
/// ```
public enum CSSTransformParser {
    public static func parse(_ text: String, referenceSize: (width: Double, height: Double)) throws(ValueSyntaxError) -> AffineTransform {
        let result: Result<AffineTransform, ValueSyntaxError> = withUTF8Bytes(text) { bytes in
            var scanner = ByteScanner(bytes)
            do throws(ValueSyntaxError) {
                return .success(try parseList(&scanner, referenceSize: referenceSize))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func parseList(_ scanner: inout ByteScanner, referenceSize: (width: Double, height: Double)) throws(ValueSyntaxError) -> AffineTransform {
        scanner.skipWhitespace()
        let start = scanner.index
        if scanner.matches(scanner.scanWord(), caseInsensitive: "none") {
            scanner.skipWhitespace()
            guard scanner.isAtEnd else { throw ValueSyntaxError(offset: scanner.index, message: "Expected nothing after 'none'.") }
            return .identity
        }
        scanner.index = start
        guard !scanner.isAtEnd else { throw ValueSyntaxError(offset: start, message: "Expected a transform function or 'none'.") }
        var transform = AffineTransform.identity
        while !scanner.isAtEnd {
            transform = transform.concatenating(try parseFunction(&scanner, referenceSize: referenceSize))
            scanner.skipWhitespace()
        }
        return transform
    }

    /// One argument as written: its number and unit (`%`, `deg`, `px` …, empty for none), lowercased.
    struct Argument {
        var value: Double
        var unit: String
        var offset: Int
    }

    static func parseFunction(_ scanner: inout ByteScanner, referenceSize: (width: Double, height: Double)) throws(ValueSyntaxError) -> AffineTransform {
        let nameStart = scanner.index
        let name = scanner.text(scanner.scanWord()).lowercased()
        guard !name.isEmpty else {
            throw ValueSyntaxError(offset: nameStart, message: "Expected a transform function, found \(scanner.describedPeek).")
        }
        guard scanner.consume(ASCII.openParen) else {
            throw ValueSyntaxError(offset: scanner.index, message: "Expected '(' right after \(DiagnosticText.quoted(name)).")
        }
        var arguments: [Argument] = []
        scanner.skipWhitespace()
        // The end of the value closes the last function, as CSS Syntax closes every open block there.
        while !scanner.consume(ASCII.closeParen) && !scanner.isAtEnd {
            if !arguments.isEmpty, !scanner.skipCommaWhitespace() {
                let why = scanner.isAtEnd ? "." : ": the transform property is CSS, which separates arguments with commas "
                    + "(the transform attribute may use spaces)."
                throw ValueSyntaxError(offset: scanner.index, message: "Expected ',' or ')' after an argument of \(DiagnosticText.quoted(name + "(")), "
                    + "found \(scanner.describedPeek)" + why)
            }
            let start = scanner.index
            guard case .number(let value) = scanner.scanNumber() else {
                throw ValueSyntaxError(offset: start, message: "Expected a number or ')' in \(DiagnosticText.quoted(name + "(")), found \(scanner.describedPeek).")
            }
            let unitStart = scanner.index
            if !scanner.consume(ASCII.percent) {
                while let byte = scanner.peek, ASCII.isLetter(byte) { scanner.index += 1 }
            }
            arguments.append(Argument(value: value, unit: scanner.text(unitStart..<scanner.index).lowercased(), offset: start))
            scanner.skipWhitespace()
        }
        func count(_ allowed: ClosedRange<Int>) throws(ValueSyntaxError) {
            guard allowed.contains(arguments.count) else {
                let expected = allowed.count == 1 ? "\(allowed.lowerBound)" : "\(allowed.lowerBound) or \(allowed.upperBound)"
                throw ValueSyntaxError(offset: nameStart, message: "\(DiagnosticText.quoted(name + "()")) takes \(expected) argument\(allowed.upperBound == 1 ? "" : "s"), found \(arguments.count).")
            }
        }
        switch name {
        case "matrix":
            try count(6...6)
            let v = try arguments.map { (argument) throws(ValueSyntaxError) in try number(argument) }
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case "translate":
            try count(1...2)
            return .translation(x: try length(arguments[0], referenceSize.width),
                                y: arguments.count == 2 ? try length(arguments[1], referenceSize.height) : 0)
        case "translatex": try count(1...1); return .translation(x: try length(arguments[0], referenceSize.width), y: 0)
        case "translatey": try count(1...1); return .translation(x: 0, y: try length(arguments[0], referenceSize.height))
        case "scale":
            try count(1...2)
            let x = try scale(arguments[0])
            return .scale(x: x, y: arguments.count == 2 ? try scale(arguments[1]) : x)
        case "scalex": try count(1...1); return .scale(x: try scale(arguments[0]), y: 1)
        case "scaley": try count(1...1); return .scale(x: 1, y: try scale(arguments[0]))
        case "rotate", "rotatez": try count(1...1); return .rotation(degrees: try degrees(arguments[0]))
        case "skew":
            try count(1...2)
            // One shear matrix [1 tan(ay); tan(ax) 1], not skewX followed by skewY.
            let x = try degrees(arguments[0]) * Double.pi / 180
            let y = arguments.count == 2 ? try degrees(arguments[1]) * Double.pi / 180 : 0
            return AffineTransform(a: 1, b: tan(y), c: tan(x), d: 1, e: 0, f: 0)
        case "skewx": try count(1...1); return .skewX(degrees: try degrees(arguments[0]))
        case "skewy": try count(1...1); return .skewY(degrees: try degrees(arguments[0]))
        default:
            throw ValueSyntaxError(offset: nameStart, message: "Unsupported transform function \(DiagnosticText.quoted(name + "()")); expected a 2D one "
                + "(matrix, translate, translateX, translateY, scale, scaleX, scaleY, rotate, skew, skewX or skewY).")
        }
    }

    static func number(_ argument: Argument) throws(ValueSyntaxError) -> Double {
        guard argument.unit.isEmpty else { throw ValueSyntaxError(offset: argument.offset, message: "Expected a plain number, found the unit \(DiagnosticText.quoted(argument.unit)).") }
        return argument.value
    }

    /// A scale factor: a number, or a percentage of 1.
    static func scale(_ argument: Argument) throws(ValueSyntaxError) -> Double {
        argument.unit == "%" ? argument.value / 100 : try number(argument)
    }

    static func length(_ argument: Argument, _ percentBase: Double) throws(ValueSyntaxError) -> Double {
        guard let unit = LengthUnit(rawValue: argument.unit), let pixels = Length(value: argument.value, unit: unit).pixels(percentBase: percentBase) else {
            throw ValueSyntaxError(offset: argument.offset, message: "Unknown length unit \(DiagnosticText.quoted(argument.unit)); expected px, pt, pc, mm, cm, in, em, ex or %.")
        }
        return pixels
    }

    static func degrees(_ argument: Argument) throws(ValueSyntaxError) -> Double {
        switch argument.unit {
        case "", "deg": return argument.value
        case "rad": return argument.value * 180 / Double.pi
        case "grad": return argument.value * 0.9
        case "turn": return argument.value * 360
        default: throw ValueSyntaxError(offset: argument.offset, message: "Unknown angle unit \(DiagnosticText.quoted(argument.unit)); expected deg, rad, grad or turn.")
        }
    }
}
