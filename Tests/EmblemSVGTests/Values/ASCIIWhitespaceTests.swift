import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct ASCIIWhitespaceTests {
    @Test func trimmingASCIIWhitespace() {
        #expect(" \t red \r\n".trimmingASCIIWhitespace() == "red")
        #expect("\r\nred\r\n".trimmingASCIIWhitespace() == "red")  // one Character, two bytes
        #expect("a b".trimmingASCIIWhitespace() == "a b")
        #expect(" \n\r\t ".trimmingASCIIWhitespace() == "")
        #expect("".trimmingASCIIWhitespace() == "")
        #expect(" é ".trimmingASCIIWhitespace() == "é")
    }
}

/// The byte search agrees with `contains(_:)` on random texts around the needle, bridged and native.
@Suite struct ContainsASCIITests {
    @Test func agreesWithContains() {
        var random = SplitMix64(seed: 77)
        let alphabet: [Character] = ["v", "a", "r", "(", "u", "l", ")", " ", "é", "V"]
        for _ in 0..<20_000 {
            let text = String((0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(text.containsASCII("var(") == text.contains("var("), "\(text)")
            #expect(text.containsASCII("url(") == text.contains("url("), "\(text)")
        }
        #expect("".containsASCII("") && "x".containsASCII(""))
        let substring = "xxvar(--a)"[...].dropFirst(2)
        #expect(String(substring).containsASCII("var("))
    }
}
