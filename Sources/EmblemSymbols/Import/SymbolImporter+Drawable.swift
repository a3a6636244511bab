import EmblemSVG

extension SymbolImporter {
    /// The document as librsvg can draw it, or the error that says why it cannot. Whatever is imported
    /// is drawn by librsvg sooner or later, and what it cannot draw ends the whole process (a stack
    /// overflow, a panic) or runs for minutes, where it should fail one file or be bounded with a
    /// warning. (Text it cannot lay out in reasonable time is left out by the resolver,
    /// `Resolver.leavesOutUndrawableText`.)
    static func drawable(_ document: SVGDocument) throws(SymbolError) -> (document: SVGDocument, diagnostics: [Diagnostic], hasFilter: Bool) {
        let wholeFile = document.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        if let chain = ReferenceChain.deeper(than: ReferenceChain.drawableLimit, in: document) {
            throw SymbolError(.limitExceeded, "The document's references nest \(chain.hops) deep (a mask, marker, clip path, filter, "
                              + "pattern or href whose content refers to the next), more than the \(ReferenceChain.drawableLimit) "
                              + "librsvg can draw without overflowing its stack; nothing is drawn from it.", at: chain.location ?? wholeFile)
        }
        guard FilterHazards.containsFilter(document) else { return (document, [], false) }
        if let kernel = FilterHazards.oversizedKernel(in: document) {
            throw SymbolError(.limitExceeded, "An feConvolveMatrix asks for \(kernel.values) kernel values, more than the "
                              + "\(FilterHazards.maximumKernelValues) librsvg reads; past them it aborts the whole process, so nothing "
                              + "is drawn from this file.", at: kernel.location ?? wholeFile)
        }
        let (bounded, diagnostics) = FilterHazards.boundingOctaves(of: document)
        return (bounded, diagnostics, true)
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
}
