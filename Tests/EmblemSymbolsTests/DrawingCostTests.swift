import EmblemGeometry
import EmblemSVG
import Testing
@testable import EmblemSymbols

/// Drawings that would cost librsvg far more than their files hold (filters drawn per copy, markers per
/// vertex) are refused before drawing, where the limit is passed; those at the limit are read.
@Suite struct DrawingCostTests {
    /// `count` copies of a blurred square, made by `use`s of `use`s.
    static func filteredCopies(_ count: Int) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><filter id=\"f\"><feGaussianBlur stdDeviation=\"1\"/></filter>"
            + "<defs><rect id=\"r\" width=\"4\" height=\"4\" filter=\"url(#f)\"/><g id=\"ten\">"
            + String(repeating: "<use href=\"#r\"/>", count: 16) + "</g></defs>\n"
            + String(repeating: "<use href=\"#ten\"/>", count: count / 16) + String(repeating: "<use href=\"#r\"/>", count: count % 16) + "</svg>"
    }

    @Test(arguments: [(DrawingCost.maximumFilteredElements, true), (DrawingCost.maximumFilteredElements + 1, false)])
    func filteredElementsPastTheLimitAreRefused(count: Int, isRead: Bool) throws {
        let document = try SVGDocument(bytes: Array(Self.filteredCopies(count).utf8), file: "f.svg")
        if isRead {
            let (file, _) = try SymbolImporter().importedFile(from: document)
            guard case .plain(let drawing) = file else { Issue.record("read as a template"); return }
            #expect(drawing.shapes.filter { $0.shape.style.filter != nil }.count == count)
        } else {
            let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
            // At the filtered element the copies copy, in the definitions on the first line.
            #expect(error.code == .limitExceeded && error.message.contains("filtered") && error.location?.line == 1)
        }
    }

    /// A marker of `segments` path segments at each inner vertex of a path of `vertices` vertices.
    static func markedPath(segments: Int, vertices: Int, step: String = "L1 1") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><marker id=\"m\"><path d=\"M0 0"
            + String(repeating: "l1e-1 0", count: segments - 1) + "\"/></marker>\n<path marker-mid=\"url(#m)\" d=\"M0 0"
            + String(repeating: step, count: vertices - 1) + "\"/></svg>"
    }

    /// Each marker is counted by its path's commands (an exponent's `e` is no command), once per vertex. An
    /// arc is one vertex, though drawn as cubics (here two each): a marked path is written with its arcs.
    @Test(arguments: [(1002, true, "L1 1"), (1003, false, "L1 1"), (1002, true, "a1 1 0 0 1 2 0"), (1003, false, "a1 1 0 0 1 2 0")])
    func markerSegmentsPastTheLimitAreRefused(vertices: Int, isRead: Bool, step: String) throws {
        // 1,000 segments at 1,000 inner vertices is the limit exactly.
        let document = try SVGDocument(bytes: Array(Self.markedPath(segments: 1000, vertices: vertices, step: step).utf8), file: "m.svg")
        if isRead {
            _ = try SymbolImporter().importedFile(from: document)
        } else {
            let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
            #expect(error.code == .limitExceeded && error.message.contains("1001000 path segments") && error.location?.line == 2)
        }
    }

    /// Filter primitives applied count: one filter of 2,000 `feMorphology` on one square took 6 s to draw at
    /// 64 px. The limit counts each filtered element through each primitive of its filter (here offsets,
    /// which weigh 1).
    @Test(arguments: [(1, DrawingCost.maximumFilterPrimitives, true), (1, DrawingCost.maximumFilterPrimitives + 1, false),
                      (4, 250, true), (5, 250, false)])
    func filterPrimitivesPastTheLimitAreRefused(elements: Int, primitives: Int, isRead: Bool) throws {
        let filter = "<filter id=\"f\">" + String(repeating: "<feOffset dx=\"1\"/>", count: primitives) + "</filter>"
        let shapes = String(repeating: "<rect width=\"9\" height=\"9\" filter=\"url(#f)\"/>", count: elements)
        let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\(filter)\n\(shapes)</svg>".utf8), file: "p.svg")
        if isRead {
            _ = try SymbolImporter().importedFile(from: document)
        } else {
            let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
            #expect(error.code == .limitExceeded && error.message.contains("\(elements * primitives) primitives") && error.location?.line == 2,
                    "\(error.message)")
        }
    }

    /// Text in a marker counts, ``DrawingCost/segmentsPerTextCharacter`` a character: a 4 KB file with a
    /// 4,000-character marker at 20 vertices took 12 s to draw, and text escaped the count.
    @Test(arguments: [(2, true), (40, false)])
    func textInMarkersCounts(characters: Int, isRead: Bool) throws {
        let text = String(repeating: "y", count: characters)
        let vertices = String(repeating: " L1 1", count: 100)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><marker id=\"m\"><text>\(text)</text></marker>\n"
            + "<path d=\"M0 0\(vertices)\" marker-mid=\"url(#m)\" stroke=\"red\"/></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8), file: "t.svg")
        // 99 inner vertices × characters × 500: 99,000 read, 1,980,000 refused.
        if isRead {
            _ = try SymbolImporter().importedFile(from: document)
        } else {
            let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
            #expect(error.code == .limitExceeded && error.message.contains("\(99 * characters * DrawingCost.segmentsPerTextCharacter) path segments"),
                    "\(error.message)")
        }
    }
}

