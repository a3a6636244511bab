/// A compound selector: an optional type (or `*`), ids, classes and attribute conditions, all of one element.
public struct CompoundSelector: Hashable, Sendable {
    /// The element type, or `nil` for `*` or no type.
    public var typeName: String?
    public var ids: [String] = []
    public var classes: [String] = []
    public var attributes: [AttributeSelector] = []

    /// Type names compare case-sensitively, as in XML documents.
    public func matches(_ subject: SelectorSubject) -> Bool {
        if let typeName, typeName != subject.name { return false }
        for required in ids where required != subject.id { return false }
        for required in classes where !subject.classes.contains(required) { return false }
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
}
