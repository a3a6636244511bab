/// Writes path data segment by segment in its shortest form, from absolute fixed-point values (integer
/// counts of 10⁻ᵖ units).
///
/// For every segment the builder considers the absolute and the relative command (and `H`/`V` when a
/// line is horizontal or vertical once rounded) and keeps the shortest text; it writes a curve smooth
/// (`S`, `T`) when its first control point is where the smooth form puts it; it leaves out a command letter
/// that implicit repetition makes redundant (`L` after `L`, `L` after `M`), and leaves out separators where
/// a `-` or a second `.` already ends a number (`M1-2.5.5`), but keeps the one after an arc flag (valid
/// to drop, but Android's `PathParser` throws on packed flags, and other readers have misread them). Ties go to the first candidate in a fixed
/// order (absolute before relative, `H`/`V` before `L`), so the same input always gives the same bytes.
///
/// The pen is tracked in the same fixed point as the output, so it is exactly where a reader of the text
/// will put it. Candidates are measured by their texts' shapes (``NumberShape``) and only the chosen
/// one's texts are written; for the magnitudes icons use, both come from a table of texts
/// (``SmallNumberTexts``). Nothing here allocates apart from the output growing.
struct PathTextBuilder: ~Copyable {
    let precision: Int
    private let scale: FixedPointScale
    /// The text written so far, which its owner appends to its destination when done.
    var output: ByteWriteBuffer
    /// The command a bare number would repeat: `L`/`l` after `M`/`m`, nothing after `Z`.
    private var repeatableCommand: UInt8 = 0
    private var lastNumberHasPoint = false
    private var endsWithNumber = false
    /// The pen and the start of the subpath, as a reader of `output` computes them.
    private(set) var penX: Int64 = 0, penY: Int64 = 0
    private(set) var startX: Int64 = 0, startY: Int64 = 0
    /// The kind of curve the last segment drew (``PathCommandTraits/curveKind``; 0 for none) and its last
    /// control point (for `T`, the one a reader gave it), which a smooth curve of the same kind reflects.
    private var lastCurveKind = 0
    private var lastControlX: Int64 = 0, lastControlY: Int64 = 0
    /// The current segment's arguments: absolute at 0…6, measured from the pen at 7…13, and their
    /// texts' shapes; measured once, read by every candidate. (One array each: choosing between two
    /// `InlineArray` properties before subscripting copies the chosen one whole.) Only the chosen
    /// candidate's texts are made, when it is written.
    private var arguments: InlineArray<14, Int64>
    private var shapes: InlineArray<14, NumberShape>
    /// The texts of small magnitudes at this precision (``SmallNumberTexts``).
    private let smallTexts: ImmortalTable<UInt64>

    /// `capacity`: the bytes the output has room for before it first grows.
    init(precision: Int, capacity: Int = 256) {
        self.precision = precision
        output = ByteWriteBuffer(capacity: capacity)
        scale = FixedPointScale.of(precision: precision)
        arguments = InlineArray(repeating: 0)
        shapes = InlineArray(repeating: NumberShape(bits: 0))
        smallTexts = SmallNumberTexts.table(precision: precision)
    }

    /// One way to write a segment: a letter, and `count` arguments starting at `first`, as written
    /// (absolute) or measured from the pen (relative).
    struct Candidate {
        var letter: UInt8
        var first = 0
        var count: Int
        /// The command whose argument positions say which are coordinates.
        var layout: UInt8
    }

    /// Writes one segment. `command` is the upper-case letter; `values` are its arguments, with every
    /// coordinate absolute and in fixed point.
    mutating func write(_ command: UInt8, _ values: InlineArray<7, Int64>) { write(command, values.span) }

    /// ``write(_:_:)`` on a span of the values: subscripting an `InlineArray` parameter copies it whole
    /// on every read.
    ///
    /// A `C` whose first control point is where a reader would put an `S`'s, and a `Q` whose control
    /// point is where it would put a `T`'s, are written smooth: the same curve, two numbers shorter.
    /// (Arcs drawn as cubics, and circles, meet so at every joint.)
    mutating func write(_ command: UInt8, _ values: Span<Int64>) {
        var letter = command, written = values
        let curveKind = PathCommandTraits(command).curveKind
        if curveKind != 0 {
            // Where a smooth curve's first control point is (SVG 2, 9.3.6 and 9.3.7): the last curve's
            // last control point reflected through the pen when that curve is of the same kind, else the pen.
            // (The rule `PathBuilder` reads `S` and `T` by, here in the written fixed point.)
            let reflects = curveKind == lastCurveKind
            let smoothX = reflects ? 2 &* penX &- lastControlX : penX
            let smoothY = reflects ? 2 &* penY &- lastControlY : penY
            if command == 0x54 {
                (lastControlX, lastControlY) = (smoothX, smoothY)
            } else {
                // A cubic's second control point (an `S`'s first argument), a quadratic's only one.
                let last = command == 0x43 ? 2 : 0
                (lastControlX, lastControlY) = (values[last], values[last &+ 1])
                if command != 0x53 && values[0] == smoothX && values[1] == smoothY {
                    letter = command == 0x43 ? 0x53 : 0x54
                    written = values.extracting(droppingFirst: 2)
                }
            }
        }
        lastCurveKind = curveKind
        writeSegment(letter, written)
    }

