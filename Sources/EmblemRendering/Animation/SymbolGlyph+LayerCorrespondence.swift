import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

extension SymbolGlyph {
    /// Which of `outgoing`'s layers each of this glyph's layers continues, for Magic Replace, and how far it
    /// moves: the first one not yet taken with the same tags (`-sfsymbols-layer-tags`, "stable layer
    /// identity", when both have some), else the first drawn the same: the same paths, point for point within
    /// a thousandth of the larger glyph's size once moved by one offset (a badge beside a bell may move the
    /// bell, and it glides there), erasers only with erasers. `bell.slash` continues `bell`'s bell; its slash
    /// and the gap cut for it are its own, and are drawn on (``SymbolLayer/isLine``).
    public func layerCorrespondence(from outgoing: SymbolGlyph) -> ReplaceSymbolEffect.LayerCorrespondence {
        let size = [bounds, outgoing.bounds].compactMap { $0 }.map { max($0.width, $0.height) }.max() ?? 1
        let tolerance = size * 1e-3
        var taken = Set<Int>()
        var result: [Int?] = []
        var offsets: [Point] = []
        for layer in layers {
            var offset = Point.zero
            let match = outgoing.layers.indices.first { candidate in
                guard !taken.contains(candidate) else { return false }
                let other = outgoing.layers[candidate]
                if !layer.annotations.tags.isEmpty, !other.annotations.tags.isEmpty {
                    guard !Set(layer.annotations.tags).isDisjoint(with: other.annotations.tags) else { return false }
                    if let a = other.bounds, let b = layer.bounds { offset = Point(x: a.midX - b.midX, y: a.midY - b.midY) }
                    return true
                }
                guard let found = Self.offset(from: layer, to: other, tolerance: tolerance) else { return false }
                offset = found
                return true
            }
            if let match { taken.insert(match) }
            result.append(match)
            offsets.append(match == nil ? .zero : offset)
        }
        // Slashes of their own (and the clearance cut for each) are drawn on and off.
        let drawnIncoming = Set(layers.indices.filter { result[$0] == nil && layers[$0].isLine })
        let drawnOutgoing = Set(outgoing.layers.indices.filter { !taken.contains($0) && outgoing.layers[$0].isLine })
        return ReplaceSymbolEffect.LayerCorrespondence(outgoingLayer: result, offsets: offsets,
                                                       drawnIncoming: drawnIncoming, drawnOutgoing: drawnOutgoing)
    }

    /// How far `a` must move to draw what `b` draws, when the two have the same paths up to one offset
    /// (point for point within `tolerance`); nil otherwise.
    static func offset(from a: SymbolLayer, to b: SymbolLayer, tolerance: Double) -> Point? {
        guard a.annotations.isEraser == b.annotations.isEraser, a.shapes.count == b.shapes.count, !a.shapes.isEmpty else { return nil }
        var offset: Point?
        for (shapeA, shapeB) in zip(a.shapes, b.shapes) {
            guard shapeA.text == nil, shapeB.text == nil else { return nil }
            let pointsA = shapeA.path.applying(shapeA.transform).points, pointsB = shapeB.path.applying(shapeB.transform).points
            guard pointsA.count == pointsB.count, let firstA = pointsA.first, let firstB = pointsB.first else { return nil }
            let shift = offset ?? Point(x: firstB.x - firstA.x, y: firstB.y - firstA.y)
            offset = shift
            guard zip(pointsA, pointsB).allSatisfy({ abs($0.x + shift.x - $1.x) <= tolerance && abs($0.y + shift.y - $1.y) <= tolerance })
            else { return nil }
        }
        return offset
    }
}

extension SymbolLayer {
    /// [EST] Whether the layer is a line, as a slash is: its draw guide one open, straight stroke at least
    /// three times as long as it is wide (a badge's dot, wiped across, is as long as it is wide). Straight:
    /// every point of the guide within a tenth of its length of the line from its first point to its last
    /// (a checkmark's guide bends at its elbow, and it was drawn off as a slash, lingering beside the X
    /// that replaced it).
    var isLine: Bool {
        guard let strokes = drawGuide?.strokes, strokes.count == 1, let stroke = strokes.first,
              stroke.path.elements.last != .close, let length = stroke.path.lengthCentroid?.length else { return false }
        let points = stroke.path.points
        guard let first = points.first, let last = points.last else { return false }
        let chord = Point(x: last.x - first.x, y: last.y - first.y)
        let span = (chord.x * chord.x + chord.y * chord.y).squareRoot()
        guard span > 0 else { return false }
        let isStraight = points.allSatisfy { point in
            abs((point.x - first.x) * chord.y - (point.y - first.y) * chord.x) / span <= 0.1 * span
        }
        return isStraight && length >= 3 * stroke.width
    }
}
