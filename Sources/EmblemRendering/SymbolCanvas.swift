import EmblemGeometry
import EmblemSymbols

/// The square of user space a symbol is drawn into.
///
/// Template glyphs get a square centred on the symbol's own centre (midway between the margins, mid cap
/// height) so that every symbol of a set shares one optical scale: the side is `minimumCapHeights` cap
/// heights, grown only when the drawing (or the room an animation needs) sticks out. Centring on the
/// guides, not on the ink, also makes right-to-left mirroring a flip of the image. Plain SVGs keep their
/// viewBox.
public enum SymbolCanvas {
    /// The side of the square in cap heights: 1.5 fits the usual symbol (about 1.1 cap heights tall) with
    /// an even margin.
    public static let minimumCapHeights = 1.5

    public static func box(for glyph: SymbolGlyph, room: Double = 0) -> Rect {
        let guides = glyph.guides
        if glyph.variant == nil {
            let box = Rect(x: guides.leftMargin, y: guides.capline, width: guides.advanceWidth, height: guides.capHeight)
            guard room > 0 else { return box }
            let grow = max(box.width, box.height) * room
            return Rect(x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow)
        }
        let center = guides.center
        var half = guides.capHeight * minimumCapHeights / 2
        if let bounds = glyph.bounds {
            half = max(half, abs(bounds.minX - center.x), abs(bounds.maxX - center.x),
                       abs(bounds.minY - center.y), abs(bounds.maxY - center.y))
        }
        half *= 1 + room
        return Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    }
}
