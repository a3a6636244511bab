import ArgumentParser
import EmblemGeometry
import EmblemSymbols

extension LayoutDirection: ExpressibleByArgument {}

/// `--locale` and `--direction`, shared by render, inspect, sheet and animate.
public struct LocalizationOptions: ParsableArguments {
    @Option(help: "A BCP 47 locale (he-IL, ar-EG, zh-Hant-TW, ja …): picks the symbol's locale variant, the systemLanguage branch of an SVG file's switch, and, unless --direction is given, the layout direction.")
    public var locale: String?

    @Option(help: "Layout direction, ltr or rtl (default: the locale's).")
    public var direction: LayoutDirection?

    public init() {}

    public func validate() throws {
        if let locale {
            do { _ = try LanguageTag(parsing: locale) } catch {
                throw ValidationError("--locale '\(locale)' is not a BCP 47 language tag: \(error.message)")
            }
        }
    }
}

/// A comma-separated list of BCP 47 locales as options take it (`--locales he,ar,ja`, `--row-locales`):
/// spaces ignored, empty entries skipped, a locale given again (in any case or with either separator:
/// `ja,JA`, `zh-TW,zh_TW`) taken once, as first spelled.
enum LocaleList {
    static func parse(_ text: String) -> [String] {
        let entries = text.split(separator: ",").map { $0.filter { $0 != " " } }.filter { !$0.isEmpty }
        // Language tags are case-insensitive and `_` is read as `-`, so two spellings of one tag are one
        // locale: compared by canonical identifier (text that is no tag, refused by `validate`, as written).
        // `localize` links a locale whose design was already written to that file: given twice, a locale's
        // file became a link to itself.
        var seen: Set<String> = []
        return entries.filter { entry in
            let key = (try? LanguageTag(parsing: entry))?.identifier ?? entry
            return seen.insert(key.lowercased()).inserted
        }
    }

    /// Refuses the first entry that is not a language tag, naming `option`.
    static func validate(_ locales: [String], option: String) throws {
        for locale in locales {
            do { _ = try LanguageTag(parsing: locale) } catch {
                throw ValidationError("\(option): '\(locale)' is not a BCP 47 language tag: \(error.message)")
            }
        }
    }
}
