extension SVGDocument {
    /// The text of the document's `<style>` elements, in document order, as the resolver reads them
    /// into one sheet (empty when there are none).
    public var styleSheetText: String {
        var text = ""
        var hasDefinitions = false
        var location: SourceLocation?
        ResolverRun.collect(root, sheetText: &text, hasDefinitions: &hasDefinitions, styleLocation: &location)
        return text
    }
}
