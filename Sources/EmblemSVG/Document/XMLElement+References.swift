extension XMLElement {
    /// The id this element's `href` (or `xlink:href`, which `href` overrides) points to in the same
    /// document; nil without one or for another document's.
    public var referencedID: String? {
        (self[attribute: "href"] ?? self[attribute: "xlink:href"]).flatMap(FragmentReference.id(ofHref:))
    }

    /// The first element with each id under `roots` (them included), in document order: what a reference
    /// to the id finds. One walk, for callers that look up many ids.
    package static func firstElementsByID(under roots: [XMLElement]) -> [String: XMLElement] {
        var found: [String: XMLElement] = [:]
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"], found[id] == nil { found[id] = element }
            for child in element.children { if case .element(let inner) = child { visit(inner) } }
        }
        roots.forEach(visit)
        return found
    }
}
