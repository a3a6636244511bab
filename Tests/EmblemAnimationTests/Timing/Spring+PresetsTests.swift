import Foundation
import Testing
@testable import EmblemAnimation

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
