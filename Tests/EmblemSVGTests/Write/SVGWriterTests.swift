import EmblemGeometry
import Testing
@testable import EmblemSVG

/// What the writer rewrites and what it keeps: every kind of attribute it rewrites, the names it must
/// pass over, and whitespace-only text, which indentation replaces.
struct SVGWriterTests {
    static func written(_ source: String, precision: Int = 3) throws -> String {
        let document = try SVGDocument(bytes: Array(source.utf8))
        return SVGWriter(options: .init(precision: precision)).string(for: document)
    }

    @Test(arguments: [
        // Number lists, numbers, transforms and colours are rewritten in canonical form.
        (##"viewBox="0.0, 0.0 24.000 24""##, ##"viewBox="0 0 24 24""##),
        (##"points="1.23456,2 3-4""##, ##"points="1.235 2 3 -4""##),
        (##"x="0.5000""##, ##"x=".5""##),
        (##"stroke-width="2.00""##, ##"stroke-width="2""##),
        (##"opacity="1.0""##, ##"opacity="1""##),
        (##"fill="#FF0000""##, ##"fill="#f00""##),
        (##"stroke="rgb(0, 0, 255)""##, ##"stroke="#00f""##),
        (##"fill="rgba(0 0 0 / 0)""##, ##"fill="transparent""##),
        (##"fill="rgba(255,0,0,0)""##, ##"fill="rgba(255,0,0,0)""##),
        (##"fill="hsl(120 100% 25% / 40%)""##, ##"fill="rgba(0,128,0,.4)""##),
        (##"transform="translate(10.50, 0)""##, ##"transform="translate(10.5)""##),
        // Names the rewriter passes over, numbers or not, are kept as written.
        (##"id="0.50""##, ##"id="0.50""##),
        (##"class="a  b""##, ##"class="a  b""##),
        (##"data-x="1.000""##, ##"data-x="1.000""##),
        (##"xlink-x="1.000""##, ##"xlink-x="1.000""##),
        (##"x="+5.50""##, ##"x="5.5""##),
        (##"viewBox="0 -0.000 24 1e2""##, ##"viewBox="0 0 24 100""##),
        (##"r="1e999""##, ##"r="1e999""##),
        // A view box whose width or height would round to 0 (drawing nothing) is kept as written; an
        // origin may round.
        (##"viewBox="0 0 1e-7 1e-7""##, ##"viewBox="0 0 1e-7 1e-7""##),
        (##"viewBox="0 0 24 0.0004""##, ##"viewBox="0 0 24 0.0004""##),
        (##"viewBox="0.0001 -0.0001 24 0.0005""##, ##"viewBox="0 0 24 .001""##),
        // Not SVG numbers: kept as written (a renderer ignores them, and a rewrite must not make them valid).
        (##"x="0x10""##, ##"x="0x10""##),
        (##"width="5px""##, ##"width="5px""##),
        (##"cx="inf""##, ##"cx="inf""##),
        // A broken list is kept whole, not half rewritten.
        (##"points="1.50 2.50 x""##, ##"points="1.50 2.50 x""##),
    ])
    func rewritesEachKindOfAttribute(attribute: String, expected: String) throws {
        let output = try Self.written(#"<svg xmlns="http://www.w3.org/2000/svg"><rect "# + attribute + #"/></svg>"#)
        #expect(output.contains("<rect " + expected + "/>"), "\(output)")
    }

    /// Numbers whose digits fit the precision are written from their digits, as path data is, even
    /// where their `Double` times 10ᵖ would show its rounding (`….6801` at 4 places); others are rounded
    /// from their value.
    @Test func numbersThatFitThePrecisionAreWrittenAsTheirDigits() throws {
        let output = try Self.written(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 896831403485.68 -409854867096.616">"#
                                      + #"<rect x="+896831403485.6800" width="1.234567"/></svg>"#, precision: 4)
        #expect(output.contains(#"viewBox="0 0 896831403485.68 -409854867096.616""#), "\(output)")
        #expect(output.contains(#"<rect x="896831403485.68" width="1.2346"/>"#), "\(output)")
    }

    @Test func whitespaceOnlyTextGivesWayToIndentation() throws {
        let output = try Self.written("<svg xmlns=\"http://www.w3.org/2000/svg\">\n\t\t<g>  \n </g>\r\n<path d=\"M0 0\"/></svg>")
        #expect(output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg">
              <g/>
              <path d="M0 0"/>
            </svg>

            """)
    }

    @Test func significantTextKeepsItsWhitespace() throws {
        let output = try Self.written("<svg xmlns=\"http://www.w3.org/2000/svg\"><text> a <tspan>b</tspan> </text></svg>")
        #expect(output.contains("<text> a <tspan>b</tspan> </text>"), "\(output)")
    }

    static let layoutSamples = [
        "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n    <path d=\"M0,0 L 10,10\"/>\n  </g>\n</svg>",
        "<?xml version=\"1.0\"?>\n<!-- before -->\n<?xml-stylesheet href=\"a.css\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">"
            + "<text> a <tspan>b</tspan> </text><g xml:space=\"preserve\">  <desc> kept </desc>  </g>"
            + "<style><![CDATA[ .a { fill: red } ]]></style><!-- inside --></svg>\n<!-- after -->\n",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:x=\"urn:x\"><x:meta x:a=\"1\">\n text \n</x:meta><g/></svg>",
    ]

    /// One-line output holds the same document: read back and laid out on lines it gives exactly what
    /// the lined writer gives, and it has no line break or declaration of its own.
    @Test(arguments: layoutSamples)
    func oneLineOutputHoldsTheSameDocument(_ source: String) throws {
        let document = try SVGDocument(bytes: Array(source.utf8))
        let lined = SVGWriter().data(for: document)
        let oneLine = SVGWriter(options: .init(breaksLines: false)).data(for: document)
        #expect(!oneLine.starts(with: Array("<?xml".utf8)))
        // Line breaks inside kept text are content; outside it there are none.
        let keptBreaks = source.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:x") ? 2 : 0
        #expect(oneLine.filter { $0 == 0x0A }.count == keptBreaks)
        #expect(oneLine.count < lined.count)
        #expect(SVGWriter().data(for: try SVGDocument(bytes: oneLine)) == lined)
        // And the lined output read back gives the one-line output again.
        #expect(SVGWriter(options: .init(breaksLines: false)).data(for: try SVGDocument(bytes: lined)) == oneLine)
    }

    @Test func indentationIsConfigurable() throws {
        let document = try SVGDocument(bytes: Array(Self.layoutSamples[0].utf8))
        let four = SVGWriter(options: .init(indentation: 4)).string(for: document)
        #expect(four.contains("\n    <g>\n        <path d=\"M0 0 10 10\"/>\n    </g>\n"), "\(four)")
    }

    /// A literal '&' in an attribute (a URL's query, a font name) reads as '&' however it was written and
    /// is written back as '&amp;': libxml2 hands it over as "&#38;", which was once kept, and grew
    /// another "&amp;" with every normalize.
    @Test func ampersandsSurviveRoundTrips() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:q=\"urn:a&amp;b\">"
            + "<a href=\"https://x.org/?a=1&amp;b=2&#38;c=3&#x26;d\" q:x=\"&lt;&amp;&gt;\"><text>x &amp; y</text></a></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        let link = try #require(document.root.childElements.first)
        #expect(link[attribute: "href"] == "https://x.org/?a=1&b=2&c=3&d")
        #expect(link[attribute: "q:x"] == "<&>")
        #expect(link.namespaceURI == SVGNamespace.svg)
        #expect(document.root.namespaceDeclarations.last?.value == "urn:a&b")
        let once = SVGWriter().data(for: document)
        #expect(String(decoding: once, as: UTF8.self).contains("href=\"https://x.org/?a=1&amp;b=2&amp;c=3&amp;d\""))
        #expect(SVGWriter().data(for: try SVGDocument(bytes: once)) == once)
    }

    @Test func saxValuesDecodeOnlyWhatLibxml2Encoded() {
        func decoded(_ text: String, _ entities: [Substring: String] = [:]) -> String {
            Array(text.utf8).withUnsafeBufferPointer { SAXAttributeValue.string($0, entity: { entities[$0] }, limit: .max)! }
        }
        #expect(decoded("plain") == "plain")
        #expect(decoded("a&#38;b&#38;") == "a&b&")
        #expect(decoded("&#38;#38;") == "&#38;")  // "&amp;#38;" in the document: the text "&#38;"
        #expect(decoded("x&ns;y", ["ns": "http://e"]) == "xhttp://ey")
        #expect(decoded("x&other;y", ["ns": "http://e"]) == "x&other;y")
        #expect(decoded("no end &") == "no end &")
    }
}

/// `:empty` tells whitespace and comments from nothing, so a document whose style sheet uses it keeps its
/// whitespace as written: dropping or indenting it changed which shapes the rule painted.
struct EmptyPseudoClassWriteTests {
    static func fills(_ bytes: [UInt8]) throws -> [Paint] {
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: bytes))
        return drawing.root.children.compactMap { node -> Paint? in
            if case .shape(let shape) = node { return shape.style.fill }
            return nil
        }
    }

    @Test(arguments: [SVGWriter.Options(), SVGWriter.Options(breaksLines: false)])
    func whatEmptyMatchesStaysTheSame(_ options: SVGWriter.Options) throws {
        let source = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><defs><style>rect:Empty{fill:red}</style></defs>"
            + "<rect width=\"20\" height=\"20\"> </rect><rect width=\"2\" height=\"2\"><!-- x --></rect><rect width=\"1\" height=\"1\"/></svg>").utf8)
        let original = try Self.fills(source)
        // Whitespace makes an element not empty; a comment does not (Selectors 3).
        let red = Paint.color(Color(red: 1, green: 0, blue: 0))
        #expect(original == [.color(.black), red, red])
        let written = SVGWriter(options: options).data(for: try SVGDocument(bytes: source))
        #expect(try Self.fills(written) == original)
        // Without :empty, whitespace is still replaced by the writer's own indentation.
        let plain = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><style>rect{fill:red}</style>\n\n<rect> </rect></svg>".utf8)
        let indented = String(decoding: SVGWriter().data(for: try SVGDocument(bytes: plain)), as: UTF8.self)
        #expect(indented.contains("\n  <rect/>"))
    }
}

extension SVGWriterTests {
    /// A value whose compact form would be longer than any reader here accepts is kept as written, with a
    /// warning, so that what normalize writes can be read again: `1e99` is a hundred digits written out.
    @Test func aValueTooLongToReadBackIsKeptAsWritten() throws {
        let count = XMLSyntaxErrorDescription.textLengthLimit / 100 + 1000
        let numbers = String(repeating: "1e99 ", count: count)
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<polyline points=\"\(numbers)\"/><path d=\"M1e99 1e99L0 0\"/></svg>"
        let (bytes, diagnostics) = SVGWriter(options: .init(precision: 3)).write(try SVGDocument(bytes: Array(source.utf8)))
        let reread = try SVGDocument(bytes: bytes)
        let polyline = try #require(reread.root.childElements.first { $0.name == "polyline" })
        #expect(polyline[attribute: "points"] == numbers)
        #expect(diagnostics.count == 1 && diagnostics[0].location?.line == 2 && diagnostics[0].message.contains("Kept points as written"))
        // Below the limit the same numbers are written out.
        let short = try Self.written("<svg xmlns=\"http://www.w3.org/2000/svg\"><polyline points=\"1e99 1e99\"/></svg>")
        #expect(short.contains("points=\"1" + String(repeating: "0", count: 99) + " 1"))
    }
}

extension SVGWriterTests {
    /// A document whose rewrite would be larger than a reader here accepts is written with every value as
    /// parsed, with one warning: each value alone is short enough, all together are not.
    @Test func aDocumentTooLargeToReadBackKeepsItsValues() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><polyline points=\"1e99 1e99\"/><path d=\"M1e15 1e15L0 0\"/></svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var writer = SVGWriter(options: .init(precision: 3))
        let rewritten = writer.write(document)
        #expect(rewritten.diagnostics.isEmpty && String(decoding: rewritten.bytes, as: UTF8.self).contains("1" + String(repeating: "0", count: 99)))
        writer.readableBytes = rewritten.bytes.count - 1
        let (bytes, diagnostics) = writer.write(document)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("points=\"1e99 1e99\"") && text.contains("d=\"M1e15 1e15L0 0\""))
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("Kept every value as written"))
        writer.readableBytes = rewritten.bytes.count
        #expect(writer.write(document).bytes == rewritten.bytes)
    }
}
