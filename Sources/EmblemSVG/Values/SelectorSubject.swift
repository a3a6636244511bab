/// What a selector is matched against: an element's local name, id, classes and attributes. Built once
/// per element by the cascade; its ancestors' are built only for selectors that look at them.
public struct SelectorSubject {
    public var name: Substring
    public var id: String?
    public var classes: [String] {
        didSet { classSet = Self.lookupSet(classes) }
    }
    /// The value of an attribute by qualified name (`nil` when absent).
    public var attribute: (String) -> String?
    /// The classes as a set when there are many: a selector's classes are looked up in it instead of
    /// scanning (an element with 100,000 classes against 100,000 class rules would be quadratic).
    private var classSet: Set<String>?

    public init(name: Substring, id: String?, classes: [String], attribute: @escaping (String) -> String? = { _ in nil }) {
        self.name = name
        self.id = id
        self.classes = classes
        self.attribute = attribute
        classSet = Self.lookupSet(classes)
    }

    /// Whether the element has this class.
    public func hasClass(_ name: String) -> Bool { classSet?.contains(name) ?? classes.contains(name) }

    private static func lookupSet(_ classes: [String]) -> Set<String>? { classes.count > 16 ? Set(classes) : nil }

    /// An element of the document, as selectors see it.
    public init(_ element: XMLElement) {
        self.init(name: element.localName, id: element[attribute: "id"],
                  classes: element.classNames,
                  attribute: { element[attribute: $0] })
    }
}
