import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// Draw On and Draw Off trim layers (``LayerState/drawStart`` … ``LayerState/drawEnd``) along the
/// ease-in-out curve, staggered by motion group as every by-layer effect is, one group at a time
/// individually, all at once for the whole symbol.
@Suite struct DrawSymbolEffectTests {
    let plain = EffectFixtures.plain  // three motion groups, one layer each
    let duration = EffectConstants.drawDuration, stagger = EffectConstants.drawStagger

    /// The trim of one group `time` seconds into its draw, from the curve's own definition (cubic-bezier
    /// 0.42 0 0.58 1), independently of the effect.
    func reference(_ time: Double) -> Double {
        time <= 0 ? 0 : time >= duration ? 1 : referenceBezierValue(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1), at: time / duration)
    }

    @Test func drawOnByLayerTrimsEachGroupInTurn() {
        let effect = DrawOnSymbolEffect.drawOn
        #expect(isClose(effect.duration(in: plain)!, 2 * stagger + duration))
        for time in EffectFixtures.times(to: 1, step: 0.005) {
            let states = effect.states(in: plain, at: time)
            for (slot, state) in states.enumerated() {
                #expect(state.drawStart == 0)
                #expect(isClose(state.drawEnd, reference(time - Double(slot) * stagger), 1e-6), "layer \(slot) at \(time)")
                #expect(state.transform == .identity && state.opacity == 1 && state.isVisible)
            }
        }
        // Nothing drawn at the start; everything whole at the end, exactly the identity state.
        #expect(effect.states(in: plain, at: 0).allSatisfy { !$0.drawsAnything })
        #expect(effect.states(in: plain, at: effect.duration(in: plain)!) == EffectFixtures.identities)
        // Half-way through its own draw, a group is half drawn (the curve is symmetric).
        #expect(isClose(effect.states(in: plain, at: stagger + duration / 2)[1].drawEnd, 0.5, 1e-9))
    }

    @Test func individuallyWaitsForEachGroupToFinish() {
        let effect = DrawOnSymbolEffect.drawOn.individually
        #expect(isClose(effect.duration(in: plain)!, 3 * duration))
        for time in EffectFixtures.times(to: 2, step: 0.01) {
            let states = effect.states(in: plain, at: time)
            // Only one group is part drawn at a time.
            #expect(states.filter { $0.drawEnd > 0 && $0.drawEnd < 1 }.count <= 1, "at \(time)")
            for (slot, state) in states.enumerated() {
                #expect(isClose(state.drawEnd, reference(time - Double(slot) * duration), 1e-6))
            }
        }
    }

    @Test func individuallyOverlapsPastItsSpread() {
        let layers = (0..<12).map { EffectLayer(index: $0, bounds: Rect(x: Double($0), y: 0, width: 1, height: 1)) }
        let context = EffectFixtures.context(layers: layers)
        let effect = DrawOnSymbolEffect.drawOn.individually
        let expected = EffectConstants.drawIndividualSpread + duration
        #expect(isClose(effect.duration(in: context)!, expected))
        // Eight groups fit their spread whole: still one at a time.
        let eight = EffectFixtures.context(layers: Array(layers.prefix(8)))
        #expect(isClose(effect.duration(in: eight)!, 8 * duration))
    }

    @Test func wholeSymbolDrawsEveryLayerTogether() {
        let effect = DrawOnSymbolEffect.drawOn.wholeSymbol
        #expect(isClose(effect.duration(in: EffectFixtures.standard)!, duration))
        for time in EffectFixtures.times(to: 0.7) {
            let states = effect.states(in: EffectFixtures.standard, at: time)
            #expect(states.allSatisfy { isClose($0.drawEnd, reference(time), 1e-6) && $0.drawStart == 0 })
        }
    }

    @Test func drawOffTakesThePathAwayForwardsOrWithdrawsItWhenReversed() {
        for time in EffectFixtures.times(to: 1) {
            let forwards = DrawOffSymbolEffect.drawOff.states(in: plain, at: time)
            let reversed = DrawOffSymbolEffect.drawOff.reversed.states(in: plain, at: time)
            for slot in 0..<3 {
                let progress = reference(time - Double(slot) * stagger)
                #expect(isClose(forwards[slot].drawStart, progress, 1e-6) && forwards[slot].drawEnd == 1)
                #expect(reversed[slot].drawStart == 0 && isClose(reversed[slot].drawEnd, 1 - progress, 1e-6))
            }
        }
        // At the end nothing is drawn, either way.
        for effect in [DrawOffSymbolEffect.drawOff, .drawOff.reversed, .drawOff.wholeSymbol] {
            #expect(effect.states(in: plain, at: 5).allSatisfy { !$0.drawsAnything })
        }
    }

    @Test func drawOffTakesGroupsLastFirstWhenTheSymbolSaysSo() {
        var context = plain
        context.drawReversesMotionGroups = true
        let reversedOrder = DrawOffSymbolEffect.drawOff.states(in: context, at: duration / 2)
        let normalOrder = DrawOffSymbolEffect.drawOff.states(in: plain, at: duration / 2)
        #expect(reversedOrder.map(\.drawStart) == normalOrder.map(\.drawStart).reversed())
        #expect(reversedOrder[2].drawStart > reversedOrder[0].drawStart)
        // Draw On keeps its order: the flag is Draw Off's.
        #expect(DrawOnSymbolEffect.drawOn.states(in: context, at: 0.4) == DrawOnSymbolEffect.drawOn.states(in: plain, at: 0.4))
    }

    @Test func speedScalesAndRepetitionIsIgnored() {
        let fast = DrawOnSymbolEffect.drawOn.options(.speed(2).repeat(3))
        let normal = DrawOnSymbolEffect.drawOn
        #expect(isClose(fast.duration(in: plain)!, normal.duration(in: plain)! / 2))
        for time in EffectFixtures.times(to: 0.5) {
            #expect(fast.states(in: plain, at: time) == normal.states(in: plain, at: 2 * time))
        }
    }

    @Test func trimsComposeAndInterpolate() {
        let a = LayerState(drawStart: 0.2, drawEnd: 0.9), b = LayerState(drawStart: 0.4, drawEnd: 0.7)
        let both = a.concatenating(b)
        #expect(both.drawStart == 0.4 && both.drawEnd == 0.7)
        #expect(!LayerState(drawStart: 0.6, drawEnd: 0.9).concatenating(LayerState(drawStart: 0, drawEnd: 0.5)).drawsAnything)
        let middle = a.interpolated(to: b, fraction: 0.5)
        #expect(isClose(middle.drawStart, 0.3) && isClose(middle.drawEnd, 0.8))
        #expect(LayerState.identity.isWhollyDrawn && !a.isWhollyDrawn)
    }

    @Test(arguments: [("drawOn", "drawOn"), ("DrawOn.Individually", "drawOn.individually"),
                      ("drawOff.reversed.wholeSymbol", "drawOff.reversed.wholeSymbol"), ("drawoff.nonreversed", "drawOff.nonReversed")])
    func specsNameDrawEffects(_ text: String, _ canonical: String) throws {
        let spec = try SymbolEffectSpec.parse(text)
        #expect(spec.description == canonical)
        #expect(spec.makeEffect() is any DrawingSymbolEffect)
    }

    @Test func specsMadeMatchTheEffects() throws {
        let made = try #require(SymbolEffectSpec.parse("drawOff.reversed.individually").makeEffect() as? DrawOffSymbolEffect)
        #expect(made == DrawOffSymbolEffect.drawOff.reversed.individually)
    }

    @Test(arguments: [("drawOn.reversed", EffectSpecError.Code.unknownModifier), ("drawOn.up", .unknownModifier),
                      ("drawOff.reversed.nonReversed", .conflictingModifiers), ("drawOn.byLayer.individually", .conflictingModifiers),
                      ("drawOn:bell", .unexpectedReplacement)])
    func badDrawSpecsAreRefused(_ text: String, _ code: EffectSpecError.Code) {
        #expect(throws: EffectSpecError.self) { try SymbolEffectSpec.parse(text) }
        do { _ = try SymbolEffectSpec.parse(text) } catch { #expect(error.code == code, "\(text): \(error.message)") }
    }
}
