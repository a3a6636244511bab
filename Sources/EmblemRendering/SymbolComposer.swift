import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// Composes a styled (and possibly animated) glyph into a `Drawing`: one group per layer in Z-order,
/// painted with its `LayerPaint`, transformed by its `LayerState`, and masked to the part of it drawn when
/// Draw On/Off or a variable value draws it part way (`DrawReveal`). Erase layers knock out everything drawn
/// before them inside the symbol, through an SVG mask, and never what lies behind the symbol; one whose own
/// opacity is above 0 then draws its colour there at that opacity.
public struct SymbolComposer: Sendable {
    public var precision: Int

    public init(precision: Int = 3) { self.precision = precision }

    /// - Parameters:
    ///   - states: one state per layer (identity when nil or short).
    ///   - canvas: the user-space box to draw into (see `SymbolCanvas`).
    ///   - drawDirection: the layout direction layers are drawn on and off in (see `DrawReveal`): a layer
    ///     whose state draws only part of it is masked to that part. Nil draws every layer whole.
    public func drawing(for glyph: SymbolGlyph, paints: [LayerPaint], states: [LayerState]? = nil, canvas: Rect,
                        drawDirection: LayoutDirection? = nil) -> Drawing {
        let reveals = Self.reveals(for: glyph, paints: paints, direction: drawDirection)
        return drawing(for: glyph, paints: paints, states: states, canvas: canvas, marksSlots: false, reveals: reveals)
    }

    /// How layers are drawn part way, by position: with a `direction` (an effect that draws layers on and
    /// off), every layer that is drawn, erasers too (a slash's clearance is cut as the slash is drawn);
    /// without, the layers a variable value draws part way (``LayerPaint/drawnFraction``), in the glyph's
    /// own direction.
    static func reveals(for glyph: SymbolGlyph, paints: [LayerPaint], direction: LayoutDirection?) -> [Int: DrawReveal] {
        var reveals: [Int: DrawReveal] = [:]
        let visible = SymbolCanvas.box(for: glyph)
        for (position, layer) in glyph.layers.enumerated() {
            let paint = position < paints.count ? paints[position] : LayerPaint(color: .black)
            guard !paint.isHidden, direction != nil || paint.drawnFraction != nil else { continue }
            reveals[position] = DrawReveal(layer: layer, direction: direction ?? (glyph.isMirrored ? .rightToLeft : .leftToRight),
                                           visible: visible)
        }
        return reveals
    }

    /// The class that marks, in slotted drawings, the groups whose transform and opacity animation changes:
    /// `emblem-slot-layer-N` on layer N's group, `emblem-slot-mask-N` on erase layer N's mask group.
    /// It starts with U+0001, which no XML document can hold (not even as `&#1;`), so nothing a file
    /// brings (its text, a class of its own) can be taken for a slot: `FrameTemplate` cut at a text's
    /// `class="emblem-slot-"` once, and the program stopped. The character never reaches an output:
    /// the cut replaces the whole attribute.
    static let slotClassPrefix = "\u{1}emblem-slot-"

