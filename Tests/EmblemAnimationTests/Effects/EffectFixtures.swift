import EmblemGeometry
@testable import EmblemAnimation

/// A synthetic three-layer symbol on a 100 × 100 canvas (y down).
///
/// * layer 0: motion group 0, variable threshold 0.6;
/// * layer 1: motion group 1, always pulses, always rotates about (70, 55), variable threshold 0.3;
/// * layer 2: motion group 1, variable threshold 0.3 (ties with layer 1; layer order breaks the tie).
///
/// So by layer there are two slots (layer 0, then layers 1 and 2 together), and variable colour lights
/// layer 1, layer 2, then layer 0.
enum EffectFixtures {
    static let layers = [
        EffectLayer(index: 0, motionGroup: 0, bounds: Rect(x: 10, y: 50, width: 30, height: 40),
                    variableThreshold: 0.6),
        EffectLayer(index: 1, motionGroup: 1, bounds: Rect(x: 50, y: 20, width: 40, height: 70),
                    alwaysPulses: true, alwaysRotates: true, variableThreshold: 0.3,
                    rotationAnchor: Point(x: 70, y: 55)),
        EffectLayer(index: 2, motionGroup: 1, bounds: Rect(x: 60, y: 30, width: 20, height: 20),
                    variableThreshold: 0.3),
    ]

    static func context(layers: [EffectLayer] = layers, direction: LayoutDirection = .leftToRight,
                        rotatesClockwise: Bool? = nil, wiggleAngle: Double? = nil) -> EffectContext {
        EffectContext(layers: layers, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                      center: Point(x: 50, y: 55), baselineY: 90, capHeight: 70, direction: direction,
                      rotatesClockwise: rotatesClockwise, wiggleAngle: wiggleAngle)
    }

    /// The fixture with motion groups and annotations stripped: three slots in layer order.
    static let plain = context(layers: layers.map {
        EffectLayer(index: $0.index, bounds: $0.bounds, variableThreshold: $0.variableThreshold)
    })

    static let standard = context()

    /// Times from 0 to `end` every `step` seconds.
    static func times(to end: Double, step: Double = 0.01) -> [Double] {
        stride(from: 0, through: end, by: step).map { $0 }
    }

    /// The uniform scale factor of a state made by a scale about some anchor.
    static func scale(_ state: LayerState) -> Double { state.transform.a }

    static let identities = Array(repeating: LayerState.identity, count: 3)

    /// Every effect, in several configurations, for properties that hold for all of them.
    static let allEffects: [any SymbolEffect] = [
        BounceSymbolEffect.bounce, BounceSymbolEffect.bounce.down.wholeSymbol,
        PulseSymbolEffect.pulse, PulseSymbolEffect.pulse.wholeSymbol,
        ScaleSymbolEffect.scale, ScaleSymbolEffect.scale.down.wholeSymbol,
        VariableColorSymbolEffect.variableColor, VariableColorSymbolEffect.variableColor.cumulative.reversing
            .hideInactiveLayers.options(.repeat(2)),
        WiggleSymbolEffect.wiggle.forward, WiggleSymbolEffect.wiggle.clockwise.wholeSymbol,
        RotateSymbolEffect.rotate, RotateSymbolEffect.rotate.counterClockwise.wholeSymbol.options(.repeat(2)),
        BreatheSymbolEffect.breathe, BreatheSymbolEffect.breathe.pulse.wholeSymbol,
        AppearSymbolEffect.appear, AppearSymbolEffect.appear.down.wholeSymbol,
        DisappearSymbolEffect.disappear, DisappearSymbolEffect.disappear.up.wholeSymbol,
        ReplaceSymbolEffect.replace, ReplaceSymbolEffect.replace.offUp.wholeSymbol,
        DrawOnSymbolEffect.drawOn, DrawOnSymbolEffect.drawOn.individually, DrawOnSymbolEffect.drawOn.wholeSymbol,
        DrawOffSymbolEffect.drawOff, DrawOffSymbolEffect.drawOff.reversed.individually,
    ]
}
