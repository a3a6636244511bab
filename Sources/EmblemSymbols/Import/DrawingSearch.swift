import EmblemGeometry
import EmblemSVG

extension DrawingGroup {
    /// The first group with this id at any depth, with the transform from its space to the drawing's.
    func group(withID id: String, transform outer: AffineTransform = .identity) -> (group: DrawingGroup, transform: AffineTransform)? {
        let total = outer.concatenating(transform)
        for child in children {
            guard case .group(let group) = child else { continue }
            if group.id == id { return (group, total.concatenating(group.transform)) }
            if let found = group.group(withID: id, transform: total) { return found }
        }
        return nil
    }

    /// Visits every shape at any depth with its transform into this group's own space (not including the
    /// group's own transform), the opacity of the groups between, and the classes its ancestor groups
    /// carry, nearest last; the clips, masks and filters of the groups between are in the shape's
    /// `enclosingEffects`, in this group's own space, and the `use` that drew it from elsewhere in its
    /// `instance`. A visit, not a list: each shape collected into a list was copied whole.
    ///
    /// The group is taken apart as the walk goes: when it is the only reference to its content, each shape
    /// is handed over as the only reference to its fields, which the body can change in place
    /// (`PlainSVGImporter` bakes them); content held elsewhere too is left whole.
    consuming func forEachShapeInOwnSpace(_ body: (consuming DrawingShape, AffineTransform, Double, [String]) -> Void) {
        let source = self.source
        var children = self.children
        self.children = []
        children.removeEach { (child: consuming DrawingNode) in child.forEachShapeInOwnSpace(.identity, 1, [], [], nil, source, body) }
    }
}

extension DrawingGroup {
    /// Whether the group's opacity must be drawn as a group's: more than one shape is drawn below it, at
    /// any depth, or a text (found by walking no further than the second shape).
    var fadesAsAGroup: Bool {
        var found = 0
        func visit(_ nodes: [DrawingNode]) {
            for node in nodes where found < 2 {
                switch node {
                case .shape(let shape): found += shape.text == nil ? 1 : 2
                case .group(let group): visit(group.children)
                case .preserved: break
                }
            }
        }
        visit(children)
        return found > 1
    }
}

extension DrawingNode {
    /// ``DrawingGroup/forEachShapeInOwnSpace(_:)`` for this node, under `transform`, `opacity`, `classes`
    /// and `effects`, drawn by the `use` whose source is `instance` (nil: where it stands), in a group from
    /// `parentSource`. A node from outside its parent's element was drawn by reference: the parent is a
    /// `use`. With `measuresBox`, the node's box in the space around it (``DrawingNode/objectBox``) is
    /// returned, measured on the way: a group with a clip path, mask or filter has its box measured so
    /// (``EnclosingEffect/box``), in the same walk, once for all its nested groups.
    @discardableResult
    consuming func forEachShapeInOwnSpace(_ transform: AffineTransform, _ opacity: Double, _ classes: [String],
                                _ effects: [EnclosingEffect] = [], _ instance: [Int]? = nil, _ parentSource: [Int]? = nil,
                                measuresBox: Bool = false, uncarried: Double = 1,
                                _ body: (consuming DrawingShape, AffineTransform, Double, [String]) -> Void) -> Rect? {
        // Measured before the node is taken apart.
        let shapeBox: Rect? = if measuresBox, case .shape = self { objectBox } else { nil }
        // Taken out of the node, which is let go of at the end of the switch: processed inside it, the
        // node was still alive, a second reference to the shape's fields or the group's children, which
        // were then copied when the shape was changed.
        var taken: (shape: DrawingShape?, group: DrawingGroup?)
        switch consume self {
        case .shape(let shape): taken = (shape, nil)
        case .group(let group): taken = (nil, group)
        case .preserved: return nil
        }
        if var shape = taken.shape {
            taken.shape = nil
            let instance = parentSource.map { shape.source.starts(with: $0) ? instance : $0 } ?? instance
            guard !effects.isEmpty || instance != nil else {
                let placed = transform.concatenating(shape.transform)
                body(consume shape, placed, opacity, classes)
                return shapeBox
            }
            // Shared, not copied, by the shapes of a group: 195 clipped groups around 199,000 shapes.
            if !effects.isEmpty { shape.enclosingEffects = shape.enclosingEffects.isEmpty ? effects : effects + shape.enclosingEffects }
            shape.instance = instance
            let placed = transform.concatenating(shape.transform)
            body(consume shape, placed, opacity, classes)
            return shapeBox
        }
        guard var group = taken.group else { return nil }
        taken.group = nil
        let inner = transform.concatenating(group.transform), innerOpacity = opacity * group.opacity
        let innerClasses = classes + group.classes
        var innerEffects = effects
        let groupBox = group.clipPath != nil || group.mask != nil || group.filter != nil ? GroupBox() : nil
        // A group fading several shapes fades them together: folded into each, their overlaps came out
        // darker. (One path alone is faded alike either way, and needs no group; a text is written as
        // it was, without the opacity folded into its shape.) A group with a filter fades what the
        // filter made, even of one shape: folded into the shape, the fade came before the filter, and
        // a flood or a colour matrix came out at full strength.
        // The fades of the groups outside it that draw no group of their own (`uncarried`) go to it too.
        let carriesOpacity = group.opacity < 1 && (group.filter != nil || group.fadesAsAGroup)
        var innerUncarried = uncarried * (carriesOpacity ? 1 : group.opacity)
        if var effect = EnclosingEffect(of: group, transform: inner, carriesOpacity: carriesOpacity, box: groupBox) {
            if group.filter != nil {
                effect.opacity *= uncarried
                innerUncarried = 1
            }
            innerEffects.append(effect)
        }
        let instance = parentSource.map { group.source.starts(with: $0) ? instance : $0 } ?? instance
        let measuresInside = measuresBox || groupBox != nil
        var box: Rect?
        // Taken out of the group, so that each shape is handed over whole (the last reference to it
        // where the drawing was the only one) and changed in place rather than copied.
        var children = group.children
        group.children = []
        let source = group.source
        children.removeEach { (child: consuming DrawingNode) in
            let childBox = child.forEachShapeInOwnSpace(inner, innerOpacity, innerClasses, innerEffects, instance, source,
                                                        measuresBox: measuresInside, uncarried: innerUncarried, body)
            if let childBox { box = box.map { $0.union(childBox) } ?? childBox }
        }
        if let box { groupBox?.include(box) }
        return measuresBox ? box.map { $0.applying(group.transform) } : nil
    }
}

