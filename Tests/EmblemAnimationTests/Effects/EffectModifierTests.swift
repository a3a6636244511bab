import Testing
@testable import EmblemAnimation

/// `.byLayer`, `.wholeSymbol`, `.up` and `.down` come from two shared protocol extensions; on every
/// effect that adopts them they change exactly their own property.
struct EffectModifierTests {
    static func checkScope<Effect: ScopedSymbolEffect & Equatable>(_ effect: Effect) {
        let options = SymbolEffectOptions.repeat(2).speed(3)
        let base = effect.options(options)
        #expect(base.wholeSymbol.scope == .wholeSymbol, "\(Effect.self)")
        #expect(base.wholeSymbol.byLayer.scope == .byLayer, "\(Effect.self)")
        #expect(base.wholeSymbol.options == options, "\(Effect.self) keeps its options")
        var expected = base
        expected.scope = .wholeSymbol
        #expect(base.wholeSymbol == expected, "\(Effect.self) changes nothing else")
    }

    static func checkDirection<Effect: VerticallyDirectedSymbolEffect & Equatable>(_ effect: Effect) {
        checkScope(effect)
        let base = effect.wholeSymbol
        #expect(base.down.direction == .down && base.down.up.direction == .up, "\(Effect.self)")
        var expected = base
        expected.direction = .down
        #expect(base.down == expected, "\(Effect.self) changes nothing else")
    }

    @Test func scopedEffects() {
        Self.checkScope(PulseSymbolEffect.pulse)
        Self.checkScope(BreatheSymbolEffect.breathe)
        Self.checkScope(RotateSymbolEffect.rotate)
        Self.checkScope(WiggleSymbolEffect.wiggle)
        Self.checkScope(ReplaceSymbolEffect.replace)
    }

    @Test func verticallyDirectedEffects() {
        Self.checkDirection(BounceSymbolEffect.bounce)
        Self.checkDirection(ScaleSymbolEffect.scale)
        Self.checkDirection(AppearSymbolEffect.appear)
        Self.checkDirection(DisappearSymbolEffect.disappear)
    }
}
