/// How a variable value shows on a symbol, as SwiftUI's `SymbolVariableValueMode` (iOS 26): by dimming
/// the layers it has not reached, or by drawing layers part way along. "A symbol can support both variable
/// color and draw, but can't perform both at the same time" (SF-SEMANTICS 1.9).
public enum SymbolVariableValueMode: String, Hashable, Sendable, CaseIterable {
    /// [EST] The symbol's own: colour when any layer has a variable threshold, else draw when any layer
    /// has a variable draw range. (Templates can name theirs in `.defaults` as
    /// `-sfsymbols-variable-value-mode`; glyphs do not carry those defaults, so it is not read.)
    case automatic
    /// Layers whose threshold (`-sfsymbols-variable-threshold`) the value has not reached are dimmed.
    case color
    /// Layers with a variable draw range (`-sfsymbols-variable-draw: start span`) are drawn
    /// `clamp((value − start) / span, 0, 1)` of the way along, over a faint copy of themselves.
    case draw

    /// The mode `automatic` stands for in `glyph`, drawn from its layer list for `mode`.
    func resolved(in glyph: SymbolGlyph, listed mode: SymbolRenderingMode) -> SymbolVariableValueMode {
        guard self == .automatic else { return self }
        let annotations = glyph.layers.map { $0.annotations(in: mode) }
        if annotations.contains(where: { $0.variableThreshold != nil }) { return .color }
        return annotations.contains { $0.variableDraw != nil } ? .draw : .color
    }
}
