import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Hierarchical and palette colours as pixels (SF-SEMANTICS 1.3, 1.4). The fixtures draw one solid,
/// non-overlapping square per layer; the tests sample each square's centre.
@Suite struct LevelColorRenderingTests {
    /// Square centres in render/hierarchy.svg (primary, secondary, tertiary) and render/primary-tertiary.svg.
    static let primary = (15.0, -35.0), secondary = (50.0, -35.0), tertiary = (85.0, -35.0)
    static let outside = (50.0, -60.0)

    @Test func hierarchicalHalvesAndQuartersTheAlpha() throws {
        let rendered = try RenderedGlyph(Fixtures.glyph("render/hierarchy.svg"), style: .hierarchical(systemBlue))
        expectPixel(rendered, at: Self.primary, ExpectedPixel(0, 122, 255, alpha: 255), "primary")
        expectPixel(rendered, at: Self.secondary, ExpectedPixel(0, 122, 255, alpha: 128), "secondary × 0.5")
        expectPixel(rendered, at: Self.tertiary, ExpectedPixel(0, 122, 255, alpha: 64), "tertiary × 0.25")
        expectPixel(rendered, at: Self.outside, .transparent, "between the squares")
    }

    @Test func monochromeDrawsEveryLevelOpaque() throws {
        let rendered = try RenderedGlyph(Fixtures.glyph("render/hierarchy.svg"), style: .monochrome(systemBlue))
        for point in [Self.primary, Self.secondary, Self.tertiary] {
            expectPixel(rendered, at: point, ExpectedPixel(0, 122, 255))
        }
    }

    static let c1 = Color(red8: 230, green8: 20, blue8: 20)
    static let c2 = Color(red8: 20, green8: 160, blue8: 60)
    static let c3 = Color(red8: 30, green8: 60, blue8: 220)

    struct PaletteCase: Sendable, CustomTestStringConvertible {
        var fixture: String
        var colors: [Color]
        /// Expected pixel per sampled square: primary, then secondary (when the fixture has one), then tertiary.
        var expected: [ExpectedPixel]
        var rule: String
        var testDescription: String { "\(colors.count) colour(s), \(fixture): \(rule)" }
    }

    static let paletteCases: [PaletteCase] = [
        PaletteCase(fixture: "hierarchy", colors: [c1], expected: [ExpectedPixel(c1), ExpectedPixel(c1, alpha: 128), ExpectedPixel(c1, alpha: 64)],
                    rule: "secondary and tertiary derive from c1 by opacity"),
        PaletteCase(fixture: "hierarchy", colors: [c1, c2], expected: [ExpectedPixel(c1), ExpectedPixel(c2), ExpectedPixel(c2)],
                    rule: "secondary and tertiary share c2"),
        PaletteCase(fixture: "hierarchy", colors: [c1, c2, c3], expected: [ExpectedPixel(c1), ExpectedPixel(c2), ExpectedPixel(c3)],
                    rule: "one colour per level"),
        PaletteCase(fixture: "primary-tertiary", colors: [c1, c2], expected: [ExpectedPixel(c1), ExpectedPixel(c2)],
                    rule: "primary + tertiary only: the tertiary layer gets c2"),
        PaletteCase(fixture: "primary-tertiary", colors: [c1, c2, c3], expected: [ExpectedPixel(c1), ExpectedPixel(c3)],
                    rule: "primary + tertiary only: c2 is ignored, the tertiary layer gets c3"),
    ]

    @Test(arguments: paletteCases)
    func paletteMapsColoursOntoLevels(_ palette: PaletteCase) throws {
        let glyph = try Fixtures.glyph("render/\(palette.fixture).svg")
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle(mode: .palette, colors: palette.colors))
        let points = palette.fixture == "hierarchy" ? [Self.primary, Self.secondary, Self.tertiary] : [Self.primary, Self.tertiary]
        for (point, expected) in zip(points, palette.expected) {
            expectPixel(rendered, at: point, expected)
        }
        if palette.fixture == "primary-tertiary" { expectPixel(rendered, at: Self.secondary, .transparent, "no secondary layer") }
    }
}
