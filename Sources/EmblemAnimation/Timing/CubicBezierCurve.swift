import EmblemGeometry

/// A unit cubic Bézier from (0, 0) to (1, 1), held as polynomial coefficients
/// (`x(s) = ((ax·s + bx)·s + cx)·s`, the same for y), with an exact solver for `x(s) = x`.
struct CubicBezierCurve: Hashable, Sendable {
    let startControlPoint: Point
    let endControlPoint: Point

    init(startControlPoint: Point, endControlPoint: Point) {
        self.startControlPoint = startControlPoint
        self.endControlPoint = endControlPoint
    }

    /// Whether both control points lie on y = x, making the curve the identity function.
    var isIdentity: Bool { startControlPoint.x == startControlPoint.y && endControlPoint.x == endControlPoint.y }

    /// The same curve reflected in y = x.
    var swappingAxes: CubicBezierCurve {
        CubicBezierCurve(startControlPoint: Point(x: startControlPoint.y, y: startControlPoint.x),
                         endControlPoint: Point(x: endControlPoint.y, y: endControlPoint.x))
    }

    /// (a, b, c) for one axis, given that axis's control coordinates.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    private var xCoefficients: (a: Double, b: Double, c: Double) {
        Self.coefficients(startControlPoint.x, endControlPoint.x)
    }

    private var yCoefficients: (a: Double, b: Double, c: Double) {
        Self.coefficients(startControlPoint.y, endControlPoint.y)
    }

    func x(at s: Double) -> Double { let k = xCoefficients; return ((k.a * s + k.b) * s + k.c) * s }
    func y(at s: Double) -> Double { let k = yCoefficients; return ((k.a * s + k.b) * s + k.c) * s }

    /// The parameter s in 0…1 with x(s) = x, to 1e-12.
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        let k = xCoefficients
        var s = x
        for _ in 0..<8 {
            let error = ((k.a * s + k.b) * s + k.c) * s - x
            if abs(error) <= tolerance { return s }
            let derivative = (3 * k.a * s + 2 * k.b) * s + k.c
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
            if !(0...1).contains(s) { break }
        }
        // Bisection: x(0) = 0 ≤ x ≤ 1 = x(1), so a root is bracketed even if x(s) is not monotonic.
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<100 {
            s = (low + high) / 2
            let error = ((k.a * s + k.b) * s + k.c) * s - x
            if abs(error) <= tolerance || high - low <= 1e-15 { break }
            if error < 0 { low = s } else { high = s }
        }
        return s
    }

    /// dy/dx at parameter s, using higher derivatives where dx/ds vanishes (L'Hôpital).
    func slope(at s: Double) -> Double {
        let kx = xCoefficients, ky = yCoefficients
        let derivatives = [
            ((3 * kx.a * s + 2 * kx.b) * s + kx.c, (3 * ky.a * s + 2 * ky.b) * s + ky.c),
            (6 * kx.a * s + 2 * kx.b, 6 * ky.a * s + 2 * ky.b),
            (6 * kx.a, 6 * ky.a),
        ]
        for (dx, dy) in derivatives where abs(dx) > 1e-12 || abs(dy) > 1e-12 {
            return dy / dx
        }
        return 1
    }
}
