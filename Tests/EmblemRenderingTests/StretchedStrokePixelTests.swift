import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// A stroke drawn under a transform that stretches or skews is wider one way than the other (SVG strokes
/// in the element's own space). Taken out of its groups into a layer, its path moved into the canvas,
/// it must stay so: a single width, the transform's mean scale, drew a ring under `scale(4 1)` twice as
/// wide at the top as the file and half as wide at the sides (Papirus's `avogadro`: skewed orbits).
@Suite struct StretchedStrokePixelTests {
    static let transforms = [
        "scale(4 1)", "scale(1 3)", "matrix(.88 .47 -.41 .91 0 0)", "skewX(30)", "rotate(30) scale(3 1)", "scale(-2 1)",
    ]

    /// A ring and a dashed open path, both stroked, under `transform`, and a filled square outside it.
    static func source(_ transform: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="-12 -12 24 24">\
        <g transform="\(transform)"><circle r="2.5" fill="none" stroke="#c02060" stroke-width="1"/>\
        <path d="M-2 3.2 2 3.6" fill="none" stroke="#2060c0" stroke-width=".6" stroke-dasharray="1 .5"/></g>\
        <rect x="8" y="8" width="3" height="3" fill="#208040"/></svg>
        """
    }

    static func glyph(_ source: String) throws -> SymbolGlyph {
        try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
    }

    static func file(_ source: String, size: Int = 96) throws -> PixelImage {
        try Rasterizer().image(svg: Array(source.utf8), size: .square(size))
    }

    /// In its own colours the symbol draws what the file draws, under every kind of stretch and skew.
    @Test(arguments: transforms)
    func ownColoursDrawTheStrokeAsTheFileDoes(transform: String) throws {
        let source = Self.source(transform)
        let rendered = try RenderedGlyph(try Self.glyph(source), style: .multicolor, size: 96)
        let difference = rendered.image.difference(from: try Self.file(source))
        #expect(difference.fraction <= 0.001, "\(difference)")
    }

    /// In a style's colours the outline is the file's too: every pixel the file covers, the symbol covers
    /// alike (alpha compared; the colour is the style's).
    @Test(arguments: transforms)
    func aStylesColoursDrawTheSameOutline(transform: String) throws {
        let source = Self.source(transform)
        let rendered = try RenderedGlyph(try Self.glyph(source), style: .monochrome(systemBlue), size: 96)
        let file = try Self.file(source)
        var differing = 0
        for y in 0..<96 {
            for x in 0..<96 where abs(Int(rendered.image[x: x, y: y].alpha) - Int(file[x: x, y: y].alpha)) > 8 { differing += 1 }
        }
        #expect(differing <= 9, "\(differing) pixels' coverage differs")
    }

    /// The ring under `scale(4 1)`: 4 units wide at its sides, 1 at its top, as in the file.
    @Test func theRingIsWiderWhereTheTransformStretches() throws {
        let rendered = try RenderedGlyph(try Self.glyph(Self.source("scale(4 1)")), style: .monochrome(systemBlue), size: 240)
        // Sides: x = ±10 ± 2 (radius 2.5 × 4, stroke 1 × 4); top: y = -2.5 ± 0.5.
        for x in [-11.5, -8.5, 8.5, 11.5] { expectPixel(rendered, at: (x, 0), ExpectedPixel(systemBlue), "side") }
        for x in [-7.0, 7.0] { expectPixel(rendered, at: (x, 0), .transparent, "inside") }
        expectPixel(rendered, at: (0, -2.5), ExpectedPixel(systemBlue), "top")
        for y in [-3.3, -1.7] { expectPixel(rendered, at: (0, y), .transparent, "beyond the top's width") }
    }

    /// Mirrored for right to left, the stretched stroke is the file's, flipped.
    @Test(arguments: ["matrix(.88 .47 -.41 .91 0 0)", "skewX(30)"])
    func mirroredTheStrokeIsTheFilesFlipped(transform: String) throws {
        let source = Self.source(transform)
        let rendered = try RenderedGlyph(try Self.glyph(source).mirrored(), style: .multicolor, size: 96)
        let file = try Self.file(source)
        var differing = 0, largest = 0
        for y in 0..<96 {
            for x in 0..<96 {
                // Premultiplied, as `PixelImage.difference` compares: the colour of a nearly clear pixel is noise.
                let a = rendered.image[x: x, y: y], b = file[x: 95 - x, y: y]
                func premultiplied(_ channel: UInt8, _ alpha: UInt8) -> Int { Int(channel) * Int(alpha) / 255 }
                let delta = max(abs(Int(a.alpha) - Int(b.alpha)), abs(premultiplied(a.red, a.alpha) - premultiplied(b.red, b.alpha)),
                                abs(premultiplied(a.blue, a.alpha) - premultiplied(b.blue, b.alpha)))
                if delta > 8 { differing += 1 }
                largest = max(largest, delta)
            }
        }
        #expect(differing <= 4, "\(differing) pixels differ from the flipped file, by up to \(largest)")
    }
}
