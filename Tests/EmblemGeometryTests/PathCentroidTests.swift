import EmblemGeometry
import EmblemTestSupport
import Foundation
import Testing

/// Area and length centroids, against closed forms and an independent computation (the shoelace formula on
/// polygons, and on curves flattened finely).
@Suite struct PathCentroidTests {
    static func polygon(_ points: [Point], closed: Bool = true) -> Path {
        Path([.move(points[0])] + points.dropFirst().map { .line($0) } + (closed ? [.close] : []))
    }

    /// The shoelace formula: signed area and centroid of a simple polygon.
    static func shoelace(_ points: [Point]) -> (area: Double, centroid: Point) {
        var area = 0.0, x = 0.0, y = 0.0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let cross = a.x * b.y - b.x * a.y
            area += cross / 2
            x += (a.x + b.x) * cross
            y += (a.y + b.y) * cross
        }
        return (area, Point(x: x / (6 * area), y: y / (6 * area)))
    }

    static func near(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aTriangleHasItsVerticesMeanAndHalfTheCross() throws {
        let corners = [Point(x: 0, y: 0), Point(x: 6, y: 0), Point(x: 0, y: 3)]
        let (area, centroid) = try #require(Self.polygon(corners).areaCentroid)
        #expect(area == 9)
        #expect(Self.near(centroid, Point(x: 2, y: 1), 1e-12))
        // Wound the other way: negative area, same centroid; left unclosed, filling closes it.
        let (reversed, same) = try #require(Self.polygon(corners.reversed(), closed: false).areaCentroid)
        #expect(reversed == -9)
        #expect(Self.near(same, centroid, 1e-12))
    }

    /// An L of two rectangles, 4×1 and 1×3 above its left end: centroid by decomposition.
    @Test func anLShapeHasTheWeightedCentroidOfItsParts() throws {
        let l = Self.polygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 1), Point(x: 1, y: 1),
                              Point(x: 1, y: 4), Point(x: 0, y: 4)])
        let (area, centroid) = try #require(l.areaCentroid)
        #expect(abs(area - 7) < 1e-12)
        // (4·(2, 0.5) + 3·(0.5, 2.5)) / 7
        #expect(Self.near(centroid, Point(x: 9.5 / 7, y: 9.5 / 7), 1e-12))
    }

    /// A hole wound the other way subtracts: a 10×10 square less a 2×2 square at its corner.
    @Test func aHoleWoundTheOtherWaySubtracts() throws {
        let outer = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let hole = [Point(x: 6, y: 6), Point(x: 6, y: 8), Point(x: 8, y: 8), Point(x: 8, y: 6)]
        var path = Self.polygon(outer)
        path.append(Self.polygon(hole))
        let (area, centroid) = try #require(path.areaCentroid)
        #expect(abs(area - 96) < 1e-12)
        // (100·(5, 5) − 4·(7, 7)) / 96
        #expect(Self.near(centroid, Point(x: 472 / 96.0, y: 472 / 96.0), 1e-12))
    }

    /// A circle drawn with arcs (converted to four quarter cubics) has its centre as centroid, and the area
    /// of those cubics: πr² · 1.000280 (the quarter cubic bulges out; the excess, 2.799e-4, is the shoelace
    /// area of the same cubics flattened into 8,000 chords, computed apart in Python).
    @Test(arguments: [(Point(x: 0, y: 0), 1.0), (Point(x: 37.5, y: -12), 20), (Point(x: 0, y: 0), 0.01), (Point(x: -1000, y: 250), 1)] as [(Point, Double)])
    func aCircleOfArcsHasItsCentre(_ centre: Point, _ radius: Double) throws {
        let start = Point(x: centre.x + radius, y: centre.y), opposite = Point(x: centre.x - radius, y: centre.y)
        var path = Path([.move(start)])
        path.elements += EllipticalArc.pathElements(from: start, to: opposite, radiusX: radius, radiusY: radius,
                                                    xAxisRotation: 0, largeArc: false, sweep: true)
        path.elements += EllipticalArc.pathElements(from: opposite, to: start, radiusX: radius, radiusY: radius,
                                                    xAxisRotation: 0, largeArc: false, sweep: true)
        path.close()
        let (area, centroid) = try #require(path.areaCentroid)
        #expect(abs(abs(area) / (Double.pi * radius * radius) - 1 - 2.799e-4) < 1e-6)
        #expect(Self.near(centroid, centre, 1e-9 * max(1, abs(centre.x), abs(centre.y))))
    }

    /// Random polygons: the shoelace formula; random closed cubic paths: the shoelace formula on the curves
    /// flattened into 4,000 chords each. And moving a path moves its centroid by as much.
    @Test(arguments: 1...4)
    func randomPathsAgreeWithTheShoelaceFormula(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func point() -> Point { Point(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random)) }
        for _ in 0..<100 {
            // A star-shaped polygon (angles in order), so it is simple.
            let count = Int.random(in: 3...12, using: &random)
            let angles = (0..<count).map { _ in Double.random(in: 0..<(2 * .pi), using: &random) }.sorted()
            let corners = angles.map { Point(x: cos($0) * Double.random(in: 5...50, using: &random),
                                             y: sin($0) * Double.random(in: 5...50, using: &random)) }
            let reference = Self.shoelace(corners)
            guard abs(reference.area) > 1 else { continue }
            let (area, centroid) = try #require(Self.polygon(corners).areaCentroid)
            #expect(abs(area - reference.area) < 1e-9 * max(1, abs(area)))
            #expect(Self.near(centroid, reference.centroid, 1e-9))

            let points = (0..<7).map { _ in point() }
            let curved = Path([.move(points[0]), .cubic(points[1], points[2], points[3]), .cubic(points[4], points[5], points[6]), .close])
            var flat: [Point] = [points[0]]
            for (p0, p1, p2, p3) in [(points[0], points[1], points[2], points[3]), (points[3], points[4], points[5], points[6])] {
                for step in 1...4000 {
                    let t = Double(step) / 4000, u = 1 - t
                    flat.append(Point(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                                      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y))
                }
            }
            let flattened = Self.shoelace(flat)
            guard abs(flattened.area) > 50 else { continue }
            let (curvedArea, curvedCentroid) = try #require(curved.areaCentroid)
            #expect(abs(curvedArea - flattened.area) < 1e-3 * max(1, abs(curvedArea)))
            #expect(Self.near(curvedCentroid, flattened.centroid, 1e-2))
            let offset = Point(x: 123.25, y: -7.5)
            let (_, moved) = try #require(curved.applying(.translation(x: offset.x, y: offset.y)).areaCentroid)
            #expect(Self.near(moved, Point(x: curvedCentroid.x + offset.x, y: curvedCentroid.y + offset.y), 1e-7))
        }
    }

    @Test func zeroAreaHasNoAreaCentroidButALengthOne() throws {
        let line = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0))])
        #expect(line.areaCentroid == nil)
        #expect(Path().areaCentroid == nil)
        #expect(Path().lengthCentroid == nil)
        let (length, centre) = try #require(line.lengthCentroid)
        #expect(length == 4)
        #expect(centre == Point(x: 2, y: 0))
        // An L of lengths 4 and 2: ((4·(2, 0) + 2·(4, 1)) / 6.
        let l = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)), .line(Point(x: 4, y: 2))])
        let (lLength, lCentre) = try #require(l.lengthCentroid)
        #expect(lLength == 6)
        #expect(Self.near(lCentre, Point(x: 16 / 6.0, y: 2 / 6.0), 1e-12))
        // A quarter circle of radius 1 as a cubic: length ≈ π/2, centroid (2/π, 2/π) for an arc from (1, 0).
        let k = 0.5522847498307936
        let quarter = Path([.move(Point(x: 1, y: 0)), .cubic(Point(x: 1, y: k), Point(x: k, y: 1), Point(x: 0, y: 1))])
        let (arcLength, arcCentre) = try #require(quarter.lengthCentroid)
        #expect(abs(arcLength - Double.pi / 2) < 1e-3)
        #expect(Self.near(arcCentre, Point(x: 2 / Double.pi, y: 2 / Double.pi), 1e-3))
    }
}
