extension SVGDocument {
    /// The document without `content` (see ``StrippableContent``), and a warning for each element kept
    /// back because removing it could change what the document draws:
    /// - an element whose id something kept refers to (`url(#a)`, `href="#a"`);
    /// - every element to strip, when a style sheet selects elements by their place among their siblings
    ///   (`:nth-child()`, `:first-of-type`, `:empty`, `+`, `~`): librsvg and browsers count foreign
    ///   elements and `<metadata>` as siblings, so taking one out moves the others.
    ///
    /// Attributes in editor namespaces always go, as do Inkscape's own properties in `style` attributes
    /// (`-inkscape-font-specification`): a CSS attribute selector without a namespace matches only
    /// attributes without one, so no style rule can depend on them, and renderers skip unknown
    /// properties. Namespace declarations left unused by what was taken out go with it; others stay as
    /// they came.
    ///
    /// ```swift
    /// let (clean, warnings) = document.stripping([.editorData, .metadata])
    /// ```
    public func stripping(_ content: StrippableContent) -> (document: SVGDocument, diagnostics: [Diagnostic]) {
        guard !content.isEmpty else { return (self, []) }
        var stripper = DocumentStripper(content: content)
        stripper.survey(root, scope: [:])
        stripper.decideWhichElementsStay(styleSheetText: styleSheetText)
        var result = self
        result.xml.prolog = stripper.strippingComments(from: xml.prolog)
        result.xml.epilog = stripper.strippingComments(from: xml.epilog)
        result.root = stripper.strip(root, scope: [:]).element
        return (result, stripper.diagnostics)
    }
}

/// One run of ``SVGDocument/stripping(_:)``: a survey of what could go and what refers to it, then the
/// document rebuilt without it.
private struct DocumentStripper {
    let content: StrippableContent
    /// The namespaces whose declarations go once nothing uses them.
    let strippedNamespaces: Set<String>
    /// Ids that kept content refers to, found after a `#` in its attribute values and style sheets (an
    /// over-estimate: `#fff` counts as an id `fff`, which only ever keeps an element).
    private var referencedIDs: Set<String> = []
    /// The elements to strip, in document order, with the ids each holds (its own and its descendants').
    private var candidates: [(element: XMLElement, ids: [String])] = []
    /// The candidates that go, by identity: the rebuilding walks the same, unchanged elements.
    private var removed: Set<ObjectIdentifier> = []
    private(set) var diagnostics: [Diagnostic] = []

    init(content: StrippableContent) {
        self.content = content
        var namespaces: Set<String> = []
        if content.contains(.editorData) { namespaces.formUnion(StrippableContent.editorNamespaces) }
        if content.contains(.metadata) { namespaces.formUnion(StrippableContent.metadataNamespaces) }
        strippedNamespaces = namespaces
    }

    /// Whether an attribute is editor data: its prefix is bound to an editor namespace.
    private func isEditorData(_ attribute: XMLAttribute, scope: [String: String]) -> Bool {
        content.contains(.editorData) && attribute.isEditorData(in: scope)
    }

    /// Whether `element` as a whole is content to strip.
    private func isStrippable(_ element: XMLElement, scope: [String: String]) -> Bool {
        if content.contains(.metadata) && element.kind == .metadata { return true }
        guard content.contains(.editorData) else { return false }
        if let namespace = element.namespaceURI, StrippableContent.editorNamespaces.contains(namespace) { return true }
        return isGeneratorDescription(element) || isEditorForeignObject(element, scope: scope)
    }

    /// A `<desc>` that only names the program that wrote the file (Sketch writes `Created with Sketch.`
    /// into every export): nothing a screen reader should read out.
    private func isGeneratorDescription(_ element: XMLElement) -> Bool {
        guard element.kind == .desc, element.childElements.isEmpty else { return false }
        let text = element.textContent.trimmingASCIIWhitespace()
        return text.hasPrefix("Created with ") && text.utf8.count <= 64 && !text.contains("\n")
    }

