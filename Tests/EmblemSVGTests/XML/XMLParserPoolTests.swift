import Dispatch
import Synchronization
import Testing
@testable import EmblemSVG

/// Parser contexts are reused between documents: nothing of one document may leak into the next.
struct XMLParserPoolTests {
    static func document(_ k: Int) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:n\(k)="urn:emblem:\(k)" viewBox="0 0 \(k) 24">\
        <g id="g\(k)" class="c\(k % 7)"><n\(k):meta n\(k):at\(k)="\(k)"/><path d="M\(k) 0h1"/><n\(k):path/></g></svg>
        """
    }

    /// The names and kinds a document holds, in order: what a stale name or kind cache would get wrong.
    static func names(_ element: XMLElement) -> [String] {
        [element.name + "@" + (element.namespaceURI ?? "") + "#" + element.kind.rawValue]
            + element.attributes.map { $0.name + "=" + $0.value }
            + element.childElements.flatMap(names)
    }

    /// Thousands of documents with distinct element, attribute and namespace names through the same
    /// contexts: every name comes back as written (the per-context name cache never answers for another).
    @Test func distinctNamesSurviveReuse() throws {
        for k in 0..<3000 {
            let document = try SVGDocument(bytes: Array(Self.document(k).utf8))
            let names = Self.names(document.root)
            #expect(names.contains("n\(k):meta@urn:emblem:\(k)#unknown"))
            // `path` is a path only in the SVG namespace, however often the cache has seen it there.
            #expect(names.contains("path@http://www.w3.org/2000/svg#path"))
            #expect(names.contains("n\(k):path@urn:emblem:\(k)#unknown"))
            #expect(names.filter { $0.hasPrefix("svg@") || $0.hasPrefix("g@") } == [
                "svg@http://www.w3.org/2000/svg#svg", "g@http://www.w3.org/2000/svg#g"])
            #expect(names.contains("n\(k):at\(k)=\(k)"))
            #expect(names.contains("id=g\(k)"))
            #expect(document.root.namespaceDeclarations.map(\.value).contains("urn:emblem:\(k)"))
        }
    }

    /// libxml2 packs a dictionary's names end to end, so a document's names lie a few bytes apart: the
    /// name cache must spread neighbouring addresses over its slots, or neighbours evict each other and
    /// every name is made again (taking address bits `>> 3` put each run of eight bytes in one slot).
    @Test func neighbouringNamesTakeDifferentSlots() {
        let slotCount = 1 << ReusedParseState.slotBits
        for base: UInt in [0x5555_0000_1000, 0x7F3A_9C21_4E07, 0x1000] {
            // Sixteen names four bytes apart (`d`, `svg`, `id` and their terminators): no two may share a slot.
            let close = Set((0..<16).map { ReusedParseState.slot(of: base + 4 * $0) })
            #expect(close.count == 16)
            // Any run of addresses covers the table about evenly: none of the slots takes more than a few.
            var counts = [Int](repeating: 0, count: slotCount)
            for offset in 0..<UInt(slotCount * 8) { counts[ReusedParseState.slot(of: base + offset)] += 1 }
            #expect(counts.allSatisfy { (4...12).contains($0) }, "slot loads \(counts.min()!)…\(counts.max()!) for 8 per slot")
        }
    }

    /// A refused or malformed document leaves nothing behind: the next one parses exactly as it would
    /// on a fresh context.
    @Test func failuresDoNotPoisonTheNextParse() throws {
        let hostile = [
            "<!DOCTYPE svg [<!ENTITY a \"x\"><!ENTITY b \"&a;\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&b;</svg>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><g>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: 300),
            "\u{FEFF}<?xml version=\"1.0\"?><svg",
        ]
        let expected = Self.names(try SVGDocument(bytes: Array(Self.document(1).utf8)).root)
        for text in hostile {
            #expect(throws: SVGError.self) { try SVGDocument(bytes: Array(text.utf8)) }
            let document = try SVGDocument(bytes: Array(Self.document(1).utf8))
            #expect(Self.names(document.root) == expected)
        }
    }

    /// The root's namespace declarations are shared between documents that declare the same dictionary
    /// names: each document still gets exactly its own, whatever was parsed before it (a prefix bound to
    /// another URI, a URI under another prefix, more or fewer of them, a URI spelled through an entity).
    @Test func namespaceDeclarationsAreEachDocumentsOwn() throws {
        let cases: [(declarations: String, expected: [String], entity: String?)] = [
            ("xmlns:a=\"urn:x\"", ["xmlns:a=urn:x"], nil),
            ("xmlns:a=\"urn:y\"", ["xmlns:a=urn:y"], nil),
            ("xmlns:b=\"urn:x\"", ["xmlns:b=urn:x"], nil),
            ("xmlns:a=\"urn:x\" xmlns:b=\"urn:y\"", ["xmlns:a=urn:x", "xmlns:b=urn:y"], nil),
            ("xmlns:b=\"urn:y\" xmlns:a=\"urn:x\"", ["xmlns:b=urn:y", "xmlns:a=urn:x"], nil),
            ("", [], nil),
            ("xmlns:a=\"&ns;\"", ["xmlns:a=urn:z"], "urn:z"),
            ("xmlns:a=\"&ns;\"", ["xmlns:a=urn:w"], "urn:w"),
        ]
        // Each case right after each other case (and itself), through the same pooled context.
        let order = cases.indices.flatMap { first in cases.indices.flatMap { [first, $0] } }
        for index in order {
            let (declarations, expected, entity) = cases[index]
            let doctype = entity.map { "<!DOCTYPE svg [<!ENTITY ns \"\($0)\">]>" } ?? ""
            let text = doctype + "<svg xmlns=\"http://www.w3.org/2000/svg\" \(declarations)><path d=\"M0 0h1\"/></svg>"
            let root = try XMLReader().read(Array(text.utf8)).root
            #expect(root.namespaceDeclarations.map { $0.name + "=" + $0.value }
                    == ["xmlns=http://www.w3.org/2000/svg"] + expected, "case \(index)")
        }
    }

    /// The tree builder is kept by its parser from one document to the next: a document's prolog, epilog,
    /// text and limits never reach the next one.
    @Test func nothingCarriesOverToTheNextDocument() throws {
        let full = "<?xml version=\"1.0\"?><!-- before --><svg xmlns=\"http://www.w3.org/2000/svg\"><text>words</text></svg><!-- after -->"
        let bare = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>"
        for _ in 0..<50 {
            let first = try XMLReader().read(Array(full.utf8))
            #expect(first.prolog == [.comment(" before ")] && first.epilog == [.comment(" after ")])
            #expect(first.root.childElements.first?.textContent == "words")
            let second = try XMLReader().read(Array(bare.utf8))
            #expect(second.prolog.isEmpty && second.epilog.isEmpty)
            #expect(second.root.children.count == 1 && second.root.childElements.first?.children.isEmpty == true)
            // A tight limit applies to its own document only.
            var limits = XMLLimits.default
            limits.maximumElements = 1
            #expect(throws: SVGError.self) { try XMLReader(limits: limits).read(Array(bare.utf8)) }
            #expect(try XMLReader().read(Array(bare.utf8)).root.childElements.count == 1)
            // Nor does what a failed document had read: its prolog, its open elements, its text.
            #expect(throws: SVGError.self) { try XMLReader().read(Array("<!-- cut --><svg xmlns=\"http://www.w3.org/2000/svg\"><text>half".utf8)) }
            let after = try XMLReader().read(Array(bare.utf8))
            #expect(after.prolog.isEmpty && after.root.children.count == 1)
        }
    }

    /// Parsing on many threads at once gives what parsing one after another gives.
    @Test func concurrentParsesAgreeWithSequentialOnes() throws {
        let count = 400
        let sequential = try (0..<count).map { Self.names(try SVGDocument(bytes: Array(Self.document($0).utf8)).root) }
        let results = Mutex<[Int: [String]]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { k in
            let names = (try? SVGDocument(bytes: Array(Self.document(k).utf8))).map { Self.names($0.root) } ?? []
            results.withLock { $0[k] = names }
        }
        let concurrent = results.withLock { $0 }
        for k in 0..<count { #expect(concurrent[k] == sequential[k]) }
    }
}
