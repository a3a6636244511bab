/// One attribute as written in the source: its qualified name (`fill`, `xlink:href`, `sodipodi:docname`)
/// and its value with entities and character references already decoded.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
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
public struct XMLElement: Hashable, Sendable {
    /// The qualified name as written (`path`, `svg:path`, `inkscape:grid`).
    public var name: String { didSet { kind = SVGElementKind(name: name, namespaceURI: namespaceURI) } }
    /// The namespace the name resolves to, if any.
    public var namespaceURI: String? { didSet { kind = SVGElementKind(name: name, namespaceURI: namespaceURI) } }
    /// The SVG kind of this element, known from its name and namespace (kept up to date when they change,
    /// so the many places that ask pay nothing).
    public private(set) var kind: SVGElementKind
    /// `xmlns` / `xmlns:prefix` declarations made on this element, as attributes in source order.
    public var namespaceDeclarations: [XMLAttribute]
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    /// Where the start tag ends in the source (libxml2 reports positions after the tag).
    public var location: SourceLocation?

    public init(name: String, namespaceURI: String? = nil, namespaceDeclarations: [XMLAttribute] = [],
                attributes: [XMLAttribute] = [], children: [XMLNode] = [], location: SourceLocation? = nil) {
        self.name = name
        self.namespaceURI = namespaceURI
        kind = SVGElementKind(name: name, namespaceURI: namespaceURI)
        self.namespaceDeclarations = namespaceDeclarations
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The local part of the name (`path` for `svg:path`).
    public var localName: Substring {
        guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return name[...] }
        return name[name.utf8.index(after: colon)...]
    }

    /// The value of the attribute with this qualified name, if present.
    public subscript(attribute name: String) -> String? {
        get { attributes.first { $0.name == name }?.value }
        set {
            if let index = attributes.firstIndex(where: { $0.name == name }) {
                if let newValue { attributes[index].value = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append(XMLAttribute(name: name, value: newValue))
            }
        }
    }

    /// The child elements, skipping text, comments and other nodes.
    public var childElements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
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