    /// - Parameters:
    ///   - marksSlots: draw every layer at rest (no transform, opacity 1) with a slot class on its group, so
    ///     `FrameTemplate` can fill in each frame's attributes there; and every layer of `reveals` masked,
    ///     with slot classes on the mask's elements.
    ///   - reveals: how layers drawn part way are revealed, by position (``reveals(for:paints:direction:)``).
    func drawing(for glyph: SymbolGlyph, paints: [LayerPaint], states: [LayerState]?, canvas: Rect, marksSlots: Bool,
                 reveals: [Int: DrawReveal] = [:]) -> Drawing {
        var nodes: [DrawingNode] = []
        var definitions = glyph.definitions
        var tints = GradientTints(roots: glyph.definitions)
        var markerTints = MarkerTints(roots: glyph.definitions)
        var shades = SymbolGradients(roots: glyph.definitions)
        var movedGradients = MovedGradients(roots: glyph.definitions)
        let shadeSpan = SymbolGradient.span(of: glyph, minimumLength: max(canvas.width, canvas.height) * SymbolGradient.minimumCanvasShare)
        // Drawn in the paints' Z-order (each mode's own), equal ones in layer order.
        let drawingOrder = glyph.layers.indices.sorted {
            ($0 < paints.count ? paints[$0].zIndex : 0, $0) < ($1 < paints.count ? paints[$1].zIndex : 0, $1)
        }
        // A Magic Replace's continuing layers are cut by the outgoing erasers above the layers they continue.
        let continued = glyph.continuedLayers.flatMap { $0.outgoingLayer.isEmpty ? nil : $0 }
        var placeInOrder: [Int: Int] = [:]
        if continued != nil { for (place, position) in drawingOrder.enumerated() { placeInOrder[position] = place } }
        var outgoingEraseMasks: [(position: Int, id: String)] = []
        for position in drawingOrder {
            let layer = glyph.layers[position]
            let paint = position < paints.count ? paints[position] : LayerPaint(color: .black)
            let state = marksSlots ? .identity : states.flatMap { position < $0.count ? $0[position] : nil } ?? .identity
            guard state.drawsAnything, !paint.isHidden else { continue }
            let shown = DrawReveal.shown(state, fraction: paint.drawnFraction)
            // The part of the layer drawn, where an effect or a variable value draws it part way: its mask.
            var revealMask: String?
            if let reveal = reveals[position], marksSlots || !shown.isWhollyDrawn {
                for rest in paint.drawnFraction == nil ? [false] : [false, true] {
                    definitions.append(reveal.mask(position: position, state: marksSlots ? nil : shown,
                                                   slotClass: marksSlots ? Self.slotClassPrefix + "reveal-" : nil,
                                                   canvas: canvas, format: NumberFormat(precision: precision), rest: rest))
                }
                revealMask = "url(#\(DrawReveal.maskID(position)))"
            }
            if paint.isEraser {
                let isOutgoing = continued.map { position < $0.incomingStart } ?? false
                if !nodes.isEmpty || isOutgoing {
                    let id = "erase-\(position)"
                    // An eraser drawn part way (a slash's clearance drawn on with it) erases that part.
                    definitions.append(EraseMask.element(id: id, layer: layer, transform: state.transform,
                                                         opacity: state.opacity, slotClass: marksSlots ? Self.slotClassPrefix + "mask-\(position)" : nil,
                                                         reveal: revealMask, canvas: canvas, format: NumberFormat(precision: precision)))
                    if !nodes.isEmpty { nodes = [.group(DrawingGroup(id: nil, mask: "url(#\(id))", children: nodes))] }
                    if isOutgoing { outgoingEraseMasks.append((position, id)) }
                }
                // An eraser draws in copy mode (SF-SEMANTICS 1.8): its colour at its own opacity replaces
                // what it covers. Cleared above, drawn below; at opacity 0, as erasers nearly always are,
                // that is nothing.
                guard paint.opacity(of: layer) > 0 else { continue }
            }
            let span = paint.colorRenderingMode == .gradient ? shadeSpan : nil
            let layerShapes = layer.shapes.contains { $0.style.strokeDistortion != nil || $0.style.hasMarkers }
                ? layer.shapes.map { Self.drawnInStrokeSpace(Self.drawnInOwnSpace($0)) } : layer.shapes
            let shapes = Self.enclosed(paint.usesOwnColors ? layerShapes.map { Self.shaded(Self.ownPainted($0, moved: &movedGradients), span: span, shades: &shades) }
                                                           : layerShapes.map { Self.painted($0, with: paint.color, tints: &tints, markerTints: &markerTints,
                                                                                             shades: &shades, span: span) },
                                       drawsGroupOpacity: paint.usesOwnColors)
            var mask = revealMask
            var children = shapes
            if revealMask != nil {
                if paint.drawnFraction != nil {
                    // What a variable value leaves undrawn is drawn faint (SF-SEMANTICS 1.9).
                    children = [.group(DrawingGroup(opacity: SymbolStyle.inactiveVariableOpacity,
                                                    mask: "url(#\(DrawReveal.maskID(position, rest: true)))", children: shapes)),
                                .group(DrawingGroup(mask: mask, children: shapes))]
                    mask = nil
                }
            }
            var node: DrawingNode
            if marksSlots {
                node = .group(DrawingGroup(id: "layer-\(position)", classes: [Self.slotClassPrefix + "layer-\(position)"], mask: mask,
                                           children: children))
            } else {
                node = .group(DrawingGroup(id: "layer-\(position)", transform: state.transform,
                                           opacity: state.opacity * paint.opacity(of: layer), mask: mask, children: children))
            }
            if let continued, let outgoing = continued.outgoingLayer[position], let outgoingPlace = placeInOrder[outgoing] {
                for eraser in outgoingEraseMasks where placeInOrder[eraser.position]! > outgoingPlace {
                    node = .group(DrawingGroup(mask: "url(#\(eraser.id))", children: [node]))
                }
            }
            nodes.append(node)
        }
        return Drawing(viewBox: canvas, root: DrawingGroup(children: nodes), definitions: definitions + tints.elements + markerTints.elements + shades.elements + movedGradients.elements)
    }

