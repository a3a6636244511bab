import EmblemSVG
import Testing
@testable import EmblemSymbols

/// What a glyph costs librsvg a frame, in small shapes: one a shape, more in larger frames by the side and
/// by the pixels the shape covers, two a definition.
@Suite struct FrameDrawingCostTests {
    /// The weight's terms, one unit each at 1,500 px of side and 100,000 px covered; coverage counts up to
    /// the frame, unknown coverage as none, and coverage that is not a number as the whole frame.
    @Test func aShapeWeighsMoreInALargerFrame() {
        #expect(FrameDrawingCost.shapeWeight(side: 0, coveredPixels: 0) == 1)
        #expect(abs(FrameDrawingCost.shapeWeight(side: 1_500, coveredPixels: 0) - 2) < 1e-12)
        #expect(abs(FrameDrawingCost.shapeWeight(side: 1_500, coveredPixels: 100_000) - 3) < 1e-12)
        #expect(abs(FrameDrawingCost.shapeWeight(side: 1_000, coveredPixels: 1e12) - (1 + 1_000.0 / 1_500 + 10)) < 1e-12)
        #expect(FrameDrawingCost.shapeWeight(side: 300, coveredPixels: nil) == FrameDrawingCost.shapeWeight(side: 300, coveredPixels: 0))
        #expect(FrameDrawingCost.shapeWeight(side: 300, coveredPixels: .nan) == FrameDrawingCost.shapeWeight(side: 300, coveredPixels: 90_000))
        #expect(FrameDrawingCost.shapeWeight(side: 300, coveredPixels: -5) == FrameDrawingCost.shapeWeight(side: 300, coveredPixels: 0))
        // Growing in both, over many sizes.
        for side in stride(from: 1.0, through: 4_096, by: 97) {
            #expect(FrameDrawingCost.shapeWeight(side: side + 1, coveredPixels: 10) > FrameDrawingCost.shapeWeight(side: side, coveredPixels: 10))
            #expect(FrameDrawingCost.shapeWeight(side: side, coveredPixels: side) > FrameDrawingCost.shapeWeight(side: side, coveredPixels: side / 2))
        }
    }

    /// A glyph of a 10-unit square, a 20 by 5 rectangle stroked 2 wide, a copy of the square through `use`,
    /// and a clip path, at 3 px a unit in a 600 px frame: each shape by the pixels its drawn bounds cover
    /// (the stroke widening the rectangle to 22 by 7), the definition 2, the sum rounded up.
    @Test func aGlyphCostsItsShapesByTheirBoundsAndItsDefinitions() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><clipPath id="c"><rect width="40" height="20"/></clipPath>\
            <g><rect id="s" width="10" height="10"/><rect x="5" y="20" width="20" height="5" fill="none" stroke="#000" stroke-width="2"/>\
            <use href="#s" x="20"/><rect x="30" y="30" width="5" height="5" clip-path="url(#c)"/></g></svg>
            """
        let document = try SVGDocument(bytes: Array(svg.utf8), file: "cost.svg")
        let glyph = try SymbolImporter().symbol(from: document).symbol.glyph()
        #expect(glyph.layers.reduce(0) { $0 + $1.shapes.count } == 4 && glyph.definitions.count == 1)
        let base = 1 + 600.0 / 1_500
        let covered = [100.0, 22 * 7, 100, 25].map { $0 * 9 / 100_000 }
        let expected = Int((2 + covered.reduce(0) { $0 + base + $1 }).rounded(.up))
        #expect(glyph.drawingCost(side: 600, pixelsPerUnit: 3) == expected)
        // At 1 px a unit in a 16 px frame, the four shapes and the clip path are a little over 6 small shapes.
        let areas: [Double] = [100, 22 * 7, 100, 25]
        let small: Double = 2 + areas.map { 1 + 16.0 / 1_500 + $0 / 100_000 }.reduce(0, +)
        #expect(small > 6 && glyph.drawingCost(side: 16, pixelsPerUnit: 1) == Int(small.rounded(.up)))
    }
}
