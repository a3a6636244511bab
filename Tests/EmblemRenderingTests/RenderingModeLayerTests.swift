import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Each rendering mode draws its own layer list (SF-SEMANTICS 1.1, 2.6). render/modes.svg has a shared
/// square (every mode), a monochrome-only square (`monochrome-1`) and a hierarchical/multicolor-only square
/// (`hierarchical-1:secondary multicolor-1:systemRedColor`).
@Suite struct RenderingModeLayerTests {
    static let shared = (15.0, -35.0), monochromeOnly = (50.0, -35.0), hierarchicalOnly = (85.0, -35.0)

    struct ModeCase: Sendable, CustomTestStringConvertible {
        var style: SymbolStyle
        var expected: [ExpectedPixel]
        var testDescription: String { "\(style.mode)" }
    }

    static let red = Color(red8: 220, green8: 30, blue8: 30)
    static let green = Color(red8: 30, green8: 160, blue8: 60)

    static let modes: [ModeCase] = [
        ModeCase(style: .monochrome(systemBlue), expected: [ExpectedPixel(systemBlue), ExpectedPixel(systemBlue), .transparent]),
        ModeCase(style: .hierarchical(systemBlue),
                 expected: [ExpectedPixel(systemBlue), .transparent, ExpectedPixel(systemBlue, alpha: 128)]),
        ModeCase(style: SymbolStyle(mode: .palette, colors: [red, green]), expected: [ExpectedPixel(red), .transparent, ExpectedPixel(green)]),
        ModeCase(style: .multicolor, expected: [ExpectedPixel(0, 122, 255), .transparent, ExpectedPixel(255, 59, 48)]),
    ]

    @Test(arguments: modes)
    func eachModeDrawsItsOwnLayers(_ mode: ModeCase) throws {
        let rendered = try RenderedGlyph(Fixtures.glyph("render/modes.svg"), style: mode.style)
        for (point, expected) in zip([Self.shared, Self.monochromeOnly, Self.hierarchicalOnly], mode.expected) {
            expectPixel(rendered, at: point, expected)
        }
    }
}
