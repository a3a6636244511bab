import EmblemGeometry
import EmblemSVG

/// The gradient SF Symbols 7 makes from one colour ("a smooth linear gradient from a single source
/// color", SF-SEMANTICS 1.7). Apple publishes neither its axis nor its stops; ours [EST]:
///
/// - **Axis**: left to right across the symbol, as the HIG's sun is "bright on the left edge" and
///   "subtly darkens as it approaches the right edge". The light stays on the left in right-to-left
///   layouts: it is where the light falls, not a direction of reading.
/// - **Extent**: the symbol's margins (a plain file's viewBox), one span for every layer, so layers are
///   lit alike (a layer on the right is darker than one on the left) and recolouring a file, which reads
///   no geometry, paints what `render` paints.
/// - **Stops**: the colour at the middle, lightened by ``lightnessShift`` of lightness at the left and
///   darkened by as much at the right (clamped to black and white), same hue (chroma reduced only where
///   sRGB cannot show the lighter colour). Lightness is Oklab's with Ottosson's toe
///   (``OKLab/toeLightness``): Oklab keeps the steps even across hues, the toe keeps them visible near
///   black. The colour's alpha stays with the shape
///   (`fill-opacity`), as for a flat colour, so hierarchical levels and dimmed variable layers keep theirs.
public enum SymbolGradient {
    /// [EST] How far each end of the gradient is from the colour in toe-corrected Oklab lightness
    /// (0…1, close to CIELAB's L* ÷ 100): a tenth, the
    /// low end of SF-SEMANTICS 1.7's "about 10–15%", as Apple calls the darkening subtle.
    public static let lightnessShift = 0.1

    /// The colours at the left end, the middle and the right end, opaque.
    public static func stops(for color: Color) -> [Color] {
        let lab = OKLab(color)
        func shifted(_ delta: Double) -> Color {
            var shifted = lab
            shifted.toeLightness = min(max(lab.toeLightness + delta, 0), 1)
            return shifted.color()
        }
        return [shifted(lightnessShift), color.withAlpha(1), shifted(-lightnessShift)]
    }

    /// [EST] The shortest the gradient runs in a canvas, as a share of the canvas's longer side: 1/4,096.
    /// cairo draws nothing, or fails ("NoMemory"), once a point drawn lies more than ≈ 32,768 gradient
    /// lengths from the gradient's start (a 108-unit gradient drew in a canvas of 5.4 million units and
    /// not in one of 10.8 million, written as ``element(id:color:span:transform:)`` writes it). Margins
    /// are most of a symbol's canvas, so no real symbol's run is lengthened; a glyph far wider than its
    /// margins stays drawable, at a share 8 times inside that limit (for a canvas's diagonal, an effect's
    /// scale).
    public static let minimumCanvasShare = 1.0 / 4096

    /// Where the gradient runs, left to right, in the glyph's space: its margins, widened about their
    /// middle to `minimumLength` when shorter (``minimumCanvasShare``); nil when they enclose nothing (a
    /// gradient with no length paints its last stop: the colour darkened everywhere).
    public static func span(of glyph: SymbolGlyph, minimumLength: Double = 0) -> ClosedRange<Double>? {
        let guides = glyph.guides
        guard guides.rightMargin > guides.leftMargin, guides.leftMargin.isFinite, guides.rightMargin.isFinite else { return nil }
        let length = guides.rightMargin - guides.leftMargin
        guard length < minimumLength, minimumLength.isFinite else { return guides.leftMargin...guides.rightMargin }
        let middle = guides.leftMargin + length / 2
        return (middle - minimumLength / 2)...(middle + minimumLength / 2)
    }

