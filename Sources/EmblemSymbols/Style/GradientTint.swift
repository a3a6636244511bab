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

    /// The value of `attribute` along the gradient's `href` chain: its own, or the nearest it refers to.
    static func inherited(_ attribute: String, ofGradient id: String, in lookup: (String) -> XMLElement?) -> String? {
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
        if inherited("gradientUnits", ofGradient: id, in: lookup)?.trimmingASCIIWhitespace() == "userSpaceOnUse" {
            return .some(paintTransform.concatenating(ownTransform(ofGradient: id, in: lookup)))
        }
        // Bounding-box units follow a box that is only moved and stretched. A flip (a right-to-left
        // mirror) turns the box over too: the gradient turns over inside it, x → 1 − x in the box's
        // units, before its own transform. It was dropped for the flat colour, and a mirrored shadow that
        // faded came out solid.
        let t = paintTransform
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else { return nil }
        guard t.a < 0 || t.d < 0 else { return .some(nil) }
        let turn = AffineTransform(a: t.a < 0 ? -1 : 1, b: 0, c: 0, d: t.d < 0 ? -1 : 1, e: t.a < 0 ? 1 : 0, f: t.d < 0 ? 1 : 0)
        return .some(turn.concatenating(ownTransform(ofGradient: id, in: lookup)))
    }

    /// The gradient's `gradientTransform`, its own or inherited; the identity when none is readable.
    static func ownTransform(ofGradient id: String, in lookup: (String) -> XMLElement?) -> AffineTransform {
        inherited("gradientTransform", ofGradient: id, in: lookup).flatMap { try? TransformListParser.parse($0) } ?? .identity
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

    /// Whether tinting the gradient keeps something a flat colour would lose: a stop that is not opaque.
    package static func isNeeded(_ stops: [(offset: String?, opacity: Double)]) -> Bool { stops.contains { $0.opacity < 1 } }

    /// The tint of gradient `id` (`kind`'s element name) in `color`, named `tintID`.
    package static func element(tintID: String, of id: String, name: String, stops: [(offset: String?, opacity: Double)],
                                color: Color, transform: AffineTransform?) -> XMLElement {
        let colorText = PaintWriter.string(for: color.withAlpha(1))
        let format = NumberFormat(precision: 4)
        let children: [XMLNode] = stops.map { stop in
            var attributes: [XMLAttribute] = []
            if let offset = stop.offset { attributes.append(XMLAttribute(name: "offset", value: offset)) }
            attributes.append(XMLAttribute(name: "stop-color", value: colorText))
            if stop.opacity < 1 { attributes.append(XMLAttribute(name: "stop-opacity", value: format.string(stop.opacity))) }
            return .element(XMLElement(name: "stop", attributes: attributes))
        }
        var attributes = [XMLAttribute(name: "id", value: tintID), XMLAttribute(name: "href", value: "#" + id)]
        if let transform {
            attributes.append(XMLAttribute(name: "gradientTransform", value: TransformWriter.string(for: transform, format: NumberFormat(precision: 6))))
        }
        return XMLElement(name: name, attributes: attributes, children: children)
    }
}
