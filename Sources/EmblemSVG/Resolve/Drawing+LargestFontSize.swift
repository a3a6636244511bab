extension Drawing {
    /// The largest font size a text may set anywhere in it (its own, a `tspan`'s), in its own units, and
    /// still be drawn. Ours: librsvg hands the size, in the text's user units, to Pango, which holds
    /// lengths in 1/1024 of a unit in 32 bits (2²¹ = 2,097,152 units at most); a line's height (ascent
    /// plus descent, 1.36 em for Noto Sans) past that wraps around to a negative height, and librsvg's
    /// `assert!(h >= 0.0)` (text.rs) aborts the process: `font-size="1.7e6"` under `scale(1e-5)`, or
    /// `2e6` in a view box of 10⁴ units, each a well-sized text on the canvas. 2¹⁸ leaves room for a
    /// font whose lines are 8 em high.
    public static let fontSizeLimit = 262_144.0

    /// The largest size the fonts of `text` (a standalone text element, its sheet's declarations
    /// inlined) compute to, starting from `own`, the text's computed size: each descendant's from its
    /// `font-size` attribute, then its `style` declarations of `font-size` (the last valid one wins)
    /// and any size in a `font` shorthand (taken when larger: an overestimate at worst, as `font: 900 …`
    /// reads 900 as a size).
    static func largestFontSize(in text: XMLElement, own: Double) -> Double {
        var largest = max(own, shorthandSize(of: text, parent: own) ?? 0)
        func visit(_ element: XMLElement, parent: Double) {
            for node in element.children {
                guard case .element(let child) = node else { continue }
                var size = parent
                if let value = child[attribute: "font-size"], let own = fontSize(value, parent: parent) { size = own }
                if let style = child[attribute: "style"], style.containsASCII("font") {
                    for declaration in DeclarationListParser.parse(style) where declaration.name == "font-size" {
                        if let own = fontSize(declaration.value, parent: parent) { size = own }
                    }
                    size = max(size, shorthandSize(of: child, parent: parent) ?? 0)
                }
                largest = max(largest, size)
                visit(child, parent: size)
            }
        }
        visit(text, parent: own)
        return largest
    }

    /// The size `text` gives under a parent of `parent`, CSS-wide keywords included.
    private static func fontSize(_ text: String, parent: Double) -> Double? {
        let text = text.trimmingASCIIWhitespace()
        switch CSSWideKeyword(text) {
        case .inherit?, .unset?: return parent
        case .initial?: return FontSize.medium
        case nil: return FontSize.pixels(text, parent: parent)
        }
    }

    /// The largest size among the words of `element`'s `font` shorthand declarations (`bold 2e6px/1.2
    /// serif`: the part before a `/`), nil when it has none.
    private static func shorthandSize(of element: XMLElement, parent: Double) -> Double? {
        guard let style = element[attribute: "style"], style.containsASCII("font") else { return nil }
        var largest: Double?
        for declaration in DeclarationListParser.parse(style) where declaration.name == "font" {
            for word in declaration.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                let size = word.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
                if let pixels = FontSize.pixels(size, parent: parent) { largest = max(largest ?? 0, pixels) }
            }
        }
        return largest
    }
}
