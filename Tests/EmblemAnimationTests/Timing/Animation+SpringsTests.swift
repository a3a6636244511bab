import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct AnimationSpringTests {
    @Test(arguments: [Animation.smooth, .snappy, .bouncy], [Spring.smooth, .snappy, .bouncy])
    func presetsMatchSpringPresets(animation: Animation, spring: Spring) {
        #expect((animation == .spring(spring)) == (animation.duration == spring.settlingDuration))
    }

    @Test func springAnimationEndsAtSettlingDuration() {
        let animation = Animation.bouncy
        let settling = Spring.bouncy.settlingDuration
        #expect(animation.duration == settling)
        #expect(animation.fraction(at: 0.2) == Spring.bouncy.value(target: 1, time: 0.2))
        #expect(animation.fraction(at: settling) != nil)
        #expect(animation.fraction(at: settling + 0.001) == nil)
        let peak = stride(from: 0.0, through: settling, by: 0.001).compactMap { animation.fraction(at: $0) }.max()!
        #expect(peak > 1.04)
    }

    @Test func springFactories() {
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(Spring(duration: 0.4, bounce: 0.2)))
        #expect(Animation.spring == .spring(Spring(response: 0.5, dampingRatio: 0.825)))
        #expect(Animation.default == .spring)
        #expect(Animation.snappy(duration: 0.3, extraBounce: 0.1) == .spring(Spring(duration: 0.3, bounce: 0.25)))
        #expect(Animation.interactiveSpring() == .spring(Spring(duration: 0.15, bounce: 0.15)))
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 4)
            == .spring(Spring(mass: 1, stiffness: 100, damping: 4)))
    }
}
