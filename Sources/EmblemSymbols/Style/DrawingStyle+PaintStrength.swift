import EmblemSVG

extension DrawingStyle {
    /// How strongly `paint` paints at `opacity` (the fill's or stroke's own): 0 for none or a transparent
    /// colour, a colour's alpha times the opacity otherwise. A paint server counts as opaque; a reference
    /// that `reference` says finds none (or a broken chain, or an empty pattern) paints its fallback
    /// colour, or nothing, as SVG says, and one to a gradient with no stops paints nothing.
    package func strength(of paint: Paint, opacity: Double,
                          reference: (String) -> PaintServerChain.Outcome = { _ in .server }) -> Double {
        switch paint {
        case .none: 0
        case .color(let color): opacity * color.alpha
        case .currentColor: opacity * color.alpha
        case .reference:
            // As what it draws: a server counts as opaque, anything else as the paint it settles into.
            switch Self.settled(paint, reference) {
            case .reference: opacity
            case let settled: strength(of: settled, opacity: opacity)
            }
        }
    }

    /// Whether the fill or the stroke refers to an element (`url(#id)`), which then has to be found in the
    /// document.
    package var paintsWithReference: Bool { fill.referencedID != nil || stroke.referencedID != nil }

    /// How strongly the fill paints, its opacity and colour's alpha taken in.
    package func fillStrength(reference: (String) -> PaintServerChain.Outcome = { _ in .server }) -> Double {
        strength(of: fill, opacity: fillOpacity, reference: reference)
    }

    /// How strongly the stroke paints: 0 when it is zero wide.
    package func strokeStrength(reference: (String) -> PaintServerChain.Outcome = { _ in .server }) -> Double {
        strokeWidth > 0 ? strength(of: stroke, opacity: strokeOpacity, reference: reference) : 0
    }

    /// The style with each paint that refers to something drawing other than a server's paint written as
    /// what it draws: its fallback colour, or `none` (`reference` says which). The symbol pipeline's
    /// styles and recolouring ask only whether a fill or stroke paints, and a `url(#…)` counted as
    /// painting: a stroke referring to nothing came out in the style's colour, where the file (and the
    /// import's warning) draws nothing.
    package mutating func settleReferences(_ reference: (String) -> PaintServerChain.Outcome) {
        fill = Self.settled(fill, reference)
        stroke = Self.settled(stroke, reference)
    }

    private static func settled(_ paint: Paint, _ reference: (String) -> PaintServerChain.Outcome) -> Paint {
        guard case .reference(_, let fallback) = paint else { return paint }
        switch paint.referencedID.map(reference) ?? .fallback {
        case .server: return paint
        case .nothing: return .none
        case .noStopsInBoxUnits: return fallback == nil ? .none : paint
        case .fallback: return Paint(fallback)
        }
    }
}
