/// What the resolver keeps as XML rather than drawing itself (text, images, `foreignObject`, gradients,
/// clip paths, masks, patterns, markers, filters) is written into a new document (`DrawingWriter`), with no
/// `<style>` sheet and with groups that carry no paint. So each such element is made to stand on its own
/// there and draw as it drew in its document:
/// - the style-sheet rules that match it and its descendants, where they stood, are written into their
///   `style` attributes, ahead of what those held (`text.label { font-size: 40px }` keeps its size);
/// - what it inherited (fill, stroke, font, `text-anchor`, `xml:space` …) is set on it as presentation
///   attributes, the lowest step of the cascade, unless it sets them itself;
/// - the namespace declarations its names use go along (`XMLElement.declaringNamespaces(from:)`), while
///   the attributes of drawing programs (`inkscape:collect`) stay behind;
/// - the elements it refers to by `href` or `url(#…)` (a `<rect>` in `<defs>` that a clip path `<use>`s,
///   the path of a `textPath`) are added to the definitions, as they are in the document.
extension ResolverRun {
    /// Inherited numbers are written with this precision: the drawing's writer does not know them.
    static let inheritedFormat = NumberFormat(precision: 6)

    /// `element`, at `source` in the document, made to stand on its own; `parent` is the style it inherits
    /// (nil for an element referred to, whose instances inherit from the `use` that draws them).
    mutating func standalone(_ element: XMLElement, source: [Int], inheriting parent: DrawingStyle?) -> XMLElement {
        let context = ancestorContext(of: source)
        var result = cascade.sheet.rules.isEmpty ? element : inliningSheet(element, path: source)
        if let parent {
            if parent.inheritedExtra["font-size"] != nil { fixRelativeFontSize(of: &result, at: source, inheriting: parent) }
            // `inherit` (or `unset`) of its own would take the value from its new parent in the drawing,
            // which sets none: it gets the value it inherited here, as if it set nothing. (Text with
            // `fill="inherit"` under a coloured group was drawn black.) A `style` declaration of its own
            // wins, unless it is the last and defers; one that is not valid (a sheet rule's
            // `stroke: rotate(10deg)`, inlined) is ignored, and the attribute then applies, as the
            // inherited value did in the document.
            let deferringInStyle = Self.propertiesDeferringInStyle(of: result)
            for attribute in parent.inheritedAttributes(format: Self.inheritedFormat) {
                let styleDefers = deferringInStyle.contains(attribute.name)
                if let own = result[attribute: attribute.name] {
                    guard styleDefers || Self.defersToParent(own) else { continue }
                    result[attribute: attribute.name] = attribute.value
                } else {
                    result.attributes.append(attribute)
                }
                if styleDefers { result.removeStyleDeclarations(of: attribute.name) }
            }
            for (name, value) in [("xml:space", context.space), ("xml:lang", context.language)] where result[attribute: name] == nil {
                if let value { result[attribute: name] = value }
            }
            // Custom properties can only be declared in CSS: in front of its style, under its own. Only
            // those its subtree refers to, with those they refer to.
            let custom = parent.customScope?.referenced(from: Self.attributeText(of: result)) ?? [:]
            if !custom.isEmpty {
                let inherited = custom.keys.sorted().map { "\($0): \(custom[$0]!)" }
                result[attribute: "style"] = (inherited + [result[attribute: "style"]].compactMap { $0 }).joined(separator: "; ")
            }
        }
        measuringViewportPercentages(in: &result)
        _ = replaceInclusions(in: &result)
        // A drawing program's attributes stay behind, as they do on drawn shapes (`inkscape:collect` on
        // every gradient Inkscape writes, `-inkscape-font-specification` in the style of its text).
        result.removeEditorData(scope: context.namespaces)
        result = result.declaringNamespaces(from: context.namespaces)
        dropInvalidSpace(in: &result)
        if Self.hasNegativeFontSize(result) { dropNegativeFontSizes(in: &result) }
        noteReferences(in: result)
        return result
    }

