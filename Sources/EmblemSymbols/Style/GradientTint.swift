import EmblemGeometry
import EmblemSVG

/// A gradient in one colour that keeps the original's transparency: a style's colour replaces a shape's
/// paint, but a gradient that fades to transparent (Breeze's shadows, `stop-opacity="0"`) gives the
/// shape its outline, which one flat colour would fill in solid.
///
/// The tint refers to the original by `href`, so it keeps its geometry (`x1` … `gradientTransform`,
/// units, spread), and has stops of its own at the same offsets: the colour, at each stop's opacity
/// (its `stop-opacity` times its colour's alpha). The colour's own alpha is left to the shape's
/// `fill-opacity` or `stroke-opacity`, as for a flat paint.
package enum GradientTint {
    /// How deep `href` chains are followed to find stops (a cycle ends there too).
    static let maximumReferenceDepth = 16

    /// The value of `attribute` along the `href` chain of the gradient or pattern `id`: its own, or the
    /// nearest it refers to.
    static func inherited(_ attribute: String, of id: String, in lookup: (String) -> XMLElement?) -> String? {
        var next: String? = id
        for _ in 0..<maximumReferenceDepth {
            guard let current = next, let gradient = lookup(current) else { return nil }
            if let value = gradient[attribute: attribute] { return value }
            next = gradient.referencedID
        }
        return nil
    }

    /// The `gradientTransform` a tint needs so that it lies where the gradient `id` lay for a shape whose
    /// path has since been moved by `paintTransform`: `.some(nil)` when none is needed, nil when no
    /// transform can place it (a gradient in bounding-box units under a rotation or skew, which the box,
    /// still upright around the turned shape, does not follow).
    static func transform(ofGradient id: String, under paintTransform: AffineTransform,
                          in lookup: (String) -> XMLElement?) -> AffineTransform?? {
        guard !paintTransform.isIdentity else { return .some(nil) }
        if isInUserSpace(id, in: lookup) {
            return .some(paintTransform.concatenating(ownTransform(ofGradient: id, in: lookup)))
        }
        // Bounding-box units follow a box that is only moved and stretched. A flip (a right-to-left
        // mirror) turns the box over too: the gradient turns over inside it, x → 1 − x in the box's
        // units, before its own transform. It was dropped for the flat colour, and a mirrored shadow that
        // faded came out solid.
        let t = paintTransform
        guard !t.turnsAxes, t.a != 0, t.d != 0 else { return nil }
        guard t.a < 0 || t.d < 0 else { return .some(nil) }
        let turn = AffineTransform(a: t.a < 0 ? -1 : 1, b: 0, c: 0, d: t.d < 0 ? -1 : 1, e: t.a < 0 ? 1 : 0, f: t.d < 0 ? 1 : 0)
        return .some(turn.concatenating(ownTransform(ofGradient: id, in: lookup)))
    }

    /// Where a copy of a gradient goes for a shape whose path was moved: the copy's `gradientTransform`
    /// (nil: none) and what else it must say (`gradientUnits` and its geometry, for a copy in user space).
    package struct Placement {
        var transform: AffineTransform?
        var attributes: [XMLAttribute] = []
        /// The gradient is in bounding-box units and the box the path had before its move has no width or
        /// no height: SVG ignores such a gradient (the paint's fallback is drawn, or nothing), where the
        /// moved path, turned, has a box it would paint.
        var fallsOnEmptyBox = false
    }

    /// How thin a box before a move may be, as a fraction of its longer side, and count as having no
    /// width or height: the box is measured by mapping the moved path back, which leaves a horizontal
    /// line ≈ 10⁻¹⁵ of its length tall; a drawn box is never within 10⁻⁹.
    static let emptyBoxTolerance = 1e-9

    /// Whether a box before a move has a width and a height (``emptyBoxTolerance``): a paint server in
    /// bounding-box units on one without is ignored.
    static func hasArea(_ box: Rect) -> Bool { min(box.width, box.height) > emptyBoxTolerance * max(box.width, box.height) }

    /// The placement of a copy of gradient `id` for a shape moved by `paintTransform` (``transform(ofGradient:under:in:)``)
    /// and drawn under `elementTransform`; nil when none places it.
    ///
    /// A gradient in bounding-box units under a move that turns or skews (whose box stays upright around
    /// the turned path) is placed in user-space units over the box the path had before the move
    /// (`originalBox`, asked only then), its geometry made fractions of that box; so is one on a shape
    /// drawn under a transform that turns (a stretched stroke's), as librsvg 2.54 measures such a shape's
    /// box as the upright box of its turned outline mapped back, longer than SVG's. Such a gradient on a
    /// box with no width or height paints nothing (``Placement/fallsOnEmptyBox``).
    static func placement(ofGradient id: String, under paintTransform: AffineTransform, drawnUnder elementTransform: AffineTransform,
                          originalBox: () -> Rect?, in lookup: (String) -> XMLElement?) -> Placement? {
        let moved = transform(ofGradient: id, under: paintTransform, in: lookup)
        if !isInUserSpace(id, in: lookup), elementTransform.turnsAxes || moved == nil, let gradient = lookup(id), let box = originalBox(),
           box.width.isFinite, box.height.isFinite {
            guard hasArea(box) else {
                return Placement(transform: nil, fallsOnEmptyBox: true)
            }
            guard let geometry = boxGeometry(of: gradient, id: id, in: lookup) else { return moved.map { Placement(transform: $0) } }
            // The box's unit square, in the space before the move: the gradient's own transform, then the box.
            let frame = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.x, f: box.y)
            return Placement(transform: paintTransform.concatenating(frame).concatenating(ownTransform(ofGradient: id, in: lookup)),
                             attributes: [XMLAttribute(name: "gradientUnits", value: "userSpaceOnUse")] + geometry)
        }
        return moved.map { Placement(transform: $0) }
    }

    /// A gradient's geometry in bounding-box units as plain fractions of the box (`x1` … `y2`, or `cx` …
    /// `fr`, its own or inherited, with the defaults), which keep their meaning in user-space units once
    /// the box's frame is in the transform: a percentage would become one of the viewport. Nil when a
    /// value is not a number or percentage.
    static func boxGeometry(of gradient: XMLElement, id: String, in lookup: (String) -> XMLElement?) -> [XMLAttribute]? {
        func fraction(_ name: String, _ fallback: Double) -> Double? {
            guard let text = inherited(name, of: id, in: lookup)?.trimmingASCIIWhitespace() else { return fallback }
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

    /// Whether the gradient `id` is laid out in user-space units (else in the bounding box's, the default).
    static func isInUserSpace(_ id: String, in lookup: (String) -> XMLElement?) -> Bool {
        inherited("gradientUnits", of: id, in: lookup)?.trimmingASCIIWhitespace() == "userSpaceOnUse"
    }

    /// The gradient's `gradientTransform`, its own or inherited; the identity when none is readable.
    static func ownTransform(ofGradient id: String, in lookup: (String) -> XMLElement?) -> AffineTransform {
        inherited("gradientTransform", of: id, in: lookup).flatMap { try? TransformListParser.parse($0) } ?? .identity
    }

    /// The opacity of each stop of the gradient `id` finds (its own, or the first it refers to that has
    /// some), with its offset text; nil when `id` names no gradient or it has no stops.
    package static func stopOpacities(ofGradient id: String, in lookup: (String) -> XMLElement?) -> [(offset: String?, opacity: Double)]? {
        var next: String? = id
        for _ in 0..<maximumReferenceDepth {
            guard let current = next, let gradient = lookup(current),
                  gradient.kind == .linearGradient || gradient.kind == .radialGradient else { return nil }
            let stops = gradient.childElements.filter { $0.kind == .stop }
            if !stops.isEmpty { return stops.map { ($0[attribute: "offset"], opacity(of: $0)) } }
            next = gradient.referencedID
        }
        return nil
    }

    /// A stop's opacity: `stop-opacity` times its colour's alpha, from its `style` or else its attributes.
    static func opacity(of stop: XMLElement) -> Double {
        let declarations = DeclarationListParser.parse(stop[attribute: "style"] ?? "")
        func value(_ name: String) -> String? {
            (declarations.last { $0.name == name }?.value ?? stop[attribute: name])?.trimmingASCIIWhitespace()
        }
        var opacity = 1.0
        if let text = value("stop-opacity") {
            if text.hasSuffix("%"), let percent = NumberListParser.number(String(text.dropLast())) { opacity = percent / 100 }
            else if let number = NumberListParser.number(text) { opacity = number }
        }
        if let text = value("stop-color"), case .color(let color)? = try? CSSColorParser.parse(text) { opacity *= color.alpha }
        return min(max(opacity, 0), 1)
    }

    /// A made stop's colour and opacity, in its `style`: the document's style sheet, which the made
    /// gradients join, beats presentation attributes, and a rule for `stop` (`stop { stop-color: teal }`)
    /// painted a recoloured gradient teal.
    static func stopStyle(color: String, opacity: String? = nil) -> XMLAttribute {
        XMLAttribute(name: "style", value: "stop-color:" + color + (opacity.map { ";stop-opacity:" + $0 } ?? ""))
    }

    /// Whether tinting the gradient keeps something a flat colour would lose: a stop that is not opaque.
    package static func isNeeded(_ stops: [(offset: String?, opacity: Double)]) -> Bool { stops.contains { $0.opacity < 1 } }

    /// The tint of gradient `id` (`kind`'s element name) in `color`, named `tintID`.
    package static func element(tintID: String, of id: String, name: String, stops: [(offset: String?, opacity: Double)],
                                color: Color, placement: Placement = Placement(transform: nil)) -> XMLElement {
        let colorText = PaintWriter.string(for: color.withAlpha(1))
        let format = NumberFormat(precision: 4)
        let children: [XMLNode] = stops.map { stop in
            var attributes: [XMLAttribute] = []
            if let offset = stop.offset { attributes.append(XMLAttribute(name: "offset", value: offset)) }
            attributes.append(stopStyle(color: colorText, opacity: stop.opacity < 1 ? format.string(stop.opacity) : nil))
            return .element(XMLElement(name: "stop", attributes: attributes))
        }
        var attributes = [XMLAttribute(name: "id", value: tintID), XMLAttribute(name: "href", value: "#" + id)] + placement.attributes
        if let transform = placement.transform {
            attributes.append(XMLAttribute(name: "gradientTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))))
        }
        return XMLElement(name: name, attributes: attributes, children: children)
    }
}
