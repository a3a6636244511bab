import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct AnimationCurveTests {
    @Test func curveAnimationScalesTime() {
        let animation = Animation.easeIn(duration: 2)
        #expect(animation.duration == 2)
        #expect(animation.fraction(at: 0) == 0)
        #expect(animation.fraction(at: 0.5) == UnitCurve.easeIn.value(at: 0.25))
        #expect(animation.fraction(at: 2) == 1)
        #expect(animation.fraction(at: 2.001) == nil)
        #expect(animation.fraction(at: -1) == 0)
    }

    @Test func defaultDurations() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.1, 0.2, 0.3, 0.4)] {
            #expect(animation.duration == 0.35)
        }
        #expect(Animation.easeInOut == .timingCurve(.easeInOut, duration: 0.35))
        #expect(Animation.linear.fraction(at: 0.175) == 0.5)
    }

    @Test func valueInterpolatesAndEndsAtTheTarget() {
        let animation = Animation.linear(duration: 1)
        #expect(animation.value(from: Point(x: 0, y: 0), to: Point(x: 10, y: 20), at: 0.25) == Point(x: 2.5, y: 5))
        #expect(animation.value(from: 0.0, to: 8.0, at: 5) == 8)
    }
}
