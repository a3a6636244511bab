import EmblemGeometry
import EmblemTestSupport
import Testing

/// An arc's ellipse mapped by an affine transform (`EllipticalArc.ellipse(…mappedBy:)`): with the end points
/// mapped and the sweep flag flipped by a reflection, SVG's arc parameters must draw the mapped arc, point
/// for point at the same fractions of the sweep (an affine map turns the parameter angle by a constant).
struct ArcTransformTests {
    @Test func mappedArcsAreTheArcsMapped() throws {
        var random = SplitMix64(seed: 0xA2C7)
        var reflected = 0, scaledUp = 0
        for _ in 0..<2_000 {
            let start = Point(x: .random(in: -40...40, using: &random), y: .random(in: -40...40, using: &random))
            let end = Point(x: .random(in: -40...40, using: &random), y: .random(in: -40...40, using: &random))
            let (rx, ry, rotation) = (Double.random(in: 1...60, using: &random), Double.random(in: 1...60, using: &random),
                                      Double.random(in: -360...360, using: &random))
            let (largeArc, sweep) = (Bool.random(using: &random), Bool.random(using: &random))
            let transform = AffineTransform.random(using: &random)
            let arc = try #require(EllipticalArc(from: start, to: end, radiusX: rx, radiusY: ry, xAxisRotation: rotation,
                                                 largeArc: largeArc, sweep: sweep))
            let ellipse = EllipticalArc.ellipse(radiusX: rx, radiusY: ry, xAxisRotation: rotation, mappedBy: transform)
            #expect(ellipse.reflects == (transform.a * transform.d - transform.b * transform.c < 0))
            let mapped = try #require(EllipticalArc(from: transform.apply(to: start), to: transform.apply(to: end),
                                                    radiusX: ellipse.radiusX, radiusY: ellipse.radiusY, xAxisRotation: ellipse.xAxisRotation,
                                                    largeArc: largeArc, sweep: sweep != ellipse.reflects))
            #expect(abs(abs(mapped.sweepAngle) - abs(arc.sweepAngle)) < 1e-7, "sweep \(arc.sweepAngle) → \(mapped.sweepAngle)")
            for step in 0...8 {
                let fraction = Double(step) / 8
                let expected = transform.apply(to: arc.point(at: arc.startAngle + arc.sweepAngle * fraction))
                let actual = mapped.point(at: mapped.startAngle + mapped.sweepAngle * fraction)
                #expect(actual.distance(to: expected) < 1e-7, "at \(fraction): \(actual) ≠ \(expected)")
            }
            // Λ is the renderer's: radii scaled up by √Λ when above 1, and the same for the mapped arc.
            let shortfall = EllipticalArc.radiusShortfall(from: start, to: end, radiusX: rx, radiusY: ry, xAxisRotation: rotation)
            #expect(abs(arc.radiusX - rx * max(1, shortfall).squareRoot()) < 1e-9 * arc.radiusX)
            let mappedShortfall = EllipticalArc.radiusShortfall(from: transform.apply(to: start), to: transform.apply(to: end),
                                                                radiusX: ellipse.radiusX, radiusY: ellipse.radiusY,
                                                                xAxisRotation: ellipse.xAxisRotation)
            #expect(abs(mappedShortfall - shortfall) < 1e-9 * max(1, shortfall))
            if ellipse.reflects { reflected += 1 }
            if shortfall > 1 { scaledUp += 1 }
        }
        // Both reflections and radii too short to span the chord were among the cases.
        #expect(reflected > 500 && scaledUp > 100, "\(reflected) reflected, \(scaledUp) scaled up")
    }

    /// Reference values: a circle keeps its radius under a rotation; `scale(2 1)` stretches a circle into an
    /// ellipse 2 × 1 along the x axis; `rotate(90)` turns an ellipse's axis by 90°; a zero radius stays zero.
    @Test func referenceEllipses() {
        let rotation = AffineTransform(a: 0.6, b: 0.8, c: -0.8, d: 0.6, e: 5, f: 5)
        let circle = EllipticalArc.ellipse(radiusX: 3, radiusY: 3, xAxisRotation: 0, mappedBy: rotation)
        #expect(abs(circle.radiusX - 3) < 1e-12 && abs(circle.radiusY - 3) < 1e-12 && !circle.reflects)
        let stretched = EllipticalArc.ellipse(radiusX: 1, radiusY: 1, xAxisRotation: 0, mappedBy: AffineTransform(a: 2, b: 0, c: 0, d: 1, e: 0, f: 0))
        #expect(abs(stretched.radiusX - 2) < 1e-12 && abs(stretched.radiusY - 1) < 1e-12)
        #expect(abs(stretched.xAxisRotation.truncatingRemainder(dividingBy: 180)) < 1e-9)
        let turned = EllipticalArc.ellipse(radiusX: 4, radiusY: 1, xAxisRotation: 10, mappedBy: AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0))
        #expect(abs(turned.radiusX - 4) < 1e-12 && abs(turned.radiusY - 1) < 1e-12)
        let axis = (turned.xAxisRotation - 100).truncatingRemainder(dividingBy: 180)
        #expect(abs(axis) < 1e-9 || abs(abs(axis) - 180) < 1e-9, "\(turned.xAxisRotation)")
        let mirrored = EllipticalArc.ellipse(radiusX: 2, radiusY: 0, xAxisRotation: 0, mappedBy: AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 0, f: 0))
        #expect(mirrored.radiusY == 0 && mirrored.reflects)
    }
}
