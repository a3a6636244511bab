import CLibXML2

/// Receives libxml2's SAX2 events and builds the value tree, enforcing the limits as it goes.
///
/// A struct reached through the pointer libxml2 passes back (not a class instance): events then touch
/// its fields without the dynamic exclusivity checks and reference counting a class would cost per event.
/// Each reusable parser keeps one for all its documents (`begin` … `finish`): making and destroying one
/// per document, with its dozen fields, cost ≈ 830 instructions an icon (6.2 M a round of the 7,447
/// Material Design Icons).
struct XMLTreeBuilder {
    private(set) var file: String?
    private(set) var limits = XMLLimits.default
    /// The document's bytes, read only to describe an error.
    private var input: UnsafeRawBufferPointer?
    let reused: UnsafeMutablePointer<ReusedParseState>
    var context: xmlParserCtxtPtr?
    private(set) var error: SVGError?
    /// Whether `error` is one that the next error may say better (see `XMLSyntaxErrorDescription.isVague`).
    private var errorIsVague = false

    /// The open elements; emptied after each document, its buffer kept for the next.
    private var stack: [XMLElement] = []
    private var root: XMLElement?
    private var prolog: [XMLNode] = []
    private var epilog: [XMLNode] = []
    private var elementCount = 0
    private var pendingText: [UInt8] = []
    private var pendingIsCDATA = false
    /// Plain-text entities the document declares (Illustrator's namespace names), expanded as read.
    private var entities = DeclaredTextEntities()
    /// Whether `entities` holds any: a flag, so that the per-attribute check does not touch the dictionary.
    private(set) var expandsEntities = false
    /// Bytes of text and attribute values so far: at most the input's size unless entities expand, and
    /// capped at `limits.maximumBytes` for when they do.
    private var contentBytes = 0
    /// How many attribute defaults the DTD declares, by element name.
    private var attributeDefaults: [String: Int] = [:]
    /// The most text buffer capacity kept from one document for the next: a long text run should not
    /// keep its memory in a pooled parser.
    private static let keptTextCapacity = 1 << 16

    init(reused: UnsafeMutablePointer<ReusedParseState>) {
        self.reused = reused
    }

    /// Starts a document; the builder holds nothing of the previous one (see `finish`). `input` must
    /// stay valid until `finish`: errors are described with it.
    mutating func begin(file: String?, limits: XMLLimits, input: UnsafeRawBufferPointer) {
        self.file = file
        self.limits = limits
        self.input = input
    }

