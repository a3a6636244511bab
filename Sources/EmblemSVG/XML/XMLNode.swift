/// One attribute as written in the source: its qualified name (`fill`, `xlink:href`, `sodipodi:docname`)
/// and its value with entities and character references already decoded.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Whether this attribute is `name`, whose UTF-8 length is `count`. Lengths first: most names differ in
    /// length, and comparing two names' texts cost ≈ 25 instructions (rendering 2,000 theme icons compared
    /// ≈ 350,000 names in `XMLElement`'s lookup).
    @inline(__always) func isNamed(_ name: String, count: Int) -> Bool {
        self.name.utf8.count == count && self.name == name
    }

    /// Whether this attribute is `name`, compared as ``isNamed(_:count:)`` does.
    @inline(__always) func isNamed(_ name: String) -> Bool { isNamed(name, count: name.utf8.count) }
}

/// A node of the document tree. Everything the source holds is kept, so a document can be written back
/// with what Emblem does not model (comments, metadata, foreign elements) intact.
public enum XMLNode: Hashable, Sendable {
    case element(XMLElement)
    case text(String)
    case cdata(String)
    case comment(String)
    case processingInstruction(target: String, data: String)
}

/// An element: qualified name, namespace declarations made on it, attributes in source order, children.
///
/// A value type whose fields live in one shared, copy-on-write box: trees are walked by copying
/// elements out of their parents' child arrays, and a copy is then one reference count instead of one
/// per field.
public struct XMLElement: Hashable, Sendable {
    private final class Storage: @unchecked Sendable {
        // Mutated only through `XMLElement`'s accessors, after `isKnownUniquelyReferenced`: no access can
        // overlap another, so the run-time exclusivity checks are left out. They cost ≈ 75 instructions per
        // read of a field, 4% of resolving an icon.
        @exclusivity(unchecked) var name: String
        @exclusivity(unchecked) var namespaceURI: String?
        @exclusivity(unchecked) var kind: SVGElementKind
        @exclusivity(unchecked) var namespaceDeclarations: [XMLAttribute]
        @exclusivity(unchecked) var attributes: [XMLAttribute]
        @exclusivity(unchecked) var children: [XMLNode]
        @exclusivity(unchecked) var location: SourceLocation?

        init(name: String, namespaceURI: String?, kind: SVGElementKind, namespaceDeclarations: [XMLAttribute],
             attributes: [XMLAttribute], children: [XMLNode], location: SourceLocation?) {
            self.name = name
            self.namespaceURI = namespaceURI
            self.kind = kind
            self.namespaceDeclarations = namespaceDeclarations
            self.attributes = attributes
            self.children = children
            self.location = location
        }

        func copy() -> Storage {
            Storage(name: name, namespaceURI: namespaceURI, kind: kind, namespaceDeclarations: namespaceDeclarations,
                    attributes: attributes, children: children, location: location)
        }
    }

    private var storage: Storage

    /// Which element this is while nothing changes it: copies share it, and a change gives the changed
    /// element a new one. For caches kept while a document is read (selector matching).
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The box, made unique before a write.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The qualified name as written (`path`, `svg:path`, `inkscape:grid`).
    public var name: String {
        get { storage.name }
        set {
            let storage = uniqueStorage
            storage.name = newValue
            storage.kind = SVGElementKind(name: newValue, namespaceURI: storage.namespaceURI)
        }
    }
    /// The namespace the name resolves to, if any.
    public var namespaceURI: String? {
        get { storage.namespaceURI }
        set {
            let storage = uniqueStorage
            storage.namespaceURI = newValue
            storage.kind = SVGElementKind(name: storage.name, namespaceURI: newValue)
        }
    }
    /// The SVG kind of this element, known from its name and namespace (kept up to date when they change,
    /// so the many places that ask pay nothing).
    public var kind: SVGElementKind { storage.kind }
    /// `xmlns` / `xmlns:prefix` declarations made on this element, as attributes in source order.
    public var namespaceDeclarations: [XMLAttribute] {
        get { storage.namespaceDeclarations }
        _modify { yield &uniqueStorage.namespaceDeclarations }
    }
    public var attributes: [XMLAttribute] {
        get { storage.attributes }
        _modify { yield &uniqueStorage.attributes }
    }
    public var children: [XMLNode] {
        get { storage.children }
        _modify { yield &uniqueStorage.children }
    }
    /// Where the start tag ends in the source (libxml2 reports positions after the tag).
    public var location: SourceLocation? {
        get { storage.location }
        set { uniqueStorage.location = newValue }
    }

