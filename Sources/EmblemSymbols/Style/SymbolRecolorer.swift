import EmblemGeometry
import EmblemSVG

/// Restyles an SVG document in place of its original colours while keeping everything else in it (ids,
/// titles, metadata, geometry, unknown elements): each layer's shapes get the fill and stroke of the
/// style, written as `style` declarations so they win over presentation attributes and style sheets.
/// Text of a plain SVG takes the primary colour (see `recolorText`).
public struct SymbolRecolorer: Sendable {
    public var style: SymbolStyle
    /// Reads the document as a symbol: its media environment decides which `@media` rules apply.
    public var importer: SymbolImporter

    public init(style: SymbolStyle, importer: SymbolImporter = SymbolImporter()) {
        self.style = style
        self.importer = importer
    }

    /// The recoloured document; the levels of the layers it was read as, in order (those of the first
    /// variant, for reports); and what reading it found.
    ///
    /// The document is read as a symbol without geometry (see `SymbolImporter.buildsGeometry`): which
    /// shapes form which layer, and how each is painted, is all that recolouring asks, and reading the
    /// path data was a fifth of its work. So the symbol itself is not handed out.
    ///
    /// The document is taken, not borrowed: when the caller has no further use for it (`consume`), its
    /// elements are changed in place. Borrowed, every element on the way to a recoloured shape was copied
    /// and the original freed beside the copy (2% of recolouring's instructions on one-path icons).
    public func recolor(_ document: consuming SVGDocument) throws(SymbolError)
        -> (document: SVGDocument, layerLevels: [LayerLevel], diagnostics: [Diagnostic]) {
        var importer = importer
        importer.buildsGeometry = false
        var (symbol, diagnostics) = try importer.symbol(from: document)
        // The `<style>` text, read once: restyling changes only `style` attributes, never a sheet.
        let sheetText = document.styleSheetText
        let important = Self.importantPaintProperties(inSheet: sheetText)
        var result = consume document
        var done: Set<SourcePathKey> = []
        // The glyphs in the order of their variants: the gradients, tints and copies made for them are
        // numbered in the order they are asked for, and a dictionary's order changes from run to run (a
        // template recoloured twice gave its `emblem-shade-N`s to other paths).
        // Taken out of the symbol, which is not asked for them again: a copy retained every field of each.
        // (A plain file's one glyph needs no order, nor the variants sorted and looked up.)
        let glyphs = symbol.glyphs.count == 1 ? [symbol.glyphs.remove(at: symbol.glyphs.startIndex).value]
            : symbol.variants.compactMap { symbol.glyphs.removeValue(forKey: $0) }
        let recordsDone = glyphs.count > 1 || symbol.format != .plain || symbol.drawsByReference
        // Gradients are looked up in the tree being changed (only `style` attributes change, so every id
        // is found where it was), which then holds a second reference to the root: only when a shape is
        // painted with one, so that other documents keep changing in place.
        var tints = GradientTints(roots: Self.paintsWithReferences(glyphs) ? [result.root] : [])
        // Markers are looked up in the drawing's definitions, which stand on their own, so what their
        // content paints can be read from them alone (walked at the first marker); copies go into the
        // document beside the tints. Copies an earlier run made are looked for in the document (where
        // they are as written; the definitions restyle them to stand alone), when a shape has markers.
        // (Without a marker among the definitions no shape draws one: nothing is looked up.)
        let paintsMarkers = Self.paintsMarkers(glyphs)
        var markerTints = MarkerTints(roots: paintsMarkers ? glyphs.flatMap(\.definitions) : [], earlierIn: paintsMarkers ? [result.root] : [])
        var shades = SymbolGradients(roots: style.colorRenderingMode == .gradient ? [result.root] : [])
        // Noted by the import, for shapes in no layer too: a use whose shapes paint nothing still draws
        // content restyled in place.
        var instances = InstanceRestyles(isNeeded: symbol.drawsByReference)
        var fadingGroups = FadingGroups()
        // Where shapes are drawn by `use`s, those drawn where they stand go first: they keep the element,
        // and a use that needs another style gets a copy (only a use can be pointed elsewhere).
        for drawsUsesOnly in instances.isNeeded ? [false, true] : [false] {
            // By index: a `for glyph in` or `zip(glyph.layers, paints)` loop copied each glyph and layer whole
            // (their shapes are shared, their names, annotations and mode tables are not).
            for glyphIndex in glyphs.indices {
                let paints = style.layerPaints(for: glyphs[glyphIndex])
                let shadeSpan = style.colorRenderingMode == .gradient ? SymbolGradient.span(of: glyphs[glyphIndex]) : nil
                // A layer in its own colours keeps them; in gradient rendering, each is made a gradient of itself.
                // (One paint a layer: `layerPaints` maps the layers.)
                for (layerIndex, paint) in paints.enumerated() {
                    guard !paint.isEraser && (!paint.usesOwnColors || shadeSpan != nil) else { continue }
                    // Text is recoloured below, in the primary colour, wherever it is.
                    for shapeIndex in glyphs[glyphIndex].layers[layerIndex].shapes.indices {
                        let shape = glyphs[glyphIndex].layers[layerIndex].shapes[shapeIndex]
                        guard shape.text == nil && (!instances.isNeeded || (shape.instance != nil) == drawsUsesOnly) else { continue }
                        let style = shape.style
                        let key = SourcePathKey(shape.source)
                        // In gradient rendering: the gradient lies across the glyph in the canvas's space, and
                        // the element paints in its own. (No closure: one per shape, capturing the layer
                        // and the definitions, cost recolouring 5%, in copies of layers.)
                        var shading: Shading?
                        if let shadeSpan {
                            shading = Shading(span: shadeSpan, transform: shape.transform.concatenating(shape.paintTransform),
                                              ownColors: paint.usesOwnColors)
                        }
                        if style.opacity < 1, !paint.usesOwnColors { fadingGroups.add(around: shape.source, drawnBy: shape.instance) }
                        // Only a `use` or another glyph draws an element twice; one glyph of a plain file drawn
                        // by no `use` needs no record (a set and a hash of each shape's path, ≈ 900
                        // instructions an icon).
                        guard !recordsDone || done.insert(key).inserted else {
                            // Drawn again, by another use: restyled alike, or by a copy of its own.
                            if instances.isNeeded, let instance = shape.instance, var again = instances.original(key) {
                                Self.restyle(&again, style: style, color: paint.color, important: important, tints: &tints, markerTints: &markerTints,
                                             shades: &shades, shading: shading)
                                instances.compare(again, source: shape.source, instance: instance)
                            }
                            continue
                        }
                        let instance = shape.instance
                        result.root.modifyElement(at: shape.source) { element in
                            let original = instances.isNeeded ? element : nil
                            Self.restyle(&element, style: style, color: paint.color, important: important, tints: &tints, markerTints: &markerTints,
                                         shades: &shades, shading: shading)
                            if let original { instances.keep(key, original: original, restyled: element, instance: instance) }
                        }
                    }
                }
            }
        }
        if !fadingGroups.isEmpty {
            let sheet = sheetText.isEmpty ? StyleSheet.empty : StyleSheet(parsing: sheetText, media: importer.media)
            fadingGroups.makeOpaque(in: &result.root, important: important.contains("opacity"), sheet: sheet)
        }
        if instances.isNeeded { instances.keepUndrawnContentAsItWas(in: result.root) }
        let instanceCopies = instances.copies(in: &result.root)
        if !tints.elements.isEmpty || !markerTints.elements.isEmpty || !shades.elements.isEmpty || !instanceCopies.isEmpty {
            let made = tints.elements + markerTints.elements + shades.elements + instanceCopies
            result.root.children.append(.element(XMLElement(name: "defs", children: made.map(XMLNode.element))))
        }
        Self.removeUnreferencedCopies(from: &result.root)
        // A template's text is the designer's notes and guides, not the symbol.
        if symbol.format == .plain, style.mode != .multicolor {
            Self.recolorText(in: &result.root, color: style.color(for: .primary), important: important)
        }
        // The first variant's (`glyphs` are in the variants' order).
        let levels = glyphs.isEmpty ? [] : glyphs[0].layers.indices.map { glyphs[0].layers[$0].level }
        return (result, levels, diagnostics)
    }

