extension DrawingStyle {
    /// The inherited properties whose values differ from their initial ones, as presentation attributes
    /// in a fixed order: what an element moved out of its document needs, set on itself, to draw as it
    /// did under this style. (Attributes are the lowest step of the cascade, so whatever the element
    /// declares itself still wins, as it does over inherited values.)
    func inheritedAttributes(format: NumberFormat) -> [XMLAttribute] {
        var attributes: [XMLAttribute] = []
        func add(_ name: String, _ value: String) { attributes.append(XMLAttribute(name: name, value: value)) }
        if fill != .color(.black) { add("fill", PaintWriter.string(for: fill, format: format)) }
        if fillOpacity != 1 { add("fill-opacity", format.string(fillOpacity)) }
        if fillRule != .nonzero { add("fill-rule", fillRule.rawValue) }
        if stroke != .none { add("stroke", PaintWriter.string(for: stroke, format: format)) }
        if strokeOpacity != 1 { add("stroke-opacity", format.string(strokeOpacity)) }
        if strokeWidth != 1 { add("stroke-width", format.string(strokeWidth)) }
        if lineCap != .butt { add("stroke-linecap", lineCap.rawValue) }
        if lineJoin != .miter { add("stroke-linejoin", lineJoin.rawValue) }
        if miterLimit != 4 { add("stroke-miterlimit", format.string(miterLimit)) }
        if !dashArray.isEmpty { add("stroke-dasharray", dashArray.map(format.string).joined(separator: " ")) }
        if dashOffset != 0 { add("stroke-dashoffset", format.string(dashOffset)) }
        if color != .black { add("color", PaintWriter.string(for: .color(color), format: format)) }
        if !isVisible { add("visibility", "hidden") }
        for name in extra.keys.sorted() where StyleCascade.inheritedExtraPaint.contains(name) { add(name, extra[name]!) }
        for name in inheritedExtra.keys.sorted() { add(name, inheritedExtra[name]!) }
        return attributes
    }
}
