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
/// `BrokenChainGradientPixelTests`.
///
/// Left out, where the reference would be wrong or the pipeline knowingly differs (README):
/// - transforms that turn (rotations, skews): librsvg 2.54 measures the box of a turned shape as the
///   upright box of its turned outline, mapped back, so its image of a bounding-box paint server there
///   is not SVG's (see `BoxGradientPixelTests`), and the generator's transforms here only move, scale
///   and flip;
/// - non-scaling strokes, which librsvg 2.54 ignores;
/// - documents in which a group's clip path, mask or filter encloses a shape that paints nothing
///   (hidden, unpainted, transparent): librsvg counts it in the group's bounding box, which places the
///   effect's region, and a layer holds only what paints; or a path with no width or height, whose box
///   librsvg counts in the group's only when it is drawn without a transform of its own;
/// - the root's size and `preserveAspectRatio`, which a symbol replaces with its canvas.
struct SymbolPipelineRandomDocumentPixelTests {
    @Test(arguments: 0..<2)
    func symbolsOfRandomPaintDocumentsLookAsTheirDrawings(batch: Int) throws {
        var generator = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: 0x5EED_0001 + UInt64(batch)))
        generator.transformsTurn = false
        generator.strokesMayBeNonScaling = false
        let rasterizer = Rasterizer()
        var compared = 0
        for index in 0..<Self.documentsPerBatch {
            let source = Self.withoutRootSize(generator.document())
            guard let document = try? SVGDocument(bytes: Array(source.utf8)) else { continue }
            let drawing = Resolver().resolve(document).drawing
            guard !Self.hasEffectOverShapeThatPaintsNothing(in: drawing),
                  let symbol = try? SymbolImporter().symbol(from: document).symbol, let glyph = try? symbol.glyph(),
                  SymbolImporter.undrawnContent(of: symbol).isEmpty, !glyph.layers.contains(where: { $0.textCount > 0 })
            else { continue }
            compared += 1
            let rendered = try RenderedGlyph(glyph, style: .multicolor, size: 96)
            let file = try rasterizer.image(svg: DrawingWriter().data(for: drawing), size: .square(96))
            let difference = rendered.image.difference(from: file)
            #expect(difference.fraction <= 0.005, "batch \(batch), document \(index): \(difference)\n\(source)")
        }
        // The exclusions leave about two documents in three (99 and 106 of 150).
        #expect(compared >= Self.documentsPerBatch * 3 / 5, "\(compared) of \(Self.documentsPerBatch) compared")
    }

    static let documentsPerBatch = 150

    /// The document with its root's `width`, `height` and `preserveAspectRatio` taken out.
    static func withoutRootSize(_ source: String) -> String {
        guard let end = source.firstIndex(of: ">") else { return source }
        var tag = String(source[..<end])
        for name in ["width", "height", "preserveAspectRatio"] {
            if let range = tag.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) { tag.removeSubrange(range) }
        }
        return tag + source[end...]
    }

    /// Whether a group with a clip path, mask or filter has a shape below it that paints nothing.
    static func hasEffectOverShapeThatPaintsNothing(in drawing: Drawing) -> Bool {
        let servers = Set(drawing.definitions.filter { [.linearGradient, .radialGradient, .pattern].contains($0.kind) }.compactMap { $0[attribute: "id"] })
        return hasEffectOverShapeThatPaintsNothing(drawing.root, servers: servers)
    }

    static func hasEffectOverShapeThatPaintsNothing(_ group: DrawingGroup, servers: Set<String>, underEffect: Bool = false) -> Bool {
        let enclosed = underEffect || group.clipPath != nil || group.mask != nil || group.filter != nil
        return group.children.contains { child in
            switch child {
            case .group(let inner): hasEffectOverShapeThatPaintsNothing(inner, servers: servers, underEffect: enclosed)
            case .shape(let shape): enclosed && (paintsNothing(shape.style, servers: servers) || hasNoExtent(shape))
            case .preserved: false
            }
        }
    }

    /// A path with no width or no height (broken data leaving a lone move): librsvg counts its box
    /// in a group's when it is drawn as it is, and not when it is drawn under a transform, as a layer
    /// inside an effect's group draws it.
    static func hasNoExtent(_ shape: DrawingShape) -> Bool {
        guard shape.text == nil, let box = shape.path.bounds else { return shape.text == nil }
        return box.width == 0 || box.height == 0
    }

    /// Hidden, transparent, or painted with neither a colour nor a paint server the drawing has.
    static func paintsNothing(_ style: DrawingStyle, servers: Set<String>) -> Bool {
        func paints(_ paint: Paint, _ opacity: Double) -> Bool {
            switch paint {
            case .none: false
            case .color(let color): color.alpha * opacity > 0
            case .currentColor: style.color.alpha * opacity > 0
            case .reference(_, let fallback):
                paint.referencedID.map(servers.contains) == true ? opacity > 0 : fallback.map { paints(Paint($0), opacity) } ?? false
            }
        }
        return !style.isVisible || style.opacity == 0 || !(paints(style.fill, style.fillOpacity) || paints(style.stroke, style.strokeOpacity))
    }
}
