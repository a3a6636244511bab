import EmblemGeometry
import Foundation
import Testing
@testable import EmblemSymbols

extension Localization {
    struct VariantResolverTests {
        /// A symbol with many variants, so the first candidate of each locale is found.
        static let rich: Set<String> = [
            "rtl", "he", "ar", "zh", "zh.traditional", "ja", "ko", "th", "hi", "mr", "bn", "ru", "el", "pa",
        ]

        struct Case: CustomTestStringConvertible, Sendable {
            var locale: String?
            var direction: LayoutDirection? = nil
            var available: Set<String>
            var mirroring: SymbolMirroring
            var content: VariantContent = .letters
            var suffix: String?
            var isMirrored = false
            var resolvedDirection: LayoutDirection
            /// The steps as `ResolutionStep.description`s joined by ", ".
            var steps: String

            var testDescription: String {
                let direction = direction.map { " + \($0.rawValue)" } ?? ""
                return "\(locale.map { "“\($0)”" } ?? "no locale")\(direction), \(mirroring.rawValue), "
                    + "\(content.rawValue), [\(available.sorted().joined(separator: ","))]"
            }
        }

        static let cases: [Case] = [
            // Every tag of the brief, with a symbol that has the preferred variant.
            Case(locale: "he-IL", available: rich, mirroring: .hasRTLVariant, suffix: "he", resolvedDirection: .rightToLeft,
                 steps: "he: available"),
            Case(locale: "he_IL", available: rich, mirroring: .mirrors, suffix: "he", resolvedDirection: .rightToLeft,
                 steps: "he: available"),
            Case(locale: "ar-EG", available: rich, mirroring: .mirrors, suffix: "ar", resolvedDirection: .rightToLeft,
                 steps: "ar: available"),
            Case(locale: "zh-Hant-TW", available: rich, mirroring: .fixed, suffix: "zh.traditional",
                 resolvedDirection: .leftToRight, steps: "zh.traditional: available"),
            Case(locale: "zh-HK", available: rich, mirroring: .fixed, suffix: "zh.traditional",
                 resolvedDirection: .leftToRight, steps: "zh.traditional: available"),
            Case(locale: "zh-TW", available: rich, mirroring: .mirrors, suffix: "zh.traditional",
                 resolvedDirection: .leftToRight, steps: "zh.traditional: available"),
            Case(locale: "zh-CN", available: rich, mirroring: .fixed, suffix: "zh", resolvedDirection: .leftToRight,
                 steps: "zh: available"),
            Case(locale: "zh-Hans", available: rich, mirroring: .fixed, suffix: "zh", resolvedDirection: .leftToRight,
                 steps: "zh: available"),
            Case(locale: "sr-Cyrl", available: rich, mirroring: .fixed, suffix: "ru", resolvedDirection: .leftToRight,
                 steps: "ru: available"),
            Case(locale: "sr-Latn", available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: "hi-Latn", available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: "pa-Arab", available: rich, mirroring: .mirrors, suffix: "ar", resolvedDirection: .rightToLeft,
                 steps: "ar: available"),
            Case(locale: "pa", available: rich, mirroring: .mirrors, suffix: "pa", resolvedDirection: .leftToRight,
                 steps: "pa: available"),
            Case(locale: "az-Arab", available: ["rtl"], mirroring: .hasRTLVariant, suffix: "rtl",
                 resolvedDirection: .rightToLeft, steps: "ar: missing, rtl: available"),
            Case(locale: "ku-Arab", available: [], mirroring: .mirrors, suffix: nil, isMirrored: true,
                 resolvedDirection: .rightToLeft, steps: "ar: missing, rtl: missing, mirrored base: available"),
            Case(locale: "ug", available: ["ar"], mirroring: .fixed, suffix: "ar", resolvedDirection: .rightToLeft,
                 steps: "ar: available"),
            Case(locale: "yi", available: ["he", "rtl"], mirroring: .hasRTLVariant, suffix: "he",
                 resolvedDirection: .rightToLeft, steps: "he: available"),
            Case(locale: "dv", available: ["ar", "rtl"], mirroring: .hasRTLVariant, suffix: "rtl",
                 resolvedDirection: .rightToLeft, steps: "rtl: available"),
            Case(locale: "dv", available: [], mirroring: .mirrors, suffix: nil, isMirrored: true,
                 resolvedDirection: .rightToLeft, steps: "rtl: missing, mirrored base: available"),
            Case(locale: "ps", available: [], mirroring: .fixed, suffix: nil, resolvedDirection: .rightToLeft,
                 steps: "ar: missing, rtl: missing, base: available"),
            Case(locale: "sd", available: ["ar"], mirroring: .mirrors, suffix: "ar", resolvedDirection: .rightToLeft,
                 steps: "ar: available"),
            Case(locale: "fa-IR", available: ["rtl"], mirroring: .mirrors, suffix: "rtl", resolvedDirection: .rightToLeft,
                 steps: "ar: missing, rtl: available"),
            Case(locale: "ur-PK", available: ["ar"], mirroring: .fixed, suffix: "ar", resolvedDirection: .rightToLeft,
                 steps: "ar: available"),
            Case(locale: "ja-JP", available: rich, mirroring: .fixed, suffix: "ja", resolvedDirection: .leftToRight,
                 steps: "ja: available"),
            Case(locale: "ko-KR", available: rich, mirroring: .fixed, suffix: "ko", resolvedDirection: .leftToRight,
                 steps: "ko: available"),
            Case(locale: "th-TH", available: rich, mirroring: .fixed, suffix: "th", resolvedDirection: .leftToRight,
                 steps: "th: available"),
            // Fallbacks when the preferred variant is missing.
            Case(locale: "zh-HK", available: ["zh"], mirroring: .fixed, suffix: "zh", resolvedDirection: .leftToRight,
                 steps: "zh.traditional: missing, zh: available"),
            Case(locale: "zh-Hans", available: ["zh.traditional"], mirroring: .fixed, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "zh: missing, base: available"),
            Case(locale: "th-TH", available: ["zh"], mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "th: missing, base: available"),
            Case(locale: "mr", available: ["hi"], mirroring: .fixed, suffix: "hi", resolvedDirection: .leftToRight,
                 steps: "mr: missing, hi: available"),
            Case(locale: "mr-IN", available: rich, mirroring: .fixed, suffix: "mr", resolvedDirection: .leftToRight,
                 steps: "mr: available"),
            Case(locale: "ne", available: ["mr", "hi"], mirroring: .fixed, suffix: "hi", resolvedDirection: .leftToRight,
                 steps: "hi: available"),
            Case(locale: "as", available: ["bn"], mirroring: .fixed, suffix: "bn", resolvedDirection: .leftToRight,
                 steps: "bn: available"),
            Case(locale: "mni", available: ["bn"], mirroring: .fixed, suffix: "bn", resolvedDirection: .leftToRight,
                 steps: "mni: missing, bn: available"),
            Case(locale: "uk-UA", available: rich, mirroring: .fixed, suffix: "ru", resolvedDirection: .leftToRight,
                 steps: "ru: available"),
            Case(locale: "el-GR", available: rich, mirroring: .fixed, suffix: "el", resolvedDirection: .leftToRight,
                 steps: "el: available"),
            Case(locale: "ZH-hant-tw", available: ["ZH.Traditional"], mirroring: .fixed, suffix: "zh.traditional",
                 resolvedDirection: .leftToRight, steps: "zh.traditional: available"),
            // The digit rule: a symbol of digits takes no script variant for nu=latn, in any script; a symbol of
            // letters keeps its script's; nu on a Latin-script locale adds nothing.
            Case(locale: "ar-u-nu-latn", available: rich, mirroring: .mirrors, content: .digits, suffix: "rtl",
                 resolvedDirection: .rightToLeft, steps: "rtl: available"),
            Case(locale: "ar-u-nu-latn", available: ["ar"], mirroring: .mirrors, content: .digits, suffix: nil,
                 isMirrored: true, resolvedDirection: .rightToLeft, steps: "rtl: missing, mirrored base: available"),
            Case(locale: "ar-u-nu-latn", available: rich, mirroring: .mirrors, suffix: "ar",
                 resolvedDirection: .rightToLeft, steps: "ar: available"),
            Case(locale: "fa-u-nu-latn", available: ["ar", "rtl"], mirroring: .hasRTLVariant, suffix: "ar",
                 resolvedDirection: .rightToLeft, steps: "ar: available"),
            Case(locale: "hi-u-nu-latn", available: rich, mirroring: .fixed, content: .digits, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "base: available"),
            Case(locale: "hi-u-nu-latn", available: rich, mirroring: .fixed, suffix: "hi",
                 resolvedDirection: .leftToRight, steps: "hi: available"),
            Case(locale: "mr-u-nu-latn", available: ["hi"], mirroring: .fixed, content: .digits, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "base: available"),
            Case(locale: "ar-u-nu-arab", available: ["ar"], mirroring: .mirrors, content: .digits, suffix: "ar",
                 resolvedDirection: .rightToLeft, steps: "ar: available"),
            Case(locale: "hi-u-nu-deva", available: rich, mirroring: .fixed, content: .digits, suffix: "hi",
                 resolvedDirection: .leftToRight, steps: "hi: available"),
            Case(locale: "ar", available: rich, mirroring: .mirrors, content: .digits, suffix: "ar",
                 resolvedDirection: .rightToLeft, steps: "ar: available"),
            Case(locale: "en-US-u-nu-arab", available: rich, mirroring: .mirrors, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "base: available"),
            // Undetermined, private-use, unknown and invalid tags.
            Case(locale: "und", available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: "x-private", available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: "xx", available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: "xx", direction: .rightToLeft, available: rich, mirroring: .mirrors, suffix: "rtl",
                 resolvedDirection: .rightToLeft, steps: "rtl: available"),
            Case(locale: "he--IL", available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: "", direction: .rightToLeft, available: [], mirroring: .mirrors, suffix: nil, isMirrored: true,
                 resolvedDirection: .rightToLeft, steps: "rtl: missing, mirrored base: available"),
            // Explicit direction overrides.
            Case(locale: "en", direction: .rightToLeft, available: ["rtl"], mirroring: .mirrors, suffix: "rtl",
                 resolvedDirection: .rightToLeft, steps: "rtl: available"),
            Case(locale: "en", direction: .rightToLeft, available: [], mirroring: .mirrors, suffix: nil,
                 isMirrored: true, resolvedDirection: .rightToLeft, steps: "rtl: missing, mirrored base: available"),
            Case(locale: "en", direction: .rightToLeft, available: [], mirroring: .fixed, suffix: nil,
                 resolvedDirection: .rightToLeft, steps: "rtl: missing, base: available"),
            Case(locale: "en", direction: .rightToLeft, available: [], mirroring: .hasRTLVariant, suffix: nil,
                 resolvedDirection: .rightToLeft, steps: "rtl: missing, base: available"),
            Case(locale: "ar", direction: .leftToRight, available: rich, mirroring: .mirrors, suffix: "ar",
                 resolvedDirection: .leftToRight, steps: "ar: available"),
            Case(locale: "ar", direction: .leftToRight, available: ["rtl"], mirroring: .mirrors, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "ar: missing, base: available"),
            Case(locale: "he-IL", direction: .leftToRight, available: ["rtl"], mirroring: .mirrors, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "he: missing, base: available"),
            Case(locale: "ja", direction: .rightToLeft, available: rich, mirroring: .mirrors, suffix: "ja",
                 resolvedDirection: .rightToLeft, steps: "ja: available"),
            // No locale: only the direction matters; "rtl" is used even by a fixed symbol.
            Case(locale: nil, available: rich, mirroring: .mirrors, suffix: nil, resolvedDirection: .leftToRight,
                 steps: "base: available"),
            Case(locale: nil, direction: .rightToLeft, available: ["rtl"], mirroring: .fixed, suffix: "rtl",
                 resolvedDirection: .rightToLeft, steps: "rtl: available"),
            Case(locale: nil, direction: .rightToLeft, available: ["he"], mirroring: .mirrors, suffix: nil,
                 isMirrored: true, resolvedDirection: .rightToLeft, steps: "rtl: missing, mirrored base: available"),
            Case(locale: nil, direction: .leftToRight, available: ["rtl"], mirroring: .mirrors, suffix: nil,
                 resolvedDirection: .leftToRight, steps: "base: available"),
        ]

