import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct ClassNamesTests {
    /// The class attribute's names are its tokens between runs of ASCII whitespace (space, tab, line
    /// feed, form feed, carriage return), in order, duplicates kept; other characters, a no-break space
    /// or an ideographic space among them, belong to a name. Checked against splitting the scalars over
    /// 5,000 random values.
    @Test func tokensBetweenASCIIWhitespace() {
        #expect(XMLElement(name: "g").classNames == [])
        #expect(XMLElement(name: "g", attributes: [XMLAttribute(name: "class", value: "")]).classNames == [])
        #expect(XMLElement(name: "g", attributes: [XMLAttribute(name: "class", value: " \t\n")]).classNames == [])
        let alphabet: [Unicode.Scalar] = ["a", "B", "-", ":", "1", " ", "\t", "\n", "\r", "\u{0C}", "\u{A0}", "\u{3000}", "é", "\u{85}"]
        let separators: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}"]
        var random = SplitMix64(seed: 5)
        var wrong: [String] = []
        for _ in 0..<5_000 {
            var value = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...14, using: &random) { value.append(alphabet.randomElement(using: &random)!) }
            let text = String(value)
            let expected = text.unicodeScalars.split(whereSeparator: separators.contains).map { String(String.UnicodeScalarView($0)) }
            let element = XMLElement(name: "path", attributes: [XMLAttribute(name: "class", value: text)])
            if element.classNames != expected { wrong.append(text) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { $0.debugDescription })")
    }
}
