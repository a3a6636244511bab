extension XMLElement {
    /// The element's own value of a property (`fill`, `stroke`, `text-anchor`): from its `style`
    /// attribute, else its presentation attribute; nil when it sets none (it inherits or takes the initial
    /// value). Sheet rules are not consulted.
    package func ownValue(of property: String) -> String? {
        if let style = self[attribute: "style"], let declaration = DeclarationListParser.parse(style).last(where: { $0.name == property }) {
            return declaration.value.trimmingASCIIWhitespace()
        }
        return self[attribute: property]?.trimmingASCIIWhitespace()
    }

    /// Removes the declarations of `property` from the `style` attribute, and the attribute when nothing
    /// is left; the others keep their order. For a value set instead as a presentation attribute, which
    /// a declaration left in `style` would beat.
    package mutating func removeStyleDeclarations(of property: String) {
        guard self[attribute: "style"]?.contains(property) == true else { return }
        removeStyleDeclarations { $0.name == property }
    }

    /// Removes the `style` declarations `shouldRemove` picks, and the attribute when nothing is left;
    /// returns them. The attribute is left as written when none is picked (rewriting would respace it).
    @discardableResult
    package mutating func removeStyleDeclarations(where shouldRemove: (Declaration) -> Bool) -> [Declaration] {
        guard let style = self[attribute: "style"] else { return [] }
        let declarations = DeclarationListParser.parse(style)
        let removed = declarations.filter(shouldRemove)
        guard !removed.isEmpty else { return [] }
        let rest = declarations.filter { !shouldRemove($0) }
        self[attribute: "style"] = rest.isEmpty ? nil : rest.styleText()
        return removed
    }

    /// Gives the `style` declarations that `replacement` returns a value for that value; the attribute is
    /// rewritten only when one changed.
    package mutating func replaceStyleValues(_ replacement: (Declaration) -> String?) {
        guard let style = self[attribute: "style"] else { return }
        var declarations = DeclarationListParser.parse(style)
        var changed = false
        for index in declarations.indices {
            guard let value = replacement(declarations[index]) else { continue }
            declarations[index].value = value
            changed = true
        }
        if changed { self[attribute: "style"] = declarations.styleText() }
    }

    /// Applies `body` in place to each child element that `needsIt` picks (all by default); the others are
    /// not written back, which would copy the array of children.
    package mutating func modifyChildElements(where needsIt: (XMLElement) -> Bool = { _ in true }, _ body: (inout XMLElement) -> Void) {
        for index in children.indices {
            guard case .element(var child) = children[index], needsIt(child) else { continue }
            body(&child)
            children[index] = .element(child)
        }
    }
}
