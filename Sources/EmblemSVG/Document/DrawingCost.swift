import EmblemGeometry

/// What drawing a resolved drawing would cost librsvg where that cost has no bound of its own: filters,
/// each drawn on its own, and markers, drawn once per vertex. Both multiply: `use` copies a filtered
/// element, a marker holds a long path. A document past either limit is not drawn.
public enum DrawingCost {
    /// The most filtered elements drawn. Ours: a blurred square copied 10,000 times through `use` took
    /// 8.4 s at 64 px (≈ 0.8 ms each, and sixteen times that at 256 px); icons filter a handful.
    public static let maximumFilteredElements = 256
    /// The most path segments markers may add. Ours: a marker of 3,000 segments on each vertex of a
    /// 3,000-vertex path, 9 million segments from a 37 KB file, took 29 s; 1,000,000 take ≈ 3 s.
    public static let maximumMarkerSegments = 1_000_000
    /// The most filter primitives applied, over every filtered element, each weighted by what it costs
    /// per pixel (``primitiveWeight(_:viewBox:)``), so in blurs. Ours: 1,000 blurs of a 24-unit square take
    /// ≈ 3 s at 256 px and 41 s at 1,024 px, and every weighted kind at the limit 34–42 s there; icons apply
    /// a handful (the 28 filtered icons of the public and theme sets, blurs and composites, are all drawn).
    public static let maximumFilterPrimitives = 1_000

    public enum Excess: Equatable, Sendable {
        case filteredElements(Int)
        case markerSegments(Int)
        case filterPrimitives(Int)
    }

    /// The first limit `drawing` passes, and where it passes it, or nil. The filters of the content of
    /// masks, clip paths, patterns and markers count once for each element that refers to them (a marker
    /// once for each vertex it is drawn at): librsvg draws that content again for each (50 `feMorphology`
    /// in a marker at 19 vertices took 14 s, and none of them counted).
    public static func excess(of drawing: Drawing, in document: SVGDocument) -> (excess: Excess, location: SourceLocation?)? {
        var filtered = 0.0
        var markerSegments = 0
        var segmentsOfMarker: [String: Int] = [:]
        var primitives = 0.0
        /// What the definitions referred to cost (and the elements by id), made when a reference first asks.
        var content: ReferencedContent?
        var result: (Excess, SourceLocation?)?
        func makeContent() {
            if content == nil { content = ReferencedContent(document: document, viewBox: drawing.viewBox) }
        }
        /// What applying the filter `reference` names costs: its weighted primitives, and what its
        /// `feImage`s draw.
        func filterCost(_ reference: String) -> ReferencedContent.Tally {
            guard let id = FragmentReference.ids(inURLsOf: reference).first else { return .zero }
            makeContent()
            return content!.cost(ofReferenceTo: id)
        }
        func filters(_ reference: String?, at location: SourceLocation?) {
            guard let reference else { return }
            let tally = filterCost(reference)
            filtered += max(1, tally.filtered)
            primitives += tally.filterWork
            if primitives > Double(maximumFilterPrimitives), result == nil { result = (.filterPrimitives(Int(min(primitives, 1e15))), location) }
        }
        /// The filters of the content `reference` names, drawn `times` times.
        func referenced(_ reference: String?, times: Int = 1, at location: SourceLocation?) {
            guard let reference, times > 0, !drawing.definitions.isEmpty else { return }
            for id in FragmentReference.ids(inURLsOf: reference) {
                makeContent()
                let tally = content!.cost(ofReferenceTo: id)
                guard tally.filtered > 0, content!.element(withID: id)?.kind != .filter else { continue }
                filtered += tally.filtered * Double(times)
                primitives += tally.filterWork * Double(times)
            }
            if primitives > Double(maximumFilterPrimitives), result == nil { result = (.filterPrimitives(Int(min(primitives, 1e15))), location) }
            if filtered > Double(maximumFilteredElements), result == nil { result = (.filteredElements(Int(min(filtered, 1e15))), location) }
        }
        func segments(ofMarker reference: String) -> Int {
            guard let id = FragmentReference.ids(inURLsOf: reference).first else { return 0 }
            if let known = segmentsOfMarker[id] { return known }
            makeContent()
            let count = content!.element(withID: id).map(pathSegments) ?? 0
            segmentsOfMarker[id] = count
            return count
        }
        func visit(_ group: DrawingGroup) {
            filters(group.filter, at: nil)
            referenced(group.mask, at: nil)
            referenced(group.clipPath, at: nil)
            for child in group.children where result == nil {
                switch child {
                case .group(let inner):
                    visit(inner)
                case .shape(let shape):
                    filters(shape.style.filter, at: shape.location)
                    if case .reference(let fill, _) = shape.style.fill { referenced(fill, at: shape.location) }
                    if case .reference(let stroke, _) = shape.style.stroke { referenced(stroke, at: shape.location) }
                    referenced(shape.style.mask, at: shape.location)
                    referenced(shape.style.clipPath, at: shape.location)
                    if !shape.style.extra.isEmpty {
                        for (name, times) in PaintingCost.markerPlacements(on: shape) {
                            if let reference = shape.style.extra[name] {
                                let count = Int(times)
                                markerSegments += count * segments(ofMarker: reference)
                                referenced(reference, times: count, at: shape.location)
                            }
                        }
                        if markerSegments > maximumMarkerSegments, result == nil { result = (.markerSegments(markerSegments), shape.location) }
                    }
                    if filtered > Double(maximumFilteredElements), result == nil {
                        result = (.filteredElements(Int(min(filtered, 1e15))), shape.location)
                    }
                case .preserved:
                    break
                }
            }
        }
        visit(drawing.root)
        return result
    }

