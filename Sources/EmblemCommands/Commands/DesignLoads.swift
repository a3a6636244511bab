import EmblemSVG
import EmblemSymbols

/// Designs loaded for several locales (`localize`'s, `sheet`'s rows), each file resolved once for all
/// the locales that draw it alike: a file of 200,000 `use` copies with one `systemLanguage` test was
/// resolved for each of 16 locales (76 s, and 3 GB, every load kept), where two loads draw them all.
struct DesignLoads {
    let limits: XMLLimits
    let media: MediaEnvironment
    /// Whether the designs are drawn to pixels (`SymbolImporter.rasterizes`).
    var rasterizes = true
    private var dependence = LanguageDependence()
    private var loaded: [String: (symbol: LocalizedSymbol, diagnostics: [Diagnostic])] = [:]

    init(limits: XMLLimits, media: MediaEnvironment) {
        self.limits = limits
        self.media = media
    }

    /// What tells `locale`'s drawing of `design` apart from other locales' (see `LanguageDependence`).
    mutating func languageKey(of design: SymbolDesign, for locale: String) throws -> String {
        try dependence.key(for: design.file, locale: locale, limits: limits).key
    }

    /// `design` loaded for `locale`, with the design's resolution, and the warnings of reading it; from
    /// an earlier load when one drew it for a locale that passes the same tests, with its warnings again
    /// and `wereGiven` true (printed then, they still fail this locale with `--strict`: the first locale
    /// failed and the next drew the file as if it had none).
    mutating func load(_ design: SymbolDesign, for locale: String) throws
        -> (symbol: LocalizedSymbol, diagnostics: [Diagnostic], wereGiven: Bool) {
        let (languageKey, isShared) = try dependence.key(for: design.file, locale: locale, limits: limits)
        let key = design.file + languageKey
        var symbol: LocalizedSymbol
        var diagnostics: [Diagnostic]
        let wereGiven = loaded[key] != nil
        if let known = loaded[key] {
            (symbol, diagnostics) = known
        } else {
            (symbol, diagnostics) = try design.load(limits: limits, languages: LanguageTag.readerLanguages(for: locale), media: media,
                                                    rasterizes: rasterizes)
            if isShared { loaded[key] = (symbol, diagnostics) }
        }
        symbol.resolution = design.resolution
        return (symbol, diagnostics, wereGiven)
    }
}
