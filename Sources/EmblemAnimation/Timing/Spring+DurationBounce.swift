extension Spring {
    /// A spring that settles in about `duration` seconds with the given bounciness.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (for an undamped spring, the period), in seconds.
    ///     Default 0.5.
    ///   - bounce: 0 for no overshoot (critically damped), towards 1 for more oscillation, negative for
    ///     an over-damped, "flatter" spring. Default 0. The damping ratio is ζ = 1 − bounce for
    ///     bounce ≥ 0 and ζ = 1 / (1 + bounce) for −1 < bounce < 0; bounce ≤ −1 is clamped to
    ///     −0.999 (ζ = 1000) [EST: SwiftUI's ζ = ∞ there has no finite spring].
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// The perceptual duration: `2π / ω₀`, the same as ``response``.
    public var duration: Double { response }

    /// The bounciness: `1 − ζ` when ζ ≤ 1, `1/ζ − 1` when over-damped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// ζ for a bounce value (see `init(duration:bounce:)`).
    static func dampingRatio(bounce: Double) -> Double {
        if bounce >= 0 { return 1 - bounce }
        return 1 / (1 + max(bounce, -0.999))
    }
}
