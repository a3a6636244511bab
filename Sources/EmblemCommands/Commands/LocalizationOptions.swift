import ArgumentParser
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

extension LayoutDirection: ExpressibleByArgument {}

/// `--locale`, `--direction` and `--mirrors`, shared by render, inspect, sheet and animate.
public struct LocalizationOptions: ParsableArguments {
    @Option(help: "A BCP 47 locale (he-IL, ar-EG, zh-Hant-TW, ja …): picks the symbol's locale variant, the systemLanguage branch of an SVG file's switch, and, unless --direction is given, the layout direction.")
    public var locale: String?

    @Option(help: "Layout direction, ltr or rtl (default: the locale's).")
    public var direction: LayoutDirection?

    @OptionGroup public var mirroring: MirroringOptions

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
        // Trimmed, not stripped: "not a locale" is refused as written, not as "notalocale".
        let entries = text.split(separator: ",").map { String($0).trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
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

/// `--mirrors`: which SVG files given on the command line mirror in right-to-left layouts (library symbols
/// say so in their `info.json`). Shared by render, inspect, sheet, animate and localize.
public struct MirroringOptions: ParsableArguments {
    @Option(name: .customLong("mirrors"), help: ArgumentHelp(
        "SVG files that mirror in right-to-left layouts, by name without .svg: patterns with * and ?, comma-separated or repeated ('arrow-*,chevron-*', '*' for all). Other files keep their design; library symbols follow their info.json.",
        valueName: "names"))
    public var patterns: [String] = []

    public init() {}

    /// The patterns, split at commas and trimmed, empty ones left out.
    public var fileMirroring: FileMirroring {
        FileMirroring(patterns: patterns.flatMap { $0.split(separator: ",") }.map { String($0).trimmingASCIIWhitespace() }
            .filter { !$0.isEmpty })
    }

    /// Warns of each pattern that matches none of `files` (paths of SVG files): mistyped, it would leave
    /// every icon unflipped without a word.
    func warnOfUnmatchedPatterns(among files: [String]) {
        for pattern in fileMirroring.unmatchedPatterns(among: files.map(FileIO.svgStem(of:))) {
            printError("warning: --mirrors '\(pattern)' matches none of the SVG files given")
        }
    }
}
