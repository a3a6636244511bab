import EmblemGeometry
import EmblemSVG
import EmblemSymbols
import Testing

/// Plain SVG icons (Fixtures/plain): the layering rules of `PlainSVGImporter`, in order of precedence
/// (`data-layer-level`, Font Awesome duotone classes, then each top-level drawable's opacity).
@Suite struct PlainSVGImporterTests {
    @Test(arguments: Fixtures.files(in: "plain"))
    func importsAsOnePlainDesign(file: String) throws {
        let (symbol, _) = try Fixtures.symbol(file)
        #expect(symbol.format == .plain)
        #expect(symbol.variants == [.regularMedium])
        // Every weight and scale is the one design.
        #expect(try symbol.glyph(weight: .black, scale: .large) == symbol.glyph())
    }

    @Test func guidesAreTheViewBox() throws {
        let glyph = try Fixtures.symbol("plain/layer-level.svg").symbol.glyph()
        #expect(glyph.variant == nil)
        #expect(glyph.guides == SymbolGuides(baseline: 24, capline: 0, leftMargin: 0, rightMargin: 24))
    }

    @Test func dataLayerLevelWinsOverOpacity() throws {
        let layers = try Fixtures.symbol("plain/layer-level.svg").symbol.glyph().layers
        #expect(layers.map(\.name) == ["frame", "pair", "base"])
        #expect(layers.map(\.level) == [.tertiary, .secondary, .primary])
        #expect(layers.map(\.pathCount) == [1, 2, 1], "a group is one layer with everything in it")
        #expect(layers.map(\.index) == [0, 1, 2])
    }

    @Test func fontAwesomeDuotoneClasses() throws {
        let layers = try Fixtures.symbol("plain/duotone.svg").symbol.glyph().layers
        #expect(layers.count == 2)
        #expect(layers.map(\.level) == [.secondary, .primary], "document order is Z-order")
        #expect(layers.map { $0.bounds?.minY } == [32, 288])
    }

