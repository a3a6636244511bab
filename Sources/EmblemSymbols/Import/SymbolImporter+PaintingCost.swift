import EmblemSVG

extension SymbolImporter {
    /// Refuses a drawing that would cost cairo and librsvg more than `PaintingCost` allows: gradients of
    /// too many stops, too many dashes, text in definitions laid out too many times. `resolver` resolves
    /// the content of the masks, clip paths, patterns and markers referred to, whose dashes and tiles count
    /// once for each reference (50 masks of one dashed line along 200,000 units took 30 s).
    /// With `measuringReach`, for a drawing drawn to pixels, that content's points are measured against
    /// cairo's coordinates too (``CoordinateReach``).
    static func checkPaintingCost(of drawing: Drawing, in document: SVGDocument, resolver: Resolver,
                                  measuringReach: Bool) throws(SymbolError) {
        let measured = PaintingCost.excess(of: drawing, in: document, measuringReach: measuringReach) { ids in
            resolver.resolveContent(of: ids, in: document)
        }
        guard let (excess, location) = measured else { return }
        try refuse(excess, at: location, in: document)
    }

    private static func refuse(_ excess: PaintingCost.Excess, at location: SourceLocation?, in document: SVGDocument) throws(SymbolError) {
        let message = switch excess {
        case .gradientStops(let work):
            "Gradients would add stops as costly as \(Self.figure(work)) stop comparisons (each painted element's gradient "
                + "counting its stops squared, as cairo compares each stop with those before it), more than the "
                + "\(Self.figure(PaintingCost.maximumStopWork)) drawn in reasonable time, so nothing is drawn from this file."
        case .dashes(let count):
            "Dashed strokes would make \(Self.figure(count)) dashes (each stroke's length over its dash pattern), more than "
                + "the \(Self.figure(PaintingCost.maximumDashes)) drawn in reasonable time and memory (cairo makes every dash, "
                + "on the canvas or not), so nothing is drawn from this file."
        case .textLayout(let cost):
            "Text in masks, clip paths, patterns or markers would be laid out once for each element that refers to them, "
                + "costing as much as \(cost) characters of short text with the text drawn in place, more than the "
                + "\(Drawing.drawnTextBudget) a drawing lays out, so nothing is drawn from this file."
        case .patternArea(let area):
            "Patterns would draw tiles as large as \(Self.figure(area)) view boxes (each painted element's tile, drawn whole "
                + "at the canvas's resolution however little of it shows), more than the \(Self.figure(PaintingCost.maximumPatternArea)) "
                + "drawn in reasonable time and memory, so nothing is drawn from this file."
        case .maskLayers(let count):
            "Masks and blended or isolated elements would be drawn \(Self.figure(count)) times (each for each element that "
                + "refers to it, and again for each time the content holding that element is drawn), more than the "
                + "\(Self.figure(PaintingCost.maximumMaskLayers)) drawn in reasonable time (librsvg draws each into a surface the "
                + "size of the canvas), so nothing is drawn from this file."
        case .roundStrokeWidth(let width):
            "A stroke with round caps or joins is \(Self.figure(width)) view boxes wide, more than the "
                + "\(Self.figure(PaintingCost.maximumRoundStrokeWidth)) cairo draws in reasonable time and memory (its round "
                + "corners grow with the width, and past its range they crash it), so nothing is drawn from this file."
        case .roundStrokeInContent:
            "A stroke with round caps or joins in a mask, clip path, pattern or marker is more than the "
                + "\(Self.figure(PaintingCost.maximumRoundStrokeWidth)) view boxes wide cairo draws in reasonable time and memory "
                + "(its round corners grow with the width, and past its range they crash it), so nothing is drawn from this file."
        case .contentSegments(let count):
            "Masks, clip paths, patterns and markers would draw \(Self.figure(count)) path segments (their content, `use` "
                + "copies included, each time it is drawn: a marker at each vertex, a pattern for each element painted), more "
                + "than the \(DrawingCost.maximumMarkerSegments) drawn in reasonable time, so nothing is drawn from this file."
        case .contentCrossings(let count):
            "The paths in masks, clip paths, patterns and markers would have \(Self.figure(count)) pairs of segments that could "
                + "cross (each time their content is drawn), more than the \(Int(PathCrossings.maximumCandidatePairs)) cairo "
                + "draws in reasonable time, so nothing is drawn from this file."
        case .filteredElementsInContent(let count):
            "Elements inside masks, clip paths, patterns or markers would be filtered \(Self.figure(count)) times (each time "
                + "the content holding them is drawn), more than the \(DrawingCost.maximumFilteredElements) librsvg filters in "
                + "reasonable time, so nothing is drawn from this file."
        case .contentReach(let reach):
            "A shape in a mask, clip path, pattern or marker reaches \(roughly(reach)) times the view box's size past it (at most "
                + "\(Int(CoordinateReach.maximumReach)) are drawn); cairo holds device coordinates only to ±8,388,607 pixels and "
                + "draws such a shape wrongly or not at all, so nothing is drawn from this file."
        case .textSizeInContent(let ratio):
            "A text in a mask, clip path, pattern or marker is \(Self.figure(ratio)) times the size of the view box where it is "
                + "drawn, more than the \(Int(Drawing.textSizeLimit)) a text drawn in place may be; librsvg takes minutes to lay "
                + "out such a text, so nothing is drawn from this file."
        case .fontSizeInContent(let size):
            "A text in a mask, clip path, pattern or marker is set in a font of \(Self.figure(size)) units, more than the "
                + "\(Int(Drawing.fontSizeLimit)) librsvg's text layout (Pango) holds (past 2,097,152 its sizes wrap around and "
                + "librsvg aborts the process), so nothing is drawn from this file."
        case .filterPrimitivesInContent(let count):
            "Filters inside masks, clip paths, patterns or markers would apply \(Self.figure(count)) primitives (each time the "
                + "content holding them is drawn, \(primitiveWeighting)), more than the \(DrawingCost.maximumFilterPrimitives) "
                + "drawn in reasonable time, so nothing is drawn from this file."
        }
        throw SymbolError(.limitExceeded, message, at: location ?? document.file.map { SourceLocation(file: $0, line: 1, column: 1) })
    }

    /// A count as a whole number (a huge one in scientific notation).
    private static func figure(_ value: Double) -> String {
        value < 1e15 ? String(Int(value.rounded())) : String(value)
    }
}
