import EmblemTestSupport
import Testing
@testable import EmblemSVG

/// Values quoted in messages are one line and short, and no message line carries a control character.
struct DiagnosticTextTests {
    @Test func quotingCollapsesWhitespaceAndControls() {
        #expect(DiagnosticText.quoted("red") == "'red'")
        #expect(DiagnosticText.quoted("  .a {\n\tfill: red }\r\n") == "'.a { fill: red }'")
        #expect(DiagnosticText.quoted("a\u{1B}[31mb\u{7F}c\u{85}d") == "'a [31mb c d'")
        #expect(DiagnosticText.quoted("") == "''")
        #expect(DiagnosticText.quoted("é → ü") == "'é → ü'")
    }

    /// Any text: at most `limit` characters inside the quotes (and "…" when cut), no control character,
    /// no two spaces in a row, and every character that is not whitespace or a control kept, in order,
    /// up to the cut.
    @Test(arguments: 0..<200)
    func quotingIsShortAndKeepsTheText(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let alphabet: [Character] = ["a", "Z", "0", " ", "\n", "\t", "\u{1}", "\u{1B}", "é", "→", "#", "'", "\r\n", "\u{9C}"]
        let text = String((0..<Int.random(in: 0...200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        let limit = Int.random(in: 1...100, using: &generator)
        let quoted = DiagnosticText.quoted(text, limit: limit)
        #expect(quoted.hasPrefix("'") && quoted.hasSuffix("'"))
        var inner = String(quoted.dropFirst().dropLast())
        let isCut = inner.hasSuffix("…")
        if isCut { inner.removeLast() }
        #expect(inner.count <= limit)
        #expect(!inner.unicodeScalars.contains { DiagnosticText.isControl($0) } && !inner.contains("  "))
        #expect(!inner.hasPrefix(" ") && !inner.hasSuffix(" "))
        let kept = text.filter { !$0.isWhitespace && !$0.unicodeScalars.contains(where: DiagnosticText.isControl) }
        let shown = inner.filter { $0 != " " }
        #expect(isCut ? kept.hasPrefix(shown) && shown.count < kept.count : kept == shown)
    }

    @Test func linesLoseTheirControlCharacters() {
        #expect(DiagnosticText.oneLine("plain line") == "plain line")
        #expect(DiagnosticText.oneLine("a\nb\u{1B}c\u{7F}") == "a b c ")
        #expect(DiagnosticText.oneLine("a\u{2028}b\u{2029}c\u{85}d") == "a b c d")
    }

    /// A character found is quoted when it shows, and named by code point when it would not.
    @Test func foundCharactersThatWouldNotShowAreNamed() {
        #expect(DiagnosticText.quotedCharacter("x") == "'x'" && DiagnosticText.quotedCharacter("é") == "'é'" && DiagnosticText.quotedCharacter("日") == "'日'")
        #expect(DiagnosticText.quotedCharacter("\u{2028}") == "U+2028 LINE SEPARATOR")
        #expect(DiagnosticText.quotedCharacter("\u{A0}") == "U+00A0 NO-BREAK SPACE")
        #expect(DiagnosticText.quotedCharacter("\u{200B}") == "U+200B ZERO WIDTH SPACE")
        #expect(DiagnosticText.quotedCharacter("\u{FEFF}") == "U+FEFF ZERO WIDTH NO-BREAK SPACE")
        #expect(DiagnosticText.quotedCharacter("\u{10FFFF}") == "U+10FFFF (a noncharacter)")
        #expect(DiagnosticText.quotedCharacter("\u{85}") == "U+0085")
    }

    /// A warning about a long value quotes the start of it; one spanning lines stays on one line.
    @Test func warningsQuoteLongValuesShortly() throws {
        let fill = String(repeating: "x", count: 100_000)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>path { stroke:\n  bogus\n  colour }</style>"
            + "<path fill=\"\(fill)\" d=\"M0 0h1v1z\"/></svg>"
        let (_, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let messages = diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.count < 400 && !$0.contains("\n") }, "\(messages.map(\.count))")
        #expect(messages.contains { $0.hasPrefix("Ignored fill: '" + String(repeating: "x", count: DiagnosticText.quotedLimit) + "…'") })
        #expect(messages.contains { $0.hasPrefix("Ignored stroke: 'bogus colour'") })
    }
}

extension DiagnosticTextTests {
    /// A reason in parentheses loses its own full stop, so a warning ends with one: "(Unknown colour name
    /// 'bogus'.)." read twice.
    @Test func reasonsInParenthesesEndOnce() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg"><path fill="bogus" style="transform: rotate(x)" d="M0 0h1v1z"/></svg>
            """
        let (_, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let messages = diagnostics.map(\.message)
        #expect(messages.contains("Ignored fill: 'bogus' (Unknown colour name 'bogus')."), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Ignored transform: 'rotate(x)' (") && $0.hasSuffix(").") && !$0.contains(".).") }, "\(messages)")
        #expect(DiagnosticText.parenthesized("a.") == "(a)" && DiagnosticText.parenthesized("b") == "(b)")
    }
}
