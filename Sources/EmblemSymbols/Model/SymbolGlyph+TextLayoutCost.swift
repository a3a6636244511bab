import EmblemSVG

extension SymbolGlyph {
    /// What laying out the glyph's text costs librsvg each time it is drawn, in the units of
    /// `Drawing.drawnTextBudget`: commands that draw a glyph many times (animation frames, a sheet's
    /// cells) hold the budget for all of them together.
    public var textLayoutCost: Int {
        layers.reduce(0) { sum, layer in layer.shapes.reduce(sum) { $0 + ($1.text.map(Drawing.layoutCost(of:)) ?? 0) } }
    }
}