    /// Illustrator's `<foreignObject requiredExtensions="…AdobeIllustrator…">`, which only a reader of that
    /// extension looks into (a `switch` passes over it), holding nothing but editor data.
    private func isEditorForeignObject(_ element: XMLElement, scope: [String: String]) -> Bool {
        guard element.kind == .foreignObject, let extensions = element[attribute: "requiredExtensions"] else { return false }
        let urls = extensions.utf8.split(whereSeparator: ASCII.isWhitespace).map { String(Substring($0)) }
        guard !urls.isEmpty, urls.allSatisfy(StrippableContent.editorNamespaces.contains) else { return false }
        let inner = element.namespaceScope(inside: scope)
        return element.children.allSatisfy { child in
            switch child {
            case .element(let element): isStrippable(element, scope: inner)
            case .text(let text): text.utf8.allSatisfy(ASCII.isWhitespace)
            case .comment: true
            case .cdata, .processingInstruction: false
            }
        }
    }

    // MARK: Survey

    /// Finds the elements to strip and the ids that what stays refers to.
    mutating func survey(_ element: XMLElement, scope: [String: String]) {
        let scope = element.namespaceScope(inside: scope)
        for attribute in element.attributes where !isEditorData(attribute, scope: scope) {
            noteReferences(in: attribute.value)
        }
        if element.kind == .style { noteReferences(in: element.textContent) }
        for case .element(let child) in element.children {
            if isStrippable(child, scope: scope) {
                var ids: [String] = []
                Self.collectIDs(in: child, into: &ids)
                candidates.append((child, ids))
            } else {
                survey(child, scope: scope)
            }
        }
    }

    private static func collectIDs(in element: XMLElement, into ids: inout [String]) {
        if let id = element[attribute: "id"] { ids.append(id) }
        for case .element(let child) in element.children { collectIDs(in: child, into: &ids) }
    }

    /// Adds the names after each `#` in `text` to the referenced ids.
    private mutating func noteReferences(in text: String) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while let hash = bytes[index...].firstIndex(of: UInt8(ascii: "#")) {
                var end = hash + 1
                while end < bytes.count, !Self.endsReference(bytes[end]) { end += 1 }
                if end > hash + 1 { referencedIDs.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[(hash + 1)..<end]), as: UTF8.self)) }
                index = end
            }
        }
    }

    /// Bytes that end a `#name` in a value, a `url()` or a style sheet.
    private static func endsReference(_ byte: UInt8) -> Bool {
        ASCII.isWhitespace(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "#")
    }

    /// Settles what stays: everything when the sheet selects by position, else what is referred to.
    mutating func decideWhichElementsStay(styleSheetText: String) {
        guard !candidates.isEmpty else { return }
        if let selector = Self.positionalSelector(in: styleSheetText) {
            let names = Self.describe(candidates.map(\.element))
            diagnostics.append(Diagnostic(
                .warning,
                "Kept \(names): the style sheet selects elements by their place among their siblings (`\(selector)`), "
                    + "which taking \(candidates.count == 1 ? "it" : "them") out would change.",
                at: candidates[0].element.location))
            return
        }
        for candidate in candidates {
            guard let id = candidate.ids.first(where: referencedIDs.contains) else {
                removed.insert(candidate.element.identity)
                continue
            }
            diagnostics.append(Diagnostic(
                .warning, "Kept <\(candidate.element.name)>: the document refers to the id \"\(id)\" inside it.",
                at: candidate.element.location))
        }
    }

    /// The first selector of the document's sheets that needs an element's place, in any appearance
    /// its `@media` rules test (a sheet without them is read once).
    private static func positionalSelector(in text: String) -> String? {
        guard !text.isEmpty else { return nil }
        // CSS at-rule names ignore ASCII case (`@MEDIA`).
        let environments = text.asciiLowercased().containsASCII("@media")
            ? [false, true].flatMap { contrast in
                [MediaEnvironment.ColorScheme.light, .dark].map { MediaEnvironment(colorScheme: $0, increasedContrast: contrast) }
            }
            : [MediaEnvironment()]
        for environment in environments {
            for rule in StyleSheet(parsing: text, media: environment).rules {
                if let selector = rule.selectors.first(where: \.needsPosition) { return selector.text }
            }
        }
        return nil
    }

    /// `<metadata>`, `<metadata> and <sodipodi:namedview>`, `3 elements (<metadata> …)`.
    private static func describe(_ elements: [XMLElement]) -> String {
        switch elements.count {
        case 1: "<\(elements[0].name)>"
        case 2: "<\(elements[0].name)> and <\(elements[1].name)>"
        default: "\(elements.count) elements (<\(elements[0].name)> …)"
        }
    }

    // MARK: Rebuilding

    /// Whether an element goes: one the survey found to strip and nothing keeps. (One it did not reach
    /// lies inside an element kept back, and stays with it.)
    private func removes(_ element: XMLElement) -> Bool {
        removed.contains(element.identity)
    }

    /// Whether a comment goes: all but `<!--! … -->`.
    private func removes(comment text: String) -> Bool {
        content.contains(.comments) && !text.hasPrefix("!")
    }

    func strippingComments(from nodes: [XMLNode]) -> [XMLNode] {
        nodes.filter { if case .comment(let text) = $0 { !removes(comment: text) } else { true } }
    }

    /// `element` stripped, with the prefixes its subtree used before and uses after.
    mutating func strip(_ element: XMLElement, scope: [String: String]) -> (element: XMLElement, usedBefore: Set<String>, usedAfter: Set<String>) {
        let scope = element.namespaceScope(inside: scope)
        var result = element
        var usedBefore: Set<String> = [], usedAfter: Set<String> = []
        element.addOwnPrefixes(to: &usedBefore)
        result.attributes.removeAll { isEditorData($0, scope: scope) }
        if content.contains(.editorData) { result.removeInkscapeProperties() }
        result.addOwnPrefixes(to: &usedAfter)
        var children: [XMLNode] = []
        children.reserveCapacity(element.children.count)
        for child in element.children {
            switch child {
            case .comment(let text) where removes(comment: text):
                continue
            case .element(let inner):
                if removes(inner) {
                    usedBefore.formUnion(inner.usedPrefixes)
                    continue
                }
                let stripped = strip(inner, scope: scope)
                usedBefore.formUnion(stripped.usedBefore)
                usedAfter.formUnion(stripped.usedAfter)
                children.append(.element(stripped.element))
            default:
                children.append(child)
            }
        }
        result.children = children
        // A declaration goes when what was stripped used it and nothing left does, or when it names a
        // stripped vocabulary nothing left uses.
        result.namespaceDeclarations.removeAll { declaration in
            guard declaration.name.hasPrefix("xmlns:") else { return false }
            let prefix = String(declaration.name.dropFirst(6))
            return !usedAfter.contains(prefix) && (usedBefore.contains(prefix) || strippedNamespaces.contains(declaration.value))
        }
        return (result, usedBefore, usedAfter)
    }
}

