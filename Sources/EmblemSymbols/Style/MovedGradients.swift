import EmblemGeometry
import EmblemSVG

/// Copies of gradients for shapes that keep their own paint but were moved: a shape taken out of its
/// groups has the groups' transform baked into its path (``DrawingShape/paintTransform``), and a
/// gradient it refers to in user-space units was made in the space before that move, so drawn as it is
/// it lies elsewhere (Breeze's `qdbusviewer` background, its gradient 46 units off, came out in its end
/// colour). A copy refers to the original by `href`, keeping its stops and geometry, with the move in
/// its `gradientTransform` (as ``GradientTint`` places a tint); made once per gradient and move, named
/// `emblem-moved-N` in the order first asked for.
package struct MovedGradients {
    private var copies: DefinitionCopies
    /// The new gradients, in the order they were made.
    package var elements: [XMLElement] { copies.elements }

    /// `roots`: where ids are looked up (a drawing's definitions).
    package init(roots: [XMLElement]) { copies = DefinitionCopies(roots: roots, prefix: "emblem-moved") }

    /// `paint` for a shape moved by `paintTransform`: a copy of the gradient it refers to, moved with
    /// it; the paint itself when it needs none (a colour, no move, a gradient the move leaves in place).
    ///
    /// A gradient in bounding-box units under a move that turns or skews (whose box stays upright around
    /// the turned path) is copied into user-space units over the box the path had before the move
    /// (`originalBox`, asked only then), and moved with it; so is one on a shape drawn under a transform
    /// that turns (`elementTransform`, a stretched stroke's), as librsvg 2.54 measures such a shape's
    /// box as the upright box of its turned outline mapped back, longer than SVG's. Left as it is when
    /// that box has no area.
    package mutating func paint(_ paint: Paint, movedBy paintTransform: AffineTransform, drawnUnder elementTransform: AffineTransform = .identity,
                                originalBox: () -> Rect? = { nil }) -> Paint {
        let turns = elementTransform.b != 0 || elementTransform.c != 0
        guard !paintTransform.isIdentity || turns, case .reference(_, let fallback) = paint, let id = paint.referencedID else { return paint }
        let lookup = copies.lookup()
        guard let gradient = lookup(id), gradient.kind == .linearGradient || gradient.kind == .radialGradient else { return paint }
        let placement = GradientTint.transform(ofGradient: id, under: paintTransform, in: lookup)
        let inBoxUnits = GradientTint.inherited("gradientUnits", ofGradient: id, in: lookup)?.trimmingASCIIWhitespace() != "userSpaceOnUse"
        var attributes: [XMLAttribute] = []
        var transform: AffineTransform
        var key = id
        if inBoxUnits, turns || placement == nil, let box = originalBox(), box.width > 0, box.height > 0, box.width.isFinite,
           box.height.isFinite, let geometry = Self.boxGeometry(of: gradient, id: id, in: lookup) {
            // The box's unit square, in the space before the move: the gradient's own transform, then the box.
            let frame = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.x, f: box.y)
            transform = paintTransform.concatenating(frame).concatenating(GradientTint.ownTransform(ofGradient: id, in: lookup))
            attributes = [XMLAttribute(name: "gradientUnits", value: "userSpaceOnUse")] + geometry
            key += "\u{0}box"
        } else if case let placed?? = placement {
            transform = placed
        } else {
            return paint  // no move needed, or none can place it
        }
        key += "\u{0}" + transform.description
        let copyID = copies.id(madeFor: key) ?? copies.add(for: key) { copyID in
            XMLElement(name: gradient.name, attributes: [
                XMLAttribute(name: "id", value: copyID), XMLAttribute(name: "href", value: "#" + id),
            ] + attributes + [
                XMLAttribute(name: "gradientTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))),
            ])
        }
        return .reference("url(#\(copyID))", fallback: fallback)
    }

    /// A gradient's geometry in bounding-box units as plain fractions of the box (`x1` … `y2`, or `cx` …
    /// `fr`, its own or inherited, with the defaults), which keep their meaning in user-space units once
    /// the box's frame is in the transform: a percentage would become one of the viewport. Nil when a
    /// value is not a number or percentage.
    static func boxGeometry(of gradient: XMLElement, id: String, in lookup: (String) -> XMLElement?) -> [XMLAttribute]? {
        func fraction(_ name: String, _ fallback: Double) -> Double? {
            guard let text = GradientTint.inherited(name, ofGradient: id, in: lookup)?.trimmingASCIIWhitespace() else { return fallback }
            if text.hasSuffix("%") { return NumberListParser.number(String(text.dropLast())).map { $0 / 100 } }
            return NumberListParser.number(text)
        }
        let names: [(String, Double)]
        if gradient.kind == .linearGradient {
            names = [("x1", 0), ("y1", 0), ("x2", 1), ("y2", 0)]
        } else {
            guard let cx = fraction("cx", 0.5), let cy = fraction("cy", 0.5) else { return nil }
            names = [("cx", cx), ("cy", cy), ("r", 0.5), ("fx", cx), ("fy", cy), ("fr", 0)]
        }
        var attributes: [XMLAttribute] = []
        for (name, fallback) in names {
            guard let value = fraction(name, fallback), value.isFinite else { return nil }
            attributes.append(XMLAttribute(name: name, value: NumberFormat(precision: 6).string(value)))
        }
        return attributes
    }
}
