extension Animation {
    /// An animation that moves along `spring` from 0 to 1, starting at rest. It ends at the spring's
    /// ``Spring/settlingDuration`` (never, for an undamped spring).
    public static func spring(_ spring: Spring) -> Animation {
        Animation(base: .spring(spring))
    }

    /// `.spring(Spring(duration: duration, bounce: bounce))`. Defaults: duration none (so that
    /// `.spring()` keeps meaning SwiftUI's response form), bounce 0.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce))
    }

    /// `.spring(Spring(response: response, dampingRatio: dampingFraction))`. Defaults: response 0.5,
    /// dampingFraction 0.825, so `.spring()` equals ``spring``.
    ///
    /// SwiftUI runs this form as a retargetable, numerically integrated spring; Emblem's animations are
    /// never retargeted, so the closed form is used (identical motion for a single, uninterrupted run).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction))
    }

    /// SwiftUI's default spring: response 0.5, damping ratio 0.825 (settles in about 0.90 s).
    public static let spring = spring(response: 0.5, dampingFraction: 0.825)

    /// The default animation: `.spring`, as in SwiftUI since the 2023 SDKs.
    public static let `default` = spring

    /// `.spring(.smooth)`: duration 0.5, bounce 0.
    public static let smooth = spring(.smooth)
    /// `.spring(.snappy)`: duration 0.5, bounce 0.15.
    public static let snappy = spring(.snappy)
    /// `.spring(.bouncy)`: duration 0.5, bounce 0.3.
    public static let bouncy = spring(.bouncy)

    /// `.spring(.smooth(duration:extraBounce:))`. Defaults: duration 0.5, extraBounce 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// `.spring(.snappy(duration:extraBounce:))`. Defaults: duration 0.5, extraBounce 0.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// `.spring(.bouncy(duration:extraBounce:))`. Defaults: duration 0.5, extraBounce 0.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A quick, slightly bouncy spring: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    /// Defaults: duration 0.15, extraBounce 0. SwiftUI's blend duration (0.25) only matters when
    /// retargeting, which Emblem never does, so it is not modelled.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: 0.15 + extraBounce))
    }

    /// An analytic spring from physical coefficients. Defaults: mass 1, allowOverDamping false (the
    /// spring is clamped to critical damping otherwise).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
    ) -> Animation {
        spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping))
    }
}
