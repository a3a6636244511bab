import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// A value that can only be interpolated, not added: tracks of it take linear and move keyframes.
struct Opacity: Interpolatable, Equatable {
    var alpha: Double
    func interpolated(to other: Opacity, fraction t: Double) -> Opacity {
        Opacity(alpha: alpha + (other.alpha - alpha) * t)
    }
}

private func value(_ track: KeyframeTrack<Double, Double>, _ time: Double, from initial: Double = 0) -> Double {
    track.value(time: time, initialValue: initial)
}

@Suite struct LinearKeyframeTests {
    let track = KeyframeTrack<Double, Double> {
        LinearKeyframe(10, duration: 1)
        LinearKeyframe(20, duration: 0.5)
        LinearKeyframe(-4, duration: 1.5)
    }

    @Test func hitsEachKeyAtItsTime() {
        #expect(track.duration() == 3)
        for (time, key) in [(0.0, 0.0), (1, 10), (1.5, 20), (3, -4)] {
            #expect(isClose(value(track, time), key, 1e-12), "at \(time)")
        }
        #expect(value(track, -1) == 0)
        #expect(value(track, 10) == -4)
    }

    @Test func interpolatesAndIsContinuous() {
        #expect(isClose(value(track, 0.5), 5, 1e-12))
        #expect(isClose(value(track, 1.25), 15, 1e-12))
        for key in [1.0, 1.5] {
            #expect(isClose(value(track, key - 1e-9), value(track, key + 1e-9), 1e-6))
        }
    }

    @Test func timingCurveReshapes() {
        let eased = KeyframeTrack<Double, Double> { LinearKeyframe(10, duration: 2, timingCurve: .easeIn) }
        #expect(isClose(value(eased, 0.5), 10 * UnitCurve.easeIn.value(at: 0.25), 1e-12))
    }

    @Test func interpolatableOnlyValues() {
        let fade = KeyframeTrack<Opacity, Opacity> {
            LinearKeyframe(Opacity(alpha: 0), duration: 1)
            MoveKeyframe(Opacity(alpha: 0.5))
            LinearKeyframe(Opacity(alpha: 1), duration: 1)
        }
        let start = Opacity(alpha: 1)
        #expect(fade.value(time: 0.5, initialValue: start) == Opacity(alpha: 0.5))
        #expect(fade.value(time: 1, initialValue: start) == Opacity(alpha: 0.5))
        #expect(fade.value(time: 1.5, initialValue: start) == Opacity(alpha: 0.75))
    }

    @Test func relativeDurations() {
        let relative = KeyframeTrack<Double, Double> {
            LinearKeyframe(1, duration: .relative(0.25))
            LinearKeyframe(2, duration: .relative(0.75))
        }
        #expect(relative.duration(referenceDuration: 2) == 2)
        #expect(isClose(relative.value(time: 0.5, initialValue: 0, referenceDuration: 2), 1, 1e-12))
        #expect(isClose(relative.value(time: 0.25, initialValue: 0, referenceDuration: 1), 1, 1e-12))
        #expect(relative.duration() == 1)
    }
}

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
