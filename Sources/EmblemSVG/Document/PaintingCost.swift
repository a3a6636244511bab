import EmblemGeometry

/// What painting a resolved drawing would cost cairo and librsvg where a small file can ask for a great
/// deal: gradients of many stops, dashes along long strokes, and text in the masks, clip paths,
/// patterns and markers that are laid out again for each element that refers to them. A document past
/// any limit is not drawn. (Filters and markers' segments are ``DrawingCost``'s.)
public enum PaintingCost {
    /// The most gradient stop work, each paint counting its gradient's stops squared: cairo adds a stop
    /// to a pattern by comparing it with every stop before it (`cairo_pattern_add_color_stop_rgba`), and
    /// librsvg makes a new pattern for each element painted. Ours, at 64 px: one gradient of 50,000 stops
    /// took 1.3 s, of 100,000 4.6 s, of 199,000 17 s (4.5–5 × 10⁻¹⁰ s a stop squared); 1,000 stops on
    /// 4,000 rectangles 1.4 s, 5,000 stops on 1,000 rectangles 7 s. Icons paint a few dozen gradients of a
    /// handful of stops.
    public static let maximumStopWork = 2_500_000_000.0
    /// The most dashes stroked. Ours: cairo makes every dash of a stroke, on the canvas or not, ≈ 0.3 µs
    /// and 65 bytes each: 2 million took 0.7 s and 160 MB, 4 million 1.4 s and 290 MB, 8 million 2.5 s
    /// and 550 MB, and 200 million (`stroke-dasharray="0.04 0.04"` along 8,000,000 units) 1.3 GB before
    /// librsvg ran out of memory. An icon's dashed stroke has tens of dashes.
    public static let maximumDashes = 2_000_000.0
    /// The most pattern tile area painted, in view boxes: librsvg draws a pattern's whole tile into a
    /// surface at the canvas's resolution for each element it paints, however little of it shows. Ours,
    /// at 64 px: a 10,000-unit tile in a 24-unit view box (173,611 view boxes, 26,667 px square) took
    /// 1.1 s and 2.8 GB for each element painted, one of 12,200 units 4.2 GB. The memory grows with the
    /// square of the size drawn, so the limit is set for large sizes: a tile of 256 view boxes took
    /// 0.14 s at 64 px but 1.1 GB at 1,024 px; 64 are ≈ 270 MB there. An icon's tile is at most its view box.
    public static let maximumPatternArea = 64.0
    /// The most masks drawn, each for each element that refers to it, however deep in other content:
    /// librsvg draws a mask's content into a surface the size of the canvas, and then the element through
    /// it, every time. Ours: ≈ 0.04 ms a mask at 64 px, 0.6 ms at 256 px, 2.5 ms at 512 px (1,000 masked
    /// 1-unit squares took 0.11 s and 2.55 s at those sizes; masks five deep, ten uses each, 100,000 masks
    /// from a 3.6 KB file, ≈ 90 s at 256 px). As for filters, 256 [EST]: ≈ 0.65 s at 512 px. The icons of the
    /// public sets and themes draw at most 9.
    public static let maximumMaskLayers = 256.0
    /// The widest stroke with round caps or joins, in view boxes (its width over the view box's diagonal,
    /// in the drawing's space) [EST]: cairo draws a round cap or join with a polygon whose corners grow
    /// with the square root of the radius in pixels, and past its fixed-point range (≈ 8 million px) the
    /// edges wrap around. A 144-byte file of one round-capped segment 10¹³ units wide ran for minutes in
    /// 1.8 GB; 300 round joins at 10¹¹, 66 s and 4.3 GB; 10,000 at 10⁹ crashed the process inside cairo.
    /// Square and butt caps and miter and bevel joins were not slow. A stroke 64 view boxes wide covers any
    /// icon many times over; at 4,096 px its joins have ≈ 2,500 corners.
    public static let maximumRoundStrokeWidth = 64.0

