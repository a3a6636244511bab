import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct CSSWideKeywordTests {
    static let keywords: [(String, CSSWideKeyword)] = [
        ("inherit", .inherit), ("initial", .initial), ("unset", .unset), ("revert", .unset), ("revert-layer", .unset),
    ]

    /// Every spelling in any ASCII case is its keyword (CSS keywords ignore ASCII case).
    @Test func keywordsMatchInEveryCase() {
        var missed: [String] = []
        for (keyword, expected) in Self.keywords {
            let letters = Array(keyword.utf8)
            let letterPositions = letters.indices.filter { letters[$0] >= 0x61 && letters[$0] <= 0x7A }
            for mask in 0..<(1 << letterPositions.count) {
                var spelled = letters
                for (bit, position) in letterPositions.enumerated() where mask & (1 << bit) != 0 { spelled[position] -= 0x20 }
                let text = String(decoding: spelled, as: UTF8.self)
                if CSSWideKeyword(text) != expected { missed.append(text) }
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(5))")
    }

    /// Anything else is none, compared with lowering the text and looking it up, over values of the
    /// keywords' lengths: colours, numbers, words sharing a keyword's first letter, near misses.
    @Test func otherValuesAreNone() {
        var values = ["#4d4d4d", "#FFFFFF", "inherits", "inheri", "initia1", "unsets", "revert-", "revert-layers", "Unset ",
                      " unset", "u", "", "inline", "italic", "round", "userSpaceOnUse", "url(#a)", "rgba(0,0,0,.5)"]
        var random = SplitMix64(seed: 7)
        let alphabet = Array("iIuUrRnNhHeEtTsSvVlLaAyY-#0".utf8)
        for _ in 0..<20_000 {
            let length = [5, 6, 7, 12].randomElement(using: &random)!
            values.append(String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self))
        }
        let reference = Dictionary(uniqueKeysWithValues: Self.keywords)
        var wrong: [String] = []
        for value in values where CSSWideKeyword(value) != reference[value.asciiLowercased()] { wrong.append(value) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
