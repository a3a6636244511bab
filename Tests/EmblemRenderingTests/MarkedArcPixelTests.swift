import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Mid markers on arcs in the symbol pipeline, which bakes each shape's transforms into its path: the arcs
/// must be mapped as arcs, one segment each, or the cubics an arc is drawn with each take a marker at
/// their joints (three extra on a 270° arc). Drawn in its own colours, the symbol must look as librsvg
/// draws the file. (Where markers are drawn, in the space of the shape's source, `MarkerSpacePixelTests`.)
@Suite struct MarkedArcPixelTests {
    static func source(_ transform: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><marker id="m" markerWidth="14" markerHeight="14"
         refX="7" refY="7" orient="auto" markerUnits="userSpaceOnUse"><path d="M0 0L14 7L0 14z" fill="#06c"/></marker></defs>
        <g transform="\(transform)"><path d="M20 45A25 25 0 1 1 70 45L85 75a18 9 30 0 0-28 8" stroke="#c06" stroke-width="2" fill="none"
         marker-mid="url(#m)"/></g></svg>
        """
    }

    @Test(arguments: ["rotate(-25 50 50)", "matrix(-1 0 0 1 100 0)", "translate(100 0) scale(-1 1) rotate(15 50 50)"])
    func markersStayOnTheArcsEnds(transform: String) throws {
        let source = Self.source(transform)
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 128)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(128))
        let difference = rendered.image.difference(from: file)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }

    /// Mirrored for right to left (the flip baked into each path), the symbol is the file flipped: the
    /// marker is symmetric about its direction, so only where it stands shows.
    @Test(arguments: ["rotate(-25 50 50)", "matrix(-1 0 0 1 100 0)"])
    func mirroredMarkersStayOnTheArcsEnds(transform: String) throws {
        let source = Self.source(transform)
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let rendered = try RenderedGlyph(glyph.mirrored(), style: .multicolor, size: 128)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(128)).flippedHorizontally()
        let difference = rendered.image.difference(from: file)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }

    /// A path that paints nothing itself (no fill, a transparent or no stroke) still draws its markers: the
    /// symbol pipeline left such a shape out of its layer, and its markers with it.
    @Test(arguments: ["stroke=\"transparent\"", "stroke=\"none\"", "stroke=\"#c06\" stroke-opacity=\"0\""])
    func markersOfAnUnpaintedPathAreDrawn(stroke: String) throws {
        let source = Self.source("rotate(10 50 50)").replacingOccurrences(of: "stroke=\"#c06\"", with: stroke)
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 128)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(128))
        #expect(file.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "the file draws its markers")
        let difference = rendered.image.difference(from: file)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }
}
