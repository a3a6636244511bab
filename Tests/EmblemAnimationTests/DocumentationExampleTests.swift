import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// The examples in the doc comments, run as written, with the results the comments state.
@Suite struct DocumentationExampleTests {
    @Test func animationExample() {
        let animation = Animation.easeInOut(duration: 0.4).delay(0.1).repeatCount(2, autoreverses: true)
        #expect(isClose(animation.duration!, 1.0, 1e-12))
        #expect(isClose(animation.fraction(at: 0.3)!, 0.5, 1e-12))
    }

    @Test func springExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring == .bouncy)
        #expect(isClose(spring.stiffness, 157.91, 0.005))
        #expect(Animation.spring() == .spring)
    }

    @Test func keyframeTimelineExample() {
        struct Pose { var scale = 1.0; var offset = Point.zero }
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) { CubicKeyframe(1.2, duration: 0.2); CubicKeyframe(1.0, duration: 0.3) }
            KeyframeTrack(\Pose.offset) { LinearKeyframe(Point(x: 0, y: -4), duration: 0.25) }
        }
        #expect(timeline.duration == 0.5)
        #expect(timeline.value(time: 0.4).offset == Point(x: 0, y: -4))
    }

    @Test func transitionExample() {
        let layerBounds = Rect(x: 0, y: 0, width: 20, height: 20)
        let transition = LayerTransition.scale(0.6).combined(with: .opacity)
        let start = transition.state(phase: .willAppear, bounds: layerBounds)
        #expect(isClose(start.transform.a, 0.6, 1e-12) && start.opacity == 0)
        let half = transition.state(appearingProgress: 0.5, bounds: layerBounds)
        #expect(isClose(half.transform.a, 0.8, 1e-12) && half.opacity == 0.5)
    }
}
