import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct WiggleSymbolEffectTests {
    /// The translation of the whole symbol at the first peak.
    func offset(_ effect: WiggleSymbolEffect, _ context: EffectContext = EffectFixtures.standard) -> Point {
        let transform = effect.wholeSymbol.states(in: context, at: 0.15)[0].transform
        return Point(x: transform.e, y: transform.f)
    }

    @Test func forwardFlipsInRightToLeft() {
        let rtl = EffectFixtures.context(direction: .rightToLeft)
        let amplitude = EffectConstants.wiggleDistanceFraction * 100
        #expect(abs(offset(.wiggle.forward).x - amplitude) < 1e-9)
        #expect(abs(offset(.wiggle.forward, rtl).x + amplitude) < 1e-9)
        #expect(offset(.wiggle.backward).x < 0 && offset(.wiggle.backward, rtl).x > 0)
        // Left and right are absolute.
        #expect(offset(.wiggle.right, rtl).x > 0 && offset(.wiggle.left, rtl).x < 0)
    }

    @Test func axes() {
        #expect(offset(.wiggle.up).y < 0 && offset(.wiggle.up).x == 0)
        #expect(offset(.wiggle.down).y > 0)
        let down = offset(.wiggle.custom(angle: 90))
        #expect(abs(down.x) < 1e-9 && down.y > 0)
        let diagonal = offset(.wiggle.custom(angle: 45))
        #expect(abs(diagonal.x - diagonal.y) < 1e-9 && diagonal.x > 0)
        // The symbol's own angle is the default; without one, forward.
        let symbolDefault = offset(.wiggle, EffectFixtures.context(wiggleAngle: 270))
        #expect(abs(symbolDefault.x) < 1e-9 && symbolDefault.y < 0)
        #expect(offset(.wiggle).x > 0)
    }

    /// The symbol's rotational wiggle style wins over its angle; an explicit direction wins over both.
    @Test func symbolRotationStyleIsTheDefault() {
        var context = EffectFixtures.context(wiggleAngle: 270)
        context.wiggleRotation = .counterClockwise
        #expect(WiggleSymbolEffect.wiggle.motion(in: context) == .turn(-1))
        context.wiggleRotation = .clockwise
        #expect(WiggleSymbolEffect.wiggle.motion(in: context) == .turn(1))
        #expect(WiggleSymbolEffect.wiggle.left.motion(in: context) == .along(Point(x: -1, y: 0)))
    }

    /// An angle is taken in one turn: whole turns added change nothing, and an angle near the largest
    /// double (which overflowed to ∞ in radians, a NaN cosine) still gives a direction.
    @Test(arguments: [30.0, -45, 90, 359])
    func anglesAreTakenInOneTurn(angle: Double) {
        let base = offset(.wiggle.custom(angle: angle))
        for turns in [1.0, -3, 1000] {
            let turned = offset(.wiggle.custom(angle: angle + 360 * turns))
            #expect(abs(turned.x - base.x) < 1e-9 && abs(turned.y - base.y) < 1e-9)
        }
        let huge = offset(.wiggle.custom(angle: 1e308))
        #expect(huge.x.isFinite && huge.y.isFinite && abs(huge.x * huge.x + huge.y * huge.y - base.x * base.x - base.y * base.y) < 1e-6)
    }

    @Test func goesBackAndForth() {
        let xs = EffectFixtures.times(to: 0.6).map {
            WiggleSymbolEffect.wiggle.right.wholeSymbol.states(in: EffectFixtures.standard, at: $0)[0].transform.e
        }
        #expect(xs.max()! > 7.9 && xs.min()! < -7.9)
    }

    @Test func rotationalWiggleTurnsAboutTheAnchor() {
        let context = EffectFixtures.standard
        let clockwise = WiggleSymbolEffect.wiggle.clockwise.wholeSymbol.states(in: context, at: 0.15)[0].transform
        #expect(clockwise.b > 0)
        #expect(clockwise.apply(to: context.center).distance(to: context.center) < 1e-9)
        let counter = WiggleSymbolEffect.wiggle.counterClockwise.wholeSymbol.states(in: context, at: 0.15)[0].transform
        #expect(counter.b < 0)
    }

    @Test func endsAtRest() throws {
        for effect in [WiggleSymbolEffect.wiggle.forward, .wiggle.clockwise, .wiggle.custom(angle: 30).wholeSymbol] {
            let duration = try #require(effect.duration(in: EffectFixtures.standard))
            #expect(effect.states(in: EffectFixtures.standard, at: duration) == EffectFixtures.identities)
            #expect(effect.states(in: EffectFixtures.standard, at: duration + 0.3) == EffectFixtures.identities)
        }
    }
}
