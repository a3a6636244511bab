#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// An elliptical arc in SVG's center parameterization, built from SVG's endpoint parameterization.
///
/// SVG path data describes an arc by its two endpoints, radii, x-axis rotation and two flags; to draw it we
/// need its centre and angles. The conversion follows the SVG implementation notes (SVG 1.1 F.6.5 and F.6.6,
/// SVG 2 "Elliptical arc implementation notes") step by step, including radius scaling when the radii are
/// too small to span the endpoints, so the result matches browsers and librsvg.
///
/// ```swift
/// let arc = EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 50, y: 0),
///                         radiusX: 25, radiusY: 25, xAxisRotation: 0, largeArc: true, sweep: false)
/// arc?.center       // (25, 0)
/// arc?.cubics()     // two cubic segments, 90° each
/// ```
public struct EllipticalArc: Hashable, Sendable {
    /// The point the arc starts at, exactly as given.
    public var start: Point
    /// The point the arc ends at, exactly as given.
    public var end: Point
    /// The centre of the ellipse.
    public var center: Point
    /// The x radius after scaling up (when the given radii were too small); always positive.
    public var radiusX: Double
    /// The y radius after scaling up; always positive.
    public var radiusY: Double
    /// The rotation of the ellipse's x axis, in degrees, clockwise on screen.
    public var xAxisRotation: Double
    /// The parameter angle (radians) of `start` on the unrotated ellipse.
    public var startAngle: Double
    /// The signed parameter angle (radians) the arc sweeps; positive is clockwise on screen (`sweep` = 1).
    public var sweepAngle: Double

