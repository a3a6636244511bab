import EmblemGeometry

/// What librsvg does each time a drawn element refers to a definition: lays out and draws the content of
/// a mask, clip path, pattern or marker again (and so its text and its filters), adds every stop of a
/// gradient to a new cairo pattern, applies every primitive of a filter. The definitions are kept
/// verbatim in a drawing (`Drawing.definitions`), so they are measured in the document's tree; the costs
/// of one reference are computed once per id and multiplied by the callers (``DrawingCost``,
/// ``PaintingCost``) by how often the drawing refers to them.
struct ReferencedContent {
    /// The cost of drawing something once. Doubles: content refers to content, and a mask of masks of
    /// masks multiplies past any integer.
    struct Tally: Equatable {
        /// Elements drawn through a filter.
        var filtered = 0.0
        /// Their primitives, weighted (``DrawingCost/primitiveWeight(_:viewBox:)``).
        var filterWork = 0.0
        /// Text layout, in the units of `Drawing.layoutCost(ofCharacters:)`.
        var textLayout = 0.0
        /// Gradient stops added to cairo patterns, squared per pattern (see ``PaintingCost/maximumStopWork``).
        var stopWork = 0.0
        /// Dashes stroked, pattern tile area (in view boxes), masks and blended layers drawn, path segments
        /// drawn and their candidate crossings (``PathCrossings``): measured on resolved content
        /// (``NestedContentCost``).
        var dashes = 0.0
        var patternArea = 0.0
        var maskLayers = 0.0
        var segments = 0.0
        var crossingPairs = 0.0
        /// The widest stroke with round caps or joins, in view boxes at scale 1 (the largest, not a sum:
        /// adding keeps the larger, multiplying keeps it).
        var widestRoundStroke = 0.0
        /// The farthest any drawn point stands from the content's origin, along x or y, with half its
        /// stroke, in its units at scale 1 (``CoordinateReach/farthestCoordinate(of:transform:)``; the
        /// largest, as ``widestRoundStroke``).
        var farthestCoordinate = 0.0
        /// The largest font size a text sets, in its own units (`Drawing.largestFontSize(in:own:)`; the
        /// largest, and not scaled: Pango is handed the size in the text's units, wherever it is drawn).
        var largestFontSize = 0.0
        /// The largest em box a text has, in the content's units at scale 1 (`Drawing.emSize(of:text:under:)`;
        /// the largest, as ``widestRoundStroke``).
        var largestEmSize = 0.0

        static let zero = Tally()

        static func + (a: Tally, b: Tally) -> Tally {
            Tally(filtered: a.filtered + b.filtered, filterWork: a.filterWork + b.filterWork,
                  textLayout: a.textLayout + b.textLayout, stopWork: a.stopWork + b.stopWork, dashes: a.dashes + b.dashes,
                  patternArea: a.patternArea + b.patternArea, maskLayers: a.maskLayers + b.maskLayers,
                  segments: a.segments + b.segments, crossingPairs: a.crossingPairs + b.crossingPairs,
                  widestRoundStroke: max(a.widestRoundStroke, b.widestRoundStroke),
                  farthestCoordinate: max(a.farthestCoordinate, b.farthestCoordinate),
                  largestFontSize: max(a.largestFontSize, b.largestFontSize), largestEmSize: max(a.largestEmSize, b.largestEmSize))
        }

        static func * (a: Tally, times: Double) -> Tally {
            Tally(filtered: a.filtered * times, filterWork: a.filterWork * times, textLayout: a.textLayout * times,
                  stopWork: a.stopWork * times, dashes: a.dashes * times, patternArea: a.patternArea * times,
                  maskLayers: a.maskLayers * times, segments: a.segments * times, crossingPairs: a.crossingPairs * times,
                  widestRoundStroke: a.widestRoundStroke, farthestCoordinate: a.farthestCoordinate, largestFontSize: a.largestFontSize,
                  largestEmSize: a.largestEmSize)
        }

        var isZero: Bool { self == .zero }
    }

    private let byID: [String: XMLElement]
    private let viewBox: Rect
    private var costByID: [String: Tally] = [:]
    private var contentByID: [String: Tally] = [:]
    private var visiting: Set<String> = []

    init(document: SVGDocument, viewBox: Rect) {
        byID = XMLElement.firstElementsByID(under: [document.root])
        self.viewBox = viewBox
    }

    func element(withID id: String) -> XMLElement? { byID[id] }

    /// The ids of the document's elements (the first of each id) that `include` accepts, sorted.
    func ids(where include: (String) -> Bool) -> [String] { byID.keys.filter(include).sorted() }

