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
/// (`ReusedParseState`). libxml2 hands names out as pointers into the context's dictionary, stable for
/// the context's life, so a name met before is a table lookup instead of a new `String`.
final class ReusableXMLParser: @unchecked Sendable {
    let context: xmlParserCtxtPtr
    let reused: UnsafeMutablePointer<ReusedParseState>

    init?() {
        var handler = XMLReader.makeHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return nil }
        self.context = context
        reused = .allocate(capacity: 1)
        reused.initialize(to: ReusedParseState())
    }

    deinit {
        xmlFreeParserCtxt(context)
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

/// What a parser context keeps from one document to the next: strings for dictionary names and element
/// kinds for (local name, namespace) pairs, direct-mapped by pointer (a miss just works the value out and
/// replaces the slot), and the tree builder's element stack.
struct ReusedParseState {
    private static let slotCount = 1 << slotBits
    private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: slotCount)
    private var strings = [String](repeating: "", count: slotCount)
    private var kindKeys = [(UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?)](repeating: (nil, nil), count: slotCount)
    private var kinds = [SVGElementKind](repeating: .unknown, count: slotCount)
    /// The builder's element stack, kept between documents so that it is not allocated for each.
    var stack: [XMLElement] = []

    /// The kind of an element with this dictionary local name in this dictionary namespace.
    mutating func kind(local: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?) -> SVGElementKind {
        // The namespace is scaled before the two are joined: both lie in the dictionary, and two nearby
        // addresses joined as they are would differ in a few low bits only.
        let slot = Self.slot(of: UInt(bitPattern: local) ^ (UInt(bitPattern: uri) &* 3))
        if kindKeys[slot].0 == local && kindKeys[slot].1 == uri { return kinds[slot] }
        let kind = SVGElementKind(name: string(local), namespaceURI: uri.map { string($0) })
        kindKeys[slot] = (local, uri)
        kinds[slot] = kind
        return kind
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
