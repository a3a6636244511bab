import CLibXML2

/// Reads XML into an `XMLDocument` with libxml2's SAX2 interface. libxml2's pointers stay inside this
/// folder (the reader, its tree builder, the parser pool and the entity records).
///
/// Security: the parser runs with `XML_PARSE_NONET` and never with `XML_PARSE_NOENT` or `XML_PARSE_DTDLOAD`,
/// so libxml2 substitutes no entity and loads no external DTD or entity. The only entities expanded are
/// internal ones whose value is plain text (Adobe Illustrator declares its namespace names so), which
/// grow the document at most linearly; declaring any other kind (nested, external, parameter) refuses
/// the document (`.refusedEntity`), which closes billion-laughs and external-entity (XXE) attacks with
/// one clear rule. See `DeclaredTextEntities`. Size, element count and depth are capped by `XMLLimits`.
public struct XMLReader: Sendable {
    public var limits: XMLLimits

    public init(limits: XMLLimits = .default) { self.limits = limits }

    /// Parses `bytes`; `file` only labels locations in errors.
    public func read(_ bytes: [UInt8], file: String? = nil) throws(SVGError) -> XMLDocument {
        let result: Result<XMLDocument, SVGError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(SVGError) in try parse(buffer, file: file) }
        }
        return try result.get()
    }

    private func parse(_ buffer: UnsafeRawBufferPointer, file: String?) throws(SVGError) -> XMLDocument {
        guard buffer.count <= limits.maximumBytes else {
            throw SVGError(.limitExceeded, "The input is \(buffer.count) bytes, over the limit of \(limits.maximumBytes) bytes.",
                           at: file.map { SourceLocation(file: $0, line: 1, column: 1) })
        }
        guard buffer.count > 0 else {
            throw SVGError(.malformedXML, "The input is empty; expected an XML document with an <svg> root element.",
                           at: SourceLocation(file: file, line: 1, column: 1))
        }
        let decodes = Self.isDecoded(buffer)
        try refuseCrowdedStartTag(in: buffer, decodes: decodes, file: file)
        guard let parser = XMLParserPool.shared.take() else {
            throw SVGError(.io, "libxml2 could not create a parser context.")
        }
        let builder = parser.builder
        builder.pointee.begin(file: file, limits: limits, input: buffer)
        let start = min(4, buffer.count)
        parser.reset(userData: UnsafeMutableRawPointer(builder), start: UnsafeRawBufferPointer(rebasing: buffer[..<start]))
        let context = parser.context
        builder.pointee.context = context
        // libxml2 reports a byte its decoder cannot read with no parser context, so not through the
        // SAX handler: through this thread's structured handler, which else prints "I/O error :
        // encoder error" on standard error. Set only for documents libxml2 decodes (0.7% of parsing).
        if decodes {
            xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(builder)) { userData, error in
                XMLTreeBuilder.from(userData).pointee.recordUndecodable(error)
            }
        }
        Self.push(UnsafeRawBufferPointer(rebasing: buffer[start...]), to: context)
        if decodes { xmlSetStructuredErrorFunc(nil, nil) }
        let wellFormed = context.pointee.wellFormed != 0
        // Everything is taken from the builder before the parser (and with it the builder) goes back to
        // the pool, where another thread may take it.
        let result: Result<XMLDocument, SVGError>
        if let error = builder.pointee.error {
            result = .failure(error)
        } else if !wellFormed {
            result = .failure(SVGError(.malformedXML, "The document is not well-formed XML.", at: builder.pointee.currentLocation))
        } else {
            result = Result { () throws(SVGError) in try builder.pointee.takeDocument() }
        }
        let parsedCleanly = builder.pointee.error == nil && wellFormed
        builder.pointee.finish()
        XMLParserPool.shared.giveBack(parser, parsedCleanly: parsedCleanly)
        return try result.get()
    }

    /// Refuses a document with a start tag of more than ``XMLLimits/maximumAttributes`` attributes
    /// (``CrowdedStartTag``), located at the tag, before libxml2 spends time growing with their square.
    private func refuseCrowdedStartTag(in buffer: UnsafeRawBufferPointer, decodes: Bool, file: String?) throws(SVGError) {
        // Every attribute takes at least four bytes (` a=""`): a smaller document cannot pass the limit.
        // (Divided, not multiplied: `--max-attributes 2305843009213693952` overflowed four times it.)
        guard (buffer.count + 3) / 4 > limits.maximumAttributes else { return }
        // UTF-16 without a byte-order mark (`<\0?\0`) starts with `<` and is not `decodes`, yet libxml2 reads
        // it as UTF-16, where a character's bytes can look like a quote to the scan of raw bytes.
        let decoded = decodes || buffer.prefix(4).contains(0) ? CrowdedStartTag.decodedAsLibxml2Would(buffer) : nil
        let offset = decoded.map { text in text.withUnsafeBytes { CrowdedStartTag.offset(in: $0, limit: limits.maximumAttributes) } }
            ?? CrowdedStartTag.offset(in: buffer, limit: limits.maximumAttributes)
        guard let offset else { return }
        let location = decoded.map { text in text.withUnsafeBytes { Self.location(of: offset, in: $0, file: file) } }
            ?? Self.location(of: offset, in: buffer, file: file)
        throw SVGError(.limitExceeded, "An element here has more than \(limits.maximumAttributes) attributes, the limit "
                       + "(libxml2 takes time growing with the square of a tag's attributes: 100,000 took 3 s).", at: location)
    }

    /// The line and column of byte `offset` of UTF-8 `text`, the column counted in characters (a
    /// byte-order mark is not one).
    static func location(of offset: Int, in text: UnsafeRawBufferPointer, file: String?) -> SourceLocation {
        let mark = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let before = UnsafeRawBufferPointer(rebasing: text[min(mark, offset)..<offset])
        let lineStart = (before.lastIndex(of: ASCII.lineFeed) ?? -1) + 1
        let line = before.reduce(1) { $0 + ($1 == ASCII.lineFeed ? 1 : 0) }
        let column = 1 + UTF8Characters.count(in: before[lineStart...])
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Whether libxml2 may read the document through a decoder: unless it starts with `<` and declares
    /// no encoding or UTF-8 (a byte-order mark, UTF-16 and leading space say nothing here, so they count).
    static func isDecoded(_ buffer: UnsafeRawBufferPointer) -> Bool {
        guard buffer.first == UInt8(ascii: "<") else { return true }
        guard buffer.count > 1, buffer[1] == UInt8(ascii: "?"), let name = declaredEncoding(in: Array(buffer.prefix(256))) else { return false }
        return !["utf-8", "utf8"].contains(name.lowercased())
    }

    /// The `encoding` of an XML declaration at the start of ASCII-compatible `head`.
    static func declaredEncoding(in head: [UInt8]) -> String? {
        let start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard head[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = ByteSearch.range(of: Array("?>".utf8), in: head, from: start)?.lowerBound ?? head.count
        let declaration = Array(head[start..<end])
        guard let name = ByteSearch.range(of: Array("encoding".utf8), in: declaration, from: 0) else { return nil }
        let value = declaration[name.upperBound...]
            .drop { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || ASCII.isWhitespace($0) }
            .prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") && !ASCII.isWhitespace($0) }
        return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
    }

    /// The most pushed to libxml2 at once. libxml2 2.9 refuses a document whose unparsed or unshrunk
    /// input passes 10,000,000 bytes (`XML_MAX_LOOKUP_LIMIT`, "Huge input lookup", fixed in 2.11), and
    /// its push parser only lets go of what it has read between chunks: pushed whole, every document
    /// over 10 MB failed, however short its pieces.
    static let chunkSize = 1 << 20

    /// Pushes `bytes` to the parser a chunk at a time, the last one ending the document.
    private static func push(_ bytes: UnsafeRawBufferPointer, to context: xmlParserCtxtPtr) {
        var offset = 0
        repeat {
            let count = min(chunkSize, bytes.count - offset)
            let isLast = offset + count == bytes.count
            // libxml2 takes an Int32 length; the chunk size keeps us far below it.
            _ = xmlParseChunk(context, bytes.baseAddress.map { ($0 + offset).assumingMemoryBound(to: CChar.self) },
                              Int32(count), isLast ? 1 : 0)
            offset += count
        } while offset < bytes.count && context.pointee.instate != XML_PARSER_EOF
    }

    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
            XMLTreeBuilder.from(context).pointee.startElement(
                localName: localName, prefix: prefix, uri: uri, namespaceCount: Int(namespaceCount),
                namespaces: namespaces, attributeCount: Int(attributeCount), attributes: attributes,
                defaultedCount: Int(defaultedCount))
        }
        // `<!ATTLIST …>` in the internal subset: libxml2 adds declared defaults to every element they name.
        handler.attributeDecl = { context, element, _, _, kind, defaultValue, values in
            // The callback owns the enumeration of allowed values (libxml2 frees it only without one).
            if let values { xmlFreeEnumeration(values) }
            let hasDefault = defaultValue != nil && kind != Int32(XML_ATTRIBUTE_IMPLIED.rawValue) && kind != Int32(XML_ATTRIBUTE_REQUIRED.rawValue)
            if hasDefault { XMLTreeBuilder.from(context).pointee.declareAttributeDefault(for: element) }
        }
        handler.endElementNs = { context, _, _, _ in XMLTreeBuilder.from(context).pointee.endElement() }
        handler.characters = { context, characters, length in
            XMLTreeBuilder.from(context).pointee.appendText(characters, Int(length), isCDATA: false)
        }
        handler.cdataBlock = { context, characters, length in
            XMLTreeBuilder.from(context).pointee.appendText(characters, Int(length), isCDATA: true)
        }
        handler.comment = { context, value in XMLTreeBuilder.from(context).pointee.appendComment(value) }
        handler.processingInstruction = { context, target, data in
            XMLTreeBuilder.from(context).pointee.appendProcessingInstruction(target: target, data: data)
        }
        handler.entityDecl = { context, name, type, publicID, systemID, content in
            XMLTreeBuilder.from(context).pointee.declareEntity(name, type: type, publicID: publicID, systemID: systemID, content: content)
        }
        // An unparsed entity (`<!ENTITY x SYSTEM "file:///etc/passwd" NDATA n>`) comes this way, not as an
        // entity declaration: refused as every external entity is (it was accepted, if never read).
        handler.unparsedEntityDecl = { context, name, publicID, systemID, _ in
            XMLTreeBuilder.from(context).pointee.declareEntity(name, type: Int32(XML_EXTERNAL_GENERAL_UNPARSED_ENTITY.rawValue),
                                                               publicID: publicID, systemID: systemID, content: nil)
        }
        handler.getEntity = { context, name in XMLTreeBuilder.from(context).pointee.entity(named: name) }
        handler.serror = { context, error in XMLTreeBuilder.from(context).pointee.record(error) }
        return handler
    }
}
