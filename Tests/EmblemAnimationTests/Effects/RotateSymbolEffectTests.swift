import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct RotateSymbolEffectTests {
    let context = EffectFixtures.standard

    @Test func byLayerTurnsOnlyRotatingLayersAboutTheirAnchor() {
        let effect = RotateSymbolEffect.rotate.byLayer
        for time in EffectFixtures.times(to: 1.2, step: 0.05) {
            let states = effect.states(in: context, at: time)
            #expect(states[0] == .identity && states[2] == .identity)
            let anchor = Point(x: 70, y: 55)
            #expect(states[1].transform.apply(to: anchor).distance(to: anchor) < 1e-9)
        }
        let half = effect.states(in: context, at: 0.5)[1].transform
        #expect(abs(half.a + 1) < 1e-9)  // half a turn
    }

    @Test func completesAFullTurnExactly() throws {
        for effect in [RotateSymbolEffect.rotate.wholeSymbol, .rotate.byLayer, .rotate.counterClockwise.options(.repeat(2))] {
            let duration = try #require(effect.duration(in: context))
            #expect(effect.states(in: context, at: duration) == EffectFixtures.identities)
            #expect(effect.states(in: context, at: duration + 1) == EffectFixtures.identities)
        }
        // Between two plays of a repeated turn, the symbol is upright again.
        let twice = RotateSymbolEffect.rotate.wholeSymbol.options(.repeat(.periodic(2, delay: 0.5)))
        #expect(twice.states(in: context, at: EffectConstants.rotateDuration + 0.25) == EffectFixtures.identities)
    }

    @Test func wholeSymbolTurnsAboutTheSymbolCentre() {
        let states = RotateSymbolEffect.rotate.wholeSymbol.states(in: context, at: 0.3)
        #expect(states[0] == states[1] && states[1] == states[2])
        #expect(states[0].transform.apply(to: context.center).distance(to: context.center) < 1e-9)
    }

    @Test func directionFollowsTheSymbolDefault() {
        let clockwise = RotateSymbolEffect.rotate.wholeSymbol.states(in: context, at: 0.2)[0].transform
        #expect(clockwise.b > 0)  // y-down: a clockwise turn maps +x towards +y
        let counter = RotateSymbolEffect.rotate.wholeSymbol
            .states(in: EffectFixtures.context(rotatesClockwise: false), at: 0.2)[0].transform
        #expect(counter.b < 0)
        let forced = RotateSymbolEffect.rotate.clockwise.wholeSymbol
            .states(in: EffectFixtures.context(rotatesClockwise: false), at: 0.2)[0].transform
        #expect(forced.b > 0)
    }

    @Test func byLayerWithoutRotatingLayersTurnsTheWholeSymbol() {
        let states = RotateSymbolEffect.rotate.byLayer.states(in: EffectFixtures.plain, at: 0.3)
        #expect(states[0] == states[1] && states[0] != .identity)
    }

    @Test func continuousRotationSpinsAtConstantSpeed() {
        let spin = RotateSymbolEffect.rotate.options(.repeating)
        #expect(abs(spin.angle(at: 0.25) - 90) < 1e-9)
        let eased = RotateSymbolEffect.rotate
        #expect(eased.angle(at: 0.25) < 90)
    }

    /// A periodic repeat "starts and stops each time" (SF-SEMANTICS 3.4), also with no rest between
    /// turns: every turn follows the ease-in-out curve (0.42, 0)-(0.58, 1). It spun at constant speed,
    /// 90° at a quarter turn where the curve gives 360° × 0.1291 ≈ 46.5°.
    @Test(arguments: [SymbolEffectOptions.repeat(.periodic), .repeat(.periodic(delay: 0)), .repeat(.periodic(nil, delay: 0))])
    func periodicRepeatEasesEveryTurn(options: SymbolEffectOptions) {
        let periodic = RotateSymbolEffect.rotate.options(options)
        let expected = 360 * referenceBezierValue(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1), at: 0.25)
        #expect(abs(periodic.angle(at: 0.25) - expected) < 1e-6)
        // The second turn too, started right after the first.
        let second = periodic.wholeSymbol.states(in: context, at: EffectConstants.rotateDuration + 0.25)[0].transform
        let reference = RotateSymbolEffect.rotate.wholeSymbol.states(in: context, at: 0.25)[0].transform
        #expect(second.isClose(to: reference, tolerance: 1e-9))
        // `.repeating` and `.repeat(.continuous)` still spin.
        #expect(abs(RotateSymbolEffect.rotate.options(.repeat(.continuous)).angle(at: 0.25) - 90) < 1e-9)
        #expect(abs(RotateSymbolEffect.rotate.options(options.repeating).angle(at: 0.25) - 90) < 1e-9)
    }
}