    /// What one reference to the element with id `id` costs: a gradient's stops squared, a filter's
    /// weighted primitives (one element filtered, and what its `feImage`s of elements draw), a mask's,
    /// clip path's, pattern's or marker's content drawn once. Nothing for an id that names no element, or one already being measured (a cycle,
    /// which librsvg refuses to draw).
    mutating func cost(ofReferenceTo id: String) -> Tally {
        if let known = costByID[id] { return known }
        guard let element = byID[id], visiting.insert(id).inserted else { return .zero }
        defer { visiting.remove(id) }
        let cost: Tally
        switch element.kind {
        case .linearGradient, .radialGradient:
            let stops = Double(stopCount(of: element))
            cost = stops > 1 ? Tally(stopWork: stops * stops) : .zero
        case .filter:
            // An `feImage` of an element draws that element each time the filter is applied (filters of
            // elements drawn through filters of elements, four deep, ten a level, took 8 s).
            cost = element.childElements.reduce(Tally(filtered: 1, filterWork: DrawingCost.filterWork(of: element, viewBox: viewBox))) {
                guard $1.localName == "feImage", let id = $1.referencedID else { return $0 }
                return $0 + useCost(of: id)
            }
        case .pattern:
            // A pattern without content borrows its `href`'s.
            var pattern = element
            var hops = 0
            while pattern.childElements.isEmpty, hops < 100, let next = pattern.referencedID.flatMap({ byID[$0] }), next.kind == .pattern {
                pattern = next
                hops += 1
            }
            cost = contentCost(ofChildrenOf: pattern)
        case .mask, .clipPath, .marker:
            cost = contentCost(ofChildrenOf: element)
        default:
            cost = .zero
        }
        costByID[id] = cost
        return cost
    }

    /// The area of the tile of the pattern with id `id`, in its user space (times the painted element's
    /// box when `inBoundingBoxUnits`), its `patternTransform` applied; nil for no pattern. Attributes it
    /// lacks are those of the pattern its `href` names, as librsvg takes them; a percentage is of the
    /// view box.
    func patternTileArea(_ id: String) -> (area: Double, inBoundingBoxUnits: Bool)? {
        guard let pattern = byID[id], pattern.kind == .pattern else { return nil }
        func attribute(_ name: String) -> String? {
            var current = pattern
            var seen: Set<String> = [id]
            while true {
                if let value = current[attribute: name] { return value }
                guard let next = current.referencedID, seen.insert(next).inserted, seen.count <= 100, let element = byID[next],
                      element.kind == .pattern else { return nil }
                current = element
            }
        }
        let boxUnits = attribute("patternUnits")?.trimmingASCIIWhitespace() != "userSpaceOnUse"
        func length(_ name: String, base: Double) -> Double {
            guard let text = attribute(name), let length = try? Length.parse(text.trimmingASCIIWhitespace()) else { return 0 }
            if boxUnits { return length.unit == .percent ? length.value / 100 : (length.unit == .none ? length.value : 0) }
            return length.pixels(percentBase: base) ?? 0
        }
        let width = abs(length("width", base: viewBox.width)), height = abs(length("height", base: viewBox.height))
        let scale = attribute("patternTransform").flatMap { try? TransformListParser.parse($0) }.map { abs($0.determinant) } ?? 1
        return (width * height * scale, boxUnits)
    }

    /// The stops of a gradient: its own `<stop>` children, or, when it has none, those of the gradient
    /// its `href` names, as librsvg takes them.
    func stopCount(of gradient: XMLElement) -> Int {
        var current = gradient
        var seen: Set<String> = []
        while true {
            let own = current.childElements.reduce(0) { $0 + ($1.kind == .stop ? 1 : 0) }
            if own > 0 { return own }
            guard let id = current.referencedID, seen.insert(id).inserted, seen.count <= 100, let next = byID[id],
                  next.kind == .linearGradient || next.kind == .radialGradient else { return 0 }
            current = next
        }
    }

    /// What drawing `element`'s children once costs.
    private mutating func contentCost(ofChildrenOf element: XMLElement) -> Tally {
        element.childElements.reduce(into: Tally.zero) { $0 = $0 + contentCost(of: $1) }
    }

    /// What drawing `element` in place once costs: its text, what its references cost, and its children's.
    /// Definitions inside it are drawn only where referred to, and cost nothing here.
    private mutating func contentCost(of element: XMLElement) -> Tally {
        switch element.kind {
        case .linearGradient, .radialGradient, .pattern, .clipPath, .mask, .marker, .filter, .symbol, .style, .title, .desc,
             .metadata, .stop:
            return .zero
        default:
            break
        }
        var tally = Tally.zero
        for attribute in element.attributes {
            switch attribute.name {
            case "d", "points", "id", "class", "transform", "viewBox":
                continue
            case "href", "xlink:href":
                // A `use` draws its target's content in place (the text of a `textPath`'s path is not drawn).
                guard element.kind == .use, let id = FragmentReference.id(ofHref: attribute.value) else { continue }
                if element[attribute: "href"] != nil, attribute.name == "xlink:href" { continue }
                tally = tally + useCost(of: id)
            default:
                for id in FragmentReference.ids(inURLsOf: attribute.value) { tally = tally + cost(ofReferenceTo: id) }
            }
        }
        if element.kind == .text {
            // Its spans' characters are its own; one layout.
            return tally + Tally(textLayout: Double(Drawing.layoutCost(ofCharacters: Drawing.characterCount(of: element))))
        }
        return element.childElements.reduce(into: tally) { $0 = $0 + contentCost(of: $1) }
    }

    /// What a `use` of the element with id `id` draws: the element (a symbol's children).
    private mutating func useCost(of id: String) -> Tally {
        if let known = contentByID[id] { return known }
        guard let target = byID[id], visiting.insert("use " + id).inserted else { return .zero }
        defer { visiting.remove("use " + id) }
        let cost = target.kind == .symbol ? contentCost(ofChildrenOf: target) : contentCost(of: target)
        contentByID[id] = cost
        return cost
    }
}
