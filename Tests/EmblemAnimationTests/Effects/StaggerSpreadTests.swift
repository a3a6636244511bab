import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// By layer, groups start their stagger apart until there are so many that the last would start more
/// than `maximumStaggerSpread` after the first; then they share that second evenly.
@Suite struct StaggerSpreadTests {
    static func context(groups: Int) -> EffectContext {
        EffectFixtures.context(layers: (0..<groups).map { index in
            EffectLayer(index: index, bounds: Rect(x: Double(index % 10) * 10, y: 10, width: 8, height: 80), alwaysPulses: true,
                        alwaysRotates: true, alwaysBreathes: true, rotationAnchor: Point(x: 50, y: 50))
        })
    }

    /// (effect, its stagger, one group's duration)
    static let effects: [(any SymbolEffect, Double, Double)] = [
        (BounceSymbolEffect.bounce, EffectConstants.bounceStagger, EffectConstants.bounceDuration),
        (PulseSymbolEffect.pulse, EffectConstants.pulseStagger, EffectConstants.pulseDuration),
        (WiggleSymbolEffect.wiggle.forward, EffectConstants.wiggleStagger, EffectConstants.wiggleKeyframes.map(\.duration).reduce(0, +)),
        (BreatheSymbolEffect.breathe, EffectConstants.breatheStagger, EffectConstants.breatheDuration),
        (AppearSymbolEffect.appear, EffectConstants.appearStagger, EffectConstants.appearDuration),
    ]

    @Test(arguments: [1, 2, 5, 8, 9, 10, 40, 1000])
    func aPlayLastsItsStaggeredGroupsWithinTheSpread(groups: Int) throws {
        for (effect, stagger, group) in Self.effects {
            let delay = groups > 1 ? min(stagger, EffectConstants.maximumStaggerSpread / Double(groups - 1)) : 0
            let duration = try #require(effect.duration(in: Self.context(groups: groups)))
            #expect(abs(duration - (Double(groups - 1) * delay + group)) < 1e-9, "\(effect) with \(groups) groups")
            #expect(duration <= group + EffectConstants.maximumStaggerSpread + 1e-9)
            // Our symbols (at most five groups), and any of nine, keep the full stagger.
            if groups <= 9 { #expect(abs(delay - stagger) < 1e-12 || groups == 1) }
        }
    }

    /// The k-th group starts k delays in: the first moment its state leaves rest.
    @Test func groupsStartEvenlyAcrossTheSpread() {
        let context = Self.context(groups: 41)
        let delay = EffectConstants.maximumStaggerSpread / 40
        #expect(delay < EffectConstants.bounceStagger)
        let effect = BounceSymbolEffect.bounce.byLayer
        for slot in [0, 1, 17, 40] {
            let before = effect.states(in: context, at: Double(slot) * delay - 1e-3)[slot]
            let after = effect.states(in: context, at: Double(slot) * delay + 1e-3)[slot]
            #expect(before == .identity, "group \(slot) moved early")
            #expect(after != .identity, "group \(slot) did not start")
        }
    }
}
