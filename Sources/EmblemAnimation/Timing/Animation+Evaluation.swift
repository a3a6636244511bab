import EmblemGeometry

extension Animation {
    /// The total running time in seconds, or `nil` when the animation never ends (repeating forever,
    /// speed 0, or an undamped spring).
    public var duration: Double? {
        let total = duration(modifierCount: modifiers.count)
        return total.isFinite ? total : nil
    }

    /// The progress at `time` seconds after the start, or `nil` once the animation has finished
    /// (`time > duration`, with 1e-9 s of slack for rounding). Times before 0 count as 0.
    ///
    /// Curves give `curve.value(at: t/duration)`; springs give the spring's displacement towards 1, which
    /// can overshoot. When the animation finishes, the caller shows the final model value (progress 1),
    /// even if an autoreversing animation ended at 0.
    public func fraction(at time: Double) -> Double? {
        fraction(at: max(0, time), modifierCount: modifiers.count)
    }

    /// `from` interpolated towards `to` by ``fraction(at:)``, or `to` once the animation has finished.
    public func value<Value: Interpolatable>(from: Value, to: Value, at time: Double) -> Value {
        guard let fraction = fraction(at: time) else { return to }
        return from.interpolated(to: to, fraction: fraction)
    }

    /// Rounding slack when comparing a time with an end time (modifiers rescale times), in seconds.
    static let timeTolerance = 1e-9

    /// The duration of the base with the first `count` modifiers applied; `.infinity` when unbounded.
    private func duration(modifierCount count: Int) -> Double {
        guard count > 0 else {
            switch base {
            case .curve(_, let duration): return max(0, duration)
            case .spring(let spring): return spring.settlingDuration
            }
        }
        let inner = duration(modifierCount: count - 1)
        switch modifiers[count - 1] {
        case .delay(let delay): return inner + delay
        case .speed(let speed): return speed == 0 ? .infinity : inner / speed
        case .repeat(let count, _):
            guard let count, inner.isFinite else { return inner == 0 ? 0 : .infinity }
            return inner * Double(count)
        }
    }

    private func fraction(at time: Double, modifierCount count: Int) -> Double? {
        guard count > 0 else { return baseFraction(at: time) }
        let inner = count - 1
        switch modifiers[inner] {
        case .delay(let delay):
            return fraction(at: max(0, time - delay), modifierCount: inner)
        case .speed(let speed):
            return fraction(at: time * speed, modifierCount: inner)
        case .repeat(let repeats, let autoreverses):
            let period = duration(modifierCount: inner)
            // An unbounded inner animation never hands over to a second run.
            guard period.isFinite else { return fraction(at: time, modifierCount: inner) }
            guard period > 0 else { return repeats == nil ? fraction(at: 0, modifierCount: inner) : nil }
            var iteration = (time / period).rounded(.down)
            if let repeats {
                if time > period * Double(repeats) { return nil }
                iteration = min(iteration, Double(repeats - 1))
            }
            let local = min(time - iteration * period, period)
            guard let value = fraction(at: local, modifierCount: inner) else { return nil }
            let isReversed = autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
            return isReversed ? 1 - value : value
        }
    }

    private func baseFraction(at time: Double) -> Double? {
        switch base {
        case .curve(let curve, let duration):
            if time > duration + Self.timeTolerance { return nil }
            return duration > 0 ? curve.value(at: min(time, duration) / duration) : 1
        case .spring(let spring):
            let end = spring.settlingDuration
            if time > end + Self.timeTolerance { return nil }
            return spring.value(target: 1, initialVelocity: 0, time: min(time, end))
        }
    }
}