    /// The shapes, in order, each inside a group for each of its enclosing effects, outermost first; shapes
    /// next to each other that share effects share those groups, as they shared the groups they came from
    /// (so the output grows with the document, not with shapes times depth). Each group's transform takes
    /// the space the previous one's effect was made in to its own, and a shape's takes the last back to the
    /// canvas its path is in. A shape whose effects' transforms cannot be undone was drawn in a space of
    /// no area, so it drew nothing, and is left out.
    ///
    /// With `drawsGroupOpacity` (shapes in their own paint), a group that faded several shapes together
    /// is drawn with its opacity (``EnclosingEffect/opacity``), taken out of theirs; otherwise the opacity
    /// is left out with the groups that had nothing else (a style's colour replaces the shapes' opacity).
    static func enclosed(_ shapes: [DrawingShape], drawsGroupOpacity: Bool = false) -> [DrawingNode] {
        var result: [DrawingNode] = []
        // Each open group with the box of what it draws so far, measured while a group with a measured
        // box of its source is open (``spanningGroupBox(_:of:drawn:)``), once for nested groups.
        var open: [(effect: EnclosingEffect, inverse: AffineTransform, group: DrawingGroup, drawn: Rect?)] = []
        var openFor: [EnclosingEffect] = []  // the effects `open` was made for
        var measuring = 0  // how many open groups' effects have a box
        func include(_ box: Rect?) {
            guard measuring > 0, let box else { return }
            open[open.count - 1].drawn = open[open.count - 1].drawn.map { $0.union(box) } ?? box
        }
        func close(to depth: Int) {
            while open.count > depth {
                let (effect, _, group, drawn) = open.removeLast()
                let (done, box) = Self.spanningGroupBox(group, of: effect, drawn: drawn)
                if open.isEmpty {
                    result.append(.group(done))
                } else {
                    open[open.count - 1].group.children.append(.group(done))
                    include(box.map { $0.applying(done.transform) })
                }
                if effect.box != nil { measuring -= 1 }
            }
        }
        for var shape in shapes {
            var effects = shape.enclosingEffects
            if effects.contains(where: { $0.opacity < 1 }) {
                if drawsGroupOpacity {
                    if shape.text == nil { shape.style.opacity /= effects.reduce(1) { $0 * $1.opacity } }
                } else {
                    effects = effects.compactMap { effect in
                        guard effect.refersToDefinitions else { return nil }
                        var opaque = effect
                        opaque.opacity = 1
                        return opaque
                    }
                }
            }
            guard !effects.isEmpty else {
                close(to: 0)
                result.append(.shape(shape))
                continue
            }
            var shared = effects.isSameStorage(as: openFor) ? open.count : 0
            while shared < open.count, shared < effects.count, open[shared].effect == effects[shared] { shared += 1 }
            // A group's opacity alone is the same in any space: its group needs no transform.
            let spaces = effects[shared...].map { $0.refersToDefinitions ? $0.transform : .identity }
            let inverses = spaces.map(\.inverted)
            guard !inverses.contains(where: { $0 == nil }) else { continue }
            close(to: shared)
            for (index, (space, inverse)) in zip(shared..., zip(spaces, inverses)) {
                let effect = effects[index]
                let relative = index == 0 ? space : open[index - 1].inverse.concatenating(space)
                open.append((effect, inverse!, DrawingGroup(transform: relative, opacity: effect.opacity, clipPath: effect.clipPath,
                                                            mask: effect.mask, filter: effect.filter), nil))
                if effect.box != nil { measuring += 1 }
            }
            openFor = effects
            var inner = shape
            inner.enclosingEffects = []
            inner.transform = open[open.count - 1].inverse.concatenating(shape.transform)
            open[open.count - 1].group.children.append(.shape(inner))
            if measuring > 0 { include(inner.objectBox) }
        }
        close(to: 0)
        return result
    }

    /// How far a layer's box may fall inside its group's, as a fraction of the group's larger side, and
    /// count as the same: boxes measured back through transforms differ by rounding.
    static let groupBoxTolerance = 1e-9