    /// The element (a shape in its own colours) with its solid fill and stroke each made a gradient of
    /// itself across `span` (in the space `transform` maps the element's to), the colour's alpha moved to
    /// the paint's opacity, as the gradient's stops are opaque; as it was when it paints neither.
    static func shadeOwnColors(_ element: inout XMLElement, style: DrawingStyle, span: ClosedRange<Double>, transform: AffineTransform,
                               shades: inout SymbolGradients, important: Set<String>) {
        var shaded: [Declaration] = []
        for (property, paint, opacity, strength) in [("fill", style.fill, style.fillOpacity, style.fillStrength()),
                                                     ("stroke", style.stroke, style.strokeOpacity, style.strokeStrength())] {
            guard let (shade, alpha) = shades.shade(own: paint, currentColorValue: style.color, strength: strength, span: span, transform: transform) else { continue }
            shaded.append(Declaration(name: property, value: PaintWriter.string(for: shade)))
            if alpha < 1 { shaded.append(Declaration(name: property + "-opacity", value: NumberFormat(precision: 3).string(opacity * alpha))) }
        }
        guard !shaded.isEmpty else { return }
        var declarations = DeclarationListParser.parse(element[attribute: "style"] ?? "")
        let names = Set(shaded.map(\.name))
        declarations.removeAll { names.contains($0.name) }
        declarations += shaded
        markImportant(&declarations, important)
        element[attribute: "style"] = declarations.styleText(compact: true)
    }

