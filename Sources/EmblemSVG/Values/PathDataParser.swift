import EmblemGeometry

/// Parses SVG path data (the `d` attribute) into an absolute ``Path`` of moves, lines, cubics and closes.
///
/// The whole SVG 1.1 / SVG 2 grammar is accepted: every command in absolute and relative form, implicit
/// repetition (pairs after `M` are lines), numbers packed without separators (`1.5.5`, `-.5-.5`, `1e-3`),
/// arc flags without separators (`a1 1 0 00 1 1`). Quadratic curves become the exactly equivalent cubics;
/// arcs become cubics through ``EllipticalArc``. When a drawing command follows `Z`, an explicit move to the
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
        withUTF8Bytes(text) { bytes in
            var parser = PathDataScanner(ByteScanner(bytes))
            parser.run()
            return (Path(parser.elements), parser.error)
        }
    }
}

/// The state of one path data parse: the cursor, the pen, and what smooth curves reflect.
struct PathDataScanner {
    var scanner: ByteScanner
    var elements: [PathElement] = []
    var error: ValueSyntaxError?
    var current = Point.zero
    var subpathStart = Point.zero
    /// The second control point of the previous segment when it was `C`/`S` (what `S` reflects).
    var lastCubicControl: Point?
    /// The control point of the previous segment when it was `Q`/`T` (what `T` reflects).
    var lastQuadraticControl: Point?
    /// Set by `Z`: the next drawing command starts a new subpath at `subpathStart`.
    var needsMove = false

    init(_ scanner: ByteScanner) {
        self.scanner = scanner
        elements.reserveCapacity(scanner.bytes.count / 8)
    }