    /// The group drawing `effect` around a layer's shapes, with a hidden box of the whole source group's
    /// extent first when the shapes' own falls short of it (``GroupBox``): librsvg lays out a clip path in
    /// bounding-box units, and a mask's or filter's region, over the box of everything the group holds,
    /// hidden and unpainted shapes too, and a layer holds only what paints (a filter's region shrank with
    /// the transparent rectangle a group held to size it).
    /// `drawn`: the box of what the group draws (``DrawingNode/objectBox``); returned with the group, grown
    /// to the hidden box where one is added.
    static func spanningGroupBox(_ group: DrawingGroup, of effect: EnclosingEffect, drawn: Rect?) -> (group: DrawingGroup, drawn: Rect?) {
        guard effect.refersToDefinitions, let box = effect.box?.rect, box.width.isFinite, box.height.isFinite else { return (group, drawn) }
        let tolerance = groupBoxTolerance * max(box.width, box.height)
        if let drawn, drawn.contains(box, tolerance: tolerance) { return (group, drawn) }
        var style = DrawingStyle()
        style.fill = .none
        style.isVisible = false
        var spanned = group
        spanned.children.insert(.shape(DrawingShape(path: Path(rectangle: box), style: style)), at: 0)
        return (spanned, drawn.map { $0.union(box) } ?? box)
    }

    /// The shape with a stretched stroke (``DrawingStyle/strokeDistortion``) drawn as it was: its path
    /// mapped back out of the stretch and the stretch made its transform, so that the stroke is stretched
    /// with it; paint servers in user-space units are moved back too. Any other shape as it is.
    static func drawnInStrokeSpace(_ shape: DrawingShape) -> DrawingShape {
        guard let distortion = shape.style.strokeDistortion, shape.text == nil, let inverse = distortion.inverted else { return shape }
        var shape = shape
        shape.mapPath(by: inverse)
        shape.transform = shape.transform.concatenating(distortion)
        shape.paintTransform = inverse.concatenating(shape.paintTransform)
        shape.style.strokeDistortion = nil
        return shape
    }

    /// The shape with markers drawn in the space its source drew it in: its path mapped back out of its
    /// moves (``DrawingShape/paintTransform``) and the moves made its transform, its stroke as wide as it
    /// was there. Baked into the canvas, its markers were drawn in the canvas's space: a fixed `orient`
    /// did not turn with the shape, a marker's content was not skewed or mirrored with it, and markers in
    /// `userSpaceOnUse` units were not scaled. Any other shape as it is.
    static func drawnInOwnSpace(_ shape: DrawingShape) -> DrawingShape {
        let move = shape.paintTransform
        guard shape.style.hasMarkers, shape.text == nil, !move.isIdentity, let inverse = move.inverted else { return shape }
        var shape = shape
        shape.mapPath(by: inverse)
        shape.transform = shape.transform.concatenating(move)
        shape.paintTransform = .identity
        // The stroke was scaled by each move's √|det| as it was baked; drawn under the moves, as it was.
        shape.style.scaleStroke(by: 1 / abs(move.determinant).squareRoot())
        shape.style.strokeDistortion = nil
        return shape
    }

    /// The shape as drawn, without the id and classes of its source (which the drawing must not repeat).
    static func unnamed(_ shape: DrawingShape) -> DrawingShape {
        var shape = shape
        shape.id = nil
        shape.classes = []
        return shape
    }

    /// The box the shape's path had before it was moved into the canvas (``DrawingShape/paintTransform``),
    /// measured when asked: for a gradient in bounding-box units that the move turns.
    static func boxBeforeMove(of shape: DrawingShape) -> () -> Rect? {
        let path = shape.path, move = shape.paintTransform
        return { move.inverted.flatMap { path.bounds(applying: $0) } }
    }

    /// The shape in its own paint, unnamed, with a gradient it refers to moved where its path was moved
    /// (``MovedGradients``).
    static func ownPainted(_ shape: DrawingShape, moved: inout MovedGradients) -> DrawingShape {
        var shape = unnamed(shape)
        guard !shape.paintTransform.isIdentity || !shape.transform.isIdentity, shape.text == nil else { return shape }
        let move = shape.paintTransform, element = shape.transform, originalBox = boxBeforeMove(of: shape)
        shape.style.fill = moved.paint(shape.style.fill, movedBy: move, drawnUnder: element, originalBox: originalBox)
        shape.style.stroke = moved.paint(shape.style.stroke, movedBy: move, drawnUnder: element, originalBox: originalBox)
        return shape
    }

