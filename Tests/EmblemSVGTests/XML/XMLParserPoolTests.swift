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
