import EmblemGeometry

/// Rewrites path data text as compact path data, straight from text to text: the commands stay what
/// they were (arcs stay arcs, `S`/`Q`/`T` stay smooth and quadratic curves; a `C` or `Q` becomes smooth
/// where its first control point is the reflected one), each segment takes its shortest absolute or
/// relative form (``PathTextBuilder``), and numbers are rounded to the precision.
///
/// Numbers are converted to fixed point from their decimal digits, so while every number written has no
/// more decimals than the precision (nearly all real icons), the whole rewrite is exact integer arithmetic.
/// From the first number with more decimals on, the true pen position is tracked in `Double`s next to the
/// written one, so relative input does not drift however long the path.
///
/// Every written end point and control point is within half a unit of the last kept decimal of its true
/// position (a reflected `S`/`T` control within the sum of its inputs' errors). Arc radii and rotation are
/// rounded like every other number; an arc that rounding would move further than that between its end
/// points (a radius close to half the chord is ill-conditioned in SVG's arc model) is written whole with
/// radii 1% short when its radii span the chord exactly (a reader scales them back up), and otherwise in
/// pieces, unless `splitsArcs` is off (``PathRewriteRun/writeRoundedArc(_:truth:)``). Icons written with
/// no more decimals than the precision are rewritten exactly.
///
/// Writing never loses information: when the data has a syntax error, or holds a number too large for
/// fixed point at this precision, nothing is appended and the caller keeps the value as written.
///
/// ```swift
/// var bytes: [UInt8] = []
/// PathDataRewriter.rewrite("M 10,10 L 20,10 A 5 5 0 0 1 30 10", format: NumberFormat(precision: 3), into: &bytes)
/// // "M10 10H20a5 5 0 0 1 10 0"
/// ```
enum PathDataRewriter {
    enum Outcome: Equatable {
        case rewritten
        /// Nothing was appended; `error` is set when the data is broken (where a renderer stops drawing).
        case kept(error: ValueSyntaxError?)
    }

    /// `readsPlainFormFirst: false` skips the shortcut of ``PlainPathReader``, for tests that compare.
    /// `splitsArcs: false` writes an arc that rounding moves whole all the same, for a path whose mid
    /// markers would mark the joints of its pieces (``PathRewriteRun/writeRoundedArc(_:truth:)``).
    static func rewrite<Sink: ByteSink & ~Copyable>(_ text: String, format: NumberFormat, into output: inout Sink,
                        readsPlainFormFirst: Bool = true, splitsArcs: Bool = true) -> Outcome {
        withUTF8Bytes(text) { bytes in
            var run = PathRewriteRun(format: format, expectedBytes: bytes.count)
            run.splitsArcs = splitsArcs
            var fits = true
            var finished = false
            if readsPlainFormFirst {
                var plain = PlainPathReader(bytes)
                while fits, let command = plain.next() {
                    // The lean way while every number is exact, else this segment the general way (a
                    // number with more decimals than kept is rounded; the true pen is tracked from there).
                    let arguments = plain.arguments.span
                    fits = run.tracksExactly && run.addExactly(command, arguments) || run.add(command, arguments)
                }
                finished = fits && plain.isComplete
            }
            var error: ValueSyntaxError?
            if !finished {
                // Not the common case: start again, the general way.
                run = PathRewriteRun(format: format, expectedBytes: bytes.count)
                run.splitsArcs = splitsArcs
                var reader = PathSegmentReader(bytes)
                fits = true
                while fits, let command = reader.next() { fits = run.add(command, reader.arguments.span) }
                finished = fits && reader.error == nil
                error = reader.error
            }
            guard finished else { return .kept(error: error) }
            run.builder.output.append(to: &output)
            return .rewritten
        }
    }
}

/// The state of one rewrite: the text builder (which holds the written pen) and, once a number has
/// more decimals than the precision, the true pen.
struct PathRewriteRun: ~Copyable {
    var builder: PathTextBuilder
    let format: NumberFormat
    let precision: Int
    let scale: Double
    /// True while the true pen equals the written one, so coordinates are exact fixed-point sums.
    var tracksExactly = true
    /// Whether an arc that rounding moves past the tolerance is written in pieces (else whole, as rounded).
    var splitsArcs = true
    var trueX = 0.0, trueY = 0.0, trueStartX = 0.0, trueStartY = 0.0

    /// `expectedBytes`: about how long the text will be (the input's length), the output's first capacity.
    init(format: NumberFormat, expectedBytes: Int = 256) {
        self.format = format
        precision = format.clampedPrecision
        scale = NumberScanning.powersOfTen[precision]
        builder = PathTextBuilder(precision: precision, capacity: expectedBytes + 160)
    }

