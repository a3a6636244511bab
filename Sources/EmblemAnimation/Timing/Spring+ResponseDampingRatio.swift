extension Spring {
    /// A spring from its response and damping ratio, as SwiftUI's `spring(response:dampingFraction:)`
    /// describes it.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, `2π/ω₀`, in seconds. No default.
    ///   - dampingRatio: ζ: 1 is critically damped, less oscillates, more is over-damped.
    ///
    /// ω_d = ±√|1 − ζ²|·2π/response (negative when ζ > 1) and λ = ζ·2π/response, with mass 1.
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        let magnitude = abs(1 - dampingRatio * dampingRatio).squareRoot() * omega
        self.init(angularFrequency: dampingRatio > 1 ? -magnitude : magnitude,
                  decayConstant: dampingRatio * omega, mass: 1)
    }

    /// The period of the equivalent undamped spring, `2π / √(λ² + ω_d·|ω_d|)`, in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// ζ = λ / ω₀: 1 for critical damping, below 1 when the spring oscillates.
    public var dampingRatio: Double { decayConstant / naturalFrequency }
}
