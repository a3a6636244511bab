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
        // The output lives outside the builder: a buffer stored in the struct was copied on every append
        // (the non-mutating helpers kept a second reference), which made writing quadratic.
        var output: [UInt8] = []
        output.reserveCapacity(path.elements.count * 16)
        // Path data must start with a move; a path that starts drawing from nowhere starts at the origin,
        // as `Path.bounds` assumes.
        if let first = path.elements.first, !first.isMove { writer.write(.move(.zero), to: &output) }
        for element in path.elements { writer.write(element, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The incremental state of writing path data.
struct PathTextBuilder {
    /// One number ready to write: its text and the value a reader will parse from it.
    struct Number {
        var text: [UInt8]
        var value: Double
        var hasPoint: Bool { text.contains(ASCII.period) }
        var first: UInt8 { text[0] }
    }

    /// A way of writing one segment.
    struct Candidate {
        var command: UInt8
        var numbers: [Number]
    }

    let format: NumberFormat
    /// The command a bare number would repeat: `L`/`l` after `M`/`m`, nothing after `Z`.
    var repeatableCommand: UInt8 = 0
    var lastNumberHasPoint = false
    var endsWithNumber = false
    /// The pen position as a reader of `output` computes it.
    var current = Point.zero
    var subpathStart = Point.zero

    init(format: NumberFormat) { self.format = format }

    func number(_ value: Double) -> Number {
        var text: [UInt8] = []
        text.reserveCapacity(12)
        format.append(value, to: &text)
        return Number(text: text, value: format.rounded(value))
    }

    func absolute(_ command: UInt8, _ points: [Point]) -> Candidate {
        Candidate(command: command, numbers: points.flatMap { [number($0.x), number($0.y)] })
    }

    func relative(_ command: UInt8, _ points: [Point]) -> Candidate {
        Candidate(command: command, numbers: points.flatMap { [number($0.x - current.x), number($0.y - current.y)] })
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
        for number in candidate.numbers {
            if afterNumber && Self.needsSeparator(afterPoint: hasPoint, before: number) { total += 1 }
            total += number.text.count
            hasPoint = number.hasPoint
            afterNumber = true
        }
        return total
    }

    mutating func emit(_ candidate: Candidate, to output: inout [UInt8]) {
        if candidate.command != repeatableCommand {
            output.append(candidate.command)
            endsWithNumber = false
        }
        for number in candidate.numbers {
            if endsWithNumber && Self.needsSeparator(afterPoint: lastNumberHasPoint, before: number) {
                output.append(ASCII.space)
            }
            output.append(contentsOf: number.text)
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

    /// Emits the cheapest candidate (the first on ties) and returns it.
    mutating func emitShortest(_ candidates: [Candidate], to output: inout [UInt8]) -> Candidate {
        var best = candidates[0]
        var bestCost = cost(best)
        for candidate in candidates.dropFirst() {
            let c = cost(candidate)
            if c < bestCost { (best, bestCost) = (candidate, c) }
        }
        emit(best, to: &output)
        return best
    }

    /// The point a reader reaches from the last number pair of `candidate`.
    func endPoint(of candidate: Candidate) -> Point {
        let n = candidate.numbers
        let isRelative = candidate.command >= 0x61
        switch candidate.command | 0x20 {
        case 0x68: return Point(x: isRelative ? current.x + n[0].value : n[0].value, y: current.y)
        case 0x76: return Point(x: current.x, y: isRelative ? current.y + n[0].value : n[0].value)
        default:
            let x = n[n.count - 2].value, y = n[n.count - 1].value
            return isRelative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
        }
    }

    mutating func write(_ element: PathElement, to output: inout [UInt8]) {
        switch element {
        case .move(let p):
            let chosen = emitShortest([absolute(0x4D, [p]), relative(0x6D, [p])], to: &output)
            current = endPoint(of: chosen)
            subpathStart = current
        case .line(let p):
            var candidates: [Candidate] = []
            let dx = number(p.x - current.x), dy = number(p.y - current.y)
            if dy.value == 0 { candidates += [Candidate(command: 0x48, numbers: [number(p.x)]), Candidate(command: 0x68, numbers: [dx])] }
            if dx.value == 0 { candidates += [Candidate(command: 0x56, numbers: [number(p.y)]), Candidate(command: 0x76, numbers: [dy])] }
            candidates += [absolute(0x4C, [p]), Candidate(command: 0x6C, numbers: [dx, dy])]
            current = endPoint(of: emitShortest(candidates, to: &output))
        case .cubic(let c1, let c2, let p):
            current = endPoint(of: emitShortest([absolute(0x43, [c1, c2, p]), relative(0x63, [c1, c2, p])], to: &output))
        case .close:
            emit(Candidate(command: 0x5A, numbers: []), to: &output)
            current = subpathStart
        }
    }
}