    /// Whether the glyphs' definitions hold a marker, which a shape then draws. (Asked of each shape's
    /// style, the walk copied every layer and style: 8–13 million instructions a round of the Material
    /// Design Icons.)
    static func paintsMarkers(_ glyphs: [SymbolGlyph]) -> Bool {
        glyphs.indices.contains { glyph in glyphs[glyph].definitions.contains { $0.kind == .marker } }
    }

    /// Whether a shape of the glyphs is painted with a reference (a gradient or pattern). By index:
    /// `contains` on the glyphs and layers themselves copied each one.
    static func paintsWithReferences(_ glyphs: [SymbolGlyph]) -> Bool {
        glyphs.indices.contains { glyph in
            glyphs[glyph].layers.indices.contains { layer in glyphs[glyph].layers[layer].shapes.contains { $0.style.paintsWithReference } }
        }
    }

    /// The painting properties (`fill`, `stroke`, their opacities, `opacity`) that the document's style
    /// sheet declares `!important`. Such a rule beats a `style` attribute, so the recoloured shape's
    /// declarations of them are marked `!important` too (an important one in `style` beats the sheet's);
    /// other documents keep plain declarations.
    static func importantPaintProperties(inSheet text: String) -> Set<String> {
        guard !text.isEmpty, text.utf8.contains(UInt8(ascii: "!")) else { return [] }
        return Set(StyleSheet(parsing: text).rules.lazy.flatMap(\.declarations).filter(\.isImportant).map(\.name)
            .filter(Self.paintProperties.contains))
    }

    static let paintProperties: Set<String> = ["fill", "fill-opacity", "stroke", "stroke-opacity", "opacity"]

    /// How a shape is shaded in gradient rendering: across `span`, in the space `transform` maps the
    /// element's to; in its own colours (`ownColors`) or the style's.
    struct Shading {
        var span: ClosedRange<Double>
        var transform: AffineTransform
        var ownColors: Bool
    }

    /// Restyles a shape's element: painted in `color` (and without `shading`, flat), or its own colours
    /// shaded.
    @inline(__always) static func restyle(_ element: inout XMLElement, style: DrawingStyle, color: Color, important: Set<String>,
                        tints: inout GradientTints, markerTints: inout MarkerTints, shades: inout SymbolGradients, shading: Shading?) {
        guard let shading else {
            paint(&element, style: style, color: color, important: important, tints: &tints, markerTints: &markerTints)
            return
        }
        if shading.ownColors {
            shadeOwnColors(&element, style: style, span: shading.span, transform: shading.transform, shades: &shades, important: important)
        } else {
            paint(&element, style: style, color: color, important: important, tints: &tints, markerTints: &markerTints) {
                shades.paint(color, span: shading.span, transform: shading.transform)
            }
        }
    }

