/// What ``SVGDocument/stripping(_:)`` can take out of a document: what drawing programs and publishing
/// tools add for themselves, which no renderer draws.
///
/// ```swift
/// let (clean, notes) = document.stripping(.all)
/// let (noComments, _) = document.stripping(.comments)
/// ```
public struct StrippableContent: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Elements and attributes in the namespaces where drawing programs keep their own state
    /// (``editorNamespaces``: Inkscape's layers and guides, Sodipodi's node types, Illustrator's private
    /// data, Sketch's and Figma's object types …), Inkscape's own `style` properties
    /// (`-inkscape-font-specification`), an Illustrator `foreignObject` that only held such data, and a
    /// `<desc>` that only names the program (`Created with Sketch.`).
    public static let editorData = StrippableContent(rawValue: 1 << 0)
    /// `<metadata>` elements: RDF titles, authors, licences and dates.
    public static let metadata = StrippableContent(rawValue: 1 << 1)
    /// Comments, except those that start with `!` (`<!--! licence -->`), which minifiers keep as legal
    /// notices.
    public static let comments = StrippableContent(rawValue: 1 << 2)

    public static let all: StrippableContent = [.editorData, .metadata, .comments]

    /// The names the command line takes, each with what it strips.
    public static let namedKinds: [(name: String, content: StrippableContent)] = [
        ("editor", .editorData), ("metadata", .metadata), ("comments", .comments), ("all", .all),
    ]

    /// The namespaces of drawing programs' own data: nothing a renderer reads. Inkscape and Sodipodi
    /// (both URIs Sodipodi used), Adobe Illustrator's and its plug-ins', Adobe's SVG Viewer, Microsoft
    /// Visio, Sketch, Figma, Affinity (Serif), Vectornator, Boxy SVG, CorelDRAW, Vector Illusions.
    public static let editorNamespaces: Set<String> = [
        "http://www.inkscape.org/namespaces/inkscape",
        "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://ns.adobe.com/AdobeIllustrator/10.0/",
        "http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/",
        "http://ns.adobe.com/Extensibility/1.0/",
        "http://ns.adobe.com/Flows/1.0/",
        "http://ns.adobe.com/GenericCustomNamespace/1.0/",
        "http://ns.adobe.com/Graphs/1.0/",
        "http://ns.adobe.com/ImageReplacement/1.0/",
        "http://ns.adobe.com/SaveForWeb/1.0/",
        "http://ns.adobe.com/Variables/1.0/",
        "http://ns.adobe.com/XPath/1.0/",
        "http://schemas.microsoft.com/visio/2003/SVGExtensions/",
        "http://www.bohemiancoding.com/sketch/ns",
        "http://www.figma.com/figma/ns",
        "http://www.serif.com/",
        "http://www.vector.evaxdesign.sk",
        "https://boxy-svg.com",
        "http://www.corel.com/coreldraw/odm/2003",
        "http://taptrix.com/vectorillusions/svg_extensions",
    ]

    /// The vocabularies `<metadata>` holds (RDF, Dublin Core, Creative Commons): their declarations go
    /// with the metadata once nothing uses them.
    public static let metadataNamespaces: Set<String> = [
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "http://purl.org/dc/elements/1.1/",
        "http://purl.org/dc/terms/",
        "http://creativecommons.org/ns#",
        "http://web.resource.org/cc/",
    ]

    /// The kinds named in `text`, comma-separated, in any case (`editor,comments`; see ``namedKinds``),
    /// or the first word that names none of them.
    public static func parse(_ text: String) -> Result<StrippableContent, UnknownKind> {
        var content: StrippableContent = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(word.trimmingASCIIWhitespace()).asciiLowercased()
            guard let kind = namedKinds.first(where: { $0.name == name }) else { return .failure(UnknownKind(word: String(word))) }
            content.formUnion(kind.content)
        }
        return .success(content)
    }

    /// A word that names no kind of content.
    public struct UnknownKind: Error, Hashable, Sendable {
        public var word: String
    }
}
