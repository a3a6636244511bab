/// `xi:include` (XInclude 1.0), which librsvg reads in SVG to pull in another file's text or elements.
///
/// Emblem loads nothing from outside the document (nor does its rasterizer, which is never given a base
/// file), so an inclusion always fails, and XInclude then says what takes its place: the children of its
/// `xi:fallback`, drawn like a group's, or nothing. Either way the user is told, since the file's author
/// meant something else to be drawn there.
extension ResolverRun {
    mutating func resolveInclusion(_ element: XMLElement, source: [Int], inheriting style: DrawingStyle) -> DrawingGroup? {
        guard let (offset, fallbackElement) = failedInclusion(element) else { return nil }
        return resolveGroup(fallbackElement, source: source.appending(offset), inheriting: style, extraTransform: .identity)
    }

    /// Whether `element` is an `xi:include`.
    static func isInclusion(_ element: XMLElement) -> Bool {
        element.namespaceURI == SVGNamespace.xinclude && element.localName == "include"
    }

    /// Says that the inclusion `element` was not made, and returns its `xi:fallback` (with its offset among
    /// the children), which takes its place, or nil when nothing does.
    mutating func failedInclusion(_ element: XMLElement) -> (offset: Int, fallback: XMLElement)? {
        let href = element[attribute: "href"] ?? ""
        let fallback = element.children.enumerated().lazy.compactMap { offset, child -> (Int, XMLElement)? in
            guard case .element(let childElement) = child, childElement.namespaceURI == SVGNamespace.xinclude,
                  childElement.localName == "fallback" else { return nil }
            return (offset, childElement)
        }.first
        let outcome = fallback == nil ? "nothing is drawn in its place" : "its xi:fallback is drawn instead"
        diagnostics.append(Diagnostic(.warning, "Did not include \(DiagnosticText.quoted(href)) (<xi:include>): Emblem loads nothing from outside "
                                      + "the document, so \(outcome).", at: element.location))
        return fallback.map { (offset: $0.0, fallback: $0.1) }
    }
}
