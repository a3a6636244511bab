import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// Magic Replace: the layers two symbols share stay (the incoming symbol draws them; a shared layer
/// placed elsewhere glides there), the others leave and arrive as the fallback replacement moves them,
/// staggered among themselves; with nothing shared, the fallback plays.
@Suite struct MagicReplaceTests {
    let outgoing = EffectFixtures.plain      // three layers, three motion groups
    let incoming = EffectFixtures.plain
    /// Incoming layer 0 continues outgoing layer 2 from 5 units to the left; incoming 1 and 2 are new.
    let correspondence = ReplaceSymbolEffect.LayerCorrespondence(outgoingLayer: [2, nil, nil],
                                                                 offsets: [Point(x: -5, y: 0), .zero, .zero])

    @Test func sharedLayersStayAndGlide() {
        let magic = ReplaceSymbolEffect.replace.magic()
        let end = magic.duration(outgoing: outgoing, incoming: incoming, correspondence: correspondence)
        for time in EffectFixtures.times(to: end + 0.1) {
            let (old, new) = magic.states(outgoing: outgoing, incoming: incoming, correspondence: correspondence, at: time)
            // The outgoing copy of the shared layer is never drawn: the incoming one is.
            #expect(!old[2].isVisible)
            // The incoming copy glides 5 units, along the curve, from where the outgoing symbol had it.
            let glide = time >= EffectConstants.replaceMagicGlideDuration ? 1
                : EffectConstants.replaceMagicGlideCurve.value(at: time / EffectConstants.replaceMagicGlideDuration)
            #expect(isClose(new[0].transform.e, -5 * (1 - glide), 1e-9) && new[0].transform.a == 1 && new[0].opacity == 1 && new[0].isVisible)
        }
        let (_, atEnd) = magic.states(outgoing: outgoing, incoming: incoming, correspondence: correspondence, at: end)
        #expect(atEnd == EffectFixtures.identities)
    }

    /// The layers that are not shared move exactly as the fallback moves a symbol made of them alone.
    @Test func theOthersLeaveAndArriveAsTheFallbackMovesThem() {
        for fallback in [ReplaceSymbolEffect.replace, .replace.upUp, .replace.offUp.wholeSymbol] {
            let magic = ReplaceSymbolEffect.replace.magic(fallback: fallback)
            var leaving = outgoing, arriving = incoming
            leaving.layers = [outgoing.layers[0], outgoing.layers[1]]
            arriving.layers = [incoming.layers[1], incoming.layers[2]]
            for time in EffectFixtures.times(to: 1) {
                let (old, new) = magic.states(outgoing: outgoing, incoming: incoming, correspondence: correspondence, at: time)
                let (alone, arrived) = fallback.states(outgoing: leaving, incoming: arriving, at: time)
                #expect(Array(old[0...1]) == alone)
                #expect(Array(new[1...2]) == arrived)
            }
        }
    }

    /// Slashes (and their clearances) of their own are drawn on and off, together, rather than scaled.
    @Test func slashesAreDrawnOnAndOff() {
        let drawing = ReplaceSymbolEffect.LayerCorrespondence(outgoingLayer: [2, nil, nil], drawnIncoming: [1, 2], drawnOutgoing: [0])
        let magic = ReplaceSymbolEffect.replace.magic()
        #expect(magic.duration(outgoing: outgoing, incoming: incoming, correspondence: drawing) >= EffectConstants.drawDuration)
        for time in EffectFixtures.times(to: 1) {
            let (old, new) = magic.states(outgoing: outgoing, incoming: incoming, correspondence: drawing, at: time)
            let on = DrawOnSymbolEffect.drawOn.wholeSymbol.states(in: incoming, at: time)[0]
            let off = DrawOffSymbolEffect.drawOff.reversed.wholeSymbol.states(in: outgoing, at: time)[0]
            #expect(new[1] == on && new[2] == on)           // drawn together
            #expect(old[0] == off)                           // withdrawn the way it was drawn
            #expect(new[1].transform == .identity)           // not scaled
        }
    }

    @Test func unrelatedSymbolsGetTheFallback() {
        let none = ReplaceSymbolEffect.LayerCorrespondence(outgoingLayer: [nil, nil, nil])
        let magic = ReplaceSymbolEffect.replace.upUp.magic(fallback: .replace.upUp)
        #expect(magic.duration(outgoing: outgoing, incoming: incoming, correspondence: none)
                == ReplaceSymbolEffect.replace.upUp.duration(outgoing: outgoing, incoming: incoming))
        for time in EffectFixtures.times(to: 1) {
            let magicStates = magic.states(outgoing: outgoing, incoming: incoming, correspondence: none, at: time)
            let plain = ReplaceSymbolEffect.replace.upUp.states(outgoing: outgoing, incoming: incoming, at: time)
            #expect(magicStates.outgoing == plain.outgoing && magicStates.incoming == plain.incoming)
        }
        // Without magic, a correspondence changes nothing.
        let plain = ReplaceSymbolEffect.replace
        #expect(plain.states(outgoing: outgoing, incoming: incoming, correspondence: correspondence, at: 0.2).incoming
                == plain.states(outgoing: outgoing, incoming: incoming, at: 0.2).incoming)
    }

    @Test(arguments: [("replace.magic:bell.slash", "replace.magic:bell.slash", ReplaceSymbolEffect.Style.downUp),
                      ("replace.upUp.magic:x", "replace.upUp.magic:x", .upUp), ("Replace.Magic.OffUp:y", "replace.magic.offUp:y", .offUp)])
    func specsNameMagicReplace(_ text: String, _ canonical: String, _ style: ReplaceSymbolEffect.Style) throws {
        let spec = try SymbolEffectSpec.parse(text)
        #expect(spec.description == canonical)
        let effect = try #require(spec.makeReplaceEffect())
        #expect(effect.isMagic && effect.style == style)
    }

    @Test func magicIsReplacesAlone() {
        #expect(throws: EffectSpecError.self) { try SymbolEffectSpec.parse("bounce.magic") }
        #expect(throws: EffectSpecError.self) { try SymbolEffectSpec.parse("replace.magic.magic:x") }
    }
}
