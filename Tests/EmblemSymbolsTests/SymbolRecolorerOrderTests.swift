import EmblemGeometry
import EmblemSVG
import EmblemSymbols
import Testing

/// What `SymbolRecolorer` makes for a template of several variants is numbered in the order of the
/// variants, whatever order the dictionary of glyphs keeps (it changes from one run to the next).
@Suite struct SymbolRecolorerOrderTests {
    /// In gradient rendering each variant's paths share one gradient (one colour, one span, one
    /// transform), so Fixtures/templates/fixture.v4.svg's three variants get `emblem-shade-1` to `-3`
    /// in the order Ultralight-S, Regular-S, Black-S, every time: the same template recoloured twice by
    /// `emblem recolor --gradient` gave its paths each other's gradients (the bytes differed between runs).
    @Test func gradientsAreNumberedInTheOrderOfTheVariants() throws {
        let recolorer = SymbolRecolorer(style: SymbolStyle.hierarchical(Color(red8: 10, green8: 132, blue8: 255)).colorRendering(.gradient))
        let writer = SVGWriter(options: .init(rewritesValues: false))
        var outputs: Set<[UInt8]> = []
        // Each round imports the template again, into dictionaries of their own.
        for _ in 0..<8 {
            let root = try recolorer.recolor(try Fixtures.document("templates/fixture.v4.svg")).document.root
            for (number, variant) in ["Ultralight-S", "Regular-S", "Black-S"].enumerated() {
                let group = try #require(element(withID: variant, in: root))
                for path in elements(named: "path", in: group) {
                    #expect(path[attribute: "style"]?.contains("url(#emblem-shade-\(number + 1))") == true,
                            "\(variant): \(path[attribute: "style"] ?? "no style")")
                }
            }
            outputs.insert(writer.data(for: try recolorer.recolor(try Fixtures.document("templates/fixture.v4.svg")).document))
        }
        #expect(outputs.count == 1)
    }
}