    /// Every `xi:include` under `element` replaced by the children of its `xi:fallback` (or nothing), with
    /// the warning a drawn one gets (see `resolveInclusion`): kept inside text, it was written as it came, and
    /// librsvg drawing the output then read the file it names.
    /// Returns whether anything was replaced.
    mutating func replaceInclusions(in element: inout XMLElement) -> Bool {
        guard element.children.contains(where: { if case .element = $0 { true } else { false } }) else { return false }
        var children: [XMLNode] = []
        var changed = false
        for child in element.children {
            guard case .element(var inner) = child else { children.append(child); continue }
            if Self.isInclusion(inner) {
                changed = true
                if var fallback = failedInclusion(inner)?.fallback {
                    _ = replaceInclusions(in: &fallback)
                    children += fallback.children
                }
                continue
            }
            if replaceInclusions(in: &inner) { changed = true }
            children.append(.element(inner))
        }
        if changed { element.children = children }
        return changed
    }

    /// The properties whose last declaration in `element`'s `style` takes the parent's value.
    static func propertiesDeferringInStyle(of element: XMLElement) -> Set<String> {
        guard let style = element[attribute: "style"] else { return [] }
        var last: [String: String] = [:]
        for declaration in DeclarationListParser.parse(style) { last[declaration.name] = declaration.value }
        return Set(last.filter { defersToParent($0.value) }.keys)
    }

    /// Whether a value of an inherited property takes its parent's: `inherit`, `unset`, `revert`.
    static func defersToParent(_ value: String) -> Bool {
        switch value.trimmingASCIIWhitespace().asciiLowercased() {
        case "inherit", "unset", "revert", "revert-layer": true
        default: false
        }
    }

    /// Where an ancestor set a font size and the element sets one relative to it (`50%`, `2em`,
    /// `smaller`), the size it computes to, as its attribute, in place of its own declarations: moved out
    /// of the document, it would measure the new root's size instead.
    mutating func fixRelativeFontSize(of element: inout XMLElement, at source: [Int], inheriting parent: DrawingStyle) {
        let declarations = declarations(of: element, at: source)
        guard let own = declarations.last(where: { $0.name == "font-size" }), FontSize.isRelative(own.value.trimmingASCIIWhitespace()),
              let size = FontSize.pixels(own.value.trimmingASCIIWhitespace(), parent: parent.fontSize) else { return }
        element[attribute: "font-size"] = StyleCascade.pixelsText(size)
        element.removeStyleDeclarations(of: "font-size")
    }

    /// Whether an `xml:space` value is one XML allows. libxml2 only warns about another, and leaves the
    /// element with its parent's handling, as Emblem reads it; but librsvg refuses a whole document that
    /// has one, so what is written for it must not.
    static func isValidSpace(_ value: String) -> Bool { value == "default" || value == "preserve" }

    /// Removes the `xml:space` attributes XML does not allow from `element`'s subtree, with a warning.
    mutating func dropInvalidSpace(in element: inout XMLElement) {
        if let value = element[attribute: "xml:space"], !Self.isValidSpace(value) {
            element[attribute: "xml:space"] = nil
            diagnostics.append(Diagnostic(.warning, "Ignored xml:space=\"\(value)\": the values are default and preserve.",
                                          at: element.location).found(in: "xml:space", value: value))
        }
        element.modifyChildElements(where: Self.hasInvalidSpace) { dropInvalidSpace(in: &$0) }
    }

    static func hasInvalidSpace(_ element: XMLElement) -> Bool {
        if let value = element[attribute: "xml:space"], !isValidSpace(value) { return true }
        return element.children.contains { if case .element(let child) = $0 { hasInvalidSpace(child) } else { false } }
    }

