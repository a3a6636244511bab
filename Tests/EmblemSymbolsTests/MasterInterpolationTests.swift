import EmblemGeometry
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Weight interpolation between the Ultralight-S, Regular-S and Black-S masters, and scale derivation
/// (SF-SEMANTICS 2.5), checked against values computed here from the masters' own points.
@Suite struct MasterInterpolationTests {
    struct WeightCase: Sendable, CustomTestStringConvertible {
        var weight: SymbolWeight
        var master: SymbolWeight
        var t: Double
        var testDescription: String { "\(weight) = Regular + \(t)·(\(master) − Regular)" }
    }

    /// The t table of SF-SEMANTICS 2.5 (S and M column), typed in from the document, not from the library.
    static let weights: [WeightCase] = [
        WeightCase(weight: .ultralight, master: .ultralight, t: 1),
        WeightCase(weight: .thin, master: .ultralight, t: 0.7742),
        WeightCase(weight: .light, master: .ultralight, t: 0.3333),
        WeightCase(weight: .regular, master: .regular, t: 0),
        WeightCase(weight: .medium, master: .black, t: 0.18),
        WeightCase(weight: .semibold, master: .black, t: 0.318),
        WeightCase(weight: .bold, master: .black, t: 0.5),
        WeightCase(weight: .heavy, master: .black, t: 0.764),
        WeightCase(weight: .black, master: .black, t: 1),
    ]

    /// Mid cap height: the fixed point of scale derivation (baseline 0, capline −70.459).
    static let midCapHeight = -70.459 / 2

    static func masters() throws -> Symbol { try Fixtures.symbol("templates/fixture.v4.svg").symbol }

    static func blend(_ a: Double, _ b: Double, _ t: Double) -> Double { a + t * (b - a) }

    @Test(arguments: weights)
    func smallWeightsBlendEveryControlPoint(_ weight: WeightCase) throws {
        let symbol = try Self.masters()
        let regular = try symbol.explicitGlyph("Regular-S")
        let master = try symbol.explicitGlyph("\(weight.master.templateName)-S")
        let glyph = try symbol.glyph(weight: weight.weight, scale: .small)
        #expect(glyph.layers.count == regular.layers.count)
        for (index, layer) in glyph.layers.enumerated() {
            let expected = zip(regular.layers[index].points, master.layers[index].points).map { r, m in
                Point(x: Self.blend(r.x, m.x, weight.t), y: Self.blend(r.y, m.y, weight.t))
            }
            #expect(close(layer.points, expected, 1e-9), "layer \(index): \(layer.points) ≠ \(expected)")
            #expect(layer.level == regular.layers[index].level)
            #expect(layer.annotations == regular.layers[index].annotations)
        }
        // Margins blend with the same t; baseline and capline stay.
        #expect(close(glyph.guides.leftMargin, Self.blend(regular.guides.leftMargin, master.guides.leftMargin, weight.t), 1e-9))
        #expect(close(glyph.guides.rightMargin, Self.blend(regular.guides.rightMargin, master.guides.rightMargin, weight.t), 1e-9))
        #expect(close(glyph.guides.baseline, 0, 1e-6) && close(glyph.guides.capline, -70.459, 1e-3))
        #expect(glyph.variant == SymbolVariantID(weight: weight.weight, scale: .small))
    }

    /// Concrete values for three weights, so a wrong table cannot hide behind a formula: the tip of the
    /// tallest bar is (32, −52) at Regular, (28, −50) at Ultralight and (40, −56) at Black.
    @Test func tallestBarTipAtThinMediumBold() throws {
        let symbol = try Self.masters()
        func tip(_ weight: SymbolWeight) throws -> Point { try symbol.glyph(weight: weight, scale: .small).layers[3].points[0] }
        #expect(close([try tip(.thin)], [Point(x: 32 - 4 * 0.7742, y: -52 + 2 * 0.7742)], 1e-9))
        #expect(close([try tip(.medium)], [Point(x: 32 + 8 * 0.18, y: -52 - 4 * 0.18)], 1e-9))
        #expect(close([try tip(.bold)], [Point(x: 36, y: -54)], 1e-9))
    }

    struct ScaleCase: Sendable, CustomTestStringConvertible {
        var weight: SymbolWeight
        var scale: SymbolScale
        var factor: Double
        var testDescription: String { "\(weight)-\(scale.letter) = S × \(factor)" }
    }

    static let scales: [ScaleCase] = [SymbolWeight.thin, .regular, .medium, .bold].flatMap { weight in
        [ScaleCase(weight: weight, scale: .medium, factor: 1 / 0.783), ScaleCase(weight: weight, scale: .large, factor: 1.29 / 0.783)]
    }

    /// M and L come from the interpolated S design, scaled about (left margin, mid cap height).
    @Test(arguments: scales)
    func mediumAndLargeScaleAboutMidCapHeight(_ scale: ScaleCase) throws {
        let symbol = try Self.masters()
        let small = try symbol.glyph(weight: scale.weight, scale: .small)
        let glyph = try symbol.glyph(weight: scale.weight, scale: scale.scale)
        let anchor = Point(x: small.guides.leftMargin, y: Self.midCapHeight)
        for (index, layer) in glyph.layers.enumerated() {
            let expected = small.layers[index].points.map { p in
                Point(x: anchor.x + scale.factor * (p.x - anchor.x), y: anchor.y + scale.factor * (p.y - anchor.y))
            }
            #expect(close(layer.points, expected, 1e-6), "layer \(index)")
        }
        #expect(glyph.origin == .scaled)
        #expect(glyph.variant == SymbolVariantID(weight: scale.weight, scale: scale.scale))
        #expect(close(glyph.guides.baseline, 0, 1e-6) && close(glyph.guides.capline, -70.459, 1e-3), "cap height does not scale")
        #expect(close(glyph.guides.leftMargin, small.guides.leftMargin, 1e-6))
        #expect(close(glyph.guides.rightMargin, anchor.x + scale.factor * (small.guides.rightMargin - anchor.x), 1e-6))
    }

