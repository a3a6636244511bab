import Testing
@testable import EmblemAnimation
import EmblemTestSupport

@Suite struct SymbolEffectPurityTests {
    @Test(arguments: EffectFixtures.allEffects.indices)
    func statesArePureFunctionsOfTime(index: Int) {
        let effect = EffectFixtures.allEffects[index]
        let context = EffectFixtures.standard
        let times = EffectFixtures.times(to: 2.5, step: 0.023)
        let forwards = times.map { effect.states(in: context, at: $0) }
        // Reversed, and a fixed shuffle: the same states whatever the order.
        let backwards = times.reversed().map { effect.states(in: context, at: $0) }.reversed()
        #expect(forwards == Array(backwards))
        var generator = SplitMix64(seed: 42)
        for position in times.indices.shuffled(using: &generator) {
            #expect(effect.states(in: context, at: times[position]) == forwards[position])
        }
        #expect(forwards.allSatisfy { $0.count == context.layers.count })
        #expect(forwards.allSatisfy { $0.allSatisfy { (0...1).contains($0.opacity) } })
    }

    @Test(arguments: EffectFixtures.allEffects.indices)
    func emptySymbolsHaveNoStates(index: Int) {
        let context = EffectFixtures.context(layers: [])
        #expect(EffectFixtures.allEffects[index].states(in: context, at: 0.3).isEmpty)
    }
}
