import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Patterns laid out in user-space units, painting shapes under transformed groups, in the symbol
/// pipeline, which bakes each group's transform into the path: the pattern, made in the space before the
/// move, stayed where it was (tiles of the wrong size and turn, a random document through the pipeline
/// found it). Drawn in its own colours the symbol must look as the file does: the pattern is copied with
/// the move in its `patternTransform`.
@Suite struct MovedPatternPixelTests {
    static let definitions = """
        <pattern id="u" patternUnits="userSpaceOnUse" width="10" height="8"><rect width="5" height="4" fill="#c06"/>\
        <circle cx="7" cy="6" r="2" fill="#06c"/></pattern>
        <pattern id="v" href="#u" patternTransform="rotate(20) translate(3 1)"/>
        <pattern id="w" patternUnits="userSpaceOnUse" x="2" y="3" width="12" height="12" viewBox="0 0 4 4" \
        patternContentUnits="objectBoundingBox"><path d="M0 0H2V2H0ZM2 2H4V4H2Z" fill="#093"/></pattern>
        """

    @Test(arguments: ["rotate(-30 50 50)", "scale(1.5 .8)", "skewX(20)", "translate(100 0) scale(-1 1) rotate(15 50 50)"])
    func patternsMoveWithTheirShapes(transform: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>\(Self.definitions)</defs>
            <g transform="\(transform)"><rect x="15" y="15" width="40" height="30" fill="url(#u)"/>
            <circle cx="70" cy="35" r="18" fill="url(#v)"/><rect x="20" y="55" width="60" height="30" fill="url(#w)"/></g></svg>
            """
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 128)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(128))
        let difference = rendered.image.difference(from: file)
        #expect(difference.fraction <= 0.005, "\(difference)")
    }
}
