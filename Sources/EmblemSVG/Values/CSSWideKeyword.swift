/// The keywords every CSS property takes (CSS Cascade 4 §7.3), matched ignoring ASCII case as CSS
/// keywords are: `inherit` takes the parent's value, `initial` the property's initial value, and `unset`
/// either, as the property inherits or not. `revert` and `revert-layer` roll back to the user agent's
/// style, which sets none of the properties Emblem reads, so they act as `unset`.
enum CSSWideKeyword {
    case inherit, initial, unset

    /// The keyword `value` is, or nil. Cheap for the values that are none: it looks at their length and
    /// first letter first (a colour such as `#4d4d4d` has a keyword's length, and lowering and comparing
    /// it cost ≈ 950 instructions a declaration).
    init?(_ value: String) {
        let count = value.utf8.count
        guard count >= 5 && count <= 7 || count == 12, let first = value.utf8.first else { return nil }
        switch first | 0x20 {
        case UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "r"): break
        default: return nil
        }
        switch value.asciiLowercased() {
        case "inherit": self = .inherit
        case "initial": self = .initial
        case "unset", "revert", "revert-layer": self = .unset
        default: return nil
        }
    }
}
