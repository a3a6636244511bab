import Testing
@testable import EmblemSVG

/// The writer keeps a `viewBox` or `points` of plain whole numbers as written: that must be exactly what
/// rewriting it number by number writes, at every precision, and anything else must go that way.
struct PlainWholeNumbersWriteTests {
    /// What the writer writes for `name="value"`, and what it writes number by number.
    static func writtenBothWays(_ name: String, _ value: String, precision: Int) -> (kept: [UInt8]?, rewritten: [UInt8]?) {
        let rewriter = AttributeRewriter(precision: precision)
        var problem: ValueSyntaxError?
        var kept = XMLOutput(), rewritten = XMLOutput()
        let keeps = rewriter.rewrite(name, value, in: .svg, into: &kept, problem: &problem)
        let rewrites = rewriter.appendNumbers(name, value, into: &rewritten, problem: &problem)
        return (keeps ? kept.bytes : nil, rewrites ? rewritten.bytes : nil)
    }

    /// Lists of every form near the plain one (leading zeros, long numbers, other separators, signs,
    /// points, spaces at either end): whatever the writer writes is what the general path writes.
    @Test func writesWhatRewritingNumberByNumberWrites() {
        let numbers = ["0", "7", "24", "007", "00", "10", "123456789", "999999999", "1234567890", "0000000001",
                       "-1", "+1", "24.5", ".5", "1e2"]
        let separators = [" ", "  ", ",", ", ", "\t", "\n"]
        var generator = SystemRandomNumberGenerator()
        var plain = 0
        for round in 0..<3_000 {
            let count = 1 + round % 6
            var text = ""
            for index in 0..<count {
                if index > 0 { text += round % 3 == 0 ? separators.randomElement(using: &generator)! : " " }
                text += round % 2 == 0 ? numbers.randomElement(using: &generator)! : String(Int.random(in: 0...99_999, using: &generator))
            }
            if round % 50 == 0 { text = " " + text }
            if round % 50 == 1 { text += " " }
            for precision in [0, 1, 3, 8, 15] {
                for name in ["viewBox", "points"] {
                    let (kept, rewritten) = Self.writtenBothWays(name, text, precision: precision)
                    #expect(kept == rewritten, "\(name)=\"\(text)\" at \(precision)")
                }
            }
            if withUTF8Bytes(text, PlainWholeNumbers.isCanonical) { plain += 1 }
        }
        #expect(plain > 500)
    }

    /// Which texts are kept: plain whole numbers without leading zeros; `007` is written `7`.
    @Test(arguments: [
        ("0 0 24 24", true), ("0", true), ("1 2 3 4 5 6", true), ("0 0 999999999 5", true),
        ("007 0 24 24", false), ("00 0 24 24", false), (" 0 0 24 24", false), ("0 0 24 24 ", false),
        ("0,0,24,24", false), ("0  0 24 24", false), ("0 0 24.5 24", false), ("-1 0 2 2", false),
        ("0 0 1234567890 5", false), ("", false), ("0 0 24\t24", false),
    ])
    func keepsOnlyThePlainCanonicalForm(text: String, kept: Bool) {
        #expect(withUTF8Bytes(text, PlainWholeNumbers.isCanonical) == kept)
    }

    @Test func writesLeadingZerosAway() throws {
        let document = try SVGDocument(bytes: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="007 00 24 0024"/>"#.utf8))
        #expect(SVGWriter().string(for: document).contains(#"viewBox="7 0 24 24""#))
    }

    /// The resolver reads the same four numbers through the reader as through the general parser.
    @Test func readsTheNumbersAsTheGeneralParser() throws {
        for text in ["0 0 24 24", "007 0 24 24", "1 2 3 4", "999999999 0 1 1"] {
            var numbers: [Int] = []
            withUTF8Bytes(text) { bytes in
                var reader = PlainWholeNumbers(bytes)
                while let number = reader.next() { numbers.append(number) }
                #expect(reader.isAtEnd)
            }
            #expect(numbers.map(Double.init) == (try NumberListParser.parse(text)))
        }
    }
}
