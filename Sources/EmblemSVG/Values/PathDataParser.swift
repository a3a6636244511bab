import EmblemGeometry

/// Parses SVG path data (the `d` attribute) into an absolute ``Path`` of moves, lines, cubics and closes.
///
/// The whole SVG 1.1 / SVG 2 grammar is accepted (see ``PathSegmentReader``). Quadratic curves become the
/// exactly equivalent cubics; arcs become cubics through ``EllipticalArc``. When a drawing command follows `Z`, an explicit move to the
/// subpath's start is inserted, so every subpath in the result starts with `.move`.
///
/// Errors follow SVG's rule for path data: everything up to the last complete segment is kept and drawn,
/// and the error says where and why parsing stopped.
///
/// ```swift
/// let (path, error) = PathDataParser.parse("M10 10 L20 20 L30 NaN")
/// // path: move(10,10) line(20,20); error: offset 18, "Expected a number after 'L'…"
/// ```
///
/// - Complexity: O(n) in the length of the text, without per-number allocations.
public enum PathDataParser {
    public static func parse(_ text: String) -> (path: Path, error: ValueSyntaxError?) {
        parse(text, readsPlainFormFirst: true)
    }

    /// `readsPlainFormFirst: false` skips the shortcut of ``PlainPathReader``, for tests that compare.
    static func parse(_ text: String, readsPlainFormFirst: Bool) -> (path: Path, error: ValueSyntaxError?) {
        withUTF8Bytes(text) { bytes in
            var builder = PathBuilder(capacity: bytes.count / 8)
            if readsPlainFormFirst {
                var plain = PlainPathReader(bytes)
                while let command = plain.next() { builder.add(command, plain.arguments.span) }
                if plain.isComplete { return (Path(builder.elements), nil) }
                // Not the plain form: start again with the reader of the whole grammar.
                builder = PathBuilder(capacity: bytes.count / 8)
            }
            var reader = PathSegmentReader(bytes)
            while let command = reader.next() { builder.add(command, reader.arguments.span) }
            return (Path(builder.elements), reader.error)
        }
    }
}

/// Turns segments into absolute path elements: tracks the pen and what smooth curves reflect.
struct PathBuilder {
    var elements: [PathElement] = []
    var current = Point.zero
    var subpathStart = Point.zero
    /// The second control point of the previous segment when it was `C`/`S` (what `S` reflects).
    var lastCubicControl: Point?
    /// The control point of the previous segment when it was `Q`/`T` (what `T` reflects).
    var lastQuadraticControl: Point?
    /// Set by `Z`: the next drawing command starts a new subpath at `subpathStart`.
    var needsMove = false

    init(capacity: Int) { elements.reserveCapacity(capacity) }

    /// Appends the elements of one segment, whichever reader read its numbers.
    @inline(__always) mutating func add<Number: PathNumber>(_ command: UInt8, _ arguments: Span<Number>) {
        let relative = command >= 0x61
        @inline(__always) func point(_ index: Int) -> Point {
            let x = arguments[index].value, y = arguments[index + 1].value
            return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
        }
        var cubicControl: Point?
        var quadraticControl: Point?
        switch command & ~0x20 {
        case 0x4D:  // M
            let p = point(0)
            needsMove = false
            elements.append(.move(p))
            current = p
            subpathStart = p
        case 0x4C:  // L
            let p = point(0)
            append(.line(p))
            current = p
        case 0x48:  // H
            let x = arguments[0].value
            current = Point(x: relative ? current.x + x : x, y: current.y)
            append(.line(current))
        case 0x56:  // V
            let y = arguments[0].value
            current = Point(x: current.x, y: relative ? current.y + y : y)
            append(.line(current))
        case 0x43:  // C
            let c1 = point(0), c2 = point(2), p = point(4)
            append(.cubic(c1, c2, p))
            current = p
            cubicControl = c2
        case 0x53:  // S: the first control reflects the previous C/S control, else it is the current point.
            let c2 = point(0), p = point(2)
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            append(.cubic(c1, c2, p))
            current = p
            cubicControl = c2
        case 0x51:  // Q
            let q = point(0), p = point(2)
            appendQuadratic(q, p)
            quadraticControl = q
        case 0x54:  // T: the control reflects the previous Q/T control, else it is the current point.
            let p = point(0)
            let q = lastQuadraticControl.map { current * 2 - $0 } ?? current
            appendQuadratic(q, p)
            quadraticControl = q
        case 0x41:  // A
            let end = point(5)
            if end != current { startDrawing() }  // an arc to the current point draws nothing
            EllipticalArc.appendPathElements(
                from: current, to: end, radiusX: arguments[0].value, radiusY: arguments[1].value,
                xAxisRotation: arguments[2].value, largeArc: arguments[3].value != 0, sweep: arguments[4].value != 0,
                to: &elements)
            current = end
        default:    // Z
            elements.append(.close)
            current = subpathStart
            needsMove = true
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    /// Appends a drawing element; after `Z`, first an explicit move to the subpath start, because a
    /// drawing command after `Z` starts a new subpath there.
    @inline(__always) mutating func append(_ element: PathElement) {
        startDrawing()
        elements.append(element)
    }

    /// Before a drawing element after `Z`: the explicit move to the subpath start.
    @inline(__always) mutating func startDrawing() {
        if needsMove {
            elements.append(.move(subpathStart))
            needsMove = false
        }
    }

    /// Appends the cubic that is exactly the quadratic from the current point through control `q` to `p`.
    mutating func appendQuadratic(_ q: Point, _ p: Point) {
        let c1 = current + (q - current) * (2.0 / 3.0)
        let c2 = p + (q - p) * (2.0 / 3.0)
        append(.cubic(c1, c2, p))
        current = p
    }
}

/// A number of path data as one of the readers holds it (``ScannedNumber``, ``PlainDecimal``): the
/// geometry needs its value, the compact rewrite its fixed point.
protocol PathNumber {
    var value: Double { get }
    /// `value` rounded half away from zero to a count of 10⁻ᵖ units, and whether that was exact; nil
    /// without exact digits or beyond the fixed-point limit.
    func fixedPoint(precision: Int) -> (value: Int64, isExact: Bool)?
}

extension ScannedNumber: PathNumber {}
extension PlainDecimal: PathNumber {}