    public enum Excess: Equatable, Sendable {
        /// The stop work so far.
        case gradientStops(Double)
        /// The dashes so far.
        case dashes(Double)
        /// The text layout so far, with what the texts in definitions add, in the units of
        /// `Drawing.drawnTextBudget`.
        case textLayout(Int)
        /// The pattern tile area so far, in view boxes.
        case patternArea(Double)
        /// The masks drawn so far.
        case maskLayers(Double)
        /// The path segments drawn as the content of masks, clip paths, patterns and markers so far.
        case contentSegments(Double)
        /// Their candidate crossings (``PathCrossings``) so far.
        case contentCrossings(Double)
        /// A stroke with round caps or joins this many view boxes wide.
        case roundStrokeWidth(Double)
        /// Such a stroke in the content of a mask, clip path, pattern or marker (in the content's units).
        case roundStrokeInContent
        /// The elements filtered inside referenced content so far (against `DrawingCost.maximumFilteredElements`).
        case filteredElementsInContent(Double)
        /// Their primitives, weighted (against `DrawingCost.maximumFilterPrimitives`).
        case filterPrimitivesInContent(Double)
        /// A point of that content, where a referrer may draw it, this many view box sides past the view
        /// box (against ``CoordinateReach/maximumReach``).
        case contentReach(Double)
        /// A text in that content whose em box, where a referrer may draw it, is this many times the view
        /// box (against `Drawing.textSizeLimit`: drawn in place, such a text is left out instead).
        case textSizeInContent(Double)
        /// A text in that content setting a font this large, in its own units (against
        /// `Drawing.fontSizeLimit`: drawn in place, such a text is left out instead).
        case fontSizeInContent(Double)
    }

