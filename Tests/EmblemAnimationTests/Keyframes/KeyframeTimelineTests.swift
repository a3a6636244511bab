import EmblemGeometry
import Testing
@testable import EmblemAnimation

struct Pose: Sendable, Equatable {
    var scale = 1.0
    var offset = Point.zero
    var rotation = 0.0
}

@Suite struct KeyframeTimelineTests {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\Pose.scale) {
            LinearKeyframe(2, duration: 0.5)
        }
        KeyframeTrack(\Pose.offset) {
            LinearKeyframe(Point(x: 10, y: 0), duration: 0.5)
            LinearKeyframe(Point(x: 10, y: 20), duration: 0.5)
        }
    }

    @Test func durationIsTheLongestTrack() {
        #expect(timeline.duration == 1)
    }

    @Test func tracksRunInParallelAndShorterOnesHold() {
        let early = timeline.value(time: 0.25)
        #expect(isClose(early.scale, 1.5, 1e-12))
        #expect(isClose(early.offset, Point(x: 5, y: 0), 1e-12))
        let late = timeline.value(time: 0.75)
        #expect(late.scale == 2)
        #expect(isClose(late.offset, Point(x: 10, y: 10), 1e-12))
        #expect(late.rotation == 0)
        #expect(timeline.value(time: 5) == Pose(scale: 2, offset: Point(x: 10, y: 20)))
        #expect(timeline.value(time: -1) == Pose())
    }

    @Test func progressScrubsTheWholeDuration() {
        for progress in [0, 0.2, 0.5, 0.9, 1] {
            #expect(timeline.value(progress: progress) == timeline.value(time: progress * timeline.duration))
        }
        #expect(timeline.value(progress: 2) == timeline.value(progress: 1))
    }

    @Test func tracksStartFromTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Pose(scale: 3), tracks: [
            AnyKeyframeTrack(KeyframeTrack(\Pose.scale, keyframes: [Keyframe(LinearKeyframe(1, duration: 1))])),
        ])
        #expect(isClose(timeline.value(time: 0.5).scale, 2, 1e-12))
    }

    @Test func relativeDurationsUseTheReferenceDuration() {
        let timeline = KeyframeTimeline(initialValue: Pose(), referenceDuration: 4) {
            KeyframeTrack(\Pose.rotation) {
                CubicKeyframe(90, duration: .relative(0.5))
                SpringKeyframe(0, duration: .relative(0.25), spring: .snappy)
            }
        }
        #expect(timeline.duration == 3)
        #expect(isClose(timeline.value(time: 2).rotation, 90, 1e-12))
    }

    @Test func tracksCompareByKeyPathAndKeyframes() {
        let scale = KeyframeTrack(\Pose.scale) { LinearKeyframe(2, duration: 0.5) }
        #expect(scale == KeyframeTrack(\Pose.scale) { LinearKeyframe(2, duration: 0.5) })
        #expect(scale != KeyframeTrack(\Pose.rotation) { LinearKeyframe(2, duration: 0.5) })
        #expect(scale != KeyframeTrack(\Pose.scale) { LinearKeyframe(2, duration: 0.6) })
        #expect(scale != KeyframeTrack(\Pose.scale) { CubicKeyframe(2, duration: 0.5) })
    }

    @Test func wholeValueTimeline() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(3.0, duration: 1)
                MoveKeyframe(0.0)
            }
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(progress: 0.5) == 2)
        #expect(timeline.value(time: 1) == 0)
    }
}
