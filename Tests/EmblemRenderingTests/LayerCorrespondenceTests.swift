import EmblemAnimation
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// Which layers two library symbols share, as Magic Replace finds them, and the animation it makes.
@Suite struct LayerCorrespondenceTests {
    static func glyph(_ name: String) throws -> SymbolGlyph {
        try AnimationOutputTests.library.symbol(named: name).symbol.glyph()
    }

    /// `bell.slash` continues `bell`'s bell (drawn from the same parts, placed for the wider symbol: it
    /// glides there); the gap and the slash are its own, and drawn on.
    @Test func bellSlashKeepsTheBell() throws {
        let (bell, slash) = (try Self.glyph("bell"), try Self.glyph("bell.slash"))
        let correspondence = slash.layerCorrespondence(from: SymbolAnimation.fitted(bell, into: slash))
        #expect(correspondence.outgoingLayer == [0, nil, nil])
        // The slash and its clearance are lines: drawn on; nothing of bell's is left to draw off.
        #expect(correspondence.drawnIncoming == [1, 2] && correspondence.drawnOutgoing.isEmpty)
        // A badge's dot is no line: it appears.
        let badge = try Self.glyph("bell.badge").layerCorrespondence(from: bell)
        #expect(badge.drawnIncoming.isEmpty && badge.sharesLayers)
        // The offset takes the incoming bell onto the outgoing one.
        let (a, b) = (try #require(bell.layers[0].bounds), try #require(slash.layers[0].bounds))
        let offset = correspondence.offsets[0]
        #expect(abs(offset.x - (a.minX - b.minX)) < 1e-3 && abs(offset.y - (a.minY - b.minY)) < 1e-3, "\(offset) vs \(a) \(b)")
    }

    @Test func sharedEnclosuresAreKeptAndUnrelatedSymbolsShareNothing() throws {
        let circle = try Self.glyph("xmark.circle").layerCorrespondence(from: try Self.glyph("checkmark.circle"))
        #expect(circle.outgoingLayer.compactMap { $0 }.count == 1 && circle.offsets.allSatisfy { $0 == .zero })
        // A checkmark is no slash (its guide bends at the elbow), nor is an X (two strokes): both leave
        // and arrive as the fallback has them, rather than the checkmark being drawn off for the whole
        // replacement, beside the X that had landed.
        #expect(circle.drawnOutgoing.isEmpty && circle.drawnIncoming.isEmpty, "\(circle.drawnOutgoing) \(circle.drawnIncoming)")
        #expect(!(try Self.glyph("star").layerCorrespondence(from: try Self.glyph("heart"))).sharesLayers)
    }

    /// Replacing `bell` with `bell.badge` by magic: the outgoing bell is never drawn, the incoming one is
    /// visible in every frame, the badge arrives; the plain replace shrinks the bell away.
    @Test func magicReplaceLeavesTheBellInPlace() throws {
        let (bell, badge) = (try Self.glyph("bell"), try Self.glyph("bell.badge"))
        let magic = SymbolAnimation(glyph: bell, content: .replace(ReplaceSymbolEffect.replace.magic(), incoming: badge, incomingDefaults: [:]))
        let plain = SymbolAnimation(glyph: bell, content: .replace(ReplaceSymbolEffect.replace, incoming: badge, incomingDefaults: [:]))
        for index in 0..<magic.frameCount {
            let states = magic.states(ofFrame: index)
            #expect(!states[0].isVisible)                                    // the outgoing bell
            #expect(states[1].isVisible && states[1].opacity == 1 && states[1].transform.a == 1)  // the incoming bell
        }
        #expect(plain.states(at: 0.2)[0].transform.a < 1)                    // the plain replace shrinks it
        #expect(magic.states(ofFrame: magic.frameCount - 1).suffix(badge.layers.count).allSatisfy { $0 == .identity })
    }

    /// Replacing `bell` with `bell.slash` by magic draws the slash on: its frames mask the layers, and half
    /// way the slash and its clearance are part drawn, together.
    @Test func magicReplaceDrawsTheSlashOn() throws {
        let (bell, slash) = (try Self.glyph("bell"), try Self.glyph("bell.slash"))
        let magic = SymbolAnimation(glyph: bell, content: .replace(ReplaceSymbolEffect.replace.magic(), incoming: slash, incomingDefaults: [:]))
        #expect(magic.drawDirection == .leftToRight)
        let states = magic.states(at: EffectConstants.drawDuration / 2)
        let (clearance, line) = (states[bell.layers.count + 1], states[bell.layers.count + 2])
        #expect(clearance == line && line.drawEnd > 0.2 && line.drawEnd < 0.8)
        #expect(SymbolAnimation(glyph: bell, content: .replace(ReplaceSymbolEffect.replace, incoming: slash, incomingDefaults: [:])).drawDirection == nil)
    }

    /// Magic Replace starts with the outgoing symbol at rest and ends with the incoming one, cut-outs and
    /// clearances included, pixel for pixel as the plain replace's first and last frames (which draw each
    /// symbol whole): the outgoing erasers cut the incoming copy of the layer they cut. They did not,
    /// and `checkmark.circle.fill` began as a black disc, a slash's clearance vanished at once.
    @Test(arguments: [("checkmark.circle.fill", "xmark.circle.fill"), ("plus.circle.fill", "minus.circle.fill"),
                      ("bell.slash", "bell"), ("wifi.slash", "wifi"), ("bell.badge", "bell"), ("bell", "bell.slash"),
                      ("bell", "bell.badge"), ("checkmark.circle", "xmark.circle")])
    func magicReplaceBeginsAndEndsAtRest(outgoing: String, incoming: String) throws {
        let (from, to) = (try Self.glyph(outgoing), try Self.glyph(incoming))
        let renderer = SymbolRenderer(style: .monochrome(.black), size: 96)
        func image(_ effect: ReplaceSymbolEffect, last: Bool) throws -> PixelImage {
            let animation = SymbolAnimation(glyph: from, content: .replace(effect, incoming: to, incomingDefaults: [:]))
            let template = renderer.frameTemplate(for: animation.glyph, room: SymbolAnimation.canvasRoom, drawDirection: animation.drawDirection)
            let svg = template.svg(states: animation.states(ofFrame: last ? animation.frameCount - 1 : 0))
            return try Rasterizer().image(svg: svg, size: .square(96))
        }
        for last in [false, true] {
            let difference = try image(ReplaceSymbolEffect.replace.magic(), last: last).difference(from: try image(.replace, last: last))
            // A draw mask's edge may round a pixel or two otherwise (bell → bell.slash masks every layer).
            #expect(difference.differingPixelCount <= 4, "\(last ? "last" : "first") frame: \(difference)")
        }
    }
}
