import EmblemGeometry

/// How a symbol's layers are coloured (SF-SEMANTICS 1.2–1.5).
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// One colour for every layer.
    case monochrome
    /// One colour, its opacity reduced by level: secondary × 0.5, tertiary × 0.25.
    case hierarchical
    /// One colour per level, with Apple's fallbacks for fewer colours than levels.
    case palette
    /// Each layer's own colour (system colours resolved for the appearance).
    case multicolor

    public func hash(into hasher: inout Hasher) { hasher.combine(case: self) }
}
