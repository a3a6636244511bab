import EmblemGeometry
import EmblemSVG

/// The tints a drawing or document needs, made once each (by gradient and colour) and named
/// `emblem-tint-N` in the order they are first asked for, so the same input gives the same output.
package struct GradientTints {
    private var copies: DefinitionCopies
    /// The new gradients, in the order they were made.
    package var elements: [XMLElement] { copies.elements }

    /// `roots`: where ids are looked up, the document or a drawing's definitions.
    package init(roots: [XMLElement]) { copies = DefinitionCopies(roots: roots, prefix: Self.prefix) }

    /// The tints' ids: `emblem-tint-N`.
    static let prefix = "emblem-tint"

    /// `paint` with a gradient that fades replaced by its tint in `color`, for a shape whose path has been
    /// moved by `paintTransform` since the gradient was made for it, drawn under `elementTransform`
    /// (placed as ``GradientTint/placement(ofGradient:under:drawnUnder:originalBox:in:)`` says); nil
    /// when the paint is kept (not a gradient, one whose stops are all opaque, which the flat colour
    /// draws alike, or one nothing places).
    package mutating func tint(_ paint: Paint, color: Color, paintTransform: AffineTransform = .identity,
                               drawnUnder elementTransform: AffineTransform = .identity, originalBox: () -> Rect? = { nil }) -> Paint? {
        guard var id = paint.referencedID else { return nil }
        let lookup = copies.lookup()
        // A tint an earlier run made (the file recoloured before) is tinted as its original is: a tint of
        // it would refer to it, and each run added one more to the chain.
        for _ in 0..<GradientTint.maximumReferenceDepth {
            guard DefinitionCopies.number(ofCopy: id, prefix: Self.prefix) != nil, let original = lookup(id)?.referencedID, lookup(original) != nil else { break }
            id = original
        }
        guard let gradient = lookup(id),
              let stops = GradientTint.stopOpacities(ofGradient: id, in: lookup), GradientTint.isNeeded(stops),
              let placement = GradientTint.placement(ofGradient: id, under: paintTransform, drawnUnder: elementTransform,
                                                     originalBox: originalBox, in: lookup) else { return nil }
        // Nothing painted where the file paints nothing; a fallback is replaced by the colour, as any colour is.
        if placement.fallsOnEmptyBox, case .reference(_, let fallback) = paint { return fallback == nil ? Paint.none : nil }
        let key = id + "\u{0}" + PaintWriter.string(for: color.withAlpha(1)) + "\u{0}" + (placement.attributes.isEmpty ? "" : "box\u{0}")
            + (placement.transform.map(\.description) ?? "")
        let tintID = copies.id(madeFor: key) ?? copies.add(for: key) { tintID in
            GradientTint.element(tintID: tintID, of: id, name: gradient.name, stops: stops, color: color, placement: placement)
        }
        return .reference("url(#\(tintID))", fallback: nil)
    }
}
