import EmblemGeometry

/// Writes a `Drawing` as a standalone SVG document: groups and paths with explicit presentation
/// attributes (sibling paths painted alike take theirs from a group around them), definitions and
/// preserved elements verbatim, every id once (a `use`'s copy of an element with an id takes a new one,
/// ``WrittenIDs``). Deterministic: attribute order is fixed and numbers go through one `NumberFormat`.
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
        var document = WrittenDocument(definitions: drawing.definitions, nodes: drawing.root.children)
        if !drawing.definitions.isEmpty {
            output.append("<defs>\n")
            let verbatim = SVGWriter(options: .init(indentation: 0, rewritesValues: false))
            for definition in drawing.definitions {
                verbatim.appendElement(document.claimingIDs(in: definition), to: &output)
                output.append("\n")
            }
            output.append("</defs>\n")
        }
        write(children: drawing.root.children, to: &output, document: &document)
        output.append("</svg>\n")
        return output.bytes
    }

    public func string(for drawing: Drawing) -> String { String(decoding: data(for: drawing), as: UTF8.self) }

    /// One node as it appears inside a document (for writers that assemble documents piece by piece; the
    /// document must not hold a style sheet whose rules match groups). Its ids are unique within the node,
    /// not against the rest of the document (``WrittenIDs``).
    public func data(for node: DrawingNode) -> [UInt8] {
        var output = XMLOutput()
        var document = WrittenDocument(definitions: [], nodes: [node])
        write(node, to: &output, document: &document)
        return output.bytes
    }

    /// Definitions as `data(for:)` writes them inside `<defs>`.
    public func data(forDefinition element: XMLElement) -> [UInt8] {
        var output = XMLOutput()
        SVGWriter(options: .init(indentation: 0, rewritesValues: false)).appendElement(element, to: &output)
        output.append("\n")
        return output.bytes
    }

    /// What the document written holds, and what writing it has settled: whether paths painted alike may
    /// take their paint from a group around them (not where the document holds a style sheet, whose rules
    /// could reach the new group; found out when first needed, as most drawings, an icon's one path, never
    /// ask), and the ids written so far (``WrittenIDs``).
    private struct WrittenDocument {
        /// Its definitions and the root's nodes (not the whole drawing, whose copy cost every icon written
        /// ≈ 600 instructions).
        let definitions: [XMLElement]
        let nodes: [DrawingNode]
        private var isAllowed: Bool?
        private var ids = WrittenIDs()

        init(definitions: [XMLElement], nodes: [DrawingNode]) {
            self.definitions = definitions
            self.nodes = nodes
        }

        mutating func allowsPaintGroups() -> Bool {
            if let isAllowed { return isAllowed }
            let allowed = !DrawingWriter.writesStyleSheet(definitions: definitions, nodes: nodes)
            isAllowed = allowed
            return allowed
        }

        /// The name to write `id` under (``WrittenIDs/claim(_:definitions:nodes:)``).
        mutating func claim(_ id: String?) -> String? {
            guard let id else { return nil }
            return ids.claim(id, definitions: definitions, nodes: nodes)
        }

        /// `element` with its ids claimed.
        mutating func claimingIDs(in element: XMLElement) -> XMLElement {
            ids.claimingIDs(in: element, definitions: definitions, nodes: nodes)
        }
    }

    /// Nodes in order, each run of two or more paths painted alike (the same style, with only inherited
    /// properties: no opacity, clip, mask, filter, blending or `vector-effect` of their own) inside a
    /// group that carries their paint once, which they inherit (where `document` allows): the same
    /// drawing, and line art (Lucide, Tabler), whose every path repeats its six stroke attributes, a
    /// third smaller.
    private func write(children: [DrawingNode], to output: inout XMLOutput, document: inout WrittenDocument) {
        var index = children.startIndex
        while index < children.endIndex {
            // A run needs a second path: an only child (most icons' one path) is not looked at.
            guard index + 1 < children.endIndex, let style = Self.handedOnStyle(of: children[index]),
                  Self.handedOnStyle(of: children[index + 1]) == style, document.allowsPaintGroups() else {
                write(children[index], to: &output, document: &document)
                index += 1
                continue
            }
            var end = index + 2
            while end < children.endIndex, Self.handedOnStyle(of: children[end]) == style { end += 1 }
            output.append("<g")
            paint(&output, style)
            output.append(">\n")
            for child in children[index..<end] {
                if case .shape(let shape) = child { writePath(shape, to: &output, paintsItself: false, document: &document) }
            }
            output.append("</g>\n")
            index = end
        }
    }

    /// The style of a path whose paint a group can hand on to it: every property it writes is inherited.
    private static func handedOnStyle(of node: DrawingNode) -> DrawingStyle? {
        guard case .shape(let shape) = node, shape.text == nil else { return nil }
        let style = shape.style
        guard style.opacity >= 1, style.clipPath == nil, style.mask == nil, style.filter == nil,
              style.extra.keys.allSatisfy(StyleCascade.inheritedExtraPaint.contains) else { return nil }
        return style
    }

    /// Whether the document written holds a `<style>`: kept inside a definition, a text or other
    /// preserved content (librsvg applies a sheet wherever it stands, even inside a `foreignObject`).
    private static func writesStyleSheet(definitions: [XMLElement], nodes: [DrawingNode]) -> Bool {
        func holds(_ elements: [XMLElement]) -> Bool { elements.contains { $0.kind == .style || holds($0.childElements) } }
        func holds(_ node: DrawingNode) -> Bool {
            switch node {
            case .group(let group): group.children.contains(where: holds)
            case .shape(let shape): shape.text.map { holds([$0]) } ?? false
            case .preserved(let element): holds([element])
            }
        }
        return holds(definitions) || nodes.contains(where: holds)
    }

    private func write(_ node: DrawingNode, to output: inout XMLOutput, document: inout WrittenDocument) {
        switch node {
        case .group(let group):
            output.append("<g")
            common(&output, id: document.claim(group.id), classes: group.classes, transform: group.transform)
            effects(&output, of: group)
            if group.children.isEmpty {
                output.append("/>\n")
                return
            }
            output.append(">\n")
            write(children: group.children, to: &output, document: &document)
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
            write(.preserved(shape.text!), to: &output, document: &document)
            if wraps { output.append("</g>\n") }
        case .shape(let shape):
            writePath(shape, to: &output, paintsItself: true, document: &document)
        case .preserved(let element):
            SVGWriter(options: .init(indentation: 0, rewritesValues: false)).appendElement(document.claimingIDs(in: element), to: &output)
            output.append("\n")
        }
    }

    /// A path; its paint left to the group around it unless `paintsItself`.
    private func writePath(_ shape: DrawingShape, to output: inout XMLOutput, paintsItself: Bool, document: inout WrittenDocument) {
        output.append("<path")
        common(&output, id: document.claim(shape.id), classes: shape.classes, transform: shape.transform)
        // Path data needs no escaping: written straight into the output.
        output.append(" d=\"")
        // From the data as written when the shape kept it (``DrawingShape/sourcePathData``): arcs stay arcs
        // and quadratic curves quadratic, and a marked path's mid markers land on the vertices the data has
        // (SVG 2, 11.6.5), not also on the joints of the cubics its arcs are drawn with. From the geometry
        // once the path is changed alone, or when the data is broken (rather than data a reader stops at).
        if shape.outline.isDrawnBySource, let source = shape.sourcePathData, source.appendCompact(format: format, to: &output) {} else {
            PathDataWriter.append(shape.path, format: format, to: &output)
        }
        output.append("\"")
        if paintsItself { paint(&output, shape.style) }
        output.append("/>\n")
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
        } else if style.strokeWidth != 1, style.hasMarkers {
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
