/// Parses the text of a ``SymbolEffectSpec``: `effect[.modifier]*[:OTHER]`.
struct SymbolEffectSpecParser {
    /// The text as given.
    let text: String

    func parse() throws(EffectSpecError) -> SymbolEffectSpec {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else {
            throw error(.emptySpec, "empty effect name; expected one of \(Self.effectList)")
        }
        let (effectPart, replacement) = Self.splitReplacement(trimmed)
        let components = Self.splitComponents(effectPart)
        let effectText = Self.trimmed(components[0])
        guard let name = SymbolEffectSpec.Name.allCases.first(where: { Self.matches($0.rawValue, effectText) }) else {
            throw error(.unknownEffect, "unknown effect '\(effectText)'; expected one of \(Self.effectList)")
        }
        let modifiers = try parseModifiers(components.dropFirst().map(Self.trimmed), for: name)
        try checkReplacement(replacement, for: name)
        return SymbolEffectSpec(name: name, modifiers: modifiers, replacementSymbolName: replacement.map(Self.trimmed))
    }

    private func parseModifiers(_ texts: [String], for name: SymbolEffectSpec.Name)
        throws(EffectSpecError) -> [SymbolEffectModifier] {
        let allowed = SymbolEffectModifier.allowed(for: name)
        let expected = allowed.map(\.listedName).joined(separator: ", ")
        var modifiers: [SymbolEffectModifier] = []
        for modifierText in texts {
            guard !modifierText.isEmpty else {
                throw error(.unknownModifier, "empty modifier in '\(text)'; expected one of \(expected) after '\(name.rawValue).'")
            }
            let modifier = try parseModifier(modifierText, for: name)
            guard let modifier, modifier.isAllowed(in: allowed) else {
                throw error(.unknownModifier,
                            "unknown modifier '\(modifierText)' for \(name.rawValue); expected one of \(expected)")
            }
            if let earlier = modifiers.first(where: { $0.setting == modifier.setting }) {
                let message = earlier == modifier
                    ? "modifier '\(modifier)' is repeated in '\(text)'; give it once"
                    : "modifiers '\(earlier)' and '\(modifier)' conflict for \(name.rawValue); choose one of them"
                throw error(.conflictingModifiers, message)
            }
            modifiers.append(modifier)
        }
        return modifiers
    }

    /// A keyword modifier, a `custom(…)` axis, or `nil` when the text is neither.
    private func parseModifier(_ modifierText: String, for name: SymbolEffectSpec.Name)
        throws(EffectSpecError) -> SymbolEffectModifier? {
        if let keyword = SymbolEffectModifier.keywords.first(where: { Self.matches($0.description, modifierText) }) {
            return keyword
        }
        guard modifierText.lowercased().hasPrefix("custom("), modifierText.hasSuffix(")") else { return nil }
        var argument = Self.trimmed(String(modifierText.dropFirst("custom(".count).dropLast()))
        if argument.lowercased().hasPrefix("angle:") {
            argument = Self.trimmed(String(argument.dropFirst("angle:".count)))
        }
        guard let angle = Double(argument), angle.isFinite else {
            throw error(.invalidAngle,
                        "invalid angle '\(argument)' in \(name.rawValue).\(modifierText); expected degrees, such as custom(30)")
        }
        return .custom(angle: angle)
    }

    private func checkReplacement(_ replacement: String?, for name: SymbolEffectSpec.Name) throws(EffectSpecError) {
        if name == .replace {
            guard let replacement, !Self.trimmed(replacement).isEmpty else {
                throw error(.missingReplacement,
                            "replace needs the symbol to replace with, as in 'replace.downUp:OTHER'")
            }
        } else if replacement != nil {
            throw error(.unexpectedReplacement,
                        "only replace takes another symbol after ':'; remove it from '\(text)'")
        }
    }

    private func error(_ code: EffectSpecError.Code, _ message: String) -> EffectSpecError {
        EffectSpecError(code: code, message: message, text: text)
    }

    // MARK: Text helpers

    static let effectList = SymbolEffectSpec.Name.allCases.map(\.rawValue).joined(separator: ", ")

    static func matches(_ canonical: String, _ written: String) -> Bool {
        canonical.lowercased() == written.lowercased()
    }

    static func trimmed(_ text: some StringProtocol) -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// The text before the first ':' outside parentheses, and the text after it (if any).
    static func splitReplacement(_ text: String) -> (String, String?) {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case ":" where depth == 0:
                return (String(text[..<index]), String(text[text.index(after: index)...]))
            default: break
            }
        }
        return (text, nil)
    }

    /// The text split at '.' outside parentheses (so `custom(12.5)` stays whole); never empty.
    static func splitComponents(_ text: String) -> [String] {
        var components: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "." where depth == 0:
                components.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        components.append(current)
        return components
    }
}
