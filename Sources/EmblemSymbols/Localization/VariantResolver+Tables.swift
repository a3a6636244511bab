extension VariantResolver {
    /// One link of the fallback chain: which kind of candidate, and when it is tried.
    public struct FallbackRule: Hashable, Sendable {
        public var kind: ResolutionStep.Kind
        public var condition: String
    }

    /// The fallback chain, in order; the first available candidate wins. See ``VariantResolver``.
    public static let fallbackChain: [FallbackRule] = [
        FallbackRule(
            kind: .scriptVariant,
            condition: "When a locale is given: each suffix of scriptVariantCandidates(for:content:) in order, "
                + "whatever the layout direction (none for a symbol of digits and a locale with Latin digits, "
                + "-u-nu-latn)."),
        FallbackRule(kind: .rightToLeftVariant, condition: "When the layout is right-to-left: the “rtl” variant."),
        FallbackRule(
            kind: .mirroredBase,
            condition: "When the layout is right-to-left and the symbol's mirroring is “mirrors”: the base design, "
                + "flipped."),
        FallbackRule(kind: .base, condition: "Always: the base design, unflipped."),
    ]

    /// Script-specific variant suffixes by ISO 15924 script, most specific first (SF-SEMANTICS 4.2).
    ///
    /// | script | suffixes |
    /// |---|---|
    /// | `Hant` (Traditional Chinese) | `zh.traditional`, `zh` |
    /// | `Hans` (Simplified Chinese) | `zh` |
    /// | `Jpan`, `Hira`, `Kana` | `ja` |
    /// | `Kore`, `Hang` | `ko` |
    /// | `Thai` | `th` |
    /// | `Hebr` (he, yi) | `he` |
    /// | `Arab` (ar, fa, ur, ps, sd, ug, ckb, ku-Arab, pa-Arab, az-Arab …) | `ar` |
    /// | `Deva` (hi, ne, sa, mr …) | `hi` (Marathi tries `mr` first, see ``languageVariantCandidates``) |
    /// | `Beng` (bn, as) | `bn` |
    /// | `Gujr` `Knda` `Mlym` `Orya` `Guru` `Taml` `Telu` | `gu` `kn` `ml` `or` `pa` `ta` `te` |
    /// | `Sinh` `Olck` `Mtei` `Khmr` `Mymr` | `si` `sat` `mni` `km` `my` |
    /// | `Grek` | `el` |
    /// | `Cyrl` (ru, uk, bg, be, mk, kk, ky, sr …) | `ru` |
    /// | anything else (`Latn`, `Thaa`, unknown) | none |
    public static let scriptVariantCandidates: [String: [String]] = [
        "Hant": ["zh.traditional", "zh"],
        "Hans": ["zh"],
        "Jpan": ["ja"], "Hira": ["ja"], "Kana": ["ja"],
        "Kore": ["ko"], "Hang": ["ko"],
        "Thai": ["th"],
        "Hebr": ["he"],
        "Arab": ["ar"], "Aran": ["ar"],
        "Deva": ["hi"],
        "Beng": ["bn"],
        "Gujr": ["gu"],
        "Knda": ["kn"],
        "Mlym": ["ml"],
        "Orya": ["or"],
        "Guru": ["pa"],
        "Taml": ["ta"],
        "Telu": ["te"],
        "Sinh": ["si"],
        "Olck": ["sat"],
        "Mtei": ["mni"],
        "Khmr": ["km"],
        "Mymr": ["my"],
        "Grek": ["el"],
        "Cyrl": ["ru"],
    ]

    /// Every suffix a variant file can have: `rtl` and each script or language variant.
    public static let allSuffixes: Set<String> = Set(["rtl"] + scriptVariantCandidates.values.joined()
        + languageVariantCandidates.values.joined())

    /// Language-specific suffixes tried before the script's: Marathi has its own letters (`mr`) but shares
    /// Devanagari digits with Hindi (`hi`); Manipuri's `mni` variants are drawn in Meitei Mayek, while the
    /// language's likely script is Bengali, so `mni` then `bn`.
    public static let languageVariantCandidates: [String: [String]] = [
        "mr": ["mr"],
        "mni": ["mni"],
    ]

    /// The script-variant suffixes for a locale, in the order they are tried: the language's own suffixes, then
    /// its script's, without repeats. A symbol that shows digits (``VariantContent/digits``) tries none for a
    /// locale whose numbering system is Latin (`ar-u-nu-latn`, `hi-u-nu-latn`): its script variants exist for the
    /// script's digits (`1.circle.ar`), and the locale writes Latin ones (SF-SEMANTICS 4.2). Its letters are
    /// still the script's, so a symbol of ``VariantContent/letters`` keeps them (`character.book.closed.ar`).
    ///
    /// ```swift
    /// VariantResolver.scriptVariantCandidates(for: try LanguageTag(parsing: "zh-HK"))  // ["zh.traditional", "zh"]
    /// VariantResolver.scriptVariantCandidates(for: try LanguageTag(parsing: "mr"))     // ["mr", "hi"]
    /// VariantResolver.scriptVariantCandidates(for: try LanguageTag(parsing: "ar-u-nu-latn"), content: .digits)  // []
    /// ```
    public static func scriptVariantCandidates(for locale: LanguageTag, content: VariantContent = .letters) -> [String] {
        if skipsScriptVariants(locale, content: content) { return [] }
        var candidates = languageVariantCandidates[locale.canonicalLanguage] ?? []
        if let script = locale.script {
            for suffix in scriptVariantCandidates[script] ?? [] where !candidates.contains(suffix) {
                candidates.append(suffix)
            }
        }
        return candidates
    }

    /// Whether a symbol of `content` takes no script variant for `locale`: digits, written by the locale in
    /// Latin digits.
    static func skipsScriptVariants(_ locale: LanguageTag, content: VariantContent) -> Bool {
        content == .digits && locale.numberingSystem == "latn"
    }
}