    /// The weighted primitives of a filter: its element children, each by ``primitiveWeight(_:viewBox:)``.
    static func filterWork(of filter: XMLElement, viewBox: Rect) -> Double {
        filter.childElements.reduce(0) { $0 + primitiveWeight($1, viewBox: viewBox) }
    }

    /// The canvas side the weights are measured at. Ours: a filter's cost grows with the pixels it
    /// covers, and past ≈ 256 px it is nearly all per-pixel work, where the kinds differ most; at 64 px a
    /// primitive's fixed cost (≈ 0.4–3 ms) hides those differences, which is how the first weights,
    /// measured there, let 200 wide `feMorphology` through that take 10 minutes at 1,024 px.
    static let weightingCanvasSide = 1_024.0

    /// What applying one filter primitive costs, in primitives of the common kind (an `feGaussianBlur`,
    /// `feOffset`, `feComposite`, `feColorMatrix`, lighting: ≤ 0.05 s each over a 1,024 px canvas). Ours,
    /// four to ten of each on a 24-unit square at 1,024 px, in seconds a primitive:
    /// - `feMorphology`: 0.87 at a radius of 4 px, 2.5 at 8 px, 3.1 from 13 px on (its window stops
    ///   growing there), so 0.3 × (rx + ry)² in pixels at ``weightingCanvasSide``, 1…78;
    /// - `feTurbulence`: 0.12 at 1 octave, 0.6 at 8, 1.4 at 24, so 2 + 1.4 × octaves (up to the 24 drawn);
    /// - `feConvolveMatrix`: 0.07 at order 3, 0.5 at 10, 1.9 at 20, so its kernel values / 8, at least 2;
    /// - `feDisplacementMap`: 0.2–0.7, so 17.
    /// A blur of any deviation is ≈ 0.04 s. The radius is read in the view box's units.
    public static func primitiveWeight(_ primitive: XMLElement, viewBox: Rect) -> Double {
        func numbers(_ name: String) -> [Double] {
            (primitive[attribute: name].flatMap { try? NumberListParser.parse($0) } ?? []).filter(\.isFinite)
        }
        switch primitive.localName {
        case "feMorphology":
            let side = max(viewBox.width, viewBox.height)
            let radius = numbers("radius").map { max($0, 0) }
            guard side > 0, side.isFinite, let rx = radius.first else { return 1 }
            let pixels = (rx + (radius.count > 1 ? radius[1] : rx)) * weightingCanvasSide / side
            return min(78, max(1, 0.3 * pixels * pixels))
        case "feTurbulence":
            let octaves = numbers("numOctaves").first ?? 1
            return 2 + 1.4 * min(max(octaves, 0), Double(FilterHazards.maximumOctaves))
        case "feConvolveMatrix":
            let order = numbers("order")
            let values = (order.first ?? 3) * (order.count > 1 ? order[1] : (order.first ?? 3))
            return min(Double(FilterHazards.maximumKernelValues) / 8, max(2, values / 8))
        case "feDisplacementMap":
            return 17
        default:
            return 1
        }
    }

    /// What laying out and drawing one character of text costs, in path segments [EST]: a marker holding
    /// 4,000 characters at 20 vertices took 12 s (≈ 150 µs a character drawn, where a million segments take
    /// ≈ 3 s), and text in markers escaped the count entirely.
    public static let segmentsPerTextCharacter = 500

    /// About how many segments the paths, shapes and text under `element` draw: path commands counted by
    /// their letters (a run of implicit repeats counts once), one for each other shape, and
    /// ``segmentsPerTextCharacter`` for each character of text.
    static func pathSegments(_ element: XMLElement) -> Int {
        var count = 0
        if element.kind == .text {
            // Its spans' characters are in its text content.
            return element.textContent.unicodeScalars.count * segmentsPerTextCharacter
        }
        if element.kind == .path, let data = element[attribute: "d"] {
            // Every letter but an exponent's `e`.
            count += data.utf8.reduce(0) { $0 + (ASCII.isLetter($1) && ($1 | 0x20) != UInt8(ascii: "e") ? 1 : 0) }
        } else if [.rect, .circle, .ellipse, .line, .polyline, .polygon].contains(element.kind) {
            count += 4
        }
        for case .element(let child) in element.children { count += pathSegments(child) }
        return count
    }
}
