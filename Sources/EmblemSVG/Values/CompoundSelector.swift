/// A compound selector: an optional type (or `*`), ids, classes, attribute conditions and pseudo-classes,
/// all of one element.
public struct CompoundSelector: Hashable, Sendable {
    /// The element type, or `nil` for `*` or no type.
    public var typeName: String?
    public var ids: [String] = []
    public var classes: [String] = []
    public var attributes: [AttributeSelector] = []
    public var pseudoClasses: [PseudoClass] = []

    /// Whether matching needs the element's place in the document: a pseudo-class that looks at its
    /// siblings, parent or children (`:first-child`, `:not(:empty)`), not one that looks at the element
    /// alone (`:not(.a)`, `:link`, `:hover`).
    public var needsPosition: Bool { pseudoClasses.contains { $0.needsPosition } }

    /// Type names compare case-sensitively, as in XML documents. Without its place in the document, an
    /// element does not match a compound that needs it (``needsPosition``).
    public func matches(_ subject: SelectorSubject) -> Bool {
        if pseudoClasses.isEmpty { return matchesElement(subject) }
        guard !needsPosition else { return false }
        return matchesElement(subject) && pseudoClasses.allSatisfy { $0.matches(subject) }
    }

    /// Matches the element at `position`, pseudo-classes included.
    public func matches(_ position: DocumentPosition) -> Bool {
        matchesElement(position.subject) && pseudoClasses.allSatisfy { $0.matches(position) }
    }

    private func matchesElement(_ subject: SelectorSubject) -> Bool {
        if let typeName, typeName != subject.name { return false }
        for required in ids where required != subject.id { return false }
        for required in classes where !subject.hasClass(required) { return false }
        for condition in attributes where !condition.matches(subject.attribute(condition.name)) { return false }
        return true
    }
}

/// How a compound selector relates to the one after it.
public enum SelectorCombinator: String, Hashable, Sendable {
    /// `a b`: b is somewhere inside a.
    case descendant = " "
    /// `a > b`: b is a child of a.
    case child = ">"
    /// `a + b`: b comes right after a, under the same parent.
    case nextSibling = "+"
    /// `a ~ b`: b comes somewhere after a, under the same parent.
    case subsequentSibling = "~"
}
