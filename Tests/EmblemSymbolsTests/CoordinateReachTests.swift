import EmblemGeometry
@testable import EmblemSVG
import Testing
@testable import EmblemSymbols

/// Shapes that reach farther past the view box than cairo's fixed-point device coordinates hold at any
/// size are refused before librsvg sees them (a path through 600 points 10⁷ units off a 32-unit view box
/// ran 73 s at 64 px and aborted the process); shapes within ``CoordinateReach/maximumReach`` view box
/// sides are drawn, and only what is drawn, to pixels, is measured.
@Suite struct CoordinateReachTests {
    /// A document of `body` (from its second line) in `root`'s attributes.
    static func document(_ body: String, root: String = "viewBox=\"0 0 24 24\"") throws -> SVGDocument {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \(root)>\n\(body)\n</svg>"
        return try SVGDocument(bytes: Array(text.utf8), file: "far.svg")
    }

    static func refusal(_ document: SVGDocument, importer: SymbolImporter = SymbolImporter()) -> SymbolError? {
        do {
            _ = try importer.importedFile(from: document)
            return nil
        } catch {
            return error
        }
    }

    /// The limit in units of a 24-unit view box.
    static let limit = CoordinateReach.maximumReach * 24

    /// One point 10⁷ units off a 24-unit view box is refused, located at its path, saying why.
    @Test func aPathFarOffTheViewBoxIsRefused() throws {
        let error = try #require(Self.refusal(try Self.document("<rect width=\"8\" height=\"8\"/>\n<path d=\"M0 0 L-10000000 5 L5 5 Z\"/>")))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("A shape reaches 1e7 units past the view box") && error.message.contains("±8,388,607 pixels")
                && error.message.contains("nothing is drawn from this file"), "\(error.message)")
        #expect(error.location?.file == "far.svg" && error.location?.line == 3)
    }

    /// A path exactly at the limit, on any side, is drawn; a unit farther is refused.
    @Test(arguments: [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)])
    func aPathJustWithinTheLimitIsDrawn(dx: Double, dy: Double) throws {
        func path(reaching reach: Double) -> String {
            // From the view box's centre to `reach` units past its edge in the direction (dx, dy).
            let far = 12 + 12 + reach
            return "<path d=\"M12 12 L\(12 + dx * (far - 12)) \(12 + dy * (far - 12)) L\(12 + dy) \(12 + dx) Z\"/>"
        }
        #expect(Self.refusal(try Self.document(path(reaching: Self.limit))) == nil)
        #expect(Self.refusal(try Self.document(path(reaching: Self.limit + 1))) != nil)
    }

    /// Half a stroke's width counts, as drawn (scaled by its transform).
    @Test func aStrokeCountsHalfItsWidth() throws {
        let line = "<path d=\"M0 0 L\(24 + Self.limit - 10) 0\" stroke=\"black\""
        #expect(Self.refusal(try Self.document(line + " stroke-width=\"20\"/>")) == nil)
        #expect(Self.refusal(try Self.document(line + " stroke-width=\"22\"/>")) != nil)
        // Under `scale(2)`, half as long and half as wide.
        let scaled = "<g transform=\"scale(2)\"><path d=\"M0 0 L\((24 + Self.limit - 10) / 2) 0\" stroke=\"black\""
        #expect(Self.refusal(try Self.document(scaled + " stroke-width=\"10\"/></g>")) == nil)
        #expect(Self.refusal(try Self.document(scaled + " stroke-width=\"11\"/></g>")) != nil)
    }

    /// Transforms count: a 10-unit square drawn 1,000 times as large reaches past the limit.
    @Test func transformsCount() throws {
        #expect(Self.refusal(try Self.document("<g transform=\"scale(100)\"><path d=\"M0 0 H10 V10 Z\"/></g>")) == nil)
        #expect(Self.refusal(try Self.document("<g transform=\"scale(1000)\"><path d=\"M0 0 H10 V10 Z\"/></g>")) != nil)
        #expect(Self.refusal(try Self.document("<svg x=\"0\" width=\"24\" height=\"24\" viewBox=\"0 0 0.001 0.001\"><path d=\"M0 0 H10 V10 Z\"/></svg>")) != nil)
    }

    /// The curve's exact bounds count, not its control points: a cubic whose control points stand out
    /// past the limit while the curve stays within is drawn.
    @Test func aCurveCountsItsExactBounds() throws {
        // The curve's lowest point is three quarters of the way to its control points' height.
        let within = -(Self.limit - 100) / 0.75
        #expect(-within > Self.limit)
        #expect(Self.refusal(try Self.document("<path d=\"M0 0 C0 \(within) 24 \(within) 24 0 Z\"/>")) == nil)
        let past = -(Self.limit + 100) / 0.75
        #expect(Self.refusal(try Self.document("<path d=\"M0 0 C0 \(past) 24 \(past) 24 0 Z\"/>")) != nil)
    }

    /// Without a `viewBox` the reach is measured from the viewport the resolver draws into: the root's
    /// size, or 100 for a side it does not give.
    @Test func withoutAViewBoxTheViewportCounts() throws {
        let square = "width=\"32\" height=\"32\""
        #expect(Self.refusal(try Self.document("<path d=\"M0 0 L\(32 + 256 * 32) 0 L0 5 Z\"/>", root: square)) == nil)
        #expect(Self.refusal(try Self.document("<path d=\"M0 0 L\(32 + 256 * 32 + 1) 0 L0 5 Z\"/>", root: square)) != nil)
        #expect(Self.refusal(try Self.document("<path d=\"M0 0 L\(100 + 256 * 100) 0 L0 5 Z\"/>", root: "")) == nil)
        #expect(Self.refusal(try Self.document("<path d=\"M0 0 L\(100 + 256 * 100 + 1) 0 L0 5 Z\"/>", root: "")) != nil)
    }

    /// Only what is drawn is measured, as for the other refusals: a far path in `defs` that nothing uses,
    /// or under `display="none"`, is not (it is not in the drawing; librsvg drew both in 0.07 s), but a
    /// copy `use` draws of it is. Content nothing refers to is not drawn either.
    @Test func onlyWhatIsDrawnIsMeasured() throws {
        let far = "d=\"M0 0 L-10000000 5 L5 5 Z\""
        let square = "<rect width=\"8\" height=\"8\"/>"
        #expect(Self.refusal(try Self.document("<defs><path id=\"p\" \(far)/></defs>" + square)) == nil)
        #expect(Self.refusal(try Self.document("<path display=\"none\" \(far)/>" + square)) == nil)
        #expect(Self.refusal(try Self.document("<g display=\"none\"><path \(far)/></g>" + square)) == nil)
        #expect(Self.refusal(try Self.document("<mask id=\"m\"><path \(far)/></mask>" + square)) == nil)
        #expect(Self.refusal(try Self.document("<defs><path id=\"p\" \(far)/></defs><use xlink:href=\"#p\"/>")) != nil)
    }

    /// The content of masks, clip paths, patterns and markers is drawn in the space of each element that
    /// refers to it: a point of it 10⁷ units from that space's origin is refused as a drawn shape's is
    /// (as a mask's content, 600 such points ran 77 s and aborted the process), located at the referrer.
    @Test(arguments: [
        "<mask id=\"d\"><path FAR/></mask><rect width=\"8\" height=\"8\" mask=\"url(#d)\"/>",
        "<clipPath id=\"d\"><path FAR/></clipPath><rect width=\"8\" height=\"8\" clip-path=\"url(#d)\"/>",
        "<pattern id=\"d\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\"><path FAR/></pattern><rect width=\"8\" height=\"8\" fill=\"url(#d)\"/>",
        "<marker id=\"d\"><path FAR/></marker><path d=\"M1 1 L8 8\" stroke=\"black\" marker-end=\"url(#d)\"/>",
        // Content within content: a mask whose shape is masked by the far one.
        "<mask id=\"d\"><path FAR/></mask><mask id=\"o\"><rect width=\"8\" height=\"8\" fill=\"white\" mask=\"url(#d)\"/></mask>"
            + "<rect width=\"8\" height=\"8\" mask=\"url(#o)\"/>",
    ])
    func farContentIsRefused(body: String) throws {
        let far = "d=\"M0 0 L-10000000 5 L5 5 Z\""
        let error = try #require(Self.refusal(try Self.document(body.replacingOccurrences(of: "FAR", with: far))))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("mask, clip path, pattern or marker reaches") && error.message.contains("±8,388,607 pixels"),
                "\(error.message)")
        #expect(error.location?.line == 2)
        // The same content near the view box is drawn; written back as SVG, far, it is not refused.
        #expect(Self.refusal(try Self.document(body.replacingOccurrences(of: "FAR", with: "d=\"M0 0 L-100 5 L5 5 Z\""))) == nil)
        var writer = SymbolImporter()
        writer.rasterizes = false
        #expect(Self.refusal(try Self.document(body.replacingOccurrences(of: "FAR", with: far)), importer: writer) == nil)
    }

    /// Content is measured at the scale of the element referring to it (a marker's, also at its stroke
    /// width): a 10-unit square of mask content under `scale(100)` stays within 256 view box sides of a
    /// 24-unit view box, under `scale(1000)` it does not; the view box's farthest corner from the origin is
    /// allowed for.
    @Test func contentCountsItsReferrersScale() throws {
        func masked(_ transform: String, viewBox: String = "0 0 24 24") throws -> SymbolError? {
            Self.refusal(try Self.document("<mask id=\"m\"><path d=\"M0 0 H10 V10 Z\"/></mask>"
                                           + "<g transform=\"\(transform)\"><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/></g>",
                                           root: "viewBox=\"\(viewBox)\""))
        }
        #expect(try masked("scale(100)") == nil)
        #expect(try masked("scale(1000)") != nil)
        // 10 × 615 = 6,150 from the origin, within 24 + 256 × 24 = 6,168; 10 × 620 is not.
        #expect(try masked("scale(615)") == nil)
        #expect(try masked("scale(620)") != nil)
        // A view box 10⁴ from the origin: content moved there is near it, and its referrer's translation counts.
        #expect(try masked("translate(10000 10000) scale(100)", viewBox: "10000 10000 24 24") == nil)
        let moved = try #require(try masked("translate(10000 10000) scale(1000)", viewBox: "10000 10000 24 24"))
        #expect(moved.message.contains("mask, clip path, pattern or marker reaches 416 times"), "\(moved.message)")
        func marked(strokeWidth: Double) throws -> SymbolError? {
            Self.refusal(try Self.document("<marker id=\"k\" markerWidth=\"10\" markerHeight=\"10\"><path d=\"M0 0 H10 V10 Z\"/></marker>"
                                           + "<path d=\"M1 1 L8 8\" stroke=\"black\" stroke-width=\"\(strokeWidth)\" marker-end=\"url(#k)\"/>"))
        }
        #expect(try marked(strokeWidth: 1) == nil)
        #expect(try marked(strokeWidth: 1000) != nil)
    }

    /// A text in content is measured as a text drawn in place is (whose em box past
    /// `Drawing.textSizeLimit` view boxes is left out), at its referrers' scale: a 2 KB file whose mask
    /// held a text at 10⁶ times its size kept librsvg laying it out past a minute; it is refused.
    @Test func aHugeTextInContentIsRefused() throws {
        func masked(_ transform: String, referrer: String = "") throws -> SymbolError? {
            Self.refusal(try Self.document("<mask id=\"m\"><text y=\"9\" font-size=\"10\" transform=\"\(transform)\">Hello</text></mask>"
                                           + "<g\(referrer)><rect width=\"8\" height=\"8\" mask=\"url(#m)\"/></g>"))
        }
        let error = try #require(try masked("scale(1e6)"))
        #expect(error.message.contains("A text in a mask, clip path, pattern or marker is") && error.message.contains("times the size of the view box"),
                "\(error.message)")
        // 10 units at scale(2,000) is 20,000: under 1,000 view boxes of 24; at scale(3,000), over; the
        // referrer's scale counts too.
        #expect(try masked("scale(2000)") == nil)
        #expect(try masked("scale(3000)") != nil)
        #expect(try masked("scale(2000)", referrer: " transform=\"scale(2)\"") != nil)
        var writer = SymbolImporter()
        writer.rasterizes = false
        let document = try Self.document("<mask id=\"m\"><text font-size=\"10\" transform=\"scale(1e6)\">Hello</text></mask>"
                                         + "<rect width=\"8\" height=\"8\" mask=\"url(#m)\"/>")
        #expect(Self.refusal(document, importer: writer) == nil)
    }

    /// What is not drawn to pixels here is not measured: a document written back as SVG (`rasterizes`
    /// off), or restyled without geometry (`recolor`).
    @Test func whatIsNotRasterizedIsNotMeasured() throws {
        let document = try Self.document("<path d=\"M0 0 L-10000000 5 L5 5 Z\"/>")
        #expect(Self.refusal(document) != nil)
        var writer = SymbolImporter()
        writer.rasterizes = false
        #expect(Self.refusal(document, importer: writer) == nil)
        var restyler = SymbolImporter()
        restyler.buildsGeometry = false
        #expect(Self.refusal(document, importer: restyler) == nil)
        // Read as a symbol, for the symbol pipeline, it is refused as well.
        #expect(throws: SymbolError.self) { try SymbolImporter().symbol(from: document) }
    }

    /// The check of control points never passes a shape whose exact bounds reach past the limit.
    @Test(arguments: 0..<20)
    func theControlBoxIsNeverBelowTheExactBounds(seed: Int) throws {
        var generator = PathCrossingsTests.Generator(state: UInt64(seed))
        func value() -> Double { (generator.next() - 0.5) * 100_000 }
        var path = Path()
        path.move(to: Point(x: value(), y: value()))
        for _ in 0..<8 { path.curve(to: Point(x: value(), y: value()), control1: Point(x: value(), y: value()), control2: Point(x: value(), y: value())) }
        var shape = DrawingShape(path: path)
        shape.style.stroke = .color(.black)
        shape.style.strokeWidth = generator.next() * 50
        let transform = AffineTransform(a: 1 + generator.next(), b: generator.next(), c: -generator.next(), d: 2, e: 30, f: -7)
        let viewBox = Rect(x: 0, y: 0, width: 24, height: 24)
        let exact = try #require(CoordinateReach.reach(of: shape, transform: transform, viewBox: viewBox))
        #expect(CoordinateReach.controlReach(of: shape, transform: transform, viewBox: viewBox) >= exact * 24 * (1 - 1e-12))
    }
}
