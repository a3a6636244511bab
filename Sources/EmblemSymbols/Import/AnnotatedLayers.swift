import EmblemGeometry
import EmblemSVG

/// Shapes grouped into layers by their SF Symbols classes, as templates and annotated plain files are read.
///
/// Shapes with the same classes form one layer, keyed by the whole class set, not by one index: each mode
/// numbers its own layers, so a monochrome-only `monochrome-1` and a hierarchical-only
/// `hierarchical-1:secondary` are different layers that merely share a number. The layers come in the
/// order of their hierarchical index (else monochrome, else multicolor), equal ones in document order; each
/// mode's own order is kept as ``SymbolLayer/modeOrder``.
struct AnnotatedLayers {
    private var byClasses: [LayerClasses: SymbolLayer] = [:]
    private var order: [LayerClasses] = []

    var isEmpty: Bool { order.isEmpty }

    /// Adds `shape` to the layer of `classes` (which has an index), made by `makeLayer` from the first
    /// shape of those classes.
    /// `guide` is the shape's draw guide: the layer's is its shapes' in order, or none when one of them has
    /// none.
    mutating func add(_ shape: DrawingShape, classes: LayerClasses, guide: DrawGuide? = nil, makeLayer: () -> SymbolLayer) {
        if byClasses[classes] == nil {
            order.append(classes)
            var layer = makeLayer()
            layer.drawGuide = guide
            byClasses[classes] = layer
        } else if let guide, byClasses[classes]!.drawGuide != nil {
            byClasses[classes]!.drawGuide!.strokes += guide.strokes
        } else {
            byClasses[classes]!.drawGuide = nil
        }
        byClasses[classes]!.shapes.append(shape)
    }

    /// A new layer for the first shape of `classes`: its level, its modes, its annotations and opacity (from
    /// the shape's properties), and its multicolor name with the fill `sheet` gives that class; `problems`
    /// receives what was wrong with the annotations.
    static func layer(for shape: DrawingShape, classNames: [String], classes: LayerClasses, opacity: Double, sheet: StyleSheet,
                      problems: inout [String]) -> SymbolLayer {
        var layer = SymbolLayer(index: classes.layerIndex ?? 0, name: shape.id, shapes: [],
                                level: classes.hierarchical?.level ?? .primary, renderingModes: classes.renderingModes)
        var layerOpacity = opacity
        problems += AnnotationReader.annotations(from: shape.properties, into: &layer.annotations, opacity: &layerOpacity)
        layer.opacity = layerOpacity
        applyModeStyles(to: &layer, shape: shape, classNames: classNames, classes: classes, opacity: opacity, sheet: sheet)
        if let multicolor = classes.multicolor {
            let fill = sheet.value(of: "fill", forElement: "path", id: nil, classes: [multicolor.className])
                .flatMap { try? CSSColorParser.parse($0) }
            var fallback: Color?
            if case .color(let color)? = fill { fallback = color }
            layer.multicolor = MulticolorFill(name: multicolor.color, fallback: fallback)
        }
        return layer
    }

    /// The properties SF Symbols reads per layer that the mode classes' own rules may set differently.
    static let modeStyleProperties = ["-sfsymbols-clear-behind", "-sfsymbols-fill-action", "-sfsymbols-variable-threshold",
                                      "-sfsymbols-variable-draw", "-sfsymbols-always-pulses", "-sfsymbols-always-rotates",
                                      "-sfsymbols-always-breathes", "-sfsymbols-motion-group"]

    /// When the shape sits in several modes' lists, what each mode's own class makes of it: the cascade
    /// with the other modes' classes left out, for the values the style sheet decided (a `style` attribute
    /// applies to every mode). The layer's ``SymbolLayer/annotations`` and ``SymbolLayer/opacity`` become
    /// those of its hierarchical class (else monochrome, else multicolor), the list its index orders it in;
    /// a mode that differs gets a ``SymbolLayer/modeStyles`` entry.
    static func applyModeStyles(to layer: inout SymbolLayer, shape: DrawingShape, classNames: [String], classes: LayerClasses,
                                opacity: Double, sheet: StyleSheet) {
        var families: [(modes: [SymbolRenderingMode], className: String)] = []
        if let hierarchical = classes.hierarchical {
            families.append(([.hierarchical, .palette], "hierarchical-\(hierarchical.index):\(hierarchical.level.rawValue)"))
        }
        if let monochrome = classes.monochrome { families.append(([.monochrome], "monochrome-\(monochrome)")) }
        if let multicolor = classes.multicolor { families.append(([.multicolor], multicolor.className)) }
        guard families.count >= 2, !sheet.rules.isEmpty else { return }
        let modeClassNames = Set(families.map(\.className))
        let all = sheet.declarations(forElement: "path", id: shape.id, classes: classNames)
        func last(_ name: String, in declarations: [Declaration]) -> String? { declarations.last { $0.name == name }?.value }
        func number(_ text: String) -> Double? {
            text.hasSuffix("%") ? NumberListParser.number(String(text.dropLast())).map { $0 / 100 } : NumberListParser.number(text)
        }
        var styles: [(modes: [SymbolRenderingMode], style: SymbolLayer.ModeStyle)] = []
        for family in families {
            let own = sheet.declarations(forElement: "path", id: shape.id,
                                         classes: classNames.filter { !modeClassNames.contains($0) || $0 == family.className })
            var properties = shape.properties
            for name in modeStyleProperties {
                // Only what the sheet decided changes: a value from `style` is every mode's.
                guard let decided = last(name, in: all), properties[name] == decided else { continue }
                properties[name] = last(name, in: own)
            }
            var modeOpacity = opacity
            if let decided = last("opacity", in: all).flatMap(number), abs(decided - opacity) < 1e-12 {
                modeOpacity = last("opacity", in: own).flatMap(number) ?? 1
            }
            var annotations = LayerAnnotations()
            AnnotationReader.annotations(from: properties, into: &annotations, opacity: &modeOpacity)
            styles.append((family.modes, SymbolLayer.ModeStyle(annotations: annotations, opacity: modeOpacity)))
        }
        let base = styles[0].style
        guard styles.contains(where: { $0.style != base }) || base.annotations != layer.annotations || base.opacity != layer.opacity else { return }
        layer.annotations = base.annotations
        layer.opacity = base.opacity
        for (modes, style) in styles.dropFirst() where style != base {
            for mode in modes { layer.modeStyles[mode] = style }
        }
    }

    /// The layers in Z-order with each mode's own order, indices to be made dense by the caller.
    func layers() -> [SymbolLayer] {
        let sorted = order.enumerated()
            .sorted { ($0.element.layerIndex!, $0.offset) < ($1.element.layerIndex!, $1.offset) }
        var layers = sorted.map { byClasses[$0.element]! }
        // Each mode's own Z-order, where it differs from the array's: the rank of each of its layers among
        // that mode's, by the mode's index and then document order.
        for mode in SymbolRenderingMode.allCases {
            let ranked = sorted.indices.compactMap { position in
                sorted[position].element.modeIndices[mode].map { (index: $0, offset: sorted[position].offset, position: position) }
            }.sorted { ($0.index, $0.offset) < ($1.index, $1.offset) }
            for (rank, entry) in ranked.enumerated() where rank != entry.position {
                layers[entry.position].modeOrder[mode] = rank
            }
        }
        return layers
    }
}
