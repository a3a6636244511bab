import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Paints that refer to something and draw nothing: recolouring and the symbol pipeline's styles ask only
/// whether a fill or stroke paints, and a `url(#…)` counted as painting, so a stroke referring to nothing
/// came out in the style's colour where the file (and the import's own warning) draws nothing.
/// Recolouring random documents found these (`GeometryFreeRandomImportTests` has the generator).
struct UnpaintedReferencePixelTests {
    /// Each draws a black square, and a second shape whose fill or stroke librsvg 2.54 draws as nothing
    /// (`PaintServerChain.Outcome`): a reference to no element (the stroke of a filled shape), a gradient
    /// with no stops (its own or along its `href` chain; in user-space units with a fallback too, which
    /// librsvg paints only on a box with no width or height, see `PaintServerChain.Outcome`), a pattern
    /// with no content or with a tile of no width, without a fallback.
    static let unpainted = [
        ##"<path d="M40 10h50v50H40z" stroke="url(#nothing)" stroke-width="6"/>"##,
        ##"<linearGradient id="e" gradientUnits="userSpaceOnUse"/><path d="M40 10h50v50H40z" fill="url(#e) #0c0"/>"##,
        ##"<linearGradient id="f"/><radialGradient id="e" href="#f" r=".3"/><path d="M40 10h50v50H40z" fill="url(#e)"/>"##,
        ##"<pattern id="e" width="10" height="10"/><path d="M40 10h50v50H40z" fill="url(#e)"/>"##,
        ##"<pattern id="e" height="10"><rect width="5" height="5"/></pattern><path d="M40 10h50v50H40z" stroke="url(#e)" stroke-width="8" fill="none"/>"##,
    ]

