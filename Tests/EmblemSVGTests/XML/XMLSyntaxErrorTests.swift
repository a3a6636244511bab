import Testing
@testable import EmblemSVG

/// Broken XML is reported in words that say what was expected, at the place libxml2 stopped (on or next
/// to the offending byte, or the end of a file cut short): one case per error that icons cut short or
/// written by hand commonly have.
struct XMLSyntaxErrorTests {
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">"  // 41 bytes

    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(input: svg + "<path d=\"M0 0L10", message: "Expected the closing quote of an attribute value; the file may be cut short.",
             line: 1, column: 57),
        Case(input: svg + "<path d=\"M0 0\"", message: "Expected '>' or '/>' to end the start tag <path>; the file may be cut short.",
             line: 1, column: 55),
        Case(input: svg + "\n<g>\n<path d=\"M0 0\"/>",
             message: "The document ends inside <g> (opened on line 2): expected </g>, then </svg>; the file may be cut short.",
             line: 3, column: 17),
        Case(input: svg + "<g><g><g><g>",
             message: "The document ends inside <g> (opened on line 1): expected </g>, then </g>, then </g> and 2 more; "
                 + "the file may be cut short.", line: 1, column: 53),
        Case(input: svg + "</svg><svg/>",
             message: "Found content after the root element's end tag; a document has exactly one root element.", line: 1, column: 47),
        Case(input: "icon", message: "Expected an XML document (an <svg> root element), found no markup.", line: 1, column: 1),
        Case(input: svg + "<path d=\"a&b\"/></svg>",
             message: "Expected ';' to end the reference that '&' starts; write '&amp;' for an '&' itself.", line: 1, column: 53),
        Case(input: svg + "<path d=\"a<b\"/></svg>",
             message: "Found '<' inside an attribute value; write '&lt;' for it, or close the value's quote before it.",
             line: 1, column: 51),
        Case(input: svg + "<path d=M0/></svg>", message: "Expected a quoted attribute value (\"…\" or '…') after '='.",
             line: 1, column: 49),
        Case(input: svg + "<path d/></svg>", message: "The attribute 'd' has no value; expected d=\"…\".", line: 1, column: 48),
        Case(input: "<svg xmlns=\"http://www.w3.org/2000/svg\" a=\"1\" a=\"2\"/>",
             message: "The attribute 'a' appears twice on one element; keep one.", line: 1, column: 52),
        Case(input: svg + "<x:a/></svg>",
             message: "The prefix 'x' of 'x:a' is not declared; expected xmlns:x=\"…\" on this element or an ancestor.",
             line: 1, column: 45),
        Case(input: svg + "\n<g>\n</svg>", message: "Expected </g> to close <g> from line 2, found </svg>.", line: 3, column: 7),
        Case(input: "<?xml version=\"1.0\" encoding=\"nope\"?>" + svg + "</svg>",
             message: "The XML declaration names the encoding 'nope', which cannot be read here; save the file as UTF-8.",
             line: 1, column: 36),
    ]

    @Test(arguments: cases)
    func saysWhatWasExpected(_ example: Case) throws {
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array(example.input.utf8), file: "icon.svg") }
        #expect(error.code == .malformedXML)
        #expect(error.message == "Malformed XML: " + example.message)
        #expect(error.location == SourceLocation(file: "icon.svg", line: example.line, column: example.column))
    }

    /// Invalid UTF-8 names the bytes found.
    @Test func invalidUTF8ShowsTheBytes() throws {
        let bytes = Array((Self.svg + "<title>").utf8) + [0xFF, 0x41] + Array("</title></svg>".utf8)
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: bytes) }
        #expect(error.message.hasPrefix("Malformed XML: The input is not valid UTF-8 here (bytes 0xFF 0x41"))
    }

    /// A comment or CDATA section left open says so on one line. libxml2 adds an excerpt of the document
    /// on lines of its own (for a comment holding non-ASCII text), which broke the one-line form of the
    /// diagnostic; it is kept, on the same line, as where the comment starts.
    @Test func unclosedCommentsSayWhereTheyStartOnOneLine() throws {
        for (input, excerpt) in [(Self.svg + "<!-- glyph → tag\n<path d=\"M0 0\"/></svg>", " (it starts '<!-- glyph → tag <path d=\"M0 0\"/></sv…')"),
                                 (Self.svg + "<!-- glyph tag\n<path d=\"M0 0\"/></svg>", "")] {
            let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array(input.utf8)) }
            #expect(error.message == "Malformed XML: A comment is not closed\(excerpt); expected '-->'; the file may be cut short.")
        }
        let cdata = XMLSyntaxErrorDescription(code: 63, libxml2Message: "CData section not finished\n<![CDATA[a\u{1}b\r\nc", detail1: nil,
                                              detail2: nil, openingLine: 0, openElements: [])
        #expect(cdata.message == "A CDATA section is not closed (it starts '<![CDATA[a b  c…'); expected ']]>'; the file may be cut short.")
        let other = XMLSyntaxErrorDescription(code: 1_000, libxml2Message: "Something odd \n<x>\n", detail1: nil, detail2: nil,
                                              openingLine: 0, openElements: [])
        #expect(other.message == "Something odd.")
    }

    /// An error without a description here keeps libxml2's words, capitalised and ended.
    @Test func otherErrorsKeepLibxml2sText() {
        let description = XMLSyntaxErrorDescription(code: 6, libxml2Message: "CharRef: invalid hexadecimal value", detail1: nil,
                                                     detail2: nil, openingLine: 0, openElements: [])
        #expect(description.message == "CharRef: invalid hexadecimal value.")
        #expect(!description.isVague)
    }

    /// A document of nothing but whitespace (or a comment) has no root element to have content after.
    @Test(arguments: ["   \n\n  ", "<!-- only a comment -->\n", "<?xml version=\"1.0\"?>\n  "])
    func aDocumentWithoutAnElementSaysSo(text: String) throws {
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array(text.utf8)) }
        #expect(error.message.contains("found no markup") || error.message.contains("root element"), "\(error.message)")
        #expect(!error.message.contains("after the root element"), "\(error.message)")
    }

    @Test func contentAfterTheRootIsStillSaidSo() throws {
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array((Self.svg + "</svg><g/>").utf8)) }
        #expect(error.message.contains("after the root element") || error.message.contains("Extra content"), "\(error.message)")
    }
}
