import EmblemGeometry
import EmblemSymbols
import Testing

/// `Symbol.glyph(weight:scale:)` for static (non-interpolatable) sources: explicit variants, the nearest
/// weight at the requested scale, and scale derivation from another row.
@Suite struct SymbolTests {
    @Test func explicitVariantsAreReturnedAsIs() throws {
        let symbol = try Fixtures.symbol("templates/fixture.v3.svg").symbol
        #expect(try symbol.glyph(weight: .bold, scale: .medium) == symbol.explicitGlyph("Bold-M"))
        #expect(try symbol.glyph(weight: .regular, scale: .large) == symbol.explicitGlyph("Regular-L"))
    }

    /// The nearest weight that exists at the requested scale.
    @Test func nearestWeightAtTheRequestedScale() throws {
        let symbol = try Fixtures.symbol("templates/fixture.v3.svg").symbol
        #expect(try symbol.glyph(weight: .black, scale: .medium) == symbol.explicitGlyph("Bold-M"))
        #expect(try symbol.glyph(weight: .light, scale: .medium) == symbol.explicitGlyph("Regular-M"))
        #expect(try symbol.glyph(weight: .ultralight, scale: .small) == symbol.explicitGlyph("Regular-S"))
    }

    /// A scale the source lacks is derived from another row about mid cap height.
    @Test func missingScaleIsDerived() throws {
        let symbol = try Fixtures.symbol("templates/fixture.v7.svg").symbol
        let medium = try symbol.explicitGlyph("Regular-M")
        let small = try symbol.glyph(weight: .regular, scale: .small)
        #expect(small.origin == .scaled)
        #expect(small.variant == SymbolVariantID(weight: .regular, scale: .small))
        let k = 0.783, anchor = Point(x: medium.guides.leftMargin, y: -70.459 / 2)
        let expected = medium.layers[0].points.map { Point(x: anchor.x + k * ($0.x - anchor.x), y: anchor.y + k * ($0.y - anchor.y)) }
        #expect(close(small.layers[0].points, expected, 1e-6))
        #expect(close(small.guides.rightMargin, anchor.x + k * (medium.guides.rightMargin - anchor.x), 1e-6))
    }

    @Test func variantIDs() {
        #expect(SymbolVariantID("Ultralight-S") == SymbolVariantID(weight: .ultralight, scale: .small))
        #expect(SymbolVariantID("Black-L")?.description == "Black-L")
        for text in ["Regular", "Regular-XL", "Bolder-M", "Regular-M-1", ""] { #expect(SymbolVariantID(text) == nil, "\(text)") }
        // Sorted by scale, then weight.
        let sorted = ["Black-S", "Regular-M", "Ultralight-M", "Thin-S"].compactMap(SymbolVariantID.init).sorted().map(\.description)
        #expect(sorted == ["Thin-S", "Black-S", "Ultralight-M", "Regular-M"])
        #expect(SymbolScale.allCases.map(\.factor) == [0.783, 1, 1.29])
    }
}