        @Test(arguments: cases)
        func resolves(_ expected: Case) {
            let resolution = VariantResolver().resolve(
                available: expected.available, localeIdentifier: expected.locale, direction: expected.direction,
                mirroring: expected.mirroring, content: expected.content)
            #expect(resolution.suffix == expected.suffix)
            #expect(resolution.isMirrored == expected.isMirrored)
            #expect(resolution.direction == expected.resolvedDirection)
            #expect(resolution.steps.map(\.description).joined(separator: ", ") == expected.steps)
            #expect(resolution.steps.last?.isAvailable == true)
            #expect(resolution.steps.dropLast().allSatisfy { !$0.isAvailable })
            #expect(resolution.reason.first?.isUppercase == true)
            #expect(resolution.reason.hasSuffix("."))
            #expect(resolution.reason.filter { $0 == "." }.count <= 1 + resolution.reason.filter { $0 == "“" }.count)
        }

        /// The `LanguageTag` entry point agrees with the text one for every valid tag.
        @Test(arguments: cases)
        func parsedTagResolvesTheSame(_ expected: Case) throws {
            guard let text = expected.locale, let tag = try? LanguageTag(parsing: text) else { return }
            let resolver = VariantResolver()
            let byTag = resolver.resolve(
                available: expected.available, locale: tag, direction: expected.direction, mirroring: expected.mirroring,
                content: expected.content)
            let byText = resolver.resolve(
                available: expected.available, localeIdentifier: text, direction: expected.direction,
                mirroring: expected.mirroring, content: expected.content)
            #expect(byTag == byText)
        }

