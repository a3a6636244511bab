import EmblemAnimation
import EmblemGeometry
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// What `SymbolComposer` and `SymbolCanvas` build, asserted on the drawing itself (no pixels).
@Suite struct SymbolComposerTests {
    static func groups(_ drawing: Drawing) -> [DrawingGroup] {
        drawing.root.children.compactMap { if case .group(let group) = $0 { group } else { nil } }
    }

    /// An eraser wraps everything drawn before it in a mask; later layers stay outside it.
    @Test func eraseWrapsLowerLayersInAMask() throws {
        let glyph = try Fixtures.glyph("render/erase.svg")
        let canvas = SymbolCanvas.box(for: glyph)
        let drawing = SymbolComposer().drawing(for: glyph, paints: SymbolStyle.monochrome(.black).layerPaints(for: glyph), canvas: canvas)
        let top = Self.groups(drawing)
        #expect(top.map(\.mask) == ["url(#erase-1)", nil])
        #expect(top.map(\.id) == [nil, "layer-2"])
        let masked = top[0].children.compactMap { if case .group(let group) = $0 { group.id } else { nil } }
        #expect(masked == ["layer-0"])
        let mask = try #require(drawing.definitions.first { $0[attribute: "id"] == "erase-1" })
        #expect(mask.name == "mask" && mask[attribute: "maskUnits"] == "userSpaceOnUse")
    }

    /// Layers outside the mode's layer list are left out, not drawn transparent.
    @Test(arguments: [(SymbolRenderingMode.monochrome, ["layer-0", "layer-1"]), (.hierarchical, ["layer-0", "layer-2"]),
                      (.multicolor, ["layer-0", "layer-2"])])
    func hiddenLayersAreLeftOut(mode: SymbolRenderingMode, ids: [String]) throws {
        let glyph = try Fixtures.glyph("render/modes.svg")
        let paints = SymbolStyle(mode: mode, colors: [.black]).layerPaints(for: glyph)
        let drawing = SymbolComposer().drawing(for: glyph, paints: paints, canvas: SymbolCanvas.box(for: glyph))
        #expect(Self.groups(drawing).compactMap(\.id) == ids)
    }

    /// Every painted shape carries the paint as solid colour plus opacity, and nothing of the source style.
    @Test func shapesArePaintedWithTheLayerPaint() throws {
        let glyph = try Fixtures.glyph("render/hierarchy.svg")
        let paints = SymbolStyle.hierarchical(systemBlue).layerPaints(for: glyph)
        let drawing = SymbolComposer().drawing(for: glyph, paints: paints, canvas: SymbolCanvas.box(for: glyph))
        let shapes = Self.groups(drawing).flatMap { $0.children.compactMap { if case .shape(let shape) = $0 { shape } else { nil } } }
        #expect(shapes.map(\.style.fillOpacity) == [1, 0.5, 0.25])
        #expect(shapes.allSatisfy { $0.style.fill == .color(systemBlue) && $0.classes.isEmpty && $0.id == nil })
    }

    /// A fill or stroke that paints nothing in the file (an inherited `stroke-opacity="0"`, a transparent
    /// fill, a zero-wide stroke) paints nothing in the symbol either, while the rest of its shape takes
    /// the layer's colour (the colour's alpha replaced its opacity, and the outline came out opaque).
    @Test func invisibleFillsAndStrokesStayUnpainted() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" stroke="#123" stroke-width="4">
            <g stroke-opacity="0"><path d="M5 5h10v10H5z"/></g><path fill="transparent" d="M2 2h2v2H2z"/>
            <path stroke-width="0" d="M16 16h2v2h-2z"/></svg>
            """
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let drawing = SymbolComposer().drawing(for: glyph, paints: SymbolStyle.monochrome(systemBlue).layerPaints(for: glyph),
                                               canvas: SymbolCanvas.box(for: glyph))
        let shapes = drawing.shapes.map(\.shape)
        #expect(shapes.count == 3)
        #expect(shapes.map { $0.style.fill == .none } == [false, true, false])
        #expect(shapes.map { $0.style.stroke == .none } == [true, false, true])
    }

    /// A marker on shapes of two layers is drawn in each layer's colour, by a copy per colour
    /// (`MarkerTints`): the arrowheads kept the file's grey while their lines took the palette.
    @Test func markersTakeTheirLayersColours() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
            <marker id="head" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0 0L4 2L0 4Z" fill="#333"/></marker>
            <path d="M3 6H17" stroke="#333" stroke-width="2" marker-end="url(#head)" data-layer-level="primary"/>
            <path d="M3 16H17" stroke="#333" stroke-width="2" marker-end="url(#head)" data-layer-level="secondary"/></svg>
            """
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let drawing = SymbolComposer().drawing(for: glyph, paints: SymbolStyle.palette(red, blue).layerPaints(for: glyph),
                                               canvas: SymbolCanvas.box(for: glyph))
        #expect(drawing.shapes.map { $0.shape.style.extra["marker-end"] } == ["url(#emblem-marker-1)", "url(#emblem-marker-2)"])
        let copies = drawing.definitions.filter { $0[attribute: "id"]?.hasPrefix("emblem-marker-") == true }
        #expect(copies.map { $0.childElements.first?[attribute: "style"] } == ["fill:#f00;fill-opacity:1", "fill:#00f;fill-opacity:1"])
        #expect(drawing.definitions.contains { $0[attribute: "id"] == "head" }, "the original stays for other uses")
    }

    /// An invisible or fully faded layer state draws nothing.
    @Test func layerStatesHideLayers() throws {
        let glyph = try Fixtures.glyph("render/hierarchy.svg")
        var faded = LayerState.identity
        faded.opacity = 0
        let drawing = SymbolComposer().drawing(for: glyph, paints: SymbolStyle.monochrome(.black).layerPaints(for: glyph),
                                               states: [.identity, faded, .identity], canvas: SymbolCanvas.box(for: glyph))
        #expect(Self.groups(drawing).compactMap(\.id) == ["layer-0", "layer-2"])
    }
}

@Suite struct SymbolCanvasTests {
    /// A symbol within its guides gets a square of 1.5 cap heights centred on the guides' centre.
    @Test func squareOfOneAndAHalfCapHeights() throws {
        let glyph = try Fixtures.glyph("render/hierarchy.svg")
        let box = SymbolCanvas.box(for: glyph)
        let side = 70.459 * 1.5
        #expect(close(box.width, side) && close(box.height, side))
        #expect(close(box.x + box.width / 2, 50) && close(box.y + box.height / 2, -70.459 / 2))
    }

    /// Ink beyond that square grows it, still centred on the guides.
    @Test func growsToFitTheInk() throws {
        let glyph = try Fixtures.symbol("templates/fixture.v2.svg").explicitGlyph("Black-L")
        let box = SymbolCanvas.box(for: glyph)
        // Black-L draws x 5…120 and y −75…14 around the centre (50, −35.23): 70 to the right is the most.
        #expect(close(box.width, 140, 1e-9))
        #expect(close(box.x, 50 - 70, 1e-9) && close(box.y, -70.459 / 2 - 70, 1e-9))
        let roomy = SymbolCanvas.box(for: glyph, room: 0.25)
        #expect(close(roomy.width, 140 * 1.25, 1e-9))
    }

    @Test func plainSVGKeepsItsViewBox() throws {
        let glyph = try Fixtures.glyph("plain/layer-level.svg")
        #expect(SymbolCanvas.box(for: glyph) == Rect(x: 0, y: 0, width: 24, height: 24))
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
