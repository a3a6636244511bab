/// Every duration, amplitude, stagger, curve and spring of the symbol effects, in one place.
///
/// Apple publishes none of these (SF-SEMANTICS 3.6 and 6.1): every value is an estimate [EST], chosen from
/// SF-SEMANTICS 3.6's table and by eye, and documented with the reason. Durations are seconds at speed 1;
/// scales are factors; opacities multiply the layer's own. Change a value here and in
/// `Estimates.md` together.
public enum EffectConstants {
    // MARK: - Options

    /// [EST] The allowed speed multipliers. Apple's renderer clamps the speed to 0.5…2 unless told not to
    /// (SF-SEMANTICS 3.4); we always clamp.
    public static let speedRange: ClosedRange<Double> = 0.5...2
    /// [EST] The rest between two plays of a repeated discrete effect when the options give no delay:
    /// long enough to read each play as a separate gesture.
    public static let repeatDelay = 0.3
    /// [EST] The rest between plays of rotate and variable colour when the options give no delay: none,
    /// so a repeating spin or sweep loops seamlessly (SwiftUI's "continuous" repeat).
    public static let continuousRepeatDelay = 0.0
    /// [EST] The longest a by-layer effect waits between its first motion group and its last: the
    /// stagger shrinks so that the last starts this long after the first. No symbol of ours reaches it
    /// (five groups 0.15 s apart start within 0.6 s), nor does one of nine groups at the longest
    /// stagger (0.15 s); a plain file of 1,000 paths, 1,000 groups, wiggled for 100.5 s (3,016 frames
    /// of 1,000 layers, 3.3 GB in memory).
    public static let maximumStaggerSpread = 1.2

    // MARK: - Bounce

    /// [EST] The peak scale of `bounce.up` (SF-SEMANTICS 3.6: 1 → 1.18 → 0.94 → 1).
    public static let bounceScaleUp = 1.18
    /// [EST] The lowest scale of `bounce.down` (SF-SEMANTICS 3.6: 1 → 0.82 → 1.04 → 1).
    public static let bounceScaleDown = 0.82
    /// [EST] How long the push to the peak (or trough) takes: a quick kick, about a quarter of the bounce.
    public static let bounceRiseDuration = 0.14
    /// [EST] The shape of the push: ease-out, so the bounce starts with a kick and arrives at the peak at
    /// rest, where the spring takes over with matching (zero) velocity.
    public static let bounceRiseCurve = UnitCurve.easeOut
    /// [EST] The spring that pulls the scale back to 1 from the peak. Bounce 0.55 (ζ = 0.45) overshoots by
    /// about 20 % of the amplitude (1.18 → ≈0.963), close to the table's 0.94 without a second visible
    /// wobble; duration 0.33 s keeps the whole bounce near the table's 0.55 s.
    public static let bounceReleaseSpring = Spring(duration: 0.33, bounce: 0.55)
    /// [EST] One motion group's bounce, push and release (SF-SEMANTICS 3.6: ≈0.55 s). The scale is exactly
    /// 1 from here on.
    public static let bounceDuration = 0.55
    /// [EST] The final stretch of the bounce over which the spring's remaining wobble (at most 4.2 % of
    /// the amplitude there, 0.8 % of the size at the 1.18 peak) is faded out with a smoothstep, so the
    /// bounce ends exactly at rest without a jump.
    public static let bounceSettleDuration = 0.12
    /// [EST] The delay between motion groups in by-layer bounce (SF-SEMANTICS 3.3: 0.10–0.15 s).
    public static let bounceStagger = 0.12

    // MARK: - Pulse

    /// [EST] The lowest opacity of a pulsing layer (SF-SEMANTICS 3.6: 1 → 0.35 → 1).
    public static let pulseOpacity = 0.35
    /// [EST] One pulse, fade out and back (SF-SEMANTICS 3.6: ≈1 s).
    public static let pulseDuration = 1.0
    /// [EST] The curve of each half of the pulse: ease-in-out, a calm breath of opacity.
    public static let pulseCurve = UnitCurve.easeInOut
    /// [EST] The delay between motion groups in by-layer pulse: a little longer than bounce's, since a
    /// pulse is slower.
    public static let pulseStagger = 0.15

