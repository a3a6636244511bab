/// A symbol effect named the way SwiftUI spells it, for the command line: `bounce.up.byLayer`,
/// `variableColor.cumulative.nonReversing.hideInactiveLayers`, `wiggle.custom(30)`, `drawOff.reversed.individually`,
/// `replace.downUp:bell.slash`, `replace.magic:bell.slash`.
///
/// The first component is the effect (``Name``), the others its modifiers, applied in order as SwiftUI
/// modifiers are. Names and modifiers match without regard to case. A wiggle's custom axis is written
/// `custom(30)` or `custom(angle: 30)`, in degrees clockwise from +x (SwiftUI's `custom(angle:)`).
/// Replace names the incoming symbol after a colon; everything after the first colon (outside
/// parentheses), trimmed, is the name, dots included.
///
/// ```swift
/// let spec = try SymbolEffectSpec.parse("rotate.clockwise.byLayer")
/// let effect = spec.makeEffect()        // a RotateSymbolEffect
/// spec.description                      // "rotate.clockwise.byLayer"
/// ```
public struct SymbolEffectSpec: Hashable, Sendable, CustomStringConvertible {
    /// The effects that can be named.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// ``AppearSymbolEffect``.
        case appear
        /// ``BounceSymbolEffect``.
        case bounce
        /// ``BreatheSymbolEffect``.
        case breathe
        /// ``DisappearSymbolEffect``.
        case disappear
        /// ``DrawOffSymbolEffect``.
        case drawOff
        /// ``DrawOnSymbolEffect``.
        case drawOn
        /// ``PulseSymbolEffect``.
        case pulse
        /// ``ReplaceSymbolEffect``; needs `:OTHER`.
        case replace
        /// ``RotateSymbolEffect``.
        case rotate
        /// ``ScaleSymbolEffect``.
        case scale
        /// ``VariableColorSymbolEffect``.
        case variableColor
        /// ``WiggleSymbolEffect``.
        case wiggle
    }

    /// The effect.
    public let name: Name
    /// The modifiers, in the order written, validated for ``name``.
    let modifiers: [SymbolEffectModifier]
    /// For `replace`, the name of the incoming symbol; `nil` otherwise.
    public let replacementSymbolName: String?

    /// The modifiers in canonical spelling, in the order written (`["up", "byLayer"]`).
    public var modifierNames: [String] { modifiers.map(\.description) }

    /// The canonical spelling: `name.modifier…[:replacement]`.
    public var description: String {
        let base = ([name.rawValue] + modifierNames).joined(separator: ".")
        return replacementSymbolName.map { "\(base):\($0)" } ?? base
    }

    /// The effect the spec names, with default options. For `replace` this is the
    /// ``ReplaceSymbolEffect`` itself; use ``makeReplaceEffect()`` and ``replacementSymbolName`` to play
    /// both symbols.
    public func makeEffect() -> any SymbolEffect {
        switch name {
        case .appear: return modifiers.reduce(AppearSymbolEffect()) { $1.apply(to: $0) }
        case .bounce: return modifiers.reduce(BounceSymbolEffect()) { $1.apply(to: $0) }
        case .breathe: return modifiers.reduce(BreatheSymbolEffect()) { $1.apply(to: $0) }
        case .disappear: return modifiers.reduce(DisappearSymbolEffect()) { $1.apply(to: $0) }
        case .drawOff: return modifiers.reduce(DrawOffSymbolEffect()) { $1.apply(to: $0) }
        case .drawOn: return modifiers.reduce(DrawOnSymbolEffect()) { $1.apply(to: $0) }
        case .pulse: return modifiers.reduce(PulseSymbolEffect()) { $1.apply(to: $0) }
        case .replace: return modifiers.reduce(ReplaceSymbolEffect()) { $1.apply(to: $0) }
        case .rotate: return modifiers.reduce(RotateSymbolEffect()) { $1.apply(to: $0) }
        case .scale: return modifiers.reduce(ScaleSymbolEffect()) { $1.apply(to: $0) }
        case .variableColor: return modifiers.reduce(VariableColorSymbolEffect()) { $1.apply(to: $0) }
        case .wiggle: return modifiers.reduce(WiggleSymbolEffect()) { $1.apply(to: $0) }
        }
    }

    /// The replacement the spec names, or `nil` when it names another effect.
    public func makeReplaceEffect() -> ReplaceSymbolEffect? {
        guard name == .replace else { return nil }
        return modifiers.reduce(ReplaceSymbolEffect()) { $1.apply(to: $0) }
    }

    /// Parses `text` (surrounding whitespace ignored).
    ///
    /// - Throws: ``EffectSpecError`` for an empty text, an unknown effect or modifier, conflicting or
    ///   repeated modifiers, a bad angle, or a missing or unexpected `:OTHER`.
    public static func parse(_ text: String) throws(EffectSpecError) -> SymbolEffectSpec {
        try SymbolEffectSpecParser(text: text).parse()
    }

    init(name: Name, modifiers: [SymbolEffectModifier], replacementSymbolName: String?) {
        self.name = name
        self.modifiers = modifiers
        self.replacementSymbolName = replacementSymbolName
    }
}
