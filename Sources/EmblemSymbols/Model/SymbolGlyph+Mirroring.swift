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
            layer.drawGuide = layer.drawGuide?.applying(transform)
            // The shapes of a group share their effects; flipped once, they share the flipped ones.
            var last: (effects: [EnclosingEffect], flipped: [EnclosingEffect]) = ([], [])
            layer.shapes = layer.shapes.map { shape in
                if shape.text != nil { return shape.mirroredText(by: transform) }
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
                let moved = transform.concatenating(shape.transform)
                shape.mapPath(by: moved)
                shape.paintTransform = moved.concatenating(shape.paintTransform)
                shape.transform = .identity
                // A stretched stroke is flipped with its path (a flip of an even one changes nothing).
                if shape.style.strokeDistortion != nil { shape.style.transformStroke(by: moved) }
                return shape
            }
            copy.layers[index] = layer
        }
        copy.isMirrored.toggle()
        return copy
    }
}
