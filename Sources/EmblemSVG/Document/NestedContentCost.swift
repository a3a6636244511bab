import EmblemGeometry

/// What drawing the content of a mask, clip path, pattern or marker once costs cairo and librsvg, the
/// content it refers to in turn included, however deep: librsvg draws referenced content again for each
/// element that refers to it, so content that refers to content multiplies. A 3.6 KB file of masks five
/// deep, ten uses each, drew 100,000 masks (≈ 90 s at 256 px); patterns five deep of canvas-sized tiles,
/// 100,000 tiles (1.6 s, and ten times that a level more); markers three deep on 60-vertex polylines,
/// 11 million markers (30 s); a filter set by a sheet rule on a mask's content, 200 masked squares, 40 s;
/// a polygon through 5,000 random points in a pattern painted 60 times, 42 s.
/// Measured on the content resolved where it is defined
/// (`Resolver.resolveContent(of:in:)`), in rounds, one level of nesting a round.
struct NestedContentCost {
    typealias Tally = ReferencedContent.Tally

    /// What one draw of a definition's content holds itself, and what it refers to, how many times each.
    private struct Content {
        var own = Tally.zero
        /// Each with how often and at what scale (the largest stretch of the referring element's space, and
        /// a marker's stroke width) it is drawn.
        var references: [(id: String, times: Double, scale: Double)] = []
    }

    private var definitions: ReferencedContent
    private let resolve: ([String]) -> [String: DrawingGroup]
    private let viewBox: Rect
    private var viewBoxArea: Double { viewBox.width * viewBox.height }
    private var contentByID: [String: Content] = [:]
    private var costByID: [String: Tally] = [:]
    private var visiting: Set<String> = []

    /// `definitions` finds elements by id and measures pattern tiles; `resolve` resolves the content of the
    /// masks, clip paths, patterns and markers with the ids given.
    init(definitions: ReferencedContent, viewBox: Rect, resolve: @escaping ([String]) -> [String: DrawingGroup]) {
        self.definitions = definitions
        self.viewBox = viewBox
        self.resolve = resolve
    }

    /// Whether the element with id `id` is one whose content librsvg draws for each reference.
    func drawsContent(_ id: String) -> Bool {
        guard let kind = definitions.element(withID: id)?.kind else { return false }
        return kind == .mask || kind == .clipPath || kind == .pattern || kind == .marker
    }

    /// Resolves the content of `ids` and of all the content it refers to: in one resolver run, or, when
    /// that content refers to more, in a second that resolves every such definition of the document
    /// (a run per level of nesting walked the document again each time: masks 95 deep beside 190,000
    /// shapes took 5 s, where the drawing took 1.2).
    mutating func prepare(_ ids: [String]) {
        var pending = ids.filter { contentByID[$0] == nil && drawsContent($0) }
        var rounds = 0
        while !pending.isEmpty {
            rounds += 1
            let groups = resolve(pending)
            for id in pending {
                var content = Content()
                if let group = groups[id] { measure(group, under: .identity, into: &content) }
                if groups[id]?.children.isEmpty ?? true, let borrowed = borrowedPatternContent(id) {
                    // A pattern without content draws its `href`'s.
                    content.references.append((borrowed, 1, 1))
                }
                contentByID[id] = content
            }
            let next = Set(pending.flatMap { contentByID[$0]!.references.map(\.id) }.filter { contentByID[$0] == nil && drawsContent($0) })
            pending = next.isEmpty || rounds > 1 ? next.sorted() : definitions.ids(where: drawsContent).filter { contentByID[$0] == nil }
        }
    }

    /// What drawing the content of the element with id `id` once costs, nested content included; zero
    /// for an id not prepared, or on a cycle (which librsvg refuses to draw).
    mutating func cost(ofDrawing id: String) -> Tally {
        if let known = costByID[id] { return known }
        guard let content = contentByID[id], visiting.insert(id).inserted else { return .zero }
        defer { visiting.remove(id) }
        var total = content.own
        for reference in content.references {
            var drawn = cost(ofDrawing: reference.id) * reference.times
            drawn.widestRoundStroke *= reference.scale
            drawn.farthestCoordinate *= reference.scale
            drawn.largestEmSize *= reference.scale
            // A tile is drawn at the resolution of the space it is painted in: a pattern in a marker on a
            // stroke 100 wide drew tiles of 10,000 view boxes (40 vertices: 29 s, 1.5 GB).
            drawn.patternArea *= reference.scale * reference.scale
            total = total + drawn
        }
        costByID[id] = total
        return total
    }