    /// Forgets the document (whose tree `takeDocument` has moved out, or which failed), keeping the
    /// stack's and text buffer's memory for the next, and frees libxml2's records of the entities.
    mutating func finish() {
        // Each reset only when there is something to reset: after a clean parse nearly everything is
        // already empty, and resetting it all regardless cost ≈ 220 instructions a document.
        file = nil
        input = nil
        context = nil
        if error != nil { error = nil }
        errorIsVague = false
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
        if root != nil { root = nil }
        if !prolog.isEmpty { prolog = [] }
        if !epilog.isEmpty { epilog = [] }
        elementCount = 0
        if pendingText.capacity > Self.keptTextCapacity {
            pendingText = []
        } else if !pendingText.isEmpty {
            pendingText.removeAll(keepingCapacity: true)
        }
        pendingIsCDATA = false
        entities.release()
        expandsEntities = false
        contentBytes = 0
        if !attributeDefaults.isEmpty { attributeDefaults = [:] }
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLTreeBuilder> {
        context!.assumingMemoryBound(to: XMLTreeBuilder.self)
    }

    var currentLocation: SourceLocation {
        guard let context else { return SourceLocation(file: file, line: 0, column: 0) }
        return SourceLocation(file: file, line: Int(xmlSAX2GetLineNumber(context)), column: Int(xmlSAX2GetColumnNumber(context)))
    }

    /// The document built, moved out of the builder (nothing is copied).
    mutating func takeDocument() throws(SVGError) -> XMLDocument {
        guard let root = root.take() else {
            throw SVGError(.malformedXML, "The document has no root element.", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var prolog: [XMLNode] = [], epilog: [XMLNode] = []
        swap(&prolog, &self.prolog)
        swap(&epilog, &self.epilog)
        return XMLDocument(root: root, prolog: prolog, epilog: epilog)
    }

    // MARK: Events

    mutating func startElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                      namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                      attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, defaultedCount: Int = 0) {
        guard error == nil else { return }
        flushText()
        elementCount += 1
        if elementCount > limits.maximumElements {
            return fail(.limitExceeded, "The document has more than \(limits.maximumElements) elements, the limit.")
        }
        if stack.count >= limits.maximumDepth {
            return fail(.limitExceeded, "Elements are nested more than \(limits.maximumDepth) deep, the limit.")
        }
        // libxml2 keeps the declarations in scope as pairs (prefix, name) in `nsTab`, `nsNr` entries.
        if namespaceCount > 0, let context, Int(context.pointee.nsNr) / 2 > limits.maximumNamespacesInScope {
            return fail(.limitExceeded, "More than \(limits.maximumNamespacesInScope) namespace declarations are in scope here "
                        + "(this element's and its ancestors'), the limit: libxml2 looks each prefixed name up through all of them.")
        }
        // The name cache is keyed by dictionary names, which entities make mean different things per document.
        let element: ElementName
        if expandsEntities {
            let local = name(localName), namespaceURI = uri.map { namespaceName($0) }
            element = ElementName(local: local, namespaceURI: namespaceURI, kind: SVGElementKind(name: local, namespaceURI: namespaceURI))
        } else if let localName {
            element = reused.pointee.element(local: localName, uri: uri)
        } else {
            element = ElementName(local: "", namespaceURI: uri.map { reused.pointee.string($0) }, kind: .unknown)
        }
        let qualifiedName = prefix.map { reused.pointee.string($0) + ":" + element.local } ?? element.local
        let declarations = namespaceCount > 0 ? namespaceDeclarations(namespaceCount, namespaces) : []
        var values: [XMLAttribute] = []
        if attributeCount > 0, let attributes {
            // Up to three attributes (most elements of icons) as an array literal: a literal allocates the
            // array at its size directly, where `reserveCapacity` takes the generic growth path, ≈ 110
            // instructions more an element. (`Array(unsafeUninitializedCapacity:)` is worse: it is not
            // specialized, and looked the array type up at run time, ≈ 530 instructions an array.)
            switch attributeCount {
            case 1: values = [attribute(at: 0, of: attributes)]
            case 2: values = [attribute(at: 0, of: attributes), attribute(at: 1, of: attributes)]
            case 3: values = [attribute(at: 0, of: attributes), attribute(at: 1, of: attributes), attribute(at: 2, of: attributes)]
            default:
                values.reserveCapacity(attributeCount)
                for i in 0..<attributeCount { values.append(attribute(at: i, of: attributes)) }
            }
        }
        if defaultedCount > 0, let attributes { countDefaulted(defaultedCount, of: attributeCount, attributes) }
        // Made complete: appending to an element's fields (kept in a shared box) costs a uniqueness and a
        // dynamic exclusivity check per attribute.
        stack.append(XMLElement(name: qualifiedName, namespaceURI: element.namespaceURI, kind: element.kind,
                                namespaceDeclarations: declarations, attributes: values, children: [],
                                location: Self.startTagLocation(in: context, file: file, expandsEntities: expandsEntities,
                                                                searchingBackFrom: attributeCount > 0 ? attributes?[3] : nil)))
        checkContentSize()
    }

    mutating func endElement() {
        guard error == nil, !stack.isEmpty else { return }
        // Pending text belongs to the element that closes; then it joins its parent or becomes the root.
        flushText()
        let element = stack.removeLast()
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(.element(element)) }
    }

    mutating func appendText(_ characters: UnsafePointer<xmlChar>?, _ length: Int, isCDATA: Bool) {
        guard error == nil, let characters, length > 0, !stack.isEmpty else { return }
        if isCDATA != pendingIsCDATA { flushText() }
        pendingIsCDATA = isCDATA
        contentBytes += length
        checkContentSize()
        pendingText.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
        // libxml2 only sees the limit in a run of text pushed in one piece; the reader pushes chunks.
        if pendingText.count > XMLSyntaxErrorDescription.textLengthLimit {
            fail(.limitExceeded, XMLSyntaxErrorDescription.textLengthLimitMessage)
        }
    }

    mutating func appendComment(_ value: UnsafePointer<xmlChar>?) {
        guard error == nil else { return }
        append(.comment(Self.string(value)))
    }

    mutating func appendProcessingInstruction(target: UnsafePointer<xmlChar>?, data: UnsafePointer<xmlChar>?) {
        guard error == nil else { return }
        append(.processingInstruction(target: Self.string(target), data: Self.string(data)))
    }

    mutating func declareEntity(_ name: UnsafePointer<xmlChar>?, type: Int32, publicID: UnsafePointer<xmlChar>?,
                                systemID: UnsafePointer<xmlChar>?, content: UnsafePointer<xmlChar>?) {
        guard error == nil else { return }
        if let refusal = entities.declare(name: Self.string(name), type: type, hasExternalID: publicID != nil || systemID != nil,
                                          content: content) {
            fail(.refusedEntity, refusal)
        }
        expandsEntities = !entities.isEmpty
    }

    /// Counts a default the DTD declares for an attribute of `element`, refusing more than
    /// ``XMLLimits/maximumAttributes`` for one element: libxml2 adds each default to every such element,
    /// checking it against every attribute already there, so 2,000 defaults on 10,000 `<g/>` (69 KB)
    /// took 23 s and 1.1 GB.
    mutating func declareAttributeDefault(for element: UnsafePointer<xmlChar>?) {
        guard error == nil else { return }
        let name = Self.string(element)
        let count = (attributeDefaults[name] ?? 0) + 1
        attributeDefaults[name] = count
        if count > limits.maximumAttributes {
            fail(.limitExceeded, "The DTD declares more than \(limits.maximumAttributes) attribute defaults for <\(name)>, the limit "
                 + "of attributes an element may have.")
        }
    }

    /// Counts the attributes libxml2 added from the DTD's defaults (the last `count` of `total`) toward the
    /// content limit, each its name and a fixed share for the attribute itself: an empty default adds
    /// no bytes of value, yet 256 of them on 200,000 elements (an 800 KB file) are 51 million attributes.
    private mutating func countDefaulted(_ count: Int, of total: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        for index in (total - count)..<total {
            contentBytes += Self.defaultedAttributeCost + Int(attributes[5 * index].map { xmlStrlen($0) } ?? 0)
        }
        checkContentSize()
    }

    /// The bytes a defaulted attribute counts beyond its name and value: about what one takes in memory.
    static let defaultedAttributeCost = 64

    /// libxml2's record of a declared entity, for its `getEntity` callback.
    func entity(named name: UnsafePointer<xmlChar>?) -> xmlEntityPtr? { entities.entity(named: name) }

    mutating func record(_ reported: UnsafeMutablePointer<xmlError>?) {
        guard error == nil || errorIsVague, let reported else { return }
        let details = reported.pointee
        // Warnings (level 1) do not stop the parse; errors and fatal errors do.
        guard details.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let description = XMLSyntaxErrorDescription(
            code: Int(details.code),
            libxml2Message: details.message.map { String(cString: $0).trimmingASCIIWhitespace() } ?? "unknown libxml2 error",
            // Names and URIs, which libxml2 passes as long as they were written, shortened for the message.
            detail1: details.str1.map { DiagnosticText.shortened(String(cString: $0)) },
            detail2: details.str2.map { DiagnosticText.shortened(String(cString: $0)) },
            openingLine: Int(details.int1),
            openElements: stack.map { (DiagnosticText.shortened($0.name), $0.location?.line ?? 0, $0.location?.column ?? 0) }, hasRoot: root != nil || !stack.isEmpty,
            place: context.map { XMLParserPlace($0.pointee.instate) } ?? .unknown, site: errorSite)
        let location = SourceLocation(file: file, line: Int(details.line), column: Int(details.int2))
        let entityCodes = [XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY, XML_ERR_ENTITY_PE_INTERNAL].map { Int($0.rawValue) }
        if description.isTextLengthLimit {
            error = SVGError(.limitExceeded, XMLSyntaxErrorDescription.textLengthLimitMessage, at: location)
            errorIsVague = false
            return
        }
        let code: SVGError.Code = entityCodes.contains(Int(details.code)) ? .refusedEntity : .malformedXML
        error = SVGError(code, "Malformed XML: " + description.message, at: location)
        errorIsVague = description.isVague
    }

    /// Where libxml2 stands in the input, for describing an error: `xmlByteConsumed` counts in the
    /// input's own bytes even when libxml2 decodes it.
    private var errorSite: XMLErrorSite? {
        guard let input, let context, let buffer = context.pointee.input?.pointee.buf else { return nil }
        let offset = Int(xmlByteConsumed(context))
        guard offset >= 0 else { return nil }
        return XMLErrorSite(bytes: input, offset: min(offset, input.count), isReadAsIs: buffer.pointee.encoder == nil)
    }

    /// Records an error libxml2 raised outside the parser (see `XMLReader.parse`): bytes its decoder
    /// cannot read in the document's encoding. Reading stops there, and libxml2 then says the document
    /// ended early, which would send the reader looking for a cut.
    mutating func recordUndecodable(_ reported: UnsafeMutablePointer<xmlError>?) {
        guard let reported, error == nil || errorIsVague else { return }
        let domain = Int(reported.pointee.domain), code = Int(reported.pointee.code)
        let isDecoding = (domain == Int(XML_FROM_IO.rawValue) && code == Int(XML_IO_ENCODER.rawValue))
            || (domain == Int(XML_FROM_I18N.rawValue) && code == Int(XML_I18N_CONV_FAILED.rawValue))
        guard isDecoding else { return }
        let encoding = context.flatMap { $0.pointee.encoding }.map { String(cString: $0) }
            ?? context.flatMap { $0.pointee.input?.pointee.buf?.pointee.encoder?.pointee.name }.map { String(cString: $0) }
        // libxml2 decodes ahead of the parser, so the bad bytes lie somewhere after where it stands.
        let what = encoding.map { "valid \($0), the encoding the document declares" } ?? "valid text in the document's encoding"
        error = SVGError(.malformedXML, "Malformed XML: Bytes after this point are not \(what); reading stopped. "
                         + "Save the file in that encoding, or declare the one it is in.", at: currentLocation)
        errorIsVague = false
    }

    // MARK: Helpers

    /// The `xmlns` / `xmlns:prefix` declarations libxml2 passes as (prefix, URI) pairs. Unless entities
    /// can change what they mean, the array made for the same pairs of dictionary names last time is
    /// shared: nearly every document of an icon set declares the same namespaces on its root, and sharing
    /// saves making the array and freeing it with the document (≈ 560 instructions an icon).
    private mutating func namespaceDeclarations(_ count: Int, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?)
        -> [XMLAttribute] {
        guard let namespaces else { return [] }
        let pairs = UnsafeBufferPointer(start: namespaces, count: 2 * count)
        if !expandsEntities, let cached = reused.pointee.declarations(for: pairs) { return cached }
        var declarations: [XMLAttribute] = []
        declarations.reserveCapacity(count)
        for i in 0..<count {
            let declaredPrefix = pairs[2 * i].map { reused.pointee.string($0) }
            let declaredURI = pairs[2 * i + 1].map { namespaceName($0) } ?? ""
            declarations.append(XMLAttribute(name: declaredPrefix.map { "xmlns:" + $0 } ?? "xmlns", value: declaredURI))
        }
        if !expandsEntities { reused.pointee.remember(declarations, for: pairs) }
        return declarations
    }

    /// Attribute `index` of the five pointers per attribute libxml2 passes: local name, prefix, URI,
    /// value start, value end.
    private mutating func attribute(at index: Int, of attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) -> XMLAttribute {
        let base = 5 * index
        let local = name(attributes[base])
        let qualified = attributes[base + 1].map { reused.pointee.string($0) + ":" + local } ?? local
        guard let start = attributes[base + 3], let end = attributes[base + 4] else { return XMLAttribute(name: qualified, value: "") }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        if expandsEntities { return XMLAttribute(name: qualified, value: expanded(bytes)) }
        let value = SAXAttributeValue.string(bytes)
        contentBytes += value.utf8.count
        return XMLAttribute(name: qualified, value: value)
    }

    /// A namespace name as the document means it (libxml2 keeps '&' and entity references in it as in
    /// attribute values); cached by dictionary pointer unless entities can change its meaning.
    private mutating func namespaceName(_ pointer: UnsafePointer<xmlChar>) -> String {
        expandsEntities ? expanded(UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer))))
            : reused.pointee.string(pointer)
    }

    /// An attribute value or namespace name with the document's entities expanded, counted against the
    /// limit on the text a document may expand to. Expansion stops at that limit (a value that would
    /// pass it fails the document), so memory stays bounded however often a long entity is referred to.
    private mutating func expanded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let value = entities.expanding(bytes, limit: limits.maximumBytes - contentBytes) else {
            contentBytes = limits.maximumBytes + 1
            checkContentSize()
            return ""
        }
        contentBytes += value.utf8.count
        return value
    }

    private mutating func checkContentSize() {
        guard contentBytes > limits.maximumBytes else { return }
        fail(.limitExceeded, "The document's text and attribute values expand to more than \(limits.maximumBytes) bytes "
             + "(through its entities or the DTD's attribute defaults), the limit.")
    }

    private mutating func fail(_ code: SVGError.Code, _ message: String) {
        guard error == nil else { return }
        error = SVGError(code, message, at: currentLocation)
        if let context { xmlStopParser(context) }
    }

    private mutating func append(_ node: XMLNode) {
        flushText()
        if stack.isEmpty {
            if root == nil { prolog.append(node) } else { epilog.append(node) }
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// Appends the text read since the last markup to the open element. Inlined for its check: most
    /// elements follow no text, and the call alone cost ≈ 20 instructions an element.
    @inline(__always) private mutating func flushText() {
        if !pendingText.isEmpty { appendPendingText() }
    }

    private mutating func appendPendingText() {
        guard !stack.isEmpty else { return }
        let text = String(decoding: pendingText, as: UTF8.self)
        stack[stack.count - 1].children.append(pendingIsCDATA ? .cdata(text) : .text(text))
        pendingText.removeAll(keepingCapacity: true)
    }

    /// A name from the parser's dictionary.
    private func name(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return reused.pointee.string(pointer)
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
