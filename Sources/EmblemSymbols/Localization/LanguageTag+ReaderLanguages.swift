extension LanguageTag {
    /// The languages a reader of `locale` has for an SVG file's `systemLanguage` tests: the tag as given,
    /// then, when CLDR names its language otherwise or its script is only implied, the same tag with the
    /// canonical language (`iw` → `he`, `jpn` → `ja`, `cmn-TW` → `zh-TW`) and with its likely script too
    /// (`zh-Hant-TW`). Variant files were chosen through the aliases, but a `<switch>` compared the tag as
    /// typed, so `--locale iw` drew a file's default branch where `he` drew its Hebrew one. A tag that
    /// does not parse is left as it is.
    public static func readerLanguages(for locale: String) -> [String] {
        guard let tag = try? LanguageTag(parsing: locale) else { return [locale] }
        var forms = [locale]
        func add(_ form: String) { if !forms.contains(where: { $0.lowercased() == form.lowercased() }) { forms.append(form) } }
        let language = tag.canonicalLanguage
        let region = tag.region.map { "-" + $0 } ?? ""
        add(language + (tag.explicitScript.map { "-" + $0 } ?? "") + region)
        if tag.explicitScript == nil, let script = Self.likelyScript(language: language, region: tag.region) {
            add(language + "-" + script + region)
        }
        return forms
    }
}
