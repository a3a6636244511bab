import EmblemGeometry

/// Arcs that rounding would move.
///
/// SVG finds an arc's centre from its end points and radii. When the radius is close to half the chord
/// (a half turn) or the chord is short against the radius (nearly a full turn), a small change in either
/// moves the centre far: Papirus' `a 8,8 0 1 0 -15.99974984,0`, half of a circle of radius 8 around
/// (8, 8), came out around (8, 8.045) once its end points were rounded to 3 decimals, 0.18 px at 64 px.
/// So an arc whose numbers were rounded is compared with the arc as written; when it strays by more than
/// ``arcToleranceInUnits`` it is written as pieces of at most a quarter turn, through points of the true
/// arc, whose centres rounding moves about as far as their end points. Arcs written with no more
/// decimals than kept never reach this (nothing is rounded), so the common case costs nothing.
extension PathRewriteRun {
    /// How far, in units of the last kept decimal, a rounded arc may stray from the true one before it is
    /// split: rounding moves every other point up to 0.71 units (half a unit on each axis).
    static let arcToleranceInUnits = 1.0
    /// The widest piece a split arc is written in: a quarter turn, where the centre moves no more than
    /// 1.5 times what rounding moves the ends and radius.
    static let maximumArcPieceAngle = Double.pi / 2
    /// Points compared along an arc, at equal fractions of its sweep; its ends are within half a unit by
    /// construction.
    static let arcSamples = 7

    /// What an arc's numbers say before rounding: its radii and rotation, and where it starts and ends.
    struct TrueArc {
        var start: Point
        var end: Point
        var radiusX: Double
        var radiusY: Double
        var rotation: Double
    }

    /// Writes an arc (`values` absolute fixed point, as ``PathTextBuilder/write(_:_:)`` takes them) whose
    /// numbers were rounded: as it is when it stays within the tolerance of `truth`, otherwise with short
    /// radii when those keep it within the tolerance whole, otherwise in pieces (or as it is, when
    /// `splitsArcs` is off). False when a piece's radius does not fit fixed point.
    mutating func writeRoundedArc(_ values: InlineArray<7, Int64>, truth: TrueArc) -> Bool {
        let largeArc = values[3] != 0, sweep = values[4] != 0
        let intended = EllipticalArc(from: truth.start, to: truth.end, radiusX: truth.radiusX, radiusY: truth.radiusY,
                                     xAxisRotation: truth.rotation, largeArc: largeArc, sweep: sweep)
        let written = EllipticalArc(from: Point(x: Double(builder.penX) / scale, y: Double(builder.penY) / scale),
                                    to: Point(x: Double(values[5]) / scale, y: Double(values[6]) / scale),
                                    radiusX: Double(values[0]) / scale, radiusY: Double(values[1]) / scale,
                                    xAxisRotation: Double(values[2]) / scale, largeArc: largeArc, sweep: sweep)
        guard let intended, Self.largestDistance(intended, written) > Self.arcToleranceInUnits / scale else {
            builder.write(0x41, values.span)
            return true
        }
        if writesWholeWithShortRadii(values, truth: truth, intended: intended) { return true }
        guard splitsArcs else {
            // A marked path: a mid marker at each joint would show far more than the arc strays.
            builder.write(0x41, values.span)
            return true
        }
        // The radii the arc is drawn with (scaled up when the given ones could not span the chord).
        guard let radiusX = format.fixedPoint(intended.radiusX), let radiusY = format.fixedPoint(intended.radiusY) else { return false }
        let pieces = max(2, Int((abs(intended.sweepAngle) / Self.maximumArcPieceAngle).rounded(.up)))
        var piece = values
        piece[0] = radiusX
        piece[1] = radiusY
        piece[3] = 0
        for index in 1..<pieces {
            let point = intended.point(at: intended.startAngle + intended.sweepAngle * Double(index) / Double(pieces))
            guard let x = format.fixedPoint(point.x), let y = format.fixedPoint(point.y) else { return false }
            piece[5] = x
            piece[6] = y
            builder.write(0x41, piece.span)
        }
        piece[5] = values[5]
        piece[6] = values[6]
        builder.write(0x41, piece.span)
        return true
    }

    /// Radii that span the chord exactly, or fall short of it, draw half an ellipse centred on the chord's
    /// midpoint (SVG's correction of out-of-range radii), but once rounded they may no longer reach, and the
    /// centre moves far (a half circle whose numbers were mapped by a transform, or written with a radius a
    /// hair short). Written ``spanningRadiusScale`` short, they are scaled back up by the reader onto the
    /// rounded chord's midpoint: the same arc, whole, where splitting it would add a vertex (and a mid
    /// marker there). Taken only when the arc so written stays within the tolerance.
    private mutating func writesWholeWithShortRadii(_ values: InlineArray<7, Int64>, truth: TrueArc, intended: EllipticalArc) -> Bool {
        let shortfall = EllipticalArc.radiusShortfall(from: truth.start, to: truth.end, radiusX: truth.radiusX, radiusY: truth.radiusY,
                                                      xAxisRotation: truth.rotation)
        guard shortfall >= 1 - Self.spanningTolerance else { return false }
        var short = values
        short[0] = Int64((Double(values[0]) * Self.spanningRadiusScale).rounded())
        short[1] = Int64((Double(values[1]) * Self.spanningRadiusScale).rounded())
        let written = EllipticalArc(from: Point(x: Double(builder.penX) / scale, y: Double(builder.penY) / scale),
                                    to: Point(x: Double(values[5]) / scale, y: Double(values[6]) / scale),
                                    radiusX: Double(short[0]) / scale, radiusY: Double(short[1]) / scale,
                                    xAxisRotation: Double(values[2]) / scale, largeArc: values[3] != 0, sweep: values[4] != 0)
        guard Self.largestDistance(intended, written) <= Self.arcToleranceInUnits / scale else { return false }
        builder.write(0x41, short.span)
        return true
    }

    /// How close to 1 an arc's Λ (``EllipticalArc/radiusShortfall(from:to:radiusX:radiusY:xAxisRotation:)``)
    /// must be for its radii to count as spanning the chord exactly: the centre is then within 1.5 · 10⁻⁶ of a
    /// radius of the chord's midpoint, as it is for a half turn whose numbers were computed.
    static let spanningTolerance = 1e-12
    /// What radii that span the chord are written as, of themselves: short enough that rounding them and the
    /// end points to any precision kept leaves them short.
    static let spanningRadiusScale = 0.99

    /// The largest distance between points at the same fraction of the two arcs' sweeps; infinite when
    /// only one of them is drawn as an arc.
    static func largestDistance(_ intended: EllipticalArc, _ written: EllipticalArc?) -> Double {
        guard let written else { return .infinity }
        var largest = 0.0
        for sample in 1...arcSamples {
            let fraction = Double(sample) / Double(arcSamples + 1)
            let a = intended.point(at: intended.startAngle + intended.sweepAngle * fraction)
            let b = written.point(at: written.startAngle + written.sweepAngle * fraction)
            largest = max(largest, a.distance(to: b))
        }
        return largest
    }
}