    /// Writes one segment as it is given, in its shortest form.
    @inline(__always) private mutating func writeSegment(_ command: UInt8, _ values: Span<Int64>) {
        let traits = PathCommandTraits(command)
        let count = traits.argumentCount
        if count == 0 {  // Z
            emit(Candidate(letter: command, count: 0, layout: command))
            penX = startX
            penY = startY
            return
        }
        var endX = penX, endY = penY
        switch command {
        case 0x48: endX = values[0]
        case 0x56: endY = values[0]
        default: endX = values[count - 2]; endY = values[count - 1]
        }
        let isAxisAlignedLine = command == 0x4C && (endX == penX || endY == penY)
        // Both forms are measured; an axis-aligned line has more candidates.
        var absolute = measure(startingWith: command)
        var relative = measure(startingWith: command | 0x20)
        // With the count a constant for each common command, the loops are unrolled.
        switch count {
        case 1: measureArguments(values, count: 1, traits: traits, absolute: &absolute, relative: &relative)
        case 2: measureArguments(values, count: 2, traits: traits, absolute: &absolute, relative: &relative)
        case 6: measureArguments(values, count: 6, traits: traits, absolute: &absolute, relative: &relative)
        default: measureArguments(values, count: count, traits: traits, absolute: &absolute, relative: &relative)
        }
        var best = Candidate(letter: command, count: count, layout: command)
        if isAxisAlignedLine {
            // A line that is horizontal or vertical once rounded: H, h, V, v, L, l, the first shortest wins.
            var bestCost = Int.max
            @inline(__always) func consider(_ candidate: Candidate, _ candidateCost: Int? = nil) {
                let candidateCost = candidateCost ?? cost(candidate)
                if candidateCost < bestCost { (best, bestCost) = (candidate, candidateCost) }
            }
            if endY == penY {
                consider(Candidate(letter: 0x48, count: 1, layout: 0x48))
                consider(Candidate(letter: 0x68, count: 1, layout: 0x48))
            }
            if endX == penX {
                consider(Candidate(letter: 0x56, first: 1, count: 1, layout: 0x56))
                consider(Candidate(letter: 0x76, first: 1, count: 1, layout: 0x56))
            }
            consider(Candidate(letter: 0x4C, count: 2, layout: command), absolute.cost)
            consider(Candidate(letter: 0x6C, count: 2, layout: command), relative.cost)
        } else if relative.cost < absolute.cost {
            best = Candidate(letter: command | 0x20, count: count, layout: command)
        }
        emit(best)
        penX = endX
        penY = endY
        // A move starts a subpath (selected, not branched on: moves come unpredictably).
        let isMove = command == 0x4D
        startX = isMove ? endX : startX
        startY = isMove ? endY : startY
    }

    /// Keeps each argument absolute and measured from the pen, and adds their texts' shapes to the two
    /// measures.
    @inline(__always) private mutating func measureArguments(_ values: Span<Int64>, count: Int, traits: PathCommandTraits,
                                                             absolute: inout Measure, relative: inout Measure) {
        var magnitudes: UInt64 = 0
        for index in 0..<count {
            let value = values[index]
            // Selected rather than switched on, as the axes of a segment's arguments alternate.
            let axis = traits.axis(of: index)
            let relativeValue = axis == 0 ? value : value &- (axis == 2 ? penY : penX)
            arguments[index] = value
            arguments[7 + index] = relativeValue
            magnitudes |= value.magnitude | relativeValue.magnitude
        }
        // The table's size is a power of two, so every magnitude is in it when their union is. Then the
        // shapes are loads in a loop with no call (the call to measure a larger number, even untaken, kept
        // the loop's values on the stack).
        if magnitudes < UInt64(truncatingIfNeeded: smallTexts.count) {
            for index in 0..<count {
                let shape = NumberShape(tabulated: arguments[index], texts: smallTexts)
                let relativeShape = NumberShape(tabulated: arguments[7 + index], texts: smallTexts)
                shapes[index] = shape
                shapes[7 + index] = relativeShape
                absolute.add(shape)
                relative.add(relativeShape)
            }
        } else {
            measureLargeNumbers(count: count, absolute: &absolute, relative: &relative)
        }
    }

