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
        // Path data must start with a move; a path that does not is drawn from the origin.
        if let first = path.elements.first, !first.isMove { writer.write(.move(.zero)) }
        for element in path.elements { writer.write(element) }
        return String(decoding: writer.output, as: UTF8.self)
    }
}

/// The incremental state of writing path data. Each way of writing a segment is rendered into a reusable
/// scratch buffer and the shortest is copied out, so the hot path allocates nothing per number.
struct PathTextBuilder {
    /// A rendered candidate: its bytes live in a scratch buffer; this is the writer state after it.
    struct Outcome {
        var repeatableCommand: UInt8
        var lastNumberHasPoint: Bool
        var endsWithNumber: Bool
        var end: Point
    }

    let format: NumberFormat
    let scale: Double
    var output: [UInt8] = []
    /// The command a bare number would repeat: `L`/`l` after `M`/`m`, nothing after `Z`.
    var repeatableCommand: UInt8 = 0
    var lastNumberHasPoint = false
    var endsWithNumber = false
    /// The pen position as a reader of `output` computes it.
    var current = Point.zero
    var subpathStart = Point.zero
    private var scratch: [[UInt8]] = [[], [], [], [], [], []]

    init(format: NumberFormat) {
        self.format = format
        self.scale = NumberScanning.powersOfTen[format.clampedPrecision]
        for index in scratch.indices { scratch[index].reserveCapacity(96) }
    }

    /// Renders `command` followed by `numbers` into scratch buffer `slot`, as it would continue `output`.
    /// `end` tells which numbers give the pen position: the last pair (or x or y alone for H/V).
    private mutating func render(_ slot: Int, _ command: UInt8, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0,
                                 _ d: Double = 0, _ e: Double = 0, _ f: Double = 0, count: Int) -> Outcome {
        // Swap the buffer out so it is uniquely referenced while we write (no copy, no allocation).
        var buffer: [UInt8] = []
        swap(&buffer, &scratch[slot])
        buffer.removeAll(keepingCapacity: true)
        let numbers: InlineArray<6, Double> = [a, b, c, d, e, f]
        var afterNumber = endsWithNumber
        var hasPoint = lastNumberHasPoint
        if command != repeatableCommand {
            buffer.append(command)
            afterNumber = false
        }
        var rounded: (Double, Double) = (0, 0)
        for index in 0..<count {
            let value = numbers[index]
            let start = buffer.count
            let pointed = appendNumber(value, to: &buffer)
            if afterNumber {
                let first = buffer[start]
                if !(first == ASCII.minus || (first == ASCII.period && hasPoint)) { buffer.insert(ASCII.space, at: start) }
            }
            hasPoint = pointed
            afterNumber = true
            rounded = (rounded.1, format.rounded(value))
        }
        swap(&buffer, &scratch[slot])
        let next: UInt8
        switch command {
        case 0x4D: next = 0x4C
        case 0x6D: next = 0x6C
        case 0x5A, 0x7A: next = 0
        default: next = command
        }
        let isRelative = command >= 0x61
        let end: Point
        switch command | 0x20 {
        case 0x68: end = Point(x: isRelative ? current.x + rounded.1 : rounded.1, y: current.y)
        case 0x76: end = Point(x: current.x, y: isRelative ? current.y + rounded.1 : rounded.1)
        case 0x7A: end = subpathStart
        default: end = isRelative ? Point(x: current.x + rounded.0, y: current.y + rounded.1) : Point(x: rounded.0, y: rounded.1)
        }
        return Outcome(repeatableCommand: next, lastNumberHasPoint: hasPoint, endsWithNumber: afterNumber || (endsWithNumber && command == repeatableCommand && count == 0), end: end)
    }

    /// Appends the text of `value`; returns whether it contains a decimal point.
    private func appendNumber(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        if let written = fastDigits(value, to: &bytes) { return written }
        bytes.removeSubrange(start...)
        format.append(value, to: &bytes)
        return bytes[start...].contains(ASCII.period)
    }

