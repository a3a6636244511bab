import EmblemGeometry
import EmblemSVG
import Testing
@testable import EmblemSymbols

/// Draw guides (`data-emblem-draw-guide`, `data-emblem-draw-widths`): read from a layer's paths, blended
/// between masters as the paths are, and moved with the glyph (scales, mirroring).
@Suite struct DrawGuideTests {
    static let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")

    @Test func guidesReadOnlyWhenWholeAndConsistent() {
        let two = DrawGuide.read(guide: "M0 0H10M0 5C1 6 2 7 3 8", widths: "2 3")
        #expect(two?.strokes.count == 2 && two?.strokes.map(\.width) == [2, 3])
        #expect(DrawGuide.read(guide: "M0 0H10M0 5H3", widths: "2") == nil)        // a width for each subpath
        #expect(DrawGuide.read(guide: "M0 0H10 L", widths: "2") == nil)            // path data with an error
        #expect(DrawGuide.read(guide: "M0 0H10", widths: "-1") == nil)
        #expect(DrawGuide.read(guide: "M0 0H10", widths: "nan") == nil)
        #expect(DrawGuide.read(guide: nil, widths: "2") == nil)
    }

    /// Every layer of `checkmark.circle` is drawn along its skeleton: the circle from its top, the
    /// checkmark from its short arm; each guide runs through the middle of its outline, at the outline's
    /// thickness.
    @Test func theLibrarysSymbolsCarryTheirSkeletons() throws {
        let symbol = try Self.library.symbol(named: "checkmark.circle").symbol
        let glyph = try symbol.glyph()
        #expect(glyph.layers.allSatisfy { $0.drawGuide?.strokes.count == 1 })
        let circle = try #require(glyph.layers.first { $0.drawGuide?.strokes.first?.path.elements.last == .close }?.drawGuide?.strokes.first)
        let bounds = try #require(circle.path.bounds)
        let outline = try #require(glyph.layers.first { $0.drawGuide?.strokes.first?.path.elements.last == .close }?.bounds)
        // The skeleton lies half a stroke inside the outline on every side.
        #expect(abs((bounds.minX - outline.minX) - circle.width / 2) < 0.05 && abs((outline.maxY - bounds.maxY) - circle.width / 2) < 0.05)
        // Drawn from the top.
        guard case .move(let start) = circle.path.elements.first else { Issue.record("no move"); return }
        #expect(abs(start.x - bounds.midX) < 1e-6 && abs(start.y - bounds.minY) < 1e-6)
    }

    /// Bold is half way from Regular to Black: so are its guides' widths and points.
    @Test func guidesInterpolateWithTheMasters() throws {
        let symbol = try Self.library.symbol(named: "checkmark.circle").symbol
        let regular = try symbol.glyph(weight: .regular, scale: .small)
        let black = try symbol.glyph(weight: .black, scale: .small)
        let bold = try symbol.glyph(weight: .bold, scale: .small)
        for position in regular.layers.indices {
            let (r, b, m) = (regular.layers[position].drawGuide!.strokes[0], black.layers[position].drawGuide!.strokes[0],
                             bold.layers[position].drawGuide!.strokes[0])
            #expect(abs(m.width - (r.width + b.width) / 2) < 1e-9)
            let offset = regular.guides.leftMargin - black.guides.leftMargin
            for (pm, (pr, pb)) in zip(m.path.points, zip(r.path.points, b.path.points)) {
                #expect(abs(pm.x - (pr.x + pb.x + offset) / 2) < 1e-9 && abs(pm.y - (pr.y + pb.y) / 2) < 1e-9)
            }
        }
    }

    @Test func guidesMoveWithTheGlyph() throws {
        let symbol = try Self.library.symbol(named: "bell").symbol
        let glyph = try symbol.glyph()
        let mirrored = glyph.mirrored()
        let flip = glyph.mirrorTransform
        for (a, b) in zip(glyph.layers, mirrored.layers) {
            #expect(b.drawGuide == a.drawGuide?.applying(flip))
            #expect(a.drawGuide != nil)
        }
        let scaled = glyph.applying(.scale(x: 2, y: 2))
        for (a, b) in zip(glyph.layers, scaled.layers) {
            #expect(b.drawGuide?.strokes.map(\.width) == a.drawGuide?.strokes.map { $0.width * 2 })
        }
    }
}
