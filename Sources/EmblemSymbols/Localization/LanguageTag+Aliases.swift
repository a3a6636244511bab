extension LanguageTag {
    /// The language the likely-script and language-variant tables are read under: ``language``, or the code
    /// CLDR's language aliases (`supplementalMetadata.json`) replace it with. Three-letter ISO 639-2 codes of
    /// languages that have a two-letter one (`heb`, `ara`, `jpn`, `zho`), legacy codes (`iw`, `ji`, `in`) and
    /// the varieties CLDR folds into their macrolanguage (`cmn` Mandarin → `zh`, `arb` Standard Arabic → `ar`)
    /// name the same language as the short code, so they must choose the same script and direction: `heb`,
    /// `ar-arb` and `zh-cmn-TW` were left-to-right Latin designs.
    ///
    /// ``language`` and ``identifier`` keep the tag as written (case aside), so a reason or a manifest names the
    /// locale the user gave.
    ///
    /// ```swift
    /// try LanguageTag(parsing: "zh-cmn-TW").canonicalLanguage  // "zh" (the extlang form is cmn-TW)
    /// try LanguageTag(parsing: "heb").canonicalLanguage        // "he"
    /// ```
    public var canonicalLanguage: String { Self.languageAliases[language] ?? language }

    /// A hand-typed subset of CLDR's language aliases: the languages whose script chooses a symbol variant or a
    /// right-to-left layout (the rest change nothing here).
    static let languageAliases: [String: String] = [
        // Legacy two-letter codes.
        "iw": "he", "ji": "yi", "in": "id", "mo": "ro",
        // Macrolanguage members CLDR writes as the macrolanguage.
        "cmn": "zh", "arb": "ar", "pes": "fa", "npi": "ne", "zsm": "ms", "swh": "sw", "khk": "mn", "uzn": "uz",
        "azj": "az", "ydd": "yi", "knn": "kok", "pbu": "ps",
        // Overlong ISO 639-2 codes (terminologic and bibliographic) of languages with a two-letter code.
        "ara": "ar", "heb": "he", "yid": "yi", "fas": "fa", "per": "fa", "urd": "ur", "pus": "ps", "snd": "sd",
        "uig": "ug", "kas": "ks", "div": "dv", "zho": "zh", "chi": "zh", "jpn": "ja", "kor": "ko", "tha": "th",
        "hin": "hi", "mar": "mr", "nep": "ne", "san": "sa", "ben": "bn", "asm": "as", "guj": "gu", "kan": "kn",
        "mal": "ml", "ori": "or", "pan": "pa", "tam": "ta", "tel": "te", "sin": "si", "khm": "km", "mya": "my",
        "bur": "my", "ell": "el", "gre": "el", "rus": "ru", "ukr": "uk", "bel": "be", "bul": "bg", "mkd": "mk",
        "mac": "mk", "srp": "sr", "kaz": "kk", "kir": "ky", "tgk": "tg", "mon": "mn", "eng": "en",
    ]
}