    /// The duotone classes count on the shape or on a group around it, whatever the opacity; with both,
    /// the primary class wins.
    @Test func duotoneClassesOfEnclosingGroups() throws {
        let source = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g class="fa-secondary"><path d="M0 0h24v4z"/></g>"##
            + ##"<g class="icon fa-primary"><g><path opacity=".3" d="M0 8h24v4z"/></g></g>"##
            + ##"<g class="fa-secondary"><path class="fa-primary" opacity=".4" d="M0 16h24v4z"/></g><path opacity=".4" d="M0 20h24v4z"/></svg>"##
        let (symbol, _) = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8)))
        #expect(try symbol.glyph().layers.map(\.level) == [.secondary, .primary, .primary, .secondary])
    }

    /// At least 0.75 → primary, at least 0.375 → secondary, fainter → tertiary; element, group and paint
    /// opacity all count.
    @Test func levelsFollowOpacity() throws {
        let layers = try Fixtures.symbol("plain/opacity.svg").symbol.glyph().layers
        #expect(layers.map(\.name) == ["solid", "edge-primary", "fill-faded", "group-faded", "edge-secondary", "faint"])
        #expect(layers.map(\.level) == [.primary, .primary, .secondary, .secondary, .secondary, .tertiary])
        #expect(layers[3].pathCount == 2)
    }

    /// A shape that draws nothing is in no layer, wherever its invisibility comes from (its opacity, a
    /// group's, its paint's opacity or alpha, no paint, a zero-width stroke, `visibility`, a reference that
    /// finds no paint server), so no style
    /// can paint it: Papirus frames every icon with `<rect style="opacity:0">`. A faint shape still counts,
    /// and so does an invisible one that SF Symbols classes put in a layer.
    @Test func shapesThatDrawNothingAreInNoLayer() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
            <rect id="frame" style="opacity:0" width="24" height="24"/><g opacity="0"><rect id="g" width="2" height="2"/></g>
            <rect id="a" fill-opacity="0" width="2" height="2"/><rect id="b" fill="transparent" width="2" height="2"/>
            <rect id="c" fill="rgb(0 0 0 / 0)" stroke="#000" stroke-width="0" width="2" height="2"/>
            <rect id="d" fill="none" width="2" height="2"/><rect id="e" visibility="hidden" width="2" height="2"/>
            <rect id="f" fill="none" stroke="#000" stroke-opacity="0" width="2" height="2"/>
            <rect id="faint" opacity=".05" width="2" height="2"/><path id="drawn" d="M4 4h16v16H4z"/>
            <path id="g1" fill="url(#g1)" d="M0 0h2v2z"/><path id="h" fill="url(#none) #000" stroke="url(#g2)" d="M0 0h2v2z"/>
            <linearGradient id="g1"><stop/></linearGradient><linearGradient id="g2"><stop/></linearGradient></svg>
            """
        let (symbol, _) = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8)))
        let layers = try symbol.glyph().layers
        // A paint whose id finds no gradient first (a path that has it) paints nothing; a fallback does.
        #expect(layers.map(\.name) == ["faint", "drawn", "h"])
        #expect(layers.map(\.level) == [.tertiary, .primary, .primary])
        let annotated = source.replacingOccurrences(of: "<rect id=\"frame\"", with: "<rect id=\"frame\" class=\"hierarchical-0:secondary\"")
        let (classed, _) = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(annotated.utf8)))
        #expect(try classed.glyph().layers.map(\.name) == ["frame", "faint", "drawn", "h"])
    }

    /// SF Symbols layer classes make the layers wherever they are: on a path, or on a group around it at
    /// any depth (each class names a layer on its own). Without any, or on a group that draws nothing,
    /// each top-level drawable is a layer, its level from its opacity.
    @Test(arguments: [
        ("<g><g><path id=\"a\" class=\"hierarchical-0:secondary\" d=\"M0 0h2v2z\"/><path id=\"b\" class=\"hierarchical-0:secondary\" d=\"M4 0h2v2z\"/></g></g>", true),
        ("<g><g class=\"hierarchical-0:secondary\"><path id=\"a\" d=\"M0 0h2v2z\"/><path id=\"b\" d=\"M4 0h2v2z\"/></g></g>", true),
        ("<g class=\"x hierarchical-0:secondary\"><g><path id=\"a\" d=\"M0 0h2v2z\"/><path id=\"b\" d=\"M4 0h2v2z\"/></g></g>", true),
        ("<g><g class=\"hierarchical-0:secondary\"/><g><path id=\"a\" d=\"M0 0h2v2z\"/><path id=\"b\" d=\"M4 0h2v2z\"/></g></g>", false),
        ("<g class=\"hierarchical\"><g><path id=\"a\" d=\"M0 0h2v2z\"/><path id=\"b\" d=\"M4 0h2v2z\"/></g></g>", false),
    ])
    func layerClassesAnywhereAroundAShapeMakeTheLayers(content: String, isAnnotated: Bool) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(content)<path id=\"c\" d=\"M8 0h2v2z\"/></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var lean = SymbolImporter()
        lean.buildsGeometry = false
        for importer in [SymbolImporter(), lean] {
            let layers = try importer.symbol(from: document).symbol.glyph().layers
            // Annotated: the classed shapes form layer 0 (secondary), the unclassed path a layer on top;
            // otherwise the first top-level group and the path, both opaque, so primary.
            #expect(layers.map(\.level) == (isAnnotated ? [.secondary, .primary] : [.primary, .primary]), "\(content)")
            #expect(layers.last?.shapes.map(\.id) == ["c"])
        }
    }

    /// A transform moved into a path scales its stroke's width, dash array and offset by its mean scale,
    /// and leaves a non-scaling stroke (`vector-effect: non-scaling-stroke`), drawn in the host's space,
    /// as it is; so does placing the glyph at another scale.
    @Test func bakedTransformsScaleStrokesUnlessNonScaling() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><g transform="scale(2 8)">
            <path d="M1 1h20" stroke="#000" stroke-width="3" stroke-dasharray="3 2" stroke-dashoffset="1" fill="none"/>
            <path d="M1 3h20" stroke="#000" stroke-width="3" stroke-dasharray="3 2" stroke-dashoffset="1" fill="none" vector-effect="non-scaling-stroke"/>
            </g></svg>
            """
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(source.utf8))).symbol.glyph()
        let styles = glyph.layers.flatMap(\.shapes).map(\.style)
        #expect(styles.count == 2)
        // √(2 · 8) = 4.
        #expect(styles.first.map { ($0.strokeWidth, $0.dashArray, $0.dashOffset) == (12, [12, 8], 4) } == true)
        #expect(styles.last.map { ($0.strokeWidth, $0.dashArray, $0.dashOffset) == (3, [3, 2], 1) } == true)
        let placed = glyph.applying(.scale(0.5)).layers.flatMap(\.shapes).map(\.style)
        #expect(placed.map(\.strokeWidth) == [6, 3] && placed.map(\.dashArray) == [[6, 4], [3, 2]])
    }

    /// An icon drawn only with strokes keeps its strokes (not zero-area fills) and counts stroke opacity.
    @Test func strokesOnlyIcon() throws {
        let layers = try Fixtures.symbol("plain/strokes.svg").symbol.glyph().layers
        #expect(layers.count == 3)
        #expect(layers.map(\.level) == [.primary, .primary, .secondary])
        for shape in layers.flatMap(\.shapes) {
            #expect(shape.style.fill == .none)
            #expect(shape.style.stroke != .none)
            #expect(shape.style.strokeWidth == 2)
            #expect(shape.style.lineCap == .round)
        }
        // Bounds include half the stroke width: the circle r = 9 about (12, 12) drawn 2 wide.
        let circle = try #require(layers[0].bounds)
        #expect(close(circle.minX, 2, 1e-6) && close(circle.maxX, 22, 1e-6))
    }
}