extension XMLAttribute {
    /// Whether this attribute belongs to a drawing program (``StrippableContent/editorNamespaces``): its
    /// prefix is bound to an editor namespace in `scope` (`xmlns:p` → namespace, as
    /// ``XMLElement/namespaceScope(of:)`` gives it).
    func isEditorData(in scope: [String: String]) -> Bool {
        guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")),
              let namespace = scope["xmlns:" + name[..<colon]] else { return false }
        return StrippableContent.editorNamespaces.contains(namespace)
    }
}

extension XMLElement {
    /// Removes Inkscape's own properties from the `style` attribute (`-inkscape-font-specification`),
    /// which renderers skip as unknown.
    mutating func removeInkscapeProperties() {
        guard self[attribute: "style"]?.containsASCII("-inkscape-") == true else { return }
        removeStyleDeclarations { $0.name.hasPrefix("-inkscape-") }
    }

    /// Takes out of this subtree the attributes that belong to drawing programs (`inkscape:label`,
    /// `sodipodi:nodetypes`) and Inkscape's `style` properties, prefixes read in `scope` (`xmlns:p` →
    /// namespace) and what the subtree declares: what `render` keeps as XML (text, definitions) carries no
    /// editor data, as its drawn shapes carry none. Elements without any are not copied.
    package mutating func removeEditorData(scope: [String: String]) {
        let scope = namespaceScope(inside: scope)
        if attributes.contains(where: { $0.isEditorData(in: scope) }) { attributes.removeAll { $0.isEditorData(in: scope) } }
        removeInkscapeProperties()
        for index in children.indices {
            guard case .element(var child) = children[index], child.holdsEditorData(scope: scope) else { continue }
            child.removeEditorData(scope: scope)
            children[index] = .element(child)
        }
    }

    /// Whether ``removeEditorData(scope:)`` would change anything in this subtree.
    private func holdsEditorData(scope: [String: String]) -> Bool {
        let scope = namespaceScope(inside: scope)
        if attributes.contains(where: { $0.isEditorData(in: scope) }) || self[attribute: "style"]?.containsASCII("-inkscape-") == true {
            return true
        }
        return children.contains { if case .element(let child) = $0 { child.holdsEditorData(scope: scope) } else { false } }
    }
}
