extension FilterHazards {
    /// The first `feImage` of an element that sets a font larger than `Drawing.fontSizeLimit` in its
    /// own units (a text, or a group holding one), with that size and where the `feImage` is. librsvg
    /// lays the text out each time it applies the filter, and Pango's sizes wrap around past 2²¹ units
    /// there as anywhere: the process aborted (`assertion failed: h >= 0.0`). Measured in the document's
    /// tree, from the sizes the element and its descendants set themselves (attributes and `style`;
    /// not a size the element inherits, nor a sheet's): texts drawn in place, or in masks, clip paths,
    /// patterns and markers, are measured resolved (`Drawing.leavingOutUndrawableText()`, `PaintingCost`).
    public static func oversizedImageFont(in document: SVGDocument) -> (size: Double, location: SourceLocation?)? {
        var byID: [String: XMLElement]?
        var found: (Double, SourceLocation?)?
        func visit(_ element: XMLElement) {
            for case .element(let child) in element.children where found == nil {
                if child.localName == "feImage", let href = child[attribute: "href"] ?? child[attribute: "xlink:href"],
                   let id = FragmentReference.id(ofHref: href) {
                    if byID == nil { byID = XMLElement.firstElementsByID(under: [document.root]) }
                    if let target = byID?[id] {
                        // Under a parent of its own, so that its own sizes are read as its descendants' are.
                        let size = Drawing.largestFontSize(in: XMLElement(name: "g", children: [.element(target)]), own: FontSize.medium)
                        if size > Drawing.fontSizeLimit { found = (size, child.location) }
                    }
                }
                visit(child)
            }
        }
        visit(document.root)
        return found
    }
}
