/// The clock of one effect: turns the time since the effect started into the time within the current
/// play, applying speed, repetition and the rest between plays.
///
/// Scaled time is `s = max(0, time) · speed`. Play k (from 0) starts at `k · (run + delay)`; during the
/// rest after a play the local time stays at `run`. After the last play the local time is `run` for good.
struct EffectClock: Hashable, Sendable {
    /// One play, at speed 1.
    var runDuration: Double
    /// How many plays; `nil` for forever.
    var repeatCount: Int?
    /// The rest between plays, at speed 1.
    var delay: Double
    /// The speed multiplier, already clamped.
    var speed: Double

    /// A clock for `options`, with `defaultDelay` when the options give none.
    init(runDuration: Double, options: SymbolEffectOptions, defaultDelay: Double, isRepeatable: Bool = true) {
        self.runDuration = max(0, runDuration)
        self.repeatCount = isRepeatable ? options.resolvedRepeatCount : 1
        self.delay = max(0, options.periodicDelay ?? defaultDelay)
        self.speed = options.resolvedSpeed
    }

    /// The total running time in seconds: `(N·run + (N − 1)·delay) / speed`, `nil` when repeating forever.
    var duration: Double? {
        guard let count = repeatCount else { return nil }
        let n = Double(count)
        return (n * runDuration + (n - 1) * delay) / speed
    }

    /// Whether every play has finished by `time` (never when repeating forever).
    func isFinished(at time: Double) -> Bool {
        guard let count = repeatCount else { return false }
        let n = Double(count)
        return max(0, time) * speed >= n * runDuration + (n - 1) * delay
    }

    /// Which play is running at `time` and how far into it (at speed 1, in 0…run).
    func local(at time: Double) -> (iteration: Int, time: Double) {
        let scaled = max(0, time) * speed
        let period = runDuration + delay
        guard period > 0 else { return (0, runDuration) }
        var iteration = (scaled / period).rounded(.down)
        // Division can land a hair below an exact start; a play starts exactly at k · period.
        if scaled - (iteration + 1) * period >= 0 { iteration += 1 }
        if let count = repeatCount, iteration >= Double(count - 1) {
            iteration = Double(count - 1)
        }
        let local = min(scaled - iteration * period, runDuration)
        return (Int(iteration), max(0, local))
    }
}