/// Filters inside masks, clip paths, patterns and markers count for each element that refers to them,
/// and each primitive weighs what it costs.
@Suite struct ReferencedFilterCostTests {
    static let filter = "<filter id=\"f\">" + String(repeating: "<feGaussianBlur stdDeviation=\"1\"/>", count: 10) + "</filter>"

    static func expect(_ source: String, isRead: Bool, message: String, line: Int = 2) throws {
        let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(source)</svg>".utf8), file: "f.svg")
        if isRead {
            _ = try SymbolImporter().importedFile(from: document)
        } else {
            // The closure returns nothing: a drawing read where a refusal was expected would be printed whole.
            let error = try #require(throws: SymbolError.self) { _ = try SymbolImporter().importedFile(from: document) }
            #expect(error.code == .limitExceeded && error.message.contains(message) && error.location?.line == line, "\(error.message)")
        }
    }

    /// A mask whose content is filtered through 10 primitives, used by 100 squares, is the limit of 1,000.
    @Test(arguments: [(100, true), (101, false)])
    func filtersInMasksCountPerReference(references: Int, isRead: Bool) throws {
        let mask = "<mask id=\"m\"><rect width=\"24\" height=\"24\" fill=\"#fff\" filter=\"url(#f)\"/></mask>\n"
        try Self.expect(Self.filter + mask + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>", count: references),
                        isRead: isRead, message: "\(references * 10) primitives")
    }

    /// A marker's filtered content counts at each vertex: 50 × 19 inner vertices × 1 = 950 for an
    /// `feMorphology` of no radius; of radius 0.05, each weighs 5.5 (50 `feMorphology` of radius 100 at 19
    /// vertices took 14 s).
    @Test(arguments: [("0", true), ("0.05", false)])
    func filtersInMarkersCountPerVertex(radius: String, isRead: Bool) throws {
        let filter = "<filter id=\"g\">" + String(repeating: "<feMorphology radius=\"\(radius)\"/>", count: 50) + "</filter>"
        let marker = "<marker id=\"k\"><rect width=\"24\" height=\"24\" filter=\"url(#g)\"/></marker>\n"
        let path = "<path d=\"M0 0" + String(repeating: " 1 1", count: 20) + "\" marker-mid=\"url(#k)\"/>"
        try Self.expect(filter + marker + path, isRead: isRead, message: isRead ? "" : "primitives")
    }

