import EmblemGeometry
import EmblemSVG

/// Imports a plain SVG icon as a one-design symbol.
///
/// Layers, in order of precedence:
/// 1. Explicit annotations: the SF Symbols classes (`hierarchical-1:secondary` …) group paths into layers
///    by index, and `data-layer-level="secondary"` sets the level of the element carrying it.
/// 2. Font Awesome duotone classes: `fa-primary` and `fa-secondary`.
/// 3. Otherwise every top-level drawable (a shape, or a group with everything in it) is one layer, whose
///    level follows its own opacity: at least `primaryOpacity` → primary, at least `secondaryOpacity` →
///    secondary, anything fainter → tertiary. Fills and strokes both count.
///
/// A shape that draws nothing (opacity 0, transparent or no paint, hidden) is in no layer: Papirus frames
/// every icon with `<rect style="opacity:0">`, which a colour of the style's would have made a solid
/// square. (Unless SF Symbols classes put it in a layer.)
struct PlainSVGImporter {
    /// Opacity from which a top-level drawable counts as primary. 0.75: halfway between the hierarchical
    /// primary (1.0) and secondary (0.5) opacities, so a duotone icon's 0.4–0.6 layers read as secondary.
    static let primaryOpacity = 0.75
    /// Opacity from which it counts as secondary rather than tertiary (between 0.5 and 0.25).
    static let secondaryOpacity = 0.375

    let document: SVGDocument
    private(set) var drawing: Drawing
    let name: String
    /// Whether the symbol keeps the drawing it was read from (``Symbol/sourceDrawing``). Without it, the
    /// drawing's shapes are taken out of it as they are baked into layers, and changed in place: baked while
    /// the drawing still held them, every shape's fields were copied and held twice (recolouring a file of
    /// 20,000 rectangles peaked at 36.8 MB of heap, 9.1 MB of it those copies).
    let keepsSourceDrawing: Bool
    var diagnostics: [Diagnostic] = []
    /// Whether a `use` drew a shape, painting or not (``Symbol/drawsByReference``).
    var drawsByReference = false

    /// A shape's paint strength (`DrawingShape.paintStrength`) with its references checked against the
    /// document and the drawing's definitions (looked up the first time a shape refers to something),
    /// and its style's references settled into what they draw (``DrawingStyle/settleReferences(_:)``).
    ///
    /// A `url(#id)` finds the first element with that id, in document order, when it is a gradient or
    /// pattern (Breeze's headphones give paths their gradients' ids; the paths come first, so the paint
    /// finds no server and draws nothing), and the chain from it decides what it draws
    /// (``PaintServerChain/outcome(of:lookup:)``). The paint servers the resolver made are found too
    /// (`definitions`, under ids no element of the document has): a gradient measured in a nested viewport
    /// (`emblem-gradient-N`) is a copy, which a symbol's shape painted with a gradient in user-space units
    /// refers to; it found no server, and the shape was left out as painting nothing.
    final class StrengthMeter {
        let root: XMLElement
        let definitions: [XMLElement]
        private var elements: [String: XMLElement]?
        private var outcomes: [String: PaintServerChain.Outcome] = [:]

        init(root: XMLElement, definitions: [XMLElement]) {
            self.root = root
            self.definitions = definitions
        }

        func strength(of shape: DrawingShape, under opacity: Double) -> Double {
            guard shape.style.paintsWithReference else {
                return shape.paintStrength(under: opacity)
            }
            return shape.paintStrength(under: opacity, reference: outcome)
        }

        /// Settles the shape's paints' references into what they draw (in place: a copy of every shape
        /// cost recolouring 6.8 M instructions a round of the Material Design Icons, 1.3%).
        func settle(_ shape: inout DrawingShape) {
            guard shape.style.paintsWithReference else { return }
            shape.style.settleReferences(outcome)
        }

