@testable import EmblemGeometry
@testable import EmblemSVG
import Testing

/// What the resolver shares between documents and elements to save work: shared values must read as
/// if each were made afresh, and the shortcuts must read what the general parsers read.
@Suite struct ResolverSharedValuesTests {
    /// The paths of the root's children are shared arrays; a change to one a caller holds is its own.
    @Test func sharedChildPathsAreValues() {
        var first = [Int]().appending(3)
        let second = [Int]().appending(3)
        #expect(first == [3] && second == [3])
        first.append(7)
        first[0] = 5
        #expect(first == [5, 7])
        #expect(second == [3])
        #expect([Int]().appending(3) == [3])
        #expect([Int]().appending(64) == [64])
        #expect([1, 2].appending(0) == [1, 2, 0])
    }

    /// Shapes under the root carry their own index, whichever document came before.
    @Test func shapeSourcesAreTheirOwn() throws {
        let resolver = Resolver()
        let wide = try SVGDocument(xml: XMLReader().read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><g/><path d="M0 0H1"/><path d="M0 0H2"/></svg>"#.utf8)))
        let narrow = try SVGDocument(xml: XMLReader().read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0H1"/></svg>"#.utf8)))
        var drawing = resolver.resolve(wide).drawing
        #expect(drawing.shapes.map(\.shape.source) == [[1], [2]])
        drawing.root.children.removeAll()
        #expect(resolver.resolve(narrow).drawing.shapes.map(\.shape.source) == [[0]])
        #expect(resolver.resolve(wide).drawing.shapes.map(\.shape.source) == [[1], [2]])
    }

    /// The whole-number reading of `viewBox` agrees with the general number list parser, and leaves
    /// everything else to it.
    @Test(arguments: [
        "0 0 24 24", "0 0 1 1", "10 20 30 40", "000 007 123456789 987654321", "0 0 1234567890 24", "0 0 24 24 ",
        " 0 0 24 24", "0  0 24 24", "0,0,24,24", "0 0 24", "0 0 24 24 24", "0 0 24.5 24", "-1 0 24 24", "+1 0 24 24",
        "0 0 0 24", "0 0 24 0", "0 0 2e1 24", "0\t0 24 24", "0 0 24 24\n", "", " ", "0 0 24 2a", "0 0 -24 24",
    ])
    func viewBoxReadsAsTheGeneralParser(text: String) {
        let general: Rect? = {
            guard let numbers = try? NumberListParser.parse(text), numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }()
        #expect(ViewBox.parse(text) == general)
    }

    /// Documents without a style sheet share one empty sheet; one with a sheet still gets its own.
    @Test func emptySheetIsEmpty() throws {
        #expect(StyleSheet.empty.rules.isEmpty && StyleSheet.empty.invalidSelectorLists.isEmpty)
        let styled = try SVGDocument(xml: XMLReader().read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><style>path{fill:red}</style><path d="M0 0H1"/></svg>"#.utf8)))
        let plain = try SVGDocument(xml: XMLReader().read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0H1"/></svg>"#.utf8)))
        let resolver = Resolver()
        #expect(resolver.resolve(styled).drawing.shapes.first?.shape.style.fill == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(resolver.resolve(plain).drawing.shapes.first?.shape.style.fill == .color(.black))
        #expect(StyleSheet.empty.rules.isEmpty)
    }
}