    /// Primitives weigh what they cost per pixel, in blurs (`DrawingCost.primitiveWeight`): an
    /// `feMorphology` of radius 1 in a 24-unit box (85 px at 1,024 px) 78, of radius 0.1 21.8, an
    /// `feTurbulence` of 10 octaves 16, an `feConvolveMatrix` of order 20 50, an `feDisplacementMap` 17.
    /// Twelve squares through a wide `feMorphology` are 936 and read; the thirteenth passes 1,000 (200 of
    /// them, within the first weights, took ten minutes at 1,024 px).
    @Test(arguments: [("<feMorphology radius=\"1\"/>", 12, true), ("<feMorphology radius=\"1\"/>", 13, false),
                      ("<feMorphology radius=\"100\"/>", 13, false),
                      ("<feMorphology radius=\"0.1\"/>", 45, true), ("<feMorphology radius=\"0.1\"/>", 46, false),
                      ("<feMorphology radius=\"0.1 0\"/>", 183, true), ("<feMorphology radius=\"0.1 0\"/>", 184, false),
                      ("<feTurbulence numOctaves=\"10\"/>", 62, true), ("<feTurbulence numOctaves=\"10\"/>", 63, false),
                      ("<feDisplacementMap in2=\"SourceGraphic\" scale=\"5\"/>", 58, true),
                      ("<feDisplacementMap in2=\"SourceGraphic\" scale=\"5\"/>", 59, false),
                      ("<feConvolveMatrix order=\"20\" kernelMatrix=\"" + String(repeating: "1 ", count: 400) + "\"/>", 20, true),
                      ("<feConvolveMatrix order=\"20\" kernelMatrix=\"" + String(repeating: "1 ", count: 400) + "\"/>", 21, false),
                      ("<feGaussianBlur stdDeviation=\"20\"/>", 250, true)])
    func primitivesWeighWhatTheyCost(primitive: String, squares: Int, isRead: Bool) throws {
        let filter = "<filter id=\"f\">" + primitive + "</filter>\n"
        try Self.expect(filter + String(repeating: "<rect width=\"24\" height=\"24\" filter=\"url(#f)\"/>", count: squares),
                        isRead: isRead, message: "primitives")
    }

    /// The weights follow the measured costs' shape: `feMorphology` grows with its radius in pixels and
    /// stops where librsvg's window does, turbulence with its octaves up to the 24 drawn, a convolution with
    /// its kernel up to the 400 values librsvg reads.
    @Test func weightsGrowWithWhatTheyMeasure() throws {
        func weight(_ text: String) throws -> Double {
            let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\(text)</svg>".utf8))
            return DrawingCost.primitiveWeight(try #require(document.root.childElements.first), viewBox: Rect(x: 0, y: 0, width: 24, height: 24))
        }
        let radii = stride(from: 0.0, through: 2, by: 0.01)
        let morphology = try radii.map { try weight("<feMorphology radius=\"\($0)\"/>") }
        #expect(zip(morphology, morphology.dropFirst()).allSatisfy { $0 <= $1 } && morphology.first == 1 && morphology.last == 78)
        #expect(try weight("<feMorphology radius=\"0.1 0.3\"/>") == weight("<feMorphology radius=\"0.2\"/>"))
        #expect(try weight("<feMorphology radius=\"-5\"/>") == 1)
        let octaves = try (0...40).map { try weight("<feTurbulence numOctaves=\"\($0)\"/>") }
        #expect(zip(octaves, octaves.dropFirst()).allSatisfy { $0 <= $1 } && octaves[24] == octaves[40] && octaves[24] > octaves[23])
        #expect(try weight("<feConvolveMatrix order=\"3\"/>") == 2 && weight("<feConvolveMatrix order=\"10\"/>") == 12.5)
        #expect(try weight("<feConvolveMatrix order=\"30\"/>") == weight("<feConvolveMatrix order=\"20\"/>"))
        #expect(try weight("<feGaussianBlur stdDeviation=\"50\"/>") == 1)
    }

    /// An `feImage` of an element draws it each time its filter is applied, its own filters included:
    /// each of `m` squares filtered through an `feImage` of 15 squares filtered in turn is 16 filtered
    /// elements, so 16 squares are the 256 and 17 pass them (four levels of ten took 8 s).
    @Test(arguments: [(16, true), (17, false)])
    func filteredElementsDrawnByFeImageCount(squares: Int, isRead: Bool) throws {
        let inner = String(repeating: "<rect width=\"9\" height=\"9\" filter=\"url(#f1)\"/>", count: 15)
        let definitions = "<defs><g id=\"g0\"><rect width=\"9\" height=\"9\"/></g><filter id=\"f1\"><feImage href=\"#g0\"/></filter>"
            + "<g id=\"g1\">\(inner)</g><filter id=\"f2\"><feImage href=\"#g1\"/></filter></defs>\n"
        try Self.expect(definitions + String(repeating: "<rect width=\"9\" height=\"9\" filter=\"url(#f2)\"/>", count: squares),
                        isRead: isRead, message: "(\(squares * 16) so far")
    }
}
