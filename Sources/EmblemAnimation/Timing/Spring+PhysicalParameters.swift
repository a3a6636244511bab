extension Spring {
    /// A spring from its physical coefficients.
    ///
    /// - Parameters:
    ///   - mass: m. Default 1.
    ///   - stiffness: k, the spring constant.
    ///   - damping: c, the friction coefficient.
    ///   - allowOverDamping: When `false` (the default, as in SwiftUI), a spring with λ = c/(2m) > √(k/m)
    ///     is clamped to critical damping (λ = √(k/m)).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let natural = (stiffness / mass).squareRoot()
        var decay = damping / (2 * mass)
        var frequency = 0.0
        if decay > natural && !allowOverDamping {
            decay = natural
        } else {
            let difference = stiffness / mass - decay * decay
            frequency = difference < 0 ? -(-difference).squareRoot() : difference.squareRoot()
        }
        self.init(angularFrequency: frequency, decayConstant: decay, mass: mass)
    }

    /// k = m·(λ² + ω_d·|ω_d|), which is m·(ω_d² + λ²) for a spring that oscillates.
    ///
    /// SwiftUI's formula m·(ω_d² + λ²) is wrong for over-damped springs (it does not round-trip
    /// through `init(mass:stiffness:damping:allowOverDamping:)`); the signed square used here does.
    public var stiffness: Double {
        mass * (decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
    }

    /// c = 2·m·λ.
    public var damping: Double { 2 * mass * decayConstant }
}
