import EmblemGeometry
import Testing
@testable import EmblemAnimation

@Suite struct BounceSymbolEffectTests {
    let context = EffectFixtures.standard

    @Test func upPeaksAboveOneAndDownDipsBelow() {
        let up = EffectFixtures.times(to: 0.55).map { BounceSymbolEffect.bounce.up.wholeSymbol.states(in: context, at: $0)[0] }
        let down = EffectFixtures.times(to: 0.55).map { BounceSymbolEffect.bounce.down.wholeSymbol.states(in: context, at: $0)[0] }
        let upPeak = up.map(EffectFixtures.scale).max()!
        let downTrough = down.map(EffectFixtures.scale).min()!
        #expect(abs(upPeak - EffectConstants.bounceScaleUp) < 1e-6)
        #expect(abs(downTrough - EffectConstants.bounceScaleDown) < 1e-6)
        // It overshoots on the way back, as a spring does.
        #expect(up.map(EffectFixtures.scale).min()! < 0.99)
        #expect(down.map(EffectFixtures.scale).max()! > 1.01)
    }

    @Test(arguments: [BounceSymbolEffect.bounce.up, .bounce.down, .bounce.wholeSymbol, .bounce.options(.repeat(3))])
    func endsExactlyAtRest(effect: BounceSymbolEffect) throws {
        let duration = try #require(effect.duration(in: context))
        for time in [duration, duration + 1e-9, duration + 0.5, duration + 100] {
            #expect(effect.states(in: context, at: time) == EffectFixtures.identities)
        }
        #expect(effect.states(in: context, at: 0) == EffectFixtures.identities)
        #expect(effect.states(in: context, at: -1) == EffectFixtures.identities)
        #expect(effect.scale(at: EffectConstants.bounceDuration) == 1)
    }

    @Test func durationIsStaggeredGroups() {
        let stagger = EffectConstants.bounceStagger, group = EffectConstants.bounceDuration
        #expect(BounceSymbolEffect.bounce.duration(in: context) == stagger + group)
        #expect(abs(BounceSymbolEffect.bounce.duration(in: EffectFixtures.plain)! - (2 * stagger + group)) < 1e-12)
        #expect(BounceSymbolEffect.bounce.wholeSymbol.duration(in: context) == group)
    }

    @Test func byLayerPeaksAreStaggeredInLayerOrder() {
        let effect = BounceSymbolEffect.bounce.up.byLayer
        let times = EffectFixtures.times(to: 1, step: 0.001)
        let frames = times.map { effect.states(in: EffectFixtures.plain, at: $0) }
        let peakTimes = (0..<3).map { layer in
            times[frames.indices.max { EffectFixtures.scale(frames[$0][layer]) < EffectFixtures.scale(frames[$1][layer]) }!]
        }
        #expect(peakTimes[0] < peakTimes[1] && peakTimes[1] < peakTimes[2])
        #expect(abs(peakTimes[1] - peakTimes[0] - EffectConstants.bounceStagger) < 0.002)
    }

    @Test func sameMotionGroupMovesAsOnePiece() {
        let effect = BounceSymbolEffect.bounce.byLayer
        for time in EffectFixtures.times(to: 0.7) {
            let states = effect.states(in: context, at: time)
            #expect(states[1] == states[2])
        }
        // …about the group's shared bottom centre.
        let state = effect.states(in: context, at: 0.3)[1]
        #expect(state.transform.apply(to: Point(x: 70, y: 90)).distance(to: Point(x: 70, y: 90)) < 1e-9)
    }

    @Test func wholeSymbolMovesEveryLayerTheSameAboutTheSymbolBottom() {
        let states = BounceSymbolEffect.bounce.wholeSymbol.states(in: context, at: 0.1)
        #expect(states[0] == states[1] && states[1] == states[2])
        #expect(EffectFixtures.scale(states[0]) > 1)
        #expect(states[0].transform.apply(to: Point(x: 50, y: 100)).distance(to: Point(x: 50, y: 100)) < 1e-9)
    }

    @Test func groupsAreScheduledByTheirFirstLayer() {
        let bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let layers = [
            EffectLayer(index: 0, motionGroup: 4, bounds: bounds), EffectLayer(index: 1, bounds: bounds),
            EffectLayer(index: 2, motionGroup: 0, bounds: bounds), EffectLayer(index: 3, motionGroup: 4, bounds: bounds),
            EffectLayer(index: 4, bounds: bounds),
        ]
        #expect(MotionGroups(layers: layers).slots == [0, 1, 2, 0, 3])
        let context = EffectFixtures.context(layers: layers)
        let states = BounceSymbolEffect.bounce.states(in: context, at: 0.1)
        #expect(states[0] == states[3] && states[0] != states[1])
    }
}
