import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct ReplaceSymbolEffectTests {
    let outgoing = EffectFixtures.standard
    let incoming = EffectFixtures.context(layers: Array(EffectFixtures.layers.prefix(2)))

    @Test func downUpShrinksOutAndGrowsIn() {
        let effect = ReplaceSymbolEffect.replace.downUp.wholeSymbol
        let start = effect.states(outgoing: outgoing, incoming: incoming, at: 0)
        #expect(start.outgoing == EffectFixtures.identities)
        #expect(start.incoming.count == 2 && start.incoming.allSatisfy { !$0.isVisible })

        let early = effect.states(outgoing: outgoing, incoming: incoming, at: 0.12)
        #expect(EffectFixtures.scale(early.outgoing[0]) < 1 && early.outgoing[0].opacity < 1)
        #expect(early.incoming.allSatisfy { !$0.isVisible })

        let later = effect.states(outgoing: outgoing, incoming: incoming, at: 0.3)
        #expect(later.outgoing.allSatisfy { !$0.isVisible && $0.opacity == 0 })
        #expect(later.incoming.allSatisfy { $0.isVisible && $0.opacity > 0 })
        #expect(EffectFixtures.scale(later.incoming[0]) < 1)

        let end = effect.duration(outgoing: outgoing, incoming: incoming)
        for time in [end, end + 1] {
            let final = effect.states(outgoing: outgoing, incoming: incoming, at: time)
            #expect(final.outgoing.allSatisfy { !$0.isVisible })
            #expect(final.incoming == [.identity, .identity])
        }
    }

    @Test func incomingGrowsMonotonicallyAtFirst() {
        let effect = ReplaceSymbolEffect.replace.downUp.wholeSymbol
        let scales = stride(from: 0.16, through: 0.35, by: 0.01).map {
            EffectFixtures.scale(effect.states(outgoing: outgoing, incoming: incoming, at: $0).incoming[0])
        }
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func upUpGrowsOut() {
        let state = ReplaceSymbolEffect.replace.upUp.wholeSymbol.states(outgoing: outgoing, incoming: incoming, at: 0.12)
        #expect(EffectFixtures.scale(state.outgoing[0]) > 1)
    }

    @Test func offUpRemovesTheOutgoingSymbolAtOnce() {
        let effect = ReplaceSymbolEffect.replace.offUp
        let state = effect.states(outgoing: outgoing, incoming: incoming, at: 0)
        #expect(state.outgoing.allSatisfy { !$0.isVisible && $0.opacity == 0 })
        let soon = effect.states(outgoing: outgoing, incoming: incoming, at: 0.05)
        #expect(soon.incoming[0].isVisible)
    }

    @Test func singleContextFormIsTheIncomingHalf() {
        let effect = ReplaceSymbolEffect.replace
        for time in [0.0, 0.2, 0.4, 1.0] {
            #expect(effect.states(in: outgoing, at: time) == effect.states(outgoing: outgoing, incoming: outgoing, at: time).incoming)
        }
        #expect(effect.duration(in: outgoing) == effect.duration(outgoing: outgoing, incoming: outgoing))
    }
}
