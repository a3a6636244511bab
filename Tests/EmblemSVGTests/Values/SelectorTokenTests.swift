import Testing
@testable import EmblemSVG

/// Strings and identifiers in selectors, escapes included, as CSS Syntax 3 §4.3 tokenizes them.
struct SelectorTokenTests {
    static func parse(_ text: String) -> Selector? { Selector.parse(Array(text.utf8)[...]) }

    /// Quoted attribute values: a quote or backslash escaped, the other quote plain, hex escapes with
    /// their one optional whitespace (CR LF counting as one), at most six digits, U+FFFD for 0, a
    /// surrogate or past U+10FFFF, and a backslash before a newline continuing the line.
    @Test(arguments: [
        (#"[title="a\"b"]"#, #"a"b"#),
        (#"[title='a\'b']"#, "a'b"),
        (#"[title="a\\b"]"#, #"a\b"#),
        (#"[title="a'b"]"#, "a'b"),
        (#"[title='a"b']"#, #"a"b"#),
        (#"[title="\z\-"]"#, "z-"),
        (#"[title="\41 B"]"#, "AB"),
        (#"[title="\41  B"]"#, "A B"),
        ("[title=\"\\41\r\nB\"]", "AB"),
        (#"[title="\0000411"]"#, "A1"),
        (#"[title="\e9t\E9"]"#, "été"),
        (#"[title="\1F600"]"#, "😀"),
        (#"[title="\0"]"#, "\u{FFFD}"),
        (#"[title="\D800"]"#, "\u{FFFD}"),
        (#"[title="\110000"]"#, "\u{FFFD}"),
        (#"[title="\é"]"#, "é"),
        ("[title=\"a\\\nb\"]", "ab"),
        ("[title=\"a\\\r\nb\"]", "ab"),
        ("[title=\"a\\\u{0C}b\"]", "ab"),
        ("[title=\"\"]", ""),
        (#"[title=a\"b]"#, #"a"b"#),
        (#"[title=\31 0]"#, "10"),
    ])
    func quotedValues(selector: String, value: String) throws {
        let parsed = try #require(Self.parse(selector), "\(selector)")
        #expect(parsed.subject.attributes.map(\.value) == [value], "\(selector)")
    }

    /// An unescaped newline ends a string as a bad string, which makes the selector invalid; so does a
    /// backslash that escapes the closing quote, leaving the string open.
    @Test(arguments: ["[title=\"a\nb\"]", "[title='a\rb']", "[title=\"a\u{0C}b\"]", #"[title="a\"]"#, #"[title="a"b"]"#])
    func badStringsAreInvalid(_ selector: String) {
        #expect(Self.parse(selector) == nil, "\(selector)")
    }

    /// The rule with an escaped quote was dropped; now it applies.
    @Test func escapedQuoteMatchesInTheSheet() {
        let sheet = StyleSheet(parsing: #"[title="a\"b"] { fill: red } [title='c\'d' i] { stroke: blue }"#)
        let attributes = ["title": #"a"b"#]
        let subject = SelectorSubject(name: "path", id: nil, classes: [], attribute: { attributes[$0] })
        #expect(sheet.rules.count == 2)
        #expect(sheet.declarations(for: subject, ancestors: { [] }).map(\.description) == ["fill: red"])
        let other = SelectorSubject(name: "path", id: nil, classes: [], attribute: { $0 == "title" ? "C'D" : nil })
        #expect(sheet.declarations(for: other, ancestors: { [] }).map(\.description) == ["stroke: blue"])
    }

    /// Identifiers (classes, ids, attribute names) decode escapes as strings do, start as §4.3.9 says
    /// (`-` then a letter, `-` or an escape), and end at a backslash before a newline.
    @Test(arguments: [
        (#".\31 0"#, ["10"]),
        (#".a\:b"#, ["a:b"]),
        (#".\0"#, ["\u{FFFD}"]),
        (#".\D800"#, ["\u{FFFD}"]),
        (#".\110000"#, ["\u{FFFD}"]),
        (#".\1F600x"#, ["😀x"]),
        (".\\41\r\nb", ["Ab"]),
        (#".-\31"#, ["-1"]),
        (".--a", ["--a"]),
        (".-_", ["-_"]),
        (".é", ["é"]),
        (#".\é"#, ["é"]),
    ])
    func identifierEscapes(selector: String, classes: [String]) throws {
        let parsed = try #require(Self.parse(selector), "\(selector)")
        #expect(parsed.classes == classes, "\(selector)")
    }

    @Test(arguments: [".-1", ".-", "#-2", ".a\\\nb", "[a=-1]", "[-=x]", ".1a", ".a\\\n", ".a\\\r\n "])
    func notIdentifiers(_ selector: String) {
        #expect(Self.parse(selector) == nil, "\(selector)")
    }

    /// Whitespace after an escaping backslash is part of the name, even at the end of the selector;
    /// after an escaped backslash it is not.
    @Test(arguments: [(".a\\ ", ["a "]), (".a\\  \t", ["a "]), (".a\\\\ ", [#"a\"#]), (".a\\\\\\ ", [#"a\ "#]), ("[b=c\\ ]", [])])
    func escapedTrailingWhitespace(selector: String, classes: [String]) throws {
        let parsed = try #require(Self.parse(selector), "\(selector)")
        #expect(parsed.classes == classes, "\(selector)")
        #expect(parsed.subject.attributes.map(\.value) == (classes.isEmpty ? ["c "] : []), "\(selector)")
    }

    /// An attribute name may be escaped too.
    @Test func escapedAttributeName() throws {
        let parsed = try #require(Self.parse(#"[data\-k="\76"]"#))
        #expect(parsed.subject.attributes.map(\.name) == ["data-k"])
        #expect(parsed.subject.attributes.map(\.value) == ["v"])
    }

    /// The `i` flag ignores ASCII case only, and `~=` splits at ASCII whitespace only (Selectors 4): a
    /// Kelvin sign is not a `k`, and a no-break space does not separate words.
    @Test func attributeValuesCompareByASCII() {
        let caseless = AttributeSelector(name: "title", operation: .equals, value: "k", ignoresCase: true)
        #expect(caseless.matches("K") && caseless.matches("k"))
        #expect(!caseless.matches("\u{212A}"))
        let word = AttributeSelector(name: "class", operation: .includesWord, value: "b", ignoresCase: false)
        #expect(word.matches("a b") && word.matches("a\tb\nc"))
        #expect(!word.matches("a\u{00A0}b"))
    }
}
