import EmblemGeometry

/// Where two element lists first differ (kind, or a coordinate farther apart than `tolerance`), or `nil`
/// when they match; short enough to read in a failure message, unlike the lists themselves.
func firstMismatch(_ a: [PathElement], _ b: [PathElement], tolerance: Double = 1e-9) -> String? {
    /// Coordinates are written independently, so compare them independently (the max norm).
    func distance(_ p: Point, _ q: Point) -> Double { max(abs(p.x - q.x), abs(p.y - q.y)) }
    for (index, (x, y)) in zip(a, b).enumerated() {
        var worst = 0.0
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            worst = distance(p, q)
        case (.cubic(let p1, let p2, let p3), .cubic(let q1, let q2, let q3)):
            worst = max(distance(p1, q1), distance(p2, q2), distance(p3, q3))
        case (.close, .close): break
        default: return "element \(index): \(x) ≠ \(y)"
        }
        if !(worst <= tolerance) { return "element \(index): \(x) vs \(y), off by \(worst)" }
    }
    return a.count == b.count ? nil : "counts differ: \(a.count) vs \(b.count)"
}

/// Whether two element lists have the same kinds and every point within `tolerance`.
func elementsMatch(_ a: [PathElement], _ b: [PathElement], tolerance: Double = 1e-9) -> Bool {
    firstMismatch(a, b, tolerance: tolerance) == nil
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
