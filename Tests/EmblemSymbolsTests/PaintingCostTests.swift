@testable import EmblemSVG
import Testing
@testable import EmblemSymbols

/// Drawings whose painting would cost cairo and librsvg far more than their files hold (gradients of
/// many stops painted many times, dashes along long strokes, text in definitions laid out per reference)
/// are refused before drawing, where the limit is passed; those at the limit are read.
@Suite struct PaintingCostTests {
    static func document(_ body: String, file: String = "p.svg") throws -> SVGDocument {
        try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>".utf8), file: file)
    }

    /// Reads `body`, or expects it refused with a message holding `message`, on line `line`.
    static func expect(_ body: String, isRead: Bool, message: String, line: Int = 2) throws {
        try ReferencedFilterCostTests.expect(body, isRead: isRead, message: message, line: line)
    }

    /// Each painted element counts its gradient's stops squared (5,000 stops: 25 million): 100 at the limit.
    @Test(arguments: [(100, true), (101, false)])
    func gradientStopsPastTheLimitAreRefused(rectangles: Int, isRead: Bool) throws {
        let gradient = "<linearGradient id=\"g\">" + String(repeating: "<stop/>", count: 5000) + "</linearGradient>"
        // Borrowed stops count as the gradient's own, as librsvg takes them.
        let borrowing = "<radialGradient id=\"h\" href=\"#g\"/>"
        let shapes = "<rect width=\"9\" height=\"9\" fill=\"url(#h)\"/>" + String(repeating: "<rect width=\"9\" height=\"9\" stroke=\"url(#g)\"/>", count: rectangles - 1)
        try Self.expect(gradient + borrowing + "\n" + shapes, isRead: isRead, message: "\(rectangles * 25_000_000) stop comparisons")
    }

    /// Dashes are the stroke's length over the dash period, times the dashes in a period: a dash array
    /// of one value is repeated, so "0.5" along 1,000,000 units makes 2,000,000. (Scaled down into the
    /// view box, whatever its scale, as `copiedDashesCount` says: a line 10⁶ units off a 24-unit view
    /// box reaches farther than cairo draws, `CoordinateReach`.)
    @Test(arguments: [(1_000_000, true), (1_000_001, false)])
    func dashesPastTheLimitAreRefused(length: Int, isRead: Bool) throws {
        try Self.expect("\n<path d=\"M0 -100h\(length)\" stroke=\"red\" stroke-dasharray=\"0.5\" transform=\"scale(0.00001)\"/>", isRead: isRead,
                        message: "\(2 * length) dashes")
    }

    /// Copies through `use` stroke again; a stroke's dashes count whatever its scale. Refused at the
    /// path the copies copy.
    @Test(arguments: [(2, true), (3, false)])
    func copiedDashesCount(copies: Int, isRead: Bool) throws {
        let line = "<defs><path id=\"l\" d=\"M0 0v1000000\" stroke=\"red\" stroke-dasharray=\"1 1\" transform=\"scale(0.001)\"/></defs>\n"
        try Self.expect(line + String(repeating: "<use href=\"#l\"/>", count: copies), isRead: isRead, message: "\(copies * 1_000_000) dashes", line: 1)
    }

    /// Text in a mask, clip path, pattern or marker is laid out for each element that refers to it: a
    /// 4,800-character text in a mask used 50 times took 17 s. A text of 1,000 characters costs 2,000,
    /// so 75 references are the budget of 150,000.
    @Test(arguments: [("mask", "mask=\"url(#d)\"", 75, true), ("mask", "mask=\"url(#d)\"", 76, false),
                      ("clipPath", "clip-path=\"url(#d)\"", 76, false),
                      ("pattern width=\"2\" height=\"2\" patternUnits=\"userSpaceOnUse\"", "fill=\"url(#d)\"", 76, false)])
    func textInDefinitionsCountsPerReference(definition: String, reference: String, references: Int, isRead: Bool) throws {
        let text = "<text y=\"10\">" + String(repeating: "y", count: 1000) + "</text>"
        let name = String(definition.prefix { $0 != " " })
        let body = "<\(definition) id=\"d\">\(text)</\(name)>\n" + String(repeating: "<rect width=\"24\" height=\"24\" \(reference)/>", count: references)
        try Self.expect(body, isRead: isRead, message: "\(references * 2000) characters")
    }