    // MARK: - Scale

    /// [EST] The held scale of `scale.up` (SF-SEMANTICS 3.6).
    public static let scaleUp = 1.15
    /// [EST] The held scale of `scale.down` (SF-SEMANTICS 3.6).
    public static let scaleDown = 0.85
    /// [EST] The spring into the held scale: snappy, 0.35 s (SF-SEMANTICS 3.6), overshooting by < 1 %.
    public static let scaleSpring = Spring.snappy(duration: 0.35)
    /// [EST] How long one motion group takes to reach its held scale; exactly held from here on.
    public static let scaleDuration = 0.5
    /// [EST] The final stretch over which the spring's remaining motion is faded out.
    public static let scaleSettleDuration = 0.1
    /// [EST] The delay between motion groups in by-layer scale (SF-SEMANTICS 3.3: 0.10–0.15 s).
    public static let scaleStagger = 0.1

    // MARK: - Variable colour

    /// [EST] The opacity of inactive layers with `dimInactiveLayers` (SF-SEMANTICS 1.9 and 3.6: 0.3).
    public static let variableColorInactiveOpacity = 0.3
    /// [EST] The time between two successive layers turning on (SF-SEMANTICS 3.6: ≈0.15 s).
    public static let variableColorStep = 0.15
    /// [EST] How long a layer stays highlighted in the iterative style, fades included (SF-SEMANTICS
    /// 3.6: ≈0.2 s of highlight plus the fades).
    public static let variableColorHighlightDuration = 0.3
    /// [EST] How long a layer takes to turn fully on or off: a third of the highlight.
    public static let variableColorFadeDuration = 0.1

    // MARK: - Wiggle

    /// [EST] How far a linear wiggle moves, as a fraction of the symbol's width (SF-SEMANTICS 3.6: 8–10 %).
    public static let wiggleDistanceFraction = 0.08
    /// [EST] How far a rotational wiggle turns, in degrees (SF-SEMANTICS 3.6: ±12–15°).
    public static let wiggleRotationDegrees = 12.0
    /// [EST] The wiggle as (position in units of the amplitude, seconds to get there) keyframes, played
    /// as cubic keyframes (a smooth Catmull-Rom path): 0 → +1 → −1 → +½ → 0 over 0.6 s (SF-SEMANTICS 3.6).
    public static let wiggleKeyframes: [(value: Double, duration: Double)] = [
        (1, 0.15), (-1, 0.2), (0.5, 0.15), (0, 0.1),
    ]
    /// [EST] The delay between motion groups in by-layer wiggle.
    public static let wiggleStagger = 0.1

    // MARK: - Rotate

    /// [EST] One full turn (SF-SEMANTICS 3.6: 360° in ≈1 s).
    public static let rotateDuration = 1.0
    /// [EST] The curve of a single turn: ease-in-out, so a discrete spin starts and stops gently. A
    /// turn repeating without pause spins linearly instead.
    public static let rotateCurve = UnitCurve.easeInOut
    /// [EST] The delay between rotating motion groups: none. Rotating parts (fan blades, gears) turn
    /// together.
    public static let rotateStagger = 0.0

    // MARK: - Breathe

    /// [EST] The largest scale of a breath (SF-SEMANTICS 3.6: 1 → 1.08 → 1).
    public static let breatheScale = 1.08
    /// [EST] The lowest opacity of a plain breath (SF-SEMANTICS 3.6: 1 → 0.75 → 1).
    public static let breatheOpacity = 0.75
    /// [EST] The lowest opacity of `breathe.pulse`, which "pulses layers as they breathe": as deep as a
    /// pulse.
    public static let breathePulseOpacity = 0.35
    /// [EST] One breath, in and out, sinusoidal (SF-SEMANTICS 3.6: 1.6–2.0 s).
    public static let breatheDuration = 1.8
    /// [EST] The delay between motion groups in by-layer breathe.
    public static let breatheStagger = 0.15

