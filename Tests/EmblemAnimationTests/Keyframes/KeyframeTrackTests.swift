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

/// The value of a `Double` track at `time`, starting from `initial` (default 0).
func value(_ track: KeyframeTrack<Double, Double>, _ time: Double, from initial: Double = 0) -> Double {
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