        /// The resolution encodes as plain JSON for `emblem inspect --json`.
        @Test func encodesForInspectJSON() throws {
            let resolution = VariantResolver().resolve(
                available: ["zh"], localeIdentifier: "zh-HK", direction: nil, mirroring: .fixed)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let json = String(decoding: try encoder.encode(resolution), as: UTF8.self)
            #expect(json.contains(#""direction":"ltr""#))
            #expect(json.contains(#""isMirrored":false"#))
            #expect(json.contains(#""steps":[{"isAvailable":false,"kind":"scriptVariant","suffix":"zh.traditional"},"#))
            #expect(json.contains(#""suffix":"zh""#))
            #expect(try JSONDecoder().decode(VariantResolution.self, from: Data(json.utf8)) == resolution)
        }

        @Test func stepKindsFollowTheChain() {
            let resolution = VariantResolver().resolve(
                available: [], localeIdentifier: "zh-Hant", direction: .rightToLeft, mirroring: .mirrors)
            #expect(resolution.steps.map(\.kind) == [.scriptVariant, .scriptVariant, .rightToLeftVariant, .mirroredBase])
            #expect(resolution.steps.map(\.suffix) == ["zh.traditional", "zh", "rtl", nil])
            #expect(VariantResolver.fallbackChain.map(\.kind) == ResolutionStep.Kind.allCases)
        }

