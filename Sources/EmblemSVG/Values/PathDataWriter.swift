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

/// The incremental state of writing path data. The length of every candidate form of a segment is
/// computed arithmetically (digit counts of the scaled integers), and only the chosen one is formatted,
/// straight into the output: the hot path allocates nothing and formats each number once.
struct PathTextBuilder {
    /// What the text of one number will look like, without writing it.
    struct Shape {
        var value: Double
        /// The value a reader parses back.
        var rounded: Double
        var length: Int
        var first: UInt8
        var hasPoint: Bool
        /// The digits to print (trailing fraction zeros removed) and how many of them follow the point;
        /// `fractionDigits < 0` marks a value only `NumberFormat.append` can write.
        var magnitude: UInt64 = 0
        var fractionDigits = 0
        var isNegative = false
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

    init(format: NumberFormat) {
        self.format = format
        self.scale = NumberScanning.powersOfTen[format.clampedPrecision]
    }

    /// The shape of `value`'s text.
    func shape(_ value: Double) -> Shape {
        guard value.isFinite else { return Shape(value: 0, rounded: 0, length: 1, first: ASCII.zero, hasPoint: false) }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9_007_199_254_740_992 else {
            var bytes: [UInt8] = []
            format.append(value, to: &bytes)
            return Shape(value: value, rounded: format.rounded(value), length: bytes.count, first: bytes[0],
                         hasPoint: bytes.contains(ASCII.period), fractionDigits: -1)
        }
        var magnitude = UInt64(abs(scaled))
        if magnitude == 0 { return Shape(value: 0, rounded: 0, length: 1, first: ASCII.zero, hasPoint: false) }
        var fraction = format.clampedPrecision
        while fraction > 0 && magnitude % 10 == 0 {
            magnitude /= 10
            fraction -= 1
        }
        var digits = 1
        var limit: UInt64 = 10
        while digits < 20 && magnitude >= limit {
            digits += 1
            limit = limit &* 10
        }
        let negative = scaled < 0
        let body = fraction == 0 ? digits : (digits > fraction ? digits + 1 : fraction + 1)
        let first: UInt8 = negative ? ASCII.minus : (fraction > 0 && digits <= fraction ? ASCII.period : ASCII.zero + 1)
        let rounded = scaled / scale
        return Shape(value: value, rounded: rounded == 0 ? 0 : rounded, length: body + (negative ? 1 : 0), first: first,
                     hasPoint: fraction > 0, magnitude: magnitude, fractionDigits: fraction, isNegative: negative)
    }

    /// Up to six measured numbers, held inline (variadic arrays would allocate on every segment).
    struct Numbers {
        var items: InlineArray<6, Shape>
        var count: Int

        init(_ a: Shape) { items = InlineArray(repeating: a); count = 1 }
        init(_ a: Shape, _ b: Shape) { items = InlineArray(repeating: a); items[1] = b; count = 2 }
        init(_ a: Shape, _ b: Shape, _ c: Shape, _ d: Shape, _ e: Shape, _ f: Shape) {
            items = InlineArray(repeating: a)
            items[1] = b; items[2] = c; items[3] = d; items[4] = e; items[5] = f
            count = 6
        }
        init() { items = InlineArray(repeating: Shape(value: 0, rounded: 0, length: 0, first: 0, hasPoint: false)); count = 0 }
    }

    /// Bytes that writing `command` and `numbers` would add here.
    func cost(_ command: UInt8, _ numbers: Numbers) -> Int {
        var total = 0
        var afterNumber = endsWithNumber
        var hasPoint = lastNumberHasPoint
        if command != repeatableCommand {
            total = 1
            afterNumber = false
        }
        for index in 0..<numbers.count {
            let number = numbers.items[index]
            if afterNumber && !(number.first == ASCII.minus || (number.first == ASCII.period && hasPoint)) { total += 1 }
            total += number.length
            hasPoint = number.hasPoint
            afterNumber = true
        }
        return total
    }

