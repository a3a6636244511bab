import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Erase layers (SF-SEMANTICS 1.8) and variable-value thresholds (1.9) as pixels.
@Suite struct EraseRenderingTests {
    /// render/erase.svg: a base square (10…90 × −60…−10), an erase square (30…60 × −50…−20) and, above it,
    /// a bar (45…75 × −40…−30) that starts inside the erased area.
    static let erasedOnly = (35.0, -45.0), baseOnly = (20.0, -35.0), barOverErased = (50.0, -35.0)
    static let barOverBase = (70.0, -35.0), outside = (95.0, -70.0)

    @Test(arguments: [SymbolRenderingMode.monochrome, .hierarchical, .palette])
    func eraseClearsLowerLayersOnly(mode: SymbolRenderingMode) throws {
        let glyph = try Fixtures.glyph("render/erase.svg")
        let rendered = try RenderedGlyph(glyph, style: SymbolStyle(mode: mode, colors: [systemBlue]))
        expectPixel(rendered, at: Self.erasedOnly, .transparent, "erased out of the base")
        expectPixel(rendered, at: Self.baseOnly, ExpectedPixel(systemBlue), "base outside the eraser")
        expectPixel(rendered, at: Self.barOverErased, ExpectedPixel(systemBlue), "a layer above the eraser is not erased")
        expectPixel(rendered, at: Self.barOverBase, ExpectedPixel(systemBlue))
        expectPixel(rendered, at: Self.outside, .transparent)
    }

    /// The hole shows what lies behind the symbol, never clears it.
    @Test func eraseDoesNotClearTheBackground() throws {
        let glyph = try Fixtures.glyph("render/erase.svg")
        let rendered = try RenderedGlyph(glyph, style: .monochrome(systemBlue), background: .white)
        expectPixel(rendered, at: Self.erasedOnly, ExpectedPixel(255, 255, 255), "background through the hole")
        expectPixel(rendered, at: Self.baseOnly, ExpectedPixel(systemBlue))
    }
}

@Suite struct VariableValueRenderingTests {
    /// render/variable.svg: a body without threshold, then bars with thresholds 0, 0.34, 0.68.
    static let body = (50.0, -10.0)
    static let bars = [(15.0, -30.0), (50.0, -30.0), (85.0, -30.0)]
    /// An inactive layer keeps 30 % of its alpha.
    static let inactiveAlpha = Int((0.3 * 255).rounded())

    struct ValueCase: Sendable, CustomTestStringConvertible {
        var value: Double?
        var lit: [Bool]
        var testDescription: String { "value \(value.map { "\($0)" } ?? "none") lights \(lit)" }
    }

    static let values: [ValueCase] = [
        ValueCase(value: nil, lit: [true, true, true]),
        ValueCase(value: 0, lit: [false, false, false]),
        ValueCase(value: 0.01, lit: [true, false, false]),
        ValueCase(value: 0.33, lit: [true, false, false]),
        ValueCase(value: 0.34, lit: [true, true, false]),
        ValueCase(value: 0.5, lit: [true, true, false]),
        ValueCase(value: 0.68, lit: [true, true, true]),
        ValueCase(value: 1, lit: [true, true, true]),
    ]

    @Test(arguments: values)
    func layersAboveTheValueDimToThirtyPercent(_ value: ValueCase) throws {
        let glyph = try Fixtures.glyph("render/variable.svg")
        let style = SymbolStyle(mode: .monochrome, colors: [systemBlue], variableValue: value.value)
        let rendered = try RenderedGlyph(glyph, style: style)
        expectPixel(rendered, at: Self.body, ExpectedPixel(systemBlue), "a layer without threshold is always on")
        for (bar, (point, isLit)) in zip(Self.bars, value.lit).enumerated() {
            expectPixel(rendered, at: point, ExpectedPixel(systemBlue, alpha: isLit ? 255 : Self.inactiveAlpha), "bar \(bar)")
        }
    }

    /// Hierarchical dimming multiplies with the level's opacity.
    @Test func dimmingCombinesWithTheLevel() throws {
        let glyph = try Fixtures.glyph("render/variable.svg")
        let style = SymbolStyle(mode: .hierarchical, colors: [systemBlue], variableValue: 0.5)
        let rendered = try RenderedGlyph(glyph, style: style)
        // Every layer of the fixture is primary: lit bars full, the unlit one at 30 %.
        expectPixel(rendered, at: Self.bars[1], ExpectedPixel(systemBlue))
        expectPixel(rendered, at: Self.bars[2], ExpectedPixel(systemBlue, alpha: Self.inactiveAlpha))
    }
}
