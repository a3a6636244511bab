import EmblemGeometry

/// A gradient in user-space units measures its percentages (and its defaults: a linear gradient's
/// `x2="100%"`, a radial one's `cx`, `cy` and `r` of 50%) against the viewport of the shape it paints, as
/// SVG says and librsvg does. The drawing writes each definition once, at its root, where they would
/// measure the root's viewport; so a shape in a nested `svg` or symbol of another size is painted by a
/// copy of the gradient with those lengths measured in its viewport (`emblem-gradient-N`, which refers
/// to the original for its stops and everything else). Differential fuzzing against librsvg found it.
/// A pattern in user-space units measures its `x`, `y`, `width` and `height` so too, and is copied the
/// same way (`emblem-pattern-N`, whose `href` gives it the original's content and the rest).
extension ResolverRun {
    /// The geometry attributes of each kind of paint server, their initial values, and what a percentage
    /// of them measures.
    static let gradientGeometry: [SVGElementKind: [(name: String, initial: String, axis: StyleCascade.Axis)]] = [
        .linearGradient: [("x1", "0%", .horizontal), ("y1", "0%", .vertical), ("x2", "100%", .horizontal), ("y2", "0%", .vertical)],
        .radialGradient: [("cx", "50%", .horizontal), ("cy", "50%", .vertical), ("r", "50%", .diagonal),
                          ("fx", "", .horizontal), ("fy", "", .vertical), ("fr", "0%", .diagonal)],
        .pattern: [("x", "0", .horizontal), ("y", "0", .vertical), ("width", "0", .horizontal), ("height", "0", .vertical)],
    ]

    /// Points `style`'s fill and stroke at copies measured in the current viewport where they are
    /// user-space gradients with percentages.
    mutating func measureGradients(of style: inout DrawingStyle) {
        if let paint = measuredGradient(style.fill) { style.fill = paint }
        if let paint = measuredGradient(style.stroke) { style.stroke = paint }
    }

    /// The same for preserved text, whose paints stay in its attributes and `style` (its spans' too).
    mutating func measureGradients(in element: inout XMLElement) {
        for index in element.attributes.indices where element.attributes[index].name == "fill" || element.attributes[index].name == "stroke" {
            if let measured = measuredGradientText(element.attributes[index].value) { element.attributes[index].value = measured }
        }
        if element[attribute: "style"]?.containsASCII("url(") == true {
            element.replaceStyleValues { $0.name == "fill" || $0.name == "stroke" ? measuredGradientText($0.value) : nil }
        }
        element.modifyChildElements { measureGradients(in: &$0) }
    }

    /// A paint's text pointed at a measured copy, or nil when it needs none.
    private mutating func measuredGradientText(_ text: String) -> String? {
        guard text.containsASCII("url("), let paint = try? CSSColorParser.parse(text), let measured = measuredGradient(paint) else { return nil }
        return PaintWriter.string(for: measured, format: Self.inheritedFormat)
    }

    /// A reference to the copy of the gradient `paint` refers to, measured in the current viewport; nil
    /// when it needs none.
    mutating func measuredGradient(_ paint: Paint) -> Paint? {
        guard case .reference(_, let fallback) = paint, let id = paint.referencedID, let (gradient, _) = target(withID: id),
              let geometry = Self.gradientGeometry[gradient.kind]
        else { return nil }
        let isPattern = gradient.kind == .pattern
        guard gradientAttribute(isPattern ? "patternUnits" : "gradientUnits", of: gradient, sameKind: isPattern)?
            .trimmingASCIIWhitespace() == "userSpaceOnUse"
        else { return nil }
        var values: [(name: String, value: String, axis: StyleCascade.Axis)] = []
        for (name, initial, axis) in geometry {
            // The focus defaults to the centre.
            let fallbackValue = name == "fx" ? values[0].value : name == "fy" ? values[1].value : initial
            values.append((name, gradientAttribute(name, of: gradient, sameKind: true) ?? fallbackValue, axis))
        }
        guard values.contains(where: { $0.value.containsASCII("%") }), !reachesBrokenReference(from: gradient) else { return nil }
        let key = ViewportGradientKey(id: id, viewport: cascade.viewport)
        if let copy = viewportGradients[key] { return .reference("url(#\(copy))", fallback: fallback) }
        var copyID = "emblem-\(isPattern ? "pattern" : "gradient")-\(viewportGradients.count + 1)"
        while target(withID: copyID) != nil { copyID += "-" }
        var attributes = [XMLAttribute(name: "id", value: copyID), XMLAttribute(name: "xlink:href", value: "#" + id),
                          XMLAttribute(name: isPattern ? "patternUnits" : "gradientUnits", value: "userSpaceOnUse")]
        for (name, value, axis) in values {
            guard let length = cascade.length(value.trimmingASCIIWhitespace(), axis: axis) else { return nil }
            attributes.append(XMLAttribute(name: name, value: Self.inheritedFormat.string(length)))
        }
        definitions.append(XMLElement(name: String(gradient.localName), attributes: attributes))
        definitionSources.append(nil)
        referencedIDs.append(id)
        viewportGradients[key] = copyID
        return .reference("url(#\(copyID))", fallback: fallback)
    }

    /// ``PaintServerChain/reachesBrokenReference(from:lookup:)`` in this document: such a server is not
    /// copied, and paints as it does at the root.
    mutating func reachesBrokenReference(from server: XMLElement) -> Bool {
        PaintServerChain.reachesBrokenReference(from: server) { target(withID: $0)?.element }
    }

    /// A gradient's attribute, its own or one it takes through `href` from the gradients it refers to
    /// (geometry only from gradients of the same kind); nil when none in the chain sets it. A pattern's,
    /// from patterns (`sameKind`). A gradient of the other kind in the chain passes geometry on from the
    /// ones it refers to, as librsvg reads a chain: the walk stopped there, and a linear gradient
    /// referring to a radial one referring to a linear one lost that one's `y2` (differential fuzzing
    /// found it).
    mutating func gradientAttribute(_ name: String, of gradient: XMLElement, sameKind: Bool) -> String? {
        var current = gradient
        var seen: Set<String> = []
        for _ in 0..<ReferenceChain.drawableLimit {
            if !sameKind || current.kind == gradient.kind, let value = current[attribute: name] { return value }
            guard let href = current[attribute: "href"] ?? current[attribute: "xlink:href"], let id = FragmentReference.id(ofHref: href),
                  seen.insert(id).inserted, let (next, _) = target(withID: id),
                  (next.kind == .pattern) == (gradient.kind == .pattern), Self.gradientGeometry[next.kind] != nil
            else { return nil }
            current = next
        }
        return nil
    }
}

/// A gradient measured in one viewport.
struct ViewportGradientKey: Hashable {
    var id: String
    var viewport: Rect
}
