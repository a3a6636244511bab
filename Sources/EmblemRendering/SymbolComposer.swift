import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// Composes a styled (and possibly animated) glyph into a `Drawing`: one group per layer in Z-order,
/// painted with its `LayerPaint`, transformed by its `LayerState`. Erase layers knock out everything drawn
/// before them inside the symbol, through an SVG mask, and never what lies behind the symbol.
public struct SymbolComposer: Sendable {
    public var precision: Int

    public init(precision: Int = 3) { self.precision = precision }

    /// - Parameters:
    ///   - states: one state per layer (identity when nil or short).
    ///   - canvas: the user-space box to draw into (see `SymbolCanvas`).
    public func drawing(for glyph: SymbolGlyph, paints: [LayerPaint], states: [LayerState]? = nil, canvas: Rect) -> Drawing {
        var nodes: [DrawingNode] = []
        var definitions = glyph.definitions
        for (position, layer) in glyph.layers.enumerated() {
            let paint = position < paints.count ? paints[position] : LayerPaint(color: .black)
            let state = states.flatMap { position < $0.count ? $0[position] : nil } ?? .identity
            guard state.isVisible, state.opacity > 0, !paint.isHidden else { continue }
            if paint.isEraser {
                guard !nodes.isEmpty else { continue }
                let id = "erase-\(position)"
                definitions.append(EraseMask.element(id: id, layer: layer, transform: state.transform, opacity: state.opacity,
                                                     canvas: canvas, format: NumberFormat(precision: precision)))
                nodes = [.group(DrawingGroup(id: nil, mask: "url(#\(id))", children: nodes))]
                continue
            }
            let shapes = layer.shapes.map { shape in DrawingNode.shape(Self.painted(shape, with: paint.color)) }
            let opacity = state.opacity * layer.opacity
            nodes.append(.group(DrawingGroup(id: "layer-\(position)", transform: state.transform, opacity: opacity, children: shapes)))
        }
        return Drawing(viewBox: canvas, root: DrawingGroup(children: nodes), definitions: definitions)
    }

    /// The shape with its fill and stroke (where it has them) replaced by `color`.
    static func painted(_ shape: DrawingShape, with color: Color) -> DrawingShape {
        var shape = shape
        let solid = Paint.color(color.withAlpha(1))
        if shape.style.fill != .none {
            shape.style.fill = solid
            shape.style.fillOpacity = color.alpha
        }
        if shape.style.stroke != .none {
            shape.style.stroke = solid
            shape.style.strokeOpacity = color.alpha
        }
        shape.style.opacity = 1
        shape.id = nil
        shape.classes = []
        return shape
    }
}

/// The `<mask>` that removes an erase layer's shapes from what lies beneath it.
enum EraseMask {
    static func element(id: String, layer: SymbolLayer, transform: AffineTransform, opacity: Double, canvas: Rect,
                        format: NumberFormat) -> XMLElement {
        let n = format.string
        let box = [XMLAttribute(name: "x", value: n(canvas.x)), XMLAttribute(name: "y", value: n(canvas.y)),
                   XMLAttribute(name: "width", value: n(canvas.width)), XMLAttribute(name: "height", value: n(canvas.height))]
        var shapes: [XMLNode] = []
        // Black removes; an eraser fading out (opacity < 1) removes proportionally less.
        let gray = PaintWriter.string(for: Color(red: 1 - opacity, green: 1 - opacity, blue: 1 - opacity))
        for shape in layer.shapes {
            var attributes = [XMLAttribute(name: "d", value: PathDataWriter.string(for: shape.path, format: format))]
            attributes.append(XMLAttribute(name: "fill", value: shape.style.fill == .none ? "none" : gray))
            if shape.style.fillRule == .evenodd { attributes.append(XMLAttribute(name: "fill-rule", value: "evenodd")) }
            if shape.style.stroke != .none {
                attributes.append(XMLAttribute(name: "stroke", value: gray))
                attributes.append(XMLAttribute(name: "stroke-width", value: n(shape.style.strokeWidth)))
                attributes.append(XMLAttribute(name: "stroke-linecap", value: shape.style.lineCap.rawValue))
                attributes.append(XMLAttribute(name: "stroke-linejoin", value: shape.style.lineJoin.rawValue))
            }
            shapes.append(.element(XMLElement(name: "path", attributes: attributes)))
        }
        var group = XMLElement(name: "g", children: shapes)
        if !transform.isIdentity { group.attributes = [XMLAttribute(name: "transform", value: TransformWriter.string(for: transform, format: format))] }
        let background = XMLElement(name: "rect", attributes: box + [XMLAttribute(name: "fill", value: "#fff")])
        return XMLElement(name: "mask", attributes: [XMLAttribute(name: "id", value: id), XMLAttribute(name: "maskUnits", value: "userSpaceOnUse")] + box,
                          children: [.element(background), .element(group)])
    }
}
