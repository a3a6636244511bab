/// How each layer's colour fills it, as SwiftUI's `SymbolColorRenderingMode` (SF Symbols 7, iOS 26):
/// flat, or a gradient made from the colour (SF-SEMANTICS 1.7). It applies in every rendering mode.
public enum SymbolColorRenderingMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Filled with the solid colour.
    case flat
    /// Filled with a linear gradient from the colour lightened to the colour darkened (``SymbolGradient``).
    case gradient
}
