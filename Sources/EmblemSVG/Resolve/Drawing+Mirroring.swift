import EmblemGeometry

extension Drawing {
    /// The drawing flipped horizontally as a whole, for a right-to-left layout, drawn `viewportWidth`
    /// pixels wide (the `width` it will be written with).
    ///
    /// The root's own transform, clip path, mask and filter apply in the viewport's space, outside the
    /// viewBox (``DrawingWriter`` keeps them on the `svg` element), so a flip put beside them on the root
    /// would be read in pixels: `translate(24) scale(-1 1)` for a 24-unit viewBox drawn 64 pixels wide
    /// put most of the icon off the canvas. When the root has none of them (nearly every icon), the flip
    /// is about the viewBox's centre on a group inside, which every SVG reader draws; otherwise it is about
    /// the viewport's centre, in pixels, before the root's own transform, so that its effects turn with it.
    ///
    /// Text moves to its mirrored place but still reads left to right, as in the symbol pipeline
    /// (``DrawingShape/mirroredText(by:)``); under a root with effects of its own it is flipped with the rest.
    public func mirroredHorizontally(viewportWidth: Double) -> Drawing {
        var mirrored = self
        if root.transform.isIdentity, root.clipPath == nil, root.mask == nil, root.filter == nil {
            let flip = AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 2 * viewBox.midX, f: 0)
            let children = root.children.map { Self.keepingTextReadable($0, under: flip, enclosing: .identity) }
            mirrored.root.children = [.group(DrawingGroup(transform: flip, children: children))]
        } else {
            let flip = AffineTransform(a: -1, b: 0, c: 0, d: 1, e: viewportWidth, f: 0)
            mirrored.root.transform = flip.concatenating(root.transform)
        }
        return mirrored
    }

    /// `node` with its text placed so that, drawn under `flip` and the groups around it (`enclosing`,
    /// their transforms from the flip down), it lands where the mirror puts it and reads unflipped.
    static func keepingTextReadable(_ node: DrawingNode, under flip: AffineTransform, enclosing: AffineTransform) -> DrawingNode {
        switch node {
        case .group(var group):
            let inner = enclosing.concatenating(group.transform)
            group.children = group.children.map { keepingTextReadable($0, under: flip, enclosing: inner) }
            return .group(group)
        case .shape(var shape) where shape.text != nil:
            // Placed in the mirrored drawing's space, then brought back under the flip and the groups.
            guard let undo = flip.concatenating(enclosing).inverted else { return node }
            var placed = shape
            placed.transform = enclosing.concatenating(shape.transform)
            let moved = placed.mirroredText(by: flip)
            shape.text = moved.text
            shape.transform = undo.concatenating(moved.transform)
            return .shape(shape)
        case .shape, .preserved:
            return node
        }
    }
}
