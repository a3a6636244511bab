import EmblemSVG

extension SymbolImporter {
    /// The document as librsvg can draw it, or the error that says why it cannot. Whatever is imported
    /// is drawn by librsvg sooner or later, and what it cannot draw ends the whole process (a stack
    /// overflow, a panic) or runs for minutes, where it should fail one file or be bounded with a
    /// warning. (Text it cannot lay out in reasonable time is left out by the resolver,
    /// `Resolver.leavesOutUndrawableText`.)
    /// `hazards`: which of the kinds the later checks (``checkTiles(of:drawing:)``, ``checkCost(of:in:)``)
    /// look for the document holds, so that the many icons with none skip them.
    /// `forDrawing`: whether what is drawn is adjusted, with a warning each: embedded images librsvg cannot
    /// draw safely left out (``EmbeddedImages``), filter work without a bound of its own bounded
    /// (``FilterHazards/bounded(_:)``). Not when the document is restyled and written back with everything
    /// it holds, never drawn here: the warnings said "left out" and "drawn as" of what was neither. The
    /// refusals stand either way.
    static func drawable(_ original: SVGDocument, forDrawing: Bool = true) throws(SymbolError)
        -> (document: SVGDocument, diagnostics: [Diagnostic], hazards: MultiplyingElements) {
        let wholeFile = original.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        if let chain = ReferenceChain.deeper(than: ReferenceChain.drawableLimit, in: original) {
            throw SymbolError(.limitExceeded, "The document's references nest \(chain.hops) deep (a mask, marker, clip path, filter, "
                              + "pattern or href whose content refers to the next), more than the \(ReferenceChain.drawableLimit) "
                              + "librsvg can draw without overflowing its stack; nothing is drawn from it.", at: chain.location ?? wholeFile)
        }
        let hazards = MultiplyingElements(in: original.root)
        let (document, diagnostics) = forDrawing && hazards.contains(.embeddedImage)
            ? EmbeddedImages.leavingOutUndrawable(original) : (original, [])
        guard hazards.contains(.filter) else { return (document, diagnostics, hazards) }
        if let kernel = FilterHazards.oversizedKernel(in: document) {
            throw SymbolError(.limitExceeded, "An feConvolveMatrix asks for \(kernel.values) kernel values, more than the "
                              + "\(FilterHazards.maximumKernelValues) librsvg reads; past them it aborts the whole process, so nothing "
                              + "is drawn from this file.", at: kernel.location ?? wholeFile)
        }
        guard forDrawing else { return (document, diagnostics, hazards) }
        if let font = FilterHazards.oversizedImageFont(in: document) {
            throw SymbolError(.limitExceeded, "An feImage draws a text set in a font of \(Int(min(font.size, 1e15))) units, more than the "
                              + "\(Int(Drawing.fontSizeLimit)) librsvg's text layout (Pango) holds (past 2,097,152 its sizes wrap "
                              + "around and librsvg aborts the process), so nothing is drawn from this file.", at: font.location ?? wholeFile)
        }
        let (bounded, boundingDiagnostics) = FilterHazards.bounded(document)
        return (bounded, diagnostics + boundingDiagnostics, hazards)
    }

    /// Refuses a drawing with an `feTile` of an empty region, which librsvg aborts on (see
    /// `FilterHazards.emptyTile`): the region depends on the boxes of the elements filtered, so this
    /// comes once the document is resolved.
    static func checkTiles(of document: SVGDocument, drawing: Drawing) throws(SymbolError) {
        guard let location = FilterHazards.emptyTile(in: document, drawing: drawing) else { return }
        throw SymbolError(.limitExceeded, "An feTile tiles a result whose region misses the filter's region, so it has no pixels; "
                          + "librsvg aborts the whole process on that, so nothing is drawn from this file.",
                          at: location ?? document.file.map { SourceLocation(file: $0, line: 1, column: 1) })
    }

