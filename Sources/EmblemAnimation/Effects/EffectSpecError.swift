/// Why a symbol-effect name such as `bounce.up.byLayer` could not be parsed.
///
/// ```swift
/// do { _ = try SymbolEffectSpec.parse("wiggle.sideways") }
/// catch { print(error.message) }
/// // unknown modifier 'sideways' for wiggle; expected one of up, down, left, right, forward, …
/// ```
public struct EffectSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is; new codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier such as `"unknownModifier"`.
        public let rawValue: String
        /// The text was empty (or only whitespace).
        public static let emptySpec = Code(rawValue: "emptySpec")
        /// The first component is not an effect name.
        public static let unknownEffect = Code(rawValue: "unknownEffect")
        /// A component is not a modifier of that effect (or is empty).
        public static let unknownModifier = Code(rawValue: "unknownModifier")
        /// Two modifiers choose different values of the same setting (`up` and `down`), or one repeats.
        public static let conflictingModifiers = Code(rawValue: "conflictingModifiers")
        /// `custom(…)` does not hold a number of degrees.
        public static let invalidAngle = Code(rawValue: "invalidAngle")
        /// `replace` came without `:OTHER`, the symbol to replace with.
        public static let missingReplacement = Code(rawValue: "missingReplacement")
        /// An effect other than `replace` came with `:OTHER`.
        public static let unexpectedReplacement = Code(rawValue: "unexpectedReplacement")
        public var description: String { rawValue }
    }

    /// What kind of problem it is.
    public let code: Code
    /// A full-sentence explanation that names the accepted alternatives.
    public let message: String
    /// The text that was being parsed.
    public let text: String

    /// An error; the library makes these, callers match on ``code``.
    public init(code: Code, message: String, text: String) {
        self.code = code
        self.message = message
        self.text = text
    }

    public var description: String { message }
}
