import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// A gradient that fades, in bounding-box units, on a mirrored symbol drawn in one colour: the tint that
/// keeps its fade turns over with the shape. It was dropped for the flat colour (the box of a flipped
/// shape was taken for one that cannot follow it), and a mirrored shadow came out solid (Breeze's
/// `kalzium` and `kmplayer`, 148 and 189 of 255 off on their edges).
struct MirroredGradientPixelTests {
    static let documents = [
        // Fading left to right, on a shape with its own transform, and a second gradient turned by its own
        // `gradientTransform`, stroked.
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><defs>
        <linearGradient id="fade" x1="0.1" x2="0.8"><stop offset="0"/><stop offset="1" stop-opacity="0"/></linearGradient>
        <radialGradient id="spot" cx="0.3" cy="0.4" r="0.6" fx="0.2" gradientTransform="rotate(20 .5 .5)">
        <stop offset="0" stop-opacity=".9"/><stop offset="1" stop-opacity="0"/></radialGradient></defs>
        <path d="M4 6h30l10 14-10 14H4z" fill="url(#fade)" transform="translate(0 4)"/>
        <rect x="6" y="38" width="20" height="8" fill="none" stroke="url(#spot)" stroke-width="3"/></svg>
        """,
    ]

    static func image(_ glyph: SymbolGlyph, _ style: SymbolStyle) throws -> PixelImage {
        try Rasterizer().image(svg: SymbolRenderer(style: style, size: 96).svgData(for: glyph), size: .square(96))
    }

    @Test(arguments: [SymbolStyle.monochrome(.black), .hierarchical(Color(red8: 0, green8: 90, blue8: 200))])
    func aMirroredFadeIsTheFlippedFade(style: SymbolStyle) throws {
        for source in Self.documents {
            let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
            let upright = try Self.image(glyph, style), mirrored = try Self.image(glyph.mirrored(), style)
            #expect(upright != upright.flippedHorizontally(), "the drawing is not symmetric")
            // Cairo's anti-aliasing is not mirror-symmetric by a few levels on edge pixels; a fade dropped
            // for the flat colour is off by up to 255 over the whole shape.
            let difference = mirrored.difference(from: upright.flippedHorizontally(), threshold: 24)
            #expect(difference.differingPixelCount <= 20, "\(difference)")
        }
    }
}
