/// `font-size` values (CSS Fonts 4 §2.5): what `em` and `ex` lengths are relative to, and what text that
/// is moved out of its document must be given to keep its size.
enum FontSize {
    /// CSS's `medium`, the initial value, in pixels, as in browsers (librsvg's is 12).
    static let medium = 16.0
    /// How `larger` and `smaller` scale the parent's size: the ratio CSS 2.1 suggests between
    /// neighbouring keyword sizes.
    static let step = 1.2

    /// The computed size, in pixels, that `text` gives under a parent of `parent` pixels; nil when the
    /// text is not a font size (a negative length, an unknown keyword, `calc()`).
    static func pixels(_ text: String, parent: Double) -> Double? {
        switch text.asciiLowercased() {
        // The scaling factors of CSS Fonts 4's table, times `medium`.
        case "xx-small": return medium * 3 / 5
        case "x-small": return medium * 3 / 4
        case "small": return medium * 8 / 9
        case "medium": return medium
        case "large": return medium * 6 / 5
        case "x-large": return medium * 3 / 2
        case "xx-large": return medium * 2
        case "xxx-large": return medium * 3
        case "larger": return parent * step
        case "smaller": return parent / step
        default:
            guard let length = try? Length.parse(text), length.value >= 0 else { return nil }
            return length.pixels(fontSize: parent, percentBase: parent)
        }
    }

    /// Whether `text` is a negative length (`-1`, `-2em`, `-50%`): not a font size, though librsvg takes
    /// it and hands it to Pango, which prints a CRITICAL assertion for each text.
    static func isNegative(_ text: String) -> Bool {
        guard let length = try? Length.parse(text) else { return false }
        return length.value < 0
    }

    /// Why a negative size is ignored, for the diagnostic.
    static let negativeMessage = "a font size cannot be negative"

    /// Whether `text` sizes text relative to its parent's size (`em`, `ex`, a percentage, `larger`,
    /// `smaller`), so that it means another size where the parent is another.
    static func isRelative(_ text: String) -> Bool {
        switch text.asciiLowercased() {
        case "larger", "smaller": return true
        default:
            guard let length = try? Length.parse(text) else { return false }
            return length.unit == .em || length.unit == .ex || length.unit == .percent
        }
    }
}
