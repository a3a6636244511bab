import EmblemGeometry
import EmblemRaster
@testable import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Clip paths, masks and filters around a plain icon's shapes (a nested `svg`'s viewport, a Sketch mask on
/// a group, a clip on a transformed shape) survive the symbol pipeline, whose layers are flat lists of
/// shapes in the canvas's space: the icon drawn in monochrome covers what librsvg draws of the file, and
/// mirrored, the flip of it. All were dropped or misplaced before (the first two drew the whole unclipped
/// shape). So are gradients that fade to transparent, which a flat colour filled in solid, and dashed strokes
/// whose transforms move into their paths.
struct EnclosingEffectPixelTests {
    static let documents: [(name: String, body: String)] = [
        ("a nested svg's viewport clip, off-centre", """
            <svg x="4" y="6" width="20" height="30"><rect width="40" height="40" fill="#0a0"/></svg>
            """),
        ("a mask on a group (Sketch)", """
            <mask id="k"><rect width="48" height="48" fill="#000"/><circle cx="20" cy="24" r="14" fill="#fff"/></mask>
            <g mask="url(#k)"><rect x="2" width="40" height="48" fill="#06c"/></g>
            """),
        ("a clip on a scaled shape inside a translated group, and one on the group", """
            <clipPath id="c"><circle cx="5" cy="5" r="5"/></clipPath><clipPath id="half"><rect width="12" height="40"/></clipPath>
            <g transform="translate(6 4)" clip-path="url(#half)"><rect width="20" height="20" clip-path="url(#c)" transform="scale(3)"/></g>
            """),
        ("shadows whose gradients fade to transparent, in user-space and bounding-box units, under a move", """
            <linearGradient id="fade"><stop stop-color="#292c2f"/><stop offset="1" stop-color="#292c2f" stop-opacity="0"/></linearGradient>
            <linearGradient id="user" href="#fade" gradientUnits="userSpaceOnUse" x1="100" x2="140" gradientTransform="rotate(10 120 0)"/>
            <g transform="translate(-96 4)"><rect x="100" y="0" width="40" height="18" fill="url(#user)"/></g>
            <g transform="translate(2 26) scale(1.5 1)"><rect width="28" height="18" fill="url(#fade)"/></g>
            """),
        ("nested groups with clips in objectBoundingBox units and a transform between", """
            <clipPath id="o" clipPathUnits="objectBoundingBox"><rect x=".25" width=".5" height="1"/></clipPath>
            <clipPath id="u"><rect y="10" width="48" height="24"/></clipPath>
            <g clip-path="url(#u)"><g transform="rotate(20 24 24)" clip-path="url(#o)"><rect x="6" y="6" width="36" height="36" fill="#c30"/></g></g>
            """),
        // Moving a shape's transform into its path scales its stroke, the dashes too (they kept their
        // lengths: half as long as drawn here). (Non-scaling strokes, which keep theirs, cannot be
        // compared here: librsvg 2.54 ignores `vector-effect`; `PlainSVGImporterTests` checks them.)
        ("a dashed stroke under a scale", """
            <g transform="translate(2 4) scale(2)"><path d="M1 4h20M1 12h20" stroke="#000" stroke-width="3" stroke-dasharray="3 2" stroke-dashoffset="1"/></g>
            """),
    ]

