import EmblemGeometry
import EmblemRaster
@testable import EmblemRendering
import EmblemSVG
@testable import EmblemSymbols
import Testing

/// Text in a plain icon (a calendar's date, a badge's "NEW") is drawn by the symbol pipeline, in its
/// layer's colour, where it stood: `render --mode`, `animate` and `localize` left it out, silently.
/// Mirrored, it moves to its mirrored place and still reads left to right.
struct SymbolTextPixelTests {
    static func svg(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 48\">\(body)</svg>".utf8)
    }

    static let documents: [(name: String, body: String)] = [
        ("text alone, styled by a sheet, faint", """
            <style>.n { font: bold 20px sans-serif; fill: #c00 }</style><text class="n" x="6" y="30" opacity=".6">42</text>
            """),
        ("text with a span in a moved group with a frame", """
            <rect x="2" y="2" width="44" height="8" fill="#333"/>
            <g transform="translate(4 36) rotate(-10)" fill="#06c"><text font-family="sans-serif" font-size="14">N<tspan fill="#0a0">EW</tspan></text></g>
            """),
        ("text under a clip, anchored in the middle", """
            <clipPath id="c"><rect width="48" height="30"/></clipPath>
            <g clip-path="url(#c)"><text x="24" y="34" text-anchor="middle" font-family="sans-serif" font-size="24">Ag</text></g>
            """),
    ]

    static func image(_ renderer: SymbolRenderer, _ glyph: SymbolGlyph) throws -> PixelImage {
        try Rasterizer().image(svg: renderer.svgData(for: glyph), size: .square(96))
    }

    /// The box of the pixels drawn (alpha above a half), in pixels.
    static func coverage(_ image: PixelImage) -> (minX: Int, maxX: Int, count: Int)? {
        var minX = Int.max, maxX = Int.min, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                count += 1
            }
        }
        return count == 0 ? nil : (minX, maxX, count)
    }

    /// In monochrome, the symbol draws what the file draws (as librsvg draws it), text included: the
    /// same pixels as the file recoloured by `SymbolRecolorer`, which paints text in the primary colour.
    @Test(arguments: documents.indices)
    func monochromeDrawsTheTextTheRecolouredFileDraws(index: Int) throws {
        let (name, body) = Self.documents[index]
        let document = try SVGDocument(bytes: Self.svg(body))
        let rasterizer = Rasterizer()
        let recolored = try SymbolRecolorer(style: .monochrome(.black)).recolor(document).document
        let expected = try rasterizer.image(svg: SVGWriter().data(for: recolored), size: .square(96))
        let glyph = try SymbolImporter().symbol(from: document).symbol.glyph()
        let drawn = try Self.image(SymbolRenderer(style: .monochrome(.black), size: 96), glyph)
        let covered = try #require(Self.coverage(expected), "\(name): nothing drawn").count
        #expect(covered > 150, "\(name)")
        // Without the text, all its pixels would differ.
        #expect(EnclosingEffectPixelTests.coverageDifference(expected, drawn) <= 12, "\(name)")
    }

    /// Mirrored, text covers the mirror image of the columns it covered (within a pixel or two of glyph
    /// shaping), and is not flipped: the mirrored drawing is not the flipped image of the upright one.
    @Test(arguments: documents.indices)
    func mirroredTextMovesButReads(index: Int) throws {
        let (name, body) = Self.documents[index]
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Self.svg(body))).symbol.glyph()
        let renderer = SymbolRenderer(style: .monochrome(.black), size: 96)
        let upright = try Self.image(renderer, glyph), mirrored = try Self.image(renderer, glyph.mirrored())
        let box = try #require(Self.coverage(upright)), mirroredBox = try #require(Self.coverage(mirrored))
        #expect(abs(mirroredBox.minX - (95 - box.maxX)) <= 2, "\(name): \(box) → \(mirroredBox)")
        #expect(abs(mirroredBox.maxX - (95 - box.minX)) <= 2, "\(name): \(box) → \(mirroredBox)")
        #expect(abs(mirroredBox.count - box.count) <= box.count / 20, "\(name)")
        #expect(EnclosingEffectPixelTests.coverageDifference(upright.flippedHorizontally(), mirrored) > 20, "\(name): flipped")
    }

    /// Text is a layer like any top-level drawable, at the level its strength says; inside a group it
    /// belongs to the group's layer, in document order with the group's paths.
    @Test func textTakesItsPlaceInTheLayers() throws {
        let document = try SVGDocument(bytes: Self.svg("""
            <path d="M0 0h4v4z"/><text x="1" y="20" opacity=".5">a</text><g><path d="M8 0h4v4z"/><text y="30">b</text></g>
            <text y="40" fill="none">c</text><text y="44" display="none">d</text>
            """))
        let layers = try SymbolImporter().symbol(from: document).symbol.glyph().layers
        #expect(layers.map(\.level) == [.primary, .secondary, .primary])
        #expect(layers.map { $0.shapes.map { $0.text?.textContent } } == [[nil], ["a"], [nil, "b"]])
        #expect(layers.map(\.pathCount) == [1, 0, 1] && layers.map(\.textCount) == [0, 1, 1])
        // Placed, not baked: the text keeps its own attributes.
        #expect(layers[1].shapes[0].text?[attribute: "x"] == "1")
    }

    /// Painted in a layer's colour as its paths are: the colour's opacity replaces the text's own (which
    /// made the layer secondary, at half the colour's opacity in hierarchical mode).
    @Test func textIsPaintedInItsLayersColour() throws {
        let document = try SVGDocument(bytes: Self.svg("""
            <text x="1" y="20" opacity=".5" style="opacity:.5;fill:red" stroke="blue">a<tspan fill="green">b</tspan></text>
            """))
        let glyph = try SymbolImporter().symbol(from: document).symbol.glyph()
        let svg = String(decoding: SymbolRenderer(style: .hierarchical(Color(red8: 0, green8: 0, blue8: 255))).svgData(for: glyph), as: UTF8.self)
        #expect(svg.contains(#"<text x="1" y="20" style="fill:#00f;fill-opacity:.5;stroke:#00f;stroke-opacity:.5" stroke="blue">a<tspan fill="green" style="fill:#00f;fill-opacity:.5;stroke:#00f;stroke-opacity:.5">b</tspan></text>"#), "\(svg)")
        #expect(!svg.contains("opacity=\".5\""), "\(svg)")
    }

    /// Mirroring twice puts text back where it was, reading as before.
    @Test func mirroringTwicePutsTextBack() throws {
        let document = try SVGDocument(bytes: Self.svg(#"<g transform="translate(3 4)"><text x="5 9" y="20" style="text-anchor: end">ab</text></g>"#))
        let glyph = try SymbolImporter().symbol(from: document).symbol.glyph()
        let text = try #require(glyph.layers.first?.shapes.first)
        let once = try #require(glyph.mirrored().layers.first?.shapes.first)
        let twice = try #require(glyph.mirrored().mirrored().layers.first?.shapes.first)
        // The anchor (8, 24) goes to (40, 24): the symbol's margins are 0 and 48.
        #expect(once.transform.apply(to: Point(x: 5, y: 20)) == Point(x: 40, y: 24))
        #expect(once.text?[attribute: "text-anchor"] == "start" && once.text?[attribute: "style"] == nil)
        #expect(twice.transform == text.transform)
        #expect(twice.text?[attribute: "text-anchor"] == "end")
    }

    /// An anchor written with a unit is read as a length: `12pt` is 16 user units, so the anchor (19, 24)
    /// lands at (29, 24).
    @Test func anAnchorWithAUnitIsALength() throws {
        let document = try SVGDocument(bytes: Self.svg(#"<g transform="translate(3 4)"><text x="12pt,30" y="20">ab</text></g>"#))
        let once = try #require(try SymbolImporter().symbol(from: document).symbol.glyph().mirrored().layers.first?.shapes.first)
        #expect(once.transform.apply(to: Point(x: 16, y: 20)) == Point(x: 29, y: 24))
    }
}