        private func outcome(of id: String) -> PaintServerChain.Outcome {
            if let known = outcomes[id] { return known }
            let found = elements ?? XMLElement.firstElementsByID(under: [root] + definitions)
            elements = found
            let servers: Set<SVGElementKind> = [.linearGradient, .radialGradient, .pattern]
            let outcome = found[id].flatMap { server in
                servers.contains(server.kind) ? PaintServerChain.outcome(of: server) { found[$0] } : nil
            } ?? .fallback
            outcomes[id] = outcome
            return outcome
        }
    }

    mutating func makeSymbol() -> Symbol {
        let box = drawing.viewBox
        let guides = SymbolGuides(baseline: box.maxY, capline: box.minY, leftMargin: box.minX, rightMargin: box.maxX)
        let layers = annotatedLayers() ?? topLevelLayers()
        let glyph = SymbolGlyph(variant: nil, layers: layers, guides: guides, definitions: drawing.definitions)
        var symbol = Symbol(name: name, format: .plain, glyphs: [.regularMedium: glyph])
        symbol.sourceDrawing = keepsSourceDrawing ? drawing : nil
        symbol.drawsByReference = drawsByReference
        return symbol
    }

    /// Layers from SF Symbols classes, when any path has them.
    private mutating func annotatedLayers() -> [SymbolLayer]? {
        guard Self.hasLayerClasses(drawing.root.children, isUnderClassedGroup: false) else { return nil }
        // As a template's layers are read (per-mode lists and order, multicolor names with their fills);
        // a painting shape without classes is a layer of its own, on top.
        var annotated = AnnotatedLayers()
        var unclassed: [SymbolLayer] = []
        var sheet: StyleSheet?
        let meter = StrengthMeter(root: document.root, definitions: drawing.definitions)
        let document = self.document
        drawing.root.forEachShapeInOwnSpace { shape, transform, opacity, inherited in
            if shape.instance != nil { drawsByReference = true }
            let classes = LayerClasses(shape.classes + inherited)
            guard classes.layerIndex != nil || meter.strength(of: shape, under: opacity) > 0 else { return }
            var baked = shape.baked(transform)
            meter.settle(&baked)
            baked.fade(by: opacity)
            guard baked.hasFiniteGeometry else { return diagnostics.append(baked.infiniteGeometryWarning(in: name)) }
            guard classes.layerIndex != nil else {
                let level = Self.explicitLevel(of: shape.source, in: document)
                var layer = SymbolLayer(index: 0, name: shape.id, shapes: [baked], level: level ?? .primary)
                var ignored = 1.0
                AnnotationReader.annotations(from: shape.properties, into: &layer.annotations, opacity: &ignored)
                unclassed.append(layer)
                return
            }
            annotated.add(baked, classes: classes) {
                let styleSheet = sheet ?? SymbolImporter.styleSheet(of: document)
                sheet = styleSheet
                var problems: [String] = []
                var layer = AnnotatedLayers.layer(for: shape, classNames: shape.classes + inherited, classes: classes,
                                                  opacity: shape.style.opacity, sheet: styleSheet,
                                                  problems: &problems)
                // `data-layer-level` on the first shape of the layer, as on a top-level drawable.
                if let level = Self.explicitLevel(of: shape.source, in: document) { layer.level = level }
                return layer
            }
        }
        var layers = annotated.layers() + unclassed
        for position in layers.indices { layers[position].index = position }
        return layers
    }

