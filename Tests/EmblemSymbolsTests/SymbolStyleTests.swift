import EmblemGeometry
import EmblemSymbols
import Testing

/// Colours per layer without rendering: `SymbolStyle.color(for:)`, `layerPaints(for:)` and the variable
/// threshold rule (SF-SEMANTICS 1.3, 1.4, 1.9).
@Suite struct SymbolStyleTests {
    static let c1 = Color(red8: 200, green8: 0, blue8: 0)
    static let c2 = Color(red8: 0, green8: 200, blue8: 0)
    static let c3 = Color(red8: 0, green8: 0, blue8: 200)

    @Test func hierarchicalOpacities() {
        let style = SymbolStyle.hierarchical(Self.c1)
        #expect(LayerLevel.allCases.map { style.color(for: $0).alpha } == [1, 0.5, 0.25])
        #expect(LayerLevel.allCases.map { rgb(style.color(for: $0)) } == [[200, 0, 0], [200, 0, 0], [200, 0, 0]])
    }

    struct PaletteCase: Sendable, CustomTestStringConvertible {
        var colors: [Color]
        var expected: [Color]
        var testDescription: String { "\(colors.count) colour(s)" }
    }

    static let palettes: [PaletteCase] = [
        PaletteCase(colors: [c1], expected: [c1, c1.multiplyingAlpha(by: 0.5), c1.multiplyingAlpha(by: 0.25)]),
        PaletteCase(colors: [c1, c2], expected: [c1, c2, c2]),
        PaletteCase(colors: [c1, c2, c3], expected: [c1, c2, c3]),
    ]

    @Test(arguments: palettes)
    func paletteLevels(_ palette: PaletteCase) {
        let style = SymbolStyle(mode: .palette, colors: palette.colors)
        #expect(LayerLevel.allCases.map { style.color(for: $0) } == palette.expected)
    }

    /// With no colour at all, the label colour of the appearance.
    @Test func defaultForeground() {
        #expect(rgb(SymbolStyle().foreground) == [0, 0, 0])
        #expect(rgb(SymbolStyle(appearance: .dark).foreground) == [255, 255, 255])
    }

    struct ThresholdCase: Sendable, CustomTestStringConvertible {
        var threshold: Double
        var value: Double
        var isActive: Bool
        var testDescription: String { "t \(threshold), v \(value) → \(isActive ? "on" : "off")" }
    }

    /// On if `t > 0 && t <= v`, or `t <= 0 && t < v`.
    static let thresholds: [ThresholdCase] = [
        ThresholdCase(threshold: 0, value: 0, isActive: false),
        ThresholdCase(threshold: 0, value: 0.001, isActive: true),
        ThresholdCase(threshold: 0.34, value: 0.339, isActive: false),
        ThresholdCase(threshold: 0.34, value: 0.34, isActive: true),
        ThresholdCase(threshold: 0.68, value: 1, isActive: true),
        ThresholdCase(threshold: 1, value: 0.99, isActive: false),
        ThresholdCase(threshold: 1, value: 1, isActive: true),
    ]

    @Test(arguments: thresholds)
    func variableThresholdRule(_ item: ThresholdCase) {
        #expect(SymbolStyle.isActive(threshold: item.threshold, value: item.value) == item.isActive)
    }

    /// Layer paints of the v3 fixture: levels, the multicolor names, the eraser, and per-mode visibility.
    @Test func layerPaintsOfATemplate() throws {
        let glyph = try Fixtures.symbol("templates/fixture.v3.svg").symbol.glyph()
        let hierarchical = SymbolStyle.hierarchical(Self.c1).layerPaints(for: glyph)
        #expect(hierarchical.map(\.color.alpha) == [1, 0.5, 0.25, 1])
        #expect(hierarchical.map(\.isEraser) == [false, false, false, true])
        #expect(hierarchical.allSatisfy { !$0.isHidden })
        let multicolor = SymbolStyle.multicolor.layerPaints(for: glyph)
        #expect(multicolor.prefix(3).map { rgb($0.color) } == [[255, 59, 48], [0, 122, 255], [67, 123, 72]])
        let modes = try Fixtures.symbol("render/modes.svg").symbol.glyph()
        #expect(SymbolStyle.monochrome(.black).layerPaints(for: modes).map(\.isHidden) == [false, false, true])
        #expect(SymbolStyle.hierarchical(.black).layerPaints(for: modes).map(\.isHidden) == [false, true, false])
        #expect(SymbolStyle.multicolor.layerPaints(for: modes).map(\.isHidden) == [false, true, false])
    }

    @Test(arguments: [(0.0, 0.0), (0.165, 0.5), (0.33, 1.0), (0.5, 1.0)])
    func variableDrawFraction(value: Double, fraction: Double) {
        #expect(close(VariableDrawRange(start: 0, span: 0.33).fraction(at: value), fraction, 1e-9))
    }
}
