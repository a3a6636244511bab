import Testing
@testable import EmblemAnimation

@Suite struct VariableColorSymbolEffectTests {
    let context = EffectFixtures.standard
    let inactive = EffectConstants.variableColorInactiveOpacity

    /// The layers at full opacity at `time`; every other variable layer must be fully inactive.
    func activeLayers(_ effect: VariableColorSymbolEffect, at time: Double) -> Set<Int> {
        let states = effect.states(in: context, at: time)
        for state in states where state.opacity != 1 {
            #expect(abs(state.opacity - (effect.inactiveLayers == .dim ? inactive : 0)) < 1e-12, "at \(time)")
        }
        return Set(states.indices.filter { states[$0].opacity == 1 })
    }

    @Test func layersLightInThresholdOrderThenIndex() {
        let effect = VariableColorSymbolEffect.variableColor
        #expect(effect.variableOrder(in: context) == [1, 2, 0])
    }

    @Test func iterativeLightsOneLayerAtATime() {
        let effect = VariableColorSymbolEffect.variableColor.iterative
        #expect(activeLayers(effect, at: 0) == [])
        #expect(activeLayers(effect, at: 0.15) == [1])
        #expect(activeLayers(effect, at: 0.30) == [2])
        #expect(activeLayers(effect, at: 0.45) == [0])
        #expect(activeLayers(effect, at: 0.65) == [])
    }

    @Test func cumulativeKeepsLayersLit() {
        let effect = VariableColorSymbolEffect.variableColor.cumulative
        #expect(activeLayers(effect, at: 0) == [])
        #expect(activeLayers(effect, at: 0.15) == [1])
        #expect(activeLayers(effect, at: 0.30) == [1, 2])
        #expect(activeLayers(effect, at: 0.45) == [0, 1, 2])
        #expect(activeLayers(effect, at: 0.7) == [0, 1, 2])
    }

    @Test func hideInactiveLayersHidesThem() {
        let effect = VariableColorSymbolEffect.variableColor.hideInactiveLayers
        let states = effect.states(in: context, at: 0.15)
        #expect(states[1] == .identity)
        #expect(!states[0].isVisible && states[0].opacity == 0 && !states[2].isVisible)
    }

    @Test func layersWithoutThresholdAreUntouched() {
        var layers = EffectFixtures.layers
        layers[0].variableThreshold = nil
        let context = EffectFixtures.context(layers: layers)
        for time in EffectFixtures.times(to: 0.6, step: 0.05) {
            #expect(VariableColorSymbolEffect.variableColor.states(in: context, at: time)[0] == .identity)
        }
    }

    @Test func reversingPlaysEverySecondCycleBackwards() throws {
        let effect = VariableColorSymbolEffect.variableColor.cumulative.reversing.options(.repeat(.periodic(2, delay: 0)))
        let cycle = try #require(VariableColorSymbolEffect.variableColor.duration(in: context))
        for time in [0.05, 0.2, 0.33, 0.5] {
            let backwards = effect.states(in: context, at: cycle + time)
            let forwards = effect.states(in: context, at: cycle - time)
            #expect(zip(backwards, forwards).allSatisfy { abs($0.opacity - $1.opacity) < 1e-9 })
        }
        let nonReversing = effect.nonReversing
        let again = nonReversing.states(in: context, at: cycle + 0.2), first = nonReversing.states(in: context, at: 0.2)
        #expect(zip(again, first).allSatisfy { abs($0.opacity - $1.opacity) < 1e-9 })
    }

    @Test func endsAtRest() throws {
        let effect = VariableColorSymbolEffect.variableColor
        let duration = try #require(effect.duration(in: context))
        #expect(abs(duration - (3 * EffectConstants.variableColorStep + EffectConstants.variableColorHighlightDuration)) < 1e-12)
        #expect(effect.states(in: context, at: duration) == EffectFixtures.identities)
        #expect(effect.states(in: context, at: duration + 3) == EffectFixtures.identities)
    }
}
