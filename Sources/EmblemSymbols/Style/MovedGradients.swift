import EmblemGeometry
import EmblemSVG

/// Copies of gradients for shapes that keep their own paint but were moved: a shape taken out of its
/// groups has the groups' transform baked into its path (``DrawingShape/paintTransform``), and a
/// gradient it refers to in user-space units was made in the space before that move, so drawn as it is
/// it lies elsewhere (Breeze's `qdbusviewer` background, its gradient 46 units off, came out in its end
/// colour). A copy refers to the original by `href`, keeping its stops and geometry, with the move in
/// its `gradientTransform` (as ``GradientTint`` places a tint); made once per gradient and move, named
/// `emblem-moved-N` in the order first asked for. A pattern laid out in user-space units (its tile, and
/// its content or a view box) is copied alike with the move in its `patternTransform`; one in bounding-box
/// units is left as it is.
package struct MovedGradients {
    private var copies: DefinitionCopies
    /// The new gradients, in the order they were made.
    package var elements: [XMLElement] { copies.elements }

    /// `roots`: where ids are looked up (a drawing's definitions).
    package init(roots: [XMLElement]) { copies = DefinitionCopies(roots: roots, prefix: "emblem-moved") }

    /// `paint` for a shape moved by `paintTransform` and drawn under `elementTransform`: a copy of the
    /// gradient it refers to, placed as ``GradientTint/placement(ofGradient:under:drawnUnder:originalBox:in:)``
    /// says (moved with it, or in user-space units over the box the path had before a turning move); the
    /// paint itself when it needs none (a colour, no move, a gradient the move leaves in place), when
    /// none places it, or when librsvg finds the server's `href` chain broken (``PaintServerChain``).
    package mutating func paint(_ paint: Paint, movedBy paintTransform: AffineTransform, drawnUnder elementTransform: AffineTransform = .identity,
                                originalBox: () -> Rect? = { nil }) -> Paint {
        guard case .reference(_, let fallback) = paint, let id = paint.referencedID else { return paint }
        let lookup = copies.lookup()
        // A server whose chain librsvg finds broken paints the fallback; a copy could be whole before the break.
        guard let server = lookup(id), !PaintServerChain.reachesBrokenReference(from: server, lookup: lookup) else { return paint }
        if let pattern = lookup(id), pattern.kind == .pattern {
            return movedPattern(pattern, id: id, fallback: fallback, movedBy: paintTransform, in: lookup) ?? paint
        }
        guard let gradient = lookup(id), gradient.kind == .linearGradient || gradient.kind == .radialGradient,
              let placement = GradientTint.placement(ofGradient: id, under: paintTransform, drawnUnder: elementTransform,
                                                     originalBox: originalBox, in: lookup) else { return paint }
        if placement.fallsOnEmptyBox { return Paint(fallback) }
        guard let transform = placement.transform else { return paint }
        let key = id + (placement.attributes.isEmpty ? "" : "\u{0}box") + "\u{0}" + transform.description
        let copyID = copies.id(madeFor: key) ?? copies.add(for: key) { copyID in
            XMLElement(name: gradient.name, attributes: [
                XMLAttribute(name: "id", value: copyID), XMLAttribute(name: "href", value: "#" + id),
            ] + placement.attributes + [
                XMLAttribute(name: "gradientTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))),
            ])
        }
        return .reference("url(#\(copyID))", fallback: fallback)
    }

    /// A copy of a pattern laid out wholly in user-space units (`patternUnits`, and `patternContentUnits`
    /// or a `viewBox`, its own or inherited), with `paintTransform` before its own `patternTransform`; nil
    /// when there is no move, or the pattern is laid out in the shape's box.
    private mutating func movedPattern(_ pattern: XMLElement, id: String, fallback: PaintFallback?, movedBy paintTransform: AffineTransform,
                                       in lookup: (String) -> XMLElement?) -> Paint? {
        func inherited(_ name: String) -> String? {
            GradientTint.inherited(name, of: id, in: lookup)?.trimmingASCIIWhitespace()
        }
        guard !paintTransform.isIdentity, inherited("patternUnits") == "userSpaceOnUse",
              (inherited("patternContentUnits") ?? "userSpaceOnUse") == "userSpaceOnUse" || inherited("viewBox") != nil else { return nil }
        let own = inherited("patternTransform").flatMap { try? TransformListParser.parse($0) } ?? .identity
        let transform = paintTransform.concatenating(own)
        let key = id + "\u{0}pattern\u{0}" + transform.description
        let copyID = copies.id(madeFor: key) ?? copies.add(for: key) { copyID in
            XMLElement(name: pattern.name, attributes: [
                XMLAttribute(name: "id", value: copyID), XMLAttribute(name: "href", value: "#" + id),
                XMLAttribute(name: "patternTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))),
            ])
        }
        return .reference("url(#\(copyID))", fallback: fallback)
    }
}
