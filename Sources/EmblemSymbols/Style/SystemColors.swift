import EmblemGeometry

/// Apple's system colours in light, dark and increased-contrast appearances: the iOS values the SF Symbols
/// app writes into template previews (SF-SEMANTICS 1.5, HIG colour table before iOS 26), and the label
/// colours (SF-SEMANTICS 1.3).
public enum SystemColors {
    /// Light, dark, light increased contrast, dark increased contrast.
    typealias Quad = (Color, Color, Color, Color)

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color { Color(red8: r, green8: g, blue8: b, alpha: a) }

    private static let table: [String: Quad] = [
        "red": (rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        "orange": (rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        "yellow": (rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
        "green": (rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        "mint": (rgb(0, 199, 190), rgb(102, 212, 207), rgb(12, 129, 123), rgb(102, 212, 207)),
        "teal": (rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
        "cyan": (rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        "blue": (rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
        "indigo": (rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        "purple": (rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        "pink": (rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        "brown": (rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
        "gray": (rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        "gray2": (rgb(174, 174, 178), rgb(99, 99, 102), rgb(174, 174, 178), rgb(99, 99, 102)),
        "gray3": (rgb(199, 199, 204), rgb(72, 72, 74), rgb(199, 199, 204), rgb(72, 72, 74)),
        "gray4": (rgb(209, 209, 214), rgb(58, 58, 60), rgb(209, 209, 214), rgb(58, 58, 60)),
        "gray5": (rgb(229, 229, 234), rgb(44, 44, 46), rgb(229, 229, 234), rgb(44, 44, 46)),
        "gray6": (rgb(242, 242, 247), rgb(28, 28, 30), rgb(242, 242, 247), rgb(28, 28, 30)),
        // Label colours: what .primary/.secondary/… resolve to.
        "label": (rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255)),
        "secondaryLabel": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6), rgb(60, 60, 67, 0.8), rgb(235, 235, 245, 0.7)),
        "tertiaryLabel": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.7), rgb(235, 235, 245, 0.55)),
        "quaternaryLabel": (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16), rgb(60, 60, 67, 0.55), rgb(235, 235, 245, 0.4)),
        "white": (rgb(255, 255, 255), rgb(255, 255, 255), rgb(255, 255, 255), rgb(255, 255, 255)),
        "black": (rgb(0, 0, 0), rgb(0, 0, 0), rgb(0, 0, 0), rgb(0, 0, 0)),
    ]

    /// The base names (`red`, `gray3`, `secondaryLabel` …), sorted.
    public static var names: [String] { table.keys.sorted() }

    /// Resolves a system colour name in any of the spellings in use: `systemRed`, `systemRedColor`,
    /// `secondaryLabelColor`, `labelColor`, `white`. Nil when the name is not a system colour.
    public static func color(named name: String, appearance: SymbolAppearance) -> Color? {
        var base = Substring(name)
        if base.hasSuffix("Color") { base = base.dropLast(5) }
        if base.hasPrefix("system") {
            base = base.dropFirst(6)
            guard let first = base.first else { return nil }
            base = Substring(first.lowercased()) + base.dropFirst()
        }
        guard let quad = table[String(base)] else { return nil }
        switch (appearance.colorScheme, appearance.isIncreasedContrast) {
        case (.light, false): return quad.0
        case (.dark, false): return quad.1
        case (.light, true): return quad.2
        case (.dark, true): return quad.3
        }
    }

    /// The default foreground: label colour (black in light, white in dark).
    public static func foreground(for appearance: SymbolAppearance) -> Color {
        color(named: "label", appearance: appearance)!
    }
}