    /// One layer per top-level drawable.
    private mutating func topLevelLayers() -> [SymbolLayer] {
        var layers: [SymbolLayer] = []
        let rootTransform = drawing.root.transform
        let meter = StrengthMeter(root: document.root, definitions: drawing.definitions)
        var children = rootChildrenToBake()
        // Each child taken out in turn, so that it is handed on whole; the layers keep the children's order.
        children.removeEach { (child: consuming DrawingNode) in
            var layer = SymbolLayer(index: layers.count, shapes: [])
            // A top-level group is the layer: its id names it (before the first shape's id).
            if case .group(let group) = child { layer.name = group.id }
            let source = Self.source(of: child)
            var strongest = 0.0
            // The shape handed over as `consuming` (left to be inferred, it was borrowed, and baking copied it).
            child.forEachShapeInOwnSpace(.identity, 1, []) { (shape: consuming DrawingShape, transform, opacity, inherited) in
                if shape.instance != nil { drawsByReference = true }
                let strength = meter.strength(of: shape, under: opacity)
                guard strength > 0 else { return }
                var baked = shape.baked(rootTransform.concatenating(transform), effectsFrom: rootTransform)
                meter.settle(&baked)
                baked.fade(by: opacity)
                guard baked.hasFiniteGeometry else { return diagnostics.append(baked.infiniteGeometryWarning(in: name)) }
                // Its id, classes and properties are the shape's, which baking leaves as they were.
                if layer.name == nil { layer.name = baked.id }
                var ignored = 1.0
                AnnotationReader.annotations(from: baked.properties, into: &layer.annotations, opacity: &ignored)
                strongest = max(strongest, strength)
                if let level = Self.duotoneLevel(baked.classes, inherited) { layer.level = level; strongest = -1 }
                layer.shapes.append(consume baked)
            }
            guard !layer.shapes.isEmpty else { return }
            if let source, let level = explicitLevel(of: source) {
                layer.level = level
            } else if strongest >= 0 {
                layer.level = strongest >= Self.primaryOpacity ? .primary : strongest >= Self.secondaryOpacity ? .secondary : .tertiary
            }
            layers.append(layer)
        }
        return layers
    }

    /// Whether a shape among `nodes` has SF Symbols layer classes, its own or a group's around it (each
    /// class names a layer on its own, so a shape under a classed group has them). A search: asked by the
    /// baking walk, which measures effects and, the drawing shared, copies each group's children, it was
    /// ≈ 2,200 instructions an icon.
    private static func hasLayerClasses(_ nodes: [DrawingNode], isUnderClassedGroup: Bool) -> Bool {
        nodes.indices.contains { index in
            switch nodes[index] {
            case .shape(let shape): isUnderClassedGroup || !LayerClasses(shape.classes).isEmpty
            case .group(let group):
                hasLayerClasses(group.children, isUnderClassedGroup: isUnderClassedGroup || !LayerClasses(group.classes).isEmpty)
            case .preserved: false
            }
        }
    }

    /// The root's children, for baking their shapes into layers: taken out of the drawing when the symbol
    /// does not keep it (``keepsSourceDrawing``), so that they are the only references to its shapes.
    private mutating func rootChildrenToBake() -> [DrawingNode] {
        guard !keepsSourceDrawing else { return drawing.root.children }
        defer { drawing.root.children = [] }
        return drawing.root.children
    }

    /// Static, so that the closure calling it per shape does not capture (and copy) the importer.
    private static func duotoneLevel(_ classes: [String], _ inherited: [String]) -> LayerLevel? {
        if classes.contains("fa-primary") || inherited.contains("fa-primary") { return .primary }
        if classes.contains("fa-secondary") || inherited.contains("fa-secondary") { return .secondary }
        return nil
    }

    /// The source of a top-level node, for its `data-layer-level`, read before the node is baked away.
    private static func source(of node: DrawingNode) -> [Int]? {
        switch node {
        case .shape(let shape): shape.source
        case .group(let group): group.source
        case .preserved: nil
        }
    }

    /// `data-layer-level` on the source element.
    private func explicitLevel(of source: [Int]) -> LayerLevel? { Self.explicitLevel(of: source, in: document) }

    private static func explicitLevel(of source: [Int], in document: SVGDocument) -> LayerLevel? {
        document.root.descendant(at: source)?[attribute: "data-layer-level"].flatMap { LayerLevel(rawValue: $0.lowercased()) }
    }
}
