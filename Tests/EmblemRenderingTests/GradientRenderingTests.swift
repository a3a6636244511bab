import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Gradient rendering (`SymbolColorRenderingMode.gradient`, SF-SEMANTICS 1.7) in pixels: each layer's colour
/// runs from lighter on the left, through itself in the middle, to darker on the right, across the symbol's
/// margins, whatever transforms its shapes have; its alpha stays; `recolor` paints what `render` draws.
struct GradientRenderingTests {
    static func glyph(_ body: String, viewBox: String = "0 0 24 24") throws -> SymbolGlyph {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">\(body)</svg>"
        return try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
    }

    /// Oklab lightness with the toe of a pixel's colour.
    static func lightness(_ pixel: RasterColor) -> Double {
        OKLab(Color(red8: Int(pixel.red), green8: Int(pixel.green), blue8: Int(pixel.blue))).toeLightness
    }

    /// A band across the whole width: its left edge is the colour lightened by the shift, its middle the
    /// colour, its right edge darkened by the shift (measured in pixels, against the definition), and
    /// lightness falls all the way, for colours of every kind, black and white included.
    @Test(arguments: [systemBlue, Color(red8: 255, green8: 59, blue8: 48), Color(red8: 52, green8: 199, blue8: 89),
                      Color(red8: 128, green8: 128, blue8: 128), Color.black, Color.white])
    func lightToDarkAcrossTheSymbol(color: Color) throws {
        let glyph = try Self.glyph("<rect x=\"0\" y=\"8\" width=\"24\" height=\"8\"/>")
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle.monochrome(color).colorRendering(.gradient), size: 240)
        let base = OKLab(color).toeLightness
        let left = Self.lightness(rendered[0.05, 12]), middle = Self.lightness(rendered[12, 12]), right = Self.lightness(rendered[23.95, 12])
        let shift = SymbolGradient.lightnessShift
        // 8-bit pixels: a level is at most ≈ 0.01 of lightness near black.
        #expect(abs(left - min(base + shift, 1)) < 0.012, "left \(left) for \(base)")
        #expect(abs(middle - base) < 0.012, "middle \(middle) for \(base)")
        #expect(abs(right - max(base - shift, 0)) < 0.012, "right \(right) for \(base)")
        var previous = 2.0
        for column in 0..<rendered.image.width {
            let value = Self.lightness(rendered.image[x: column, y: rendered.image.height / 2])
            #expect(value <= previous + 0.006, "lightness rises at column \(column)")
            previous = value
        }
        // The hue stays the colour's (chroma allowing): the left end is the same colour, lighter.
        let ends = SymbolGradient.stops(for: color).map(OKLab.init)
        if OKLab(color).chroma > 0.05 {
            for end in [ends[0], ends[2]] {
                #expect(abs(atan2(end.b, end.a) - atan2(OKLab(color).b, OKLab(color).a)) < 0.01)
            }
        }
    }

    /// The light is where it is on the canvas: a shape moved there by its groups' transforms is shaded as
    /// the same shape drawn there directly, and a layer on the right is darker than one on the left.
    @Test func theGradientLiesAcrossTheCanvasWhateverTheTransforms() throws {
        let style = SymbolStyle.hierarchical(systemBlue).colorRendering(.gradient)
        let direct = try RenderedGlyph(try Self.glyph("<rect x=\"2\" y=\"4\" width=\"20\" height=\"6\"/><rect x=\"2\" y=\"14\" width=\"20\" height=\"6\" transform=\"rotate(4 12 17)\"/>"),
                                       style: style, size: 192)
        let moved = try RenderedGlyph(try Self.glyph("<g transform=\"translate(22 4) scale(-2 .5)\"><rect x=\"0\" y=\"0\" width=\"10\" height=\"12\"/></g>"
                                                     + "<g transform=\"rotate(4 12 17)\"><g transform=\"translate(2 14)\"><rect width=\"20\" height=\"6\"/></g></g>"),
                                      style: style, size: 192)
        let difference = moved.image.difference(from: direct.image, threshold: 3)
        #expect(difference.differingPixelCount <= 40, "\(difference)")
        #expect(Self.lightness(direct[4, 7]) > Self.lightness(direct[20, 7]) + 0.1)
        // Two separate layers share the one light: the left one lighter.
        let pair = try RenderedGlyph(try Self.glyph("<rect x=\"1\" y=\"6\" width=\"6\" height=\"12\"/><rect x=\"17\" y=\"6\" width=\"6\" height=\"12\"/>"),
                                     style: style, size: 192)
        #expect(Self.lightness(pair[6, 12]) > Self.lightness(pair[18, 12]) + 0.08)
    }

    /// A level's alpha stays with the shape: hierarchical secondary is half as opaque, over the same
    /// shading, and a variable layer the value has not reached is dimmed.
    @Test func alphaStaysWithTheShape() throws {
        let glyph = try Self.glyph("<rect x=\"0\" y=\"2\" width=\"24\" height=\"8\"/><rect x=\"0\" y=\"14\" width=\"24\" height=\"8\" opacity=\".5\"/>")
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle.hierarchical(systemBlue).colorRendering(.gradient), size: 240)
        for x in [1.0, 12, 23] {
            let primary = rendered[x, 6], secondary = rendered[x, 18]
            #expect(primary.alpha == 255 && abs(Int(secondary.alpha) - 128) <= 2, "\(primary) \(secondary)")
            #expect(abs(Self.lightness(primary) - Self.lightness(secondary)) < 0.02, "the same shading at \(x)")
        }
    }

    /// Right to left the light stays on the left: it is where the light falls, not a reading direction.
    @Test func mirroredSymbolsAreLitFromTheLeft() throws {
        let glyph = try Self.glyph("<path d=\"M2 4H22L12 20Z\"/>")
        let style = SymbolStyle.monochrome(systemBlue).colorRendering(.gradient)
        let mirrored = try RenderedGlyph(glyph.mirrored(), style: style, size: 192)
        #expect(Self.lightness(mirrored[4, 5]) > Self.lightness(mirrored[20, 5]) + 0.1)
    }

    /// A plain file's own colours in multicolor are each shaded from themselves, keeping their alpha; a
    /// gradient of its own stays as it is.
    @Test func ownColoursAreShadedFromThemselves() throws {
        let glyph = try Self.glyph("""
            <defs><linearGradient id="g"><stop offset="0" stop-color="#0a0"/><stop offset="1" stop-color="#0a0"/></linearGradient></defs>\
            <rect x="0" y="0" width="24" height="6" fill="#e53935"/><rect x="0" y="8" width="24" height="6" fill="rgb(67 160 71 / 50%)"/>\
            <rect x="0" y="16" width="24" height="6" fill="url(#g)"/>
            """)
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle.multicolor.colorRendering(.gradient), size: 240)
        let red = OKLab(Color(red8: 0xe5, green8: 0x39, blue8: 0x35)).toeLightness
        #expect(abs(Self.lightness(rendered[12, 3]) - red) < 0.012)
        #expect(Self.lightness(rendered[0.5, 3]) > red + 0.08 && Self.lightness(rendered[23.5, 3]) < red - 0.08)
        #expect(abs(Int(rendered[1, 11].alpha) - 128) <= 2 && abs(Int(rendered[23, 11].alpha) - 128) <= 2)
        #expect(Self.lightness(rendered[1, 11]) > Self.lightness(rendered[23, 11]) + 0.1)
        expectPixel(rendered, at: (1, 19), ExpectedPixel(0, 0xaa, 0))
        expectPixel(rendered, at: (23, 19), ExpectedPixel(0, 0xaa, 0))
    }

    /// A shape that keeps its own gradient in user-space units, taken out of transformed groups, is
    /// painted where the file paints it (Breeze's `qdbusviewer`: the gradient lay 46 units off, and its
    /// background came out in its end colour).
    @Test func ownGradientsMoveWithTheirShapes() throws {
        let body = """
            <defs><linearGradient id="g" x1="-40" x2="-4" gradientUnits="userSpaceOnUse" gradientTransform="translate(-1 0)">\
            <stop offset="0" stop-color="#6b3"/><stop offset="1" stop-color="#264"/></linearGradient>\
            <radialGradient id="r" cx="5" cy="5" r="5" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fc0"/>\
            <stop offset="1" stop-color="#c30"/></radialGradient></defs>\
            <g transform="matrix(.99 0 0 .98 45.97 4.86)"><path fill="url(#g)" d="M-41 0h38v38h-38z"/></g>\
            <g transform="rotate(30 24 24) translate(30 30)"><circle cx="5" cy="5" r="5" fill="url(#r)"/></g>
            """
        let glyph = try Self.glyph(body, viewBox: "0 0 48 48")
        let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 96)
        let file = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 48\">\(body)</svg>"
        let direct = try Rasterizer().image(svg: Array(file.utf8), size: .square(96))
        let difference = rendered.image.difference(from: direct, threshold: 3)
        #expect(difference.differingPixelCount == 0, "\(difference)")
    }

    /// `recolor --gradient` writes gradients in each element's own space: drawn, the file is what
    /// `render` draws, through groups' transforms and an element's own.
    @Test(arguments: [SymbolStyle.hierarchical(systemBlue).colorRendering(.gradient), SymbolStyle.multicolor.colorRendering(.gradient)])
    func recolourPaintsWhatRenderDraws(style: SymbolStyle) throws {
        let body = """
            <g transform="translate(2 3) scale(.5)"><rect width="36" height="10" fill="#333"/></g>\
            <path d="M2 16h20v6H2z" fill="#c00" transform="rotate(3 12 19)"/>\
            <circle cx="12" cy="10" r="3" fill="none" stroke="#06c" stroke-width="2" opacity=".5"/>
            """
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        let recolored = SVGWriter().data(for: try SymbolRecolorer(style: style).recolor(document).document)
        #expect(String(decoding: recolored, as: UTF8.self).contains("emblem-shade-"))
        let drawn = try Rasterizer().image(svg: recolored, size: .square(192))
        let rendered = try RenderedGlyph(try Self.glyph(body), style: style, size: 192)
        let difference = drawn.difference(from: rendered.image, threshold: 4)
        #expect(difference.differingPixelCount <= 60, "\(difference)")
    }

    /// The gradient's shortest run (1/4,096 of the canvas) never lengthens a bundled symbol's: every
    /// design of every symbol, in its still canvas and its animation canvas, keeps its margins.
    @Test func theShortestRunLeavesTheLibrarysGradientsAlone() throws {
        let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")
        var checked = 0
        for name in library.names {
            let symbol = try library.symbol(named: name).symbol
            for variant in symbol.variants {
                let glyph = try symbol.glyph(weight: variant.weight, scale: variant.scale)
                for room in [0, SymbolAnimation.canvasRoom] {
                    let canvas = SymbolCanvas.box(for: glyph, room: room)
                    let minimum = max(canvas.width, canvas.height) * SymbolGradient.minimumCanvasShare
                    #expect(SymbolGradient.span(of: glyph, minimumLength: minimum) == SymbolGradient.span(of: glyph), "\(name) \(variant)")
                    checked += 1
                }
            }
        }
        #expect(checked > 600)
    }

    /// A glyph 10,000 times its margins, 1e6 units wide, drew nothing with its gradient, or failed at 16 px
    /// ("NoMemory"): the gradient was written in user units. It now runs from 0 to 1 in its own space,
    /// mapped onto the margins by its transform, and is drawn at every size, lighter left of the margins
    /// than right of them, as the same glyph drawn small. Written so, a glyph of 1e9 units still drew
    /// nothing: its run is widened to 1/4,096 of the canvas, about the margins' middle, and it draws too.
    @Test func aGlyphFarWiderThanItsMarginsIsDrawnWithItsGradient() throws {
        let text = try String(contentsOfFile: Fixtures.directory + "/templates/fixture.v3.svg", encoding: .utf8)
        let square = "M5 -65L45 -65L45 -38L5 -38Z"
        #expect(text.contains("d=\"\(square)\""))
        let style = SymbolStyle.monochrome(systemBlue).colorRendering(.gradient)
        let small = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8))).symbol.glyph()
        let wide = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.replacingOccurrences(
            of: square, with: "M-499950 -500000L500050 -500000L500050 500000L-499950 500000Z").utf8))).symbol.glyph()
        let svg = String(decoding: SymbolRenderer(style: style, size: 16).svgData(for: wide), as: UTF8.self)
        let side = SymbolCanvas.box(for: wide).width, length = side / 4096
        let written = try #require(svg.firstMatch(of: /x1="0" y1="0" x2="1" y2="0" gradientTransform="translate\(([-0-9.]+)\) scale\(([0-9.]+)\)"/), "\(svg)")
        #expect(abs(Double(written.1)! - (50 - length / 2)) < 1e-5 && abs(Double(written.2)! - length) < 1e-5, "\(written.0)")
        let margins = wide.guides.leftMargin...wide.guides.rightMargin
        let (lighter, darker) = try { () throws -> (Double, Double) in
            let rendered = try RenderedGlyph(small, style: style, size: 256)
            return (Self.lightness(rendered[10, -50]), Self.lightness(rendered[40, -50]))
        }()
        let wider = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.replacingOccurrences(
            of: square, with: "M-5e8 -5e8L5e8 -5e8L5e8 5e8L-5e8 5e8Z").utf8))).symbol.glyph()
        let canvas = SymbolCanvas.box(for: wider)
        let run = try #require(SymbolGradient.span(of: wider, minimumLength: canvas.width * SymbolGradient.minimumCanvasShare))
        #expect(abs(run.upperBound - run.lowerBound - canvas.width / 4096) < 1e-6 * canvas.width && abs(run.lowerBound + run.upperBound - 100) < 1)
        for (glyph, away) in [(wide, 1e5), (wider, 1e8)] {
            for size in [4, 16, 64, 256] {
                let rendered = try RenderedGlyph(glyph, style: style, size: size)
                let left = rendered[margins.lowerBound - away, 0], right = rendered[margins.upperBound + away, 0]
                #expect(left.alpha == 255 && right.alpha == 255, "\(size) px: \(left) \(right)")
                #expect(Self.lightness(left) > Self.lightness(right) + 0.1 && Self.lightness(left) > lighter && Self.lightness(right) < darker,
                        "\(size) px: \(left) \(right)")
            }
        }
    }
}