    /// Removes negative font sizes (attributes and `style` declarations, sheet rules inlined included)
    /// from `element`'s subtree, with the warning the cascade gives where it has not given it already.
    /// CSS ignores them, but librsvg hands them to Pango, which prints a CRITICAL line on stderr per text.
    mutating func dropNegativeFontSizes(in element: inout XMLElement) {
        var dropped: [String] = []
        if let value = element[attribute: "font-size"]?.trimmingASCIIWhitespace(), FontSize.isNegative(value) {
            element[attribute: "font-size"] = nil
            dropped.append(value)
        }
        if element[attribute: "style"]?.containsASCII("font-size") == true {
            dropped += element.removeStyleDeclarations(where: Self.isNegativeFontSize).map { $0.value.trimmingASCIIWhitespace() }
        }
        for value in dropped {
            // Found as the cascade finds it, so that a warning it gave already is known.
            let warning = Diagnostic(.warning, "Ignored font-size: \(DiagnosticText.quoted(value)) (\(FontSize.negativeMessage)).", at: element.location)
                .found(inDeclarationOf: "font-size", value: value)
            if !diagnostics.contains(warning) { diagnostics.append(warning) }
        }
        element.modifyChildElements(where: Self.hasNegativeFontSize) { dropNegativeFontSizes(in: &$0) }
    }

    static func isNegativeFontSize(_ declaration: Declaration) -> Bool {
        declaration.name == "font-size" && FontSize.isNegative(declaration.value.trimmingASCIIWhitespace())
    }

    static func hasNegativeFontSize(_ element: XMLElement) -> Bool {
        if element[attribute: "font-size"].map({ FontSize.isNegative($0.trimmingASCIIWhitespace()) }) == true { return true }
        if let style = element[attribute: "style"], style.containsASCII("font-size"),
           DeclarationListParser.parse(style).contains(where: isNegativeFontSize) {
            return true
        }
        return element.children.contains { if case .element(let child) = $0 { hasNegativeFontSize(child) } else { false } }
    }

    /// What an element at `source` takes from its ancestors, worked out again only when its parent is
    /// not the last one's: definitions side by side share it (199,000 gradients 195 groups deep took
    /// 3.4 s when each walked its ancestors, 1.0 s with this).
    mutating func ancestorContext(of source: [Int]) -> AncestorContext {
        let parent = Array(source.dropLast())
        if let context = lastAncestorContext, context.parent == parent { return context }
        let ancestors = ancestors(of: source)  // nearest first
        let context = AncestorContext(parent: parent, space: ancestors.lazy.compactMap { $0[attribute: "xml:space"] }.first(where: Self.isValidSpace),
                                      language: ancestors.lazy.compactMap { $0[attribute: "xml:lang"] }.first,
                                      namespaces: XMLElement.namespaceScope(of: ancestors.reversed()))
        lastAncestorContext = context
        return context
    }

    /// `element` (at `path` in the document) and its descendants with the style-sheet declarations that
    /// match them put in front of their `style` attributes.
    func inliningSheet(_ element: XMLElement, path: [Int]) -> XMLElement {
        var result = element
        let matched = sheetDeclarations(of: element, at: path)
        if !matched.isEmpty {
            let own = element[attribute: "style"].map { "; " + $0 } ?? ""
            result[attribute: "style"] = matched.styleText() + own
        }
        guard element.children.contains(where: { if case .element = $0 { true } else { false } }) else { return result }
        result.children = element.children.enumerated().map { offset, node in
            guard case .element(let child) = node else { return node }
            return .element(inliningSheet(child, path: path + [offset]))
        }
        return result
    }

    /// Every attribute value in `element`'s subtree, joined: what `var()` references are looked for in.
    static func attributeText(of element: XMLElement) -> String {
        var text = element.attributes.map(\.value).joined(separator: ";")
        for child in element.children { if case .element(let inner) = child { text += ";" + attributeText(of: inner) } }
        return text
    }

    /// Remembers the ids `element`'s subtree refers to, for `addReferencedElements`.
    mutating func noteReferences(in element: XMLElement) {
        for attribute in element.attributes {
            if attribute.name == "href" || attribute.name.hasSuffix(":href") {
                if let id = FragmentReference.id(ofHref: attribute.value) { referencedIDs.append(id) }
            } else {
                referencedIDs += FragmentReference.ids(inURLsOf: attribute.value)
            }
        }
        for child in element.children { if case .element(let inner) = child { noteReferences(in: inner) } }
    }

