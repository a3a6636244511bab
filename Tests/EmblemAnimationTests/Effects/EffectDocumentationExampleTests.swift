import Testing
@testable import EmblemAnimation

/// The examples in the effects' doc comments, run as written, with the results the comments state.
@Suite struct EffectDocumentationExampleTests {
    @Test func symbolEffectExample() {
        let context = EffectFixtures.plain  // three motion groups
        let bounce = BounceSymbolEffect.bounce.up.byLayer
        #expect(bounce.states(in: context, at: 0.2).count == 3)
        #expect(abs(bounce.duration(in: context)! - 0.79) < 1e-12)
        _ = BounceSymbolEffect.bounce.options(.repeat(3).speed(2))
    }

    @Test func specExample() throws {
        let spec = try SymbolEffectSpec.parse("rotate.clockwise.byLayer")
        #expect(spec.makeEffect() is RotateSymbolEffect)
        #expect(spec.description == "rotate.clockwise.byLayer")
    }

    @Test func errorExample() {
        do {
            _ = try SymbolEffectSpec.parse("wiggle.sideways")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("unknown modifier 'sideways' for wiggle; expected one of up, down, left, right, forward,"))
        }
    }

    @Test func optionsExamples() {
        #expect(SymbolEffectOptions.repeat(3).speed(2).resolvedRepeatCount == 3)
        #expect(SymbolEffectOptions.repeat(.periodic(2, delay: 0.5)).periodicDelay == 0.5)
        #expect(SymbolEffectOptions.repeating.isRepeating)
    }
}