    /// A design centred on mid cap height stays centred there at every scale.
    @Test func midCapHeightIsTheFixedPoint() throws {
        let symbol = try Self.masters()
        let small = try symbol.glyph(weight: .regular, scale: .small)
        let large = try symbol.glyph(weight: .regular, scale: .large)
        let point = small.layers[0].points[0]
        let scaled = large.layers[0].points[0]
        #expect(close((scaled.y - Self.midCapHeight) / (point.y - Self.midCapHeight), 1.29 / 0.783, 1e-9))
    }

    /// Editors move and flatten group transforms (EX-ICE1: a master with no group transform, its paths in
    /// canvas coordinates). Masters.edited is fixture.v4 so edited; measured from each design's own left
    /// margin and baseline, every weight and scale must come out the same.
    @Test(arguments: SymbolWeight.allCases)
    func editedTemplateInterpolatesLikeTheExport(weight: SymbolWeight) throws {
        let export = try Self.masters()
        let edited = try Fixtures.symbol("templates/masters.edited.svg").symbol
        for scale in SymbolScale.allCases {
            let a = try export.glyph(weight: weight, scale: scale), b = try edited.glyph(weight: weight, scale: scale)
            func normalized(_ glyph: SymbolGlyph) -> [Point] {
                glyph.layers.flatMap(\.points).map { Point(x: $0.x - glyph.guides.leftMargin, y: $0.y - glyph.guides.baseline) }
            }
            #expect(close(normalized(b), normalized(a), 1e-6), "\(weight)-\(scale.letter)")
            #expect(close(b.guides.advanceWidth, a.guides.advanceWidth, 1e-6) && close(b.guides.capHeight, a.guides.capHeight, 1e-6))
        }
    }

    @Test func incompatibleMastersAreRefusedWithAClearMessage() throws {
        let (symbol, _) = try Fixtures.symbol("templates/masters.incompatible.svg")
        #expect(symbol.hasInterpolationMasters)
        do {
            _ = try symbol.glyph(weight: .bold, scale: .medium)
            Issue.record("Bold interpolates towards a Black-S master whose last path has more points")
        } catch {
            #expect(error.code == .incompatibleMasters)
            #expect(error.message.contains("masters.incompatible"))
            #expect(error.message.contains("Regular-S and Black-S"))
            #expect(error.message.contains("layer 3"))
            // Placed at the Black-S path that differs, so that every command names the file and line.
            #expect(error.location?.file == Fixtures.path("templates/masters.incompatible.svg"))
            #expect(error.location?.line == 69 && error.location?.column == 4)
        }
        // The light side is compatible and still interpolates.
        #expect(try symbol.glyph(weight: .thin, scale: .small).origin == .interpolated)
    }

    struct Mismatch: Sendable, CustomTestStringConvertible {
        var change: String
        /// Replaces the Black-S master's last path (`M40 -56L52 -56L52 -20L40 -20Z`, layer 3) with this.
        var replacement: String
        var message: String
        /// Where the error is placed: the master's path that differs, its extra path, or (a layer fewer)
        /// its first path.
        var line: Int, column: Int
        var testDescription: String { change }
    }

    static let bar = #"<path class="monochrome-3 multicolor-3:systemGreenColor hierarchical-3:secondary SFSymbolsPreviewWireframe" d="M40 -56L52 -56L52 -20L40 -20Z"/>"#

    static let mismatches: [Mismatch] = [
        Mismatch(change: "a layer fewer", replacement: "", message: "have 4 and 3 layers", line: 66, column: 4),
        Mismatch(change: "a path more in a layer", replacement: bar + bar.replacingOccurrences(of: "M40 -56", with: "M41 -56"),
                 message: "have 1 and 2 paths in layer 3", line: 69, column: 147),
        Mismatch(change: "a curve for a line", replacement: bar.replacingOccurrences(of: "L52 -20", with: "C52 -30 52 -25 52 -20"),
                 message: "differ in path 0 of layer 3", line: 69, column: 4),
    ]

    /// Each way masters can disagree is refused with what differs, where.
    @Test(arguments: mismatches)
    func mismatchedMastersNameTheDifference(_ mismatch: Mismatch) throws {
        var text = try String(contentsOfFile: Fixtures.path("templates/fixture.v4.svg"), encoding: .utf8)
        let range = try #require(text.range(of: Self.bar, options: .backwards), "Black-S's last path")
        text.replaceSubrange(range, with: mismatch.replacement)
        let symbol = try SymbolImporter().symbol(from: SVGDocument(bytes: Array(text.utf8)), name: "edited").symbol
        #expect(throws: SymbolError(.incompatibleMasters, "The masters of edited cannot be interpolated: Regular-S and Black-S \(mismatch.message)\(mismatch.change == "a curve for a line" ? " (5 and 5 segments, or different segment types)" : "").",
                                  at: SourceLocation(file: nil, line: mismatch.line, column: mismatch.column)))
        {
            _ = try symbol.glyph(weight: .heavy, scale: .small)
        }
    }
}
