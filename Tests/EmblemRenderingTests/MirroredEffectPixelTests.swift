import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Filters and patterns on a mirrored symbol drawn in its own colours: right to left must be left to right
/// flipped (`SymbolMirroringRandomDocumentPixelTests` found both faults).
struct MirroredEffectPixelTests {
    static func image(_ glyph: SymbolGlyph) throws -> PixelImage {
        try Rasterizer().image(svg: SymbolRenderer(style: .multicolor, size: 96).svgData(for: glyph), size: .square(96))
    }

    static func glyph(_ source: String) throws -> SymbolGlyph {
        try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
    }

    /// Expects the mirrored glyph to be the upright one flipped. Cairo's anti-aliasing is not
    /// mirror-symmetric by a few levels on edge pixels; a fade applied twice is off by a third of the
    /// colour over the whole shape, an unflipped pattern by 255 along its stripes.
    static func expectMirroredIsFlipped(_ source: String, _ comment: String) throws {
        let glyph = try Self.glyph(source)
        let upright = try image(glyph), mirrored = try image(glyph.mirrored())
        #expect(upright != upright.flippedHorizontally(), "the drawing is not symmetric: \(comment)")
        let difference = mirrored.difference(from: upright.flippedHorizontally(), threshold: 24)
        #expect(difference.differingPixelCount <= 20, "\(comment): \(difference)")
    }

    /// Filters that keep the shape's colours, change them, and flood the region: each under a group's
    /// opacity, which a filter's shape carries folded into its own opacity.
    static let filters = [
        ##"<feOffset dx="0"/>"##,
        ##"<feColorMatrix type="saturate" values=".3"/>"##,
        ##"<feFlood flood-color="#08c"/><feComposite in2="SourceGraphic" operator="in"/>"##,
    ]

    /// A shape with its own filter, under a faded group, with a sibling (so the group's fade is the
    /// shapes', and the filter stays on the path at import). Mirrored, its filter moves to a flipped group
    /// around it with the shape's opacity, which held the group's fade as well: faded twice, 0.6 became
    /// 0.36 (`movingOwnEffects(from:isFaded:)`).
    @Test(arguments: filters)
    func aFilteredShapeUnderAFadedGroupIsFadedOnceMirrored(filter: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><filter id="f">\(filter)</filter>
            <g opacity=".6"><path d="M10 20h40l20 50-40 10z" fill="#c40" filter="url(#f)"/><rect x="60" y="70" width="30" height="20"/></g></svg>
            """
        try Self.expectMirroredIsFlipped(source, filter)
    }

    /// The same moved in place (`SymbolGlyph.applying(_:)`, which moves the shapes' own effects off their
    /// paths as mirroring does) draws the same pixels.
    @Test(arguments: filters)
    func aFilteredShapeUnderAFadedGroupMovedInPlaceIsUnchanged(filter: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><filter id="f">\(filter)</filter>
            <g opacity=".6"><path d="M10 20h40l20 50-40 10z" fill="#c40" filter="url(#f)"/><rect x="60" y="70" width="30" height="20"/></g></svg>
            """
        let glyph = try Self.glyph(source)
        let difference = try Self.image(glyph.applying(.identity)).difference(from: try Self.image(glyph), threshold: 2)
        #expect(difference.differingPixelCount == 0, "\(filter): \(difference)")
    }

    /// Patterns with a user-space tile whose corner or size is a percentage of the viewport, which the
    /// copy made for a moved shape cannot lay out in numbers, and content in the box's units: under a
    /// move that keeps the box's size, as a flip does, the content is left in the box's units, and the
    /// tile needs no numbers. Both left the pattern unmoved, its stripes unflipped under the flipped
    /// shape. (`MovedPatternPixelTests` has a percentage corner under a move that scales.)
    @Test(arguments: [
        ##"<pattern id="p" patternUnits="userSpaceOnUse" width="17%" height="11%" patternContentUnits="objectBoundingBox"><path d="M0 0 .3 .2" stroke="#08c" stroke-width=".06"/></pattern>"##,
        ##"<pattern id="b" patternUnits="userSpaceOnUse" x="3%"/><pattern id="p" href="#b" width="12" height="10" patternContentUnits="objectBoundingBox"><path d="M0 0 .2 .16" stroke="#08c" stroke-width=".05"/></pattern>"##,
    ])
    func aPatternTiledInViewportPercentagesFlipsWithItsShape(pattern: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>\(pattern)</defs>
            <path d="M8 10h52l30 40-30 40H8z" fill="url(#p)"/></svg>
            """
        try Self.expectMirroredIsFlipped(source, pattern)
    }
}