    // MARK: - Appear and disappear

    /// [EST] The back plane: the scale `appear.up` grows from and `disappear.down` shrinks to
    /// (SF-SEMANTICS 3.6: 0.6).
    public static let appearSmallScale = 0.6
    /// [EST] The front plane: the scale `appear.down` shrinks from and `disappear.up` grows to
    /// (SF-SEMANTICS 3.6: 1.4).
    public static let appearLargeScale = 1.4
    /// [EST] The spring of appear and disappear: smooth, 0.35 s (SF-SEMANTICS 3.6), no overshoot so the
    /// opacity never leaves 0…1.
    public static let appearSpring = Spring.smooth(duration: 0.35)
    /// [EST] One motion group's appearance or disappearance; exactly finished from here on.
    public static let appearDuration = 0.45
    /// [EST] The final stretch over which the spring's remaining motion is faded out.
    public static let appearSettleDuration = 0.1
    /// [EST] The delay between motion groups in by-layer appear and disappear (SF-SEMANTICS 3.3).
    public static let appearStagger = 0.1

    // MARK: - Replace

    /// [EST] The scale the outgoing symbol shrinks to in `downUp` (SF-SEMANTICS 3.6: 0.6).
    public static let replaceOutgoingScaleDown = 0.6
    /// [EST] The scale the outgoing symbol grows to in `upUp`: towards the viewer, less than appear's
    /// front plane because it fades out quickly.
    public static let replaceOutgoingScaleUp = 1.25
    /// [EST] How long the outgoing symbol takes to leave (SF-SEMANTICS 3.6: 0–0.25 s).
    public static let replaceOutgoingDuration = 0.25
    /// [EST] The curve of the outgoing symbol: ease-in, it accelerates away.
    public static let replaceOutgoingCurve = UnitCurve.easeIn
    /// [EST] When the incoming symbol starts, overlapping the outgoing one (SF-SEMANTICS 3.6: ≈0.15 s).
    public static let replaceIncomingDelay = 0.15
    /// [EST] The scale the incoming symbol grows from (SF-SEMANTICS 3.6: 0.6).
    public static let replaceIncomingScale = 0.6
    /// [EST] The spring of the incoming symbol: snappy, 0.35 s, a hint of overshoot as it lands.
    public static let replaceIncomingSpring = Spring.snappy(duration: 0.35)
    /// [EST] How long one motion group of the incoming symbol takes; exactly at rest from here on.
    public static let replaceIncomingDuration = 0.45
    /// [EST] The final stretch over which the incoming spring's remaining motion is faded out.
    public static let replaceSettleDuration = 0.1
    /// [EST] The delay between motion groups of each symbol in by-layer replace.
    public static let replaceStagger = 0.08
    /// [EST] How long a layer two symbols share takes, in Magic Replace, to glide from where the outgoing
    /// symbol has it to where the incoming one does (a bell making room for a badge): as long as the
    /// incoming symbol takes to land.
    public static let replaceMagicGlideDuration = 0.45
    /// [EST] The curve of that glide: ease-in-out, no overshoot.
    public static let replaceMagicGlideCurve = UnitCurve.easeInOut

    // MARK: - Draw on and off

    /// [EST] How long one motion group takes to draw on or off (SF-SEMANTICS 3.6: the trim goes 0 → 1
    /// over ≈0.5–0.7 s).
    public static let drawDuration = 0.6
    /// [EST] The curve of the trim: ease-in-out (SF-SEMANTICS 3.6), a pen that sets off and lands gently.
    public static let drawCurve = UnitCurve.easeInOut
    /// [EST] The delay between motion groups drawn by layer (SF-SEMANTICS 3.3: ≈0.2 × the draw duration).
    public static let drawStagger = 0.12
    /// [EST] The longest `individually` waits between its first motion group and its last: eight groups
    /// each drawn whole before the next starts. Beyond that the groups overlap, as ``maximumStaggerSpread``
    /// makes every other effect's do.
    public static let drawIndividualSpread = 4.8
}
