extension Animation {
    /// This animation, starting `delay` seconds later; before that the progress is 0.
    /// Negative delays count as 0.
    public func delay(_ delay: Double) -> Animation {
        adding(.delay(max(0, delay)))
    }

    /// This animation played `speed` times as fast (2 halves every time). Defaults: none; negative
    /// speeds count as 0, which freezes the animation at its start forever.
    public func speed(_ speed: Double) -> Animation {
        adding(.speed(max(0, speed)))
    }

    /// This animation played `repeatCount` times in total.
    ///
    /// - Parameters:
    ///   - repeatCount: The number of runs, **counting both directions** when autoreversing, as SwiftUI
    ///     does: `repeatCount(2, autoreverses: true)` goes there and back, and any even count ends at
    ///     the start (progress 0 for curves). Counts below 1 count as 1 [EST].
    ///   - autoreverses: Whether every second run plays backwards (progress `1 − p`). Default `true`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeat(count: max(1, repeatCount), autoreverses: autoreverses))
    }

    /// This animation repeated without end. `autoreverses` defaults to `true`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeat(count: nil, autoreverses: autoreverses))
    }
}
