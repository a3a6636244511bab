import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct AnimationModifierTests {
    let base = Animation.linear(duration: 1)

    @Test func delayHoldsTheStart() {
        let animation = base.delay(0.5)
        #expect(animation.duration == 1.5)
        #expect(animation.fraction(at: 0.25) == 0)
        #expect(animation.fraction(at: 1) == 0.5)
        #expect(animation.fraction(at: 1.5) == 1)
        #expect(animation.fraction(at: 1.6) == nil)
    }

    @Test func speedScalesTime() {
        let animation = base.speed(2)
        #expect(animation.duration == 0.5)
        #expect(animation.fraction(at: 0.25) == 0.5)
        #expect(animation.fraction(at: 0.6) == nil)
        #expect(base.speed(0.5).fraction(at: 1) == 0.5)
    }

    @Test func modifiersComposeOuterToInner() {
        // Speed after delay halves the delay too.
        let delayedThenSped = base.delay(1).speed(2)
        #expect(delayedThenSped.duration == 1)
        #expect(delayedThenSped.fraction(at: 0.5) == 0)
        #expect(delayedThenSped.fraction(at: 0.75) == 0.5)
        // Delay after speed is in real seconds.
        let spedThenDelayed = base.speed(2).delay(1)
        #expect(spedThenDelayed.duration == 1.5)
        #expect(spedThenDelayed.fraction(at: 1.25) == 0.5)
    }

    @Test func repeatCountCountsBothDirections() {
        let there = base.repeatCount(3, autoreverses: true)
        #expect(there.duration == 3)
        #expect(there.fraction(at: 0.25) == 0.25)
        #expect(there.fraction(at: 1.25) == 0.75)
        #expect(there.fraction(at: 2.25) == 0.25)
        #expect(there.fraction(at: 3) == 1)
        #expect(there.fraction(at: 3.01) == nil)

        let thereAndBack = base.repeatCount(2, autoreverses: true)
        #expect(thereAndBack.duration == 2)
        #expect(thereAndBack.fraction(at: 1.5) == 0.5)
        #expect(thereAndBack.fraction(at: 2) == 0)
        #expect(thereAndBack.fraction(at: 2.01) == nil)
    }

    @Test func repeatWithoutAutoreverseRestarts() {
        let animation = base.repeatCount(2, autoreverses: false)
        #expect(animation.duration == 2)
        #expect(animation.fraction(at: 1.25) == 0.25)
        #expect(animation.fraction(at: 2) == 1)
        #expect(base.repeatCount(0).duration == 1)
    }

    @Test func repeatForever() {
        let animation = base.repeatForever(autoreverses: true)
        #expect(animation.duration == nil)
        #expect(animation.fraction(at: 100.25) == 0.25)
        #expect(animation.fraction(at: 101.25) == 0.75)
        #expect(base.repeatForever(autoreverses: false).fraction(at: 101.25) == 0.25)
    }

    @Test func repeatIncludesInnerDelayEachRun() {
        let animation = base.delay(1).repeatCount(2, autoreverses: false)
        #expect(animation.duration == 4)
        #expect(animation.fraction(at: 2.5) == 0)
        #expect(animation.fraction(at: 3.5) == 0.5)
        #expect(base.repeatCount(2, autoreverses: false).delay(1).fraction(at: 2.5) == 0.5)
    }

    @Test func autoreversedSpringPlaysBackwards() {
        let animation = Animation.snappy.repeatCount(2, autoreverses: true)
        let period = Spring.snappy.settlingDuration
        #expect(isClose(animation.duration!, 2 * period, 1e-12))
        let forward = Spring.snappy.value(target: 1, time: 0.1)
        #expect(isClose(animation.fraction(at: period + 0.1)!, 1 - forward, 1e-12))
    }

    @Test func zeroSpeedFreezesAtTheStart() {
        let animation = base.speed(0)
        #expect(animation.duration == nil)
        #expect(animation.fraction(at: 1000) == 0)
    }
}
