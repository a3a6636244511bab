import EmblemGeometry

/// The CSS `transform-origin` property (CSS Transforms 1 §7): the point a CSS `transform` turns and
/// scales about, written as one to three of `left`, `center`, `right`, `top`, `bottom`, lengths and
/// percentages of the reference box (a third value, the depth, has no effect in 2D).
///
/// ```swift
/// TransformOrigin.point("center", in: Rect(x: 0, y: 0, width: 20, height: 10))    // (10, 5)
/// TransformOrigin.point("right 25%", in: Rect(x: 0, y: 0, width: 20, height: 10)) // (20, 2.5)
/// ```
public enum TransformOrigin {
    /// The origin in user units, or nil when the text is not a valid `transform-origin`.
    public static func point(_ text: String, in box: Rect) -> Point? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map { $0.lowercased() }
        // A third word is the z offset, which must be a length; a 2D drawing then ignores it.
        guard (1...3).contains(words.count), words.count < 3 || Self.isLength(words[2]) else { return nil }
        var horizontal = words[0], vertical = words.count > 1 ? words[1] : "center"
        // One vertical keyword alone, or a vertical keyword first: the two swap places.
        if ["top", "bottom"].contains(horizontal) || ["left", "right"].contains(vertical) {
            (horizontal, vertical) = (vertical, horizontal)
        }
        guard let x = offset(horizontal, size: box.width, start: "left", end: "right"),
              let y = offset(vertical, size: box.height, start: "top", end: "bottom") else { return nil }
        return Point(x: box.x + x, y: box.y + y)
    }

    static func isLength(_ word: String) -> Bool {
        guard let length = try? Length.parse(word) else { return false }
        return length.unit != .percent
    }

    /// One coordinate from the start of the box: a keyword of this axis, a length or a percentage.
    static func offset(_ word: String, size: Double, start: String, end: String) -> Double? {
        switch word {
        case start: return 0
        case "center": return size / 2
        case end: return size
        default:
            guard let length = try? Length.parse(word) else { return nil }
            return length.pixels(percentBase: size)
        }
    }
}