    mutating func run() {
        scanner.skipWhitespace()
        guard let first = scanner.peek else { return }
        guard first == 0x4D || first == 0x6D else {
            fail("Path data must begin with a move command ('M' or 'm'), found \(scanner.describedPeek).")
            return
        }
        var command: UInt8 = 0
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.peek else { return }
            if ASCII.isLetter(byte) {
                guard Self.isCommand(byte) else {
                    fail("Expected a path command letter, found \(scanner.describedPeek).")
                    return
                }
                command = byte
                scanner.index += 1
            } else if byte == ASCII.comma || scanner.isAtNumberStart {
                // Implicit repetition of the previous command; a comma may separate the repetitions.
                if command | 0x20 == 0x7A {
                    fail("Expected a command letter after 'Z', found \(scanner.describedPeek); 'Z' takes no numbers.")
                    return
                }
                if byte == ASCII.comma {
                    scanner.index += 1
                    scanner.skipWhitespace()
                    guard scanner.isAtNumberStart else {
                        fail("Expected a number after ',' for another '\(Self.name(command))' segment.")
                        return
                    }
                }
                if command == 0x4D { command = 0x4C }       // M → L
                else if command == 0x6D { command = 0x6C }  // m → l
            } else {
                fail("Expected a path command letter or a number, found \(scanner.describedPeek).")
                return
            }
            guard segment(command) else { return }
        }
    }

    static func isCommand(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case 0x6D, 0x6C, 0x68, 0x76, 0x63, 0x73, 0x71, 0x74, 0x61, 0x7A: return true  // m l h v c s q t a z
        default: return false
        }
    }

    static func name(_ command: UInt8) -> String { String(UnicodeScalar(command)) }

    mutating func fail(_ message: String) {
        error = ValueSyntaxError(offset: scanner.index, message: message)
    }

    /// Reads one argument; the first one of a segment may only be preceded by whitespace.
    mutating func number(_ command: UInt8, first: Bool = false) -> Double? {
        if first { scanner.skipWhitespace() } else { scanner.skipCommaWhitespace() }
        let start = scanner.index
        switch scanner.scanNumber() {
        case .number(let value):
            return value
        case .missing:
            fail("Expected a number after '\(Self.name(command))', found \(scanner.describedPeek).")
        case .outOfRange:
            scanner.index = start
            fail("Expected a finite number after '\(Self.name(command))'; this number is out of range.")
        }
        return nil
    }

    /// Reads an arc flag: exactly one `0` or `1`, which needs no separator after it.
    mutating func flag(_ command: UInt8) -> Bool? {
        scanner.skipCommaWhitespace()
        switch scanner.peek {
        case ASCII.zero: scanner.index += 1; return false
        case 0x31: scanner.index += 1; return true
        default:
            fail("Expected an arc flag ('0' or '1') after '\(Self.name(command))', found \(scanner.describedPeek).")
            return nil
        }
    }

    /// A point argument pair, relative to the current point when the command is lower case.
    mutating func point(_ command: UInt8, first: Bool = false) -> Point? {
        guard let x = number(command, first: first), let y = number(command) else { return nil }
        return command >= 0x61 ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
    }

    /// Parses the arguments of one segment and appends its elements; `false` after an error.
    mutating func segment(_ command: UInt8) -> Bool {
        let upper = command & ~0x20
        var cubicControl: Point?
        var quadraticControl: Point?
        switch upper {
        case 0x4D:  // M
            guard let p = point(command, first: true) else { return false }
            needsMove = false
            elements.append(.move(p))
            current = p
            subpathStart = p
        case 0x4C:  // L
            guard let p = point(command, first: true) else { return false }
            append(.line(p))
            current = p
        case 0x48:  // H
            guard let x = number(command, first: true) else { return false }
            current = Point(x: command == 0x68 ? current.x + x : x, y: current.y)
            append(.line(current))
        case 0x56:  // V
            guard let y = number(command, first: true) else { return false }
            current = Point(x: current.x, y: command == 0x76 ? current.y + y : y)
            append(.line(current))
        case 0x43:  // C
            guard let c1 = point(command, first: true), let c2 = point(command), let p = point(command)
            else { return false }
            append(.cubic(c1, c2, p))
            current = p
            cubicControl = c2
        case 0x53:  // S: the first control reflects the previous C/S control, else it is the current point.
            guard let c2 = point(command, first: true), let p = point(command) else { return false }
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            append(.cubic(c1, c2, p))
            current = p
            cubicControl = c2
        case 0x51:  // Q
            guard let q = point(command, first: true), let p = point(command) else { return false }
            appendQuadratic(q, p)
            quadraticControl = q
        case 0x54:  // T: the control reflects the previous Q/T control, else it is the current point.
            guard let p = point(command, first: true) else { return false }
            let q = lastQuadraticControl.map { current * 2 - $0 } ?? current
            appendQuadratic(q, p)
            quadraticControl = q
        case 0x41:  // A
            guard arc(command) else { return false }
        default:    // Z
            elements.append(.close)
            current = subpathStart
            needsMove = true
            lastCubicControl = nil
            lastQuadraticControl = nil
            return true
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
        return true
    }

    /// Appends a drawing element; after `Z`, first an explicit move to the subpath start, because a
    /// drawing command after `Z` starts a new subpath there.
    @inline(__always) mutating func append(_ element: PathElement) {
        if needsMove {
            elements.append(.move(subpathStart))
            needsMove = false
        }
        elements.append(element)
    }

    /// Appends the cubic that is exactly the quadratic from the current point through control `q` to `p`.
    mutating func appendQuadratic(_ q: Point, _ p: Point) {
        let c1 = current + (q - current) * (2.0 / 3.0)
        let c2 = p + (q - p) * (2.0 / 3.0)
        append(.cubic(c1, c2, p))
        current = p
    }

    mutating func arc(_ command: UInt8) -> Bool {
        guard let rx = number(command, first: true), let ry = number(command),
              let rotation = number(command),
              let largeArc = flag(command), let sweep = flag(command),
              let end = point(command)
        else { return false }
        for element in EllipticalArc.pathElements(
            from: current, to: end, radiusX: rx, radiusY: ry, xAxisRotation: rotation, largeArc: largeArc, sweep: sweep) {
            append(element)
        }
        current = end
        return true
    }
}
