extension StyleSheet {
    /// The value the cascade gives one property of the element at `path` below `root`, from its
    /// presentation attribute, this sheet's rules and its `style` attribute (`!important` ones winning),
    /// as written; nil when none of them sets it (the element inherits or takes the initial value).
    ///
    /// For changing a document after it was resolved: a group that a sheet rule fades (`.faint { opacity:
    /// .2 }`) is faded as surely as one with an `opacity` attribute. Positions and ancestors are worked
    /// out only for the selectors that ask, within `index`'s budget, as the resolver matches them.
    package func cascadedValue(of property: String, at path: [Int], below root: XMLElement, index: DocumentIndex) -> String? {
        guard let element = root.descendant(at: path) else { return nil }
        var matched: [Declaration] = []
        if !rules.isEmpty, let position = DocumentPosition(root: root, path: path, index: index) {
            matched = declarations(for: SelectorSubject(element), ancestors: { position.ancestors.map(SelectorSubject.init) },
                                   position: { position }, budget: index)
        }
        return StyleCascade.declarations(for: element, matched: matched).last { $0.name == property }?.value.trimmingASCIIWhitespace()
    }
}
