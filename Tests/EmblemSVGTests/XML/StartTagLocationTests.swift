import EmblemSVG
import Testing

/// An element is placed where its start tag opens, at its `<`: libxml2 reports the tag's end, and a tag
/// written over several lines was placed on its last line, past its attributes.
struct StartTagLocationTests {
    /// Every element of a document whose tags lie one to a line, several to a line, and over several
    /// lines, at every indentation: its location is its `<`, found independently by counting the text.
    @Test(arguments: [0, 1, 3])
    func everyElementIsPlacedAtItsOpening(indent: Int) throws {
        let pad = String(repeating: " ", count: indent)
        let lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">",
            pad + "<g id=\"a\"><rect id=\"b\" width=\"1\" height=\"1\"/><circle id=\"c\" r=\"2\"/></g>",
            pad + "<rect id=\"d\"",
            pad + "  x=\"1\"",
            pad + "  fill=\"red\"",
            pad + "  width=\"2\" height=\"2\"/>",
            pad + "<path id=\"e\" d=\"M0 0", "L5 5\"", pad + "/>",
            // Characters of several bytes in a tag, before it on its line, and on a tag over lines:
            // columns count characters, as libxml2's do.
            pad + "<g id=\"f\" aria-label=\"日本語の説明\"/><g id=\"g\" aria-label=\"é\"/>",
            pad + "<text id=\"h\">ü</text><g id=\"i\"",
            pad + "  aria-label=\"שלום\"/>",
            "</svg>",
        ]
        let text = lines.joined(separator: "\n")
        let document = try SVGDocument(bytes: Array(text.utf8))
        // Where `<tag id="x"` opens, counted from the text itself.
        func expected(_ id: String) -> (line: Int, column: Int) {
            for (number, line) in lines.enumerated() {
                guard let idRange = line.range(of: "id=\"\(id)\"") else { continue }
                let opening = line[..<idRange.lowerBound].lastIndex(of: "<")!
                return (number + 1, line.distance(from: line.startIndex, to: opening) + 1)
            }
            return (0, 0)
        }
        var found = 0
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"] {
                let place = expected(id)
                #expect(element.location?.line == place.line && element.location?.column == place.column,
                        "\(id): \(String(describing: element.location)) for \(place)")
                found += 1
            }
            element.childElements.forEach(visit)
        }
        visit(document.root)
        #expect(found == 9)
        #expect(document.root.location?.line == 1 && document.root.location?.column == 1)
    }
}