    /// Converts SVG's endpoint parameterization to a centre parameterization.
    ///
    /// Returns `nil` for the two degenerate cases SVG defines: identical endpoints (the arc is omitted) and
    /// a zero radius (the arc is a straight line). ``pathElements(from:to:radiusX:radiusY:xAxisRotation:largeArc:sweep:)``
    /// handles both. Negative radii are used as their absolute values, as SVG specifies.
    public init?(from start: Point, to end: Point, radiusX: Double, radiusY: Double,
                 xAxisRotation: Double, largeArc: Bool, sweep: Bool) {
        if start == end { return nil }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 || !rx.isFinite || !ry.isFinite { return nil }
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        // Step 1: (x1', y1'), the midpoint-relative start point in the ellipse's frame.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6: scale the radii up when no ellipse with these radii can reach both endpoints.
        let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        let isScaledUp = lambda > 1
        if isScaledUp {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: (cx', cy'). The radicand is clamped at 0: after scaling it is 0 up to rounding. The
        // formula is homogeneous, so it is evaluated on values divided by `unit` to keep the fourth powers
        // from overflowing or underflowing for extreme coordinates.
        let unit = max(abs(x1), abs(y1), rx, ry)
        let (nx, ny, nrx, nry) = (x1 / unit, y1 / unit, rx / unit, ry / unit)
        let rx2 = nrx * nrx, ry2 = nry * nry, x12 = nx * nx, y12 = ny * ny
        let numerator = rx2 * ry2 - rx2 * y12 - ry2 * x12
        let denominator = rx2 * y12 + ry2 * x12
        // Scaled up, the ellipse is centred on the chord's midpoint: the radicand is 0 but for rounding, whose
        // square root (≈ 10⁻⁸) moved the centre by 10⁻⁸ of the radius, and did so differently for the same
        // arc mapped by a transform.
        var coefficient = isScaledUp ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * nrx * ny / nry * unit
        let cyPrime = -coefficient * nry * nx / nrx * unit
        // Step 3: (cx, cy) back in user space.
        let center = Point(x: cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2,
                           y: sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2)
        // Step 4: the start angle and the sweep, from the unit-circle vectors.
        let ux = (x1 - cxPrime) / rx, uy = (y1 - cyPrime) / ry
        let vx = (-x1 - cxPrime) / rx, vy = (-y1 - cyPrime) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // atan2 gives (-π, π]; a half turn must go the way `sweep` asks.
        if !sweep && delta == .pi { delta = -.pi }
        // Extreme inputs (radii of 1e-320 or 1e308) can still lose the geometry; SVG's fallback is a line.
        guard center.x.isFinite, center.y.isFinite, theta1.isFinite, delta.isFinite, delta != 0,
              rx.isFinite, ry.isFinite, rx > 0, ry > 0 else { return nil }
        self.start = start
        self.end = end
        self.center = center
        self.radiusX = rx
        self.radiusY = ry
        self.xAxisRotation = xAxisRotation
        self.startAngle = theta1
        self.sweepAngle = delta
    }

    /// The point at parameter `angle` (radians) of the ellipse: `center + R(φ)·(rx cos θ, ry sin θ)`.
    public func point(at angle: Double) -> Point {
        let phi = xAxisRotation * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        let x = radiusX * cos(angle), y = radiusY * sin(angle)
        return Point(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
    }

    /// The derivative d(point)/d(angle) at `angle`: the tangent whose length matches the parameterization.
    public func derivative(at angle: Double) -> Point {
        let phi = xAxisRotation * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        let x = -radiusX * sin(angle), y = radiusY * cos(angle)
        return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
    }

    /// The arc as cubic Bézier segments, each spanning at most `maximumSegmentAngle` radians.
    ///
    /// Uses the standard construction: control points sit on the end tangents at `k = 4/3·tan(Δθ/4)` of the
    /// derivative, which puts the segment's midpoint exactly on the ellipse. With 90° segments (the default,
    /// what browsers use) the largest radial deviation is 2.7·10⁻⁴ of the radius; 22.5° segments bring it
    /// below 10⁻⁷. The first segment starts at `start` and the last one ends exactly at `end`.
    ///
    /// - Complexity: O(n) in the number of segments, `⌈|sweepAngle| / maximumSegmentAngle⌉`.
    public func cubics(maximumSegmentAngle: Double = .pi / 2) -> [PathElement] {
        var result: [PathElement] = []
        appendCubics(to: &result, maximumSegmentAngle: maximumSegmentAngle)
        return result
    }

    /// Appends ``cubics(maximumSegmentAngle:)`` to `elements`. The same arithmetic as ``point(at:)`` and
    /// ``derivative(at:)``, with each sine and cosine taken once (an angle ends one segment and starts the next).
    public func appendCubics(to elements: inout [PathElement], maximumSegmentAngle: Double = .pi / 2) {
        let limit = min(max(maximumSegmentAngle, 1e-3), .pi / 2)
        // The 0.001 rad allowance is librsvg's (and keeps an exact quarter turn in one segment): splitting
        // arcs exactly where librsvg does makes cairo flatten our cubics exactly as it flattens librsvg's own
        // arcs, so a normalized file rasterizes to the same pixels as the original.
        let count = max(1, Int((abs(sweepAngle) / (limit + 0.001)).rounded(.up)))
        let step = sweepAngle / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        let phi = xAxisRotation * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        @inline(__always) func rotated(_ x: Double, _ y: Double) -> Point {
            Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        elements.reserveCapacity(elements.count + count)
        var (sinFrom, cosFrom) = (sin(startAngle), cos(startAngle))
        var from = start
        for index in 1...count {
            let next = index == count ? startAngle + sweepAngle : startAngle + step * Double(index)
            let (sinNext, cosNext) = (sin(next), cos(next))
            let to: Point
            if index == count {
                to = end
            } else {
                let x = radiusX * cosNext, y = radiusY * sinNext
                to = Point(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
            }
            let control1 = from + rotated(-radiusX * sinFrom, radiusY * cosFrom) * k
            let control2 = to - rotated(-radiusX * sinNext, radiusY * cosNext) * k
            elements.append(.cubic(control1, control2, to))
            (sinFrom, cosFrom) = (sinNext, cosNext)
            from = to
        }
    }

    /// The path elements SVG draws for an arc command from `start`: nothing when the endpoints coincide,
    /// a line when a radius is zero, else ``cubics(maximumSegmentAngle:)``.
    public static func pathElements(from start: Point, to end: Point, radiusX: Double, radiusY: Double,
                                    xAxisRotation: Double, largeArc: Bool, sweep: Bool) -> [PathElement] {
        var elements: [PathElement] = []
        appendPathElements(from: start, to: end, radiusX: radiusX, radiusY: radiusY, xAxisRotation: xAxisRotation,
                           largeArc: largeArc, sweep: sweep, to: &elements)
        return elements
    }

    /// Appends ``pathElements(from:to:radiusX:radiusY:xAxisRotation:largeArc:sweep:)`` to `elements`.
    public static func appendPathElements(from start: Point, to end: Point, radiusX: Double, radiusY: Double,
                                          xAxisRotation: Double, largeArc: Bool, sweep: Bool,
                                          to elements: inout [PathElement]) {
        if start == end { return }
        guard let arc = EllipticalArc(from: start, to: end, radiusX: radiusX, radiusY: radiusY,
                                      xAxisRotation: xAxisRotation, largeArc: largeArc, sweep: sweep)
        else { return elements.append(.line(end)) }
        arc.appendCubics(to: &elements)
    }
}
