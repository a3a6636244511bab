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