    /// The shape with its own solid fill and stroke each a gradient made from its colour across `span`
    /// (a layer that keeps its own colours, in ``SymbolColorRenderingMode/gradient``); as it is without
    /// a span. The colour's alpha moves to the paint's opacity, as the gradient's stops are opaque.
    static func shaded(_ shape: DrawingShape, span: ClosedRange<Double>?, shades: inout SymbolGradients) -> DrawingShape {
        guard let span, shape.text == nil else { return shape }
        var shape = shape
        if let (shade, alpha) = shades.shade(own: shape.style.fill, currentColorValue: shape.style.color, strength: shape.style.fillStrength(), span: span, transform: shape.transform) {
            shape.style.fill = shade
            shape.style.fillOpacity *= alpha
        }
        if let (shade, alpha) = shades.shade(own: shape.style.stroke, currentColorValue: shape.style.color, strength: shape.style.strokeStrength(), span: span, transform: shape.transform) {
            shape.style.stroke = shade
            shape.style.strokeOpacity *= alpha
        }
        return shape
    }

    /// The shape with its fill and stroke (where it has them) replaced by `color`, or by a tint of a
    /// gradient that fades (`GradientTint`), which keeps its outline; its markers drawn in the colour too
    /// (`MarkerTints`). With a `span`, a solid colour is a gradient made from it across the span
    /// (``SymbolGradient``).
    static func painted(_ shape: DrawingShape, with color: Color, tints: inout GradientTints, markerTints: inout MarkerTints,
                        shades: inout SymbolGradients, span: ClosedRange<Double>? = nil) -> DrawingShape {
        var shape = shape
        if let text = shape.text {
            shape.text = SymbolRecolorer.paintedText(text, color: color)
            return shape
        }
        let isFilled = shape.style.fillStrength() > 0, isStroked = shape.style.strokeStrength() > 0
        // A gradient is made for a solid paint only (a tint keeps the transparency of the gradient it tints).
        func solid(_ shades: inout SymbolGradients) -> Paint {
            span.flatMap { shades.paint(color, span: $0, transform: shape.transform) } ?? .color(color.withAlpha(1))
        }
        // A fill or stroke that painted nothing (a transparent colour, an opacity of 0, a zero-wide
        // stroke) paints nothing still: the colour's alpha replaces its opacity, which made it opaque.
        let move = shape.paintTransform, element = shape.transform, originalBox = boxBeforeMove(of: shape)
        if isFilled {
            shape.style.fill = tints.tint(shape.style.fill, color: color, paintTransform: move, drawnUnder: element, originalBox: originalBox)
                ?? solid(&shades)
            shape.style.fillOpacity = color.alpha
        } else {
            shape.style.fill = .none
        }
        if isStroked {
            shape.style.stroke = tints.tint(shape.style.stroke, color: color, paintTransform: move, drawnUnder: element, originalBox: originalBox)
                ?? solid(&shades)
            shape.style.strokeOpacity = color.alpha
        } else {
            shape.style.stroke = .none
        }
        shape.style.opacity = 1
        for (property, reference) in markerTints.tinted(markersOf: shape.style, color: color) { shape.style.extra[property] = reference }
        shape.id = nil
        shape.classes = []
        return shape
    }
}

/// The `<mask>` that removes an erase layer's shapes from what lies beneath it.
enum EraseMask {
    /// The shapes are black (full removal) inside a group whose opacity is the eraser's: a fading eraser
    /// removes proportionally less.
    /// `reveal`: the mask of the part of the eraser drawn, when it is drawn part way.
    static func element(id: String, layer: SymbolLayer, transform: AffineTransform, opacity: Double,
                        slotClass: String?, reveal: String? = nil, canvas: Rect, format: NumberFormat) -> XMLElement {
        let n = format.string
        let box = [XMLAttribute(name: "x", value: n(canvas.x)), XMLAttribute(name: "y", value: n(canvas.y)),
                   XMLAttribute(name: "width", value: n(canvas.width)), XMLAttribute(name: "height", value: n(canvas.height))]
        var shapes: [XMLNode] = []
        let gray = "#000"
        for shape in layer.shapes where shape.text == nil {
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
        if let reveal { group.attributes.append(XMLAttribute(name: "mask", value: reveal)) }
        let background = XMLElement(name: "rect", attributes: box + [XMLAttribute(name: "fill", value: "#fff")])
        return XMLElement(name: "mask", attributes: [XMLAttribute(name: "id", value: id), XMLAttribute(name: "maskUnits", value: "userSpaceOnUse")] + box,
                          children: [.element(background), .element(group)])
    }
}
