import EmblemGeometry
@testable import EmblemSVG
import func Foundation.cos
import func Foundation.sin
import Testing
@testable import EmblemSymbols

/// Paths whose segments cross each other so often that cairo would take minutes are refused; long paths
/// that do not cross are drawn. The estimate never counts fewer pairs than actually cross.
@Suite struct PathCrossingsTests {
    /// A deterministic generator (SplitMix64), so every run tests the same paths.
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    static func randomPolygon(points: Int, seed: UInt64, side: Double = 24) -> Path {
        var generator = Generator(state: seed)
        var elements: [PathElement] = [.move(Point(x: generator.next() * side, y: generator.next() * side))]
        for _ in 1..<points { elements.append(.line(Point(x: generator.next() * side, y: generator.next() * side))) }
        elements.append(.close)
        return Path(elements)
    }

    /// The pairs of segments that cross, found by testing every pair (segments sharing an end excluded).
    static func crossings(in path: Path) -> Int {
        let segments = PathCrossings.lineSegments(of: path)
        func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) }
        var count = 0
        for i in 0..<segments.count {
            for j in (i + 1)..<segments.count {
                let (p, q) = (segments[i], segments[j])
                let sharesAnEnd = [q.from, q.to].contains(p.from) || [q.from, q.to].contains(p.to)
                if sharesAnEnd { continue }
                let qStraddlesP: Bool = side(p.from, p.to, q.from) * side(p.from, p.to, q.to) < 0
                let pStraddlesQ: Bool = side(q.from, q.to, p.from) * side(q.from, q.to, p.to) < 0
                if qStraddlesP && pStraddlesQ { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: 0..<40)
    func theEstimateIsNeverBelowTheCrossings(seed: Int) {
        let path = Self.randomPolygon(points: 50 + seed * 10, seed: UInt64(seed))
        let exact = Self.crossings(in: path)
        #expect(exact > 0)
        #expect(PathCrossings.candidatePairs(in: path, stoppingPast: .infinity) >= Double(exact))
    }

    /// The grid follows the path's own box, so moving and scaling the path changes nothing.
    @Test(arguments: [AffineTransform(a: 4, b: 0, c: 0, d: 0.5, e: 1024, f: -64), AffineTransform(a: 0.25, b: 0, c: 0, d: 2, e: -3, f: 7)])
    func theEstimateDoesNotDependOnTheSpace(transform: AffineTransform) {
        let path = Self.randomPolygon(points: 3_000, seed: 7)
        let moved = path.applying(transform)
        #expect(PathCrossings.candidatePairs(in: moved, stoppingPast: .infinity) == PathCrossings.candidatePairs(in: path, stoppingPast: .infinity))
    }

    /// A spiral that never crosses itself counts about one pair a segment (neighbours share a cell).
    @Test func aLongPathThatDoesNotCrossCountsAboutItsSegments() {
        let segments = 200_000
        var elements: [PathElement] = [.move(Point(x: 13, y: 12))]
        for index in 1...segments {
            let angle = Double(index) * 0.01, radius = 1 + 11 * Double(index) / Double(segments)
            elements.append(.line(Point(x: 12 + radius * cos(angle), y: 12 + radius * sin(angle))))
        }
        let pairs = PathCrossings.candidatePairs(in: Path(elements), stoppingPast: .infinity)
        #expect(pairs >= Double(segments - 1) && pairs < 4 * Double(segments), "\(pairs)")
    }

    /// A zigzag 1e-320 wide (or tall) has a box too thin for a finite scale (the grid's side over its
    /// width overflows): it is one column (row) of cells. Its cells were infinite, and converting them to
    /// `Int` trapped.
    @Test(arguments: [false, true])
    func aPathTooThinForAFiniteScaleIsOneColumn(isTransposed: Bool) {
        var elements: [PathElement] = [.move(Point(x: 0, y: 0))]
        for index in 1...40 {
            let (across, along) = (index.isMultiple(of: 2) ? 0 : 0x1p-1063, Double(index % 4))  // ≈ 1.1e-320, subnormal
            elements.append(.line(isTransposed ? Point(x: along, y: across) : Point(x: across, y: along)))
        }
        let path = Path(elements)
        #expect(PathCrossings.candidatePairs(in: path, stoppingPast: .infinity) >= Double(Self.crossings(in: path)))
    }

    /// The same zigzag in a file, long enough to be measured, is drawn.
    @Test func aFileWithAPathTooThinForAFiniteScaleIsDrawn() throws {
        let data = "M0 0" + (1...1_000).map { " L\($0.isMultiple(of: 2) ? "0" : "1e-320") \($0 % 4)" }.joined()
        let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"\(data)\"/></svg>".utf8))
        #expect(MultiplyingElements(in: document.root).contains(.longPath))
        _ = try SymbolImporter().importedFile(from: document)
    }

    static func document(polygonOf points: Int, seed: UInt64) throws -> SVGDocument {
        var generator = Generator(state: seed)
        let coordinates = (0..<points).map { _ in "\(Int(generator.next() * 2_400)) \(Int(generator.next() * 2_400))" }
        let body = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 2400 2400\">\n<polygon points=\"\(coordinates.joined(separator: " "))\"/></svg>"
        return try SVGDocument(bytes: Array(body.utf8), file: "x.svg")
    }

    /// 20,000 random points (7 s of cairo's time at 64 px) are refused where the polygon is; 3,000 are drawn.
    @Test func aPolygonThroughManyRandomPointsIsRefused() throws {
        _ = try SymbolImporter().importedFile(from: try Self.document(polygonOf: 3_000, seed: 1))
        let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: try Self.document(polygonOf: 20_000, seed: 1)) }
        #expect(error.code == .limitExceeded && error.message.contains("pairs of segments that could cross") && error.location?.line == 2,
                "\(error.message)")
    }

    /// The pairs of separate paths add up: as many copies of one polygon as the limit holds are drawn,
    /// one more is refused at the copy that passes it (a thousand paths of a thousand random points took
    /// 47 s, each below what one path may have).
    @Test func thePairsOfSeparatePathsAddUp() throws {
        let path = Self.randomPolygon(points: 1_000, seed: 3)
        let pairs = PathCrossings.candidatePairs(in: path, stoppingPast: .infinity)
        let copies = Int(PathCrossings.maximumCandidatePairs / pairs)
        #expect(copies > 1 && copies < 200)
        func document(_ count: Int) throws -> SVGDocument {
            let data = path.elements.map { element -> String in
                switch element {
                case .move(let p): "M\(p.x) \(p.y)"
                case .line(let p): "L\(p.x) \(p.y)"
                default: "Z"
                }
            }.joined()
            let body = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n" + String(repeating: "<path d=\"\(data)\"/>\n", count: count) + "</svg>"
            return try SVGDocument(bytes: Array(body.utf8), file: "x.svg")
        }
        #expect(PathCrossings.excess(of: Resolver().resolve(try document(copies)).drawing) == nil)
        let excess = try #require(PathCrossings.excess(of: Resolver().resolve(try document(copies + 1)).drawing))
        #expect(excess.location?.line == copies + 2)
    }

    /// Only drawings whose path text together could hold the segments measured are looked at.
    @Test(arguments: [(3_999, false), (4_000, true)])
    func onlyLongPathTextIsMeasured(length: Int, isMeasured: Bool) throws {
        // Half in a path, half in a polyline's points.
        let half = "M0 0" + String(repeating: "v1", count: (length / 2 - 4) / 2)
        let rest = String(repeating: "1 ", count: (length - half.utf8.count) / 2) + (length % 2 == 1 ? "1" : "")
        #expect(half.utf8.count + rest.utf8.count == length)
        let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"\(half)\"/><polyline points=\"\(rest)\"/></svg>".utf8))
        #expect(MultiplyingElements(in: document.root).contains(.longPath) == isMeasured)
    }
}
