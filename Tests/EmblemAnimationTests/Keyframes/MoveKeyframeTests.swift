import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct MoveKeyframeTests {
    @Test func jumpsWithoutInterpolating() {
        let track = KeyframeTrack<Double, Double> {
            LinearKeyframe(10, duration: 1)
            MoveKeyframe(50)
            LinearKeyframe(60, duration: 1)
        }
        #expect(track.duration() == 2)
        #expect(isClose(value(track, 1 - 1e-9), 10, 1e-6))
        #expect(value(track, 1) == 50)
        #expect(isClose(value(track, 1.5), 55, 1e-12))
        let onlyMove = KeyframeTrack<Double, Double> { MoveKeyframe(7) }
        #expect(onlyMove.duration() == 0)
        #expect(value(onlyMove, 0) == 7)
    }
}
