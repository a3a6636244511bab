import Foundation
import Testing
@testable import EmblemGeometry
import EmblemTestSupport

/// The SVG arc conversion, checked against the ellipse it must trace.
struct ArcTests {
    /// How far `p` is from the arc's ellipse, relative to its size: `sqrt((x/rx)² + (y/ry)²) − 1` after
    /// undoing the centre and the rotation.
    static func radialError(_ p: Point, on arc: EllipticalArc) -> Double {
        let phi = arc.xAxisRotation * .pi / 180
        let d = p - arc.center
        let x = cos(phi) * d.x + sin(phi) * d.y
        let y = -sin(phi) * d.x + cos(phi) * d.y
        return abs(((x / arc.radiusX) * (x / arc.radiusX) + (y / arc.radiusY) * (y / arc.radiusY)).squareRoot() - 1)
    }

    static func bezier(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    /// The largest radial error over `samples` points of every cubic, and the largest error at t = ½.
    static func errors(of arc: EllipticalArc, maximumSegmentAngle: Double = .pi / 2, samples: Int = 64)
        -> (max: Double, midpoint: Double, segments: [PathElement]) {
        let segments = arc.cubics(maximumSegmentAngle: maximumSegmentAngle)
        var from = arc.start
        var worst = 0.0, worstMid = 0.0
        for segment in segments {
            guard case .cubic(let c1, let c2, let to) = segment else { Issue.record("not a cubic"); continue }
            for k in 0...samples {
                worst = max(worst, radialError(bezier(from, c1, c2, to, Double(k) / Double(samples)), on: arc))
            }
            worstMid = max(worstMid, radialError(bezier(from, c1, c2, to, 0.5), on: arc))
            from = to
        }
        return (worst, worstMid, segments)
    }

    @Test func quarterCircleHasTheClassicKappa() throws {
        let arc = try #require(EllipticalArc(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), radiusX: 1, radiusY: 1,
                                             xAxisRotation: 0, largeArc: false, sweep: false))
        #expect(arc.center.distance(to: Point(x: 1, y: 0)) < 1e-15)
        #expect(abs(arc.sweepAngle + .pi / 2) < 1e-15)
        let kappa = 0.5522847498307936
        let segments = arc.cubics()
        #expect(segments.count == 1)
        guard case .cubic(let c1, let c2, let end) = segments[0] else { Issue.record("not a cubic"); return }
        #expect(c1.distance(to: Point(x: 0, y: kappa)) < 1e-12)
        #expect(c2.distance(to: Point(x: 1 - kappa, y: 1)) < 1e-12)
        #expect(end == Point(x: 1, y: 1))
    }

    /// From (0,0) to (10,0) with radius 10 there are two centres and four arcs; each flag pair picks one.
    @Test(arguments: [
        (false, true, 5 * 3.0.squareRoot(), Double.pi / 3),
        (true, false, 5 * 3.0.squareRoot(), -5 * Double.pi / 3),
        (false, false, -5 * 3.0.squareRoot(), -Double.pi / 3),
        (true, true, -5 * 3.0.squareRoot(), 5 * Double.pi / 3),
    ])
    func flagsChooseCentreAndDirection(largeArc: Bool, sweep: Bool, centerY: Double, sweepAngle: Double) throws {
        let arc = try #require(EllipticalArc(from: .zero, to: Point(x: 10, y: 0), radiusX: 10, radiusY: 10,
                                             xAxisRotation: 0, largeArc: largeArc, sweep: sweep))
        #expect(arc.center.distance(to: Point(x: 5, y: centerY)) < 1e-12)
        #expect(abs(arc.sweepAngle - sweepAngle) < 1e-12)
        #expect(arc.cubics().count == (largeArc ? 4 : 1))
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        let arc = try #require(EllipticalArc(from: .zero, to: Point(x: 10, y: 0), radiusX: 1, radiusY: 2,
                                             xAxisRotation: 0, largeArc: false, sweep: true))
        // Scaled uniformly so the ellipse just spans the endpoints: rx = 5, ry = 10, centre halfway.
        #expect(abs(arc.radiusX - 5) < 1e-12)
        #expect(abs(arc.radiusY - 10) < 1e-12)
        #expect(arc.center.distance(to: Point(x: 5, y: 0)) < 1e-12)
        #expect(abs(arc.sweepAngle - .pi) < 1e-12)
        // Sweep 1 is clockwise on screen: from the left end through the top (y = -10).
        #expect(arc.point(at: arc.startAngle + arc.sweepAngle / 2).distance(to: Point(x: 5, y: -10)) < 1e-9)
        #expect(Self.errors(of: arc).max < 2.8e-4)
    }

    @Test func degenerateArcsFollowSVG() {
        let start = Point(x: 1, y: 2), end = Point(x: 5, y: 6)
        #expect(EllipticalArc.pathElements(from: start, to: start, radiusX: 5, radiusY: 5, xAxisRotation: 0,
                                           largeArc: false, sweep: false).isEmpty)
        #expect(EllipticalArc.pathElements(from: start, to: end, radiusX: 0, radiusY: 5, xAxisRotation: 0,
                                           largeArc: false, sweep: false) == [.line(end)])
        #expect(EllipticalArc.pathElements(from: start, to: end, radiusX: 3, radiusY: 0, xAxisRotation: 0,
                                           largeArc: true, sweep: true) == [.line(end)])
        // Negative radii are their absolute values.
        #expect(EllipticalArc(from: start, to: end, radiusX: -5, radiusY: -4, xAxisRotation: 10, largeArc: true, sweep: false)
            == EllipticalArc(from: start, to: end, radiusX: 5, radiusY: 4, xAxisRotation: 10, largeArc: true, sweep: false))
    }

    /// Random arcs: endpoints exact, midpoints on the ellipse, every sample within the construction's bound,
    /// and the flags respected.
    @Test(arguments: [UInt64(1), 2, 3])
    func randomArcsLieOnTheirEllipse(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<400 {
            let start = Point(x: .random(in: -100...100, using: &random), y: .random(in: -100...100, using: &random))
            let end = Point(x: .random(in: -100...100, using: &random), y: .random(in: -100...100, using: &random))
            let rx = Double.random(in: 0.5...150, using: &random), ry = Double.random(in: 0.5...150, using: &random)
            let rotation = Double.random(in: -360...360, using: &random)
            let largeArc = Bool.random(using: &random), sweep = Bool.random(using: &random)
            let arc = try #require(EllipticalArc(from: start, to: end, radiusX: rx, radiusY: ry,
                                                 xAxisRotation: rotation, largeArc: largeArc, sweep: sweep))
            let (worst, mid, segments) = Self.errors(of: arc)
            let scale = max(arc.radiusX, arc.radiusY)
            #expect(worst < 2.8e-4, "radial error \(worst) for \(arc)")
            #expect(mid < 1e-9, "midpoint error \(mid) for \(arc)")
            guard case .cubic(_, _, let last) = segments.last else { Issue.record("no cubic"); continue }
            #expect(last == end)
            #expect(Self.radialError(start, on: arc) < 1e-9)
            #expect(arc.point(at: arc.startAngle).distance(to: start) < 1e-9 * scale)
            #expect(arc.point(at: arc.startAngle + arc.sweepAngle).distance(to: end) < 1e-9 * scale)
            #expect((arc.sweepAngle > 0) == sweep)
            // Unless the radii had to grow (which makes a half turn), the large-arc flag picks the side.
            let wasScaled = arc.radiusX > rx * (1 + 1e-12)
            if !wasScaled {
                #expect((abs(arc.sweepAngle) >= .pi - 1e-9) == largeArc)
            } else {
                #expect(abs(abs(arc.sweepAngle) - .pi) < 1e-6)
            }
            #expect(segments.count == max(1, Int((abs(arc.sweepAngle) / (.pi / 2 + 0.001)).rounded(.up))))
            // Finer segments bring the same construction within 1e-6 of the ellipse.
            #expect(Self.errors(of: arc, maximumSegmentAngle: .pi / 8).max < 1e-6)
        }
    }

    /// The cubics are the documented construction exactly: every joint is `point(at:)` of its angle and
    /// every control point sits `k = 4/3·tan(Δθ/4)` along `derivative(at:)`, bit for bit.
    @Test(arguments: [UInt64(4), 5])
    func cubicsAreTheConstructionOnPointAndDerivative(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let start = Point(x: .random(in: -100...100, using: &random), y: .random(in: -100...100, using: &random))
            let end = Point(x: .random(in: -100...100, using: &random), y: .random(in: -100...100, using: &random))
            let arc = try #require(EllipticalArc(
                from: start, to: end, radiusX: .random(in: 0.5...150, using: &random), radiusY: .random(in: 0.5...150, using: &random),
                xAxisRotation: .random(in: -360...360, using: &random), largeArc: .random(using: &random), sweep: .random(using: &random)))
            let limit = Double.random(in: 0.2...(Double.pi / 2), using: &random)
            let segments = arc.cubics(maximumSegmentAngle: limit)
            let step = arc.sweepAngle / Double(segments.count)
            let k = 4.0 / 3.0 * tan(step / 4)
            var from = start
            for (index, segment) in segments.enumerated() {
                guard case .cubic(let control1, let control2, let to) = segment else { Issue.record("not a cubic"); break }
                let angle = arc.startAngle + step * Double(index)
                let next = index == segments.count - 1 ? arc.startAngle + arc.sweepAngle : arc.startAngle + step * Double(index + 1)
                #expect(to == (index == segments.count - 1 ? end : arc.point(at: next)))
                #expect(control1 == from + arc.derivative(at: angle) * k)
                #expect(control2 == to - arc.derivative(at: next) * k)
                from = to
            }
            var appended: [PathElement] = [.move(start)]
            arc.appendCubics(to: &appended, maximumSegmentAngle: limit)
            #expect(appended == [.move(start)] + segments)
        }
    }

    /// The 90° construction is as good as its published bound and no better, so the bound above is tight.
    @Test func quarterTurnErrorMatchesTheKnownBound() throws {
        let arc = try #require(EllipticalArc(from: Point(x: 1, y: 0), to: Point(x: 0, y: 1), radiusX: 1, radiusY: 1,
                                             xAxisRotation: 0, largeArc: false, sweep: true))
        let worst = Self.errors(of: arc, samples: 1000).max
        #expect(worst > 2.6e-4 && worst < 2.8e-4)
    }

    @Test func boundsOfArcsMatchAnalyticExtremes() throws {
        // A half circle below the x axis (y down) from (10,0) to (-10,0): its extreme y is exactly on a
        // segment boundary.
        let half = try #require(EllipticalArc(from: Point(x: 10, y: 0), to: Point(x: -10, y: 0), radiusX: 10, radiusY: 10,
                                              xAxisRotation: 0, largeArc: false, sweep: true))
        let halfBounds = try #require(Path([.move(half.start)] + half.cubics()).bounds)
        #expect(abs(halfBounds.minX + 10) < 1e-12 && abs(halfBounds.maxX - 10) < 1e-12)
        #expect(abs(halfBounds.minY) < 1e-12 && abs(halfBounds.maxY - 10) < 1e-12)

        // A full rotated ellipse drawn as two arcs; its box half-widths are sqrt(rx²cos²φ + ry²sin²φ) and
        // sqrt(rx²sin²φ + ry²cos²φ).
        let (rx, ry, degrees) = (30.0, 10.0, 30.0)
        let phi = degrees * .pi / 180
        let p = Point(x: rx * cos(phi), y: rx * sin(phi))
        let a = try #require(EllipticalArc(from: p, to: -p, radiusX: rx, radiusY: ry, xAxisRotation: degrees,
                                           largeArc: false, sweep: true))
        let b = try #require(EllipticalArc(from: -p, to: p, radiusX: rx, radiusY: ry, xAxisRotation: degrees,
                                           largeArc: false, sweep: true))
        let box = try #require(Path([.move(p)] + a.cubics() + b.cubics()).bounds)
        let halfWidth = (rx * rx * cos(phi) * cos(phi) + ry * ry * sin(phi) * sin(phi)).squareRoot()
        let halfHeight = (rx * rx * sin(phi) * sin(phi) + ry * ry * cos(phi) * cos(phi)).squareRoot()
        let tolerance = 2.8e-4 * rx
        #expect(abs(box.maxX - halfWidth) < tolerance && abs(box.minX + halfWidth) < tolerance)
        #expect(abs(box.maxY - halfHeight) < tolerance && abs(box.minY + halfHeight) < tolerance)
        #expect(a.center.length < 1e-12)
    }
}