    /// Text a `use` inside a mask draws counts as the mask's, and text drawn in place adds to it.
    @Test func textThroughUseInAMaskAndDrawnTextAddUp() throws {
        let text = "<text id=\"t\" y=\"10\">" + String(repeating: "y", count: 1000) + "</text>"
        let body = "<defs>\(text)</defs><mask id=\"m\"><use href=\"#t\"/></mask><text>" + String(repeating: "y", count: 1000) + "</text>\n"
        try Self.expect(body + String(repeating: "<rect width=\"24\" height=\"24\" mask=\"url(#m)\"/>", count: 74), isRead: true, message: "")
        try Self.expect(body + String(repeating: "<rect width=\"24\" height=\"24\" mask=\"url(#m)\"/>", count: 75), isRead: false, message: "152000 characters")
    }
}

/// Pattern tiles are drawn whole, at the canvas's resolution, for each element painted: a 10,000-unit
/// tile in a 24-unit view box took 2.8 GB and 1.1 s a fill.
@Suite struct PatternTileCostTests {
    /// A tile of `side` units, in the user space of the painted squares (scaled by `scale`), `fills` times.
    static func body(side: Double, units: String = "userSpaceOnUse", scale: Double = 1, fills: Int = 1) -> String {
        "<pattern id=\"p\" patternUnits=\"\(units)\" width=\"\(side)\" height=\"\(side)\"><rect width=\"1\" height=\"1\"/></pattern>"
            + "<pattern id=\"q\" href=\"#p\"/>\n<g transform=\"scale(\(scale))\">"
            + String(repeating: "<rect width=\"24\" height=\"24\" fill=\"url(#q)\"/>", count: fills) + "</g>"
    }

    /// 64 view boxes (8 by 8 of 24 units) is the limit, over every fill, in the painted element's space
    /// (its transform's scale counts), in its box's units too; the tile's size is borrowed through `href`.
    @Test(arguments: [(body(side: 192), true), (body(side: 193), false), (body(side: 96, fills: 4), true),
                      (body(side: 96, fills: 5), false), (body(side: 96, scale: 2), true), (body(side: 97, scale: 2), false),
                      (body(side: 8, units: "objectBoundingBox"), true), (body(side: 8.1, units: "objectBoundingBox"), false)])
    func patternTilesPastTheLimitAreRefused(body: String, isRead: Bool) throws {
        try PaintingCostTests.expect(body, isRead: isRead, message: "view boxes")
    }
}

extension PaintingCostTests {
    /// The walk is skipped for documents with nothing it measures (nearly every icon), so each way of
    /// setting a dash array must mark the document: an attribute, a `style` attribute (on an ancestor
    /// too), a sheet rule.
    @Test(arguments: [
        "\n<path d=\"M0 -100h1000001\" stroke=\"red\" stroke-dasharray=\"0.5\"/>",
        "\n<path d=\"M0 -100h1000001\" style=\"stroke: red; stroke-dasharray: 0.5\"/>",
        "<g style=\"stroke-dasharray:0.5\">\n<path d=\"M0 -100h1000001\" stroke=\"red\"/></g>",
        "<style>.d { stroke-dasharray: 0.5 }</style>\n<path class=\"d\" d=\"M0 -100h1000001\" stroke=\"red\"/>",
    ])
    func everyWayOfSettingDashesIsMeasured(body: String) throws {
        #expect(MultiplyingElements(in: try Self.document(body).root).contains(.painting))
        try Self.expect(body, isRead: false, message: "2000002 dashes")
    }

    @Test func plainIconsAreNotWalked() throws {
        let plain = try Self.document("<path d=\"M2 2h20v20z\" fill=\"red\" stroke=\"blue\" style=\"opacity: .5\"/>")
        #expect(!MultiplyingElements(in: plain.root).contains(.painting))
    }
}

