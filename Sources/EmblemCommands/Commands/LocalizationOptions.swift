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
