import Testing
@testable import EmblemSVG

/// `DrawingWriter` writes every id once: a drawing holds each `use`'s copy of an element with its id, and
/// the first element written with an id keeps it, later ones take `id-2`, `id-3` … (the first name no
/// element of the document has). The drawing itself keeps its ids (they name a symbol's layers).
struct DrawingWriterUniqueIDTests {
    static func drawing(_ body: String) throws -> Drawing {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>"
        return Resolver().resolve(try SVGDocument(bytes: Array(source.utf8))).drawing
    }

    /// The ids of the written document in document order, read back by the XML reader.
    static func writtenIDs(_ drawing: Drawing) throws -> [String] {
        let written = try SVGDocument(bytes: DrawingWriter().data(for: drawing))
        var ids: [String] = []
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"] { ids.append(id) }
            element.childElements.forEach(visit)
        }
        visit(written.root)
        return ids
    }

    /// The drawing's own ids in the order they are written (definitions first).
    static func drawingIDs(_ drawing: Drawing) -> [String] {
        WrittenIDs.ids(definitions: drawing.definitions, nodes: drawing.root.children)
    }

    @Test func aCopyOfAnElementWithAnIDTakesANewOne() throws {
        let drawing = try Self.drawing("""
            <defs><path id="leaf" d="M2 2h8v8z"/><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>\
            <g id="pair"><use id="first" href="#leaf" fill="url(#g)"/><use href="#leaf" x="10"/></g>\
            <use href="#pair" y="10"/><circle id="dot" cx="12" cy="12" r="2"/><use href="#dot" x="5"/>
            """)
        // The drawing holds the copies with their ids, as it did.
        #expect(Self.drawingIDs(drawing) == ["g", "pair", "first", "leaf", "leaf", "pair", "first", "leaf", "leaf", "dot", "dot"])
        #expect(try Self.writtenIDs(drawing)
            == ["g", "pair", "first", "leaf", "leaf-2", "pair-2", "first-2", "leaf-3", "leaf-4", "dot", "dot-2"])
    }

    /// A new name skips every id the document has, also ones written after it.
    @Test func newNamesAvoidTheDocumentsOtherIDs() throws {
        let drawing = try Self.drawing("""
            <path id="a" d="M0 0h1v1z"/><use href="#a" x="2"/><use href="#a" x="4"/>\
            <path id="a-2" d="M0 5h1v1z"/><path id="a-4" d="M0 7h1v1z"/>
            """)
        #expect(try Self.writtenIDs(drawing) == ["a", "a-3", "a-5", "a-2", "a-4"])
    }

    /// A thousand copies take the numbers in order, skipping the names the document has.
    @Test func manyCopiesTakeTheNumbersInOrder() throws {
        let uses = (0..<1_000).map { "<use href=\"#p\" x=\"\($0 % 20)\"/>" }.joined()
        let drawing = try Self.drawing("<defs><path id=\"p\" d=\"M0 0h1v1z\"/></defs>\(uses)"
                                       + "<path id=\"p-3\" d=\"M0 3h1v1z\"/><path id=\"p-500\" d=\"M0 5h1v1z\"/>")
        let taken: Set = [3, 500]
        let numbers = (2...1_002).filter { !taken.contains($0) }.map { "p-\($0)" }
        #expect(numbers.count == 999)
        #expect(try Self.writtenIDs(drawing) == ["p"] + numbers + ["p-3", "p-500"])
    }

    /// An empty id names nothing a reference finds: written as it is, however often.
    @Test func emptyIDsAreLeftAsTheyAre() throws {
        let drawing = try Self.drawing("<path id=\"\" d=\"M0 0h1v1z\"/><path id=\"\" d=\"M2 0h1v1z\"/>")
        #expect(try Self.writtenIDs(drawing) == ["", ""])
    }

    /// Preserved content (a text) drawn twice: its ids and its children's are renamed in the copy, not
    /// the references inside it.
    @Test func idsInsidePreservedContentAreRenamedToo() throws {
        let drawing = try Self.drawing("""
            <text id="label" x="1" y="10"><tspan id="part" fill="url(#g)">Hi</tspan></text><use href="#label" y="8"/>\
            <linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>
            """)
        let ids = try Self.writtenIDs(drawing)
        #expect(ids == ["g", "label", "part", "label-2", "part-2"], "\(ids)")
        let text = DrawingWriter().string(for: drawing)
        #expect(text.components(separatedBy: "url(#g)").count - 1 == 2, "\(text)")
    }

    /// An id that a definition and a drawn shape share in the source (a reference finds the definition,
    /// which comes first): the definition keeps it.
    @Test func aDefinitionKeepsAnIDADrawnShapeShares() throws {
        let drawing = try Self.drawing("""
            <linearGradient id="a"><stop offset="0" stop-color="red"/></linearGradient><rect id="a" width="9" height="9" fill="url(#a)"/>
            """)
        #expect(try Self.writtenIDs(drawing) == ["a", "a-2"])
        #expect(DrawingWriter().string(for: drawing).contains("fill=\"url(#a)\""))
    }

    /// Without a repeated id, the ids are written as the drawing has them, in its order.
    @Test func uniqueIDsAreWrittenAsTheyAre() throws {
        let drawing = try Self.drawing("""
            <defs><clipPath id="c"><rect id="r" width="5" height="5"/></clipPath></defs>\
            <g id="layer-1" clip-path="url(#c)"><path id="p1" d="M0 0h4v4z"/><path id="p2" d="M5 0h4v4z"/></g>\
            <text id="t" x="1" y="20">A</text>
            """)
        let ids = Self.drawingIDs(drawing)
        #expect(Set(ids).count == ids.count && ids.count == 6, "\(ids)")
        #expect(try Self.writtenIDs(drawing) == ids)
    }
}
