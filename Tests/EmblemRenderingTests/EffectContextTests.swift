import EmblemGeometry
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// What `SymbolGlyph.effectContext` tells the effects about a glyph.
@Suite struct EffectContextTests {
    static func glyph() throws -> SymbolGlyph {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><path d="M2 10 L30 10 L24 4"/></svg>"#
        return try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(text.utf8))).symbol.glyph()
    }

    /// The template's wiggle axis belongs to its geometry: mirrored, the glyph wiggles along the mirror image
    /// of the axis (30° → 150°), as `wiggle.forward` turns round; it kept 30°, away from the mirrored arrow.
    @Test func aMirroredGlyphWigglesAlongTheMirroredAxis() throws {
        let glyph = try Self.glyph()
        let defaults = ["-sfsymbols-wiggle-angle": "30"]
        #expect(glyph.effectContext(defaults: defaults).wiggleAngle == 30)
        #expect(glyph.mirrored().effectContext(defaults: defaults).wiggleAngle == 150)
        #expect(glyph.mirrored().effectContext().wiggleAngle == nil)
    }

    /// The turning senses a template declares belong to its geometry too: mirrored, they turn the other way
    /// (a circular arrow's spin follows its mirrored arrowhead); a glyph that declares none spins clockwise
    /// either way.
    @Test func aMirroredGlyphTurnsTheOtherWay() throws {
        let glyph = try Self.glyph()
        let defaults = ["-sfsymbols-rotates-clockwise": "true", "-sfsymbols-wiggle-style": "counterclockwise"]
        #expect(glyph.effectContext(defaults: defaults).rotatesClockwise == true)
        #expect(glyph.mirrored().effectContext(defaults: defaults).rotatesClockwise == false)
        #expect(glyph.effectContext(defaults: defaults).wiggleRotation == .counterClockwise)
        #expect(glyph.mirrored().effectContext(defaults: defaults).wiggleRotation == .clockwise)
        #expect(glyph.mirrored().effectContext().rotatesClockwise == nil)
    }
}
