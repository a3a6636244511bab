import EmblemGeometry
import EmblemSVG

/// Copies of gradients for shapes that keep their own paint but were moved: a shape taken out of its
/// groups has the groups' transform baked into its path (``DrawingShape/paintTransform``), and a
/// gradient it refers to in user-space units was made in the space before that move, so drawn as it is
/// it lies elsewhere (Breeze's `qdbusviewer` background, its gradient 46 units off, came out in its end
/// colour). A copy refers to the original by `href`, keeping its stops and geometry, with the move in
/// its `gradientTransform` (as ``GradientTint`` places a tint); made once per gradient and move, named
/// `emblem-moved-N` in the order first asked for. A pattern is copied alike with the move in its
/// `patternTransform`, laid out in user-space units over the box its shape had before the move where it
/// was laid out in the box's.
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
        if server.kind == .pattern {
            return movedPattern(server, id: id, fallback: fallback, movedBy: paintTransform, drawnUnder: elementTransform,
                                originalBox: originalBox, in: lookup) ?? paint
        }
        guard server.kind == .linearGradient || server.kind == .radialGradient,
              let placement = GradientTint.placement(ofGradient: id, under: paintTransform, drawnUnder: elementTransform,
                                                     originalBox: originalBox, in: lookup) else { return paint }
        if placement.fallsOnEmptyBox { return Paint(fallback) }
        guard let transform = placement.transform else { return paint }
        let key = id + (placement.attributes.isEmpty ? "" : "\u{0}box") + "\u{0}" + transform.description
        let copyID = copies.id(madeFor: key) ?? copies.add(for: key) { copyID in
            XMLElement(name: server.name, attributes: [
                XMLAttribute(name: "id", value: copyID), XMLAttribute(name: "href", value: "#" + id),
            ] + placement.attributes + [
                XMLAttribute(name: "gradientTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))),
            ])
        }
        return .reference("url(#\(copyID))", fallback: fallback)
    }

    /// A copy of a pattern, laid out in user-space units, with `paintTransform` before its own
    /// `patternTransform`; nil when there is no move (and no turning transform to draw under), or when
    /// the pattern cannot be so laid out.
    ///
    /// A pattern laid out wholly in user-space units (`patternUnits`, and `patternContentUnits` or a
    /// `viewBox`, its own or inherited) only needs the move. One with its tile in bounding-box units, or
    /// its content (with no `viewBox`), is laid out over the box the path had before the move, as
    /// librsvg lays it out: the tile made user-space numbers (`x` is the box's left plus `x` times its
    /// width), and content in the box's units given a `viewBox` of the tile's size in those units with
    /// `preserveAspectRatio="none"`, which scales it by the box's width and height from the tile's
    /// corner. Left in the box's units, its tiles followed the moved box while user-space content did
    /// not (a tile half as large under `scale(.5)` kept its content full size), or the other way round,
    /// and a flip or turn could not follow at all. On a box with no width or height the pattern paints
    /// nothing, or the fallback.
    private mutating func movedPattern(_ pattern: XMLElement, id: String, fallback: PaintFallback?, movedBy paintTransform: AffineTransform,
                                       drawnUnder elementTransform: AffineTransform, originalBox: () -> Rect?,
                                       in lookup: (String) -> XMLElement?) -> Paint? {
        func inherited(_ name: String) -> String? {
            GradientTint.inherited(name, of: id, in: lookup)?.trimmingASCIIWhitespace()
        }
        let tileInBox = inherited("patternUnits") != "userSpaceOnUse"
        // Content in the box's units is laid out by the box's size alone, from the tile's corner: a move
        // that keeps the size (a flip, a shift: mirroring) leaves it as it was, and only one that scales
        // or turns lays it out anew. (A tile sized in percentages of the viewport, which cannot be laid
        // out here, left a mirrored shape's pattern unflipped.)
        let keepsBoxSize = !paintTransform.turnsAxes && paintTransform.a.magnitude == 1 && paintTransform.d.magnitude == 1
        let contentInBox = inherited("viewBox") == nil && inherited("patternContentUnits") == "objectBoundingBox"
            && (!keepsBoxSize || elementTransform.turnsAxes)
        guard !paintTransform.isIdentity || (elementTransform.turnsAxes && (tileInBox || contentInBox)) else { return nil }
        var attributes: [XMLAttribute] = []
        if tileInBox || contentInBox {
            guard let box = originalBox(), box.width.isFinite, box.height.isFinite else { return nil }
            guard GradientTint.hasArea(box) else { return Paint(fallback) }
            /// A tile attribute as a number: in the box's units a fraction (a percentage of 1), in
            /// user space a plain number (a percentage of the viewport is not measured here).
            func tile(_ name: String) -> Double? {
                guard let text = inherited(name) else { return 0 }
                if text.hasSuffix("%") { return tileInBox ? NumberListParser.number(String(text.dropLast())).map { $0 / 100 } : nil }
                return NumberListParser.number(text)
            }
            // A tile in user space keeps its corner as written (a percentage of the viewport is the same
            // percentage after the move): its content's viewBox needs only the size. (Its corner given as a
            // percentage left the whole pattern unmoved, unflipped under a mirrored shape.)
            guard let width = tile("width"), let height = tile("height"), width.isFinite, height.isFinite else { return nil }
            let format = NumberFormat(precision: 6)
            let (tileWidth, tileHeight) = tileInBox ? (width * box.width, height * box.height) : (width, height)
            if tileInBox {
                guard let x = tile("x"), let y = tile("y"), x.isFinite, y.isFinite else { return nil }
                attributes += [XMLAttribute(name: "patternUnits", value: "userSpaceOnUse"),
                               XMLAttribute(name: "x", value: format.string(box.x + x * box.width)),
                               XMLAttribute(name: "y", value: format.string(box.y + y * box.height)),
                               XMLAttribute(name: "width", value: format.string(tileWidth)),
                               XMLAttribute(name: "height", value: format.string(tileHeight))]
            }
            if contentInBox {
                attributes += [XMLAttribute(name: "patternContentUnits", value: "userSpaceOnUse"),
                               XMLAttribute(name: "viewBox", value: "0 0 \(format.string(tileWidth / box.width)) \(format.string(tileHeight / box.height))"),
                               XMLAttribute(name: "preserveAspectRatio", value: "none")]
            }
        }
        let own = inherited("patternTransform").flatMap { try? TransformListParser.parse($0) } ?? .identity
        let transform = paintTransform.concatenating(own)
        let key = id + "\u{0}pattern\u{0}" + transform.description + attributes.map { "\u{0}\($0.name)=\($0.value)" }.joined()
        let copyID = copies.id(madeFor: key) ?? copies.add(for: key) { copyID in
            XMLElement(name: pattern.name, attributes: [
                XMLAttribute(name: "id", value: copyID), XMLAttribute(name: "href", value: "#" + id),
            ] + attributes + [
                XMLAttribute(name: "patternTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))),
            ])
        }
        return .reference("url(#\(copyID))", fallback: fallback)
    }
}