    /// The common case (|value × 10^precision| < 2⁵³) without any allocation: digits are laid out in a
    /// stack buffer and appended to `bytes` in one go.
    private func fastDigits(_ value: Double, to bytes: inout [UInt8]) -> Bool? {
        guard value.isFinite else { bytes.append(ASCII.zero); return false }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9_007_199_254_740_992 else { return nil }
        var magnitude = UInt64(abs(scaled))
        if magnitude == 0 { bytes.append(ASCII.zero); return false }
        var fractionDigits = format.clampedPrecision
        while fractionDigits > 0 && magnitude % 10 == 0 {
            magnitude /= 10
            fractionDigits -= 1
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            // Fill from the end: digits right to left, the point after `fractionDigits` of them.
            var position = 40
            var written = 0
            while magnitude > 0 || written < fractionDigits {
                if written == fractionDigits && fractionDigits > 0 {
                    position -= 1
                    buffer[position] = ASCII.period
                }
                position -= 1
                buffer[position] = ASCII.zero + UInt8(magnitude % 10)
                magnitude /= 10
                written += 1
            }
            if written == fractionDigits && fractionDigits > 0 {
                position -= 1
                buffer[position] = ASCII.period  // ".5": no leading zero
            }
            if scaled < 0 {
                position -= 1
                buffer[position] = ASCII.minus
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<40]))
            return fractionDigits > 0
        }
    }

    /// Copies the shortest of the rendered slots (the first on ties) to the output.
    private mutating func commit(_ outcomes: [(slot: Int, outcome: Outcome)]) {
        var best = outcomes[0]
        for candidate in outcomes.dropFirst() where scratch[candidate.slot].count < scratch[best.slot].count { best = candidate }
        apply(best.slot, best.outcome)
    }

    /// The cheaper of two rendered slots (the first on ties).
    private mutating func commit(_ slotA: Int, _ a: Outcome, _ slotB: Int, _ b: Outcome) {
        if scratch[slotB].count < scratch[slotA].count { apply(slotB, b) } else { apply(slotA, a) }
    }

    private mutating func apply(_ slot: Int, _ outcome: Outcome) {
        output.append(contentsOf: scratch[slot])
        repeatableCommand = outcome.repeatableCommand
        lastNumberHasPoint = outcome.lastNumberHasPoint
        endsWithNumber = outcome.endsWithNumber
        current = outcome.end
    }

    mutating func write(_ element: PathElement) {
        switch element {
        case .move(let p):
            let a = render(0, 0x4D, p.x, p.y, count: 2), b = render(1, 0x6D, p.x - current.x, p.y - current.y, count: 2)
            commit(0, a, 1, b)
            subpathStart = current
        case .line(let p):
            let dx = p.x - current.x, dy = p.y - current.y
            var outcomes = [(slot: Int, outcome: Outcome)]()
            outcomes.reserveCapacity(6)
            if format.rounded(dy) == 0 {
                outcomes.append((2, render(2, 0x48, p.x, count: 1)))
                outcomes.append((3, render(3, 0x68, dx, count: 1)))
            }
            if format.rounded(dx) == 0 {
                outcomes.append((4, render(4, 0x56, p.y, count: 1)))
                outcomes.append((5, render(5, 0x76, dy, count: 1)))
            }
            // H and V first only when they are exact; absolute L leads otherwise.
            outcomes.insert((0, render(0, 0x4C, p.x, p.y, count: 2)), at: outcomes.isEmpty ? 0 : outcomes.count)
            outcomes.append((1, render(1, 0x6C, dx, dy, count: 2)))
            commit(outcomes)
        case .cubic(let c1, let c2, let p):
            let a = render(0, 0x43, c1.x, c1.y, c2.x, c2.y, p.x, p.y, count: 6)
            let b = render(1, 0x63, c1.x - current.x, c1.y - current.y, c2.x - current.x, c2.y - current.y,
                           p.x - current.x, p.y - current.y, count: 6)
            commit(0, a, 1, b)
        case .close:
            let z = render(0, 0x5A, count: 0)
            apply(0, z)
        }
    }
}
