import EmblemGeometry
import Testing
@testable import EmblemSymbols

extension Localization {
    struct LayoutDirectionTests {
        @Test(arguments: [
            "he", "he-IL", "he_IL", "iw", "yi", "ar", "ar-EG", "ar-u-nu-latn", "fa-IR", "ur-PK", "ps", "sd", "ug",
            "ckb", "ks", "dv", "syr", "nqo", "ff-Adlm", "rhg", "ku-Arab", "pa-Arab", "pa-PK", "az-Arab", "az-IR",
            "en-Arab", "ur-Aran",
            // Aliases and varieties take their language's script: these were left-to-right.
            "heb", "ara", "fas", "per", "urd", "arb", "ar-arb", "ar-apc", "apc-SY", "ar-aeb-TN",
        ])
        func rightToLeft(_ text: String) throws {
            #expect(try LanguageTag(parsing: text).characterDirection == .rightToLeft)
        }

        @Test(arguments: [
            "en", "en-US", "en-US-u-nu-arab", "hi", "hi-Latn", "zh-Hant-TW", "zh-CN", "ja-JP", "ko-KR", "th-TH", "sr",
            "sr-Latn", "el", "ru", "ku", "pa", "az", "ff", "ar-Latn", "he-Latn", "und", "x-private", "xx",
        ])
        func leftToRight(_ text: String) throws {
            #expect(try LanguageTag(parsing: text).characterDirection == .leftToRight)
        }

        @Test func rawValuesAreTheShortForms() {
            #expect(LayoutDirection.leftToRight.rawValue == "ltr")
            #expect(LayoutDirection.rightToLeft.rawValue == "rtl")
            #expect(LayoutDirection(rawValue: "rtl") == .rightToLeft)
        }

        @Test func mirroringMatchesInfoJSON() {
            #expect(SymbolMirroring.allCases.map(\.rawValue) == ["fixed", "mirrors", "hasRTLVariant"])
        }
    }
}
