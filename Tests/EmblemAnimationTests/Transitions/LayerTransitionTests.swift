import EmblemGeometry
import Testing
@testable import EmblemAnimation

private let bounds = Rect(x: 10, y: 20, width: 100, height: 50)

private func state(_ transition: LayerTransition, _ phase: TransitionPhase,
                   _ direction: LayoutDirection = .leftToRight) -> LayerState {
    transition.state(phase: phase, bounds: bounds, layoutDirection: direction)
}

private let allTransitions: [LayerTransition] = [
    .identity, .opacity, .scale, .scale(0.5, anchor: .bottom), .offset(x: 3, y: -4), .move(edge: .top), .slide,
    .push(from: .trailing), .asymmetric(insertion: .opacity, removal: .scale(2)), .scale(2).combined(with: .opacity),
]

@Suite struct LayerTransitionTests {
    @Test(arguments: allTransitions.indices)
    func identityPhaseIsIdentity(index: Int) {
        let transition = allTransitions[index]
        #expect(state(transition, .identity) == .identity)
        #expect(transition.state(appearingProgress: 1, bounds: bounds) == .identity)
        #expect(transition.state(disappearingProgress: 0, bounds: bounds) == .identity)
        #expect(transition.state(appearingProgress: 0, bounds: bounds) == state(transition, .willAppear))
        #expect(transition.state(disappearingProgress: 1, bounds: bounds) == state(transition, .didDisappear))
    }

    @Test func opacityFades() {
        #expect(state(.opacity, .willAppear) == LayerState(opacity: 0))
        #expect(state(.opacity, .didDisappear) == LayerState(opacity: 0))
        #expect(LayerTransition.opacity.state(appearingProgress: 0.25, bounds: bounds).opacity == 0.25)
        #expect(LayerTransition.opacity.state(disappearingProgress: 0.25, bounds: bounds).opacity == 0.75)
    }

    @Test func scaleAboutAnchor() {
        let centered = state(.scale(0.5), .willAppear).transform
        #expect(isClose(centered.apply(to: bounds.center), bounds.center, 1e-12))
        #expect(isClose(centered.apply(to: Point(x: 10, y: 20)), Point(x: 35, y: 32.5), 1e-12))
        let bottom = state(.scale(0.5, anchor: .bottom), .didDisappear).transform
        #expect(isClose(bottom.apply(to: Point(x: 60, y: 70)), Point(x: 60, y: 70), 1e-12))
        #expect(isClose(state(.scale, .willAppear).transform.a, 1e-5, 1e-18))
        let half = LayerTransition.scale(0.5).state(appearingProgress: 0.5, bounds: bounds).transform
        #expect(isClose(half.a, 0.75, 1e-12))
    }

    @Test func offsetTranslates() {
        #expect(state(.offset(x: 10, y: -5), .willAppear).transform == .translation(x: 10, y: -5))
        #expect(state(.offset(y: 3), .didDisappear).transform == .translation(x: 0, y: 3))
        let half = LayerTransition.offset(x: 10, y: -5).state(appearingProgress: 0.5, bounds: bounds).transform
        #expect(half == .translation(x: 5, y: -2.5))
    }

    @Test(arguments: [(Edge.top, 0.0, -50.0), (.leading, -100, 0), (.bottom, 0, 50), (.trailing, 100, 0)])
    func moveUsesTheFullSize(edge: Edge, x: Double, y: Double) {
        for phase in [TransitionPhase.willAppear, .didDisappear] {
            #expect(state(.move(edge: edge), phase).transform == .translation(x: x, y: y))
            #expect(state(.move(edge: edge), phase, .rightToLeft).transform == .translation(x: -x, y: y))
        }
    }

    @Test func slideEntersLeadingAndLeavesTrailing() {
        #expect(state(.slide, .willAppear).transform == .translation(x: -100, y: 0))
        #expect(state(.slide, .didDisappear).transform == .translation(x: 100, y: 0))
        #expect(state(.slide, .willAppear).opacity == 1)
        #expect(state(.slide, .willAppear, .rightToLeft).transform == .translation(x: 100, y: 0))
    }

    @Test func pushComesFromTheEdgeAndFades() {
        let push = LayerTransition.push(from: .top)
        #expect(state(push, .willAppear) == LayerState(transform: .translation(x: 0, y: -50), opacity: 0))
        #expect(state(push, .didDisappear) == LayerState(transform: .translation(x: 0, y: 50), opacity: 0))
    }

    @Test func asymmetricPicksThePhase() {
        let transition = LayerTransition.asymmetric(insertion: .opacity, removal: .scale(2, anchor: .topLeading))
        #expect(state(transition, .willAppear) == LayerState(opacity: 0))
        let removed = state(transition, .didDisappear)
        #expect(removed.opacity == 1)
        #expect(isClose(removed.transform.apply(to: Point(x: 11, y: 21)), Point(x: 12, y: 22), 1e-12))
    }

    @Test func combinedAppliesFirstThenSecond() {
        let scaledThenMoved = LayerTransition.scale(2, anchor: .topLeading).combined(with: .offset(x: 10))
        let movedThenScaled = LayerTransition.offset(x: 10).combined(with: .scale(2, anchor: .topLeading))
        let p = Point(x: 11, y: 21)
        #expect(isClose(state(scaledThenMoved, .willAppear).transform.apply(to: p), Point(x: 22, y: 22), 1e-12))
        #expect(isClose(state(movedThenScaled, .willAppear).transform.apply(to: p), Point(x: 32, y: 22), 1e-12))
        let faded = LayerTransition.opacity.combined(with: .opacity).state(appearingProgress: 0.5, bounds: bounds)
        #expect(faded.opacity == 0.25)
    }

    @Test func combinedEffectsInterpolateTheirOwnParameters() {
        let transition = LayerTransition.scale(0.5, anchor: .topLeading).combined(with: .move(edge: .top))
        let half = transition.state(appearingProgress: 0.5, bounds: bounds).transform
        let expected = AffineTransform.translation(x: 0, y: -25)
            .concatenating(.scale(x: 0.75, y: 0.75, around: Point(x: 10, y: 20)))
        #expect(half.isClose(to: expected, tolerance: 1e-12))
    }

    @Test func overshootingProgressExtrapolatesGeometryButNotOpacity() {
        let transition = LayerTransition.scale(0.5).combined(with: .opacity)
        let overshoot = transition.state(appearingProgress: 1.1, bounds: bounds)
        #expect(isClose(overshoot.transform.a, 1.05, 1e-12))
        #expect(overshoot.opacity == 1)
        #expect(transition.state(appearingProgress: -0.2, bounds: bounds).opacity == 0)
    }

    @Test func edgesAndPhases() {
        #expect(Edge.allCases.map(\.opposite) == [.bottom, .trailing, .top, .leading])
        #expect(TransitionPhase.allCases.filter(\.isIdentity) == [.identity])
        #expect(UnitPoint.trailing.point(in: bounds, layoutDirection: .rightToLeft) == Point(x: 10, y: 45))
    }
}
