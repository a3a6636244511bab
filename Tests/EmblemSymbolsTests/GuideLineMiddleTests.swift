import EmblemSVG
import Foundation
import Testing
@testable import EmblemSymbols

/// A guide is read half-way along its line; lines at coordinates near the largest `Double` must not
/// make a guide at ∞ (a margin at x = 1e308 was a margin at −∞, which no JSON or SVG could hold).
@Suite struct GuideLineMiddleTests {
    @Test func middlesAreExactAndDoNotOverflow() {
        #expect(GuideLines.middle(1e308, 1e308) == 1e308)
        #expect(GuideLines.middle(-1.7e308, -1.7e308) == -1.7e308)
        // Elsewhere exactly what (a + b) / 2 gives: halving a double is exact.
        var state: UInt64 = 0x9E37_79B9
        for _ in 0..<10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = Double(Int64(bitPattern: state) >> 20) / 1024
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let b = Double(Int64(bitPattern: state) >> 24) / 4096
            #expect(GuideLines.middle(a, b) == (a + b) / 2)
        }
    }

    @Test func hugeMarginsImportAsTheyAre() throws {
        var text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
        for (side, value) in [("left", "-1e308"), ("right", "1e308")] {
            let line = try #require(text.range(of: "<line id=\"\(side)-margin-Regular-M\"[^>]*>", options: .regularExpression))
            let replaced = text[line].replacingOccurrences(of: "x1=\"[^\"]*\" x2=\"[^\"]*\"", with: "x1=\"\(value)\" x2=\"\(value)\"",
                                                           options: .regularExpression)
            text.replaceSubrange(line, with: replaced)
        }
        let (symbol, _) = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)))
        let guides = try symbol.explicitGlyph("Regular-M").guides
        #expect(guides.leftMargin == -1e308 && guides.rightMargin == 1e308)
    }
}
