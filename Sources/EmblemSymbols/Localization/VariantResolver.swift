import EmblemGeometry

/// Chooses which design of a symbol to draw for a locale and layout direction, working on variant suffixes only.
///
/// The fallback chain (also as data in ``fallbackChain``); the first available candidate wins:
///
/// 1. **Script variants** for the locale, from ``scriptVariantCandidates(for:)``: `zh-Hant` → `zh.traditional`
///    then `zh`; `zh-Hans` → `zh`; `ja`; `ko`; `th`; Hebrew script → `he`; Arabic script (`fa`, `ur`, `ps`, `sd`,
///    `ug`, `ckb`, `ku-Arab`, `pa-Arab` …) → `ar`; `mr` → `mr` then `hi`; other Devanagari → `hi`; `bn`/`as` →
///    `bn`; `gu`, `kn`, `ml`, `or`, `pa` (Gurmukhi), `ta`, `te`, `si`, `sat`, `mni`, `km`, `my`, `el`; Cyrillic →
///    `ru`. The digit rule: a symbol that shows digits (``VariantContent``) takes none of them for a locale
///    with Latin digits (`-u-nu-latn`); a symbol of letters keeps them. A script variant is drawn for
///    its writing system, so it is used unflipped **whatever the layout direction**: `ar` with an explicit
///    left-to-right layout still gets the `ar` variant.
/// 2. **`rtl`**, when the layout is right-to-left, whatever the mirroring (a designer drew it; SF-SEMANTICS 4.3).
/// 3. **The base design flipped**, when the layout is right-to-left and the mirroring is ``SymbolMirroring/mirrors``.
///    A ``SymbolMirroring/fixed`` symbol never flips; a ``SymbolMirroring/hasRTLVariant`` symbol whose `rtl` file
///    is missing does not flip either (its design is not meant to be flipped).
/// 4. **The base design.**
///
/// The layout direction is the explicit `direction` when given (`en` + right-to-left → `rtl` or the mirrored base),
/// else the locale's ``LanguageTag/characterDirection``, else left-to-right. A locale whose script is unknown
/// (`und`, `x-private`, a language missing from the likely-script table) has no script variants and falls back
/// down the chain; ``resolve(available:localeIdentifier:direction:mirroring:)`` does the same for text that is not
/// a valid tag, saying so in the reason.
///
/// ```swift
/// let resolution = VariantResolver().resolve(
///     available: ["rtl", "zh"], locale: try LanguageTag(parsing: "zh-HK"), direction: nil, mirroring: .mirrors)
/// resolution.suffix  // "zh"  (tried "zh.traditional" first)
/// resolution.steps   // [zh.traditional: missing, zh: available]
/// ```
///
/// Complexity: O(*n*) in the number of available suffixes.
public struct VariantResolver: Hashable, Sendable {
    public init() {}

    /// Resolves the design to draw.
    ///
    /// - Parameters:
    ///   - available: The variant suffixes the symbol has (`["rtl", "he", "ar", "zh", "zh.traditional"]`),
    ///     compared case-insensitively.
    ///   - locale: The locale, or `nil` for none (only the direction then matters).
    ///   - direction: An explicit layout direction, or `nil` to take the locale's.
    ///   - mirroring: How the symbol behaves in a right-to-left layout.
    ///   - content: What the symbol's script variants draw, letters or digits (only digits follow the locale's
    ///     numbering system).
    public func resolve(
        available: Set<String>, locale: LanguageTag?, direction: LayoutDirection?, mirroring: SymbolMirroring,
        content: VariantContent = .letters
    ) -> VariantResolution {
        resolve(
            available: available, locale: locale, invalidIdentifier: nil, direction: direction, mirroring: mirroring,
            content: content)
    }

    /// Resolves the design to draw for a locale given as text; text that is not a valid BCP 47 tag resolves as
    /// if no locale were given, and the reason says so.
    public func resolve(
        available: Set<String>, localeIdentifier: String?, direction: LayoutDirection?, mirroring: SymbolMirroring,
        content: VariantContent = .letters
    ) -> VariantResolution {
        let locale = localeIdentifier.flatMap { try? LanguageTag(parsing: $0) }
        return resolve(
            available: available, locale: locale, invalidIdentifier: locale == nil ? localeIdentifier : nil,
            direction: direction, mirroring: mirroring, content: content)
    }

