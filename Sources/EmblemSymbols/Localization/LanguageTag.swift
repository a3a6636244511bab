/// A BCP 47 language tag, parsed into the parts that choose a symbol variant: language, script, region and the
/// Unicode `nu` (numbering system) keyword.
///
/// Parsing is case-insensitive and accepts `_` as well as `-` between subtags (`he_IL`, `ZH-hant-tw`). Parts are
/// stored in their canonical case: language lower case, script title case, region upper case.
///
/// When the tag names no script, ``script`` is derived from a small likely-subtags table typed in for the
/// languages that matter to symbol variants (see ``LanguageTag/likelyScript(language:region:)``): `zh-TW`,
/// `zh-HK` and `zh-MO` are Traditional (`Hant`), other `zh` is Simplified (`Hans`), `sr` is Cyrillic, `he` and `yi`
/// are Hebrew, `ar`, `fa`, `ur`, `ps`, `sd`, `ug`, `ckb` are Arabic, and so on. ``isScriptExplicit`` tells the two
/// apart. The table is read under ``canonicalLanguage``, so aliases (`heb`, `iw`, `cmn`, `arb`) and the varieties an
/// extended language subtag names (`ar-apc`, `zh-cmn-TW`) take their language's script.
///
/// ```swift
/// let tag = try LanguageTag(parsing: "zh_HK")
/// tag.language            // "zh"
/// tag.script              // "Hant" (derived)
/// tag.region              // "HK"
/// tag.characterDirection  // .leftToRight
/// try LanguageTag(parsing: "ar-u-nu-latn").numberingSystem  // "latn"
/// ```
///
/// Grandfathered tags (`i-klingon`, `zh-min-nan`) are not accepted. An extended language subtag (`zh-yue`) is
/// replaced by the language it names (`yue`), as RFC 5646 canonicalisation does. A private-use-only tag
/// (`x-private`) has the language `und`.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag in lower case (`"he"`, `"ckb"`), or `"und"` when undetermined.
    public var language: String
    /// The script subtag written in the tag (`"Hant"`), or `nil` when the tag names none.
    public var explicitScript: String?
    /// The region subtag in upper case (`"IL"`) or three digits (`"419"`), or `nil`.
    public var region: String?
    /// Variant subtags in lower case, in order (`["posix"]`).
    public var variants: [String]
    /// The `-u-` extension's keywords, key to value (`["nu": "arab"]`); a key with no value maps to `"true"`.
    public var unicodeKeywords: [String: String]
    /// Other extensions, singleton to its subtags joined by `-` (`["t": "en"]`), lower case.
    public var otherExtensions: [String: String]
    /// Private-use subtags after `x-`, lower case.
    public var privateUse: [String]

    /// Parses a BCP 47 tag; see the type's discussion for what is accepted.
    ///
    /// - Throws: ``LanguageTagError`` with a full-sentence message when `text` is not a well-formed tag.
    public init(parsing text: String) throws(LanguageTagError) {
        self = try LanguageTagParser(text: text).parse()
    }

    init(language: String) {
        self.language = language
        self.explicitScript = nil
        self.region = nil
        self.variants = []
        self.unicodeKeywords = [:]
        self.otherExtensions = [:]
        self.privateUse = []
    }

    /// The script: ``explicitScript`` when the tag names one, else the likely script for the language and region,
    /// else `nil` (an unknown or undetermined language).
    public var script: String? {
        explicitScript ?? Self.likelyScript(language: language, region: region)
    }

    /// Whether ``script`` was written in the tag rather than derived.
    public var isScriptExplicit: Bool { explicitScript != nil }

    /// The numbering system from the `-u-nu-` keyword (`"arab"`, `"latn"`), or `nil` when the tag has none.
    public var numberingSystem: String? { unicodeKeywords["nu"] }

    /// Whether the language is `und` (undetermined), which includes private-use-only tags such as `x-private`.
    public var isUndetermined: Bool { language == "und" }

    /// The tag in canonical form: `zh-Hant-TW`, `he-IL`, `ar-u-nu-latn`, `x-private`.
    public var identifier: String {
        var parts: [String] = []
        if !(isUndetermined && !privateUse.isEmpty && explicitScript == nil && region == nil
            && variants.isEmpty && unicodeKeywords.isEmpty && otherExtensions.isEmpty)
        {
            parts.append(language)
        }
        if let explicitScript { parts.append(explicitScript) }
        if let region { parts.append(region) }
        parts += variants
        var singletons = otherExtensions.keys.map { ($0, otherExtensions[$0]!) }
        if !unicodeKeywords.isEmpty {
            // Attributes (3–8 characters) come before keywords (2-character keys), each group sorted.
            let keys = unicodeKeywords.keys.sorted { ($0.count == 2 ? 1 : 0, $0) < ($1.count == 2 ? 1 : 0, $1) }
            let keywords = keys.map { key in
                let value = unicodeKeywords[key]!
                return value == "true" || key.count > 2 ? key : "\(key)-\(value)"
            }
            singletons.append(("u", keywords.joined(separator: "-")))
        }
        for (singleton, value) in singletons.sorted(by: { $0.0 < $1.0 }) {
            parts.append(singleton)
            if !value.isEmpty { parts.append(value) }
        }
        if !privateUse.isEmpty { parts += ["x"] + privateUse }
        return parts.joined(separator: "-")
    }

    public var description: String { identifier }
}
