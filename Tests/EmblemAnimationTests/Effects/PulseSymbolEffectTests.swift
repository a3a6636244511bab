import Testing
@testable import EmblemAnimation

@Suite struct PulseSymbolEffectTests {
    /// The lowest opacity each layer reaches.
    func lowestOpacities(_ effect: PulseSymbolEffect, _ context: EffectContext) -> [Double] {
        let frames = EffectFixtures.times(to: 2).map { effect.states(in: context, at: $0) }
        return (0..<3).map { layer in frames.map { $0[layer].opacity }.min()! }
    }

    @Test func byLayerPulsesOnlyAnnotatedLayersWhenThereAreAny() {
        let lowest = lowestOpacities(.pulse.byLayer, EffectFixtures.standard)
        #expect(abs(lowest[1] - EffectConstants.pulseOpacity) < 1e-3)
        #expect(lowest[0] == 1 && lowest[2] == 1)
        for time in EffectFixtures.times(to: 2, step: 0.1) {
            let states = PulseSymbolEffect.pulse.states(in: EffectFixtures.standard, at: time)
            #expect(states[0] == .identity && states[2] == .identity)
        }
    }

    /// "If no layer is annotated, the whole symbol pulses" (SF-SEMANTICS 3.2): every layer at once, as
    /// `.wholeSymbol` does, not one motion group after another.
    @Test func byLayerPulsesTheWholeSymbolWithoutAnnotations() throws {
        let lowest = lowestOpacities(.pulse.byLayer, EffectFixtures.plain)
        #expect(lowest.allSatisfy { abs($0 - EffectConstants.pulseOpacity) < 1e-3 })
        for time in EffectFixtures.times(to: 2, step: 0.05) {
            #expect(PulseSymbolEffect.pulse.byLayer.states(in: EffectFixtures.plain, at: time)
                    == PulseSymbolEffect.pulse.wholeSymbol.states(in: EffectFixtures.plain, at: time))
        }
        #expect(try #require(PulseSymbolEffect.pulse.byLayer.duration(in: EffectFixtures.plain)) == EffectConstants.pulseDuration)
    }

    @Test func wholeSymbolPulsesEveryLayerTogether() {
        let effect = PulseSymbolEffect.pulse.wholeSymbol
        #expect(lowestOpacities(effect, EffectFixtures.standard).allSatisfy { abs($0 - EffectConstants.pulseOpacity) < 1e-3 })
        let states = effect.states(in: EffectFixtures.standard, at: 0.3)
        #expect(states[0] == states[1] && states[1] == states[2] && states[0].opacity < 1)
    }

    @Test func pulseReturnsToFullOpacity() throws {
        let effect = PulseSymbolEffect.pulse
        let duration = try #require(effect.duration(in: EffectFixtures.plain))
        #expect(effect.states(in: EffectFixtures.plain, at: duration) == EffectFixtures.identities)
        #expect(effect.opacity(at: EffectConstants.pulseDuration / 2) == EffectConstants.pulseOpacity)
    }
}
