import EmblemGeometry

/// `viewBox`, and the viewport a root `svg` draws into (SVG 2 §8.2); ``PreserveAspectRatio`` maps one into
/// the other.
enum ViewBox {
    /// The four numbers of a `viewBox`, or nil unless there are exactly four and the size is positive.
    static func parse(_ text: String?) -> Rect? {
        guard let box = numbers(text), box.width > 0, box.height > 0 else { return nil }
        return box
    }

    /// What a nested viewport's `viewBox` says: a box to map (nil when it is missing or not a valid
    /// one, a negative size being an error, and ignored), or that nothing is drawn: a zero width or
    /// height disables rendering of its element.
    static func reading(_ text: String?) -> (box: Rect?, drawsNothing: Bool) {
        guard let box = numbers(text) else { return (nil, false) }
        if box.width > 0 && box.height > 0 { return (box, false) }
        return (nil, box.width >= 0 && box.height >= 0)
    }

    /// Exactly four numbers, as a rectangle whatever their signs.
    private static func numbers(_ text: String?) -> Rect? {
        guard let text else { return nil }
        if let box = wholeNumbers(text) { return box }
        var numbers = InlineArray<4, Double>(repeating: 0)
        var count = 0
        do throws(ValueSyntaxError) {
            try NumberListParser.forEachNumber(in: text) { number in
                if count < 4 { numbers[count] = number }
                count += 1
            }
        } catch {
            return nil
        }
        guard count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Four whole numbers with a space between each (`0 0 24 24`), as nearly every `viewBox` is written,
    /// read by ``PlainWholeNumbers`` rather than the general number parser; nil for anything else, which
    /// that parser reads.
    private static func wholeNumbers(_ text: String) -> Rect? {
        withUTF8Bytes(text) { bytes in
            var numbers = PlainWholeNumbers(bytes)
            guard let x = numbers.next(), let y = numbers.next(), let width = numbers.next(), let height = numbers.next(),
                  numbers.isAtEnd else { return nil }
            return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
        }
    }

    /// A root's `width` or `height` in pixels (nil when missing, or a percentage of an unknown window).
    static func pixels(of name: String, on root: XMLElement) -> Double? {
        root[attribute: name].flatMap { try? Length.parse($0) }.flatMap { $0.unit == .percent ? nil : $0.pixels() }
    }

    /// What a root `svg` draws into: its `viewBox`, else its size (100 for a side it does not give).
    static func viewport(of root: XMLElement) -> Rect {
        parse(root[attribute: "viewBox"])
            ?? Rect(x: 0, y: 0, width: pixels(of: "width", on: root) ?? 100, height: pixels(of: "height", on: root) ?? 100)
    }
}
