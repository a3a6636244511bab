import EmblemAnimation
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Variable draw (SF-SEMANTICS 1.9): with `--variable-mode draw`, each layer with a
/// `-sfsymbols-variable-draw: start span` range is drawn `clamp((value − start) / span, 0, 1)` of the way
/// along, what is left at 30% opacity, the two parts side by side (never one over the other).
///
/// `templates/fixture.v7.svg` is a base bar and three bars side by side (x 5…33, 36…64, 67…95, y −60…−52)
/// drawing over 0–0.33, 0.33–0.66 and 0.67–1.
@Suite struct VariableDrawRenderingTests {
    static let bars: [(from: Double, to: Double)] = [(5, 33), (36, 64), (67, 95)]
    static let ranges: [(start: Double, span: Double)] = [(0, 0.33), (0.33, 0.33), (0.67, 0.33)]

    static func rendered(_ value: Double, mode: SymbolVariableValueMode = .draw) throws -> RenderedGlyph {
        let glyph = try Fixtures.glyph("templates/fixture.v7.svg")
        return try RenderedGlyph(glyph, style: SymbolStyle(mode: .monochrome, colors: [Color(red8: 0, green8: 0, blue8: 0)], variableValue: value,
                                                           variableValueMode: mode), size: 400)
    }

    @Test(arguments: [0.0, 0.2, 0.5, 0.8, 1.0])
    func eachBarIsDrawnAsFarAsTheValueReachesItsRange(_ value: Double) throws {
        let image = try Self.rendered(value)
        let faint = UInt8((SymbolStyle.inactiveVariableOpacity * 255).rounded())
        for (bar, range) in zip(Self.bars, Self.ranges) {
            let fraction = min(max((value - range.start) / range.span, 0), 1)
            // The guide runs a little past each end of the bar (5% of its length), so the drawn edge is
            // measured along the guide.
            let margin = (bar.to - bar.from) * 0.05
            let edge = bar.from - margin + fraction * (bar.to - bar.from + 2 * margin)
            for x in stride(from: bar.from + 1, through: bar.to - 1, by: 1) where abs(x - edge) > 1.5 {
                let alpha = image[x + 0.5, -56].alpha
                if x < edge {
                    #expect(alpha == 255, "value \(value): x \(x) should be drawn, alpha \(alpha)")
                } else {
                    #expect(abs(Int(alpha) - Int(faint)) <= 1, "value \(value): x \(x) should be faint, alpha \(alpha)")
                }
            }
        }
        // The base bar has no range: drawn whole at every value.
        #expect(image[50, -8].alpha == 255)
    }

    /// In a translucent colour the drawn part is exactly the colour's alpha: the faint rest is not drawn
    /// under it (which would make it 0.5 + 0.5 · 0.15, 147 of 255).
    @Test func theDrawnPartAndTheFaintRestDoNotOverlap() throws {
        let glyph = try Fixtures.glyph("templates/fixture.v7.svg")
        let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let image = try RenderedGlyph(glyph, style: SymbolStyle(mode: .monochrome, colors: [half], variableValue: 0.5, variableValueMode: .draw), size: 400)
        #expect(abs(Int(image[40, -56].alpha) - 128) <= 1)
        #expect(abs(Int(image[60, -56].alpha) - 38) <= 1)
    }

    @Test func colorModeAndNoValueDrawEveryBarWhole() throws {
        for image in [try Self.rendered(0.2, mode: .color),
                      try RenderedGlyph(try Fixtures.glyph("templates/fixture.v7.svg"), style: .monochrome(.init(red8: 0, green8: 0, blue8: 0)), size: 400)] {
            for bar in Self.bars { #expect(image[bar.to - 2, -56].alpha == 255) }
        }
    }

    @Test func automaticDrawsOnlyWhereThereAreNoThresholds() throws {
        let v7 = try Fixtures.glyph("templates/fixture.v7.svg")
        let thresholds = try Fixtures.glyph("render/variable.svg")
        let automatic = SymbolStyle(mode: .monochrome, variableValue: 0.5)
        #expect(automatic.layerPaints(for: v7).compactMap(\.drawnFraction).count == 3)
        #expect(automatic.layerPaints(for: thresholds).allSatisfy { $0.drawnFraction == nil })
        var color = automatic
        color.variableValueMode = .color
        #expect(color.layerPaints(for: v7).allSatisfy { $0.drawnFraction == nil })
        let fractions = SymbolStyle(mode: .monochrome, variableValue: 0.5, variableValueMode: .draw).layerPaints(for: v7).compactMap(\.drawnFraction)
        let expected = Self.ranges.map { min(max((0.5 - $0.start) / $0.span, 0), 1) }
        #expect(zip(fractions, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    /// A variable value drawn part way and a Draw On: the layer shows no more than either draws.
    @Test func drawEffectsTrimWithinTheVariableDraw() throws {
        let glyph = try Fixtures.glyph("templates/fixture.v7.svg")
        let style = SymbolStyle(mode: .monochrome, colors: [Color(red8: 0, green8: 0, blue8: 0)], variableValue: 1, variableValueMode: .draw)
        var states = Array(repeating: LayerState.identity, count: glyph.layers.count)
        states[2] = LayerState(drawEnd: 0.5)
        let svg = SymbolRenderer(style: style, size: 400).frameTemplate(for: glyph, drawDirection: .leftToRight).svg(states: states)
        let image = try Rasterizer().image(svg: svg, size: .square(400))
        let canvas = SymbolCanvas.box(for: glyph)
        func alpha(_ x: Double, _ y: Double) -> UInt8 {
            image[x: Int((x - canvas.x) / canvas.width * 400), y: Int((y - canvas.y) / canvas.height * 400)].alpha
        }
        #expect(alpha(40, -56) == 255 && alpha(60, -56) < 128)
        #expect(alpha(90, -56) == 255)
    }

    /// `thermometer.variable`'s column rises with the value from its bulb (its draw guide runs upwards):
    /// half way, its lower half is drawn and its upper half faint.
    @Test func theThermometerRisesFromItsBulb() throws {
        let glyph = try AnimationOutputTests.library.symbol(named: "thermometer.variable").symbol.glyph()
        let column = try #require(glyph.layers.first { $0.annotations.variableDraw != nil })
        let guide = try #require(column.drawGuide?.strokes.first?.path)
        guard case .move(let foot) = guide.elements.first, let top = guide.points.last else { Issue.record("no guide"); return }
        #expect(top.y < foot.y)                                        // upwards
        let image = try RenderedGlyph(glyph, style: SymbolStyle(mode: .monochrome, colors: [Color(red8: 0, green8: 0, blue8: 0)],
                                                                variableValue: 0.5), size: 400)
        func alpha(at fraction: Double) -> Int { Int(image[foot.x, foot.y + (top.y - foot.y) * fraction].alpha) }
        #expect(alpha(at: 0.3) == 255 && alpha(at: 0.45) == 255)
        #expect(abs(alpha(at: 0.6) - 77) <= 1 && abs(alpha(at: 0.9) - 77) <= 1)
    }
}
