import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct SpringKeyframeTests {
    @Test func startsAtThePreviousValueWithItsVelocity() {
        let track = KeyframeTrack<Double, Double> {
            LinearKeyframe(10, duration: 1)
            SpringKeyframe(20, spring: .bouncy)
        }
        #expect(isClose(track.duration(), 1 + Spring.bouncy.settlingDuration, 1e-12))
        #expect(value(track, 1) == 10)
        for t in [0.05, 0.2, 0.6] {
            let expected = 10 + Spring.bouncy.value(target: 10, initialVelocity: 10, time: t)
            #expect(isClose(value(track, 1 + t), expected, 1e-12))
        }
        #expect(isClose(value(track, 100), 20, 0.01))
    }

    @Test func explicitStartVelocityAndDefaultSpring() {
        let track = KeyframeTrack<Double, Double> { SpringKeyframe(1, startVelocity: -3) }
        #expect(track.duration() == Spring.smooth.settlingDuration)
        #expect(isClose(value(track, 0.1), Spring.smooth.value(target: 1, initialVelocity: -3, time: 0.1), 1e-12))
    }

    @Test func nextKeyframeStartsWhereAShortSpringStopped() {
        let track = KeyframeTrack<Double, Double> {
            SpringKeyframe(1, duration: 0.1, spring: .smooth)
            LinearKeyframe(2, duration: 1)
        }
        let cut = Spring.smooth.value(target: 1, time: 0.1)
        #expect(cut < 0.7)
        #expect(isClose(value(track, 0.1), cut, 1e-12))
        #expect(isClose(value(track, 0.6), (cut + 2) / 2, 1e-12))
    }
}
