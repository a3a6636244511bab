import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// A group's opacity over several shapes fades them together (SVG: the group is drawn, then faded), so
/// where they overlap it is as faint as where they do not. Shapes taken out of the group into a layer
/// and drawn in their own colours must keep that; folded into each shape, the overlap came out darker
/// (Papirus's `seahorse-sign-bad`: 58/255). In a style's colours the shapes' opacity is replaced, and so
/// is the group's.
@Suite struct GroupOpacityPixelTests {
    /// Two red squares overlapping in the middle, inside a group at `opacity`, and a blue bar outside it.
    static func source(opacity: Double, innerOpacity: Double = 1) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\
        <g opacity="\(opacity)"><rect x="2" y="2" width="12" height="12" fill="#e01010" opacity="\(innerOpacity)"/>\
        <rect x="8" y="8" width="12" height="12" fill="#e01010"/></g>\
        <rect x="2" y="20" width="20" height="3" fill="#1040e0"/></svg>
        """
    }

    static func glyph(_ source: String) throws -> SymbolGlyph {
        try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
    }

    /// In its own colours the symbol draws what the file draws, pixel for pixel (within the round trip's
    /// tolerance), for several opacities; the overlap is as faint as each square alone.
    @Test(arguments: [0.35, 0.5, 0.8])
    func ownColoursFadeTheGroupOnce(opacity: Double) throws {
        let source = Self.source(opacity: opacity)
        let rendered = try RenderedGlyph(try Self.glyph(source), style: .multicolor, size: 96)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(96))
        let difference = rendered.image.difference(from: file)
        #expect(difference.differingPixelCount == 0, "\(difference)")
        let alone = rendered[4, 4], overlap = rendered[11, 11]
        #expect(abs(Int(alone.alpha) - Int((opacity * 255).rounded())) <= 1, "one square: \(alone)")
        #expect(abs(Int(overlap.alpha) - Int(alone.alpha)) <= 1, "the overlap \(overlap) is as faint as one square \(alone)")
    }

    /// A shape's own opacity inside the faded group still multiplies with it.
    @Test func aShapesOwnOpacityStaysInsideTheGroup() throws {
        let source = Self.source(opacity: 0.6, innerOpacity: 0.5)
        let rendered = try RenderedGlyph(try Self.glyph(source), style: .multicolor, size: 96)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(96))
        #expect(rendered.image.difference(from: file).differingPixelCount == 0)
        #expect(abs(Int(rendered[4, 4].alpha) - Int((0.3 * 255).rounded())) <= 1, "\(rendered[4, 4])")
    }

    /// In a style's colours the group's opacity goes with the shapes' own: the layer is drawn in the
    /// style's colour at the level's opacity, overlap or not, as before.
    @Test func aStylesColoursReplaceTheGroupsOpacity() throws {
        let glyph = try Self.glyph(Self.source(opacity: 0.5))
        let rendered = try RenderedGlyph(glyph, style: .monochrome(systemBlue), size: 96)
        expectPixel(rendered, at: (4, 4), ExpectedPixel(systemBlue), "one square")
        expectPixel(rendered, at: (11, 11), ExpectedPixel(systemBlue), "the overlap")
    }

    /// A group fading a single path is folded into it (exact), and needs no group of its own.
    @Test func aSinglePathTakesTheOpacityItself() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g opacity="0.5"><g><rect x="2" y="2" width="20" height="20"/></g></g></svg>
            """
        let svg = String(decoding: SymbolRenderer(style: .multicolor, size: 48).svgData(for: try Self.glyph(source)), as: UTF8.self)
        #expect(!svg.contains("<g opacity"), "\(svg)")
        #expect(svg.contains("opacity=\".5\""), "\(svg)")
    }

    /// Mirrored for right to left, the faded group is still faded once: the image is the file's, flipped.
    @Test func mirroredTheGroupIsStillFadedOnce() throws {
        let source = Self.source(opacity: 0.5)
        let mirrored = try Self.glyph(source).mirrored()
        let rendered = try RenderedGlyph(mirrored, style: .multicolor, size: 96)
        let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(96))
        var differing = 0
        for y in 0..<96 {
            for x in 0..<96 where rendered.image[x: x, y: y] != file[x: 95 - x, y: y] { differing += 1 }
        }
        #expect(differing == 0)
        #expect(abs(Int(rendered[24 - 11, 11].alpha) - Int(rendered[24 - 4, 4].alpha)) <= 1)
    }
}
