@testable import EmblemSVG
import EmblemTestSupport
import Testing

/// Emblem's, not Testing's.
typealias Place = EmblemSVG.SourceLocation

/// A problem found inside an attribute's value is reported where it is in the file (the line and column
/// of the byte where reading stopped), not at the element's `<`: path data broken on the fourth line of
/// a tag was reported on its first, and the reader had to count bytes into the value.
struct ValuePlacementTests {
    static let resolver = Resolver()
    static let writer = SVGWriter()

    /// The line and column of the first `marker` in `text`, counted independently: lines split on line
    /// feeds, columns in characters.
    static func place(of marker: String, in text: String) -> (line: Int, column: Int)? {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: marker) else { continue }
            return (number + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
        return nil
    }

    /// The locations of the path data warnings resolving and writing `text` give.
    static func warnings(in text: String, file: String = "t.svg") throws -> (resolved: [Place?], written: [Place?]) {
        let document = try SVGDocument(bytes: Array(text.utf8), file: file)
        let resolved = resolver.resolve(document).diagnostics.filter { $0.message.contains("Path data stops") }.map(\.location)
        let written = writer.write(document).diagnostics.filter { $0.message.contains("Path data stops") }.map(\.location)
        return (resolved, written)
    }

    @Test func brokenPathDataIsPlacedWhereItStops() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <g>
                <path fill="red"
                      d="M2 2 L10 10 L5 x 20 20"/>
              </g>
            </svg>
            """
        let (resolved, written) = try Self.warnings(in: text)
        let expected = try #require(Self.place(of: "x 20", in: text))
        #expect(resolved == [Place(file: "t.svg", line: expected.line, column: expected.column)])
        #expect(written == resolved)
    }

    /// What XML reads differently from what is written is walked as XML reads it: character references
    /// (several bytes written, one character read, or several bytes read for one written), carriage
    /// returns before line feeds, tabs and line feeds in the value (read as spaces), characters of
    /// several bytes before the value on its line (columns count characters), and single quotes.
    @Test(arguments: [
        ("<path d=\"M2&#32;2 L4&#x20;4 y\"/>", "\r\n"),
        ("<path\r\n  d=\"M2 2\r\n  L4 4 y\"/>", "\r\n"),
        ("<path d=\"M2 2\n\tL4 4\n\t\ty\"/>", "\n"),
        ("<path aria-label=\"日本語の説明\" d='M2 2 L4 4 y'/>", "\n"),
        ("<path id=\"a&amp;b\" data-x=\"&#x65E5;&#26412;\" d=\"M2 2 y\"/>", "\n"),
        ("<path\n\n d\n =\n \"M2 2 y\"/>", "\n"),
    ])
    func escapesAndLineEndsAreWalkedAsXMLReadsThem(element: String, lineEnd: String) throws {
        let text = ["<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">", "  " + element, "</svg>"].joined(separator: lineEnd)
        let (resolved, written) = try Self.warnings(in: text)
        let expected = try #require(Self.place(of: "y", in: text.replacingOccurrences(of: "\r\n", with: "\n")))
        #expect(resolved == [Place(file: "t.svg", line: expected.line, column: expected.column)], "\(element)")
        #expect(written == resolved)
    }

    /// Over random tags (attributes in any order, spread over lines, indented at random) with random
    /// valid path data and a stray letter after a random segment, the warning points at the letter.
    @Test(arguments: 0..<4)
    func randomTagsPlaceTheStrayLetter(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<50 {
            var segments: [String] = ["M\(random.below(30)) \(random.below(30))"]
            for _ in 0..<random.below(12) + 1 {
                segments.append(["L", "l", "H", "v", "C", "Q", "A"].randomElement(using: &random)!)
                switch segments.last! {
                case "L", "l": segments[segments.count - 1] += "\(random.below(30)) \(random.below(30))"
                case "H", "v": segments[segments.count - 1] += "\(random.below(30))"
                case "C": segments[segments.count - 1] += (0..<6).map { _ in "\(random.below(30))" }.joined(separator: " ")
                case "Q": segments[segments.count - 1] += (0..<4).map { _ in "\(random.below(30))" }.joined(separator: ",")
                default: segments[segments.count - 1] += "5 5 0 0 1 \(random.below(30)) \(random.below(30))"
                }
            }
            segments.insert("j", at: random.below(segments.count - 1) + 1)
            let separator = [" ", "\n", "\n\t", "  "].randomElement(using: &random)!
            let data = segments.joined(separator: separator)
            var attributes = ["d=\"\(data)\"", "fill=\"#123\"", "id=\"p\"", "stroke-width=\"2\""]
            attributes.shuffle(using: &random)
            let gap = { (r: inout SplitMix64) in [" ", "\n   ", "\n\t", " \n "].randomElement(using: &r)! }
            var tag = "<path"
            for attribute in attributes { tag += gap(&random) + attribute }
            tag += gap(&random) + "/>"
            let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n"
                + String(repeating: " ", count: random.below(6)) + tag + "\n</svg>"
            let (resolved, written) = try Self.warnings(in: text)
            let expected = try #require(Self.place(of: "j", in: text))
            #expect(resolved == [Place(file: "t.svg", line: expected.line, column: expected.column)], "\(text)")
            #expect(written == resolved)
        }
    }

    /// Other values the writer keeps as written because they are broken are placed too.
    @Test func aBrokenTransformIsPlacedWhereItStops() throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n<g id=\"a\"\n   transform=\"translate(1 2) rotate(z)\"/>\n</svg>"
        let document = try SVGDocument(bytes: Array(text.utf8), file: "t.svg")
        let kept = Self.writer.write(document).diagnostics.filter { $0.message.contains("Kept transform") }
        let expected = try #require(Self.place(of: "z)", in: text))
        #expect(kept.map(\.location) == [Place(file: "t.svg", line: expected.line, column: expected.column)])
    }

    /// A value the cascade ignores is placed where it is written: in the presentation attribute of its
    /// name (its white space aside), or in the `style` attribute's declaration; a transform at the byte
    /// where it stops. One written in a style sheet stays at the element.
    @Test func ignoredValuesArePlacedWhereTheyAreWritten() throws {
        let lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">",
            "<style>.s { stroke-width: 3zz }</style>",
            "  <rect width=\"10\" class=\"s\"",
            "     height=\"5\" fill=\" blurple \"",
            "     stroke-width=\"2px3\" transform=\"rotate(4 q)\"",
            "     style=\"FILL : #ggg;opacity:wide\"/>",
            "  <circle r=\"5\" cx=\"1e\"/>",
            "</svg>",
        ]
        let text = lines.joined(separator: "\n")
        let document = try SVGDocument(bytes: Array(text.utf8), file: "t.svg")
        let warnings = Self.resolver.resolve(document).diagnostics
        func location(of marker: String, occurrence: Int = 0) -> Place? {
            var seen = 0
            for (number, line) in lines.enumerated() {
                var searched = line[...]
                while let range = searched.range(of: marker) {
                    if seen == occurrence { return Place(file: "t.svg", line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
                    seen += 1
                    searched = line[range.upperBound...]
                }
            }
            return nil
        }
        func placed(_ message: String) -> Place? { warnings.first { $0.message.contains(message) }?.location }
        #expect(placed("'blurple'") == location(of: "blurple"))
        #expect(placed("'2px3'") == location(of: "2px3"))
        #expect(placed("'#ggg'") == location(of: "#ggg"))
        #expect(placed("'wide'") == location(of: "wide"))
        #expect(placed("rotate(4 q)") == location(of: "q)"))
        #expect(placed("cx=\"1e\"") == location(of: "1e\""))
        // The rule's value is not in the element's tag: its element's `<`.
        #expect(placed("'3zz'") == location(of: "<rect"))
        #expect(warnings.count == 7, "\(warnings)")
    }

    /// Placing reads a tag a few times for each warning on it, so warnings on one huge tag would take time
    /// growing with its size times their number (100,000 broken declarations in a 1 MB `style` ran past
    /// 100 s): placements stop once the tags read pass ``AttributeValuePlacement/maximumBytesRead``, and
    /// the rest stay at their element. All are still reported.
    @Test func placingStopsPastItsBudget() throws {
        let tag = "<rect width=\"1\" height=\"1\" style=\"" + String(repeating: "opacity:x;", count: 20_000) + "\"/>"
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\">\n" + tag + "\n</svg>"
        let warnings = Self.resolver.resolve(try SVGDocument(bytes: Array(text.utf8), file: "t.svg")).diagnostics
        #expect(warnings.count == 20_000)
        let firstValue = tag.distance(from: tag.startIndex, to: tag.range(of: "opacity:x")!.lowerBound) + "opacity:".count + 1
        let atValue = Place(file: "t.svg", line: 2, column: firstValue)
        let atElement = Place(file: "t.svg", line: 2, column: 1)
        let placed = warnings.prefix { $0.location == atValue }.count
        // A placement is counted before it reads, so the one that passes the budget is still made.
        let expected = (AttributeValuePlacement.maximumBytesRead + tag.utf8.count - 1) / tag.utf8.count
        #expect(placed == expected)
        #expect(warnings.dropFirst(placed).allSatisfy { $0.location == atElement })
    }

    /// Where the text cannot show the byte for sure, the warning stays at the element: a value holding an
    /// entity of the document's own DTD (read as other text), UTF-16 (read through a decoder), a document
    /// made in memory rather than read.
    @Test func whatCannotBeShownForSureStaysAtTheElement() throws {
        let entity = "<!DOCTYPE svg [<!ENTITY start \"M2 2\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path\n d=\"&start; y\"/>\n</svg>"
        let withEntity = try SVGDocument(bytes: Array(entity.utf8), file: "t.svg")
        let path = try #require(withEntity.root.childElements.first)
        #expect(Self.resolver.resolve(withEntity).diagnostics.map(\.location) == [path.location])
        let utf16 = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path\n d=\"M2 2 y\"/>\n</svg>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in utf16.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let decoded = try SVGDocument(bytes: bytes, file: "t.svg")
        #expect(Self.resolver.resolve(decoded).diagnostics.map(\.location) == [Place(file: "t.svg", line: 2, column: 1)])
        let made = try SVGDocument(xml: decoded.xml, file: "t.svg")
        #expect(Self.resolver.resolve(made).diagnostics.map(\.location) == [Place(file: "t.svg", line: 2, column: 1)])
    }
}

private extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