    /// ``write(_:_:)``'s measuring for segments with a number beyond the table of small texts. (The same
    /// loop as the table's in `write`, with another shape: one loop taking the shape as a closure cost 5%
    /// more time in the compact rewrite.)
    @inline(never) private mutating func measureLargeNumbers(count: Int, absolute: inout Measure, relative: inout Measure) {
        for index in 0..<count {
            let shape = NumberShape(arguments[index], scale: scale, texts: smallTexts)
            let relativeShape = NumberShape(arguments[7 + index], scale: scale, texts: smallTexts)
            shapes[index] = shape
            shapes[7 + index] = relativeShape
            absolute.add(shape)
            relative.add(relativeShape)
        }
    }

    /// The shape of argument `index`'s text in `candidate`.
    @inline(__always) private func shape(_ candidate: Candidate, _ index: Int) -> NumberShape {
        shapes[(candidate.letter >= 0x61 ? 7 : 0) + candidate.first + index]
    }

    /// Up to six arguments, the rest zero.
    static func values(_ a: Int64 = 0, _ b: Int64 = 0, _ c: Int64 = 0, _ d: Int64 = 0, _ e: Int64 = 0, _ f: Int64 = 0)
        -> InlineArray<7, Int64> {
        var values = InlineArray<7, Int64>(repeating: 0)
        values[0] = a; values[1] = b; values[2] = c; values[3] = d; values[4] = e; values[5] = f
        return values
    }

    /// Bytes that writing `candidate` would add here.
    @inline(__always) private func cost(_ candidate: Candidate) -> Int {
        var measure = measure(startingWith: candidate.letter)
        for index in 0..<candidate.count { measure.add(shape(candidate, index)) }
        return measure.cost
    }

    /// A count of the bytes a candidate starting with `letter` adds here, to be fed its arguments.
    @inline(__always) private func measure(startingWith letter: UInt8) -> Measure {
        letter == repeatableCommand
            ? Measure(cost: 0, afterNumber: endsWithNumber, hasPoint: lastNumberHasPoint)
            : Measure(cost: 1, afterNumber: false, hasPoint: lastNumberHasPoint)
    }

    /// The bytes a candidate adds, counted argument by argument: each argument's text, and a separator
    /// before it unless it joins the number before.
    private struct Measure {
        var cost: Int
        var afterNumber: Bool
        var hasPoint: Bool

        @inline(__always) mutating func add(_ shape: NumberShape) {
            cost &+= shape.separators(afterNumber: afterNumber, afterPoint: hasPoint) &+ shape.length
            hasPoint = shape.hasPoint
            afterNumber = true
        }
    }

    /// Writes a candidate: its letter (unless implicit) and its arguments, straight into the output.
    private mutating func emit(_ candidate: Candidate) {
        let command = candidate.letter
        var endsWithNumber = self.endsWithNumber, lastNumberHasPoint = self.lastNumberHasPoint
        let writesLetter = command != repeatableCommand
        let first = (command >= 0x61 ? 7 : 0) &+ candidate.first, count = candidate.count
        // A letter, and up to seven numbers with a separator each: 1 + 7 · (1 + FixedPointText.maximumFootprint)
        // = 155 bytes at most.
        let base = output.end(reserving: 160)
        var end = 0
        do {
            let arguments = self.arguments.span, shapes = self.shapes.span
            if writesLetter {
                base[end] = command
                end &+= 1
                endsWithNumber = false
            }
            for index in 0..<count {
                let shape = shapes[first &+ index]
                // A space, kept only when needed (otherwise the number is written over it).
                base[end] = ASCII.space
                end &+= shape.separators(afterNumber: endsWithNumber, afterPoint: lastNumberHasPoint)
                end = SmallNumberTexts.write(arguments[first &+ index], scale: scale, texts: smallTexts, into: base, at: end)
                lastNumberHasPoint = shape.hasPoint
                endsWithNumber = true
            }
        }
        output.didWrite(upTo: base + end)
        self.endsWithNumber = endsWithNumber
        self.lastNumberHasPoint = lastNumberHasPoint
        // M → L, m → l, Z and z → nothing, any other → itself; selected, not switched on.
        let lower = command | 0x20
        repeatableCommand = lower == 0x6D ? command &- 1 : lower == 0x7A ? 0 : command
    }
}