    /// The pattern whose content the pattern with id `id` draws, when it has none of its own.
    private func borrowedPatternContent(_ id: String) -> String? {
        guard let pattern = definitions.element(withID: id), pattern.kind == .pattern, pattern.childElements.isEmpty,
              let next = pattern.referencedID, definitions.element(withID: next)?.kind == .pattern else { return nil }
        return next
    }

    private mutating func measure(_ group: DrawingGroup, under outer: AffineTransform, into content: inout Content) {
        let transform = outer.concatenating(group.transform)
        let groupScale = PaintingCost.largestStretch(of: transform)
        filter(group.filter, into: &content)
        refer(group.mask, scale: groupScale, into: &content)
        refer(group.clipPath, scale: groupScale, into: &content)
        for child in group.children {
            switch child {
            case .group(let inner):
                measure(inner, under: transform, into: &content)
            case .shape(let shape):
                let style = shape.style
                let scale = PaintingCost.largestStretch(of: transform.concatenating(shape.transform))
                filter(style.filter, into: &content)
                if !style.dashArray.isEmpty { content.own.dashes += PaintingCost.dashCount(of: shape) }
                for paint in [style.fill, style.stroke] {
                    guard case .reference(let reference, _) = paint else { continue }
                    content.own.patternArea += PaintingCost.tileArea(of: paint, on: shape, under: transform, in: definitions,
                                                                     viewBoxArea: viewBoxArea)
                    refer(reference, scale: scale, into: &content)
                }
                refer(style.mask, scale: scale, into: &content)
                refer(style.clipPath, scale: scale, into: &content)
                for effect in shape.enclosingEffects {
                    filter(effect.filter, into: &content)
                    refer(effect.mask, scale: scale, into: &content)
                    refer(effect.clipPath, scale: scale, into: &content)
                }
                // Round caps and joins, at the content's own scale (the referrer's is applied where it refers).
                content.own.widestRoundStroke = max(content.own.widestRoundStroke,
                                                    PaintingCost.roundStrokeWidth(of: shape, drawnWith: transform.concatenating(shape.transform),
                                                                                  viewBox: viewBox))
                content.own.farthestCoordinate = max(content.own.farthestCoordinate,
                                                     CoordinateReach.farthestCoordinate(of: shape, transform: transform.concatenating(shape.transform)))
                // What is drawn, `use` copies included (counted in the document's tree, a `use` in a
                // marker drew 65,536 squares at each vertex unseen: 12 s), and how often it could cross.
                let elements = shape.path.elements.count
                content.own.segments += Double(elements)
                if elements >= PathCrossings.measuredSegments {
                    content.own.crossingPairs += PathCrossings.candidatePairs(in: shape.path, stoppingPast: PathCrossings.maximumCandidatePairs)
                }
                if let text = shape.text {
                    content.own.largestFontSize = max(content.own.largestFontSize, Drawing.largestFontSize(in: text, own: style.fontSize))
                    content.own.largestEmSize = max(content.own.largestEmSize, Drawing.emSize(of: shape, text: text, under: transform))
                }
                if !style.extra.isEmpty {
                    for (name, count) in PaintingCost.markerPlacements(on: shape) {
                        guard let reference = style.extra[name] else { continue }
                        let markerScale = PaintingCost.markerScale(reference, on: shape, stretch: scale, in: definitions)
                        refer(reference, times: count, scale: markerScale, into: &content)
                    }
                }
            case .preserved:
                break
            }
        }
    }

    /// Notes that the content draws an element through the filter `reference` names, however it was set
    /// (an attribute, `style`, a sheet rule, inherited).
    private mutating func filter(_ reference: String?, into content: inout Content) {
        guard let reference, let id = FragmentReference.ids(inURLsOf: reference).first,
              definitions.element(withID: id)?.kind == .filter else { return }
        let tally = definitions.cost(ofReferenceTo: id)
        content.own.filtered += tally.filtered
        content.own.filterWork += tally.filterWork
    }

    /// Notes that the content draws what `reference` names `times` times: a mask is one more layer each.
    private func refer(_ reference: String?, times: Double = 1, scale: Double, into content: inout Content) {
        guard let reference, times > 0 else { return }
        for id in FragmentReference.ids(inURLsOf: reference) where drawsContent(id) {
            if definitions.element(withID: id)?.kind == .mask { content.own.maskLayers += times }
            content.references.append((id, times, scale))
        }
    }
}