    /// Adds one segment of plain decimals while the pen is exact and every number is exact at the
    /// precision, with nothing changed otherwise (false): then ``add(_:_:)`` takes the segment. The common
    /// case, kept lean: ≈ 10% of the compact rewrite against `add` alone.
    @inline(__always) mutating func addExactly(_ command: UInt8, _ arguments: Span<PlainDecimal>) -> Bool {
        let upper = command & ~0x20
        let relative = command != upper
        var values = InlineArray<7, Int64>(repeating: 0)
        let traits = PathCommandTraits(upper)
        for index in 0..<traits.argumentCount {
            guard let number = arguments[index].exactFixedPoint(precision: precision),
                  let value = fromWrittenPen(number, axis: traits.axis(of: index), relative: relative)
            else { return false }
            values[index] = value
        }
        builder.write(upper, values.span)
        return true
    }

    /// Adds one segment, whichever reader read its numbers; false when a number does not fit fixed point.
    @inline(__always) mutating func add<Number: PathNumber>(_ command: UInt8, _ arguments: Span<Number>) -> Bool {
        let upper = command & ~0x20
        let relative = command != upper
        let traits = PathCommandTraits(upper)
        let count = traits.argumentCount
        var values = InlineArray<7, Int64>(repeating: 0)
        // The true end point, once the pen is no longer exact (coordinates read exactly are not set here).
        var endX: Double?, endY: Double?
        // For an arc: whether any of its numbers, or the pen it starts from, was rounded.
        var rounded = !tracksExactly
        let start = tracksExactly ? Point(x: Double(builder.penX) / scale, y: Double(builder.penY) / scale) : Point(x: trueX, y: trueY)
        for index in 0..<count {
            let number = arguments[index]
            let axis = traits.axis(of: index)
            if axis == 0 {
                guard let value = fixed(number) else { return false }
                values[index] = value
                if upper == 0x41, !rounded, number.fixedPoint(precision: precision)?.isExact != true { rounded = true }
                continue
            }
            if tracksExactly {
                if let (value, isExact) = number.fixedPoint(precision: precision), isExact {
                    guard let sum = fromWrittenPen(value, axis: axis, relative: relative) else { return false }
                    values[index] = sum
                    continue
                }
                startTrackingTruePen()
                rounded = true
            }
            let coordinate = (relative ? (axis == 1 ? trueX : trueY) : 0) + number.value
            guard let value = format.fixedPoint(coordinate) else { return false }
            values[index] = value
            if axis == 1 { endX = coordinate } else { endY = coordinate }
        }
        if upper == 0x41 && rounded {
            let truth = TrueArc(start: start, end: Point(x: endX ?? Double(values[5]) / scale, y: endY ?? Double(values[6]) / scale),
                                radiusX: arguments[0].value, radiusY: arguments[1].value, rotation: arguments[2].value)
            guard writeRoundedArc(values, truth: truth) else { return false }
        } else {
            builder.write(upper, values.span)
        }
        if !tracksExactly {
            if upper == 0x5A {
                (trueX, trueY) = (trueStartX, trueStartY)
            } else {
                // An axis read exactly ends where the written pen does.
                trueX = upper == 0x56 ? trueX : endX ?? Double(builder.penX) / scale
                trueY = upper == 0x48 ? trueY : endY ?? Double(builder.penY) / scale
                if upper == 0x4D { (trueStartX, trueStartY) = (trueX, trueY) }
            }
        }
        return true
    }

    /// An exact fixed-point argument made absolute: measured from the written pen when the command is
    /// relative and it is a coordinate (`axis` 1 or 2); nil past the fixed-point limit.
    @inline(__always) func fromWrittenPen(_ value: Int64, axis: Int, relative: Bool) -> Int64? {
        // Selected rather than switched on, as the axes of a segment's arguments alternate.
        let sum = relative && axis != 0 ? value &+ (axis == 2 ? builder.penY : builder.penX) : value
        return sum.magnitude < FixedPointText.limit.magnitude ? sum : nil
    }

    /// From here on the true pen is tracked apart from the written one, which still equals it now.
    mutating func startTrackingTruePen() {
        tracksExactly = false
        trueX = Double(builder.penX) / scale
        trueY = Double(builder.penY) / scale
        trueStartX = Double(builder.startX) / scale
        trueStartY = Double(builder.startY) / scale
    }

    /// A number in fixed point, rounded half away from zero: from its digits when it has them, otherwise
    /// from its value; nil when it is too large.
    func fixed<Number: PathNumber>(_ number: Number) -> Int64? {
        number.fixedPoint(precision: precision)?.value ?? format.fixedPoint(number.value)
    }
}