    /// The first limit `drawing` passes, and where (the shape whose painting passes it), or nil.
    /// Text drawn in place counts against `Drawing.drawnTextBudget` together with the text of the
    /// definitions it refers to, each laid out once for each reference (drawn text past the budget
    /// has been left out already, by `Drawing.leavingOutUndrawableText()`).
    ///
    /// `content` resolves the masks, clip paths, patterns and markers referred to (``Resolver/resolveContent(of:in:)``),
    /// whose dashes and pattern tiles count once for each reference; without it they are not counted. With
    /// `measuringReach`, for a drawing drawn to pixels, that content's points must also stay within
    /// ``CoordinateReach/maximumReach`` view box sides of the view box, drawn at the largest scale any
    /// element refers to it at (cairo holds them as ``CoordinateReach`` says: a mask of 600 points 10⁷
    /// units away ran 77 s and aborted the process).
    public static func excess(of drawing: Drawing, in document: SVGDocument, measuringReach: Bool = false,
                              content resolveContent: (([String]) -> [String: DrawingGroup])? = nil)
        -> (excess: Excess, location: SourceLocation?)? {
        let hasDefinitions = !drawing.definitions.isEmpty
        var content: ReferencedContent?
        var stopWork = 0.0
        var dashes = 0.0
        var drawnText = 0.0
        var referencedText = 0.0
        var patternArea = 0.0
        var maskLayers = 0.0
        var contentSegments = 0.0
        var contentCrossings = 0.0
        // The filters of referenced content, however set and however deep. (`DrawingCost` counts those set
        // by attributes, one level down, with the filters drawn in place.)
        var filteredInContent = 0.0
        var filterWorkInContent = 0.0
        let viewBoxArea = drawing.viewBox.width * drawing.viewBox.height
        var result: (Excess, SourceLocation?)?
        /// How each mask, clip path, pattern and marker is drawn: how often, for the dashes and tiles in
        /// it; where first; at what largest scale (its referrer's, a marker's also by the stroke width, in
        /// `strokeWidth` units), for the width of round strokes in it; and the farthest from the origin,
        /// along x or y, any referrer's space has its own origin (its translation), for the reach of its
        /// points (``CoordinateReach``).
        var contentReferences: [String: (times: Double, location: SourceLocation?, scale: Double, offset: Double)] = [:]
        var location: SourceLocation?
        func referenced(_ reference: String?, times: Double = 1, scale: Double, offset: Double = 0) {
            guard hasDefinitions, let reference, times > 0 else { return }
            for id in FragmentReference.ids(inURLsOf: reference) {
                var drawn = contentReferences[id] ?? (0, location, 0, 0)
                drawn.times += times
                drawn.scale = max(drawn.scale, scale)
                drawn.offset = max(drawn.offset, offset)
                contentReferences[id] = drawn
                if content == nil { content = ReferencedContent(document: document, viewBox: drawing.viewBox) }
                let tally = content!.cost(ofReferenceTo: id) * times
                if content!.element(withID: id)?.kind == .mask { maskLayers += times }
                stopWork += tally.stopWork
                referencedText += tally.textLayout
            }
        }
        func check(at location: SourceLocation?) {
            guard result == nil else { return }
            if stopWork > maximumStopWork {
                result = (.gradientStops(stopWork), location)
            } else if dashes > maximumDashes {
                result = (.dashes(dashes), location)
            } else if referencedText > 0, drawnText + referencedText > Double(Drawing.drawnTextBudget) {
                result = (.textLayout(Int(min(drawnText + referencedText, 1e15))), location)
            } else if patternArea > maximumPatternArea {
                result = (.patternArea(patternArea), location)
            } else if maskLayers > maximumMaskLayers {
                result = (.maskLayers(maskLayers), location)
            } else if contentSegments > Double(DrawingCost.maximumMarkerSegments) {
                result = (.contentSegments(contentSegments), location)
            } else if contentCrossings > PathCrossings.maximumCandidatePairs {
                result = (.contentCrossings(contentCrossings), location)
            } else if filteredInContent > Double(DrawingCost.maximumFilteredElements) {
                result = (.filteredElementsInContent(filteredInContent), location)
            } else if filterWorkInContent > Double(DrawingCost.maximumFilterPrimitives) {
                result = (.filterPrimitivesInContent(filterWorkInContent), location)
            }
        }
        /// The tile of the pattern `paint` names, if it is one, painted on `shape` in user space `transform`.
        func tile(_ paint: Paint, on shape: DrawingShape, under transform: AffineTransform) {
            guard hasDefinitions, paint.referencedID != nil else { return }
            if content == nil { content = ReferencedContent(document: document, viewBox: drawing.viewBox) }
            patternArea += tileArea(of: paint, on: shape, under: transform, in: content!, viewBoxArea: viewBoxArea)
        }
        func visit(_ group: DrawingGroup, under outer: AffineTransform) {
            let transform = outer.concatenating(group.transform)
            let groupScale = Self.largestStretch(of: transform)
            let groupOffset = Self.offset(of: transform)
            referenced(group.mask, scale: groupScale, offset: groupOffset)
            referenced(group.clipPath, scale: groupScale, offset: groupOffset)
            check(at: nil)
            // Checked at the group's first shape, which the layer holds.
            if Self.composites(group.compositing) { maskLayers += 1 }
            for child in group.children where result == nil {
                switch child {
                case .group(let inner):
                    visit(inner, under: transform)
                case .shape(let shape):
                    location = shape.location
                    let style = shape.style
                    // Content referred to is drawn in the shape's space, at its stretch.
                    let scale = Self.largestStretch(of: transform.concatenating(shape.transform))
                    let offset = Self.offset(of: transform.concatenating(shape.transform))
                    if case .reference(let fill, _) = style.fill {
                        referenced(fill, scale: scale, offset: offset)
                        tile(style.fill, on: shape, under: transform)
                    }
                    if case .reference(let stroke, _) = style.stroke {
                        referenced(stroke, scale: scale, offset: offset)
                        tile(style.stroke, on: shape, under: transform)
                    }
                    referenced(style.mask, scale: scale, offset: offset)
                    referenced(style.clipPath, scale: scale, offset: offset)
                    for effect in shape.enclosingEffects {
                        referenced(effect.mask, scale: scale, offset: offset)
                        referenced(effect.clipPath, scale: scale, offset: offset)
                    }
                    if !style.extra.isEmpty {
                        for (name, count) in markerPlacements(on: shape) {
                            guard hasDefinitions, let reference = style.extra[name] else { continue }
                            if content == nil { content = ReferencedContent(document: document, viewBox: drawing.viewBox) }
                            referenced(reference, times: count, scale: markerScale(reference, on: shape, stretch: scale, in: content!))
                        }
                    }
                    if let text = shape.text {
                        drawnText += Double(Drawing.layoutCost(ofCharacters: Drawing.characterCount(of: text)))
                    }
                    if !style.dashArray.isEmpty { dashes += dashCount(of: shape) }
                    if Self.composites(style.compositing) { maskLayers += 1 }
                    let width = roundStrokeWidth(of: shape, drawnWith: transform.concatenating(shape.transform), viewBox: drawing.viewBox)
                    if width > maximumRoundStrokeWidth, result == nil { result = (.roundStrokeWidth(width), shape.location) }
                    check(at: shape.location)
                case .preserved:
                    break
                }
            }
        }
        visit(drawing.root, under: .identity)
        check(at: nil)
        // The dashes, pattern tiles, masks and markers of referenced content, once for each reference, and
        // of the content that content refers to, however deep. Only content is resolved (a gradient or
        // filter referred to needs no run of the resolver, which parses the document's sheet again).
        if result == nil, let resolveContent, let definitions = content {
            var nested = NestedContentCost(definitions: definitions, viewBox: drawing.viewBox, resolve: resolveContent)
            let ids = contentReferences.keys.filter(nested.drawsContent).sorted()
            nested.prepare(ids)
            let side = max(drawing.viewBox.width, drawing.viewBox.height)
            for id in ids {
                guard let (times, referrer, scale, offset) = contentReferences[id] else { continue }
                let tally = nested.cost(ofDrawing: id) * times
                dashes += tally.dashes
                patternArea += tally.patternArea * scale * scale
                maskLayers += tally.maskLayers
                contentSegments += tally.segments
                contentCrossings += tally.crossingPairs
                let width = tally.widestRoundStroke * scale
                if width > maximumRoundStrokeWidth, result == nil { result = (.roundStrokeInContent, referrer) }
                filteredInContent += tally.filtered
                filterWorkInContent += tally.filterWork
                if measuringReach, result == nil {
                    // Its points as far as the largest scale and translation of its referrers can take
                    // them, and its texts' em boxes at that scale: what only drawing pixels costs.
                    let farthest = tally.farthestCoordinate * scale + offset
                    if let reach = CoordinateReach.contentReach(farthest, in: drawing.viewBox), reach > CoordinateReach.maximumReach {
                        result = (.contentReach(reach), referrer)
                    } else if side > 0, tally.largestEmSize * scale > Drawing.textSizeLimit * side {
                        result = (.textSizeInContent(tally.largestEmSize * scale / side), referrer)
                    }
                }
                if result == nil, tally.largestFontSize > Drawing.fontSizeLimit {
                    result = (.fontSizeInContent(tally.largestFontSize), referrer)
                }
                check(at: referrer)
                if result != nil { break }
            }
        }
        return result
    }

