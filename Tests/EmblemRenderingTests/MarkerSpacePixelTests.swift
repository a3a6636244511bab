import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Markers in the symbol pipeline, which bakes each shape's transforms into its path: a marked shape is
/// drawn in the space its source drew it in (its path mapped back, its moves its transform), since
/// markers are drawn in the space of the path they mark. Baked into the canvas, a marker with a fixed
/// `orient` did not turn with a rotated group, a marker's content was neither skewed nor mirrored with
/// it, and markers in `userSpaceOnUse` units kept their size under a scale (random documents through the
/// pipeline found the first two). Drawn in its own colours, the symbol must look as librsvg draws the file.
@Suite struct MarkerSpacePixelTests {
    static let markers = """
        <marker id="fixed" orient="30" markerWidth="6" markerHeight="4" refX="1" refY="2"><path d="M0 0H6L0 4z" fill="#06c"/></marker>\
        <marker id="user" orient="auto-start-reverse" markerUnits="userSpaceOnUse" markerWidth="16" markerHeight="10" refX="4" refY="5">\
        <path d="M0 0H16L0 10z" fill="#c60"/></marker>\
        <marker id="box" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto">\
        <rect width="10" height="4" fill="#090"/></marker>
        """
    static let paths = [
        "<path d=\"M20 30L50 20L80 40L60 75\" fill=\"none\" stroke=\"#333\" stroke-width=\"2\" marker-start=\"url(#fixed)\" marker-mid=\"url(#box)\" marker-end=\"url(#user)\"/>",
        // No paint of its own: only the markers draw.
        "<polyline points=\"25 80 45 55 70 65\" fill=\"none\" stroke-width=\"3\" marker-start=\"url(#user)\" marker-mid=\"url(#fixed)\" marker-end=\"url(#box)\"/>",
    ]

    @Test(arguments: ["rotate(-35 50 50)", "skewX(20)", "matrix(.6 0 0 .6 20 15)", "matrix(.8 .3 -.2 .7 10 5)", "translate(100 0) scale(-1 1)"],
          paths.indices)
    func markersAreDrawnInTheSpaceOfTheirPath(transform: String, index: Int) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>\(Self.markers)</defs>"
            + "<g transform=\"\(transform)\">\(Self.paths[index])</g></svg>"
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }

    /// In a style's colour the markers are drawn by tinted copies (`MarkerTints`), in the same space.
    @Test(arguments: ["rotate(-35 50 50)", "skewX(20)", "matrix(.6 0 0 .6 20 15)"])
    func tintedMarkersAreDrawnInTheSpaceOfTheirPath(transform: String) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>\(Self.markers)</defs>"
            + "<g transform=\"\(transform)\">\(Self.paths[0])</g></svg>"
        let rendered = try RenderedGlyph(symbolFrom: source, style: .monochrome(systemBlue))
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(128))
        // The outline, whatever the colour: each pixel's coverage.
        var differing = 0
        for y in 0..<128 {
            for x in 0..<128 where abs(Int(rendered.image[x: x, y: y].alpha) - Int(file[x: x, y: y].alpha)) > 8 { differing += 1 }
        }
        #expect(differing <= 30, "\(differing) pixels' coverage differs")
    }
}
