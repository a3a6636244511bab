extension XMLElement {
    /// The id this element's `href` (or `xlink:href`, which `href` overrides) points to in the same
    /// document; nil without one or for another document's.
    public var referencedID: String? {
        (self[attribute: "href"] ?? self[attribute: "xlink:href"]).flatMap(FragmentReference.id(ofHref:))
    }
}
