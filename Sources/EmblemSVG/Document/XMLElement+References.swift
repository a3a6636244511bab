extension XMLElement {
    /// The id this element's `href` (or `xlink:href`, which `href` overrides) points to in the same
    /// document; nil without one or for another document's.
    public var referencedID: String? {
        (self[attribute: "href"] ?? self[attribute: "xlink:href"]).flatMap(FragmentReference.id(ofHref:))
    }

    /// The first element with `id` in this subtree, in document order.
    public func descendant(withID id: String) -> XMLElement? {
        if self[attribute: "id"] == id { return self }
        for child in children {
            if case .element(let element) = child, let found = element.descendant(withID: id) { return found }
        }
        return nil
    }
}
