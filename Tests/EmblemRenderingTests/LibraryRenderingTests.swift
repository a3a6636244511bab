import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Every symbol of the bundled library (and every variant file next to its symbol.svg) renders something
/// at 64 px in every rendering mode.
@Suite struct LibraryRenderingTests {
    static let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")

    struct RenderCase: Sendable, CustomTestStringConvertible {
        var name: String
        var suffix: String?
        var mode: SymbolRenderingMode
        var testDescription: String { "\(name)\(suffix.map { "/\($0).svg" } ?? "") \(mode)" }
    }

    static let styles: [SymbolRenderingMode: SymbolStyle] = [
        .monochrome: SymbolStyle(mode: .monochrome),
        .hierarchical: .hierarchical(systemBlue),
        .palette: SymbolStyle(mode: .palette, colors: [.black, systemBlue, Color(red8: 255, green8: 59, blue8: 48)]),
        .multicolor: .multicolor,
    ]

    static let cases: [RenderCase] = library.names.flatMap { name in
        ([nil] + library.variantSuffixes(of: name)).flatMap { suffix in
            SymbolRenderingMode.allCases.map { RenderCase(name: name, suffix: suffix, mode: $0) }
        }
    }

    @Test(arguments: cases)
    func rendersOpaquePixels(_ item: RenderCase) throws {
        let symbol = try Self.library.symbol(named: item.name, variant: item.suffix).symbol
        let style = try #require(Self.styles[item.mode])
        let rendered = try RenderedGlyph(symbol.glyph(), style: style, size: 64)
        #expect(rendered.count(alphaAtLeast: 250) > 0, "nothing opaque drawn")
        #expect(rendered.count(alphaAtLeast: 1) < 64 * 64, "the whole square is painted")
    }
}
