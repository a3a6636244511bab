import EmblemGeometry

/// Filter primitives librsvg 2.54 cannot draw safely, found before a document is drawn: those that
/// abort the process, and those whose cost has no bound.
public enum FilterHazards {
    /// The most kernel values librsvg reads for `feConvolveMatrix`. It reads no more than 400 numbers,
    /// then builds a matrix of `orderX × orderY` from them and panics when they are fewer: an order of
    /// 21 aborted the whole process, and a batch with it.
    public static let maximumKernelValues = 400
    /// The most octaves of `feTurbulence` drawn. Ours: each octave adds noise at half the amplitude of the
    /// one before, so past 24 none moves a colour by one level in 2²⁴; librsvg computes every one
    /// asked for (10,000 took 2.6 s, a million ran for minutes).
    public static let maximumOctaves = 24

    /// The first `feConvolveMatrix` whose order asks for more kernel values than librsvg reads: the
    /// values asked for, and where.
    public static func oversizedKernel(in document: SVGDocument) -> (values: Int, location: SourceLocation?)? {
        var found: (Int, SourceLocation?)?
        visitFilterPrimitives(document.root) { primitive in
            guard found == nil, primitive.localName == "feConvolveMatrix" else { return }
            let order = primitive[attribute: "order"].flatMap { try? NumberListParser.parse($0) } ?? []
            guard let first = order.first, first.isFinite, first >= 1 else { return }
            let second = order.count > 1 ? order[1] : first
            guard second.isFinite, second >= 1 else { return }
            let values = first * second
            if values > Double(maximumKernelValues) { found = (values < 1e15 ? Int(values) : Int(1e15), primitive.location) }
        }
        return found
    }

    /// The primitives whose `kernelUnitLength` sets the resolution they are computed at.
    static let kernelUnitLengthPrimitives: Set<String> = ["feDiffuseLighting", "feSpecularLighting", "feConvolveMatrix"]

    /// The document with every filter primitive's unbounded work bounded where the picture allows, and a
    /// warning for each change (the tree is otherwise unchanged):
    /// - an `feTurbulence`'s `numOctaves` above ``maximumOctaves`` is lowered to it;
    /// - `kernelUnitLength` is removed from lighting and `feConvolveMatrix`, which are then computed at
    ///   the canvas's own pixels. librsvg computes them on a copy of their input scaled by one over the
    ///   length in pixels, squared: 0.001 of a 24-unit icon at 256 px asked it for 4.5 GB and ran for
    ///   458 s, 0.003 for 530 MB. Filter Effects 1 deprecates the attribute (its results depend on the
    ///   platform), and Chromium and resvg ignore it, so the picture is theirs.
    public static func bounded(_ document: SVGDocument) -> (document: SVGDocument, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func bound(_ element: inout XMLElement, inFilter: Bool) -> Bool {
            var changed = false
            if inFilter, element.localName == "feTurbulence", let text = element[attribute: "numOctaves"],
               let octaves = try? NumberListParser.parse(text).first, octaves > Double(maximumOctaves) {
                element[attribute: "numOctaves"] = String(maximumOctaves)
                diagnostics.append(Diagnostic(.warning, "numOctaves=\"\(text)\" is drawn as \(maximumOctaves): octaves past it change "
                                              + "no colour, and librsvg computes every one (a million ran for minutes).", at: element.location))
                changed = true
            }
            if inFilter, kernelUnitLengthPrimitives.contains(String(element.localName)), let text = element[attribute: "kernelUnitLength"] {
                element[attribute: "kernelUnitLength"] = nil
                diagnostics.append(Diagnostic(.warning, "kernelUnitLength=\"\(text)\" is not used: the \(element.localName) is computed at "
                                              + "the canvas's pixels, as Chromium and resvg do (Filter Effects 1 deprecates it); librsvg "
                                              + "computes at the length asked, and a small one takes gigabytes and minutes.", at: element.location))
                changed = true
            }
            for index in element.children.indices {
                guard case .element(var child) = element.children[index],
                      bound(&child, inFilter: inFilter || child.kind == .filter) else { continue }
                element.children[index] = .element(child)
                changed = true
            }
            return changed
        }
        var copy = document
        _ = bound(&copy.root, inFilter: false)
        return (copy, diagnostics)
    }

    /// Calls `body` with every element inside a `<filter>`.
    private static func visitFilterPrimitives(_ element: XMLElement, _ body: (XMLElement) -> Void) {
        visitFilters(element) { visitAll($0, body) }
    }

    private static func visitAll(_ element: XMLElement, _ body: (XMLElement) -> Void) {
        for case .element(let child) in element.children {
            body(child)
            visitAll(child, body)
        }
    }
}

