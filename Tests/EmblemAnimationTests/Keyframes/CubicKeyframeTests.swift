import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct CubicKeyframeTests {
    /// Keys (time, value): (0, 0), (0.4, 1), (1.0, 3), (1.5, 2), (2.3, 2.5).
    let times = [0, 0.4, 1.0, 1.5, 2.3]
    let values = [0, 1.0, 3, 2, 2.5]
    var track: KeyframeTrack<Double, Double> {
        KeyframeTrack {
            for index in 1..<times.count {
                CubicKeyframe(values[index], duration: .seconds(times[index] - times[index - 1]))
            }
        }
    }

    @Test func hitsEachKeyAtItsTime() {
        for (time, key) in zip(times, values) {
            #expect(isClose(value(track, time), key, 1e-12), "at \(time)")
        }
    }

    @Test func interiorVelocitiesAreCatmullRom() {
        for i in 1..<(times.count - 1) {
            let expected = (values[i + 1] - values[i - 1]) / (times[i + 1] - times[i - 1])
            let measured = derivative(at: times[i]) { value(track, $0) }
            #expect(isClose(measured, expected, 1e-5), "key \(i)")
        }
    }

    @Test func endsHaveZeroVelocity() {
        let h = 1e-6
        #expect(isClose((value(track, h) - value(track, 0)) / h, 0, 1e-4))
        let end = times.last!
        #expect(isClose((value(track, end) - value(track, end - h)) / h, 0, 1e-4))
    }

    @Test func explicitVelocities() {
        let track = KeyframeTrack<Double, Double> {
            CubicKeyframe(1, duration: 1, startVelocity: 5, endVelocity: -2)
        }
        let h = 1e-6
        #expect(isClose((value(track, h) - value(track, 0)) / h, 5, 1e-4))
        #expect(isClose((value(track, 1) - value(track, 1 - h)) / h, -2, 1e-4))
        #expect(isClose(value(track, 0.5), 0.5 + 5 * 0.125 - (-2) * 0.125, 1e-12))
    }

    @Test func followsTheVelocityOfANeighbouringLinearKeyframe() {
        let track = KeyframeTrack<Double, Double> {
            LinearKeyframe(4, duration: 1)
            CubicKeyframe(6, duration: 1)
            LinearKeyframe(0, duration: 2)
        }
        #expect(isClose(derivative(at: 1) { value(track, $0) }, 4, 1e-5))
        #expect(isClose(derivative(at: 2) { value(track, $0) }, -3, 1e-5))
    }

    @Test func pointValues() {
        let track = KeyframeTrack<Point, Point> {
            CubicKeyframe(Point(x: 10, y: 0), duration: 1)
            CubicKeyframe(Point(x: 10, y: 10), duration: 1)
        }
        let mid = track.value(time: 1, initialValue: .zero)
        #expect(mid == Point(x: 10, y: 0))
        let velocity = Point(x: derivative(at: 1) { track.value(time: $0, initialValue: .zero).x },
                             y: derivative(at: 1) { track.value(time: $0, initialValue: .zero).y })
        #expect(isClose(velocity, Point(x: 5, y: 5), 1e-5))
    }
}
