import EmblemGeometry

/// The variant ``VariantResolver`` chose for a locale and direction, and why: plain data, so `emblem inspect
/// --json` can report it as is.
public struct VariantResolution: Hashable, Sendable, Codable {
    /// The chosen variant's suffix (`"zh.traditional"`, `"rtl"`), or `nil` for the base design.
    public var suffix: String?
    /// Whether the chosen design is drawn flipped horizontally (only the base design of a symbol that mirrors,
    /// in a right-to-left layout).
    public var isMirrored: Bool
    /// The layout direction the resolution used: the explicit override, else the locale's, else left-to-right.
    public var direction: LayoutDirection
    /// Every candidate tried, in order, ending with the chosen one.
    public var steps: [ResolutionStep]
    /// One full sentence saying which design was chosen and why.
    public var reason: String

    public init(
        suffix: String?, isMirrored: Bool, direction: LayoutDirection, steps: [ResolutionStep], reason: String
    ) {
        self.suffix = suffix
        self.isMirrored = isMirrored
        self.direction = direction
        self.steps = steps
        self.reason = reason
    }
}

/// One candidate ``VariantResolver`` tried.
public struct ResolutionStep: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The links of the fallback chain, in the order they are tried.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A variant drawn for the locale's writing system (`ar`, `zh.traditional`, `hi`).
        case scriptVariant
        /// The separately drawn right-to-left variant, `rtl`.
        case rightToLeftVariant
        /// The base design flipped horizontally.
        case mirroredBase
        /// The base design as drawn.
        case base
    }

    /// Which link of the chain this candidate belongs to.
    public var kind: Kind
    /// The suffix looked for, or `nil` for ``Kind/mirroredBase`` and ``Kind/base``.
    public var suffix: String?
    /// Whether the symbol has this candidate (always `true` for the base design and its mirror image).
    public var isAvailable: Bool

    public init(kind: Kind, suffix: String?, isAvailable: Bool) {
        self.kind = kind
        self.suffix = suffix
        self.isAvailable = isAvailable
    }

    /// `"zh.traditional: missing"`, `"rtl: available"`, `"mirrored base: available"`.
    public var description: String {
        let name = switch kind {
        case .scriptVariant, .rightToLeftVariant: suffix ?? "?"
        case .mirroredBase: "mirrored base"
        case .base: "base"
        }
        return "\(name): \(isAvailable ? "available" : "missing")"
    }
}