        @Test(arguments: [
            ("zh-HK", ["zh"], "The locale “zh-HK” is written in the Hant script and the symbol has no "
                + "“zh.traditional” variant, so the “zh” variant is used."),
            ("he--IL", [], "The locale “he--IL” is not a valid BCP 47 language tag, so no locale variant applies; the layout is "
                + "left-to-right, so the base design is used."),
            ("xx", [], "The script of the locale “xx” is unknown, so no script variant applies; the layout is "
                + "left-to-right (from the locale), so the base design is used."),
            ("fa-IR", ["rtl"], "The symbol has no “ar” variant for the locale “fa-IR”; the layout is right-to-left "
                + "(from the locale) and the symbol has an “rtl” variant, so that variant is used unflipped."),
        ] as [(String, Set<String>, String)])
        func explainsInOneSentence(_ locale: String, _ available: Set<String>, _ reason: String) {
            let resolution = VariantResolver().resolve(
                available: available, localeIdentifier: locale, direction: nil, mirroring: .mirrors)
            #expect(resolution.reason == reason)
        }

        @Test func explainsWhyASymbolOfDigitsTakesNoScriptVariant() {
            let resolution = VariantResolver().resolve(
                available: ["ar"], localeIdentifier: "ar-u-nu-latn", direction: nil, mirroring: .mirrors, content: .digits)
            #expect(resolution.reason == "The locale “ar-u-nu-latn” writes Latin digits and the symbol shows digits, "
                + "so no script variant applies; the layout is right-to-left (from the locale) and the symbol has no "
                + "“rtl” variant and mirrors, so the base design is flipped horizontally.")
        }

