import Testing
@testable import EmblemAnimation

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

/// A reproducible random generator for shuffles.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
