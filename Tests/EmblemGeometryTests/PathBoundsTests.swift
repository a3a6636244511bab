import EmblemGeometry
import Testing
import EmblemTestSupport

/// Exact bounds: curve extrema from the derivative, never control points.
@Suite struct PathBoundsTests {
    @Test func cubicBoundsUseTheExtremaNotTheControlPoints() throws {
        // y(t) = 300 t (1 − t), maximum 75 at t = ½; the control points reach 100.
        let path = Path([.move(.zero), .cubic(Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0))])
        let box = try #require(path.bounds)
        #expect(box == Rect(x: 0, y: 0, width: 100, height: 75))
    }

    @Test func symmetricSCurveHasItsAnalyticExtremes() throws {
        // x(t) = 3·100·t(1−t)² − 3·100·t²(1−t) + 0 … extremes at t = ½ ± √3/6: ±100·√3/9·… computed below.
        let path = Path([.move(.zero), .cubic(Point(x: 100, y: 0), Point(x: -100, y: 0), Point(x: 0, y: 0))])
        let box = try #require(path.bounds)
        // x(t) = 300 t (1 − t)(1 − 2t); extremes at t = (3 ± √3)/6, value ±100·√3/6.
        let extreme = 100 * 3.0.squareRoot() / 6
        #expect(abs(box.maxX - extreme) < 1e-9)
        #expect(abs(box.minX + extreme) < 1e-9)
    }

    @Test(arguments: 1...4)
    func randomCubicBoundsAreTightAndContainEverySample(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let points = (0..<4).map { _ in Point(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random)) }
            let path = Path([.move(points[0]), .cubic(points[1], points[2], points[3])])
            let box = try #require(path.bounds)
            var sampled = Rect(x: points[0].x, y: points[0].y, width: 0, height: 0)
            for step in 0...2000 {
                let t = Double(step) / 2000, u = 1 - t
                let w0: Double = u * u * u, w1: Double = 3 * u * u * t, w2: Double = 3 * u * t * t, w3: Double = t * t * t
                let x: Double = points[0].x * w0 + points[1].x * w1 + points[2].x * w2 + points[3].x * w3
                let y: Double = points[0].y * w0 + points[1].y * w1 + points[2].y * w2 + points[3].y * w3
                let p = Point(x: x, y: y)
                #expect(box.contains(Rect(x: p.x, y: p.y, width: 0, height: 0), tolerance: 1e-9))
                sampled = sampled.including(p)
            }
            // Tight: every edge of the box is reached by the curve (within the sampling step).
            #expect(abs(box.minX - sampled.minX) < 1e-3 && abs(box.maxX - sampled.maxX) < 1e-3)
            #expect(abs(box.minY - sampled.minY) < 1e-3 && abs(box.maxY - sampled.maxY) < 1e-3)
        }
    }

    @Test func transformedBoundsAreComputedOnTheTransformedCurve() throws {
        // A diagonal stroke turned upright: its exact box is a vertical segment; the transformed box is not.
        let diagonal = Path([.move(Point(x: 0, y: 0)), .cubic(Point(x: 0.3, y: 0.3), Point(x: 0.6, y: 0.6), Point(x: 1, y: 1))])
        let exact = try #require(diagonal.bounds(applying: .rotation(degrees: 45)))
        let naive = try #require(diagonal.bounds).applying(.rotation(degrees: 45))
        #expect(exact.width < 1e-9)
        #expect(abs(exact.height - 2.0.squareRoot()) < 1e-9)
        #expect(abs(naive.width - 2.0.squareRoot()) < 1e-9)
    }
}

/// Transform algebra: composition order, inverses, anchors.
@Suite struct AffineTransformTests {
    @Test func concatenationAppliesTheRightOperandFirst() {
        let p = Point(x: 2, y: 3)
        let scaleThenMove = AffineTransform.translation(x: 10, y: 0).concatenating(.scale(2))
        #expect(scaleThenMove.apply(to: p) == Point(x: 14, y: 6))
        let moveThenScale = AffineTransform.scale(2).concatenating(.translation(x: 10, y: 0))
        #expect(moveThenScale.apply(to: p) == Point(x: 24, y: 6))
    }

    @Test(arguments: 1...3)
    func inverseUndoesEveryInvertibleTransform(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let t = AffineTransform(a: Double.random(in: -3...3, using: &random), b: Double.random(in: -3...3, using: &random), c: Double.random(in: -3...3, using: &random),
                                    d: Double.random(in: -3...3, using: &random), e: Double.random(in: -50...50, using: &random), f: Double.random(in: -50...50, using: &random))
            guard abs(t.determinant) > 1e-3, let inverse = t.inverted else { continue }
            #expect(t.concatenating(inverse).isClose(to: .identity, tolerance: 1e-9))
            #expect(inverse.concatenating(t).isClose(to: .identity, tolerance: 1e-9))
        }
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
    }

    @Test func anchoredScaleAndRotationKeepTheirAnchor() {
        let anchor = Point(x: 7, y: -3)
        #expect(AffineTransform.scale(x: 1.5, y: 0.5, around: anchor).apply(to: anchor) == anchor)
        let rotated = AffineTransform.rotation(degrees: 90, around: anchor).apply(to: Point(x: 8, y: -3))
        #expect(rotated.distance(to: Point(x: 7, y: -2)) < 1e-12)  // y down: 90° turns +x into +y
    }

    /// A path is finite when every point it stores is, control points included: one infinite or NaN
    /// coordinate anywhere, in any kind of element, makes it not.
    @Test func aPathIsFiniteWhenEveryStoredPointIs() {
        let a = Point(x: 1, y: 2), b = Point(x: -3, y: 4), c = Point(x: 5, y: -6)
        let elements: [PathElement] = [.move(a), .line(b), .cubic(a, b, c), .close]
        #expect(Path(elements).isFinite && Path().isFinite)
        for bad in [Point(x: .infinity, y: 0), Point(x: 0, y: -.infinity), Point(x: .nan, y: 0)] {
            for position in 0..<3 {
                var changed = elements
                switch position {
                case 0: changed[0] = .move(bad)
                case 1: changed[1] = .line(bad)
                default: changed[2] = .cubic(a, bad, c)
                }
                #expect(!Path(changed).isFinite, "\(changed)")
            }
        }
        #expect(!Path(elements).applying(AffineTransform(a: 1e308, b: 0, c: 0, d: 1e308, e: 0, f: 0)).isFinite)
    }
}
