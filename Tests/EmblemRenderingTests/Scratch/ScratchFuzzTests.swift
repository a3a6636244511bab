import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import EmblemTestSupport
import Testing

struct ScratchFuzzTests {
    @Test func symbolPipelineOnRandomPaintDocuments() throws {
        var generator = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: 0x5EED_0001))
        let rasterizer = Rasterizer()
        var failures = 0, total = 0, errors = 0
        for index in 0..<300 {
            var source = generator.document()
            if let end = source.firstIndex(of: ">") {
                var tag = String(source[..<end])
                for name in ["width", "height", "preserveAspectRatio"] {
                    if let r = tag.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) { tag.removeSubrange(r) }
                }
                source = tag + source[end...]
            }
            guard let document = try? SVGDocument(bytes: Array(source.utf8)) else { continue }
            let glyph: SymbolGlyph
            let symbol: Symbol
            do { symbol = try SymbolImporter().symbol(from: document).symbol; glyph = try symbol.glyph() } catch { errors += 1; continue }
            guard SymbolImporter.undrawnContent(of: symbol).isEmpty, !glyph.layers.contains(where: { $0.textCount > 0 }) else { continue }
            total += 1
            let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 96)
            let file = try rasterizer.image(svg: DrawingWriter().data(for: Resolver().resolve(document).drawing), size: .square(96))
            let difference = rendered.image.difference(from: file)
            if difference.fraction > 0.005 {
                failures += 1
                print("FUZZ \(index): \(difference)\nSRC \(source)\n")
            }
        }
        print("FUZZ SUMMARY \(failures) of \(total) differ, \(errors) refused")
    }
}
