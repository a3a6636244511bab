import EmblemGeometry

/// Parses an SVG `transform` attribute (a transform list) into one ``AffineTransform``.
///
/// Accepts `matrix(a b c d e f)`, `translate(tx [ty])`, `scale(sx [sy])`, `rotate(angle [cx cy])`,
/// `skewX(angle)` and `skewY(angle)`, separated by whitespace and/or commas, with whitespace or commas
/// between arguments. A list composes left to right as SVG defines it: `"A B"` maps a point p to A(B(p)),
/// which is `A.concatenating(B)`. An empty (or all-whitespace) list is the identity.
///
/// Unlike path data, a transform list is all or nothing: SVG ignores an invalid `transform` attribute, so
/// this throws instead of returning a partial result. A last function the value ends inside
/// (`translate(5`) is invalid too, as browsers' transform-list parsers read the attribute; librsvg closes
/// it. (The `transform` property in CSS is closed there, as CSS Syntax closes every open block:
/// ``CSSTransformParser``.)
///
/// ```swift
/// try TransformListParser.parse("translate(10 20) rotate(90)")  // maps (1, 0) to (10, 21)
/// ```
public enum TransformListParser {
    public static func parse(_ text: String) throws(ValueSyntaxError) -> AffineTransform {
        let result: Result<AffineTransform, ValueSyntaxError> = withUTF8Bytes(text) { bytes in
            var scanner = ByteScanner(bytes)
            do throws(ValueSyntaxError) {
                return .success(try parseList(&scanner))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func parseList(_ scanner: inout ByteScanner) throws(ValueSyntaxError) -> AffineTransform {
        var transform = AffineTransform.identity
        scanner.skipWhitespace()
        var needsItem = false  // after a comma another transform must follow
        while !scanner.isAtEnd || needsItem {
            transform = transform.concatenating(try parseItem(&scanner))
            needsItem = scanner.skipCommaWhitespace()
        }
        return transform
    }

    static func parseItem(_ scanner: inout ByteScanner) throws(ValueSyntaxError) -> AffineTransform {
        let nameStart = scanner.index
        let name = scanner.scanWord()
        guard !name.isEmpty else {
            throw ValueSyntaxError(offset: nameStart,
                message: "Expected a transform function (matrix, translate, scale, rotate, skewX or skewY), found \(scanner.describedPeek).")
        }
        let kind: Kind
        switch true {
        case scanner.matches(name, "matrix"): kind = .matrix
        case scanner.matches(name, "translate"): kind = .translate
        case scanner.matches(name, "scale"): kind = .scale
        case scanner.matches(name, "rotate"): kind = .rotate
        case scanner.matches(name, "skewX"): kind = .skewX
        case scanner.matches(name, "skewY"): kind = .skewY
        default:
            throw ValueSyntaxError(offset: nameStart,
                message: "Unknown transform function \(DiagnosticText.quoted(scanner.text(name))); expected matrix, translate, scale, rotate, skewX or skewY.")
        }
        scanner.skipWhitespace()
        guard scanner.consume(ASCII.openParen) else {
            throw ValueSyntaxError(offset: scanner.index, message: "Expected '(' after '\(kind.rawValue)'.")
        }
        var arguments: [Double] = []
        arguments.reserveCapacity(6)
        scanner.skipWhitespace()
        while !scanner.consume(ASCII.closeParen) {
            if !arguments.isEmpty { scanner.skipCommaWhitespace() }
            let start = scanner.index
            switch scanner.scanNumber(allowsTrailingPoint: true) {
            case .number(let value): arguments.append(value)
            case .missing:
                throw ValueSyntaxError(offset: start,
                    message: "Expected a number or ')' in '\(kind.rawValue)(', found \(scanner.describedPeek).")
            case .outOfRange:
                throw ValueSyntaxError(offset: start, message: "Expected a finite number in '\(kind.rawValue)('; this number is out of range.")
            }
            scanner.skipWhitespace()
        }
        return try kind.transform(arguments, offset: nameStart)
    }

    enum Kind: String {
        case matrix, translate, scale, rotate, skewX, skewY

        var allowedCounts: [Int] {
            switch self {
            case .matrix: [6]
            case .translate, .scale: [1, 2]
            case .rotate: [1, 3]
            case .skewX, .skewY: [1]
            }
        }

        func transform(_ v: [Double], offset: Int) throws(ValueSyntaxError) -> AffineTransform {
            guard allowedCounts.contains(v.count) else {
                let counts = allowedCounts.map(String.init).joined(separator: " or ")
                throw ValueSyntaxError(offset: offset,
                    message: "'\(rawValue)()' takes \(counts) number\(allowedCounts == [1] ? "" : "s"), found \(v.count).")
            }
            switch self {
            case .matrix: return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
            case .translate: return .translation(x: v[0], y: v.count == 2 ? v[1] : 0)
            case .scale: return .scale(x: v[0], y: v.count == 2 ? v[1] : v[0])
            case .rotate:
                return v.count == 3 ? .rotation(degrees: v[0], around: Point(x: v[1], y: v[2])) : .rotation(degrees: v[0])
            case .skewX: return .skewX(degrees: v[0])
            case .skewY: return .skewY(degrees: v[0])
            }
        }
    }
}