extension DrawingShape {
    /// How strongly the shape paints under groups of `opacity`: its opacity times that of its fill or
    /// stroke, whichever is stronger (a paint server counts as opaque). 0 for a shape that draws nothing:
    /// hidden, transparent, or unpainted. A reference that `reference` says finds no server (an id that an
    /// earlier path has, say) paints its fallback colour, or nothing, as SVG says, and one to a gradient
    /// with no stops nothing. Markers draw their own
    /// content whatever the path's paint, so a marked shape counts as painting in full: one with no fill
    /// or stroke of its own was left out of its layer, and its markers with it.
    func paintStrength(under opacity: Double, reference: (String) -> PaintServerChain.Outcome = { _ in .server }) -> Double {
        // Read once: the style is in storage `reference` could reach, so each read passed to a call was a
        // copy of the whole style.
        let style = style
        guard style.isVisible else { return 0 }
        return opacity * style.opacity
            * (style.hasMarkers ? 1 : max(style.fillStrength(reference: reference), style.strokeStrength(reference: reference)))
    }

    /// The shape with `transform` baked into its path (stroke width and dashes scaled by the transform's mean
    /// scale and the stroke stretched as it stretches, unless the stroke is non-scaling).
    /// Its enclosing effects, in the space `base` maps into the new one, follow it there; so does its own
    /// clip, mask or filter, unless the transform is the identity and it can stay on the path.
    consuming func baked(_ transform: AffineTransform, effectsFrom base: AffineTransform = .identity) -> DrawingShape {
        var shape = self
        if !base.isIdentity {
            for index in shape.enclosingEffects.indices {
                shape.enclosingEffects[index].transform = base.concatenating(shape.enclosingEffects[index].transform)
            }
        }
        if shape.text != nil {
            // Text has no path to bake into, and its own clip, mask or filter stay on it: it is placed
            // (`transform` is its own space's, as for a path).
            shape.transform = transform
            return shape
        }
        if !transform.isIdentity {
            shape = shape.movingOwnEffects(from: transform, isFaded: false)
            shape.paintTransform = transform.concatenating(shape.paintTransform)
        }
        shape.mapPath(by: transform)
        shape.transform = .identity
        shape.style.transformStroke(by: transform)
        return shape
    }

    /// The shape faded by `opacity`, the groups' around it that draw no group of their own: folded into
    /// its opacity, and into that of its own filter's group (``EnclosingEffect/init(ownOf:transform:source:)``),
    /// as SVG fades what the filter made. Folded into the shape alone, the fade came before its filter.
    mutating func fade(by opacity: Double) {
        style.opacity *= opacity
        guard opacity < 1, let last = enclosingEffects.indices.last, enclosingEffects[last].filter != nil,
              enclosingEffects[last].source == source else { return }
        // Less what the groups that draw a group of their own carry (`opacity` holds theirs too).
        let carried = enclosingEffects[..<last].reduce(1) { $0 * $1.opacity }
        guard carried > 0 else { return }
        enclosingEffects[last].opacity *= opacity / carried
    }

    /// Whether the shape's numbers are still finite: a transform of 1e308 bakes a path to infinities,
    /// which had no extent, and which the writer put at the origin without a word.
    var hasFiniteGeometry: Bool { path.isFinite && style.strokeWidth.isFinite }

    /// The warning for leaving out a shape that is not ``hasFiniteGeometry``, drawn in `place`.
    func infiniteGeometryWarning(in place: String) -> Diagnostic {
        Diagnostic(.warning, "Left out a shape of \(place) that its transforms take past the largest number (±1.8e308): "
            + "its coordinates or stroke width are infinite.", at: location)
    }

    /// The first point of the shape's path after `transform` and the last one: a guide line's ends.
    func endpoints(_ transform: AffineTransform) -> (Point, Point)? {
        let points = path.points
        guard let first = points.first, let last = points.last else { return nil }
        return (transform.apply(to: first), transform.apply(to: last))
    }
}
