import Testing
@testable import EmblemSymbols

extension Localization {
    struct LanguageTagTests {
        struct Parsed: CustomTestStringConvertible, Sendable {
            var input: String
            var language: String
            var explicitScript: String?
            var script: String?
            var region: String?
            var numberingSystem: String?
            var identifier: String
            var testDescription: String { "“\(input)”" }
        }

        static let parsed: [Parsed] = [
            Parsed(input: "he-IL", language: "he", script: "Hebr", region: "IL", identifier: "he-IL"),
            Parsed(input: "he_IL", language: "he", script: "Hebr", region: "IL", identifier: "he-IL"),
            Parsed(input: " HE_il ", language: "he", script: "Hebr", region: "IL", identifier: "he-IL"),
            Parsed(input: "ar-EG", language: "ar", script: "Arab", region: "EG", identifier: "ar-EG"),
            Parsed(input: "zh-Hant-TW", language: "zh", explicitScript: "Hant", script: "Hant", region: "TW",
                   identifier: "zh-Hant-TW"),
            Parsed(input: "ZH-hant-tw", language: "zh", explicitScript: "Hant", script: "Hant", region: "TW",
                   identifier: "zh-Hant-TW"),
            Parsed(input: "zh-HK", language: "zh", script: "Hant", region: "HK", identifier: "zh-HK"),
            Parsed(input: "zh-MO", language: "zh", script: "Hant", region: "MO", identifier: "zh-MO"),
            Parsed(input: "zh-TW", language: "zh", script: "Hant", region: "TW", identifier: "zh-TW"),
            Parsed(input: "zh-CN", language: "zh", script: "Hans", region: "CN", identifier: "zh-CN"),
            // CLDR likely subtags: Chinese abroad is Traditional in the US, Australia, Britain …, Simplified
            // in Singapore and Malaysia; Sindhi in India is written in Devanagari.
            Parsed(input: "zh-US", language: "zh", script: "Hant", region: "US", identifier: "zh-US"),
            Parsed(input: "zh-AU", language: "zh", script: "Hant", region: "AU", identifier: "zh-AU"),
            Parsed(input: "zh-SG", language: "zh", script: "Hans", region: "SG", identifier: "zh-SG"),
            Parsed(input: "zh-MY", language: "zh", script: "Hans", region: "MY", identifier: "zh-MY"),
            Parsed(input: "sd-IN", language: "sd", script: "Deva", region: "IN", identifier: "sd-IN"),
            Parsed(input: "sd", language: "sd", script: "Arab", identifier: "sd"),
            Parsed(input: "zh", language: "zh", script: "Hans", identifier: "zh"),
            Parsed(input: "zh-Hans", language: "zh", explicitScript: "Hans", script: "Hans", identifier: "zh-Hans"),
            Parsed(input: "zh-Hans-HK", language: "zh", explicitScript: "Hans", script: "Hans", region: "HK",
                   identifier: "zh-Hans-HK"),
            Parsed(input: "sr", language: "sr", script: "Cyrl", identifier: "sr"),
            Parsed(input: "sr-Cyrl", language: "sr", explicitScript: "Cyrl", script: "Cyrl", identifier: "sr-Cyrl"),
            Parsed(input: "sr-Latn", language: "sr", explicitScript: "Latn", script: "Latn", identifier: "sr-Latn"),
            Parsed(input: "hi-Latn", language: "hi", explicitScript: "Latn", script: "Latn", identifier: "hi-Latn"),
            Parsed(input: "pa", language: "pa", script: "Guru", identifier: "pa"),
            Parsed(input: "pa-PK", language: "pa", script: "Arab", region: "PK", identifier: "pa-PK"),
            Parsed(input: "pa-Arab", language: "pa", explicitScript: "Arab", script: "Arab", identifier: "pa-Arab"),
            Parsed(input: "az-Arab", language: "az", explicitScript: "Arab", script: "Arab", identifier: "az-Arab"),
            Parsed(input: "ku-Arab", language: "ku", explicitScript: "Arab", script: "Arab", identifier: "ku-Arab"),
            Parsed(input: "ku", language: "ku", script: "Latn", identifier: "ku"),
            Parsed(input: "ckb", language: "ckb", script: "Arab", identifier: "ckb"),
            Parsed(input: "ug", language: "ug", script: "Arab", identifier: "ug"),
            Parsed(input: "yi", language: "yi", script: "Hebr", identifier: "yi"),
            Parsed(input: "dv", language: "dv", script: "Thaa", identifier: "dv"),
            Parsed(input: "ps", language: "ps", script: "Arab", identifier: "ps"),
            Parsed(input: "sd", language: "sd", script: "Arab", identifier: "sd"),
            Parsed(input: "fa-IR", language: "fa", script: "Arab", region: "IR", identifier: "fa-IR"),
            Parsed(input: "ur-PK", language: "ur", script: "Arab", region: "PK", identifier: "ur-PK"),
            Parsed(input: "ja-JP", language: "ja", script: "Jpan", region: "JP", identifier: "ja-JP"),
            Parsed(input: "ko-KR", language: "ko", script: "Kore", region: "KR", identifier: "ko-KR"),
            Parsed(input: "th-TH", language: "th", script: "Thai", region: "TH", identifier: "th-TH"),
            Parsed(input: "en-US-u-nu-arab", language: "en", script: "Latn", region: "US", numberingSystem: "arab",
                   identifier: "en-US-u-nu-arab"),
            Parsed(input: "ar-u-nu-latn", language: "ar", script: "Arab", numberingSystem: "latn",
                   identifier: "ar-u-nu-latn"),
            Parsed(input: "ar-u-ca-islamic-nu-arab", language: "ar", script: "Arab", numberingSystem: "arab",
                   identifier: "ar-u-ca-islamic-nu-arab"),
            Parsed(input: "und", language: "und", identifier: "und"),
            Parsed(input: "x-private", language: "und", identifier: "x-private"),
            Parsed(input: "es-419", language: "es", script: "Latn", region: "419", identifier: "es-419"),
            Parsed(input: "zh-yue-HK", language: "yue", script: "Hant", region: "HK", identifier: "yue-HK"),
            // An alias keeps its spelling but takes its language's script (CLDR reads cmn-TW as zh-TW).
            Parsed(input: "zh-cmn-TW", language: "cmn", script: "Hant", region: "TW", identifier: "cmn-TW"),
            Parsed(input: "ar-apc", language: "apc", script: "Arab", identifier: "apc"),
            Parsed(input: "heb", language: "heb", script: "Hebr", identifier: "heb"),
            Parsed(input: "de-DE-1996", language: "de", script: "Latn", region: "DE", identifier: "de-DE-1996"),
            Parsed(input: "en-a-bbb-x-a-priv", language: "en", script: "Latn", identifier: "en-a-bbb-x-a-priv"),
            Parsed(input: "xx", language: "xx", identifier: "xx"),
        ]