extension PaintingCostTests {
    /// The dashes in a mask's (or a marker's, clip path's, pattern's) content count once for each element
    /// that refers to it, with the content resolved where it is defined: a dash array from a sheet rule or
    /// an ancestor of the mask counts too. 50 masks of a dashed line along 200,000 units took 30 s.
    @Test(arguments: [(10, true), (11, false)])
    func dashesInMasksCountPerReference(references: Int, isRead: Bool) throws {
        // "1/64" along 3,125 units (within cairo's reach, `CoordinateReach`): 200,000 dashes each time the
        // mask is drawn, so 10 at the limit.
        let ways = [
            "<mask id=\"m\"><path d=\"M0 -100h3125\" stroke=\"#fff\" stroke-dasharray=\"0.015625\"/></mask>",
            "<style>.d { stroke-dasharray: 0.015625 }</style><mask id=\"m\"><path class=\"d\" d=\"M0 -100h3125\" stroke=\"#fff\"/></mask>",
            "<defs stroke-dasharray=\"0.015625\"><mask id=\"m\"><path d=\"M0 -100h3125\" stroke=\"#fff\"/></mask></defs>",
        ]
        for definition in ways {
            let body = definition + "\n" + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>", count: references)
            try Self.expect(body, isRead: isRead, message: "\(references * 200_000) dashes")
        }
    }

    /// A tile is drawn at the scale of the space it is painted in: a pattern of one view box in a marker
    /// drawn by a stroke 2 wide is 4 view boxes at each vertex, so 16 vertices reach the 64; in user-space
    /// units, or on a stroke 1 wide, it is one (a stroke 100 wide at 40 vertices took 29 s and 1.5 GB).
    @Test(arguments: [("", "2", 16, true), ("", "2", 17, false), ("", "1", 64, true), ("", "1", 65, false),
                      (" markerUnits=\"userSpaceOnUse\"", "2", 64, true), ("", "100", 1, false)])
    func patternTilesInMarkersScaleByTheStrokeWidth(units: String, strokeWidth: String, vertices: Int, isRead: Bool) throws {
        let definitions = "<pattern id=\"p\" width=\"24\" height=\"24\" patternUnits=\"userSpaceOnUse\"><rect width=\"1\" height=\"1\"/></pattern>"
            + "<marker id=\"k\" overflow=\"visible\"\(units)><rect width=\"24\" height=\"24\" fill=\"url(#p)\"/></marker>\n"
        let body = definitions + "<polyline points=\"\(polylinePoints(vertices + 2))\" fill=\"none\" stroke=\"#000\" stroke-width=\"\(strokeWidth)\" marker-mid=\"url(#k)\"/>"
        try Self.expect(body, isRead: isRead, message: "view boxes")
    }

