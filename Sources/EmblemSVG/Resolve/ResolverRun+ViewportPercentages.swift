/// Preserved content (text, images, `foreignObject`) is written at the drawing's root, outside the
/// nested `svg` or symbol it stood in, where a percentage would measure the root's viewport instead of
/// its own. So inside a nested viewport, the percentages that measure the viewport (a text's `x`, `y`,
/// `dx`, `dy`, an image's size and place, stroke widths and dashes) are written as the lengths they
/// measure there. (`<svg width="12"><text x="50%">` was placed at half the root's width; found by
/// differential fuzzing against librsvg.)
extension ResolverRun {
    /// The attributes of preserved elements that measure the viewport, and along which side.
    static let placementAxes: [String: StyleCascade.Axis] = ["x": .horizontal, "y": .vertical, "dx": .horizontal, "dy": .vertical,
                                                              "width": .horizontal, "height": .vertical]
    static let placedElements: Set<String> = ["text", "tspan", "image", "foreignObject"]
    /// The painting properties that measure the viewport's normalized diagonal.
    static let strokeLengths: Set<String> = ["stroke-width", "stroke-dasharray", "stroke-dashoffset"]

    /// `element` and its subtree with their viewport percentages measured, when the cascade's viewport is
    /// not the root's.
    func measuringViewportPercentages(in element: inout XMLElement) {
        guard cascade.viewport != rootViewport else { return }
        for index in element.attributes.indices {
            let attribute = element.attributes[index]
            guard attribute.value.containsASCII("%") else { continue }
            let axis = Self.strokeLengths.contains(attribute.name) ? .diagonal
                : Self.placedElements.contains(String(element.localName)) ? Self.placementAxes[attribute.name] : nil
            if let axis, let measured = measured(attribute.value, axis: axis) { element.attributes[index].value = measured }
        }
        if element[attribute: "style"]?.containsASCII("%") == true {
            element.replaceStyleValues { Self.strokeLengths.contains($0.name) ? measured($0.value, axis: .diagonal) : nil }
        }
        element.modifyChildElements { measuringViewportPercentages(in: &$0) }
    }

    /// A list of lengths with each percentage replaced by the length it measures along `axis`; nil when
    /// it has none or an item is not a length.
    func measured(_ text: String, axis: StyleCascade.Axis) -> String? {
        let items = text.split(whereSeparator: { $0 == "," || $0.isASCII && $0.isWhitespace })
        var result: [String] = []
        var changed = false
        for item in items {
            guard item.contains("%") else {
                result.append(String(item))
                continue
            }
            guard let length = cascade.length(String(item), axis: axis) else { return nil }
            result.append(Self.inheritedFormat.string(length))
            changed = true
        }
        return changed ? result.joined(separator: " ") : nil
    }
}
