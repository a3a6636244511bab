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
        (##"transform="translate(10.50, 0)""##, ##"transform="translate(10.5)""##),
        // Names the rewriter passes over, numbers or not, are kept as written.
        (##"id="0.50""##, ##"id="0.50""##),
        (##"class="a  b""##, ##"class="a  b""##),
        (##"data-x="1.000""##, ##"data-x="1.000""##),
        (##"xlink-x="1.000""##, ##"xlink-x="1.000""##),
        // A broken list is kept whole, not half rewritten.
        (##"points="1.50 2.50 x""##, ##"points="1.50 2.50 x""##),
    ])
    func rewritesEachKindOfAttribute(attribute: String, expected: String) throws {
        let output = try Self.written(#"<svg xmlns="http://www.w3.org/2000/svg"><rect "# + attribute + #"/></svg>"#)
        #expect(output.contains("<rect " + expected + "/>"), "\(output)")
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
}
