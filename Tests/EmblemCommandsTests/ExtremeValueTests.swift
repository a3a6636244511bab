@testable import EmblemCommands
import EmblemAnimation
import EmblemGeometry
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Valid SVG numbers near the largest `Double` (1e308) must not overflow into ∞ or NaN on the way out:
/// each command reports what it cannot compute with, and what it can describe it describes.
@Suite struct ExtremeValueTests {
    /// Read as `inspect` and the SVG and JSON animations read it: drawn to pixels, a shape this far off
    /// the view box is refused first (`CoordinateReach`).
    static func symbol(_ text: String) throws -> (Symbol, SymbolGlyph) {
        var importer = SymbolImporter()
        importer.rasterizes = false
        let (symbol, _) = try importer.symbol(from: SVGDocument(bytes: Array(text.utf8)))
        return (symbol, try symbol.glyph())
    }

    static func plain(_ path: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"\(path)\"/><path d=\"M2 2h3v3z\"/></svg>"
    }

    /// Shapes out to the limit animate; past it, or at 1e308, they are refused with a reason.
    @Test(arguments: [("M0 0H1e9V1z", true), ("M-1e9 0h1v1z", true), ("M0 0H1.000001e9V1z", false), ("M0 0H1e308V1z", false),
                      ("M0 -1e308h1v1z", false), ("M0 0h1v1z", true)])
    func animationNeedsCoordinatesWithinTheLimit(path: String, animates: Bool) throws {
        let (_, glyph) = try Self.symbol(Self.plain(path))
        let problem = SymbolAnimation.coordinateProblem(in: glyph)
        #expect((problem == nil) == animates, "\(path): \(problem ?? "none")")
        if animates {
            // Every state of every effect is finite, and so is the JSON.
            for effect in ["bounce", "wiggle.forward", "rotate", "breathe", "appear.up", "scale.down.wholeSymbol"] {
                let animation = SymbolAnimation(glyph: glyph, content: .effect(try SymbolEffectSpec.parse(effect).makeEffect()))
                for frame in 0..<animation.frameCount {
                    for state in animation.states(ofFrame: frame) {
                        let t = state.transform
                        let values: [Double] = [t.a, t.b, t.c, t.d, t.e, t.f, state.opacity]
                        #expect(values.allSatisfy { $0.isFinite }, "\(effect) frame \(frame)")
                    }
                }
            }
        }
    }

    @Test func jsonNamesTheNumberItCannotHold() throws {
        struct Report: Encodable { var bounds: [Double] }
        do {
            _ = try JSONOutput.data(Report(bounds: [0, -.infinity]))
            Issue.record("expected an error")
        } catch let error as SVGError {
            #expect(error.message.contains("-inf at bounds[1]"), "\(error.message)")
        }
    }

    /// Inspect describes a file whose shapes reach 1e308 (rounding to 3 decimals made ∞); one whose
    /// width itself overflows is refused with the place named.
    @Test func inspectDescribesHugeBounds() throws {
        let (symbol, glyph) = try Self.symbol(Self.plain("M1e308 0H1.5e308V1z"))
        let object = try JSONSerialization.jsonObject(with: Data(try JSONOutput.data(InspectReport(symbol: symbol, glyph: glyph, info: nil))))
        #expect(((object as? [String: Any])?["layers"] as? [[String: Any]])?.first?["bounds"] as? [Double] == [1e308, 0, 5e307, 1])
        let (wide, wideGlyph) = try Self.symbol(Self.plain("M-1e308 0H1e308V1z"))
        #expect(throws: SVGError.self) { try JSONOutput.data(InspectReport(symbol: wide, glyph: wideGlyph, info: nil)) }
    }
}
