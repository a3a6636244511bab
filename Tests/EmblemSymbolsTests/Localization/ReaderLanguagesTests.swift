import EmblemSVG
import Testing
@testable import EmblemSymbols

extension Localization {
    /// A reader's languages for `systemLanguage` tests: a locale's other spellings (CLDR's aliases, the
    /// likely script) pass the tests its canonical form passes, as they choose the same variant files.
    struct ReaderLanguagesTests {
        static let document = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><switch>\
            <rect systemLanguage="he" width="24" height="12"/>\
            <rect systemLanguage="zh-Hant" y="12" width="12" height="12"/>\
            <rect systemLanguage="zh-TW,ja" x="12" y="12" width="12" height="12"/>\
            <circle cx="12" cy="12" r="4"/></switch></svg>
            """

        /// Which branch of the switch a reader of `locale` draws: the index of the child, 3 for the fallback.
        static func branch(for locale: String) throws -> Int {
            let drawing = Resolver(languages: LanguageTag.readerLanguages(for: locale)).resolve(try SVGDocument(bytes: Array(document.utf8))).drawing
            let box = try #require(drawing.bounds)
            switch (box.minX, box.minY, box.width) {
            case (0, 0, 24): return 0
            case (0, 12, 12): return 1
            case (12, 12, 12): return 2
            default: return 3
            }
        }

        /// Every alias draws its canonical language's branch (`iw`, `heb` → `he`; `jpn` → `ja`; `cmn-TW`,
        /// `zho-TW`, `zh-TW` → `zh-Hant`); a language with no branch draws the fallback.
        @Test(arguments: [("he", 0), ("iw", 0), ("heb", 0), ("he-IL", 0), ("ja", 2), ("jpn", 2), ("zh-Hant", 1), ("cmn-TW", 1),
                          ("zho-TW", 1), ("zh-TW", 1), ("zh-HK", 1), ("en", 3), ("en-US", 3), ("fr", 3)])
        func aliasesPassWhatTheirCanonicalFormPasses(locale: String, expected: Int) throws {
            #expect(try Self.branch(for: locale) == expected)
        }

        /// The forms: the tag as given first, then the canonical language, then the likely script; no form
        /// twice; a tag that does not parse as it is.
        @Test func formsOfALocale() {
            #expect(LanguageTag.readerLanguages(for: "iw") == ["iw", "he", "he-Hebr"])
            #expect(LanguageTag.readerLanguages(for: "cmn-TW") == ["cmn-TW", "zh-TW", "zh-Hant-TW"])
            #expect(LanguageTag.readerLanguages(for: "zh-Hant-TW") == ["zh-Hant-TW"])
            #expect(LanguageTag.readerLanguages(for: "not a tag") == ["not a tag"])
        }
    }
}
