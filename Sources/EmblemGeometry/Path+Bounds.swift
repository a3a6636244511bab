extension Path {
    /// The exact bounding box of the drawn outline: curve extrema are solved from the Bézier derivative,
    /// so control points that stick out do not count. `nil` for a path without points.
    public var bounds: Rect? {
        var box: Rect?
        var current = Point.zero
        var subpathStart = Point.zero
        func include(_ p: Point) {
            box = box.map { $0.including(p) } ?? Rect(x: p.x, y: p.y, width: 0, height: 0)
        }
        for element in elements {
            switch element {
            case .move(let p):
                // A lone move draws nothing, but SVG (and librsvg) count it for bounds of markers only;
                // we include it so a degenerate path still has a position.
                include(p)
                current = p
                subpathStart = p
            case .line(let p):
                include(p)
                current = p
            case .cubic(let c1, let c2, let p):
                include(p)
                for t in CubicExtrema.parameters(current.x, c1.x, c2.x, p.x) + CubicExtrema.parameters(current.y, c1.y, c2.y, p.y) {
                    include(CubicExtrema.point(current, c1, c2, p, at: t))
                }
                current = p
            case .close:
                current = subpathStart
            }
        }
        return box
    }

    /// The exact bounding box after `transform`, computed on the transformed curve (tighter than
    /// transforming the untransformed box when the transform rotates or skews).
    public func bounds(applying transform: AffineTransform) -> Rect? { applying(transform).bounds }
}

/// Where a cubic Bézier's coordinate has a turning point.
enum CubicExtrema {
    /// Parameters t in (0, 1) where d/dt of the 1-D cubic with control values p0…p3 is zero.
    static func parameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        let scale = max(abs(a), abs(b), abs(c))
        if scale == 0 { return roots }
        if abs(a) <= 1e-12 * scale {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                // Numerically stable form of the quadratic formula.
                let q = -0.5 * (b + (b >= 0 ? root : -root))
                if q != 0 { roots.append(c / q) }
                roots.append(q / a)
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                     y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
