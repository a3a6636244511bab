import Foundation
import Testing
@testable import EmblemAnimation

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
