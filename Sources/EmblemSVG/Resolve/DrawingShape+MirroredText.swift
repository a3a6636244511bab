import EmblemGeometry

extension DrawingShape {
    /// The text shape moved to the place `flip` mirrors it to, still reading left to right: flipped, it
    /// would be unreadable (SF Symbols never mirrors text). Its anchor (the first `x`, `y`) goes where
    /// `flip` takes it, and `text-anchor` turns from start to end and back, so a line that began at the
    /// anchor now ends there and covers the mirror image of the box it covered. Spans placed by their own
    /// `x` move with the first anchor, not each to its own mirrored place. In a never-mirror layer `flip`
    /// only moves the layer (it keeps its orientation), so the text keeps its anchor side and moves with
    /// the layer's shapes: turned to `end`, it ran out of its frame by its own width. Its enclosing
    /// effects (a glyph's clips and masks) flip with `flip`.
    public func mirroredText(by flip: AffineTransform) -> DrawingShape {
        guard var text = self.text else { return self }
        // The first length of the list, in user units (`em` at the default size; a percentage, which
        // needs the viewport, as 0).
        func first(_ name: String) -> Double {
            guard let token = text[attribute: name]?.split(whereSeparator: { $0 == "," || $0.isWhitespace }).first,
                  let length = try? Length.parse(String(token)) else { return 0 }
            return length.pixels() ?? 0
        }
        let anchor = transform.apply(to: Point(x: first("x"), y: first("y")))
        let landed = flip.apply(to: anchor)
        var shape = self
        shape.transform = AffineTransform.translation(x: landed.x - anchor.x, y: landed.y - anchor.y).concatenating(shape.transform)
        for index in shape.enclosingEffects.indices {
            shape.enclosingEffects[index].transform = flip.concatenating(shape.enclosingEffects[index].transform)
        }
        // Only a reflection (negative determinant) puts the line's end where its start was.
        guard flip.a * flip.d - flip.b * flip.c < 0 else { return shape }
        let anchorProperty = "text-anchor"
        let current = text.ownValue(of: anchorProperty)?.lowercased() ?? "start"
        let swapped = current == "end" ? "start" : current == "start" ? "end" : current
        if swapped != current {
            text[attribute: anchorProperty] = swapped
            text.removeStyleDeclarations(of: anchorProperty)
        }
        shape.text = text
        return shape
    }
}
