import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Multicolor layers take their named colours, resolved for the appearance (SF-SEMANTICS 1.5, HIG table
/// before iOS 26). render/multicolor.svg: systemRedColor, tintColor, leafGreen (unknown name, fill
/// #437B48), systemBlueColor.
@Suite struct MulticolorRenderingTests {
    static let red = (25.0, -52.0), tint = (75.0, -52.0), custom = (25.0, -17.0), blue = (75.0, -17.0)

    struct AppearanceCase: Sendable, CustomTestStringConvertible {
        var appearance: SymbolAppearance
        var systemRed: ExpectedPixel
        var systemBlue: ExpectedPixel
        var testDescription: String { "\(appearance.colorScheme)\(appearance.isIncreasedContrast ? ", increased contrast" : "")" }
    }

    static let appearances: [AppearanceCase] = [
        AppearanceCase(appearance: SymbolAppearance(.light), systemRed: ExpectedPixel(255, 59, 48), systemBlue: ExpectedPixel(0, 122, 255)),
        AppearanceCase(appearance: SymbolAppearance(.dark), systemRed: ExpectedPixel(255, 69, 58), systemBlue: ExpectedPixel(10, 132, 255)),
        AppearanceCase(appearance: SymbolAppearance(.light, increasedContrast: true),
                       systemRed: ExpectedPixel(215, 0, 21), systemBlue: ExpectedPixel(0, 64, 221)),
        AppearanceCase(appearance: SymbolAppearance(.dark, increasedContrast: true),
                       systemRed: ExpectedPixel(255, 105, 97), systemBlue: ExpectedPixel(64, 156, 255)),
    ]

    @Test(arguments: appearances)
    func systemColoursFollowTheAppearance(_ expected: AppearanceCase) throws {
        let glyph = try Fixtures.glyph("render/multicolor.svg")
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle(mode: .multicolor, appearance: expected.appearance))
        expectPixel(rendered, at: Self.red, expected.systemRed, "systemRedColor")
        expectPixel(rendered, at: Self.blue, expected.systemBlue, "systemBlueColor")
        // tintColor with no tint given is system blue of the appearance.
        expectPixel(rendered, at: Self.tint, expected.systemBlue, "tintColor")
        // A name Emblem does not know uses the fill the file gives, whatever the appearance.
        expectPixel(rendered, at: Self.custom, ExpectedPixel(67, 123, 72), "leafGreen fallback")
    }

    @Test func tintColorTakesTheGivenColour() throws {
        let glyph = try Fixtures.glyph("render/multicolor.svg")
        let tint = Color(red8: 175, green8: 82, blue8: 222)
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle(mode: .multicolor, colors: [tint]))
        expectPixel(rendered, at: Self.tint, ExpectedPixel(tint))
        expectPixel(rendered, at: Self.red, ExpectedPixel(255, 59, 48), "fixed colours ignore the tint")
    }
}

/// Plain SVG icons render through the same pipeline; an icon drawn only with strokes keeps them (not
/// zero-area fills, the gap SwiftDraw's symbol export has).
@Suite struct PlainSVGRenderingTests {
    @Test func strokesOnlyIconDrawsItsStrokes() throws {
        let glyph = try Fixtures.glyph("plain/strokes.svg")
        let rendered = try RenderedGlyph(glyph, style: .monochrome(systemBlue), size: 96)
        expectPixel(rendered, at: (12, 3), ExpectedPixel(systemBlue), "top of the circle's ring")
        expectPixel(rendered, at: (12, 9), ExpectedPixel(systemBlue), "the vertical hand")
        expectPixel(rendered, at: (8, 12), .transparent, "inside the ring, off the hands")
        expectPixel(rendered, at: (1, 23), .transparent, "outside")
    }

    /// Levels from opacity become hierarchical alphas; the source's own opacity does not add to them.
    @Test func duotoneRendersByLevel() throws {
        let glyph = try Fixtures.glyph("plain/duotone.svg")
        let rendered = try RenderedGlyph(glyph, style: .hierarchical(systemBlue), size: 64)
        expectPixel(rendered, at: (256, 128), ExpectedPixel(systemBlue, alpha: 128), "fa-secondary")
        expectPixel(rendered, at: (256, 384), ExpectedPixel(systemBlue), "fa-primary")
    }
}
