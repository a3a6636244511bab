import EmblemGeometry
import EmblemSVG

/// Colours as users write them: any CSS colour, or a system colour name (`systemBlue`, `secondaryLabel`).
public enum SymbolColorParser {
    public static func color(_ text: String, appearance: SymbolAppearance = .light) throws(SymbolError) -> Color {
        let trimmed = text.trimmingASCIIWhitespace()
        if let system = SystemColors.color(named: trimmed, appearance: appearance), trimmed.hasPrefix("system") || trimmed.hasSuffix("Color") || trimmed.hasSuffix("Label") || trimmed == "label" {
            return system
        }
        let syntaxError: ValueSyntaxError?
        do {
            if case .color(let color) = try CSSColorParser.parse(trimmed) { return color }
            syntaxError = nil
        } catch {
            syntaxError = error
        }
        if let system = SystemColors.color(named: trimmed, appearance: appearance) { return system }
        let hint = "use a CSS colour (#ff3b30, rgb(…), red) or a system colour (systemRed, secondaryLabel)."
        // A function written wrong (`oklch(70% 0.15)`) is worth the parser's words: which part, what it expected.
        if let syntaxError, trimmed.contains("(") {
            throw SymbolError(.invalidOption, "'\(text)' is not a colour: \(syntaxError.message) Otherwise \(hint)")
        }
        throw SymbolError(.invalidOption, "'\(text)' is not a colour: \(hint)")
    }

    /// A comma-separated list (`red,#00f,systemGreen`), as `--palette` takes it. Commas inside
    /// parentheses belong to the colour (`rgb(1, 2, 3)`).
    public static func colors(_ list: String, appearance: SymbolAppearance = .light) throws(SymbolError) -> [Color] {
        var items: [String] = []
        var depth = 0
        var current = ""
        for character in list {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        // An empty item is a slip (`red,,blue`), not a colour left out: it was dropped, and the colours
        // after it took the place the user meant for it.
        if items.count > 1, let empty = items.firstIndex(where: { $0.trimmingASCIIWhitespace().isEmpty }) {
            throw SymbolError(.invalidOption, "'\(list)' has no colour in place \(empty + 1) of its \(items.count) (between its commas).")
        }
        var colors: [Color] = []
        for item in items where !item.trimmingASCIIWhitespace().isEmpty { colors.append(try color(item, appearance: appearance)) }
        return colors
    }
}
