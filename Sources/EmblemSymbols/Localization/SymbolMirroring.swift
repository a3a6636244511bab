/// How a symbol behaves in a right-to-left layout; the `"mirroring"` field of a symbol's `info.json`.
///
/// See SF-SEMANTICS 4.3: a symbol that represents reading direction or motion flips, one that depicts a real
/// object or a universal sign does not, and one whose flipped form would be wrong (text, a check mark inside a
/// list) has a separately drawn `rtl` variant.
public enum SymbolMirroring: String, Hashable, Sendable, Codable, CaseIterable {
    /// Never flipped; the same design in both directions (the default for most symbols).
    case fixed
    /// Flipped horizontally about the centre of its advance box in a right-to-left layout.
    case mirrors
    /// Has a separately drawn `rtl` variant, used unflipped in a right-to-left layout.
    case hasRTLVariant
}