    public init(name: String, namespaceURI: String? = nil, namespaceDeclarations: [XMLAttribute] = [],
                attributes: [XMLAttribute] = [], children: [XMLNode] = [], location: SourceLocation? = nil) {
        self.init(name: name, namespaceURI: namespaceURI, kind: SVGElementKind(name: name, namespaceURI: namespaceURI),
                  namespaceDeclarations: namespaceDeclarations, attributes: attributes, children: children, location: location)
    }

    /// An element whose kind the caller already knows (the parser caches kinds by name).
    init(name: String, namespaceURI: String?, kind: SVGElementKind, namespaceDeclarations: [XMLAttribute],
         attributes: [XMLAttribute], children: [XMLNode], location: SourceLocation?) {
        storage = Storage(name: name, namespaceURI: namespaceURI, kind: kind, namespaceDeclarations: namespaceDeclarations,
                          attributes: attributes, children: children, location: location)
    }

    public static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let l = lhs.storage, r = rhs.storage
        return l.name == r.name && l.namespaceURI == r.namespaceURI && l.namespaceDeclarations == r.namespaceDeclarations
            && l.attributes == r.attributes && l.children == r.children && l.location == r.location
    }

    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.name)
        hasher.combine(s.namespaceURI)
        hasher.combine(s.namespaceDeclarations)
        hasher.combine(s.attributes)
        hasher.combine(s.children)
        hasher.combine(s.location)
    }

    /// The local part of the name (`path` for `svg:path`).
    public var localName: Substring {
        guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return name[...] }
        return name[name.utf8.index(after: colon)...]
    }

    /// The value of the attribute with this qualified name, if present.
    public subscript(attribute name: String) -> String? {
        get {
            let count = name.utf8.count
            // The getter loops over the attributes itself: finding an index and then subscripting read each
            // name twice, +0.8% on the theme icons. By index: a `for attribute in` loop copied each
            // attribute it passed (a retain and release of each of its strings not stored inline).
            let attributes = storage.attributes
            for index in attributes.indices where attributes[index].isNamed(name, count: count) { return attributes[index].value }
            return nil
        }
        set {
            let count = name.utf8.count
            if let index = attributes.firstIndex(where: { $0.isNamed(name, count: count) }) {
                if let newValue { attributes[index].value = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append(XMLAttribute(name: name, value: newValue))
            }
        }
    }

    /// The names in the `class` attribute, in order: the tokens between runs of ASCII whitespace, as
    /// HTML and SVG 2 define the attribute (a no-break space belongs to a name). Split on bytes: by
    /// `Character`, with Unicode's idea of whitespace, it cost ≈ 12,000 instructions an element.
    public var classNames: [String] {
        self[attribute: "class"].map { $0.utf8.split(whereSeparator: ASCII.isWhitespace).map { String(Substring($0)) } } ?? []
    }

    /// The child elements, skipping text, comments and other nodes.
    public var childElements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The element at a path of child indices from this one (what `DrawingShape.source` and
    /// `DrawingGroup.source` record), or nil when the path leads to no element.
    public func descendant(at path: [Int]) -> XMLElement? {
        var element = self
        for index in path {
            guard index < element.children.count, case .element(let child) = element.children[index] else { return nil }
            element = child
        }
        return element
    }

    /// The concatenated text and CDATA content of this element's direct children.
    public var textContent: String {
        children.reduce(into: "") { text, node in
            switch node {
            case .text(let s), .cdata(let s): text += s
            default: break
            }
        }
    }
}

/// A parsed XML document: the root element plus comments and processing instructions around it.
public struct XMLDocument: Hashable, Sendable {
    public var root: XMLElement
    /// Comments and processing instructions before the root element (the XML declaration is not a node).
    public var prolog: [XMLNode]
    /// Comments and processing instructions after the root element.
    public var epilog: [XMLNode]

    public init(root: XMLElement, prolog: [XMLNode] = [], epilog: [XMLNode] = []) {
        self.root = root
        self.prolog = prolog
        self.epilog = epilog
    }
}
