import EmblemGeometry

/// Writes a ``Path`` as compact SVG path data.
///
/// For every segment the writer considers the absolute and the relative command (and `H`/`V` when the
/// line is horizontal or vertical once rounded) and keeps the shortest text; it leaves out a command letter
/// that implicit repetition makes redundant (`L` after `L`, `L` after `M`), and leaves out separators where
/// a `-` or a second `.` already ends a number (`M1-2.5.5`). Ties go to the first candidate in a fixed
/// order, so the same path always gives the same bytes.
///
/// Relative coordinates are computed against the previous point *as a reader will see it* (the rounded,
/// written value), never against the exact one, so every written point is within half a unit of the last
/// decimal place of its true value, however long the path.
///
/// ```swift
/// PathDataWriter.string(for: path, format: NumberFormat(precision: 2))  // "M1 2h3.5v-1z"
/// ```
///
/// - Complexity: O(n) in the number of elements.
public enum PathDataWriter {
    public static func string(for path: Path, format: NumberFormat = NumberFormat()) -> String {
        var writer = PathTextBuilder(format: format)
        writer.output.reserveCapacity(path.elements.count * 16)
        for element in path.elements { writer.write(element) }
        return String(decoding: writer.output, as: UTF8.self)
    }
}

/// The incremental state of writing path data. Numbers and candidates live in fixed-size inline storage,
/// so choosing the shortest form of a segment allocates nothing: this is the writer's hot path.
struct PathTextBuilder {
    /// One number ready to write: its text and the value a reader will parse from it.
    struct Number {
        /// Up to 32 bytes of text: numbers below 2⁵³ at 15 decimals need at most 18.
        var text = InlineArray<32, UInt8>(repeating: 0)
        var count = 0
        var hasPoint = false
        var value = 0.0
        var first: UInt8 { text[0] }

        static let empty = Number()
    }

    /// A way of writing one segment: a command and up to six numbers.
    struct Candidate {
        var command: UInt8
        var numbers = InlineArray<6, Number>(repeating: .empty)
        var count = 0

        init(command: UInt8) { self.command = command }

        init(command: UInt8, _ first: Number) {
            self.command = command
            append(first)
        }

        mutating func append(_ number: Number) {
            numbers[count] = number
            count += 1
        }
    }

    let format: NumberFormat
    var output: [UInt8] = []
    /// The command a bare number would repeat: `L`/`l` after `M`/`m`, nothing after `Z`.
    var repeatableCommand: UInt8 = 0
    var lastNumberHasPoint = false
    var endsWithNumber = false
    /// The pen position as a reader of `output` computes it.
    var current = Point.zero
    var subpathStart = Point.zero

    init(format: NumberFormat) { self.format = format }

    func number(_ value: Double) -> Number {
        var number = Number()
        number.value = format.rounded(value)
        if let written = format.appendInline(value, to: &number.text) {
            number.count = written.count
            number.hasPoint = written.hasPoint
        } else {
            // Beyond 2⁵³ after scaling: rare; take the general path.
            var bytes: [UInt8] = []
            format.append(value, to: &bytes)
            for (index, byte) in bytes.prefix(32).enumerated() { number.text[index] = byte }
            number.count = min(bytes.count, 32)
            number.hasPoint = bytes.contains(ASCII.period)
        }
        return number
    }

    func absolute(_ command: UInt8, _ points: Point...) -> Candidate {
        var candidate = Candidate(command: command)
        for point in points {
            candidate.append(number(point.x))
            candidate.append(number(point.y))
        }
        return candidate
    }

    func relative(_ command: UInt8, _ points: Point...) -> Candidate {
        var candidate = Candidate(command: command)
        for point in points {
            candidate.append(number(point.x - current.x))
            candidate.append(number(point.y - current.y))
        }
        return candidate
    }

    /// Whether a separator is needed between the previous number and `next`.
    static func needsSeparator(afterPoint previousHasPoint: Bool, before next: Number) -> Bool {
        !(next.first == ASCII.minus || (next.first == ASCII.period && previousHasPoint))
    }

