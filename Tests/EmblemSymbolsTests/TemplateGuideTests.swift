import EmblemGeometry
import EmblemSymbols
import Testing

/// Variants and guides of the version fixtures: baseline 0 and capline −70.459 in every variant's own
/// coordinates, margins per variant with the fallbacks of SF-SEMANTICS 2.4 (own margins, v2's unsuffixed
/// pair, Regular-M, Regular-S, any), each mapped through the variant group it belongs to.
@Suite struct TemplateGuideTests {
    struct MarginCase: Sendable, CustomTestStringConvertible {
        var version: Int
        var variant: String
        var left: Double
        var right: Double
        /// Which rule supplies the margins.
        var rule: String
        var testDescription: String { "v\(version) \(variant) (\(rule))" }
    }

    static let margins: [MarginCase] = [
        MarginCase(version: 2, variant: "Regular-M", left: 0, right: 100, rule: "unsuffixed v2 margins belong to Regular-M"),
        MarginCase(version: 2, variant: "Regular-S", left: 0, right: 100, rule: "v2 margins for every variant"),
        MarginCase(version: 2, variant: "Black-L", left: 0, right: 100, rule: "v2 margins for every variant"),
        MarginCase(version: 3, variant: "Regular-S", left: 0, right: 88, rule: "own"),
        MarginCase(version: 3, variant: "Regular-M", left: -4, right: 104, rule: "own, left of the group origin"),
        MarginCase(version: 3, variant: "Regular-L", left: 0, right: 128, rule: "own"),
        MarginCase(version: 3, variant: "Bold-M", left: -4, right: 104, rule: "fallback Regular-M"),
        MarginCase(version: 4, variant: "Ultralight-S", left: 0, right: 44, rule: "own"),
        MarginCase(version: 4, variant: "Regular-S", left: 0, right: 48, rule: "own"),
        MarginCase(version: 4, variant: "Black-S", left: 0, right: 56, rule: "own"),
        MarginCase(version: 5, variant: "Regular-S", left: 2, right: 84, rule: "own"),
        MarginCase(version: 5, variant: "Semibold-S", left: 2, right: 84, rule: "fallback Regular-S (no Regular-M)"),
        MarginCase(version: 5, variant: "Regular-L", left: 2, right: 84, rule: "fallback Regular-S (no Regular-M)"),
        MarginCase(version: 6, variant: "Light-M", left: -2, right: 102, rule: "own"),
        MarginCase(version: 6, variant: "Heavy-M", left: -2, right: 102, rule: "fallback any (no Regular-M or Regular-S)"),
        MarginCase(version: 7, variant: "Regular-M", left: 0, right: 100, rule: "own"),
    ]

    static let variants: [Int: [String]] = [
        2: ["Regular-S", "Regular-M", "Black-L"],
        3: ["Regular-S", "Regular-M", "Bold-M", "Regular-L"],
        4: ["Ultralight-S", "Regular-S", "Black-S"],
        5: ["Regular-S", "Semibold-S", "Regular-L"],
        6: ["Light-M", "Heavy-M"],
        7: ["Regular-M"],
    ]

    @Test(arguments: variants.keys.sorted())
    func variantsPresent(version: Int) throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v\(version).svg")
        #expect(symbol.variants.map(\.description) == Self.variants[version])
        #expect(symbol.glyphs.values.allSatisfy { $0.origin == .explicit })
        #expect(symbol.hasInterpolationMasters == (version == 4))
    }

    @Test(arguments: margins)
    func marginsPerVariant(_ expected: MarginCase) throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v\(expected.version).svg")
        let guides = try symbol.explicitGlyph(expected.variant).guides
        #expect(close(guides.leftMargin, expected.left, 1e-6), "left \(guides.leftMargin)")
        #expect(close(guides.rightMargin, expected.right, 1e-6), "right \(guides.rightMargin)")
    }

    /// Baseline 0 and capline at the cap height above it, whichever row (S, M, L) the variant sits in.
    @Test(arguments: variants.keys.sorted())
    func baselineAndCaplineInEveryVariant(version: Int) throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v\(version).svg")
        for (variant, glyph) in symbol.glyphs {
            #expect(close(glyph.guides.baseline, 0, 1e-6), "\(variant) baseline \(glyph.guides.baseline)")
            #expect(close(glyph.guides.capline, -70.459, 1e-3), "\(variant) capline \(glyph.guides.capline)")
        }
    }

    /// In an interpolatable template, an explicit variant without margins takes the interpolated margins
    /// before Regular-M, Regular-S or any other variant's (SF-SEMANTICS 2.4).
    @Test func explicitVariantOfAnInterpolatableTemplateTakesInterpolatedMargins() throws {
        let (symbol, _) = try Fixtures.symbol("templates/masters.override.svg")
        let bold = try symbol.explicitGlyph("Bold-M")
        // Bold-S: 0 … 48 + 0.5 · (56 − 48) = 52; the Medium row scales it by 1/0.783 about the left margin.
        #expect(close(bold.guides.leftMargin, 0, 1e-9))
        #expect(close(bold.guides.rightMargin, 52 / 0.783, 1e-9))
        let ink = try #require(bold.bounds)
        #expect(ink.maxX <= bold.guides.rightMargin, "the override's ink (to \(ink.maxX)) lies within its margins")
        #expect(try symbol.glyph(weight: .bold, scale: .medium) == bold, "explicit variants override interpolation")
        // The masters keep their own.
        #expect(close(try symbol.explicitGlyph("Regular-S").guides.rightMargin, 48, 1e-6))
    }

    /// Paths are local to the variant group: x from its origin, y up negative.
    @Test func pathsAreLocalToTheirVariantGroup() throws {
        let (symbol, _) = try Fixtures.symbol("templates/fixture.v3.svg")
        #expect(try symbol.explicitGlyph("Regular-L").layers[0].bounds == Rect(x: 6, y: -84, width: 52, height: 35))
        #expect(try symbol.explicitGlyph("Regular-S").layers[0].bounds == Rect(x: 4, y: -52, width: 36, height: 22))
    }
}