    static func svg(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 48\">\(body)</svg>".utf8)
    }

    /// Pixels covered in one image and not the other (alpha above a half in one, zero in the other).
    static func coverageDifference(_ a: PixelImage, _ b: PixelImage) -> Int {
        stride(from: 3, to: a.pixels.count, by: 4).filter { (a.pixels[$0] == 0) != (b.pixels[$0] == 0) && max(a.pixels[$0], b.pixels[$0]) > 128 }.count
    }

    @Test(arguments: documents.indices)
    func monochromeCoversWhatTheFileDraws(index: Int) throws {
        let (name, body) = Self.documents[index]
        let bytes = Self.svg(body)
        let rasterizer = Rasterizer()
        let original = try rasterizer.image(svg: bytes, size: .square(96))
        let glyph = try SymbolImporter().symbol(from: try SVGDocument(bytes: bytes)).symbol.glyph()
        let renderer = SymbolRenderer(style: .monochrome(.black), size: 96)
        let drawn = try rasterizer.image(svg: renderer.svgData(for: glyph), size: .square(96))
        let covered = stride(from: 3, to: original.pixels.count, by: 4).filter { original.pixels[$0] > 128 }.count
        #expect(covered > 300, "\(name): nothing drawn")
        #expect(Self.coverageDifference(original, drawn) <= 40, "\(name)")
        let mirrored = try rasterizer.image(svg: renderer.svgData(for: glyph.mirrored()), size: .square(96))
        #expect(Self.coverageDifference(original.flippedHorizontally(), mirrored) <= 40, "\(name) mirrored")
    }

    /// Shapes that came out of the same groups share the groups drawn around them: 150 nested clipped
    /// groups around 5,000 shapes give 150 groups (and the layer's), not 750,000, upright or mirrored.
    @Test func sharedEffectsAreDrawnOnce() throws {
        let depth = 150, count = 5_000
        let shapes = (0..<count).map { "<rect x=\"\($0 % 40)\" y=\"\($0 % 37)\" width=\"2\" height=\"2\"/>" }.joined()
        let body = "<clipPath id=\"c\"><rect width=\"40\" height=\"40\"/></clipPath>"
            + String(repeating: "<g clip-path=\"url(#c)\" transform=\"translate(.01)\">", count: depth) + shapes + String(repeating: "</g>", count: depth)
        let document = try SVGDocument(bytes: Self.svg(body), limits: XMLLimits(maximumDepth: depth + 10))
        let glyph = try SymbolImporter().symbol(from: document).symbol.glyph()
        for drawn in [glyph, glyph.mirrored()] {
            let text = String(decoding: SymbolRenderer(style: .monochrome(.black)).svgData(for: drawn), as: UTF8.self)
            #expect(text.components(separatedBy: "<g").count - 1 <= depth + 2)
            #expect(text.components(separatedBy: "<path").count - 1 == count)
        }
    }

    /// The groups the composer puts around a shape undo each other: each maps its effect's space into
    /// the previous one's, and the shape's transform maps the canvas back into the last.
    @Test func enclosingGroupsComposeToTheIdentity() throws {
        let t1 = AffineTransform.translation(x: 6, y: 4), t2 = t1.concatenating(.rotation(degrees: 30)).concatenating(.scale(x: 2, y: 3))
        var shape = DrawingShape(path: Path(), style: DrawingStyle())
        shape.enclosingEffects = [EnclosingEffect(transform: t1, clipPath: "url(#a)"), EnclosingEffect(transform: t2, mask: "url(#b)")]
        guard case .group(let outer)? = SymbolComposer.enclosed([shape]).first, case .group(let inner)? = outer.children.first,
              case .shape(let placed)? = inner.children.first else {
            Issue.record("expected two groups around the shape"); return
        }
        #expect(outer.clipPath == "url(#a)" && inner.mask == "url(#b)")
        #expect(outer.transform.isClose(to: t1))
        #expect(outer.transform.concatenating(inner.transform).isClose(to: t2))
        #expect(outer.transform.concatenating(inner.transform).concatenating(placed.transform).isClose(to: .identity))
        #expect(placed.enclosingEffects.isEmpty)
        // A space of no area drew nothing.
        shape.enclosingEffects = [EnclosingEffect(transform: .scale(x: 0, y: 1), clipPath: "url(#a)")]
        #expect(SymbolComposer.enclosed([shape]).isEmpty)
    }

    /// A shape's own filter and opacity, under a move: SVG applies the opacity after the filter. Left on
    /// the shape inside the filter's group, the opacity came first, and a flood, or a colour matrix that
    /// makes alpha from colour, came out at full strength (random documents found it). In its own
    /// colours the symbol must look as librsvg draws the file.
    @Test(arguments: ["<feFlood flood-color=\"#06c\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/>",
                      "<feColorMatrix type=\"luminanceToAlpha\"/>", "<feFlood flood-color=\"#c60\" flood-opacity=\".8\"/>"],
          ["translate(100 0) scale(-1 1)", "scale(.7) translate(15 10)"])
    func aShapesOpacityIsAppliedAfterItsFilter(primitives: String, transform: String) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs><filter id=\"f\">\(primitives)</filter></defs>"
            + "<path d=\"M20 15h50l10 40-35 30z\" fill=\"#3a7\" opacity=\".6\" filter=\"url(#f)\" transform=\"\(transform)\"/></svg>"
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source, size: 96)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }

    /// Opacities around a filter: a group's with a filter of its own, a `use`'s, and a nested `svg`'s
    /// around a shape's own filter. Each fades what the filter made; folded into the one shape below,
    /// the fade came before the filter (random documents found all three).
    @Test(arguments: [
        "<g opacity=\".4\" filter=\"url(#m)\"><path d=\"M20 15h50l10 40-35 30z\" fill=\"#3a7\"/></g>",
        "<use href=\"#p\" opacity=\".45\" filter=\"url(#m)\" fill=\"#37a\"/>",
        "<svg width=\"100\" height=\"100\" viewBox=\"0 0 100 100\" opacity=\".5\"><use href=\"#p\" filter=\"url(#m)\" fill=\"#a37\"/></svg>",
        "<g opacity=\".5\"><g opacity=\".6\" filter=\"url(#m)\"><use href=\"#p\" filter=\"url(#m)\"/><circle cx=\"70\" cy=\"70\" r=\"12\"/></g></g>",
    ])
    func groupOpacitiesAreAppliedAfterFilters(content: String) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs><filter id=\"m\">"
            + "<feMerge><feMergeNode/><feMergeNode/></feMerge></filter><path id=\"p\" d=\"M20 15h50l10 40-35 30z\"/></defs>"
            + content + "</svg>"
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source, size: 96)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }
}