extension FilterHazards {
    /// The first `feTile` that would tile an empty region, and where it is. librsvg 2.54 asserts that
    /// the result it tiles has pixels, and the failed assertion aborts the process (an `feFlood` at
    /// `x="100" width="1"` under a filter whose region is −2.4…26.4 did). The result is empty when the
    /// primitive that made it has a subregion of its own (`x`, `y`, `width`, `height`) that misses the
    /// filter region of an element the filter is drawn on, so each such element's box is measured.
    /// Values it cannot place (units other than numbers and percentages) are taken as fine.
    public static func emptyTile(in document: SVGDocument, drawing: Drawing) -> SourceLocation?? {
        var tiled: [String: (filter: XMLElement, source: XMLElement, tile: XMLElement)] = [:]
        visitFilters(document.root) { filter in
            guard let id = filter[attribute: "id"], tiled[id] == nil else { return }
            var previous: XMLElement?
            var results: [String: XMLElement] = [:]
            for primitive in filter.childElements {
                if primitive.localName == "feTile", tiled[id] == nil {
                    let name = primitive[attribute: "in"]?.trimmingASCIIWhitespace()
                    // A standard input (SourceGraphic …) or a result named by none has the filter's region.
                    let source: XMLElement? = if let name { results[String(name)] } else { previous }
                    if let source, ["x", "y", "width", "height"].contains(where: { source[attribute: $0] != nil }) {
                        tiled[id] = (filter, source, primitive)
                    }
                }
                if let result = primitive[attribute: "result"] { results[result] = primitive }
                previous = primitive
            }
        }
        guard !tiled.isEmpty else { return nil }
        var found: SourceLocation??
        // librsvg clips the region to the canvas too: a result outside the canvas is as empty.
        func canvas(under transform: AffineTransform) -> Rect? {
            guard let inverse = transform.inverted else { return nil }
            let box = drawing.viewBox
            let corners = [Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY),
                           Point(x: box.maxX, y: box.maxY)].map(inverse.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        func check(_ reference: String?, under transform: AffineTransform, box: () -> Rect?) {
            guard found == nil, let reference, let id = FragmentReference.ids(inURLsOf: reference).first, let entry = tiled[id],
                  let box = box(), let canvas = canvas(under: transform) else { return }
            if isEmpty(entry.source, of: entry.filter, box: box, viewport: drawing.viewBox, canvas: canvas) { found = .some(entry.tile.location) }
        }
        func walk(_ group: DrawingGroup, under outer: AffineTransform) {
            // A group's filter works in the group's own space, inside its transform.
            let inner = outer.concatenating(group.transform)
            check(group.filter, under: inner) { DrawingGroup(children: group.children).bounds(transform: .identity, includingStroke: false) }
            for child in group.children {
                switch child {
                case .group(let nested): walk(nested, under: inner)
                case .shape(let shape):
                    check(shape.style.filter, under: inner.concatenating(shape.transform)) { shape.path.bounds(applying: .identity) }
                case .preserved: break
                }
            }
        }
        walk(drawing.root, under: .identity)
        return found
    }

    /// Whether `primitive`'s subregion misses `filter`'s region, or the canvas, for an element whose box
    /// is `box` (all in the element's space).
    static func isEmpty(_ primitive: XMLElement, of filter: XMLElement, box: Rect, viewport: Rect, canvas: Rect) -> Bool {
        func value(_ element: XMLElement, _ name: String, boxUnits: Bool, base: Double, origin: Double, fallback: Double) -> Double? {
            guard let text = element[attribute: name] else { return fallback }
            guard let length = try? Length.parse(text.trimmingASCIIWhitespace()) else { return nil }
            if boxUnits {
                let fraction = length.unit == .percent ? length.value / 100 : (length.unit == .none ? length.value : nil)
                return fraction.map { origin + $0 * base }
            }
            return length.pixels(percentBase: base).map { origin + $0 }
        }
        let filterBox = filter[attribute: "filterUnits"]?.trimmingASCIIWhitespace() != "userSpaceOnUse"
        let (reference, zero) = filterBox ? (box, (box.minX, box.minY)) : (viewport, (0.0, 0.0))
        guard let rx = value(filter, "x", boxUnits: filterBox, base: reference.width, origin: zero.0, fallback: reference.minX - 0.1 * reference.width),
              let ry = value(filter, "y", boxUnits: filterBox, base: reference.height, origin: zero.1, fallback: reference.minY - 0.1 * reference.height),
              let rw = value(filter, "width", boxUnits: filterBox, base: reference.width, origin: 0, fallback: 1.2 * reference.width),
              let rh = value(filter, "height", boxUnits: filterBox, base: reference.height, origin: 0, fallback: 1.2 * reference.height)
        else { return false }
        let primitiveBox = filter[attribute: "primitiveUnits"]?.trimmingASCIIWhitespace() == "objectBoundingBox"
        let (base, start) = primitiveBox ? (box, (box.minX, box.minY)) : (viewport, (0.0, 0.0))
        guard let px = value(primitive, "x", boxUnits: primitiveBox, base: base.width, origin: start.0, fallback: rx),
              let py = value(primitive, "y", boxUnits: primitiveBox, base: base.height, origin: start.1, fallback: ry),
              let pw = value(primitive, "width", boxUnits: primitiveBox, base: base.width, origin: 0, fallback: rw),
              let ph = value(primitive, "height", boxUnits: primitiveBox, base: base.height, origin: 0, fallback: rh)
        else { return false }
        let width = min(rx + rw, px + pw, canvas.maxX) - max(rx, px, canvas.minX)
        let height = min(ry + rh, py + ph, canvas.maxY) - max(ry, py, canvas.minY)
        return !(width > 0 && height > 0)
    }

    private static func visitFilters(_ element: XMLElement, _ body: (XMLElement) -> Void) {
        for case .element(let child) in element.children {
            if child.kind == .filter { body(child) } else { visitFilters(child, body) }
        }
    }
}