    private func resolve(
        available: Set<String>, locale: LanguageTag?, invalidIdentifier: String?, direction: LayoutDirection?,
        mirroring: SymbolMirroring, content: VariantContent
    ) -> VariantResolution {
        let available = Set(available.map { $0.lowercased() })
        let effectiveDirection = direction ?? locale?.characterDirection ?? .leftToRight
        let explanation = Explanation(
            locale: locale, invalidIdentifier: invalidIdentifier, isDirectionExplicit: direction != nil,
            direction: effectiveDirection, mirroring: mirroring, content: content)
        var steps: [ResolutionStep] = []
        func finish(_ suffix: String?, mirrored: Bool, _ reason: String) -> VariantResolution {
            VariantResolution(
                suffix: suffix, isMirrored: mirrored, direction: effectiveDirection, steps: steps, reason: reason)
        }

        let candidates = locale.map { Self.scriptVariantCandidates(for: $0, content: content) } ?? []
        for candidate in candidates {
            let isAvailable = available.contains(candidate)
            steps.append(ResolutionStep(kind: .scriptVariant, suffix: candidate, isAvailable: isAvailable))
            if isAvailable {
                let missing = steps.dropLast().compactMap(\.suffix)
                return finish(candidate, mirrored: false, explanation.scriptVariantChosen(candidate, missing: missing))
            }
        }
        let noScriptVariant = explanation.noScriptVariant(candidates: candidates)

        if effectiveDirection == .rightToLeft {
            let hasRTL = available.contains("rtl")
            steps.append(ResolutionStep(kind: .rightToLeftVariant, suffix: "rtl", isAvailable: hasRTL))
            if hasRTL {
                return finish("rtl", mirrored: false, explanation.sentence(noScriptVariant, "the symbol has an “rtl” "
                    + "variant, so that variant is used unflipped"))
            }
            if mirroring == .mirrors {
                steps.append(ResolutionStep(kind: .mirroredBase, suffix: nil, isAvailable: true))
                return finish(nil, mirrored: true, explanation.sentence(noScriptVariant, "the symbol has no “rtl” "
                    + "variant and mirrors, so the base design is flipped horizontally"))
            }
        }
        steps.append(ResolutionStep(kind: .base, suffix: nil, isAvailable: true))
        return finish(nil, mirrored: false, explanation.sentence(noScriptVariant, explanation.baseResult))
    }
}

/// Builds the one-sentence reasons of ``VariantResolver``.
private struct Explanation {
    var locale: LanguageTag?
    var invalidIdentifier: String?
    var isDirectionExplicit: Bool
    var direction: LayoutDirection
    var mirroring: SymbolMirroring
    var content: VariantContent

    func scriptVariantChosen(_ suffix: String, missing: [String]) -> String {
        let name = locale.map { "“\($0.identifier)”" } ?? "the locale"
        let script = locale?.script.map { " is written in the \($0) script" } ?? ""
        if missing.isEmpty {
            return "The locale \(name)\(script), so the “\(suffix)” variant is used."
        }
        return "The locale \(name)\(script) and the symbol has no \(Self.list(missing)) variant, so the “\(suffix)” "
            + "variant is used."
    }

    /// Why no script variant was used, or `nil` when no locale was given.
    func noScriptVariant(candidates: [String]) -> String? {
        if let invalidIdentifier {
            return "the locale “\(invalidIdentifier)” is not a valid BCP 47 language tag, so no locale variant applies"
        }
        guard let locale else { return nil }
        let name = "“\(locale.identifier)”"
        if !candidates.isEmpty { return "the symbol has no \(Self.list(candidates)) variant for the locale \(name)" }
        if VariantResolver.skipsScriptVariants(locale, content: content) {
            return "the locale \(name) writes Latin digits and the symbol shows digits, so no script variant applies"
        }
        guard let script = locale.script else {
            return "the script of the locale \(name) is unknown, so no script variant applies"
        }
        return "the locale \(name) is written in the \(script) script, which has no script-specific variants"
    }

    var directionClause: String {
        let source = isDirectionExplicit ? " (set explicitly)" : locale != nil ? " (from the locale)" : ""
        return "the layout is \(direction == .rightToLeft ? "right-to-left" : "left-to-right")\(source)"
    }

    var baseResult: String {
        guard direction == .rightToLeft else { return "so the base design is used" }
        return switch mirroring {
        case .fixed: "the symbol has no “rtl” variant and is fixed, so the base design is used unflipped"
        case .hasRTLVariant: "the symbol's “rtl” variant is missing, so the base design is used unflipped"
        case .mirrors: "so the base design is used"  // Not reached: a mirroring symbol flips.
        }
    }

    /// “<why no script variant>; <direction> and <result>.” as one capitalised sentence.
    func sentence(_ noScriptVariant: String?, _ result: String) -> String {
        let joiner = result.hasPrefix("so ") ? ", " : " and "
        let tail = directionClause + joiner + result
        let text = [noScriptVariant, tail].compactMap { $0 }.joined(separator: "; ")
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    static func list(_ suffixes: [String]) -> String {
        suffixes.map { "“\($0)”" }.joined(separator: " or ")
    }
}
