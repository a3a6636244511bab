import Foundation
import Testing
@testable import EmblemAnimation

@Suite struct SpringConversionTests {
    @Test(arguments: [0.2, 0.5, 1.3], [-0.6, -0.2, 0.0, 0.15, 0.3, 0.8])
    func durationBounceRoundTrip(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(isClose(spring.duration, duration, 1e-12))
        #expect(isClose(spring.bounce, bounce, 1e-12))
        #expect(spring.mass == 1)
        // Through the physical description and back to the same canonical form.
        let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
        #expect(isClose(physical.angularFrequency, spring.angularFrequency, 1e-9))
        #expect(isClose(physical.decayConstant, spring.decayConstant, 1e-12))
        // Through response/damping ratio.
        let responsive = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        #expect(isClose(responsive.angularFrequency, spring.angularFrequency, 1e-9))
        #expect(isClose(responsive.decayConstant, spring.decayConstant, 1e-12))
    }

    @Test(arguments: [0.5, 1.0, 3.0], [(100.0, 4.0), (100.0, 20.0), (50.0, 40.0), (1754.6, 71.21)])
    func physicalRoundTrip(mass: Double, coefficients: (Double, Double)) {
        let (stiffness, damping) = coefficients
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        #expect(isClose(spring.mass, mass, 0))
        #expect(isClose(spring.stiffness, stiffness, 1e-9 * stiffness))
        #expect(isClose(spring.damping, damping, 1e-12 * damping))
    }

    @Test func bounceToDampingRatio() {
        #expect(isClose(Spring(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, 1e-12))
        #expect(isClose(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, 1e-12))
        #expect(Spring(duration: 0.5, bounce: -0.5).angularFrequency < 0)
        #expect(Spring(duration: 0.5, bounce: 0).angularFrequency == 0)
        #expect(Spring(duration: 0.5, bounce: -3).dampingRatio.isFinite)
    }

    @Test func overDampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(clamped.angularFrequency == 0)
        #expect(isClose(clamped.dampingRatio, 1, 1e-12))
        #expect(isClose(clamped.damping, 20, 1e-12))
        let free = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(isClose(free.dampingRatio, 2, 1e-12))
        #expect(isClose(free.angularFrequency, -(400.0 - 100).squareRoot(), 1e-12))
    }

    @Test func canonicalFormMakesEquivalentSpringsEqual() {
        #expect(Spring(duration: 0.5, bounce: 0) == Spring.smooth)
        #expect(Spring.snappy(extraBounce: 0.15) == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.smooth != Spring.snappy)
    }
}

@Suite struct SpringPresetTests {
    @Test(arguments: [(Spring.smooth, 25.13), (Spring.snappy, 21.36), (Spring.bouncy, 17.59)])
    func presetTable(spring: Spring, damping: Double) {
        #expect(isClose(spring.stiffness, 157.91, 0.005))
        #expect(isClose(spring.damping, damping, 0.005))
        #expect(isClose(spring.duration, 0.5, 1e-12))
    }

    @Test func presetBounces() {
        #expect(isClose(Spring.smooth.bounce, 0, 1e-12))
        #expect(isClose(Spring.snappy.bounce, 0.15, 1e-12))
        #expect(isClose(Spring.bouncy.bounce, 0.3, 1e-12))
        #expect(Spring.bouncy(duration: 0.8, extraBounce: 0.1) == Spring(duration: 0.8, bounce: 0.4))
        #expect(Spring.smooth(duration: 0.3) == Spring(duration: 0.3, bounce: 0))
        #expect(Spring() == .smooth)
    }

    @Test func settlingDurationsFromTheTable() {
        #expect(isClose(Spring.snappy.settlingDuration, 0.877, 0.0005))
        #expect(isClose(Spring.bouncy.settlingDuration, 1.045, 0.0005))
        #expect(isClose(Spring.smooth.settlingDuration, 0.8, 1e-9))
        #expect(isClose(Spring(response: 0.5, dampingRatio: 0.825).settlingDuration, 0.901, 0.0005))
        #expect(isClose(Spring(response: 0.5, dampingRatio: 0.825).damping, 20.73, 0.005))
        let interactive = Spring(duration: 0.15, bounce: 0.15)
        #expect(isClose(interactive.stiffness, 1754.6, 0.05))
        #expect(isClose(interactive.damping, 71.21, 0.005))
        #expect(isClose(interactive.settlingDuration, 0.295, 0.0005))
    }

    @Test func peakOvershootFromTheTable() {
        func peak(_ spring: Spring) -> Double {
            stride(from: 0.0, through: 2, by: 1e-4).map { spring.value(target: 1, time: $0) }.max()! - 1
        }
        #expect(isClose(peak(.snappy), 0.0063, 0.0001))
        #expect(isClose(peak(.bouncy), 0.046, 0.0005))
        #expect(peak(.smooth) <= 1e-12)
    }
}

@Suite struct SpringSettlingTests {
    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.3, bounce: -0.4), Spring(duration: 1, bounce: 0.7)])
    func staysSettledAfterSettlingDuration(spring: Spring) {
        let settling = spring.settlingDuration
        #expect(settling.isFinite && settling > 0)
        for time in stride(from: settling, through: settling + 3, by: 0.01) {
            #expect(abs(spring.value(target: 1, time: time) - 1) < 0.001, "at \(time)")
        }
    }

    @Test func oscillatingSettlingIsTight() {
        // Just before the settling duration the envelope still allows an error of ε or more.
        let spring = Spring.bouncy
        let lambda = spring.decayConstant, t = spring.settlingDuration - 0.01
        #expect(exp(-lambda * t) * (lambda + 1) > 0.001)
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test(arguments: [0.3, 0.7, 1.0, 2.5], [0.2, 0.5, 0.9])
    func settlingDurationInitializerInverts(settling: Double, dampingRatio: Double) {
        let spring = Spring(settlingDuration: settling, dampingRatio: dampingRatio)
        #expect(isClose(spring.dampingRatio, dampingRatio, 1e-12))
        #expect(isClose(spring.settlingDuration, settling, 1e-9))
    }

    @Test func settlingDurationInitializerAtCriticalDamping() {
        let spring = Spring(settlingDuration: 1.2, dampingRatio: 1)
        #expect(isClose(spring.dampingRatio, 1, 1e-12))
        #expect(isClose(spring.settlingDuration, 1.2, 0.1 + 1e-9))
    }
}
