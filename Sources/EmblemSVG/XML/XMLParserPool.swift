import CLibXML2
import Synchronization

/// libxml2 push-parser contexts kept for reuse between documents.
///
/// Creating a parser context (its dictionary, input stack and SAX table) costs more than parsing a typical
/// 500-byte icon; a reset context parses the same bytes in about a third of the time `xmlReadMemory`
/// takes. A context goes back to the pool only after a clean parse that left its name dictionary small,
/// so a hostile document cannot make the pool hold on to memory.
final class XMLParserPool: Sendable {
    static let shared = XMLParserPool()

    /// Contexts kept at most (one per thread that parses at the same time is enough).
    static let capacity = 16
    /// Names a context's dictionary may hold and still be reused.
    static let maximumDictionarySize: Int32 = 4096

    private let idle = Mutex<[ReusableXMLParser]>([])

    func take() -> ReusableXMLParser? {
        if let parser = idle.withLock({ $0.popLast() }) { return parser }
        return ReusableXMLParser()
    }

    /// Returns a parser after a parse; it is freed instead when the parse failed or left many names behind.
    func giveBack(_ parser: ReusableXMLParser, parsedCleanly: Bool) {
        guard parsedCleanly, xmlDictSize(parser.context.pointee.dict) <= Self.maximumDictionarySize else { return }
        idle.withLock { parsers in
            if parsers.count < Self.capacity { parsers.append(parser) }
        }
    }
}

/// One push-parser context with Emblem's SAX handler installed, and what it keeps between documents
/// (`ReusedParseState`, and the tree builder its events go to). libxml2 hands names out as pointers into
/// the context's dictionary, stable for the context's life, so a name met before is a table lookup
/// instead of a new `String`.
final class ReusableXMLParser: @unchecked Sendable {
    let context: xmlParserCtxtPtr
    let reused: UnsafeMutablePointer<ReusedParseState>
    let builder: UnsafeMutablePointer<XMLTreeBuilder>

    init?() {
        var handler = XMLReader.makeHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return nil }
        self.context = context
        reused = .allocate(capacity: 1)
        reused.initialize(to: ReusedParseState())
        builder = .allocate(capacity: 1)
        builder.initialize(to: XMLTreeBuilder(reused: reused))
    }

    deinit {
        xmlFreeParserCtxt(context)
        builder.deinitialize(count: 1)
        builder.deallocate()
        reused.deinitialize(count: 1)
        reused.deallocate()
    }

    /// Prepares the context for a new document whose events go to `userData`. `start` is the document's
    /// first bytes (up to four): libxml2 detects a byte-order mark or UTF-16 from them, as it does when a
    /// context is created with them, so they must come with the reset, not with the first chunk.
    func reset(userData: UnsafeMutableRawPointer, start: UnsafeRawBufferPointer) {
        xmlCtxtResetPush(context, start.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(start.count), nil, nil)
        context.pointee.userData = userData
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue))
    }
}

/// What a parser context keeps from one document to the next: strings for dictionary names, names and
/// kinds of elements for (local name, namespace) pairs, and namespace declarations for sets of (prefix,
/// URI) pairs, all direct-mapped by pointer (a miss just works the value out and replaces the slot).
struct ReusedParseState {
    private static let slotCount = 1 << slotBits
    private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: slotCount)
    private var strings = [String](repeating: "", count: slotCount)
    private var elementKeys = [(UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?)](repeating: (nil, nil), count: slotCount)
    private var elementNames = [ElementName](repeating: ElementName(local: "", namespaceURI: nil, kind: .unknown), count: slotCount)
    /// Namespace declarations made last with the (prefix, URI) dictionary pointers in `declarationKeys`.
    private var declarationKeys = [[UnsafePointer<xmlChar>?]](repeating: [], count: declarationSlotCount)
    private var declarations = [[XMLAttribute]](repeating: [], count: declarationSlotCount)
    private static let declarationSlotCount = 1 << declarationSlotBits
    private static let declarationSlotBits = 3

    /// The declarations made before for these (prefix, URI) pointer pairs, if still kept.
    func declarations(for pairs: UnsafeBufferPointer<UnsafePointer<xmlChar>?>) -> [XMLAttribute]? {
        let slot = Self.declarationSlot(of: pairs)
        return declarationKeys[slot].elementsEqual(pairs) ? declarations[slot] : nil
    }

    mutating func remember(_ made: [XMLAttribute], for pairs: UnsafeBufferPointer<UnsafePointer<xmlChar>?>) {
        let slot = Self.declarationSlot(of: pairs)
        declarationKeys[slot] = Array(pairs)
        declarations[slot] = made
    }

    private static func declarationSlot(of pairs: UnsafeBufferPointer<UnsafePointer<xmlChar>?>) -> Int {
        var key: UInt = 0
        for pointer in pairs { key = (key &* 31) ^ UInt(bitPattern: pointer) }
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - declarationSlotBits))
    }

    /// What an element with this dictionary local name in this dictionary namespace is called and is.
    /// One lookup for the three: looking up the local name, the namespace and the kind each on its own
    /// cost ≈ 160 instructions more an element.
    mutating func element(local: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?) -> ElementName {
        // The namespace is scaled before the two are joined: both lie in the dictionary, and two nearby
        // addresses joined as they are would differ in a few low bits only.
        let slot = Self.slot(of: UInt(bitPattern: local) ^ (UInt(bitPattern: uri) &* 3))
        if elementKeys[slot].0 == local && elementKeys[slot].1 == uri { return elementNames[slot] }
        let localName = string(local), namespaceURI = uri.map { string($0) }
        let element = ElementName(local: localName, namespaceURI: namespaceURI,
                                  kind: SVGElementKind(name: localName, namespaceURI: namespaceURI))
        elementKeys[slot] = (local, uri)
        elementNames[slot] = element
        return element
    }

    /// The slot of a key made from dictionary pointers. libxml2 packs a dictionary's names end to end with
    /// no alignment, so the names of a document lie a few bytes apart: taking address bits directly
    /// (`>> 3`) sent neighbours such as `d` and `svg` to one slot, where they kept evicting each other.
    /// A multiplicative (Fibonacci) hash spreads them over the table.
    @inline(__always) static func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - slotBits))
    }
    static let slotBits = 7

    mutating func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        let slot = Self.slot(of: UInt(bitPattern: pointer))
        if pointers[slot] == pointer { return strings[slot] }
        // Names cannot hold '&', but namespace URIs can, as attribute values do (see SAXAttributeValue).
        let string = SAXAttributeValue.string(UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer))))
        pointers[slot] = pointer
        strings[slot] = string
        return string
    }
}

/// An element's local name, namespace and kind, as `ReusedParseState` keeps them.
struct ElementName {
    var local: String
    var namespaceURI: String?
    var kind: SVGElementKind
}
