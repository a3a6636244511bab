import EmblemGeometry
import EmblemRaster
import EmblemSVG
import EmblemSymbols
import Testing

/// Content two `use`s draw, one of them drawing nothing a layer has (`fill="none"`): recolouring restyles
/// the element for the use that paints it, and the other draws it as it was. It took the restyle, and
/// painted the outline filled where the file draws nothing (Breeze's `text-x-chdr`: its folded corner and
/// shadow painted over).
struct RecolouredUsePixelTests {
    static let source = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">\
        <defs><path id="a" d="M1 1h10v10H1z"/></defs>\
        <use xlink:href="#a" fill="#c00"/><use xlink:href="#a" fill="none" x="12" y="12"/></svg>
        """

    @Test(arguments: [SymbolStyle.monochrome(systemBlue), SymbolStyle.multicolor.colorRendering(.gradient)])
    func aUseThatDrawsNothingStillDrawsNothing(style: SymbolStyle) throws {
        let document = try SVGDocument(bytes: Array(Self.source.utf8))
        let recolored = SVGWriter().data(for: try SymbolRecolorer(style: style).recolor(document).document)
        let image = try Rasterizer().image(svg: recolored, size: .square(48))
        #expect(image[x: 10, y: 10].alpha == 255, "the painted use")
        #expect(image[x: 34, y: 34].alpha == 0, "the use that draws nothing drew \(image[x: 34, y: 34])")
    }
}
