import EmblemGeometry

/// Whether two element lists have the same kinds and every point within `tolerance`.
func elementsMatch(_ a: [PathElement], _ b: [PathElement], tolerance: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            if p.distance(to: q) > tolerance { return false }
        case (.cubic(let p1, let p2, let p3), .cubic(let q1, let q2, let q3)):
            if p1.distance(to: q1) > tolerance || p2.distance(to: q2) > tolerance || p3.distance(to: q3) > tolerance {
                return false
            }
        case (.close, .close): break
        default: return false
        }
    }
    return true
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
