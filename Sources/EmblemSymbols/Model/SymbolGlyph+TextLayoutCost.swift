import EmblemSVG

extension SymbolGlyph {
    /// What laying out the glyph's text costs librsvg each time it is drawn, in the units of
    /// `Drawing.drawnTextBudget`: commands that draw a glyph many times (animation frames, a sheet's
    /// cells) hold the budget for all of them together.
    public var textLayoutCost: Int {
        layers.reduce(0) { sum, layer in layer.shapes.reduce(sum) { $0 + ($1.text.map(Drawing.layoutCost(of:)) ?? 0) } }
    }
}

extension SymbolGlyph {
    /// What drawing the glyph once costs librsvg, in shapes: each shape drawn (`use` copies included)
    /// one, each definition written with it (gradients, clip paths, masks …, read and built for every
    /// drawing, used or not) ``definitionWeight``. Commands that draw a glyph many times (animation
    /// frames) hold a budget for all of them together.
    public var drawingCost: Int {
        layers.reduce(0) { $0 + $1.shapes.count } + Self.definitionWeight * definitions.count
    }

    /// What a definition costs against a shape. Ours: librsvg took ≈ 2 µs a shape and ≈ 18 µs a clip path
    /// of one rectangle (22,679 viewport clips, 0.4 s a frame at 32 px).
    public static let definitionWeight = 9
}
