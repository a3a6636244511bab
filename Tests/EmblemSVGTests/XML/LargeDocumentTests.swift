@testable import EmblemSVG
import Testing

/// Documents larger than one push to libxml2 (``XMLReader/chunkSize``): read whole, whatever falls on a
/// chunk's edge, and with their errors where they are. libxml2 2.9 refused every document over
/// 10,000,000 bytes as "Huge input lookup" while the reader pushed it in one piece.
@Suite struct LargeDocumentTests {
    static let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 1000\">\n"

    /// 170,000 small squares, 12 MB: over libxml2's 10 MB lookup limit, under Emblem's 32 MiB and
    /// 200,000 elements.
    @Test func aDocumentOverTenMegabytesIsRead() throws {
        var text = Self.header
        for index in 0..<170_000 {
            text += "<rect x=\"\(index % 1000)\" y=\"\(index / 1000)\" width=\"1\" height=\"1\" fill=\"#0a84ff\" id=\"r\(index)\"/>\n"
        }
        text += "</svg>\n"
        #expect(text.utf8.count > 11_000_000)
        let document = try XMLReader().read(Array(text.utf8), file: "big.svg")
        let elements = document.root.childElements
        #expect(elements.count == 170_000)
        #expect(elements.last?[attribute: "id"] == "r169999")
        #expect(elements.last?[attribute: "y"] == "169")
    }

    /// A two-byte character, a tag and an attribute value each put across the edge of the first chunk,
    /// at every offset: the text and attributes read are the ones written.
    @Test(arguments: 0..<6)
    func whatFallsOnAChunkEdgeIsReadWhole(shift: Int) throws {
        // The reader hands libxml2 the first 4 bytes apart, then chunks from there.
        let edge = 4 + XMLReader.chunkSize
        let opening = Self.header + "<title>"
        let tail = "</title><g id=\"é-edge\" class=\"a b\"/></svg>"
        // Fill the title so that its last "é" (2 bytes), the `</title>` after it and the `g` land on the
        // edge as `shift` moves them.
        let fillBytes = edge - opening.utf8.count - 3 + shift
        let title = String(repeating: "a", count: fillBytes % 2) + String(repeating: "é", count: fillBytes / 2)
        let document = try XMLReader().read(Array((opening + title + tail).utf8))
        let elements = document.root.childElements
        #expect(elements.count == 2)
        guard case .text(let read)? = elements.first?.children.first else {
            Issue.record("the title has no text")
            return
        }
        #expect(read == title)
        #expect(elements.last?[attribute: "id"] == "é-edge")
        #expect(elements.last?[attribute: "class"] == "a b")
    }

    /// An error past the first chunk is placed on its own line, and a document cut short past it still
    /// says which elements it ends inside.
    @Test func errorsPastTheFirstChunkAreLocated() throws {
        var text = Self.header + "<g>\n"
        var line = 3
        while text.utf8.count < 3 * XMLReader.chunkSize {
            text += "<path d=\"M0 0h1\"/>\n"
            line += 1
        }
        do {
            _ = try XMLReader().read(Array((text + "<path d=\"M0 0\"/ >\n</g></svg>").utf8), file: "bad.svg")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.location?.line == line)
        }
        do {
            _ = try XMLReader().read(Array(text.utf8), file: "cut.svg")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.message.contains("ends inside <g>"))
        }
    }
}
