import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct SymbolEffectOptionsTests {
    let context = EffectFixtures.standard

    @Test func repeatCountAndDelayMakeTheTotalDuration() throws {
        let once = try #require(BounceSymbolEffect.bounce.duration(in: context))
        let repeated = BounceSymbolEffect.bounce.options(.repeat(.periodic(3, delay: 0.4)))
        let total = try #require(repeated.duration(in: context))
        #expect(abs(total - (3 * once + 2 * 0.4)) < 1e-12)
        // The default delay applies when none is given.
        let plain = try #require(BounceSymbolEffect.bounce.options(.repeat(2)).duration(in: context))
        #expect(abs(plain - (2 * once + EffectConstants.repeatDelay)) < 1e-12)
        #expect(BounceSymbolEffect.bounce.options(.repeating).duration(in: context) == nil)
        #expect(BounceSymbolEffect.bounce.options(.nonRepeating).duration(in: context) == once)
    }

    @Test(arguments: EffectFixtures.allEffects.indices)
    func eachRepetitionReplaysTheFirst(index: Int) throws {
        let effect = EffectFixtures.allEffects[index].options(.default)
        guard let once = effect.duration(in: context) else { return }
        let repeated = effect.options(.repeat(.periodic(3, delay: 0.25)))
        let total = try #require(repeated.duration(in: context))
        let isRepeatable = abs(total - once) > 1e-9
        guard isRepeatable else { return }  // transitions and held effects play once
        #expect(abs(total - (3 * once + 0.5)) < 1e-9)
        for k in 0..<3 {
            let start = Double(k) * (once + 0.25)
            for offset in [0, 0.05, 0.2] where offset < once {
                let expected = repeated.states(in: context, at: offset)
                let actual = repeated.states(in: context, at: start + offset)
                if (effect as? VariableColorSymbolEffect)?.isReversing == true, k % 2 == 1 { continue }  // plays back
                #expect(zip(expected, actual).allSatisfy { isClose($0, $1) }, "effect \(index) play \(k) at \(offset)")
            }
        }
    }

    @Test(arguments: EffectFixtures.allEffects.indices)
    func speedTwoRunsTwiceAsFast(index: Int) {
        let effect = EffectFixtures.allEffects[index]
        let fast = effect.options(effect.options.speed(2))
        if let normal = effect.duration(in: context) {
            #expect(abs(fast.duration(in: context)! - normal / 2) < 1e-12)
        }
        for time in EffectFixtures.times(to: 1.5, step: 0.037) {
            #expect(fast.states(in: context, at: time) == effect.states(in: context, at: 2 * time))
        }
    }

    @Test func speedIsClamped() {
        let effect = BounceSymbolEffect.bounce
        #expect(effect.options(.speed(10)).states(in: context, at: 0.1) == effect.options(.speed(2)).states(in: context, at: 0.1))
        #expect(effect.options(.speed(0.01)).duration(in: context) == effect.options(.speed(0.5)).duration(in: context))
    }

    @Test func factories() {
        #expect(SymbolEffectOptions.default.resolvedRepeatCount == 1)
        #expect(SymbolEffectOptions.repeating.resolvedRepeatCount == nil)
        #expect(SymbolEffectOptions.repeat(4).resolvedRepeatCount == 4)
        #expect(SymbolEffectOptions.repeat(0).resolvedRepeatCount == 1)
        #expect(SymbolEffectOptions.repeat(.continuous).periodicDelay == 0)
        #expect(SymbolEffectOptions.repeat(.periodic(2, delay: 1)).speed(1.5)
            == SymbolEffectOptions(repeatCount: 2, isRepeating: true, periodicDelay: 1, speed: 1.5, isPeriodic: true))
        #expect(!SymbolEffectOptions.repeat(.continuous).isPeriodic && !SymbolEffectOptions.repeat(.periodic).repeating.isPeriodic)
    }

    func isClose(_ a: LayerState, _ b: LayerState) -> Bool {
        a.transform.isClose(to: b.transform, tolerance: 1e-9) && abs(a.opacity - b.opacity) < 1e-9
            && a.isVisible == b.isVisible
    }
}
