import Testing
@testable import EmblemAnimation

@Suite struct SymbolEffectSpecTests {
    @Test(arguments: [
        "bounce", "bounce.up.byLayer", "pulse.wholeSymbol", "scale.down", "variableColor.iterative.reversing",
        "variableColor.cumulative.nonReversing.hideInactiveLayers", "wiggle.forward", "wiggle.custom(30)",
        "rotate.clockwise.byLayer", "breathe.pulse", "appear.up", "disappear.down.wholeSymbol",
        "replace.downUp:bell.slash", "replace:bell", "replace.offUp.wholeSymbol:wifi", "wiggle.counterClockwise",
        "variableColor.dimInactiveLayers", "breathe.plain.byLayer", "bounce.down.wholeSymbol",
    ])
    func acceptsAndRoundTrips(text: String) throws {
        let spec = try SymbolEffectSpec.parse(text)
        #expect(spec.description == text)
        #expect(try SymbolEffectSpec.parse(spec.description) == spec)
    }

    @Test func makesTheNamedEffect() throws {
        let bounce = try #require(try SymbolEffectSpec.parse("bounce.down.wholeSymbol").makeEffect() as? BounceSymbolEffect)
        #expect(bounce == BounceSymbolEffect.bounce.down.wholeSymbol)
        let color = try SymbolEffectSpec.parse("variableColor.cumulative.nonReversing.hideInactiveLayers").makeEffect()
        #expect(color as? VariableColorSymbolEffect == .variableColor.cumulative.nonReversing.hideInactiveLayers)
        let wiggle = try SymbolEffectSpec.parse("wiggle.custom(angle: -12.5)").makeEffect() as? WiggleSymbolEffect
        #expect(wiggle?.direction == .custom(angle: -12.5))
        let rotate = try SymbolEffectSpec.parse("rotate.clockwise.byLayer").makeEffect() as? RotateSymbolEffect
        #expect(rotate == .rotate.clockwise.byLayer)
        #expect(try SymbolEffectSpec.parse("breathe.pulse").makeEffect() as? BreatheSymbolEffect == .breathe.pulse)
        #expect(try SymbolEffectSpec.parse("appear.up").makeEffect() as? AppearSymbolEffect == .appear.up)
        #expect(try SymbolEffectSpec.parse("pulse.wholeSymbol").makeEffect() as? PulseSymbolEffect == .pulse.wholeSymbol)
        #expect(try SymbolEffectSpec.parse("scale.down").makeEffect() as? ScaleSymbolEffect == .scale.down)
        #expect(try SymbolEffectSpec.parse("disappear.down.wholeSymbol").makeEffect() as? DisappearSymbolEffect
            == .disappear.down.wholeSymbol)
    }

    @Test func replaceKeepsTheOtherSymbolName() throws {
        let spec = try SymbolEffectSpec.parse(" replace.upUp:square.and.arrow.up ")
        #expect(spec.name == .replace)
        #expect(spec.replacementSymbolName == "square.and.arrow.up")
        #expect(spec.makeReplaceEffect() == .replace.upUp)
        #expect(spec.makeEffect() as? ReplaceSymbolEffect == .replace.upUp)
        #expect(try SymbolEffectSpec.parse("bounce").makeReplaceEffect() == nil)
        #expect(try SymbolEffectSpec.parse("bounce").replacementSymbolName == nil)
    }

    @Test func namesMatchWithoutRegardToCase() throws {
        let spec = try SymbolEffectSpec.parse("VariableColor.Iterative.REVERSING")
        #expect(spec.description == "variableColor.iterative.reversing")
        #expect(spec.modifierNames == ["iterative", "reversing"])
    }

    @Test(arguments: [
        ("wiggle.sideways", EffectSpecError.Code.unknownModifier,
         "unknown modifier 'sideways' for wiggle; expected one of up, down, left, right, forward, backward, "
            + "clockwise, counterClockwise, custom(angle), byLayer, wholeSymbol"),
        ("boing", .unknownEffect,
         "unknown effect 'boing'; expected one of appear, bounce, breathe, disappear, drawOff, drawOn, pulse, replace, rotate, "
            + "scale, variableColor, wiggle"),
        ("pulse.up", .unknownModifier, "unknown modifier 'up' for pulse; expected one of byLayer, wholeSymbol"),
        ("rotate.forward", .unknownModifier,
         "unknown modifier 'forward' for rotate; expected one of clockwise, counterClockwise, byLayer, wholeSymbol"),
        ("bounce.custom(3)", .unknownModifier,
         "unknown modifier 'custom(3)' for bounce; expected one of up, down, byLayer, wholeSymbol"),
        ("bounce.up.down", .conflictingModifiers, "modifiers 'up' and 'down' conflict for bounce; choose one of them"),
        ("bounce.byLayer.byLayer", .conflictingModifiers,
         "modifier 'byLayer' is repeated in 'bounce.byLayer.byLayer'; give it once"),
        ("variableColor.iterative.cumulative", .conflictingModifiers,
         "modifiers 'iterative' and 'cumulative' conflict for variableColor; choose one of them"),
        ("wiggle.custom(abc)", .invalidAngle,
         "invalid angle 'abc' in wiggle.custom(abc); expected degrees, such as custom(30)"),
        ("replace.downUp", .missingReplacement, "replace needs the symbol to replace with, as in 'replace.downUp:OTHER'"),
        ("replace.downUp:", .missingReplacement, "replace needs the symbol to replace with, as in 'replace.downUp:OTHER'"),
        ("bounce:bell", .unexpectedReplacement, "only replace takes another symbol after ':'; remove it from 'bounce:bell'"),
        ("bounce..up", .unknownModifier,
         "empty modifier in 'bounce..up'; expected one of up, down, byLayer, wholeSymbol after 'bounce.'"),
        ("  ", .emptySpec,
         "empty effect name; expected one of appear, bounce, breathe, disappear, drawOff, drawOn, pulse, replace, rotate, scale, "
            + "variableColor, wiggle"),
    ])
    func rejectsWithAClearMessage(text: String, code: EffectSpecError.Code, message: String) {
        let error = #expect(throws: EffectSpecError.self) { try SymbolEffectSpec.parse(text) }
        #expect(error?.code == code)
        #expect(error?.message == message)
        #expect(error?.text == text)
    }
}
