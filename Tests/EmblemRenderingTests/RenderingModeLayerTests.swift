import EmblemAnimation
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Each rendering mode draws its own layer list (SF-SEMANTICS 1.1, 2.6). render/modes.svg has a shared
/// square (every mode), a monochrome-only square (`monochrome-1`) and a hierarchical/multicolor-only square
/// (`hierarchical-1:secondary multicolor-1:systemRedColor`).
@Suite struct RenderingModeLayerTests {
    static let shared = (15.0, -35.0), monochromeOnly = (50.0, -35.0), hierarchicalOnly = (85.0, -35.0)

    struct ModeCase: Sendable, CustomTestStringConvertible {
        var style: SymbolStyle
        var expected: [ExpectedPixel]
        var testDescription: String { "\(style.mode)" }
    }

    static let red = Color(red8: 220, green8: 30, blue8: 30)
    static let green = Color(red8: 30, green8: 160, blue8: 60)

    static let modes: [ModeCase] = [
        ModeCase(style: .monochrome(systemBlue), expected: [ExpectedPixel(systemBlue), ExpectedPixel(systemBlue), .transparent]),
        ModeCase(style: .hierarchical(systemBlue),
                 expected: [ExpectedPixel(systemBlue), .transparent, ExpectedPixel(systemBlue, alpha: 128)]),
        ModeCase(style: SymbolStyle(mode: .palette, colors: [red, green]), expected: [ExpectedPixel(red), .transparent, ExpectedPixel(green)]),
        ModeCase(style: .multicolor, expected: [ExpectedPixel(0, 122, 255), .transparent, ExpectedPixel(255, 59, 48)]),
    ]

    @Test(arguments: modes)
    func eachModeDrawsItsOwnLayers(_ mode: ModeCase) throws {
        let rendered = try RenderedGlyph(Fixtures.glyph("render/modes.svg"), style: mode.style)
        for (point, expected) in zip([Self.shared, Self.monochromeOnly, Self.hierarchicalOnly], mode.expected) {
            expectPixel(rendered, at: point, expected)
        }
    }
}

/// Each mode draws its layers in its own order (SF-SEMANTICS 2.6: "the index … gives the Z-order position of
/// the layer within that rendering mode"), and a mode the file has no list for draws another mode's list.
@Suite struct ModeOrderTests {
    static let left = (25.0, -35.0), overlap = (50.0, -35.0), right = (75.0, -35.0)
    static let red = Color(red8: 220, green8: 30, blue8: 30)
    static let green = Color(red8: 30, green8: 160, blue8: 60)

    /// order.svg: the left square is monochrome-0 / multicolor-0 (red) / hierarchical-1; the right one
    /// monochrome-1 / multicolor-1 (blue) / hierarchical-0. So the right one is on top in multicolor, the left
    /// one in palette (where the left is secondary, green).
    @Test func multicolorAndPaletteStackTheirLayersEachInTheirOwnOrder() throws {
        let glyph = try Fixtures.glyph("render/order.svg")
        let multicolor = try RenderedGlyph(glyph, style: .multicolor)
        expectPixel(multicolor, at: Self.left, ExpectedPixel(255, 59, 48))
        expectPixel(multicolor, at: Self.overlap, ExpectedPixel(0, 122, 255))
        let palette = try RenderedGlyph(glyph, style: SymbolStyle(mode: .palette, colors: [Self.red, Self.green]))
        expectPixel(palette, at: Self.right, ExpectedPixel(Self.red))
        expectPixel(palette, at: Self.overlap, ExpectedPixel(Self.green))
    }

    /// The drawing's layer groups come in each mode's order; the glyph's own order (which `inspect` lists and
    /// animation staggers by) stays the hierarchical one.
    @Test(arguments: [
        (SymbolRenderingMode.monochrome, ["layer-1", "layer-0"]), (.multicolor, ["layer-1", "layer-0"]),
        (.hierarchical, ["layer-0", "layer-1"]), (.palette, ["layer-0", "layer-1"]),
    ])
    func groupsFollowTheModesOrder(_ mode: SymbolRenderingMode, _ ids: [String]) throws {
        let glyph = try Fixtures.glyph("render/order.svg")
        #expect(glyph.layers.map(\.level) == [.primary, .secondary])
        let drawing = SymbolRenderer(style: SymbolStyle(mode: mode)).drawing(for: glyph)
        let groups = drawing.root.children.compactMap { node -> String? in
            if case .group(let group) = node { return group.id }
            return nil
        }
        #expect(groups == ids)
    }