    static func document(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M10 70h20v20H10z"/>\(body)</svg>
        """
    }

    /// What librsvg draws of the file: the square alone.
    static func expectOnlyTheSquare(_ image: PixelImage, _ comment: String) {
        let scale = Double(image.width) / 100
        #expect(image[x: Int(20 * scale), y: Int(80 * scale)].alpha == 255, "the square: \(comment)")
        var stray = 0
        for y in 0..<Int(65 * scale) { for x in 0..<image.width where image[x: x, y: y].alpha > 0 { stray += 1 } }
        #expect(stray == 0, "\(stray) pixels drawn by a paint that draws nothing: \(comment)")
    }

    /// Expects `image` to draw nothing where the file draws nothing, and the square.
    static func expectNothingAdded(_ image: PixelImage, toTheFileOf body: String) throws {
        let file = try Rasterizer().image(svg: Array(document(body).utf8), size: .square(100))
        var added = 0
        for y in 0..<100 { for x in 0..<100 where image[x: x, y: y].alpha > 0 && file[x: x, y: y].alpha == 0 { added += 1 } }
        #expect(added == 0, "\(added) pixels drawn where the file draws nothing: \(body)")
        #expect(image[x: 20, y: 80].alpha == 255, "the square: \(body)")
    }

    @Test(arguments: unpainted)
    func theFileDrawsNothingThere(body: String) throws {
        let image = try Rasterizer().image(svg: Array(Self.document(body).utf8), size: .square(100))
        if body.contains("stroke=\"url(#nothing)") {
            #expect(image[x: 37, y: 35].alpha == 0 && image[x: 65, y: 35].alpha == 255, "a fill without its stroke")
        } else {
            Self.expectOnlyTheSquare(image, "librsvg")
        }
    }

    @Test(arguments: unpainted)
    func recolouringLeavesItUnpainted(body: String) throws {
        let document = try SVGDocument(bytes: Array(Self.document(body).utf8))
        let recolored = SVGWriter().data(for: try SymbolRecolorer(style: .monochrome(Color(red8: 255, green8: 0, blue8: 0))).recolor(document).document)
        try Self.expectNothingAdded(try Rasterizer().image(svg: recolored, size: .square(100)), toTheFileOf: body)
    }

    @Test(arguments: unpainted, [SymbolStyle.monochrome(.black), .multicolor])
    func aSymbolLeavesItUnpainted(body: String, style: SymbolStyle) throws {
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(Self.document(body).utf8))).symbol.glyph()
        try Self.expectNothingAdded(try RenderedGlyph(glyph, style: style, size: 100).image, toTheFileOf: body)
    }

    /// A gradient with no stops in the box's units, with a fallback, on a horizontal line (a box with no
    /// height): librsvg paints the fallback, and so does the symbol, in its own colours or a style's.
    @Test(arguments: [SymbolStyle.monochrome(.black), .multicolor])
    func noStopsOnABoxWithNoHeightPaintTheFallback(style: SymbolStyle) throws {
        let source = Self.document(##"<linearGradient id="e"/><path d="M40 30h50" stroke="url(#e) #000" stroke-width="6"/>"##)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(100))
        #expect(file[x: 65, y: 30].alpha == 255, "librsvg paints the fallback")
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let image = try RenderedGlyph(glyph, style: style, size: 100).image
        #expect(image.difference(from: file).differingPixelCount == 0)
    }

    /// A reference whose chain breaks paints its fallback, which recolouring paints in the colour.
    @Test func aBrokenChainsFallbackIsRecoloured() throws {
        let source = Self.document(##"<linearGradient id="e" href="#gone"><stop stop-color="#00f"/></linearGradient><path d="M40 10h50v50H40z" fill="url(#e) #0c0"/>"##)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(100))
        #expect(file[x: 65, y: 35] == RasterColor(red: 0, green: 204, blue: 0, alpha: 255), "librsvg paints the fallback")
        let document = try SVGDocument(bytes: Array(source.utf8))
        let recolored = SVGWriter().data(for: try SymbolRecolorer(style: .monochrome(Color(red8: 255, green8: 0, blue8: 0))).recolor(document).document)
        #expect(try Rasterizer().image(svg: recolored, size: .square(100))[x: 65, y: 35] == RasterColor(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// A `use` whose inherited fill refers to nothing draws nothing, though the content it draws is
    /// restyled in place where it stands: it now draws a copy as it was. (Only uses beside a shape of a
    /// layer drawn by reference were minded; this one draws no layer's shape.)
    @Test func aUseWhoseFillDrawsNothingStillDrawsNothing() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path id="a" d="M10 70h20v20H10z"/>\
            <use href="#a" x="50" y="-50" fill="url(#nothing)"/></svg>
            """
        let document = try SVGDocument(bytes: Array(source.utf8))
        let recolored = SVGWriter().data(for: try SymbolRecolorer(style: .monochrome(Color(red8: 255, green8: 0, blue8: 0))).recolor(document).document)
        Self.expectOnlyTheSquare(try Rasterizer().image(svg: recolored, size: .square(100)), "the use")
    }

    /// The stops of a recoloured gradient are written in `style`: the document's sheet rule for `stop`
    /// beat them as attributes, and the gradient came out teal.
    @Test func aSheetRuleForStopsDoesNotColourTheTint() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><style>stop { stop-color: teal }</style>\
            <linearGradient id="g"><stop stop-color="#fc0"/><stop offset="1" stop-color="#0cf" stop-opacity=".5"/></linearGradient>\
            <rect width="60" height="60" fill="url(#g)"/></svg>
            """
        let document = try SVGDocument(bytes: Array(source.utf8))
        let recolored = SVGWriter().data(for: try SymbolRecolorer(style: .monochrome(Color(red8: 255, green8: 0, blue8: 0))).recolor(document).document)
        let image = try Rasterizer().image(svg: recolored, size: .square(100))
        for x in [2, 30, 57] {
            let pixel = image[x: x, y: 30]
            #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha > 100, "at \(x): \(pixel)")
        }
    }
}