    /// Whether `compositing` (`mix-blend-mode`, `isolation`) makes librsvg draw into a layer of its own,
    /// the size of the canvas, as a mask does (65,536 blended squares took 34 s at 256 px).
    static func composites(_ compositing: [String: String]) -> Bool {
        guard !compositing.isEmpty else { return false }
        let blend = compositing["mix-blend-mode"]?.trimmingASCIIWhitespace().lowercased()
        let isolation = compositing["isolation"]?.trimmingASCIIWhitespace().lowercased()
        return (blend != nil && blend != "normal") || isolation == "isolate"
    }

    /// The width of `shape`'s stroke, drawn with `transform` (its own included), in view boxes (over the
    /// view box's diagonal), when it has round caps or joins; 0 otherwise. The transform's largest stretch
    /// counts.
    static func roundStrokeWidth(of shape: DrawingShape, drawnWith transform: AffineTransform, viewBox: Rect) -> Double {
        let style = shape.style
        guard style.stroke != .none, style.lineCap == .round || style.lineJoin == .round else { return 0 }
        let diagonal = (viewBox.width * viewBox.width + viewBox.height * viewBox.height).squareRoot()
        guard diagonal > 0, diagonal.isFinite else { return 0 }
        let width = abs(style.strokeWidth) * largestStretch(of: transform) / diagonal
        return width.isNaN ? .infinity : width
    }