    /// erase-order.svg: the small square erases the large one in hierarchical (above it there) and nothing in
    /// monochrome (below it there, with nothing drawn before it).
    @Test func anEraseLayerErasesOnlyWhatItsModeDrewBeforeIt() throws {
        let glyph = try Fixtures.glyph("render/erase-order.svg")
        let monochrome = try RenderedGlyph(glyph, style: .monochrome(systemBlue))
        expectPixel(monochrome, at: Self.overlap, ExpectedPixel(systemBlue))
        expectPixel(monochrome, at: Self.left, ExpectedPixel(systemBlue))
        let hierarchical = try RenderedGlyph(glyph, style: .hierarchical(systemBlue))
        expectPixel(hierarchical, at: Self.overlap, .transparent)
        expectPixel(hierarchical, at: Self.left, ExpectedPixel(systemBlue))
    }

    /// monochrome-only.svg has no hierarchical or multicolor classes: those modes draw its monochrome layers
    /// (primary, so in the foreground colour) rather than nothing.
    @Test(arguments: [SymbolRenderingMode.hierarchical, .palette, .multicolor])
    func aModeWithoutALayerListDrawsTheMonochromeOne(_ mode: SymbolRenderingMode) throws {
        let glyph = try Fixtures.glyph("render/monochrome-only.svg")
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle(mode: mode, colors: [systemBlue]))
        expectPixel(rendered, at: (25, -35), ExpectedPixel(systemBlue))
        expectPixel(rendered, at: (75, -35), ExpectedPixel(systemBlue))
        expectPixel(rendered, at: Self.overlap, .transparent)
    }

    /// erase-opacity.svg: erasers at opacity 0.5 (left) and 1 (right) over a large square. An eraser draws in
    /// copy mode (SF-SEMANTICS 1.8): the left square is the colour at half alpha, not the square beneath
    /// showing through, nor a hole; the right one is the colour, opaque.
    @Test func anEraserWithAnOpacityOfItsOwnReplacesWhatItCovers() throws {
        let glyph = try Fixtures.glyph("render/erase-opacity.svg")
        #expect(glyph.layers.map(\.opacity) == [1, 0.5, 1])
        let rendered = try RenderedGlyph(glyph, style: .monochrome(systemBlue))
        expectPixel(rendered, at: (30, -35), ExpectedPixel(systemBlue, alpha: 128))
        expectPixel(rendered, at: (70, -35), ExpectedPixel(systemBlue))
        expectPixel(rendered, at: (50, -35), ExpectedPixel(systemBlue))
    }

    /// mode-styles.svg: the small square's monochrome class makes it an eraser (opacity 0), its hierarchical
    /// class a primary layer, its multicolor class a red one at half opacity. Each mode follows its own
    /// class; the monochrome declarations made it erase in every mode.
    @Test func eachModeTakesItsOwnClassesDeclarations() throws {
        let glyph = try Fixtures.glyph("render/mode-styles.svg")
        let small = try #require(glyph.layers.last)
        #expect(!small.annotations.isEraser && small.opacity == 1)
        #expect(small.annotations(in: .monochrome).isEraser && small.opacity(in: .monochrome) == 0)
        #expect(small.opacity(in: .multicolor) == 0.5 && !small.annotations(in: .multicolor).isEraser)
        let monochrome = try RenderedGlyph(glyph, style: .monochrome(systemBlue))
        expectPixel(monochrome, at: Self.overlap, .transparent)
        expectPixel(monochrome, at: Self.left, ExpectedPixel(systemBlue))
        let hierarchical = try RenderedGlyph(glyph, style: .hierarchical(systemBlue))
        expectPixel(hierarchical, at: Self.overlap, ExpectedPixel(systemBlue))
        expectPixel(hierarchical, at: Self.left, ExpectedPixel(systemBlue, alpha: 128))
        let multicolor = try RenderedGlyph(glyph, style: .multicolor, background: RasterColor(red: 255, green: 255, blue: 255, alpha: 255))
        // Red at half opacity over blue: (255·.5 + 0·.5, 59·.5 + 122·.5, 48·.5 + 255·.5).
        expectPixel(multicolor, at: Self.overlap, ExpectedPixel(128, 91, 152))
    }

    /// An animated SVG animates such an eraser's mask and its colour, and its first frame is the still.
    @Test func anAnimatedSVGAnimatesTheEraserAndItsColour() throws {
        let glyph = try Fixtures.glyph("render/erase-opacity.svg")
        let animation = SymbolAnimation(glyph: glyph, content: .effect(try SymbolEffectSpec.parse("pulse.byLayer").makeEffect()))
        let style = SymbolStyle.monochrome(systemBlue)
        let svg = AnimatedSVGWriter().data(for: animation, style: style, size: 96)
        let text = String(decoding: svg, as: UTF8.self)
        for name in ["layer-0", "erase-1-shapes", "layer-1", "erase-2-shapes", "layer-2"] {
            #expect(text.contains("@keyframes emblem-\(name) {"), "no keyframes for \(name)")
        }
        let template = FrameTemplate(glyph: glyph, paints: style.layerPaints(for: glyph),
                                     canvas: SymbolCanvas.box(for: glyph, room: SymbolAnimation.canvasRoom), size: 96)
        let frame = try Rasterizer().image(svg: template.svg(states: animation.states(ofFrame: 0)), size: .square(96))
        let animated = try Rasterizer().image(svg: svg, size: .square(96))
        #expect(animated.difference(from: frame, threshold: 2).differingPixelCount == 0)
    }
}

