import EmblemGeometry

/// A parsed SVG document: the full XML tree (nothing dropped) plus what every consumer needs first.
public struct SVGDocument: Hashable, Sendable {
    public var xml: XMLDocument
    /// The file the document came from, for error locations.
    public var file: String?

    public init(xml: XMLDocument, file: String? = nil) throws(SVGError) {
        guard xml.root.kind == .svg else {
            let found = xml.root.namespaceURI.map { "<\(xml.root.name)> in namespace \($0)" } ?? "<\(xml.root.name)>"
            throw SVGError(.notSVG, "Expected an <svg> root element in the SVG namespace, found \(found).",
                           at: xml.root.location)
        }
        self.xml = xml
        self.file = file
    }

    /// Parses SVG from bytes with the given limits.
    public init(bytes: [UInt8], file: String? = nil, limits: XMLLimits = .default) throws(SVGError) {
        try self.init(xml: XMLReader(limits: limits).read(bytes, file: file), file: file)
    }

    /// Reads and parses a file, refusing files over the byte limit before reading them.
    public init(contentsOfFile path: String, limits: XMLLimits = .default) throws(SVGError) {
        let bytes = try FileIO.read(path, maximumBytes: limits.maximumBytes)
        // Standard input has no name; locations print it as <stdin>.
        try self.init(bytes: bytes, file: path == "-" ? nil : path, limits: limits)
    }

    public var root: XMLElement {
        get { xml.root }
        set { xml.root = newValue }
    }
}
