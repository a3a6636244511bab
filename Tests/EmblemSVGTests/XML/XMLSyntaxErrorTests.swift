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
        Case(input: "icon", message: "Expected '<svg' at the start, found text 'icon'.", line: 1, column: 1),
        Case(input: svg + "<path d=\"a&b\"/></svg>",
             message: "Expected ';' to end the reference that '&' starts; write '&amp;' for an '&' itself.", line: 1, column: 53),
        Case(input: svg + "<path d=\"a<b\"/></svg>",
             message: "Found '<' inside an attribute value; write '&lt;' for it, or close the value's quote before it.",
             line: 1, column: 51),
        Case(input: svg + "<path d=M0/></svg>", message: "Expected a quoted attribute value (\"…\" or '…') after '=', found 'M'.",
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

    /// Mistakes of hand editing and files cut short, each said in plain words with what was expected
    /// (the items of the audit of these messages): no libxml2 jargon, "cut short" only at the end of the
    /// input, and constructs left open said with where they were opened.
    static let handEditedCases: [Case] = [
        // A bare '<' or '&' in text, or a '<' that starts no element name.
        Case(input: svg + "<title>a < b</title></svg>",
             message: "Found '<' not followed by an element name; write '&lt;' for a '<' in text.", line: 1, column: 51),
        Case(input: svg + "<1rect/></svg>", message: "Found '<1rect', which is not an element name (a name cannot start with '1'); "
             + "write '&lt;' for a '<' in text.", line: 1, column: 42),
        Case(input: "</svg>", message: "Found the end tag </svg> where no element is open; a document starts with its root element's "
             + "start tag.", line: 1, column: 2),
        Case(input: "<!doctype svg><svg/>", message: "Found '<!doctype'; XML spells it '<!DOCTYPE', in capitals.", line: 1, column: 2),
        Case(input: svg + "<title>a & b</title></svg>",
             message: "Found '&' not followed by a name; write '&amp;' for an '&' itself.", line: 1, column: 51),
        // Constructs left open: reported at the end of the file, said with where they were opened.
        Case(input: "<svg><style><![CDATA[a\n</style>\n</svg>",
             message: "The CDATA section opened at 1:13 is not closed; expected ']]>' before the end of the file.", line: 1, column: 22),
        Case(input: "<svg>\n<!-- a\n<g/>\n</svg>",
             message: "The comment opened at 2:1 is not closed; expected '-->' before the end of the file.", line: 4, column: 7),
        Case(input: "<svg><?foo a\n</svg>", message: "The processing instruction <?foo opened at 1:6 is not closed; expected '?>' "
             + "before the end of the file.", line: 2, column: 7),
        Case(input: "<!DOCTYPE svg [\n<svg/>",
             message: "The DOCTYPE opened at 1:1 is not closed; expected ']>' before the end of the file.", line: 1, column: 15),
        Case(input: "<!DOCTYPE svg [<!ENTITY a \"b>]><svg/>", message: "The quoted value opened at 1:27 in the DOCTYPE is not closed; "
             + "expected '\"' before the end of the file.", line: 1, column: 15),
        // '<!' that starts nothing where it stands (libxml2: "Internal error").
        Case(input: "<svg><!DOCTYPE svg></svg>",
             message: "Found a DOCTYPE inside the root element; it must come before the root element's start tag.", line: 1, column: 6),
        Case(input: svg + "<![CDAT[ x ]]></svg>", message: "Found '<![CDAT[', which starts no comment ('<!--') or CDATA section "
             + "('<![CDATA['); a DOCTYPE must come before the root element.", line: 1, column: 41),
        Case(input: "<!DOCTYPE svg><!DOCTYPE svg><svg/>",
             message: "Found a second DOCTYPE; a document has at most one, before the root element.", line: 1, column: 16),
        Case(input: "<!DOCTYPE svg [ foo ]><svg/>", message: "Expected a declaration ('<!ENTITY', '<!ELEMENT', '<!ATTLIST', "
             + "'<!NOTATION'), a comment or ']>' in the DOCTYPE, found 'foo'.", line: 1, column: 17),
        // What stands where the root element should start (libxml2: "Document is empty").
        Case(input: "hello\n<svg/>", message: "Expected '<svg' at the start, found text 'hello'.", line: 1, column: 1),
        Case(input: "<?xml version=\"1.0\"?>",
             message: "The file ends before the root element (expected '<svg'); the file may be cut short.", line: 1, column: 22),
        Case(input: "\u{FEFF}\u{FEFF}<svg/>", message: "Found a byte-order mark (EF BB BF) where the document should start; "
             + "a file may only begin with one.", line: 1, column: 1),
        Case(input: "\u{0}<svg/>",
             message: "Found a NUL byte (U+0000) where the document should start; expected '<svg'.", line: 1, column: 1),
        // End tags are not start tags.
        Case(input: "<svg><g></g x=\"1\"></svg>", message: "Expected '>' to end the end tag </g>, found 'x'.", line: 1, column: 13),
        Case(input: "<svg><g></g", message: "The file ends inside the end tag '</g'; the file may be cut short.", line: 1, column: 12),
        // Start tags: "cut short" only at the end of the file.
        Case(input: "<svg x=\"1\"y=\"2\"/>",
             message: "Expected a space, '>' or '/>' after x=\"1\" in <svg>, found 'y'.", line: 1, column: 11),
        Case(input: svg + "<rect x=\"1\"/ ></svg>",
             message: "Expected '>' right after '/' to end the start tag <rect>, found a space.", line: 1, column: 52),
        Case(input: svg + "<g\u{7}/></svg>",
             message: "Expected '>' or '/>' to end the start tag <g>, found control character U+0007.", line: 1, column: 43),
        Case(input: "<svg stro", message: "The file ends after the attribute name 'stro' in <svg>; the file may be cut short.",
             line: 1, column: 10),
        Case(input: "<svg><g/", message: "Expected '>' right after '/' to end the start tag <g>; the file may be cut short.",
             line: 1, column: 8),
        Case(input: "<svg x=", message: "Expected a quoted attribute value (\"…\" or '…') after '='; the file may be cut short.",
             line: 1, column: 8),
        // Bad attribute names and a forgotten '>'.
        Case(input: "<svg>\n<rect x=\"1\"\n<g/></svg>",
             message: "Expected an attribute name, '>' or '/>' in the start tag <rect> (line 2), found '<'.", line: 3, column: 1),
        Case(input: "<svg x$=\"1\"/>", message: "Expected '=' after the attribute name 'x', found '$'.", line: 1, column: 7),
        Case(input: svg + "<rect 1x=\"1\"/></svg>", message: "Expected an attribute name, '>' or '/>' in the start tag <rect>, "
             + "found '1' (a name cannot start with '1').", line: 1, column: 47),
        // Mismatched end tags quote names as written.
        Case(input: "<svg xmlns:a=\"u\"><a:g></g></svg>", message: "Expected </a:g> to close <a:g> from line 1, found </g>.",
             line: 1, column: 27),
        Case(input: "<svg><g></></svg>", message: "Expected </g> to close <g> from line 1, found '</' with no element name.",
             line: 1, column: 12),
        // The line an element was opened on is its '<', not its '>' (icons put '>' on a line of its own).
        Case(input: "<svg\n x=\"1\"\n>",
             message: "The document ends inside <svg> (opened on line 1): expected </svg>; the file may be cut short.", line: 3, column: 2),
        Case(input: "<svg><title>a <", message: "The document ends inside <title> (opened on line 1): expected </title>, then </svg>; "
             + "the file may be cut short.", line: 1, column: 15),
    ]

    @Test(arguments: handEditedCases)
    func saysHandEditingMistakesInPlainWords(_ example: Case) throws {
        try saysWhatWasExpected(example)
    }

    /// Characters XML does not allow, character references, encodings and namespaces, said with code
    /// points and names as written (libxml2: "PCDATA invalid Char value 1", "XmlParseCharRef: invalid
    /// xmlChar value 0", "Namespaced Attribute x in 'u' redefined").
    static let characterAndNamespaceCases: [Case] = [
        Case(input: "<svg>&#0;</svg>", message: "'&#0;' refers to U+0000, which XML does not allow.", line: 1, column: 10),
        Case(input: "<svg>&#;</svg>", message: "Expected digits after '&#' (or hex digits after '&#x') in '&#;'.", line: 1, column: 9),
        Case(input: "<svg>&#x110000;</svg>", message: "'&#x110000;' is past U+10FFFF, the last Unicode character.", line: 1, column: 16),
        Case(input: "<svg>&#xZZ;</svg>", message: "Expected hex digits then ';' after '&#x', found 'Z'.", line: 1, column: 9),
        Case(input: "<svg>&#65 </svg>", message: "Expected digits then ';' after '&#', found a space.", line: 1, column: 10),
        Case(input: "<svg>&#X41;</svg>", message: "Expected digits then ';' after '&#', found 'X' (hexadecimal is written '&#x', "
             + "with a small x).", line: 1, column: 8),
        Case(input: "<svg>a\u{1}b</svg>",
             message: "Found control character U+0001 in text, which XML does not allow; remove it.", line: 1, column: 7),
        Case(input: "<svg>a\u{0}b</svg>",
             message: "Found a NUL byte (U+0000) in text, which XML does not allow; remove it.", line: 1, column: 7),
        Case(input: "<svg><!--\u{7}--></svg>",
             message: "Found control character U+0007 in a comment, which XML does not allow; remove it.", line: 1, column: 10),
        Case(input: "<svg x=\"a\u{1B}b\"/>",
             message: "Found control character U+001B in an attribute value, which XML does not allow; remove it.", line: 1, column: 10),
        // libxml2 calls a control character in CDATA invalid UTF-8.
        Case(input: "<svg><style><![CDATA[\u{7}]]></style></svg>",
             message: "Found control character U+0007 in a CDATA section, which XML does not allow; remove it.", line: 1, column: 22),
        Case(input: "<svg>a\u{FFFE}b</svg>",
             message: "Found U+FFFE (a noncharacter) in text, which XML does not allow; remove it.", line: 1, column: 7),
        Case(input: "<svg xmlns:a=\"u\" xmlns:a=\"v\"/>",
             message: "The attribute 'xmlns:a' appears twice on one element; keep one.", line: 1, column: 29),
        Case(input: "<svg xmlns:p=\"\"/>", message: "The prefix 'p' is declared with an empty namespace name (xmlns:p=\"\"), "
             + "which XML 1.0 does not allow; remove the declaration.", line: 1, column: 16),
        Case(input: "<svg xmlns:p=\"a b\"/>",
             message: "The namespace name 'a b' declared for 'p' is not a valid URI.", line: 1, column: 19),
        Case(input: "<svg xmlns:xml=\"http://x\"/>",
             message: "The prefix 'xml' may only mean http://www.w3.org/XML/1998/namespace; remove xmlns:xml.", line: 1, column: 26),
        Case(input: "<svg><xmlns:a/></svg>", message: "The prefix 'xmlns' of 'xmlns:a' is reserved for namespace declarations; "
             + "an element cannot use it.", line: 1, column: 14),
        Case(input: "<svg><a:b:c/></svg>",
             message: "The name 'a:b:c' has more than one ':'; a name has at most one, after its prefix.", line: 1, column: 10),
        Case(input: "<svg><use xlink:", message: "The file ends in the name 'xlink:'; the file may be cut short.", line: 1, column: 17),
    ]

    @Test(arguments: characterAndNamespaceCases)
    func saysCharactersAndNamespacesInPlainWords(_ example: Case) throws {
        try saysWhatWasExpected(example)
    }

    /// Names and URIs are quoted in messages as written, and XML lets them run to 50,000 bytes: a message
    /// keeps their first 80 characters, and stays one short line.
    @Test func longNamesAreCutInMessages() throws {
        let long = String(repeating: "x", count: 40_000)
        let cut = String(repeating: "x", count: 80) + "…"
        let cases: [(String, String)] = [
            ("<svg xmlns:p=\"a b\(long)\"/>", "The namespace name 'a b\(cut.dropFirst(3))' declared for 'p' is not a valid URI."),
            ("<svg><\(long)></x></svg>", "Expected </\(cut)> to close <\(cut)> from line 1, found </x>."),
            ("<svg><\(long):a/></svg>", "The prefix '\(cut)' of '\(cut):a' is not declared; expected xmlns:\(cut)=\"…\" on this element or an ancestor."),
            ("<svg><a:b:\(long)/></svg>", "The name 'a:b:\(cut.dropFirst(4))' has more than one ':'; a name has at most one, after its prefix."),
            // Told apart by the name as written: its cut text no longer ends in ':'.
            ("<svg><a:\(long):/></svg>", "The name 'a:\(cut.dropFirst(2))' has more than one ':'; a name has at most one, after its prefix."),
        ]
        for (input, message) in cases {
            let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array(input.utf8)) }
            #expect(error.message == "Malformed XML: " + message)
            #expect(error.message.count < 400)
        }
    }

    /// Bytes given for UTF-8 that are not: an encoded surrogate, UTF-16 without a byte-order mark, a
    /// byte the declared encoding does not have.
    @Test func undecodableBytesAreNamed() throws {
        let cases: [([UInt8], String)] = [
            (Array("<svg>".utf8) + [0xED, 0xA0, 0x80] + Array("</svg>".utf8),
             "The input is not valid UTF-8 here (bytes 0xED 0xA0 0x80 0x3C); expected UTF-8, or an XML declaration naming the encoding."),
            (Array("<svg/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
             "The file looks like UTF-16 without a byte-order mark; save it as UTF-8, or as UTF-16 with a byte-order mark."),
            (Array("<?xml version=\"1.0\" encoding=\"US-ASCII\"?><svg>".utf8) + [0xE9] + Array("</svg>".utf8),
             "Reading stopped inside <svg> at byte 0xE9, which the encoding the document declares does not have; "
                + "save the file in that encoding, or declare the one it is in."),
            (Array("<svg xmlns:a=\"u\" xmlns:b=\"u\" a:x=\"1\" b:x=\"2\"/>".utf8),
             "'a:x' and 'b:x' are one attribute (both prefixes mean 'u'); keep one."),
        ]
        for (bytes, message) in cases {
            let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: bytes) }
            #expect(error.message == "Malformed XML: " + message)
        }
    }

    /// A UTF-16 file whose declaration names a single-byte encoding: libxml2 reads it as that and says
    /// "Char 0x0 out of allowed range" (little-endian, with or without a byte-order mark) or finds no markup
    /// (big-endian). A UTF-16 declaration is read, and so is one libxml2 lets the byte-order mark overrule.
    @Test(arguments: [("ISO-8859-1", false, true, false), ("ISO-8859-1", true, false, false), ("windows-1252", false, false, false),
                      ("windows-1252", true, true, true), ("UTF-16", true, true, true), ("UTF-16", false, false, true)])
    func utf16DeclaredAsASingleByteEncodingIsSaidSo(encoding: String, littleEndian: Bool, byteOrderMark: Bool, isRead: Bool) throws {
        let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        let units = text.utf16.flatMap { littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let bytes = (byteOrderMark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []) + units
        guard !isRead else {
            _ = try SVGDocument(bytes: bytes)
            return
        }
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: bytes) }
        #expect(error.message == "Malformed XML: The file is UTF-16 (by its first bytes), but its XML declaration names '\(encoding)', "
                + "so it is read as that and its zero bytes are not characters; declare encoding=\"UTF-16\", or save the file as "
                + "'\(encoding)' or UTF-8.", "\(error.message)")
    }

    /// The XML declaration, processing instructions, the DOCTYPE, comments and entities without libxml2's
    /// grammar words ("Malformed declaration expecting version", "Blank needed here", "Double hyphen").
    static let prologCases: [Case] = [
        Case(input: "<?xml version=\"1\"?><svg/>",
             message: "Expected the version in the XML declaration written \"1.0\", found '?'.", line: 1, column: 18),
        Case(input: "<?xml encoding=\"UTF-8\" version=\"1.0\"?><svg/>",
             message: "Expected version=\"1.0\" first in the XML declaration, found 'e'.", line: 1, column: 7),
        Case(input: "<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?><svg/>", message: "Expected '?>' to end the XML "
             + "declaration (version, encoding, standalone, in that order), found 'e'.", line: 1, column: 38),
        Case(input: "<?xml version=\"1.0\"><svg/>",
             message: "Expected a space or '?>' in the XML declaration, found '>'.", line: 1, column: 20),
        Case(input: "<?xml", message: "The file ends in the XML declaration; the file may be cut short.", line: 1, column: 6),
        Case(input: "<?xml version=\"1.0\"", message: "The file ends in the XML declaration; the file may be cut short.",
             line: 1, column: 20),
        Case(input: "\n<?xml version=\"1.0\"?><svg/>", message: "Found the XML declaration '<?xml' after the start of the file; "
             + "it may only stand at its very start (remove what comes before it).", line: 2, column: 6),
        Case(input: "<?XML version=\"1.0\"?><svg/>", message: "Found '<?XML': names starting with 'xml' are reserved, and the "
             + "XML declaration is '<?xml', in lower case.", line: 1, column: 6),
        Case(input: "<svg><? foo?></svg>", message: "Expected a name after '<?' (a processing instruction is written "
             + "'<?name …?>'), found a space.", line: 1, column: 8),
        Case(input: "<!DOCTYPE><svg/>", message: "Expected the root element's name after '<!DOCTYPE', found '>'.", line: 1, column: 10),
        Case(input: "<!DOCTYPE svg PUBLIC \"a{b\" \"x\"><svg/>",
             message: "Expected the closing quote of the DOCTYPE's identifier, found '{'.", line: 1, column: 24),
        Case(input: "<!DOCTYPE svg PUBLIC \"-//W3C", message: "Expected the closing quote of the DOCTYPE's identifier; "
             + "the file may be cut short.", line: 1, column: 29),
        Case(input: "<svg><!-- a -- b --></svg>",
             message: "Found '--' inside the comment opened at 1:6; only its end '-->' may hold '--'.", line: 1, column: 13),
        Case(input: "<svg/>\u{0}", message: "Found a NUL byte (U+0000) after the root element's end tag; remove it.", line: 1, column: 7),
    ]

    @Test(arguments: prologCases)
    func saysPrologMistakesInPlainWords(_ example: Case) throws {
        try saysWhatWasExpected(example)
    }

    /// An HTML entity copied into an icon says what to write instead; it is refused as any undeclared one.
    @Test func htmlEntitiesSayWhatToWrite() throws {
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array("<svg><text>&nbsp;</text></svg>".utf8)) }
        #expect(error.message == "Malformed XML: Entity 'nbsp' not defined (an HTML entity; write '&#160;').")
        #expect(error.code == .refusedEntity)
    }

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

    /// A comment or CDATA section left open says so on one line, with where it was opened. libxml2 adds an
    /// excerpt of the document on lines of its own (for a comment holding non-ASCII text), which broke the
    /// one-line form of the diagnostic; without the input to find the opening, the excerpt is kept on the
    /// same line.
    @Test func unclosedCommentsSayWhereTheyStartOnOneLine() throws {
        for input in [Self.svg + "<!-- glyph → tag\n<path d=\"M0 0\"/></svg>", Self.svg + "<!-- glyph tag\n<path d=\"M0 0\"/></svg>"] {
            let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: Array(input.utf8)) }
            #expect(error.message == "Malformed XML: The comment opened at 1:41 is not closed; expected '-->' before the end of the file.")
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
        let description = XMLSyntaxErrorDescription(code: 108, libxml2Message: "Unsupported version '2.0'", detail1: nil,
                                                     detail2: nil, openingLine: 0, openElements: [])
        #expect(description.message == "Unsupported version '2.0'.")
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