    /// How the filter-primitive messages say primitives are counted (``DrawingCost/primitiveWeight(_:viewBox:)``).
    static let primitiveWeighting = "each weighted by its work per pixel, so that an feMorphology, feConvolveMatrix, "
        + "feTurbulence or feDisplacementMap counts as several"

    /// Refuses a drawing that would cost librsvg more than `DrawingCost` allows: filters and markers
    /// multiplied past any icon's needs.
    static func checkCost(of drawing: Drawing, in document: SVGDocument) throws(SymbolError) {
        guard let (excess, location) = DrawingCost.excess(of: drawing, in: document) else { return }
        let message = switch excess {
        case .filteredElements(let count):
            "More than \(DrawingCost.maximumFilteredElements) elements are filtered (\(count) so far, copies through <use> and "
                + "the content of masks, clip paths, patterns and markers, drawn for each element that refers to them, included); "
                + "librsvg filters each on its own, and a few thousand take minutes, so nothing is drawn from this file."
        case .filterPrimitives(let count):
            "Filters would apply \(count) primitives (each filtered element through each primitive of its filter, "
                + "\(primitiveWeighting)), more than the \(DrawingCost.maximumFilterPrimitives) drawn in reasonable time, so "
                + "nothing is drawn from this file."
        case .markerSegments(let count):
            "Markers would add \(count) path segments (each marker drawn at each vertex), more than the "
                + "\(DrawingCost.maximumMarkerSegments) drawn in reasonable time, so nothing is drawn from this file."
        }
        throw SymbolError(.limitExceeded, message, at: location ?? document.file.map { SourceLocation(file: $0, line: 1, column: 1) })
    }

    /// Refuses a drawing whose paths' segments would cross each other too often for cairo to draw in
    /// reasonable time (``PathCrossings``).
    static func checkCrossings(of drawing: Drawing, in document: SVGDocument) throws(SymbolError) {
        guard let (_, location) = PathCrossings.excess(of: drawing) else { return }
        let limit = Int(PathCrossings.maximumCandidatePairs)
        throw SymbolError(.limitExceeded, "The paths have more than \(limit) pairs of segments that could cross, up to this one "
                          + "(pairs sharing a cell of a fine grid over each path); cairo sorts its edges again at every crossing, and "
                          + "would take minutes to draw them, so nothing is drawn from this file.",
                          at: location ?? document.file.map { SourceLocation(file: $0, line: 1, column: 1) })
    }

    /// Refuses a drawing with a shape that reaches farther past its view box than cairo's device
    /// coordinates hold at any size it may be drawn (``CoordinateReach``): cairo would draw it wrongly or not
    /// at all, and a path of many such points runs for minutes and corrupts its heap.
    static func checkReach(of drawing: Drawing, in document: SVGDocument) throws(SymbolError) {
        guard let (reach, location) = CoordinateReach.excess(of: drawing) else { return }
        let distance = reach * max(drawing.viewBox.width, drawing.viewBox.height)
        throw SymbolError(.limitExceeded, "A shape reaches \(roughly(distance)) units past the view box, \(roughly(reach)) times its size (at most "
                          + "\(Int(CoordinateReach.maximumReach)) are drawn); cairo holds device coordinates only to "
                          + "±8,388,607 pixels and draws such a shape wrongly or not at all, so nothing is drawn from this file.",
                          at: location ?? document.file.map { SourceLocation(file: $0, line: 1, column: 1) })
    }

    /// `value` for a message: to a tenth below 100, whole below a million, else to two figures (`1.3e7`).
    static func roughly(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        guard value >= 1_000_000 else { return value >= 100 ? String(Int(value.rounded())) : NumberFormat(precision: 1).string(value) }
        var mantissa = value, exponent = 0
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        var rounded = (mantissa * 10).rounded() / 10
        if rounded >= 10 { rounded /= 10; exponent += 1 }
        return NumberFormat(precision: 1).string(rounded) + "e\(exponent)"
    }
}