    /// Writes `command` (unless implicit) and `numbers`, and moves the pen to `end`.
    mutating func emit(_ command: UInt8, _ numbers: Numbers, end: Point) {
        if command != repeatableCommand {
            output.append(command)
            endsWithNumber = false
        }
        for index in 0..<numbers.count {
            let number = numbers.items[index]
            if endsWithNumber && !(number.first == ASCII.minus || (number.first == ASCII.period && lastNumberHasPoint)) {
                output.append(ASCII.space)
            }
            appendDigits(number)
            lastNumberHasPoint = number.hasPoint
            endsWithNumber = true
        }
        switch command {
        case 0x4D: repeatableCommand = 0x4C   // M → L
        case 0x6D: repeatableCommand = 0x6C   // m → l
        case 0x5A, 0x7A: repeatableCommand = 0
        default: repeatableCommand = command
        }
        current = end
    }

    /// Appends the text of a measured number (as `NumberFormat` writes it), from its digits.
    private mutating func appendDigits(_ number: Shape) {
        guard number.fractionDigits >= 0 else {
            format.append(number.value, to: &output)
            return
        }
        var magnitude = number.magnitude
        if magnitude == 0 { output.append(ASCII.zero); return }
        let fractionDigits = number.fractionDigits
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
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
            if number.isNegative {
                position -= 1
                buffer[position] = ASCII.minus
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<40]))
        }
    }

    mutating func write(_ element: PathElement) {
        switch element {
        case .move(let p):
            let ax = shape(p.x), ay = shape(p.y)
            let rx = shape(p.x - current.x), ry = shape(p.y - current.y)
            let absolute = Numbers(ax, ay), relative = Numbers(rx, ry)
            if cost(0x6D, relative) < cost(0x4D, absolute) {
                emit(0x6D, relative, end: Point(x: current.x + rx.rounded, y: current.y + ry.rounded))
            } else {
                emit(0x4D, absolute, end: Point(x: ax.rounded, y: ay.rounded))
            }
            subpathStart = current
        case .line(let p):
            let ax = shape(p.x), ay = shape(p.y)
            let dx = shape(p.x - current.x), dy = shape(p.y - current.y)
            // Candidates in a fixed order (H, h, V, v when exact; L; l); ties go to the earliest.
            var best = 0, bestCost = Int.max
            if dy.rounded == 0 {
                let h = cost(0x48, Numbers(ax)), hr = cost(0x68, Numbers(dx))
                if h < bestCost { (best, bestCost) = (1, h) }
                if hr < bestCost { (best, bestCost) = (2, hr) }
            }
            if dx.rounded == 0 {
                let v = cost(0x56, Numbers(ay)), vr = cost(0x76, Numbers(dy))
                if v < bestCost { (best, bestCost) = (3, v) }
                if vr < bestCost { (best, bestCost) = (4, vr) }
            }
            let l = cost(0x4C, Numbers(ax, ay)), lr = cost(0x6C, Numbers(dx, dy))
            if l < bestCost { (best, bestCost) = (5, l) }
            if lr < bestCost { (best, bestCost) = (6, lr) }
            switch best {
            case 1: emit(0x48, Numbers(ax), end: Point(x: ax.rounded, y: current.y))
            case 2: emit(0x68, Numbers(dx), end: Point(x: current.x + dx.rounded, y: current.y))
            case 3: emit(0x56, Numbers(ay), end: Point(x: current.x, y: ay.rounded))
            case 4: emit(0x76, Numbers(dy), end: Point(x: current.x, y: current.y + dy.rounded))
            case 5: emit(0x4C, Numbers(ax, ay), end: Point(x: ax.rounded, y: ay.rounded))
            default: emit(0x6C, Numbers(dx, dy), end: Point(x: current.x + dx.rounded, y: current.y + dy.rounded))
            }
        case .cubic(let c1, let c2, let p):
            let a = Numbers(shape(c1.x), shape(c1.y), shape(c2.x), shape(c2.y), shape(p.x), shape(p.y))
            let r = Numbers(shape(c1.x - current.x), shape(c1.y - current.y), shape(c2.x - current.x), shape(c2.y - current.y),
                            shape(p.x - current.x), shape(p.y - current.y))
            if cost(0x63, r) < cost(0x43, a) {
                emit(0x63, r, end: Point(x: current.x + r.items[4].rounded, y: current.y + r.items[5].rounded))
            } else {
                emit(0x43, a, end: Point(x: a.items[4].rounded, y: a.items[5].rounded))
            }
        case .close:
            emit(0x5A, Numbers(), end: subpathStart)
        }
    }
}
