extension Spring {
    /// No overshoot: `Spring(duration: 0.5, bounce: 0)`; stiffness 157.91, damping 25.13.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A little overshoot: `Spring(duration: 0.5, bounce: 0.15)`; damping 21.36, settles in 0.877 s.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Visible overshoot: `Spring(duration: 0.5, bounce: 0.3)`; damping 17.59, settles in 1.045 s.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// `Spring(duration: duration, bounce: 0 + extraBounce)`. Defaults: duration 0.5, extraBounce 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// `Spring(duration: duration, bounce: 0.15 + extraBounce)`. Defaults: duration 0.5, extraBounce 0.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `Spring(duration: duration, bounce: 0.3 + extraBounce)`. Defaults: duration 0.5, extraBounce 0.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
