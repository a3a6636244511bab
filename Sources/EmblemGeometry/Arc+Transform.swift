#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension EllipticalArc {
    /// An arc's ellipse (`radiusX`, `radiusY`, turned by `xAxisRotation` degrees) as `transform` maps it: its
    /// radii, its rotation in degrees, and whether the map reflects, which reverses the direction an arc
    /// sweeps. With the end points mapped and the same large-arc flag (the sweep flag flipped when it
    /// reflects), SVG's arc parameters so made draw exactly the mapped arc: an affine map takes an ellipse
    /// to an ellipse, the chord's midpoint to the chord's midpoint, and turns the parameter angle by a
    /// constant, so the arc sweeps the same angle, split at the same fractions of it.
    ///
    /// The ellipse is the unit circle through `R(φ)·diag(rx, ry)`; mapped, through `L·R(φ)·diag(rx, ry)`
    /// with `L` the transform's linear part. That matrix's singular value decomposition `R(φ′)·diag(s₁, s₂)·R(θ)`
    /// (Blinn's closed form for 2 × 2, "Consider the lowly 2×2 matrix", 1996) gives the new radii `s₁`, `|s₂|`
    /// and rotation `φ′`. A zero radius stays zero, so an arc SVG draws as a line still is one.
    public static func ellipse(radiusX: Double, radiusY: Double, xAxisRotation: Double, mappedBy transform: AffineTransform)
        -> (radiusX: Double, radiusY: Double, xAxisRotation: Double, reflects: Bool) {
        let reflects = transform.a * transform.d - transform.b * transform.c < 0
        let rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else {
            return (rx == 0 ? 0 : rx, ry == 0 ? 0 : ry, xAxisRotation, reflects)
        }
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        // The ellipse's axes, mapped: the columns of L·R(φ)·diag(rx, ry).
        let m00 = rx * (transform.a * cosPhi + transform.c * sinPhi), m10 = rx * (transform.b * cosPhi + transform.d * sinPhi)
        let m01 = ry * (transform.c * cosPhi - transform.a * sinPhi), m11 = ry * (transform.d * cosPhi - transform.b * sinPhi)
        let e = (m00 + m11) / 2, f = (m00 - m11) / 2, g = (m10 + m01) / 2, h = (m10 - m01) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let rotation = (atan2(h, e) + atan2(g, f)) / 2
        return (q + r, abs(q - r), rotation * 180 / .pi, reflects)
    }

    /// SVG's Λ for an arc (SVG 2, "Correction of out-of-range radii"): above 1 when no ellipse of these
    /// radii reaches both end points, and a renderer scales the radii up by √Λ, centring the ellipse on
    /// the chord's midpoint; 1 when the chord is a diameter. Λ is the same for the arc mapped by any affine
    /// transform (it is where the end points fall on the unit circle the ellipse is made from).
    public static func radiusShortfall(from start: Point, to end: Point, radiusX: Double, radiusY: Double, xAxisRotation: Double) -> Double {
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = (cosPhi * dx + sinPhi * dy) / abs(radiusX), y1 = (-sinPhi * dx + cosPhi * dy) / abs(radiusY)
        return x1 * x1 + y1 * y1
    }
}