        @Test func explainsAnExplicitDirectionAndAFixedSymbol() {
            let resolution = VariantResolver().resolve(
                available: [], locale: nil, direction: .rightToLeft, mirroring: .fixed)
            #expect(resolution.reason == "The layout is right-to-left (set explicitly) and the symbol has no “rtl” "
                + "variant and is fixed, so the base design is used unflipped.")
        }

        @Test(arguments: [
            ("zh-Hant", ["zh.traditional", "zh"]), ("zh-HK", ["zh.traditional", "zh"]), ("yue", ["zh.traditional", "zh"]),
            ("zh", ["zh"]), ("mr", ["mr", "hi"]), ("ne", ["hi"]), ("sa", ["hi"]), ("bn", ["bn"]), ("as", ["bn"]),
            ("mni", ["mni", "bn"]), ("mni-Mtei", ["mni"]), ("sat", ["sat"]), ("gu", ["gu"]), ("kn", ["kn"]),
            ("ml", ["ml"]), ("or", ["or"]), ("ta", ["ta"]), ("te", ["te"]), ("si", ["si"]), ("km", ["km"]),
            ("my", ["my"]), ("el", ["el"]), ("ru", ["ru"]), ("kk", ["ru"]), ("be", ["ru"]), ("ckb", ["ar"]),
            ("ar-u-nu-latn", ["ar"]), ("en", []), ("dv", []), ("und", []),
            // Aliases and varieties read as their language (CLDR): these had no script, so no variant.
            ("zh-cmn-TW", ["zh.traditional", "zh"]), ("cmn-HK", ["zh.traditional", "zh"]), ("cmn", ["zh"]),
            ("zh-nan-TW", ["zh.traditional", "zh"]), ("zho", ["zh"]), ("jpn", ["ja"]), ("kor", ["ko"]),
            ("heb", ["he"]), ("ar-apc", ["ar"]), ("mar", ["mr", "hi"]), ("hin", ["hi"]),
        ] as [(String, [String])])
        func scriptVariantCandidates(_ locale: String, _ expected: [String]) throws {
            let tag = try LanguageTag(parsing: locale)
            #expect(VariantResolver.scriptVariantCandidates(for: tag) == expected)
            // Digits follow the numbering system: none with Latin digits, the script's otherwise.
            let digits = VariantResolver.scriptVariantCandidates(for: tag, content: .digits)
            #expect(digits == (tag.numberingSystem == "latn" ? [] : expected))
        }

        @Test(arguments: [
            ("character.book.closed", VariantContent.letters), ("signature", .letters), ("textformat", .letters),
            ("h1.square", .letters), ("person.2", .digits), ("1.circle", .digits), ("00.square.fill", .digits),
            ("textformat.123", .digits), ("numbers.rectangle", .digits), ("number", .letters), ("", .letters),
            ("list.bullet", .letters), ("a..b", .letters),
        ])
        func infersWhatVariantsDrawFromTheName(_ name: String, _ expected: VariantContent) {
            #expect(VariantContent(symbolName: name) == expected)
        }
    }
}
