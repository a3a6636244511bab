import EmblemGeometry
import EmblemSVG

extension SymbolGlyph {
    /// The horizontal flip about the symbol's own centre: the vertical line midway between its margins
    /// (not the canvas), so the advance box maps onto itself (`x' = left + right − x`).
    public var mirrorTransform: AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, e: guides.leftMargin + guides.rightMargin, f: 0)
    }

    /// The glyph for right-to-left layouts: geometry flipped about the centre between the margins (which
    /// therefore stay where they are). Layers marked never-mirror (text, numerals, checkmarks, clock hands)
    /// keep their own orientation but move to their mirrored position: they are flipped back about their
    /// own mirrored centre. Stroke widths are untouched; curves map exactly because the flip is affine.
    /// Mirroring twice gives back the original geometry.
    public func mirrored() -> SymbolGlyph {
        let flip = mirrorTransform
        var copy = self
        for index in copy.layers.indices {
            var layer = copy.layers[index]
            var transform = flip
            if layer.annotations.neverMirrors, let box = layer.bounds {
                // Flip back about the centre of where the layer lands, so only its position changes.
                let landedCenterX = flip.apply(to: box.center).x
                let unflip = AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 2 * landedCenterX, f: 0)
                transform = unflip.concatenating(flip)
            }
            // The shapes of a group share their effects; flipped once, they share the flipped ones.
            var last: (effects: [EnclosingEffect], flipped: [EnclosingEffect]) = ([], [])
            layer.shapes = layer.shapes.map { shape in
                if shape.text != nil { return Self.mirroredText(shape, flip: transform) }
                // Clips, masks and filters flip with the shape: its own ones move off the path, which
                // the flip moves, into a flipped group around it.
                var shape = shape.movingOwnEffects(from: shape.transform)
                if !shape.enclosingEffects.isEmpty {
                    if !shape.enclosingEffects.isSameStorage(as: last.effects), shape.enclosingEffects != last.effects {
                        last = (shape.enclosingEffects, shape.enclosingEffects.map { effect in
                            var flipped = effect
                            flipped.transform = transform.concatenating(effect.transform)
                            return flipped
                        })
                    }
                    shape.enclosingEffects = last.flipped
                }
                shape.path = shape.path.applying(transform.concatenating(shape.transform))
                shape.paintTransform = transform.concatenating(shape.transform).concatenating(shape.paintTransform)
                shape.transform = .identity
                return shape
            }
            copy.layers[index] = layer
        }
        copy.isMirrored.toggle()
        return copy
    }

    /// Text moves to its mirrored place but still reads left to right: flipped, it would be unreadable
    /// (SF Symbols never mirrors text). Its anchor (the first `x`, `y`) goes where `flip` takes it, and
    /// `text-anchor` turns from start to end and back, so a line that began at the anchor now ends there
    /// and covers the mirror image of the box it covered. Spans placed by their own `x` move with the
    /// first anchor, not each to its own mirrored place. In a never-mirror layer `flip` only moves the
    /// layer (it keeps its orientation), so the text keeps its anchor side and moves with the layer's
    /// shapes: turned to `end`, it ran out of its frame by its own width.
    static func mirroredText(_ shape: DrawingShape, flip: AffineTransform) -> DrawingShape {
        guard var text = shape.text else { return shape }
        // The first length of the list, in user units (`em` at the default size; a percentage, which
        // needs the viewport, as 0).
        func first(_ name: String) -> Double {
            guard let token = text[attribute: name]?.split(whereSeparator: { $0 == "," || $0.isWhitespace }).first,
                  let length = try? Length.parse(String(token)) else { return 0 }
            return length.pixels() ?? 0
        }
        let anchor = shape.transform.apply(to: Point(x: first("x"), y: first("y")))
        let landed = flip.apply(to: anchor)
        var shape = shape
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