    /// `shade`: the gradient made from `color` that a solid paint becomes (``SymbolColorRenderingMode/gradient``),
    /// nil for the colour; asked only when one is painted.
    static func paint(_ element: inout XMLElement, style: DrawingStyle, color: Color, important: Set<String> = [],
                      tints: inout GradientTints, markerTints: inout MarkerTints, shade: () -> Paint? = { nil }) {
        var declarations = DeclarationListParser.parse(element[attribute: "style"] ?? "")
        // Only what is painted is replaced: a `fill:none` in the style of a stroked path stays, or the
        // path would fall back to the initial black fill. A fill or stroke that paints nothing (a
        // transparent colour, an opacity of 0 of its own or inherited, a zero-wide stroke) stays as it
        // is too: the colour's opacity replaces the shape's, and an invisible outline came out opaque.
        let isFilled = style.fillStrength() > 0, isStroked = style.strokeStrength() > 0
        // A shape's own opacity (a duotone icon's `opacity:.4` on its secondary path) would multiply with
        // the level's alpha; the style's colour already carries the intended alpha, as `render` draws it.
        let replacesOpacity = style.opacity < 1
        // An opacity declaration taken out may have hidden an attribute's (`fill-opacity="0.65"` under the
        // `fill-opacity:1` an earlier run wrote): the colour's is then written back in its place, or a
        // file recoloured again came out at the attribute's opacity.
        var removedFillOpacity = false, removedStrokeOpacity = false
        declarations.removeAll { declaration in
            switch declaration.name {
            case "fill": return isFilled
            case "fill-opacity":
                removedFillOpacity = removedFillOpacity || isFilled
                return isFilled
            case "stroke": return isStroked
            case "stroke-opacity":
                removedStrokeOpacity = removedStrokeOpacity || isStroked
                return isStroked
            case "opacity": return replacesOpacity
            default: return false
            }
        }
        if replacesOpacity {
            declarations.append(Declaration(name: "opacity", value: "1"))
        }
        // The colour's alpha replaces the shape's own fill and stroke opacity, as `render` draws it: a
        // `fill-opacity="0.35"` attribute (Adwaita's dimmed icons) would otherwise still apply.
        // A gradient that fades keeps its transparency, in the colour (`GradientTint`).
        if isFilled {
            appendPaint("fill", color: color, to: &declarations, replacingOpacity: style.fillOpacity < 1 || removedFillOpacity,
                        paint: tints.tint(style.fill, color: color) ?? shade())
        }
        if isStroked {
            appendPaint("stroke", color: color, to: &declarations, replacingOpacity: style.strokeOpacity < 1 || removedStrokeOpacity,
                        paint: tints.tint(style.stroke, color: color) ?? shade())
        }
        // Its markers are drawn in the colour too, by copies (`MarkerTints`), whether or not the shape
        // itself paints anything (a marker is drawn on an unstroked path).
        for (property, reference) in markerTints.tinted(markersOf: style, color: color) {
            declarations.removeAll { $0.name == property }
            declarations.append(Declaration(name: property, value: reference))
        }
        markImportant(&declarations, important)
        element[attribute: "style"] = declarations.styleText(compact: true)
    }

    /// Marks the declarations of the `important` painting properties `!important`.
    static func markImportant(_ declarations: inout [Declaration], _ important: Set<String>) {
        guard !important.isEmpty else { return }
        for index in declarations.indices where important.contains(declarations[index].name) && paintProperties.contains(declarations[index].name) {
            declarations[index].isImportant = true
        }
    }

    /// Appends `fill` or `stroke` in `color` (or `paint`, a tint of a gradient in it), and its `-opacity`
    /// when the colour is translucent or an opacity of the element's own is to be replaced.
    static func appendPaint(_ property: String, color: Color, to declarations: inout [Declaration], replacingOpacity: Bool = false,
                            paint: Paint? = nil) {
        declarations.append(Declaration(name: property, value: PaintWriter.string(for: paint ?? .color(color.withAlpha(1)))))
        if color.alpha < 1 || replacingOpacity {
            declarations.append(Declaration(name: property + "-opacity", value: NumberFormat(precision: 3).string(color.alpha)))
        }
    }
}

extension XMLElement {
    /// Applies `body` to the element at `path` (child-node indices from this element).
    mutating func modifyElement(at path: [Int], _ body: (inout XMLElement) -> Void) {
        modifyElement(at: path[...], body)
    }

    /// A slice, so that each level hands the rest on without copying it (copies made a shape 190 groups
    /// deep cost ≈ 18,000 integers copied, half of recolouring such a file).
    private mutating func modifyElement(at path: ArraySlice<Int>, _ body: (inout XMLElement) -> Void) {
        guard let first = path.first else {
            body(&self)
            return
        }
        guard first < children.count else { return }
        // The child is swapped out of its slot, so while it changes its storage is referenced once and
        // changes in place, not copied with all its children (see `SVGDocument.root`).
        var node = XMLNode.text("")
        swap(&node, &children[first])
        guard case .element(var child) = node else {
            swap(&node, &children[first])
            return
        }
        node = .text("")
        child.modifyElement(at: path.dropFirst(), body)
        children[first] = .element(child)
    }
}
