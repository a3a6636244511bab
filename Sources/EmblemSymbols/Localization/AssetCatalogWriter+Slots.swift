extension AssetCatalogWriter {
    /// One entry of a symbolset's `"symbols"` array and the file it names.
    struct Slot {
        var filename: String
        var svg: [UInt8]
        var direction: String?
        var locale: String?
    }

    /// The entries for a symbol: base, then `rtl`, then locale variants sorted by locale.
    static func slots(for symbol: AssetCatalogSymbol) throws(AssetCatalogError) -> [Slot] {
        var rightToLeft: Slot?
        var localized: [String: Slot] = [:]
        for variant in symbol.variants {
            let key = variant.key.trimmingASCIIWhitespace()
            if key.lowercased() == "rtl" {
                guard rightToLeft == nil else {
                    throw AssetCatalogError(.duplicateVariant(symbol: symbol.name, slot: "right-to-left layouts"))
                }
                rightToLeft = Slot(
                    filename: "\(symbol.name).rtl.svg", svg: variant.svg, direction: "right-to-left", locale: nil)
                continue
            }
            let (suffix, locale) = try localization(forKey: key, symbol: symbol.name)
            guard localized[locale] == nil else {
                throw AssetCatalogError(.duplicateVariant(symbol: symbol.name, slot: "the locale “\(locale)”"))
            }
            localized[locale] = Slot(
                filename: "\(symbol.name).\(suffix).svg", svg: variant.svg, direction: nil, locale: locale)
        }
        let flips = rightToLeft != nil || symbol.mirroring == .mirrors
        let base = Slot(
            filename: "\(symbol.name).svg", svg: symbol.svg, direction: flips ? "left-to-right" : nil, locale: nil)
        return [base] + (rightToLeft.map { [$0] } ?? []) + localized.keys.sorted().map { localized[$0]! }
    }

    /// The file-name suffix and Xcode localization for a variant key: a known suffix keeps its name and maps
    /// through ``suffixLocales``; anything else must be a language tag, used in canonical form for both.
    static func localization(forKey key: String, symbol: String) throws(AssetCatalogError)
        -> (suffix: String, locale: String)
    {
        let lowered = key.lowercased()
        if let locale = suffixLocales[lowered] { return (lowered, locale) }
        let tag: LanguageTag
        do {
            tag = try LanguageTag(parsing: key)
        } catch {
            throw AssetCatalogError(.invalidVariant(symbol: symbol, key: key, reason: error.message))
        }
        guard !tag.isUndetermined else {
            throw AssetCatalogError(.invalidVariant(
                symbol: symbol, key: key, reason: "an undetermined language names no localization."))
        }
        return (tag.identifier, tag.identifier)
    }

    static func validate(name: String) throws(AssetCatalogError) {
        let isValid = !name.isEmpty && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
        guard isValid else { throw AssetCatalogError(.invalidSymbolName(name)) }
    }
}