    /// The scale a marker is drawn at on `shape`, whose space stretches lengths by `stretch`: in stroke
    /// widths (its `markerUnits`' default), times the stroke's width.
    static func markerScale(_ reference: String, on shape: DrawingShape, stretch: Double, in definitions: ReferencedContent) -> Double {
        let units = FragmentReference.ids(inURLsOf: reference).first.flatMap { definitions.element(withID: $0) }?[attribute: "markerUnits"]
        return units?.trimmingASCIIWhitespace() == "userSpaceOnUse" ? stretch : stretch * abs(shape.style.strokeWidth)
    }

    /// How much `m` lengthens a length at most: its largest singular value.
    /// How far `m` moves the origin, along x or y.
    static func offset(of m: AffineTransform) -> Double {
        max(abs(m.e), abs(m.f))
    }

    static func largestStretch(of m: AffineTransform) -> Double {
        let sum = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d, determinant = m.a * m.d - m.b * m.c
        return ((sum + max(0, sum * sum - 4 * determinant * determinant).squareRoot()) / 2).squareRoot()
    }

    /// The area of the tile of the pattern `paint` names, if it is one, painted on `shape` in user space
    /// `transform`, in view boxes; 0 for other paint.
    static func tileArea(of paint: Paint, on shape: DrawingShape, under transform: AffineTransform, in definitions: ReferencedContent,
                         viewBoxArea: Double) -> Double {
        guard viewBoxArea > 0, viewBoxArea.isFinite, let id = paint.referencedID, let area = definitions.patternTileArea(id) else { return 0 }
        let scale = abs(transform.concatenating(shape.transform).determinant)
        let box = area.inBoundingBoxUnits ? shape.path.bounds(applying: .identity).map { $0.width * $0.height } ?? 0 : 1
        let tiles = area.area * box * scale / viewBoxArea
        return tiles.isNaN ? 0 : tiles
    }

    /// Each marker property and how many times its marker is drawn on `shape`: once at the start and
    /// the end, and at each vertex between.
    static func markerPlacements(on shape: DrawingShape) -> [(property: String, times: Double)] {
        // A marked path with arcs is written from its data, an arc one segment (``DrawingShape/sourcePathData``).
        let vertices = shape.sourcePathData.map { PathSegmentReader.segmentCount(of: $0.text) } ?? shape.path.elements.count
        return [("marker-start", 1), ("marker-mid", Double(max(0, vertices - 2))), ("marker-end", 1)]
    }

    /// About how many dashes cairo makes stroking `shape`: its path's length over the dash pattern's
    /// period, times the dashes in a period (an odd list is repeated to make it even, as SVG says).
    /// The length is the control polygon's, which is never shorter than the curve; the count does not
    /// depend on the scale, as dashes are measured in the same space as the path.
    static func dashCount(of shape: DrawingShape) -> Double {
        let style = shape.style
        guard style.stroke != .none, style.strokeWidth > 0, style.dashArray.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return 0 }
        let repeats = style.dashArray.count.isMultiple(of: 2) ? 1.0 : 2.0
        let period = style.dashArray.reduce(0, +) * repeats
        // A pattern of zeros draws a solid line.
        guard period > 0 else { return 0 }
        let length = controlPolygonLength(of: shape.path)
        return length / period * Double(style.dashArray.count) * repeats
    }

    static func controlPolygonLength(of path: Path) -> Double {
        var length = 0.0
        path.forEachControlPolygonSegment { from, to in
            let (dx, dy) = (to.x - from.x, to.y - from.y)
            length += (dx * dx + dy * dy).squareRoot()
        }
        return length.isFinite ? length : .greatestFiniteMagnitude
    }
}
