import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import EmblemTestSupport
import Testing

/// The symbol pipeline on `RandomPaintDocumentPixelTests`' random documents: drawn in its own colours
/// (`render --mode multicolor`, which takes every shape out of its groups into the canvas's space, its
/// transforms baked into its path, its paint servers, markers and effects following it), each document
/// must look as its resolved drawing does in librsvg. This found the faults of `BoxGradientPixelTests`,
/// `MovedPatternPixelTests`, `MarkerSpacePixelTests`, `ViewportGradientSymbolPixelTests` and
/// `BrokenChainGradientPixelTests` and `GroupBoxPixelTests`.
///
/// Left out, where the reference would be wrong or the pipeline knowingly differs (README):
/// - transforms that turn (rotations, skews): librsvg 2.54 measures the box of a turned shape as the
///   upright box of its turned outline, mapped back, so its image of a bounding-box paint server there
///   is not SVG's (see `BoxGradientPixelTests`), and the generator's transforms here only move, scale
///   and flip;
/// - non-scaling strokes, which librsvg 2.54 ignores;
/// - documents in which a group's clip path, mask or filter encloses a path with no width or height
///   (broken data leaving a lone move), whose box librsvg counts in the group's only when it is drawn
///   without a transform of its own, as a layer's shapes inside an effect's group are not;
/// - the root's size and `preserveAspectRatio`, which a symbol replaces with its canvas.
struct SymbolPipelineRandomDocumentPixelTests {
    @Test(arguments: 0..<2)
    func symbolsOfRandomPaintDocumentsLookAsTheirDrawings(batch: Int) throws {
        var generator = Self.generator(seed: 0x5EED_0001 + UInt64(batch))
        let rasterizer = Rasterizer()
        var compared = 0
        for index in 0..<Self.documentsPerBatch {
            let source = Self.withoutRootSize(generator.document())
            guard let document = try? SVGDocument(bytes: Array(source.utf8)) else { continue }
            let drawing = Resolver().resolve(document).drawing
            guard !Self.hasEffectOverPathWithNoExtent(drawing.root),
                  let symbol = try? SymbolImporter().symbol(from: document).symbol, let glyph = try? symbol.glyph(),
                  SymbolImporter.undrawnContent(of: symbol).isEmpty, !glyph.layers.contains(where: { $0.textCount > 0 })
            else { continue }
            compared += 1
            let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 96)
            let file = try rasterizer.image(svg: DrawingWriter().data(for: drawing), size: .square(96))
            let difference = rendered.image.difference(from: file)
            #expect(difference.fraction <= 0.005, "batch \(batch), document \(index): \(difference)\n\(source)")
        }
        // The exclusions leave most documents in.
        #expect(compared >= Self.documentsPerBatch * 3 / 4, "\(compared) of \(Self.documentsPerBatch) compared")
    }

    static let documentsPerBatch = 150

    /// The random documents' generator, leaving out turning transforms and non-scaling strokes, where
    /// librsvg 2.54 is no reference (see above).
    static func generator(seed: UInt64) -> RandomPaintDocumentPixelTests.Generator {
        var generator = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: seed))
        generator.transformsTurn = false
        generator.strokesMayBeNonScaling = false
        return generator
    }

    /// The document with its root's `width`, `height` and `preserveAspectRatio` taken out.
    static func withoutRootSize(_ source: String) -> String {
        guard let end = source.firstIndex(of: ">") else { return source }
        var tag = String(source[..<end])
        for name in ["width", "height", "preserveAspectRatio"] {
            if let range = tag.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) { tag.removeSubrange(range) }
        }
        return tag + source[end...]
    }

    /// Whether a group with a clip path, mask or filter has a path below it with no width or height.
    static func hasEffectOverPathWithNoExtent(_ group: DrawingGroup, underEffect: Bool = false) -> Bool {
        let enclosed = underEffect || group.clipPath != nil || group.mask != nil || group.filter != nil
        return group.children.contains { child in
            switch child {
            case .group(let inner): hasEffectOverPathWithNoExtent(inner, underEffect: enclosed)
            case .shape(let shape): enclosed && shape.text == nil && shape.path.bounds.map { $0.width == 0 || $0.height == 0 } ?? true
            case .preserved: false
            }
        }
    }
}
