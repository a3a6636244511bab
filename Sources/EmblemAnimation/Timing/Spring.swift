/// A damped harmonic oscillator that moves a value towards a target, described the way SwiftUI's
/// `Spring` is.
///
/// A spring is stored in one canonical form: the damped angular frequency ω_d (``angularFrequency``,
/// signed: negative marks an over-damped spring, whose "frequency" is the imaginary part), the decay
/// constant λ (``decayConstant``) and the ``mass``. Every other description (duration and bounce,
/// response and damping ratio, mass/stiffness/damping, settling duration) is an initializer and a computed
/// property, so two springs that behave the same compare equal.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)  // same as .bouncy
/// spring.stiffness                                // 157.91…
/// spring.value(target: 1, initialVelocity: 0, time: 0.25)
/// ```
///
/// The motion solves m·x″ = −k·(x − target) − c·x′ with x(0) = 0 and x′(0) = v₀.
public struct Spring: Hashable, Sendable {
    /// The damped angular frequency ω_d in radians per second: `√|k/m − λ²|`, negative when the spring
    /// is over-damped (λ² > k/m) and 0 when it is critically damped.
    public let angularFrequency: Double
    /// The decay constant λ = c / (2m) in 1/s: how fast oscillations die out.
    public let decayConstant: Double
    /// The mass m. 1 unless the spring was made with `init(mass:stiffness:damping:allowOverDamping:)`.
    public let mass: Double

    /// A spring from its canonical form, as stored. Prefer the descriptive initializers.
    public init(angularFrequency: Double, decayConstant: Double, mass: Double = 1) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.mass = mass
    }

    /// The undamped natural angular frequency ω₀ = √(k/m) = √(λ² + ω_d·|ω_d|).
    var naturalFrequency: Double {
        (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// Which closed form describes the motion.
    enum Regime { case underDamped, criticallyDamped, overDamped }

    /// |ω_d| at or below 1e-7·λ counts as critical: the oscillating and over-damped closed forms divide
    /// by ω_d and lose precision near it, while the critical form differs from them by O((ω_d·t)²).
    var regime: Regime {
        if abs(angularFrequency) <= 1e-7 * decayConstant { return .criticallyDamped }
        return angularFrequency > 0 ? .underDamped : .overDamped
    }
}