    /// The bytes `candidate` would add at the current position.
    func cost(_ candidate: Candidate) -> Int {
        var total = 0
        var hasPoint = lastNumberHasPoint
        var afterNumber = endsWithNumber
        if candidate.command != repeatableCommand {
            total += 1
            afterNumber = false
        }
        for index in 0..<candidate.count {
            let number = candidate.numbers[index]
            if afterNumber && Self.needsSeparator(afterPoint: hasPoint, before: number) { total += 1 }
            total += number.count
            hasPoint = number.hasPoint
            afterNumber = true
        }
        return total
    }

    mutating func emit(_ candidate: Candidate) {
        if candidate.command != repeatableCommand {
            output.append(candidate.command)
            endsWithNumber = false
        }
        for index in 0..<candidate.count {
            let number = candidate.numbers[index]
            if endsWithNumber && Self.needsSeparator(afterPoint: lastNumberHasPoint, before: number) {
                output.append(ASCII.space)
            }
            for offset in 0..<number.count { output.append(number.text[offset]) }
            lastNumberHasPoint = number.hasPoint
            endsWithNumber = true
        }
        switch candidate.command {
        case 0x4D: repeatableCommand = 0x4C   // M → L
        case 0x6D: repeatableCommand = 0x6C   // m → l
        case 0x5A, 0x7A: repeatableCommand = 0
        default: repeatableCommand = candidate.command
        }
    }

    /// Emits the cheaper of two candidates (the first on ties) and returns it.
    mutating func emitShorter(_ a: Candidate, _ b: Candidate) -> Candidate {
        let chosen = cost(b) < cost(a) ? b : a
        emit(chosen)
        return chosen
    }

    /// The point a reader reaches from the last number pair of `candidate`.
    func endPoint(of candidate: Candidate) -> Point {
        let isRelative = candidate.command >= 0x61
        switch candidate.command | 0x20 {
        case 0x68:
            let x = candidate.numbers[0].value
            return Point(x: isRelative ? current.x + x : x, y: current.y)
        case 0x76:
            let y = candidate.numbers[0].value
            return Point(x: current.x, y: isRelative ? current.y + y : y)
        default:
            let x = candidate.numbers[candidate.count - 2].value, y = candidate.numbers[candidate.count - 1].value
            return isRelative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
        }
    }

    mutating func write(_ element: PathElement) {
        switch element {
        case .move(let p):
            let chosen = emitShorter(absolute(0x4D, p), relative(0x6D, p))
            current = endPoint(of: chosen)
            subpathStart = current
        case .line(let p):
            let dx = number(p.x - current.x), dy = number(p.y - current.y)
            // Candidates in a fixed order; ties go to the earliest.
            var best = absolute(0x4C, p)
            var bestCost = cost(best)
            func consider(_ candidate: Candidate) {
                let c = cost(candidate)
                if c < bestCost { (best, bestCost) = (candidate, c) }
            }
            if dy.value == 0 {
                let h = Candidate(command: 0x48, number(p.x))
                if cost(h) <= bestCost { (best, bestCost) = (h, cost(h)) }
                consider(Candidate(command: 0x68, dx))
            }
            if dx.value == 0 {
                let v = Candidate(command: 0x56, number(p.y))
                if dy.value != 0, cost(v) <= bestCost { (best, bestCost) = (v, cost(v)) } else { consider(v) }
                consider(Candidate(command: 0x76, dy))
            }
            var relativeLine = Candidate(command: 0x6C)
            relativeLine.append(dx)
            relativeLine.append(dy)
            consider(relativeLine)
            emit(best)
            current = endPoint(of: best)
        case .cubic(let c1, let c2, let p):
            current = endPoint(of: emitShorter(absolute(0x43, c1, c2, p), relative(0x63, c1, c2, p)))
        case .close:
            emit(Candidate(command: 0x5A))
            current = subpathStart
        }
    }
}
