extension XMLElement {
    /// This element with the namespace declarations it needs to stand on its own: for every prefix its
    /// subtree's names use that it does not declare itself, the declaration `scope` holds (`xmlns:p` →
    /// URI, as in force where the element stands), and its default namespace when that is not SVG's.
    /// A preserved element or a definition written into another document (`DrawingWriter`) then stays
    /// well-formed and means the same: an `<image xlink:href>` inside a mask, an `inkscape:label`.
    func declaringNamespaces(from scope: [String: String]) -> XMLElement {
        var element = self
        let declared = Set(namespaceDeclarations.map(\.name))
        for prefix in usedPrefixes.sorted() where !declared.contains("xmlns:" + prefix) {
            if let uri = scope["xmlns:" + prefix] {
                element.namespaceDeclarations.append(XMLAttribute(name: "xmlns:" + prefix, value: uri))
            }
        }
        if let uri = namespaceURI, uri != SVGNamespace.svg, !name.utf8.contains(UInt8(ascii: ":")), !declared.contains("xmlns") {
            element.namespaceDeclarations.append(XMLAttribute(name: "xmlns", value: uri))
        }
        return element
    }

    /// The prefixes of element and attribute names in this subtree (`xml`, which is always bound, aside).
    var usedPrefixes: Set<String> {
        var prefixes: Set<String> = []
        func visit(_ element: XMLElement) {
            element.addOwnPrefixes(to: &prefixes)
            for child in element.children { if case .element(let inner) = child { visit(inner) } }
        }
        visit(self)
        return prefixes
    }

    /// Adds the prefixes of this element's own name and attribute names (`xml` aside) to `prefixes`.
    func addOwnPrefixes(to prefixes: inout Set<String>) {
        for name in [name] + attributes.map(\.name) {
            guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let prefix = String(name[..<colon])
            if prefix != "xml" { prefixes.insert(prefix) }
        }
    }

    /// `scope` (`xmlns:p` → namespace, as ``namespaceScope(of:)`` gives it) with this element's own
    /// declarations in force.
    func namespaceScope(inside scope: [String: String]) -> [String: String] {
        guard !namespaceDeclarations.isEmpty else { return scope }
        var inner = scope
        for declaration in namespaceDeclarations { inner[declaration.name] = declaration.value }
        return inner
    }

    /// The namespace declarations in force inside the last of `chain` (root first): later ones override.
    static func namespaceScope(of chain: some Sequence<XMLElement>) -> [String: String] {
        chain.reduce([:]) { scope, element in element.namespaceScope(inside: scope) }
    }
}
