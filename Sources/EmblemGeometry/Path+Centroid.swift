extension Path {
    /// The signed area the path encloses and its centroid, every subpath closed as filling closes it:
    /// Green's theorem, `A = ∮ x dy`, `Cx = ∮ x²/2 dy / A`, `Cy = −∮ y²/2 dx / A`, integrated exactly on each
    /// segment (the integrands of a cubic are polynomials of degree at most 8, which five-point
    /// Gauss–Legendre quadrature integrates exactly). Subpaths wound the other way (holes, under the nonzero
    /// rule) subtract. `nil` when the area is zero (a line, a point, no points).
    ///
    /// The centroid of a shape with rotational symmetry (a fan's three blades, a gear) is its centre of
    /// rotation, where the centre of its bounding box is not.
    public var areaCentroid: (area: Double, centroid: Point)? {
        // Measured from the first point, so that a small shape far from the origin keeps its digits.
        let origin = elements.lazy.compactMap { element -> Point? in
            if case .move(let p) = element { return p } else { return nil }
        }.first ?? .zero
        var integrals = GreenIntegrals()
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element.applying(.translation(x: -origin.x, y: -origin.y)) {
            case .move(let p):
                integrals.addLine(from: current, to: start)
                current = p
                start = p
            case .line(let p):
                integrals.addLine(from: current, to: p)
                current = p
            case .cubic(let c1, let c2, let p):
                integrals.addCubic(current, c1, c2, p)
                current = p
            case .close:
                integrals.addLine(from: current, to: start)
                current = start
            }
        }
        integrals.addLine(from: current, to: start)
        let scale = Swift.max(1, integrals.magnitude)
        guard abs(integrals.area) > 1e-12 * scale * scale, integrals.area.isFinite else { return nil }
        return (integrals.area, Point(x: origin.x + integrals.momentX / integrals.area, y: origin.y + integrals.momentY / integrals.area))
    }

    /// The length of the drawn outline (subpaths as written, a `close` drawing its line) and the centroid of
    /// that length, where a stroke's paint is centred; `nil` for a path of length zero.
    public var lengthCentroid: (length: Double, centroid: Point)? {
        var length = 0.0, sumX = 0.0, sumY = 0.0
        func add(_ a: Point, _ b: Point) {
            let piece = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            length += piece
            sumX += piece * (a.x + b.x) / 2
            sumY += piece * (a.y + b.y) / 2
        }
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p):
                add(current, p)
                current = p
            case .cubic(let c1, let c2, let p):
                // 32 chords per curve: the centroid of an icon's curve to well under a thousandth of its size.
                var previous = current
                for step in 1...32 {
                    let next = CubicExtrema.point(current, c1, c2, p, at: Double(step) / 32)
                    add(previous, next)
                    previous = next
                }
                current = p
            case .close:
                add(current, start)
                current = start
            }
        }
        guard length > 0, length.isFinite else { return nil }
        return (length, Point(x: sumX / length, y: sumY / length))
    }
}

/// The three contour integrals of ``Path/areaCentroid``, summed segment by segment.
private struct GreenIntegrals {
    /// `∮ x dy`, `∮ x²/2 dy`, `−∮ y²/2 dx`.
    var area = 0.0, momentX = 0.0, momentY = 0.0
    /// The largest coordinate seen, for the test of a zero area.
    var magnitude = 0.0

    /// Gauss–Legendre nodes on [0, 1] and their weights (five points).
    static let nodes: [(t: Double, weight: Double)] = {
        let x = [0.0, 0.5384693101056831, 0.9061798459386640]
        let w = [0.5688888888888889, 0.4786286704993665, 0.2369268850561891]
        return [(0.5, w[0] / 2), (0.5 - x[1] / 2, w[1] / 2), (0.5 + x[1] / 2, w[1] / 2),
                (0.5 - x[2] / 2, w[2] / 2), (0.5 + x[2] / 2, w[2] / 2)]
    }()

    mutating func addLine(from a: Point, to b: Point) {
        guard a != b else { return }
        note(a)
        note(b)
        let dx = b.x - a.x, dy = b.y - a.y
        // Exact for a line: x and y are linear in t.
        area += (a.x + b.x) / 2 * dy
        momentX += (a.x * a.x + a.x * b.x + b.x * b.x) / 6 * dy
        momentY -= (a.y * a.y + a.y * b.y + b.y * b.y) / 6 * dx
    }

    mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        for point in [p0, p1, p2, p3] { note(point) }
        for (t, weight) in Self.nodes {
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
            let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
            let dx = 3 * (u * u * (p1.x - p0.x) + 2 * u * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
            let dy = 3 * (u * u * (p1.y - p0.y) + 2 * u * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
            area += weight * x * dy
            momentX += weight * x * x / 2 * dy
            momentY -= weight * y * y / 2 * dx
        }
    }

    mutating func note(_ point: Point) {
        magnitude = Swift.max(magnitude, abs(point.x), abs(point.y))
    }
}