    /// The `<linearGradient>` named `id`, in user-space units: `span` is in the space the shape's
    /// `transform` maps its own to, so the gradient carries the inverse of that transform.
    ///
    /// The gradient runs from 0 to 1 in its own space, which its transform maps onto `span`: written in
    /// user units, a 108-unit gradient in a glyph of 1e6 units (10,000 times its margins) drew nothing
    /// at all, or failed in cairo ("NoMemory"); written so, it draws in canvases 50 times as large.
    static func element(id: String, color: Color, span: ClosedRange<Double>, transform: AffineTransform?) -> XMLElement {
        let offsets = ["0", ".5", "1"]
        let children: [XMLNode] = zip(offsets, stops(for: color)).map { offset, stop in
            .element(XMLElement(name: "stop", attributes: [XMLAttribute(name: "offset", value: offset),
                                                           GradientTint.stopStyle(color: PaintWriter.string(for: stop))]))
        }
        let length = span.upperBound - span.lowerBound
        let run = AffineTransform(a: length, b: 0, c: 0, d: length, e: span.lowerBound, f: 0)
        let gradientTransform = (transform ?? .identity).concatenating(run)
        let attributes = [XMLAttribute(name: "id", value: id), XMLAttribute(name: "gradientUnits", value: "userSpaceOnUse"),
                          XMLAttribute(name: "x1", value: "0"), XMLAttribute(name: "y1", value: "0"),
                          XMLAttribute(name: "x2", value: "1"), XMLAttribute(name: "y2", value: "0"),
                          XMLAttribute(name: "gradientTransform", value: TransformWriter.string(for: gradientTransform, format: NumberFormat(precision: 6)))]
        return XMLElement(name: "linearGradient", attributes: attributes, children: children)
    }
}

/// The gradients a drawing or document needs for ``SymbolColorRenderingMode/gradient``, made once each
/// (by colour, span and transform) and named `emblem-shade-N` in the order they are first asked for, so
/// the same input gives the same output.
package struct SymbolGradients {
    private var copies: DefinitionCopies
    /// The new gradients, in the order they were made.
    package var elements: [XMLElement] { copies.elements }

    /// `roots`: where ids are looked up, so that new ones are not taken (the document, or a drawing's
    /// definitions).
    package init(roots: [XMLElement]) { copies = DefinitionCopies(roots: roots, prefix: Self.prefix) }

    /// The gradients' ids: `emblem-shade-N`.
    static let prefix = "emblem-shade"

    /// The paint of a shape filled or stroked in `color` across `span`, for a shape whose own space its
    /// `transform` maps to the span's; nil when the transform cannot be undone (the shape has no area).
    package mutating func paint(_ color: Color, span: ClosedRange<Double>, transform: AffineTransform) -> Paint? {
        var inverse: AffineTransform?
        if !transform.isIdentity {
            guard let inverted = transform.inverted else { return nil }
            inverse = inverted
        }
        let key = PaintWriter.string(for: color.withAlpha(1)) + "\u{0}\(span.lowerBound) \(span.upperBound)\u{0}"
            + (inverse.map(\.description) ?? "")
        let id = copies.id(madeFor: key) ?? copies.add(for: key) { id in
            SymbolGradient.element(id: id, color: color, span: span, transform: inverse)
        }
        return .reference("url(#\(id))", fallback: nil)
    }

    /// A shape's own paint made a gradient of itself (a layer in its own colours): for a solid colour
    /// that paints something (`strength` > 0), the gradient and the colour's alpha, which moves to the
    /// paint's opacity as the stops are opaque; nil for anything else. `currentColor` is the colour it
    /// stands for there (`currentColorValue`, the `color` property in effect): a gradient cannot follow
    /// a host's colour, and icons drawn in `currentColor` (Lucide, Tabler, Heroicons) stayed flat.
    package mutating func shade(own paint: Paint, currentColorValue: Color, strength: Double, span: ClosedRange<Double>,
                                transform: AffineTransform) -> (paint: Paint, alpha: Double)? {
        let color: Color
        switch paint {
        case .color(let own): color = own
        case .currentColor: color = currentColorValue
        default: return nil
        }
        guard strength > 0, let shade = self.paint(color, span: span, transform: transform) else { return nil }
        return (shade, color.alpha)
    }
}