    /// The style an element at `source` inherits: the cascade applied from the root down to its parent.
    ///
    /// Asked for each definition in document order, so the styles along the last path asked for are
    /// kept (`inheritedChain`) and only the steps below the ancestors the two paths share are applied:
    /// without that, 20,000 gradients 195 groups deep took 4.3 s, each one cascading from the root.
    mutating func inheritedStyle(at source: [Int]) -> DrawingStyle {
        // The element at depth k is named by the first k indices, so the last chain's styles hold up
        // to the depth where the two paths part.
        var shared = 0
        while shared < inheritedChain.source.count, shared < source.count, inheritedChain.source[shared] == source[shared] { shared += 1 }
        var styles: [DrawingStyle] = []
        swap(&styles, &inheritedChain.styles)  // not copied on write
        styles.removeSubrange(min(styles.count, shared + 1)...)
        var ignored: [Diagnostic] = []  // reported when those elements were drawn
        var element = root
        // Walked down only when a style below the shared ancestors is missing.
        for depth in 0..<(styles.count < source.count ? source.count : 0) {
            if depth >= styles.count {
                let declarations = declarations(of: element, at: Array(source[..<depth]))
                styles.append(cascade.apply(declarations, inheriting: styles.last ?? DrawingStyle(), location: nil,
                                            diagnostics: &ignored).style)
            }
            guard source[depth] < element.children.count, case .element(let child) = element.children[source[depth]] else { break }
            element = child
        }
        let style = styles.indices.contains(source.count - 1) ? styles[source.count - 1] : DrawingStyle()
        inheritedChain = (source, styles)
        return style
    }

    /// Adds to the definitions the elements that preserved content and definitions refer to and that
    /// no definition or preserved element holds already, until nothing is missing.
    ///
    /// A drawn shape or group with the id does not count: it is written with its resolved style set on
    /// it, where a `use` of the original (in a Sketch mask, say) inherits its fill from the `use`. The
    /// original then goes into `<defs>` under the same id, and since a reference finds the first element
    /// with an id and `<defs>` comes first, references see what they saw in the document.
    mutating func addReferencedElements(drawn root: DrawingGroup) {
        var written = Set<String>()
        func note(_ element: XMLElement) {
            if let id = element[attribute: "id"] { written.insert(id) }
            for child in element.children { if case .element(let inner) = child { note(inner) } }
        }
        func note(_ node: DrawingNode) {
            switch node {
            case .group(let group): group.children.forEach(note)
            case .shape(let shape): if let text = shape.text { note(text) }
            case .preserved(let element): note(element)
            }
        }
        note(.group(root))
        definitions.forEach(note)
        // Every element that holds a definition (each definition's path and its prefixes), so that the
        // check below costs one lookup, not a pass over the definitions. A prefix already held has its
        // own prefixes held too, so adding a path stops there: each element is added once (20,000
        // definitions 195 groups deep took 2 s when every path added all its prefixes).
        var holders = Set<[Int]>()
        func hold(_ source: [Int]) {
            var length = source.count
            while length >= 0, holders.insert(Array(source[..<length])).inserted { length -= 1 }
        }
        definitionSources.forEach { $0.map(hold) }
        var index = 0
        while index < referencedIDs.count {
            let id = referencedIDs[index]
            index += 1
            guard written.insert(id).inserted, let target = target(withID: id) else { continue }
            // An element holding a definition (or the root) would define that one's ids twice.
            guard !target.source.isEmpty, !holders.contains(target.source) else { continue }
            let element = standalone(target.element, source: target.source, inheriting: nil)
            note(element)
            definitions.append(element)
            definitionSources.append(target.source)
            hold(target.source)
        }
    }
}

/// What a standalone element takes from the ancestors of its place in the document: `xml:space` and
/// `xml:lang` (the nearest that says), and the namespace declarations in scope.
struct AncestorContext {
    /// The child-index path of the parent it was worked out for.
    let parent: [Int]
    let space: String?
    let language: String?
    let namespaces: [String: String]
}
