/// What a selector is matched against: an element's local name, id, classes and attributes. Built once
/// per element by the cascade; its ancestors' are built only for selectors that look at them.
public struct SelectorSubject {
    public var name: Substring
    public var id: String?
    public var classes: [String]
    /// The value of an attribute by qualified name (`nil` when absent).
    public var attribute: (String) -> String?

    public init(name: Substring, id: String?, classes: [String], attribute: @escaping (String) -> String? = { _ in nil }) {
        self.name = name
        self.id = id
        self.classes = classes
        self.attribute = attribute
    }

    /// An element of the document, as selectors see it.
    public init(_ element: XMLElement) {
        self.init(name: element.localName, id: element[attribute: "id"],
                  classes: element.classNames,
                  attribute: { element[attribute: $0] })
    }
}
