import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct TransitionEffectTests {
    let context = EffectFixtures.standard

    @Test(arguments: [AppearSymbolEffect.appear.up, .appear.down, .appear.wholeSymbol, .appear.byLayer])
    func appearStartsHiddenAndEndsAtRest(effect: AppearSymbolEffect) throws {
        #expect(effect.states(in: context, at: 0).allSatisfy { !$0.isVisible && $0.opacity == 0 })
        let duration = try #require(effect.duration(in: context))
        #expect(effect.states(in: context, at: duration) == EffectFixtures.identities)
        #expect(effect.states(in: context, at: duration + 5) == EffectFixtures.identities)
        // It ignores repetition: a transition plays once.
        #expect(effect.options(.repeat(3)).duration(in: context) == duration)
    }

    @Test func appearUpGrowsAndDownShrinksIntoPlace() {
        let up = AppearSymbolEffect.appear.up.wholeSymbol.states(in: context, at: 0.05)[0]
        let down = AppearSymbolEffect.appear.down.wholeSymbol.states(in: context, at: 0.05)[0]
        #expect(EffectFixtures.scale(up) < 1 && EffectFixtures.scale(down) > 1)
        #expect(up.isVisible && up.opacity > 0 && up.opacity < 1)
    }

    @Test func appearByLayerKeepsLaterGroupsHidden() {
        let states = AppearSymbolEffect.appear.byLayer.states(in: context, at: 0.05)
        #expect(states[0].isVisible && states[0].opacity > 0)
        #expect(!states[1].isVisible && !states[2].isVisible)
    }

    @Test(arguments: [DisappearSymbolEffect.disappear.up, .disappear.down, .disappear.wholeSymbol])
    func disappearEndsInvisible(effect: DisappearSymbolEffect) throws {
        #expect(effect.states(in: context, at: 0) == EffectFixtures.identities)
        let duration = try #require(effect.duration(in: context))
        for time in [duration, duration + 1] {
            #expect(effect.states(in: context, at: time).allSatisfy { !$0.isVisible && $0.opacity == 0 })
        }
        let middle = effect.states(in: context, at: 0.1)[0]
        #expect(middle.opacity < 1 && middle.isVisible)
    }

    @Test func disappearDirections() {
        let down = DisappearSymbolEffect.disappear.down.wholeSymbol.states(in: context, at: 0.2)[0]
        let up = DisappearSymbolEffect.disappear.up.wholeSymbol.states(in: context, at: 0.2)[0]
        #expect(EffectFixtures.scale(down) < 1 && EffectFixtures.scale(up) > 1)
        #expect(down.transform.apply(to: context.center).distance(to: context.center) < 1e-9)
    }

    @Test func scaleEasesInAndHolds() throws {
        let effect = ScaleSymbolEffect.scale.up.wholeSymbol
        let duration = try #require(effect.duration(in: context))
        #expect(effect.states(in: context, at: 0) == EffectFixtures.identities)
        let held = effect.states(in: context, at: duration)
        #expect(EffectFixtures.scale(held[0]) == EffectConstants.scaleUp)
        #expect(effect.states(in: context, at: duration + 10) == held)
        let down = ScaleSymbolEffect.scale.down.wholeSymbol.states(in: context, at: duration)[0]
        #expect(EffectFixtures.scale(down) == EffectConstants.scaleDown)
        #expect(effect.options(.repeating).duration(in: context) == duration)
    }

    @Test func breatheGrowsFadesAndReturns() throws {
        let effect = BreatheSymbolEffect.breathe.wholeSymbol
        let middle = effect.states(in: context, at: EffectConstants.breatheDuration / 2)[0]
        #expect(abs(EffectFixtures.scale(middle) - EffectConstants.breatheScale) < 1e-12)
        #expect(abs(middle.opacity - EffectConstants.breatheOpacity) < 1e-12)
        let pulse = BreatheSymbolEffect.breathe.pulse.wholeSymbol.states(in: context, at: EffectConstants.breatheDuration / 2)[0]
        #expect(abs(pulse.opacity - EffectConstants.breathePulseOpacity) < 1e-12)
        let duration = try #require(effect.duration(in: context))
        #expect(effect.states(in: context, at: duration) == EffectFixtures.identities)
    }
}

@Suite struct BreatheAnnotationTests {
    @Test func byLayerBreathesOnlyMarkedLayersWhenThereAreAny() {
        var layers = EffectFixtures.layers
        layers[0].alwaysBreathes = true
        let context = EffectFixtures.context(layers: layers)
        let states = BreatheSymbolEffect.breathe.byLayer.states(in: context, at: 0.9)
        #expect(states[0] != .identity && states[1] == .identity && states[2] == .identity)
        let whole = BreatheSymbolEffect.breathe.wholeSymbol.states(in: context, at: 0.9)
        #expect(whole.allSatisfy { $0 != .identity })
        let plain = BreatheSymbolEffect.breathe.byLayer.states(in: EffectFixtures.plain, at: 1.2)
        #expect(plain.allSatisfy { $0 != .identity })
    }
}
