import EmblemRaster
import EmblemSVG
import EmblemTestSupport
import Testing

/// `SVGDocument.stripping(.all)` on the random documents of `RandomDocumentPixelTests` with a drawing
/// program's data mixed in (Inkscape's named view and labels, Sodipodi's node types, RDF metadata,
/// comments): stripped, a document draws as it did, and one whose sheet does not select by position
/// writes as the document without the mixed-in data does.
struct StrippedDocumentPixelTests {
    static let declarations = " xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\""
        + " xmlns:sodipodi=\"http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd\""
        + " xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" inkscape:version=\"1.2\""
    /// One element first (so that `:nth-child(2n)` would match other elements without it), and the
    /// metadata last.
    static let leadingElements = "<!-- drawn in an editor --><sodipodi:namedview id=\"nv\" inkscape:zoom=\"2\">"
        + "<inkscape:grid id=\"grid\"/></sodipodi:namedview>"
    static let trailingElements = "<metadata><rdf:RDF><rdf:Description about=\"\"/></rdf:RDF></metadata></svg>"

    /// `source` as a drawing program would save it.
    static func withEditorData(_ source: String) -> String {
        var text = source.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"",
                                               with: "<svg xmlns=\"http://www.w3.org/2000/svg\"" + declarations)
        // After the root's start tag, the first `>`.
        let rootEnd = text.firstIndex(of: ">")!
        text.insert(contentsOf: leadingElements, at: text.index(after: rootEnd))
        return (String(text.dropLast("</svg>".count)) + trailingElements)
            .replacingOccurrences(of: "<g ", with: "<g inkscape:label=\"L\" ")
            .replacingOccurrences(of: "<g>", with: "<g inkscape:groupmode=\"layer\"><inkscape:perspective/><!-- layer -->")
            .replacingOccurrences(of: "<path d=", with: "<path sodipodi:nodetypes=\"cc\" d=")
    }

    @Test(arguments: 0..<3)
    func strippedDocumentsDrawAsTheyDid(batch: Int) throws {
        var generator = RandomDocumentPixelTests.Generator(random: SplitMix64(seed: 0x57A1_0000 + UInt64(batch)))
        let rasterizer = Rasterizer()
        var (identical, kept) = (0, 0)
        for index in 0..<60 {
            let plain = generator.document()
            let edited = Self.withEditorData(plain)
            let (stripped, diagnostics) = try SVGDocument(bytes: Array(edited.utf8)).stripping(.all)
            let before = try rasterizer.image(svg: Array(edited.utf8), size: .square(96))
            let after = try rasterizer.image(svg: SVGWriter().data(for: stripped), size: .square(96))
            let difference = after.difference(from: before)
            #expect(difference.fraction <= 0.005, "document \(index): \(difference)\n\(edited)")
            if diagnostics.isEmpty {
                // Nothing kept back: exactly the document without the editor's data.
                #expect(SVGWriter().data(for: stripped) == SVGWriter().data(for: try SVGDocument(bytes: Array(plain.utf8))),
                        "document \(index)\n\(edited)")
                identical += 1
            } else {
                // Only a sheet that selects by position keeps the elements back.
                #expect(diagnostics.count == 1 && diagnostics[0].message.contains("by their place"), "document \(index): \(diagnostics)")
                kept += 1
            }
        }
        // The generator gives both kinds of sheet.
        #expect(identical > 10 && kept > 10, "\(identical) stripped whole, \(kept) kept back")
    }
}
