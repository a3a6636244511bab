/// How a symbol effect repeats and how fast it plays, as SwiftUI's `SymbolEffectOptions`.
///
/// ```swift
/// SymbolEffectOptions.repeat(3).speed(2)
/// SymbolEffectOptions.repeat(.periodic(2, delay: 0.5))
/// SymbolEffectOptions.repeating
/// ```
///
/// Repetition applies to discrete effects (bounce, pulse, variable colour, wiggle, rotate, breathe): the
/// whole effect, staggering included, plays ``repeatCount`` times with ``periodicDelay`` seconds of rest
/// between plays, so N plays of a d-second effect last N·d + (N − 1)·delay. Indefinite effects that
/// reach a held state (scale) and transitions (appear, disappear, replace) play once. The speed scales
/// every duration, delays included.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; `nil` means once when ``isRepeating`` is false and forever when
    /// it is true. Values below 1 count as 1. Default `nil`.
    public var repeatCount: Int?
    /// Whether the effect repeats. Default `false`.
    public var isRepeating: Bool
    /// The rest between plays in seconds (at speed 1); `nil` uses
    /// ``EffectConstants/repeatDelay`` (``EffectConstants/continuousRepeatDelay`` for rotate and
    /// variable colour). Default `nil`.
    public var periodicDelay: Double?
    /// The speed multiplier, clamped to ``EffectConstants/speedRange`` (0.5…2, as Apple's renderer
    /// clamps it). Default 1.
    public var speed: Double
    /// Whether the repetition is periodic (`.repeat(.periodic…)`): every play "starts and stops", even
    /// with no rest between plays, so a repeating rotate eases each turn instead of spinning at constant
    /// speed as it does for `.repeating` and `.repeat(.continuous)`. Default `false`.
    public var isPeriodic: Bool

    /// Options with every value given; prefer the static factories.
    public init(repeatCount: Int? = nil, isRepeating: Bool = false, periodicDelay: Double? = nil, speed: Double = 1,
                isPeriodic: Bool = false) {
        self.repeatCount = repeatCount
        self.isRepeating = isRepeating
        self.periodicDelay = periodicDelay
        self.speed = speed
        self.isPeriodic = isPeriodic
    }

    /// Play once at speed 1.
    public static let `default` = SymbolEffectOptions()
    /// Repeat forever.
    public static let repeating = SymbolEffectOptions(isRepeating: true)
    /// Play exactly once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, isRepeating: false)

    /// Play `count` times; `nil` repeats forever (SwiftUI: "the default number of times").
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Repeat as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions.default.repeat(behavior)
    }
    /// Play at `speed` times the normal speed (clamped to 0.5…2).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, repeating forever.
    public var repeating: SymbolEffectOptions {
        var copy = self
        (copy.isRepeating, copy.repeatCount, copy.isPeriodic) = (true, nil, false)
        return copy
    }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        (copy.isRepeating, copy.repeatCount) = (false, 1)
        return copy
    }
    /// These options, playing `count` times (`nil`: forever).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self
        (copy.isRepeating, copy.repeatCount, copy.isPeriodic) = (true, count, false)
        return copy
    }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.isRepeating = true
        switch behavior.storage {
        case .periodic(let count, let delay): (copy.repeatCount, copy.periodicDelay, copy.isPeriodic) = (count, delay, true)
        case .continuous: (copy.repeatCount, copy.periodicDelay, copy.isPeriodic) = (nil, 0, false)
        }
        return copy
    }
    /// These options at `speed` times the normal speed (clamped to 0.5…2).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }

    /// How many times to play: `nil` for forever.
    var resolvedRepeatCount: Int? {
        if let repeatCount { return max(1, repeatCount) }
        return isRepeating ? nil : 1
    }

    /// The speed multiplier actually used: ``speed`` clamped to ``EffectConstants/speedRange``; NaN
    /// counts as 1.
    var resolvedSpeed: Double {
        guard !speed.isNaN else { return 1 }
        return min(max(speed, EffectConstants.speedRange.lowerBound), EffectConstants.speedRange.upperBound)
    }

    /// How an effect repeats, as SwiftUI's `SymbolEffectOptions.RepeatBehavior`.
    public struct RepeatBehavior: Hashable, Sendable {
        enum Storage: Hashable, Sendable {
            case periodic(count: Int?, delay: Double?)
            case continuous
        }
        let storage: Storage

        /// Play at regular intervals, forever, with the default delay between plays; each play starts
        /// and stops.
        public static let periodic = RepeatBehavior(storage: .periodic(count: nil, delay: nil))
        /// Play `count` times (`nil`: forever) with `delay` seconds between plays (`nil`: the default);
        /// each play starts and stops, even when `delay` is 0.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(storage: .periodic(count: count, delay: delay))
        }
        /// Repeat forever without pauses; rotate then spins at constant speed.
        public static let continuous = RepeatBehavior(storage: .continuous)
    }
}
