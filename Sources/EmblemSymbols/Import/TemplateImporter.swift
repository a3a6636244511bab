import EmblemGeometry
import EmblemSVG

/// Imports SF Symbols exports and templates (versions 2–7): the variant groups inside `Symbols`, their
/// layers from the `monochrome-`/`hierarchical-`/`multicolor-` classes and `-sfsymbols-*` properties, and
/// the guides (baselines, caplines, per-variant margins) from `Guides`.
struct TemplateImporter {
    let document: SVGDocument
    let drawing: Drawing
    let sheet: StyleSheet
    let name: String
    var diagnostics: [Diagnostic] = []
    /// Whether a `use` drew a shape (``Symbol/drawsByReference``).
    var drawsByReference = false

    /// Whether the document looks like a template: it has a `Symbols` group.
    static func isTemplate(_ drawing: Drawing) -> Bool { drawing.root.group(withID: "Symbols") != nil }

    /// The N of `Template v.N.0` in the Notes, or nil when absent.
    static func templateVersion(in document: SVGDocument) -> Int? {
        func find(_ element: XMLElement) -> String? {
            if element[attribute: "id"] == "template-version" { return element.textContent }
            for child in element.childElements { if let text = find(child) { return text } }
            return nil
        }
        guard let text = find(document.root) else { return nil }
        let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits)
    }

    mutating func makeSymbol() throws(SymbolError) -> Symbol {
        guard let (symbols, symbolsTransform) = drawing.root.group(withID: "Symbols") else {
            throw SymbolError(.invalidTemplate, "The file has no Symbols group.")
        }
        let guides = GuideLines(drawing: drawing)
        let version = Self.templateVersion(in: document) ?? 3
        var glyphs: [SymbolVariantID: SymbolGlyph] = [:]
        var transforms: [SymbolVariantID: AffineTransform] = [:]
        for child in symbols.children {
            guard case .group(let group) = child, let id = group.id else { continue }
            guard let variant = SymbolVariantID(id) else {
                diagnostics.append(Diagnostic(.warning, "Ignored the group \(DiagnosticText.quoted(id)) in Symbols: not a variant id such as Regular-M.",
                                              at: document.root.descendant(at: group.source)?.location))
                continue
            }
            // The guides and margins of a variant are drawn for one group; a second of the same id (a
            // renamed copy) was drawn with the first's margins, small and aside.
            guard glyphs[variant] == nil else {
                diagnostics.append(Diagnostic(.warning, "Ignored a second group \(DiagnosticText.quoted(id)) in Symbols: the first is the variant.",
                                              at: document.root.descendant(at: group.source)?.location))
                continue
            }
            let toCanvas = symbolsTransform.concatenating(group.transform)
            transforms[variant] = toCanvas
            glyphs[variant] = SymbolGlyph(variant: variant, layers: try layers(of: group, variant: variant, version: version),
                                          guides: SymbolGuides(baseline: 0, capline: -70.459, leftMargin: 0, rightMargin: 100),
                                          definitions: drawing.definitions)
        }
        guard !glyphs.isEmpty else {
            throw SymbolError(.invalidTemplate, "The Symbols group holds no variant groups (expected ids such as Regular-M).",
                              at: document.root.descendant(at: symbols.source)?.location)
        }
        for variant in glyphs.keys {
            glyphs[variant]!.guides = guides.guides(for: variant, toCanvas: transforms[variant]!, allTransforms: transforms)
        }
        var defaults: [String: String] = [:]
        for rule in sheet.rules where rule.selectors.contains(where: { $0.classes == ["defaults"] && $0.typeName == nil }) {
            for declaration in rule.declarations { defaults[declaration.name] = declaration.value }
        }
        var symbol = Symbol(name: name, format: .template(version: version), glyphs: glyphs, defaults: defaults)
        symbol.drawsByReference = drawsByReference
        // SF-SEMANTICS 2.4: in an interpolatable template, a variant without margins of its own takes the
        // interpolated ones (the masters' margins blended for its weight, scaled to its row) before any
        // other variant's.
        if symbol.hasInterpolationMasters {
            for variant in glyphs.keys where !guides.hasMargins(for: variant) {
                guard let small = try? MasterInterpolation.glyph(weight: variant.weight, masters: symbol) else { continue }
                let interpolated = ScaleDerivation.glyph(small, from: .small, to: variant.scale).guides
                symbol.glyphs[variant]!.guides.leftMargin = interpolated.leftMargin
                symbol.glyphs[variant]!.guides.rightMargin = interpolated.rightMargin
            }
        }
        return symbol
    }

    private mutating func layers(of group: DrawingGroup, variant: SymbolVariantID, version: Int) throws(SymbolError) -> [SymbolLayer] {
        var annotated = AnnotatedLayers()
        var unannotated: [DrawingShape] = []
        group.forEachShapeInOwnSpace { shape, transform, opacity, enclosingClasses in
            guard shape.text == nil else { return }  // a template's text is the designer's notes
            if shape.instance != nil { drawsByReference = true }
            // A path without layer classes of its own is in the layer its `use` or group names (the
            // innermost naming one, for each mode): a `use` of a path drawn once in `defs` is how a
            // designer repeats it, and its copies formed an unclassed layer on top.
            var classNames = shape.classes, classes = LayerClasses(shape.classes)
            if classes.layerIndex == nil, !enclosingClasses.isEmpty, case let named = LayerClasses(enclosingClasses), named.layerIndex != nil {
                (classNames, classes) = (enclosingClasses, named)
            }
            var baked = shape.baked(transform)
            baked.fade(by: opacity)
            guard baked.hasFiniteGeometry else {
                diagnostics.append(baked.infiniteGeometryWarning(in: variant.description))
                return
            }
            guard classes.layerIndex != nil else {
                unannotated.append(baked)
                return
            }
            // Emblem's own draw guide, in the path's coordinates (``DrawGuide``).
            let element = document.root.descendant(at: shape.source)
            let guide = DrawGuide.read(guide: element?[attribute: "data-emblem-draw-guide"],
                                       widths: element?[attribute: "data-emblem-draw-widths"])?.applying(transform)
            annotated.add(baked, classes: classes, guide: guide) {
                var problems: [String] = []
                let layer = AnnotatedLayers.layer(for: shape, classNames: classNames, classes: classes, opacity: shape.style.opacity,
                                                  sheet: sheet, problems: &problems)
                diagnostics += problems.map { Diagnostic(.warning, $0, at: shape.location) }
                return layer
            }
        }
        var layers = annotated.layers()
        if !unannotated.isEmpty {
            // Template v2 is monochrome only and has no layer classes at all (SF-SEMANTICS 2.1): nothing to warn about.
            if version >= 3 {
                diagnostics.append(Diagnostic(.warning, "\(unannotated.count) path(s) in \(variant) carry no layer class; they form one primary layer on top.",
                                              at: unannotated[0].location))
            }
            // On top; its index is the next position (indices are made dense below: a class's own index may
            // be as large as `Int.max`).
            layers.append(SymbolLayer(index: layers.count, shapes: unannotated))
        }
        // Re-number so indices are dense and match array positions.
        for position in layers.indices { layers[position].index = position }
        return layers
    }
}
