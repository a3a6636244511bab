import EmblemRaster
import EmblemSVG
import EmblemTestSupport
import Testing

/// `DrawingWriter` hands the paint of sibling paths painted alike to a group around them. Drawn by
/// librsvg, random runs of such paths (every paint the random documents use, and markers, `paint-order`,
/// `visibility`, fill opacity and miter limits besides; their own transforms; under a painted root and
/// painted groups) must give exactly the pixels of the same paths each painting itself. That reference is
/// the same drawing with a different font size on every shape: a property the writer does not write, so
/// no two shapes are alike and no group is made.
struct PaintGroupPixelTests {
    typealias Generator = RandomDocumentPixelTests.Generator

    /// A paint for a run: the random documents' paints, and the inherited properties they leave out.
    static func runPaint(_ generator: inout Generator) -> String {
        var paint = generator.paint()
        if generator.chance(0.2) { paint += " marker-end=\"url(#m)\"" }
        if generator.chance(0.15) { paint += " paint-order=\"stroke\"" }
        if generator.chance(0.1) { paint += " visibility=\"hidden\"" }
        if generator.chance(0.15) { paint += " fill-opacity=\".6\"" }
        if generator.chance(0.1) { paint += " stroke-miterlimit=\"1.5\"" }
        return paint
    }

    static func runs(_ generator: inout Generator) -> String {
        var body = ""
        for _ in 0..<Int.random(in: 1...4, using: &generator.random) {
            let paint = runPaint(&generator)
            for _ in 0..<Int.random(in: 1...4, using: &generator.random) {
                var transform = generator.chance(0.3) ? generator.transform() : ""
                if paint.contains("style=") && transform.contains("style=") { transform = "" }
                body += generator.chance(0.7)
                    ? "<path d=\"\(generator.pathData())\"\(paint)\(transform)/>"
                    : "<circle cx=\"\(generator.number(0...100))\" cy=\"\(generator.number(0...100))\" r=\"\(generator.number(2...30))\"\(paint)\(transform)/>"
            }
        }
        return body
    }

    static func document(_ generator: inout Generator) -> String {
        let rootStyle = generator.pick(["", " fill=\"none\" stroke=\"#333\" stroke-width=\"2\"", " color=\"#c06\"", " stroke=\"#0a0\""])
        let group = generator.chance(0.5) ? "<g\(generator.paint())>\(runs(&generator))</g>" : ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"\(rootStyle)>"
            + "<marker id=\"m\" markerWidth=\"6\" markerHeight=\"6\" refX=\"3\" refY=\"3\" markerUnits=\"userSpaceOnUse\"><circle cx=\"3\" cy=\"3\" r=\"3\" fill=\"#080\"/></marker>"
            + runs(&generator) + group + "</svg>"
    }

    /// The drawing with every shape's font size its own, so that no two are painted alike.
    static func apart(_ node: DrawingNode, counter: inout Double) -> DrawingNode {
        switch node {
        case .shape(var shape):
            counter += 1
            shape.style.fontSize = counter
            return .shape(shape)
        case .group(var group):
            group.children = group.children.map { apart($0, counter: &counter) }
            return .group(group)
        case .preserved: return node
        }
    }

    @Test(arguments: 0..<3)
    func pathsPaintedAlikeDrawAsPaintingThemselves(batch: Int) throws {
        var generator = Generator(random: SplitMix64(seed: 0x9A17_0000 + UInt64(batch)))
        let rasterizer = Rasterizer()
        var grouped = 0
        for index in 0..<40 {
            let source = Self.document(&generator)
            let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
            var separate = drawing
            var counter = 0.0
            separate.root.children = drawing.root.children.map { Self.apart($0, counter: &counter) }
            let text = DrawingWriter().data(for: drawing), reference = DrawingWriter().data(for: separate)
            if text != reference { grouped += 1 }
            let difference = try rasterizer.image(svg: text, size: .square(96))
                .difference(from: try rasterizer.image(svg: reference, size: .square(96)), threshold: 0)
            #expect(difference.differingPixelCount == 0, "batch \(batch), document \(index): \(difference)\n\(source)")
        }
        // Most documents have a run to group.
        #expect(grouped >= 20, "only \(grouped) of 40 documents grouped paths")
    }
}
