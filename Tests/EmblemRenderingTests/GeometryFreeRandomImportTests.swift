import EmblemSVG
import EmblemSymbols
import EmblemTestSupport
import Testing

/// `GeometryFreeImportTests` on `RandomPaintDocumentPixelTests`' random documents: recolouring imports a
/// file without path geometry (`SymbolImporter.buildsGeometry` off), and that import must form the
/// layers the whole import forms, of the same shapes, styled and enclosed the same, with the same
/// warnings (but for broken path data, which only the whole import reads). This found that the check's
/// own comparison (`SymbolLayer.withoutPaths`) kept the data a path with mid markers and arcs keeps
/// beside its geometry, so 81 of 1,091 documents compared unequal with nothing different but that.
struct GeometryFreeRandomImportTests {
    @Test(arguments: 0..<2)
    func randomDocumentsFormTheSameLayersWithoutGeometry(batch: Int) throws {
        var generator = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: 0x1EA4_0000 + UInt64(batch)))
        var compared = 0
        for index in 0..<300 {
            let source = generator.document()
            guard let document = try? SVGDocument(bytes: Array(source.utf8)),
                  let whole = try? SymbolImporter().symbol(from: document) else { continue }
            var importer = SymbolImporter()
            importer.buildsGeometry = false
            let lean = try importer.symbol(from: document)
            compared += 1
            let layers = { (symbol: Symbol) in symbol.variants.map { symbol.glyphs[$0]!.layers.map(\.withoutPaths) } }
            #expect(layers(lean.symbol) == layers(whole.symbol), "batch \(batch), document \(index)\n\(source)")
            #expect(lean.diagnostics == whole.diagnostics.filter { !$0.message.hasPrefix("Path data stops") },
                    "batch \(batch), document \(index)")
        }
        #expect(compared >= 280, "\(compared) of 300 compared")
    }
}
