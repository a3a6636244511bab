import EmblemGeometry
import EmblemSVG

/// A layered symbol: a name, its designs (explicit variants, interpolation masters, or the one design of
/// a plain SVG), symbol-wide animation defaults, and where it came from.
public struct Symbol: Hashable, Sendable {
    public enum Format: Hashable, Sendable {
        /// An SF Symbols export or template, with its template version (2…7).
        case template(version: Int)
        /// A plain SVG icon.
        case plain
    }

    public var name: String
    public var format: Format
    /// Designs present in the source, by variant. A plain SVG has one, keyed `Regular-M`.
    public var glyphs: [SymbolVariantID: SymbolGlyph]
    /// Declarations of the template's `.defaults` rule (`-sfsymbols-rotates-clockwise`, wiggle style …).
    public var defaults: [String: String]
    /// For a plain SVG, the resolved drawing it was read from, with its own colours, text and images:
    /// what to draw when the icon is rendered as it is rather than restyled.
    public var sourceDrawing: Drawing?
    /// Whether a `use` drew any shape of the source, in a layer or not, as the import noted: recolouring
    /// then minds what each use draws of the content it restyles in place (`SymbolRecolorer`'s
    /// instances). (It walked every layer's shapes to find out, and missed uses whose shapes paint nothing.)
    package var drawsByReference = false

    public init(name: String, format: Format, glyphs: [SymbolVariantID: SymbolGlyph], defaults: [String: String] = [:]) {
        self.name = name
        self.format = format
        self.glyphs = glyphs
        self.defaults = defaults
    }

    /// The variants the source holds, in scale then weight order.
    public var variants: [SymbolVariantID] { glyphs.keys.sorted() }

    /// Whether the source is an interpolatable template: Ultralight-S, Regular-S and Black-S masters.
    public var hasInterpolationMasters: Bool {
        [SymbolWeight.ultralight, .regular, .black].allSatisfy { glyphs[SymbolVariantID(weight: $0, scale: .small)] != nil }
    }

    /// The design for a weight and scale: the explicit variant when the source has it; otherwise
    /// interpolated between the masters (SF-SEMANTICS 2.5) and scaled; otherwise the nearest weight at
    /// the nearest scale, scaled. A plain SVG has one design for every weight.
    public func glyph(weight: SymbolWeight = .regular, scale: SymbolScale = .medium) throws(SymbolError) -> SymbolGlyph {
        let wanted = SymbolVariantID(weight: weight, scale: scale)
        if let exact = glyphs[wanted] { return exact }
        if format == .plain, let only = glyphs.values.first { return only }
        if hasInterpolationMasters {
            let small = try MasterInterpolation.glyph(weight: weight, masters: self)
            return ScaleDerivation.glyph(small, from: .small, to: scale)
        }
        // The nearest weight that exists, preferring the requested scale.
        let weights = SymbolWeight.allCases
        let order = { (w: SymbolWeight) in abs(weights.firstIndex(of: w)! - weights.firstIndex(of: weight)!) }
        let candidates = glyphs.keys.sorted { a, b in
            let sa = a.scale == scale ? 0 : 1, sb = b.scale == scale ? 0 : 1
            return (sa, order(a.weight), a.description) < (sb, order(b.weight), b.description)
        }
        guard let nearest = candidates.first, let glyph = glyphs[nearest] else {
            throw SymbolError(.unknownVariant, "The symbol \(name) has no designs at all.")
        }
        return nearest.scale == scale ? glyph : ScaleDerivation.glyph(glyph, from: nearest.scale, to: scale)
    }
}

/// Derives one scale from another by scaling about the cap height's centre, as SF Symbols does
/// (SF-SEMANTICS 2.5: the measured fits put the fixed point at mid cap height, x at the left margin).
enum ScaleDerivation {
    static func glyph(_ glyph: SymbolGlyph, from source: SymbolScale, to target: SymbolScale) -> SymbolGlyph {
        guard source != target else { return glyph }
        let k = target.factor / source.factor
        let anchor = Point(x: glyph.guides.leftMargin, y: (glyph.guides.baseline + glyph.guides.capline) / 2)
        var result = glyph.applying(.scale(x: k, y: k, around: anchor))
        // Cap height is the same in every row (text size does not change with symbol scale).
        result.guides.capline = glyph.guides.capline
        result.guides.baseline = glyph.guides.baseline
        result.variant = glyph.variant.map { SymbolVariantID(weight: $0.weight, scale: target) }
        result.origin = .scaled
        return result
    }
}
