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
        drawing(for: glyph, paints: paints, states: states, canvas: canvas, marksSlots: false)
    }

    /// The class that marks, in slotted drawings, the groups whose transform and opacity animation changes:
    /// `emblem-slot-layer-N` on layer N's group, `emblem-slot-mask-N` on erase layer N's mask group.
    static let slotClassPrefix = "emblem-slot-"

    /// - Parameter marksSlots: draw every layer at rest (no transform, opacity 1) with a slot class on its
    ///   group, so `FrameTemplate` can fill in each frame's attributes there.
    func drawing(for glyph: SymbolGlyph, paints: [LayerPaint], states: [LayerState]?, canvas: Rect, marksSlots: Bool) -> Drawing {
        var nodes: [DrawingNode] = []
        var definitions = glyph.definitions
        var tints = GradientTints { id in glyph.definitions.lazy.compactMap { $0.descendant(withID: id) }.first }
        for (position, layer) in glyph.layers.enumerated() {
            let paint = position < paints.count ? paints[position] : LayerPaint(color: .black)
            let state = marksSlots ? .identity : states.flatMap { position < $0.count ? $0[position] : nil } ?? .identity
            guard state.isVisible, state.opacity > 0, !paint.isHidden else { continue }
            if paint.isEraser {
                guard !nodes.isEmpty else { continue }
                let id = "erase-\(position)"
                definitions.append(EraseMask.element(id: id, layer: layer, transform: state.transform,
                                                     opacity: state.opacity, slotClass: marksSlots ? Self.slotClassPrefix + "mask-\(position)" : nil,
                                                     canvas: canvas, format: NumberFormat(precision: precision)))
                nodes = [.group(DrawingGroup(id: nil, mask: "url(#\(id))", children: nodes))]
                continue
            }
            let shapes = layer.shapes.compactMap { shape in Self.enclosed(Self.painted(shape, with: paint.color, tints: &tints)) }
            if marksSlots {
                nodes.append(.group(DrawingGroup(id: "layer-\(position)", classes: [Self.slotClassPrefix + "layer-\(position)"], children: shapes)))
            } else {
                nodes.append(.group(DrawingGroup(id: "layer-\(position)", transform: state.transform,
                                                 opacity: state.opacity * layer.opacity, children: shapes)))
            }
        }
        return Drawing(viewBox: canvas, root: DrawingGroup(children: nodes), definitions: definitions + tints.elements)
    }

    /// The shape inside a group for each of its enclosing effects, outermost first: each group's transform
    /// takes the space the previous one's effect was made in to its own, and the shape's takes the last
    /// back to the canvas its path is in. Nil when a transform cannot be undone: the shape was drawn in a
    /// space of no area, so it drew nothing.
    static func enclosed(_ shape: DrawingShape) -> DrawingNode? {
        guard !shape.enclosingEffects.isEmpty else { return .shape(shape) }
        var inverses: [AffineTransform] = []
        for effect in shape.enclosingEffects {
            guard let inverse = effect.transform.inverted else { return nil }
            inverses.append(inverse)
        }
        var inner = shape
        inner.enclosingEffects = []
        inner.transform = inverses.last!.concatenating(shape.transform)
        var node = DrawingNode.shape(inner)
        for (index, effect) in shape.enclosingEffects.enumerated().reversed() {
            let relative = index == 0 ? effect.transform : inverses[index - 1].concatenating(effect.transform)
            node = .group(DrawingGroup(transform: relative, clipPath: effect.clipPath, mask: effect.mask, filter: effect.filter,
                                       children: [node]))
        }
        return node
    }

    /// The shape with its fill and stroke (where it has them) replaced by `color`, or by a tint of a
    /// gradient that fades (`GradientTint`), which keeps its outline.
    static func painted(_ shape: DrawingShape, with color: Color, tints: inout GradientTints) -> DrawingShape {
        var shape = shape
        let solid = Paint.color(color.withAlpha(1))
        if shape.style.fill != .none {
            shape.style.fill = tints.tint(shape.style.fill, color: color, paintTransform: shape.paintTransform) ?? solid
            shape.style.fillOpacity = color.alpha
        }
        if shape.style.stroke != .none {
            shape.style.stroke = tints.tint(shape.style.stroke, color: color, paintTransform: shape.paintTransform) ?? solid
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
    /// The shapes are black (full removal) inside a group whose opacity is the eraser's: a fading eraser
    /// removes proportionally less.
    static func element(id: String, layer: SymbolLayer, transform: AffineTransform, opacity: Double,
                        slotClass: String?, canvas: Rect, format: NumberFormat) -> XMLElement {
        let n = format.string
        let box = [XMLAttribute(name: "x", value: n(canvas.x)), XMLAttribute(name: "y", value: n(canvas.y)),
                   XMLAttribute(name: "width", value: n(canvas.width)), XMLAttribute(name: "height", value: n(canvas.height))]
        var shapes: [XMLNode] = []
        let gray = "#000"
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
        var group = XMLElement(name: "g", attributes: [XMLAttribute(name: "id", value: "\(id)-shapes")], children: shapes)
        if let slotClass { group.attributes.append(XMLAttribute(name: "class", value: slotClass)) }
        if !transform.isIdentity { group.attributes.append(XMLAttribute(name: "transform", value: TransformWriter.string(for: transform, format: format))) }
        if opacity < 1 { group.attributes.append(XMLAttribute(name: "opacity", value: format.string(opacity))) }
        let background = XMLElement(name: "rect", attributes: box + [XMLAttribute(name: "fill", value: "#fff")])
        return XMLElement(name: "mask", attributes: [XMLAttribute(name: "id", value: id), XMLAttribute(name: "maskUnits", value: "userSpaceOnUse")] + box,
                          children: [.element(background), .element(group)])
    }
}
