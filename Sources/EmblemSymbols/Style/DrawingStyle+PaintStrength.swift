import EmblemSVG

extension DrawingStyle {
    /// How strongly `paint` paints at `opacity` (the fill's or stroke's own): 0 for none or a transparent
    /// colour, a colour's alpha times the opacity otherwise. A paint server counts as opaque; a reference
    /// that `isPaintServer` says finds none paints its fallback colour, or nothing, as SVG says.
    package func strength(of paint: Paint, opacity: Double, isPaintServer: (String) -> Bool = { _ in true }) -> Double {
        switch paint {
        case .none: 0
        case .color(let color): opacity * color.alpha
        case .currentColor: opacity * color.alpha
        case .reference(_, let fallback):
            if let id = paint.referencedID, isPaintServer(id) {
                opacity
            } else {
                switch fallback {
                case .color(let fallback)?: opacity * fallback.alpha
                case .currentColor?: opacity * color.alpha
                case nil: 0
                }
            }
        }
    }

    /// Whether the fill or the stroke refers to an element (`url(#id)`), which then has to be found in the
    /// document.
    package var paintsWithReference: Bool { fill.referencedID != nil || stroke.referencedID != nil }

    /// How strongly the fill paints, its opacity and colour's alpha taken in.
    package func fillStrength(isPaintServer: (String) -> Bool = { _ in true }) -> Double {
        strength(of: fill, opacity: fillOpacity, isPaintServer: isPaintServer)
    }

    /// How strongly the stroke paints: 0 when it is zero wide.
    package func strokeStrength(isPaintServer: (String) -> Bool = { _ in true }) -> Double {
        strokeWidth > 0 ? strength(of: stroke, opacity: strokeOpacity, isPaintServer: isPaintServer) : 0
    }
}
