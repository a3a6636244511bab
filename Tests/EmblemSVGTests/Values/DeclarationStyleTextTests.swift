import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct DeclarationStyleTextTests {
    /// A list written as `style` text reads back as the same declarations, in either form; the spaced form
    /// is each declaration's description joined by `; `, the compact one has no space but before
    /// `!important`. Over 2,000 random lists of names, values and `!important`s.
    @Test func readsBackAsWritten() {
        #expect([Declaration(name: "fill", value: "#f00"), Declaration(name: "opacity", value: "1", isImportant: true)]
            .styleText(compact: true) == "fill:#f00;opacity:1 !important")
        #expect([Declaration]().styleText().isEmpty)
        var random = SplitMix64(seed: 9)
        let names = ["fill", "stroke-width", "--accent", "-sfsymbols-clear-behind", "font-family"]
        let values = ["#4d4d4d", "url(#a) none", "'Noto Sans', serif", "rgba(0, 0, 0, .5)", "2px", "true"]
        for _ in 0..<2_000 {
            let declarations = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                Declaration(name: names.randomElement(using: &random)!, value: values.randomElement(using: &random)!,
                            isImportant: Bool.random(using: &random))
            }
            #expect(declarations.styleText() == declarations.map(\.description).joined(separator: "; "))
            for compact in [false, true] {
                let text = declarations.styleText(compact: compact)
                #expect(DeclarationListParser.parse(text) == declarations, "\(text)")
                #expect(compact == !text.contains(": ") || declarations.isEmpty, "\(text)")
            }
        }
    }
}

/// Escapes in declaration values are decoded as CSS's tokenizer decodes them (CSS Syntax §4.3.7), outside
/// quoted strings; custom properties keep theirs, being substituted as written.
struct DeclarationEscapeTests {
    @Test(arguments: [
        ("fill: r\\65 d", "red"), ("fill:\\72 ed", "red"), ("fill: \\000072\\000065\\000064", "red"),
        ("fill: r\\ed", "r\u{ED}"), ("font-family: \"a\\\"b\" , c\\,d", "\"a\\\"b\" , c,d"), ("stroke: url(#a\\-b)", "url(#a-b)"),
        ("fill: a\\", "a\\"), ("fill: \\0 x", "\u{FFFD}x"), ("opacity: .\\35", ".5"),
    ])
    func valuesAreUnescaped(_ text: String, _ value: String) throws {
        let declaration = try #require(DeclarationListParser.parse(text).first)
        #expect(declaration.value == value)
    }

    @Test func customPropertiesKeepTheirEscapes() throws {
        #expect(try #require(DeclarationListParser.parse("--x: r\\65 d").first).value == "r\\65 d")
    }

    /// Drawn: `fill: r\65 d` paints red, in a style sheet and in a `style` attribute.
    @Test func anEscapedColourPaints() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>.c{fill:\\72 ed}</style><rect class=\"c\" width=\"1\" height=\"1\"/>"
            + "<rect style=\"fill:r\\65 d\" width=\"1\" height=\"1\"/></svg>"
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let fills = drawing.root.children.compactMap { node -> Paint? in
            if case .shape(let shape) = node { return shape.style.fill }
            return nil
        }
        #expect(fills == [.color(Color(red: 1, green: 0, blue: 0)), .color(Color(red: 1, green: 0, blue: 0))])
        #expect(diagnostics.isEmpty)
    }
}