        @Test(arguments: parsed)
        func parsesTheParts(_ expected: Parsed) throws {
            let tag = try LanguageTag(parsing: expected.input)
            #expect(tag.language == expected.language)
            #expect(tag.explicitScript == expected.explicitScript)
            #expect(tag.isScriptExplicit == (expected.explicitScript != nil))
            #expect(tag.script == expected.script)
            #expect(tag.region == expected.region)
            #expect(tag.numberingSystem == expected.numberingSystem)
            #expect(tag.identifier == expected.identifier)
            #expect(tag.description == expected.identifier)
        }

        @Test(arguments: parsed)
        func identifierRoundTrips(_ expected: Parsed) throws {
            let tag = try LanguageTag(parsing: expected.input)
            #expect(try LanguageTag(parsing: tag.identifier) == tag)
        }

        @Test func keepsVariantsExtensionsAndPrivateUse() throws {
            let tag = try LanguageTag(parsing: "de-CH-1996-fonipa-t-en-u-ca-gregory-co-x-foo-bar")
            #expect(tag.variants == ["1996", "fonipa"])
            #expect(tag.otherExtensions == ["t": "en"])
            #expect(tag.unicodeKeywords == ["ca": "gregory", "co": "true"])
            #expect(tag.privateUse == ["foo", "bar"])
            #expect(tag.identifier == "de-CH-1996-fonipa-t-en-u-ca-gregory-co-x-foo-bar")
            #expect(try LanguageTag(parsing: "x-private").privateUse == ["private"])
            #expect(try LanguageTag(parsing: "x-private").isUndetermined)
        }

        @Test(arguments: [
            ("", LanguageTagError.Code.empty),
            ("   ", .empty),
            ("-", .empty),
            ("he--IL", .invalidCharacter),
            ("he-IL-", .invalidCharacter),
            ("he IL", .invalidCharacter),
            ("héb", .invalidCharacter),
            ("he-IL!", .invalidCharacter),
            ("en-abcdefghi", .subtagTooLong),
            ("12", .invalidLanguage),
            ("e", .invalidLanguage),
            ("abcd", .invalidLanguage),
            ("i-klingon", .invalidLanguage),
            ("he-IL-Latn", .misplacedSubtag),
            ("en-US-US", .misplacedSubtag),
            ("en-u", .invalidExtension),
            ("en-x", .invalidExtension),
            ("en-u-nu-arab-u-ca-islamic", .invalidExtension),
            ("en-a-bb-a-cc", .invalidExtension),
            ("en-1996-1996", .duplicateVariant),
        ])
        func rejectsInvalidTags(_ text: String, _ code: LanguageTagError.Code) {
            let error = #expect(throws: LanguageTagError.self) { try LanguageTag(parsing: text) }
            #expect(error?.code == code)
            #expect(error?.tag == text)
            #expect(error?.message.hasSuffix(".") == true)
            #expect(error?.message.first?.isUppercase == true)
        }

        @Test func errorMessageNamesTheTagAndTheSubtag() {
            do {
                _ = try LanguageTag(parsing: "he-IL-Latn")
                Issue.record("“he-IL-Latn” parsed.")
            } catch {
                #expect(error.code == .misplacedSubtag)
                #expect(error.message.contains("“he-IL-Latn”"))
                #expect(error.message.contains("“latn”"))
                #expect(error.description == error.message)
            }
        }
    }
}
