import EmblemRaster
import EmblemSVG
import EmblemTestSupport
import Testing

/// Differential testing against librsvg, as `RandomDocumentPixelTests`, on what a differential fuzzing
/// run found drawn wrong: nested viewports of random sizes (with and without a viewBox, clipping or not),
/// percentages inherited into them (stroke widths, dashes), user-space gradients whose
/// percentage defaults measure the viewport they paint in, text placed by percentages there, markers on
/// unstroked paths, `inherit` on text, and the root's own opacity, transform and clip. Symbols and the
/// other places where librsvg 2.54 departs from SVG 2 (README) are left out.
struct ViewportPixelTests {
    struct Generator {
        var base: RandomDocumentPixelTests.Generator

        mutating func pick<T>(_ items: [T]) -> T { base.pick(items) }
        mutating func chance(_ probability: Double) -> Bool { base.chance(probability) }

        mutating func content(depth: Int) -> String {
            var items = ""
            for _ in 0..<Int.random(in: 1...3, using: &base.random) {
                if depth < 2 && chance(0.35) {
                    items += viewport(depth: depth + 1)
                } else if chance(0.15) {
                    items += "<path d=\"M10 10L40 30L70 15\" fill=\"none\" stroke-width=\"\(pick(["3", "5%", "0.5"]))\" marker-end=\"url(#m)\" marker-mid=\"url(#m)\"/>"
                } else if chance(0.15) {
                    items += "<text x=\"\(pick(["50%", "10", "20% 40%"]))\" y=\"\(pick(["60%", "30"]))\" font-size=\"16\" font-family=\"DejaVu Sans\""
                        + " fill=\"\(pick(["inherit", "#036", "url(#g)"]))\" stroke-width=\"\(pick(["2%", "1"]))\">Ab</text>"
                } else {
                    items += base.shape()
                }
            }
            let paint = pick(["", " fill=\"url(#g)\"", " fill=\"url(#r)\" stroke=\"#222\"", " stroke=\"url(#g)\" stroke-width=\"6%\"",
                              " stroke=\"#a40\" stroke-dasharray=\"8%, 2%\" stroke-width=\"3%\"", " fill=\"#0a6\""])
            return "<g\(paint)>\(items)</g>"
        }

        mutating func viewport(depth: Int) -> String {
            let width = pick(["40", "60", "25%"]), height = pick(["30", "50", "80%"])
            let box = pick(["", " viewBox=\"0 0 100 100\"", " viewBox=\"-10 0 40 20\""])
            let overflow = pick(["", " overflow=\"visible\""])
            return "<svg x=\"\(base.number(0...40))\" y=\"\(base.number(0...40))\" width=\"\(width)\" height=\"\(height)\"\(box)\(overflow)>"
                + content(depth: depth) + "</svg>"
        }

        mutating func document() -> String {
            let definitions = "<defs><linearGradient id=\"g\" gradientUnits=\"userSpaceOnUse\"><stop stop-color=\"#c00\"/>"
                + "<stop offset=\"1\" stop-color=\"#00c\"/></linearGradient><radialGradient id=\"r\" gradientUnits=\"userSpaceOnUse\">"
                + "<stop stop-color=\"#fc0\"/><stop offset=\"1\" stop-color=\"#063\"/></radialGradient>"
                + "<clipPath id=\"c\"><circle cx=\"48\" cy=\"48\" r=\"44\"/></clipPath>"
                + "<marker id=\"m\"><path d=\"M0 0L3 1.5L0 3z\" fill=\"#606\"/></marker></defs>"
            let root = pick(["", " opacity=\"0.6\"", " transform=\"rotate(8 48 48)\"", " clip-path=\"url(#c)\"", " style=\"opacity: .8\""])
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" fill=\"#345\"\(root)>\(definitions)"
                + (0..<Int.random(in: 1...3, using: &base.random)).map { _ in chance(0.7) ? viewport(depth: 0) : content(depth: 1) }.joined()
                + "</svg>"
        }
    }

    @Test(arguments: 0..<3)
    func resolvedDrawingsLookAsLibrsvgDrawsThem(batch: Int) throws {
        var generator = Generator(base: RandomDocumentPixelTests.Generator(random: SplitMix64(seed: 0x5649_4557 + UInt64(batch))))
        let rasterizer = Rasterizer()
        for index in 0..<50 {
            try RandomDocumentPixelTests.expectResolvedDrawsAsWritten(generator.document(), rasterizer: rasterizer,
                                                                     "batch \(batch), document \(index)")
        }
    }
}