/// Plain files in multicolor: their own colours are their multicolor design, and SF Symbols classes in them
/// are read as in a template.
@Suite struct PlainMulticolorTests {
    static func glyph(_ body: String) throws -> SymbolGlyph {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>"
        return try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(svg.utf8))).symbol.glyph()
    }

    static let squares = ##"<path fill="#e53935" d="M2 2H14V14H2Z"/><path fill="#43a047" fill-opacity=".5" d="M10 10H22V22H10Z"/>"##

    /// A plain icon drawn in multicolor keeps its colours and their opacities (it was drawn in the
    /// foreground colour, black); recolouring it in multicolor leaves it as it was.
    @Test func aPlainIconKeepsItsOwnColours() throws {
        let glyph = try Self.glyph(Self.squares)
        let rendered = try RenderedGlyph(glyph, style: .multicolor)
        expectPixel(rendered, at: (4, 4), ExpectedPixel(0xe5, 0x39, 0x35))
        expectPixel(rendered, at: (20, 20), ExpectedPixel(0x43, 0xa0, 0x47, alpha: 128))
        // The same pixels as librsvg drawing the file itself.
        let file = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(rendered.canvas.x) \(rendered.canvas.y) \(rendered.canvas.width) \(rendered.canvas.height)\">\(Self.squares)</svg>"
        let direct = try Rasterizer().image(svg: Array(file.utf8), size: .square(rendered.image.width))
        #expect(rendered.image.difference(from: direct, threshold: 2).differingPixelCount == 0)
        let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(Self.squares)</svg>".utf8))
        let (recolored, _, _) = try SymbolRecolorer(style: .multicolor).recolor(document)
        #expect(SVGWriter().data(for: recolored) == SVGWriter().data(for: document))
        // Monochrome still paints them the one colour.
        expectPixel(try RenderedGlyph(glyph, style: .monochrome(systemBlue)), at: (4, 4), ExpectedPixel(systemBlue))
    }

    /// SF Symbols classes in a plain file: multicolor names resolve to system colours, and each mode has its
    /// own list and order (they were merged by one index and drawn black in multicolor).
    @Test func sfSymbolsClassesInAPlainFileReadAsInATemplate() throws {
        let glyph = try Self.glyph("""
            <path class="monochrome-1 multicolor-0:systemRedColor hierarchical-0:primary" d="M2 2H14V14H2Z"/>\
            <path class="monochrome-0 multicolor-1:systemGreenColor hierarchical-1:secondary" d="M10 10H22V22H10Z"/>\
            <path class="monochrome-2" d="M16 2H22V8H16Z"/>
            """)
        let multicolor = try RenderedGlyph(glyph, style: .multicolor)
        expectPixel(multicolor, at: (4, 4), ExpectedPixel(255, 59, 48))
        expectPixel(multicolor, at: (12, 12), ExpectedPixel(52, 199, 89))  // green over red
        expectPixel(multicolor, at: (20, 4), .transparent)                // monochrome only
        let monochrome = try RenderedGlyph(glyph, style: .monochrome(systemBlue))
        expectPixel(monochrome, at: (20, 4), ExpectedPixel(systemBlue))
        let order = SymbolRenderer(style: .monochrome(.black)).drawing(for: glyph).root.children.compactMap { node -> String? in
            if case .group(let group) = node { return group.id }
            return nil
        }
        #expect(order == ["layer-1", "layer-0", "layer-2"])
    }
}
