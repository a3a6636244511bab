import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// A gradient whose `href` chain ends at nothing before librsvg has every attribute it reads: librsvg
/// paints the fallback, or nothing. The symbol pipeline moved such a gradient with its shape through a
/// copy (`emblem-moved-N`) that sets a `gradientTransform`, complete before the break, and the copy
/// painted where the file paints nothing (a random document through the pipeline found it). Drawn in its
/// own colours, the symbol must look as librsvg draws the file.
struct BrokenChainGradientPixelTests {
    static let definitions = """
        <linearGradient id="user" gradientUnits="userSpaceOnUse" spreadMethod="reflect" x2="69%" xlink:href="#nothing"/>\
        <linearGradient id="box" x1="0.62" y1="0.03" y2="0.66" xlink:href="#user">\
        <stop stop-color="#c00"/><stop offset="1" stop-color="#00c"/></linearGradient>
        """

    @Test(arguments: ["scale(-1,1) translate(-100,0)", "translate(10 5) scale(.8)", "scale(1 -1) translate(0 -100)"], ["", " #0a0"])
    func aBrokenChainPaintsAsInTheFile(transform: String, fallback: String) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 100 100\">"
            + "<defs>\(Self.definitions)</defs><rect x=\"5\" y=\"5\" width=\"30\" height=\"30\" fill=\"#333\"/>"
            + "<g fill=\"url(#box)\(fallback)\"><ellipse cx=\"30\" cy=\"60\" rx=\"25\" ry=\"20\" transform=\"\(transform)\"/></g></svg>"
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source, size: 96)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }
}
