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
    mutating func add(_ shape: DrawingShape, classes: LayerClasses, makeLayer: () -> SymbolLayer) {
        if byClasses[classes] == nil {
            order.append(classes)
            byClasses[classes] = makeLayer()
        }
        byClasses[classes]!.shapes.append(shape)
    }

    /// A new layer for the first shape of `classes`: its level, its modes, its annotations and opacity (from
    /// the shape's properties), and its multicolor name with the fill `sheet` gives that class; `problems`
    /// receives what was wrong with the annotations.
    static func layer(for shape: DrawingShape, classes: LayerClasses, opacity: Double, sheet: StyleSheet,
                      problems: inout [String]) -> SymbolLayer {
        var layer = SymbolLayer(index: classes.layerIndex ?? 0, name: shape.id, shapes: [],
                                level: classes.hierarchical?.level ?? .primary, renderingModes: classes.renderingModes)
        var layerOpacity = opacity
        problems += AnnotationReader.annotations(from: shape.properties, into: &layer.annotations, opacity: &layerOpacity)
        layer.opacity = layerOpacity
        if let multicolor = classes.multicolor {
            let fill = sheet.value(of: "fill", forElement: "path", id: nil, classes: [multicolor.className])
                .flatMap { try? CSSColorParser.parse($0) }
            var fallback: Color?
            if case .color(let color)? = fill { fallback = color }
            layer.multicolor = MulticolorFill(name: multicolor.color, fallback: fallback)
        }
        return layer
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
