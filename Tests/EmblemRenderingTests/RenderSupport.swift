import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Fixtures are shared with EmblemSymbolsTests: `Tests/EmblemSymbolsTests/Fixtures`, found from this file.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EmblemSymbolsTests/Fixtures").path

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func symbol(_ relative: String) throws -> Symbol {
        try SymbolImporter().symbol(from: SVGDocument(contentsOfFile: directory + "/" + relative)).symbol
    }

    /// The Regular-M design of a fixture.
    static func glyph(_ relative: String) throws -> SymbolGlyph { try symbol(relative).glyph() }
}

/// A glyph rendered through `SymbolRenderer` and librsvg, with a way back from glyph coordinates to pixels.
struct RenderedGlyph {
    let image: PixelImage
    /// The user-space square the image shows (`SymbolCanvas.box`).
    let canvas: Rect

    init(_ glyph: SymbolGlyph, style: SymbolStyle, size: Int = 128, background: RasterColor? = nil) throws {
        let svg = SymbolRenderer(style: style, size: Double(size)).svgData(for: glyph)
        image = try Rasterizer(background: background).image(svg: svg, size: .square(size))
        canvas = SymbolCanvas.box(for: glyph)
    }

    /// The plain SVG `source` read as a symbol and drawn in `style`, its own colours unless told.
    init(symbolFrom source: String, style: SymbolStyle = .multicolor, size: Int = 128) throws {
        try self.init(try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph(), style: style, size: size)
    }

    /// How far the plain SVG `source`, read as a symbol and drawn in its own colours, is from librsvg's
    /// image of `reference` (the file itself unless told): the symbol pipeline's differential checks.
    static func difference(ofSymbolFrom source: String, from reference: String? = nil, size: Int = 128) throws -> PixelDifference {
        let rendered = try RenderedGlyph(symbolFrom: source, size: size)
        return rendered.image.difference(from: try Rasterizer().image(svg: Array((reference ?? source).utf8), size: .square(size)))
    }

    /// The pixel whose area contains the point (x, y) of the glyph.
    subscript(x: Double, y: Double) -> RasterColor {
        let column = Int(((x - canvas.x) / canvas.width * Double(image.width)).rounded(.down))
        let row = Int(((y - canvas.y) / canvas.height * Double(image.height)).rounded(.down))
        return image[x: column, y: row]
    }

    /// Pixels with at least this alpha.
    func count(alphaAtLeast alpha: UInt8) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x: x, y: y].alpha >= alpha { count += 1 } }
        return count
    }
}

/// An expected pixel: 8-bit colour and alpha, compared with a tolerance (librsvg owns the exact values;
/// straight alpha rounds the colour of translucent pixels).
struct ExpectedPixel: Sendable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int, alpha: Int

    init(_ red: Int, _ green: Int, _ blue: Int, alpha: Int = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ color: Color, alpha: Int = 255) {
        let (r, g, b, _) = color.rgba8
        self.init(r, g, b, alpha: alpha)
    }

    static let transparent = ExpectedPixel(0, 0, 0, alpha: 0)

    /// Alpha within `tolerance`; colour within `tolerance` plus the rounding of un-premultiplying an 8-bit
    /// premultiplied pixel (librsvg renders premultiplied), which grows as 255 / alpha.
    func matches(_ pixel: RasterColor, tolerance: Int = 2) -> Bool {
        if alpha == 0 { return pixel.alpha <= UInt8(tolerance) }
        let colorTolerance = tolerance + (alpha < 255 ? 255 / alpha : 0)
        return abs(Int(pixel.alpha) - alpha) <= tolerance && abs(Int(pixel.red) - red) <= colorTolerance
            && abs(Int(pixel.green) - green) <= colorTolerance && abs(Int(pixel.blue) - blue) <= colorTolerance
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

func expectPixel(_ rendered: RenderedGlyph, at point: (Double, Double), _ expected: ExpectedPixel, _ comment: String = "",
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let pixel = rendered[point.0, point.1]
    #expect(expected.matches(pixel), "\(comment) at \(point): \(pixel), expected \(expected)", sourceLocation: sourceLocation)
}

let systemBlue = Color(red8: 0, green8: 122, blue8: 255)

extension Symbol {
    /// The explicit glyph for a variant id such as `Black-L`.
    func explicitGlyph(_ id: String) throws -> SymbolGlyph {
        let variant = try #require(SymbolVariantID(id))
        return try #require(glyphs[variant], "no \(id) in \(name)")
    }
}