    /// In a mask on a scaled element too: a tile of one view box in a mask on a square scaled by 3 is 9.
    @Test(arguments: [(7, true), (8, false)])
    func patternTilesInMasksScaleWithTheirReferrer(references: Int, isRead: Bool) throws {
        let definitions = "<pattern id=\"p\" width=\"24\" height=\"24\" patternUnits=\"userSpaceOnUse\"><rect width=\"1\" height=\"1\"/></pattern>"
            + "<mask id=\"m\"><rect width=\"24\" height=\"24\" fill=\"url(#p)\"/></mask>"
        let body = definitions + "\n" + String(repeating: "<rect width=\"8\" height=\"8\" transform=\"scale(3)\" mask=\"url(#m)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "\(references * 9) view boxes")
    }

    /// A pattern's tile drawn inside a mask counts once for each element the mask is drawn for.
    @Test(arguments: [(4, true), (5, false)])
    func patternTilesInMasksCountPerReference(references: Int, isRead: Bool) throws {
        // A tile of 96 × 96 units is 16 view boxes of 24 × 24: four masked elements reach the 64.
        let definitions = "<pattern id=\"p\" width=\"96\" height=\"96\" patternUnits=\"userSpaceOnUse\"><rect width=\"1\" height=\"1\"/></pattern>"
            + "<mask id=\"m\"><rect width=\"24\" height=\"24\" fill=\"url(#p)\"/></mask>"
        let body = definitions + "\n" + String(repeating: "<rect width=\"24\" height=\"24\" mask=\"url(#m)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "\(references * 16) view boxes")
    }
}

/// Content that refers to content multiplies: librsvg draws a mask's, pattern's or marker's content again
/// each time, and the content it refers to again each time that is drawn. Every level is counted.
extension PaintingCostTests {
    /// Each masked element draws its mask into a canvas-sized surface: 256 at the limit. A `url(` the
    /// end of its value closes (`mask="url(#m"`) is drawn by librsvg, so it counts too.
    @Test(arguments: [(256, true, ")"), (257, false, ")"), (257, false, "")])
    func masksPastTheLimitAreRefused(references: Int, isRead: Bool, closer: String) throws {
        let body = "<mask id=\"m\"><rect width=\"24\" height=\"24\" fill=\"#fff\"/></mask>\n"
            + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m\(closer)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "drawn \(references) times")
    }

    /// Masks three deep, ten masked squares a level: each use of the outer mask draws 1 + 10 × (1 + 10)
    /// masks, so two uses (222) are read and three (333) refused. One level down, as measured before,
    /// saw 11 a use.
    @Test(arguments: [(2, true), (3, false)])
    func masksInMasksMultiply(references: Int, isRead: Bool) throws {
        func squares(maskedBy id: String) -> String {
            String(repeating: "<rect width=\"24\" height=\"24\" fill=\"#fff\" mask=\"url(#\(id))\"/>", count: 10)
        }
        let definitions = "<mask id=\"m0\"><rect width=\"24\" height=\"24\" fill=\"#fff\"/></mask>"
            + "<mask id=\"m1\">\(squares(maskedBy: "m0"))</mask><mask id=\"m2\">\(squares(maskedBy: "m1"))</mask>"
        let body = definitions + "\n" + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m2)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "drawn \(references * (1 + 10 * (1 + 10))) times")
    }

    /// Patterns of view-box tiles painted with patterns: a use of p2 paints its own tile (1 view box), three
    /// of p1's (3) and, through each, three of p0's (9): 13 a use, four (52) read, five (65) refused.
    @Test(arguments: [(4, true), (5, false)])
    func patternsInPatternsMultiply(references: Int, isRead: Bool) throws {
        func pattern(_ id: String, painting inner: String?) -> String {
            let content = inner.map { String(repeating: "<rect width=\"24\" height=\"24\" fill=\"url(#\($0))\"/>", count: 3) }
                ?? "<rect width=\"1\" height=\"1\"/>"
            return "<pattern id=\"\(id)\" width=\"24\" height=\"24\" patternUnits=\"userSpaceOnUse\">\(content)</pattern>"
        }
        let body = pattern("p0", painting: nil) + pattern("p1", painting: "p0") + pattern("p2", painting: "p1") + "\n"
            + String(repeating: "<rect width=\"24\" height=\"24\" fill=\"url(#p2)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "\(references * 13) view boxes")
    }

    /// A marker drawn on each vertex of a polyline inside a marker: each outer vertex draws the polyline
    /// (1,002 points, 1,002 segments with its move) and the square (5) at its 1,000 inner vertices, 6,002
    /// segments, so 166 outer vertices are read (996,332) and 167 pass the million.
    @Test(arguments: [(166, true), (167, false)])
    func markersInMarkersMultiply(outerVertices: Int, isRead: Bool) throws {
        let body = markersInMarkers(innerVertices: 1_000, outerVertices: outerVertices)
        try Self.expect(body, isRead: isRead, message: "draw \(outerVertices * (1_002 + 1_000 * 5)) path segments")
    }

    /// A `use` in a marker or a pattern draws its target each time: 32 squares doubled through `use` ten
    /// times (32,768) in a pattern painted on n squares is n × 32,768 × 5 segments (plus the squares'
    /// own 5): 6 are read, 7 pass the million.
    @Test(arguments: [(6, true), (7, false)])
    func useInContentCountsWhatItDraws(paints: Int, isRead: Bool) throws {
        var groups = "<g id=\"g0\">" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 32) + "</g>"
        for level in 1...10 { groups += "<g id=\"g\(level)\"><use href=\"#g\(level - 1)\"/><use href=\"#g\(level - 1)\"/></g>" }
        let definitions = "<defs>\(groups)</defs><pattern id=\"p\" width=\"24\" height=\"24\" patternUnits=\"userSpaceOnUse\">"
            + "<use href=\"#g10\"/></pattern>"
        let body = definitions + "\n" + String(repeating: "<rect width=\"1\" height=\"1\" fill=\"url(#p)\"/>", count: paints)
        try Self.expect(body, isRead: isRead, message: "draw \(paints * 32_768 * 5) path segments")
    }

    /// Paths that cross in a pattern count each time the pattern is painted (a polygon through 5,000
    /// random points painted 60 times took 42 s; through 1,000 points, 0.8 million pairs a paint).
    @Test func crossingsInContentCountPerPaint() throws {
        let path = PathCrossingsTests.randomPolygon(points: 1_000, seed: 3)
        let pairs = PathCrossings.candidatePairs(in: path, stoppingPast: .infinity)
        let paints = Int(PathCrossings.maximumCandidatePairs / pairs)
        let points = path.elements.compactMap { element -> String? in
            if case .move(let p) = element { return "\(p.x) \(p.y)" }
            if case .line(let p) = element { return "\(p.x) \(p.y)" }
            return nil
        }.joined(separator: " ")
        let pattern = "<pattern id=\"p\" width=\"1\" height=\"1\" patternUnits=\"userSpaceOnUse\"><polygon points=\"\(points)\"/></pattern>\n"
        let painted = "<rect width=\"1\" height=\"1\" fill=\"url(#p)\"/>"
        try Self.expect(pattern + String(repeating: painted, count: paints), isRead: true, message: "")
        try Self.expect(pattern + String(repeating: painted, count: paints + 1), isRead: false, message: "pairs of segments that could cross")
    }

    /// Masks that refer to each other (which librsvg refuses to draw): measuring them ends. Each use of
    /// `a` counts `a`, `b` and the reference back to `a` (counted, not followed): 85 uses are 255, 86 are 258.
    @Test(arguments: [(85, true), (86, false)])
    func masksReferringToEachOtherAreMeasuredOnce(references: Int, isRead: Bool) throws {
        let body = "<mask id=\"a\"><rect width=\"24\" height=\"24\" fill=\"#fff\" mask=\"url(#b)\"/></mask>"
            + "<mask id=\"b\"><rect width=\"24\" height=\"24\" fill=\"#fff\" mask=\"url(#a)\"/></mask>\n"
            + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#a)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "drawn \(references * 3) times")
    }

    /// A filter a sheet rule sets on a mask's content counts for each masked element, as one set by an
    /// attribute does (200 squares through 20 `feMorphology` took 40 s): ten primitives, 100 at the limit.
    @Test(arguments: [(100, true), (101, false)])
    func filtersSetBySheetsInContentCount(references: Int, isRead: Bool) throws {
        let body = "<style>.f { filter: url(#f) }</style>" + ReferencedFilterCostTests.filter
            + "<mask id=\"m\"><rect width=\"24\" height=\"24\" fill=\"#fff\" class=\"f\"/></mask>\n"
            + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m)\"/>", count: references)
        try Self.expect(body, isRead: isRead, message: "apply \(references * 10) primitives")
    }

    /// A filtered marker drawn at each vertex of a polyline inside a marker: 256 inner vertices drawn at
    /// one outer vertex is the limit of filtered elements; 257 pass it.
    @Test(arguments: [(256, true), (257, false)])
    func filtersInMarkersInMarkersCountPerVertex(innerVertices: Int, isRead: Bool) throws {
        let body = "<filter id=\"g\"><feOffset/></filter>"
            + markersInMarkers(innerVertices: innerVertices, outerVertices: 1, squareAttributes: " filter=\"url(#g)\"")
        try Self.expect(body, isRead: isRead, message: "filtered \(innerVertices) times")
    }

    /// Nested content is resolved in at most two runs of the resolver, however deep (each run walks the
    /// document: a run per level made masks 95 deep beside 190,000 shapes take 5 s), and counted in full.
    @Test func nestedContentIsResolvedInTwoRuns() throws {
        var definitions = "<mask id=\"m0\"><rect width=\"24\" height=\"24\" fill=\"#fff\"/></mask>"
        for level in 1..<20 {
            definitions += "<mask id=\"m\(level)\"><rect width=\"24\" height=\"24\" fill=\"#fff\" mask=\"url(#m\(level - 1))\"/></mask>"
        }
        let document = try Self.document(definitions + String(repeating: "<rect width=\"9\" height=\"9\" mask=\"url(#m19)\"/>", count: 13))
        let drawing = Resolver().resolve(document).drawing
        var runs = 0
        let excess = PaintingCost.excess(of: drawing, in: document) { ids in
            runs += 1
            return Resolver().resolveContent(of: ids, in: document)
        }
        #expect(runs == 2)
        // 13 uses of a chain of 20 masks: 260.
        #expect(excess?.excess == .maskLayers(260))
    }

    /// A round cap or join is refused past 64 view boxes wide (the view box's diagonal, 24√2, times 64 is
    /// 2,172.2 units), however the width comes about; square caps and miter joins were never slow (10⁴ wide
    /// here: at 10¹³ cairo drew them wrongly, and `CoordinateReach` refuses them).
    @Test(arguments: [
        ("<path d=\"M1 1h.001\" stroke=\"#000\" stroke-width=\"2172\" stroke-linecap=\"round\"/>", true),
        ("<path d=\"M1 1h.001\" stroke=\"#000\" stroke-width=\"2173\" stroke-linecap=\"round\"/>", false),
        ("<path d=\"M1 1h.001v.001\" fill=\"none\" stroke=\"#000\" stroke-width=\"1e13\" style=\"stroke-linejoin: round\"/>", false),
        ("<g transform=\"scale(1e6)\"><path d=\"M0 0h1\" stroke=\"#000\" stroke-width=\"1e7\" stroke-linecap=\"round\"/></g>", false),
        ("<g transform=\"scale(1e6 1e-6)\"><path d=\"M0 0h1\" stroke=\"#000\" stroke-linecap=\"round\"/></g>", false),
        ("<path d=\"M1 1h.001\" stroke=\"#000\" stroke-width=\"1e4\" stroke-linecap=\"square\"/>", true),
        ("<path d=\"M1 1h.001v.001\" fill=\"none\" stroke=\"#000\" stroke-width=\"1e4\" stroke-linejoin=\"miter\"/>", true),
    ])
    func wideRoundStrokesAreRefused(body: String, isRead: Bool) throws {
        try Self.expect("\n" + body, isRead: isRead, message: "round caps or joins is")
    }

    /// In a marker's (or a pattern's, a mask's) content too: one round cap 10¹³ wide in a marker ran 30 s+.
    @Test(arguments: [("2172", true), ("1e13", false)])
    func wideRoundStrokesInContentAreRefused(width: String, isRead: Bool) throws {
        let marker = "<marker id=\"k\" overflow=\"visible\"><path d=\"M1 1h.001\" stroke=\"#000\" stroke-width=\"\(width)\" "
            + "stroke-linecap=\"round\"/></marker>\n"
        try Self.expect(marker + "<path d=\"M0 0h5\" stroke=\"#000\" marker-end=\"url(#k)\"/>", isRead: isRead, message: "in a mask, clip path, pattern or marker")
    }

    /// A marker's content is drawn in stroke widths: a round cap 1 unit wide in a marker drawn by a stroke
    /// 10¹² wide (which itself has butt caps) is as wide (5 × 10¹², 60 s+); in user-space units it is not
    /// (on a stroke 10⁴ wide: 10¹² reaches farther than cairo draws, `CoordinateReach`).
    @Test(arguments: [("", "2172", true), ("", "2173", false), ("", "1e12", false), (" markerUnits=\"userSpaceOnUse\"", "1e4", true)])
    func markersScaleTheirRoundStrokesByTheStrokeWidth(units: String, strokeWidth: String, isRead: Bool) throws {
        let marker = "<marker id=\"k\" overflow=\"visible\"\(units)><path d=\"M0 0h.001\" stroke=\"#000\" stroke-linecap=\"round\"/></marker>\n"
        try Self.expect(marker + "<path d=\"M0 0h.01\" stroke=\"#000\" stroke-width=\"\(strokeWidth)\" marker-end=\"url(#k)\"/>",
                        isRead: isRead, message: "in a mask, clip path, pattern or marker")
    }

    /// Content is drawn in its referrer's space: a round cap 1 unit wide in a mask on an element scaled by
    /// 3,000 is 88 view boxes wide (3,000 over the diagonal, 33.9) and refused, at 2,000 (59) read; so is a
    /// marker in stroke widths inside a pattern on a stroke that wide, one level further down.
    @Test(arguments: [("3000", false), ("2000", true)])
    func contentIsMeasuredAtItsReferrersScale(scale: String, isRead: Bool) throws {
        let cap = "<path d=\"M0 0h.001\" stroke=\"#000\" stroke-linecap=\"round\"/>"
        let masked = "<mask id=\"m\">\(cap)</mask>\n<g transform=\"scale(\(scale))\"><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/></g>"
        try Self.expect(masked, isRead: isRead, message: "in a mask, clip path, pattern or marker")
        let nested = "<marker id=\"k\" overflow=\"visible\">\(cap)</marker><pattern id=\"p\" width=\"24\" height=\"24\" "
            + "patternUnits=\"userSpaceOnUse\"><path d=\"M0 0h.01\" stroke=\"#000\" stroke-width=\"\(scale)\" marker-end=\"url(#k)\"/></pattern>\n"
            + "<rect width=\"24\" height=\"24\" fill=\"url(#p)\"/>"
        try Self.expect(nested, isRead: isRead, message: "in a mask, clip path, pattern or marker")
    }

    /// A blended or isolated element is drawn into a canvas-sized layer, as a mask is: 256 together.
    @Test(arguments: [(256, true), (257, false)])
    func blendedElementsCountAsLayers(elements: Int, isRead: Bool) throws {
        let blended = "<rect width=\"9\" height=\"9\" style=\"mix-blend-mode: multiply\"/>"
        let isolated = "<g style=\"isolation: isolate\" opacity=\".5\"><rect width=\"9\" height=\"9\"/></g>"
        for element in [blended, isolated] {
            try Self.expect("\n" + String(repeating: element, count: elements), isRead: isRead, message: "drawn \(elements) times")
        }
    }
}

/// `count` points of a polyline that zigzags within a 24-unit view box, for markers at its vertices.
func polylinePoints(_ count: Int) -> String {
    (0..<count).map { "\($0 % 24) \($0 % 7)" }.joined(separator: " ")
}

/// A unit square marker (`k0`, with `squareAttributes`) at each inner vertex of a polyline in a marker
/// (`k1`), itself at each inner vertex of a polyline drawn on line 2.
func markersInMarkers(innerVertices: Int, outerVertices: Int, squareAttributes: String = "") -> String {
    "<marker id=\"k0\"><rect width=\"1\" height=\"1\"\(squareAttributes)/></marker>"
        + "<marker id=\"k1\"><polyline points=\"\(polylinePoints(innerVertices + 2))\" stroke=\"#000\" marker-mid=\"url(#k0)\"/></marker>\n"
        + "<polyline points=\"\(polylinePoints(outerVertices + 2))\" stroke=\"#000\" marker-mid=\"url(#k1)\"/>"
}
