import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// A gradient in user-space units painting content in a nested viewport (a used `symbol` or a nested
/// `svg`) has its percentages, and its defaults (`x2="100%"`), measured in that viewport: the resolver
/// paints the content with a copy so measured (`emblem-gradient-N`). The symbol pipeline looked for that
/// copy in the document alone, found no paint server, and left the shape out of its layer as painting
/// nothing; and the resolver warned that the copy did not exist (random documents through the pipeline
/// found it).
struct ViewportGradientSymbolPixelTests {
    static let gradients = """
        <linearGradient id="one" gradientUnits="userSpaceOnUse"><stop stop-color="#06c"/></linearGradient>\
        <linearGradient id="two" gradientUnits="userSpaceOnUse" x1="10%"><stop stop-color="#c00"/><stop offset="1" stop-color="#fc0"/></linearGradient>\
        <radialGradient id="round" gradientUnits="userSpaceOnUse" r="40%"><stop stop-color="#fff"/><stop offset="1" stop-color="#080"/></radialGradient>\
        <symbol id="s" viewBox="0 0 20 20"><path d="M2 18L10 2L18 18Z"/></symbol>\
        <path id="p" d="M10 10h30v28z"/>
        """
    static let contents = [
        "<use href=\"#s\" fill=\"url(#%@)\"/>",
        "<use href=\"#s\" x=\"40\" y=\"10\" width=\"50\" height=\"60\" fill=\"url(#%@)\"/>",
        "<svg x=\"20\" width=\"60\" height=\"70\" viewBox=\"0 0 80 40\" fill=\"url(#%@)\"><use href=\"#p\"/></svg>",
        "<svg width=\"50%\" viewBox=\"0 0 50 50\"><rect x=\"5\" y=\"5\" width=\"40\" height=\"30\" fill=\"url(#%@)\"/></svg>",
    ]

    @Test(arguments: contents, ["one", "two", "round"])
    func symbolsDrawContentPaintedWithAMeasuredGradient(content: String, gradient: String) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>\(Self.gradients)</defs>"
            + content.replacingOccurrences(of: "%@", with: gradient) + "</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        let (symbol, diagnostics) = try SymbolImporter().symbol(from: document)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let rendered = try RenderedGlyph(try symbol.glyph(), style: .multicolor, size: 96)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(96))
        let empty = try Rasterizer().image(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"/>".utf8), size: .square(96))
        #expect(file.difference(from: empty).fraction > 0.02, "the file draws the content")
        let difference = rendered.image.difference(from: file)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }
}
