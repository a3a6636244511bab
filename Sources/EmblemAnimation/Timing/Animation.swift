/// How progress from 0 to 1 unfolds over time: a timing curve with a duration, or a spring, modified by
/// delays, speed changes and repetition, as SwiftUI's `Animation` describes it.
///
/// An animation is a pure function of time: ``fraction(at:)`` gives the progress at any instant (it can
/// overshoot 0…1 for springs and reverse when autoreversing) and `nil` once the animation has finished.
///
/// ```swift
/// let animation = Animation.easeInOut(duration: 0.4).delay(0.1).repeatCount(2, autoreverses: true)
/// animation.duration            // 1.0
/// animation.fraction(at: 0.3)   // 0.5
/// ```
///
/// Modifiers compose outer to inner as written: in `.easeIn.delay(1).speed(2)` the speed applies to the
/// delayed animation, so the delay halves too.
public struct Animation: Hashable, Sendable {
    /// The motion being modified.
    enum Base: Hashable, Sendable {
        /// A unit curve stretched over `duration` seconds; ends at `duration`.
        case curve(UnitCurve, duration: Double)
        /// A spring from 0 to 1 at rest; ends at its settling duration.
        case spring(Spring)
    }

    /// One modifier, applied on top of everything before it in ``Animation/modifiers``.
    enum Modifier: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `count == nil` repeats forever.
        case `repeat`(count: Int?, autoreverses: Bool)
    }

    let base: Base
    /// Innermost first.
    let modifiers: [Modifier]

    init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    func adding(_ modifier: Modifier) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier])
    }
}
