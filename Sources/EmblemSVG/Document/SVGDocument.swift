import EmblemGeometry

/// A parsed SVG document: the full XML tree (nothing dropped) plus what every consumer needs first.
public struct SVGDocument: Hashable, Sendable {
    public var xml: XMLDocument
    /// The file the document came from, for error locations.
    public var file: String?
    /// The text the document was read from, when it is UTF-8 as read: what places a problem found in an
    /// attribute's value at its byte (``placing(_:)``). Not part of the document's value.
    var sourceText: [UInt8]?

    public init(xml: XMLDocument, file: String? = nil) throws(SVGError) {
        guard xml.root.kind == .svg else {
            let found = xml.root.namespaceURI.map { "<\(xml.root.name)> in namespace \($0)" } ?? "<\(xml.root.name)>"
            throw SVGError(.notSVG, "Expected an <svg> root element in the SVG namespace, found \(found).",
                           at: xml.root.location)
        }
        self.xml = xml
        self.file = file
    }

    /// Parses SVG from bytes with the given limits; gzip-compressed SVG (`.svgz`) is decompressed first,
    /// within the byte limit.
    public init(bytes: [UInt8], file: String? = nil, limits: XMLLimits = .default) throws(SVGError) {
        let text = try Self.text(of: bytes, file: file, limits: limits)
        try self.init(xml: XMLReader(limits: limits).read(text, file: file), file: file)
        keepSource(text)
    }

    /// `bytes` as SVG text: decompressed when they are gzip, within the byte limit.
    private static func text(of bytes: [UInt8], file: String?, limits: XMLLimits) throws(SVGError) -> [UInt8] {
        Gzip.isCompressed(bytes) ? try Gzip.decompress(bytes, maximumBytes: limits.maximumBytes, file: file) : bytes
    }

    /// Reads and parses a file (`.svg`, or gzip-compressed `.svgz`), refusing files over the byte limit
    /// before reading them.
    public init(contentsOfFile path: String, limits: XMLLimits = .default) throws(SVGError) {
        self = try Self.readWithText(path, limits: limits).document
    }

    /// Reads and parses a file as ``init(contentsOfFile:limits:)`` does, and returns its SVG text too
    /// (decompressed when it is `.svgz`): what a writer's output is compared with to tell whether the
    /// file would change.
    public static func readWithText(_ path: String, limits: XMLLimits = .default) throws(SVGError)
        -> (document: SVGDocument, text: [UInt8]) {
        // Standard input has no name; locations print it as <stdin>.
        let file = path == "-" ? nil : path
        let text = try Self.text(of: FileIO.read(path, maximumBytes: limits.maximumBytes), file: file, limits: limits)
        // From the text itself: gzip inside gzip is not SVG, and is not unpacked a second time.
        var document = try SVGDocument(xml: XMLReader(limits: limits).read(text, file: file), file: file)
        document.keepSource(text)
        return (document, text)
    }

    /// Keeps `text` to place problems in it, unless libxml2 read it through a decoder (its bytes are then
    /// not the ones locations count).
    private mutating func keepSource(_ text: [UInt8]) {
        if !text.withUnsafeBytes(XMLReader.isDecoded) { sourceText = text }
    }

    /// `diagnostics`, each found in an attribute's value placed at the byte where it was found, when this
    /// document's text shows it for sure; at its element otherwise.
    @inline(__always) func placing(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Nearly every document has nothing to say: no call made for it.
        diagnostics.isEmpty ? diagnostics : placingValueSites(diagnostics)
    }

    @inline(never) private func placingValueSites(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.valueSite != nil }) else { return diagnostics }
        var placement = sourceText.map(AttributeValuePlacement.init(text:))
        return diagnostics.map { diagnostic in
            guard let site = diagnostic.valueSite else { return diagnostic }
            var placed = diagnostic
            placed.valueSite = nil
            if let element = diagnostic.location, element.file == file,
               let location = placement?.location(of: site, onElementAt: element) {
                placed.location = location
            }
            return placed
        }
    }

    public static func == (a: SVGDocument, b: SVGDocument) -> Bool {
        a.xml == b.xml && a.file == b.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(xml)
        hasher.combine(file)
    }

    public var root: XMLElement {
        get { xml.root }
        // In place: with only a setter, `document.root.children[i] = …` changed a copy of the root, so
        // every element under it was shared at the time and copied (recolouring was quadratic).
        _modify { yield &xml.root }
    }
}
