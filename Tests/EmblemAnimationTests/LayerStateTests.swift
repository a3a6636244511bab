import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct LayerStateTests {
    @Test func defaultIsIdentity() {
        let state = LayerState()
        #expect(state.transform == .identity && state.opacity == 1 && state.isVisible)
        #expect(state == .identity)
    }

    @Test func concatenationOrderAndOpacity() {
        let scale = LayerState(transform: .scale(2), opacity: 0.5)
        let move = LayerState(transform: .translation(x: 1, y: 0), opacity: 0.5, isVisible: false)
        let combined = scale.concatenating(move)
        #expect(combined.transform.apply(to: Point(x: 1, y: 1)) == Point(x: 3, y: 2))
        #expect(combined.opacity == 0.25)
        #expect(!combined.isVisible)
    }

    @Test func interpolation() {
        let hidden = LayerState(transform: .translation(x: 10, y: 0), opacity: 0, isVisible: false)
        #expect(hidden.interpolated(to: .identity, fraction: 0) == hidden)
        #expect(hidden.interpolated(to: .identity, fraction: 1) == .identity)
        let mid = hidden.interpolated(to: .identity, fraction: 0.5)
        #expect(mid == LayerState(transform: .translation(x: 5, y: 0), opacity: 0.5, isVisible: true))
    }
}
