import EmblemGeometry

/// Writes a `Drawing` as a standalone SVG document: groups and paths with explicit presentation
/// attributes, definitions and preserved elements verbatim. Deterministic: attribute order is fixed and
/// numbers go through one `NumberFormat`.
public struct DrawingWriter: Sendable {
    public var format: NumberFormat
    /// Size written as `width`/`height` on the root (the drawing's own when nil).
    public var size: (width: Double, height: Double)?

    public init(precision: Int = 3, size: (width: Double, height: Double)? = nil) {
        self.format = NumberFormat(precision: precision)
        self.size = size
    }

    public func data(for drawing: Drawing) -> [UInt8] {
        var output = XMLOutput(capacity: 2048)
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
        if drawing.definitions.contains(where: { $0.attributes.contains { $0.name.hasPrefix("xlink:") } }) {
            output.append(" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        }
        let box = drawing.viewBox
        let width = size?.width ?? drawing.width
        let height = size?.height ?? drawing.height
        if let width { numbers(&output, "width", [width]) }
        if let height { numbers(&output, "height", [height]) }
        numbers(&output, "viewBox", [box.x, box.y, box.width, box.height])
        if drawing.preserveAspectRatio != .default { attribute(&output, "preserveAspectRatio", drawing.preserveAspectRatio.text) }
        // The root element's own effects stay on it: there, a transform, clip, mask or filter applies in the
        // viewport's space, outside the viewBox, as in the document. They were left out, so
        // `<svg opacity="0.5">` was drawn opaque.
        let root = drawing.root
        if !root.transform.isIdentity { attribute(&output, "transform", TransformWriter.string(for: root.transform, format: format)) }
        effects(&output, of: root)
        output.append(">\n")
        if !drawing.definitions.isEmpty {
            output.append("<defs>\n")
            let verbatim = SVGWriter(options: .init(indentation: 0, rewritesValues: false))
            for definition in drawing.definitions {
                verbatim.appendElement(definition, to: &output)
                output.append("\n")
            }
            output.append("</defs>\n")
        }
        for child in drawing.root.children { write(child, to: &output) }
        output.append("</svg>\n")
        return output.bytes
    }

    public func string(for drawing: Drawing) -> String { String(decoding: data(for: drawing), as: UTF8.self) }

    /// One node as it appears inside a document (for writers that assemble documents piece by piece).
    public func data(for node: DrawingNode) -> [UInt8] {
        var output = XMLOutput()
        write(node, to: &output)
        return output.bytes
    }

    /// Definitions as `data(for:)` writes them inside `<defs>`.
    public func data(forDefinition element: XMLElement) -> [UInt8] {
        var output = XMLOutput()
        SVGWriter(options: .init(indentation: 0, rewritesValues: false)).appendElement(element, to: &output)
        output.append("\n")
        return output.bytes
    }

    private func write(_ node: DrawingNode, to output: inout XMLOutput) {
        switch node {
        case .group(let group):
            output.append("<g")
            common(&output, id: group.id, classes: group.classes, transform: group.transform)
            effects(&output, of: group)
            if group.children.isEmpty {
                output.append("/>\n")
                return
            }
            output.append(">\n")
            for child in group.children { write(child, to: &output) }
            output.append("</g>\n")
        case .shape(let shape) where shape.text != nil:
            // The text carries its id, classes and style itself; what the shape adds, a place, goes on a
            // group around it.
            let wraps = !shape.transform.isIdentity
            if wraps {
                output.append("<g")
                common(&output, id: nil, classes: [], transform: shape.transform)
                output.append(">\n")
            }
            write(.preserved(shape.text!), to: &output)
            if wraps { output.append("</g>\n") }
        case .shape(let shape):
            output.append("<path")
            common(&output, id: shape.id, classes: shape.classes, transform: shape.transform)
            // Path data needs no escaping: written straight into the output.
            output.append(" d=\"")
            PathDataWriter.append(shape.path, format: format, to: &output)
            output.append("\"")
            paint(&output, shape.style)
            output.append("/>\n")
        case .preserved(let element):
            SVGWriter(options: .init(indentation: 0, rewritesValues: false)).appendElement(element, to: &output)
            output.append("\n")
        }
    }

    /// A group's opacity, clip, mask, filter and blending.
    private func effects(_ output: inout XMLOutput, of group: DrawingGroup) {
        if group.opacity < 1 { attribute(&output, "opacity", format.string(group.opacity)) }
        if let clip = group.clipPath { attribute(&output, "clip-path", clip) }
        if let mask = group.mask { attribute(&output, "mask", mask) }
        if let filter = group.filter { attribute(&output, "filter", filter) }
        compositing(&output, group.compositing)
    }

    private func common(_ output: inout XMLOutput, id: String?, classes: [String], transform: AffineTransform) {
        if let id { attribute(&output, "id", id) }
        if !classes.isEmpty { attribute(&output, "class", classes.joined(separator: " ")) }
        if !transform.isIdentity { attribute(&output, "transform", TransformWriter.string(for: transform, format: format)) }
    }

    private func paint(_ output: inout XMLOutput, _ style: DrawingStyle) {
        attribute(&output, "fill", PaintWriter.string(for: style.fill, format: format))
        if style.fill != .none {
            if style.fillOpacity < 1 { attribute(&output, "fill-opacity", format.string(style.fillOpacity)) }
            if style.fillRule == .evenodd { attribute(&output, "fill-rule", "evenodd") }
        }
        if style.stroke != .none {
            attribute(&output, "stroke", PaintWriter.string(for: style.stroke, format: format))
            if style.strokeOpacity < 1 { attribute(&output, "stroke-opacity", format.string(style.strokeOpacity)) }
            if style.strokeWidth != 1 { attribute(&output, "stroke-width", format.string(style.strokeWidth)) }
            if style.lineCap != .butt { attribute(&output, "stroke-linecap", style.lineCap.rawValue) }
            if style.lineJoin != .miter { attribute(&output, "stroke-linejoin", style.lineJoin.rawValue) }
            if style.miterLimit != 4 { attribute(&output, "stroke-miterlimit", format.string(style.miterLimit)) }
            if !style.dashArray.isEmpty || style.dashOffset != 0 {
                // Dashes are laid end to end along the whole path, so their rounding adds up: three more
                // decimals. `1mm` written as 3.78 rather than 3.7795 moved the dashes of a 260-unit path
                // enough to change 52 pixels at 96 px (differential fuzzing found it). Lengths given as
                // plain numbers are written as they were either way.
                let dashFormat = NumberFormat(precision: format.precision + 3)
                if !style.dashArray.isEmpty { attribute(&output, "stroke-dasharray", style.dashArray.map(dashFormat.string).joined(separator: " ")) }
                if style.dashOffset != 0 { attribute(&output, "stroke-dashoffset", dashFormat.string(style.dashOffset)) }
            }
        } else if style.strokeWidth != 1, style.extra.keys.contains(where: { $0.hasPrefix("marker-") }) {
            // Markers (in `strokeWidth` units, the default) scale by the stroke width even where no stroke
            // is painted: left out, an unstroked path's markers drew at a fifth of their size.
            attribute(&output, "stroke-width", format.string(style.strokeWidth))
        }
        if style.fill.usesCurrentColor || style.stroke.usesCurrentColor, style.color != .black {
            attribute(&output, "color", PaintWriter.string(for: .color(style.color), format: format))
        }
        if style.opacity < 1 { attribute(&output, "opacity", format.string(style.opacity)) }
        if !style.isVisible { attribute(&output, "visibility", "hidden") }
        if let clip = style.clipPath { attribute(&output, "clip-path", clip) }
        if let mask = style.mask { attribute(&output, "mask", mask) }
        if let filter = style.filter { attribute(&output, "filter", filter) }
        let compositing = style.compositing
        for key in style.extra.keys.sorted() where compositing[key] == nil { attribute(&output, key, style.extra[key]!) }
        self.compositing(&output, compositing)
    }

    /// `mix-blend-mode` and `isolation` in a `style` attribute: they are CSS properties, not attributes.
    private func compositing(_ output: inout XMLOutput, _ properties: [String: String]) {
        guard !properties.isEmpty else { return }
        attribute(&output, "style", properties.keys.sorted().map { "\($0): \(properties[$0]!)" }.joined(separator: "; "))
    }

    /// An attribute of numbers separated by spaces, written straight into the output: a text per number
    /// and their join cost 6% of writing an icon's drawing.
    private func numbers<let count: Int>(_ output: inout XMLOutput, _ name: String, _ values: InlineArray<count, Double>) {
        output.append(" ")
        output.append(name)
        output.append("=\"")
        for index in values.indices {
            if index > 0 { output.append(ASCII.space) }
            format.append(values[index], to: &output)
        }
        output.append("\"")
    }

    private func attribute(_ output: inout XMLOutput, _ name: String, _ value: String) {
        output.append(" ")
        output.append(name)
        output.append("=\"")
        output.appendEscaped(value, quote: true)
        output.append("\"")
    }
}
