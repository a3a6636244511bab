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

/// Escapes in the values the cascade reads are decoded as CSS's tokenizer decodes them (CSS Syntax §4.3.7),
/// outside quoted strings; values kept as written (custom properties, font families, references) keep
/// theirs, for writing back.
struct DeclarationEscapeTests {
    @Test(arguments: [
        ("r\\65 d", "red"), ("\\72 ed", "red"), ("\\000072\\000065\\000064", "red"),
        ("r\\ed", "r\u{ED}"), ("\"a\\\"b\" , c\\,d", "\"a\\\"b\" , c,d"), ("url(#a\\-b)", "url(#a-b)"),
        ("a\\", "a\\"), ("\\0 x", "\u{FFFD}x"), (".\\35", ".5"),
    ])
    func valuesAreUnescaped(_ text: String, _ value: String) {
        #expect(CSSText.unescaped(text) == value)
    }

    /// Drawn: `fill: r\65 d` paints red, in a style sheet and in a `style` attribute; a font family keeps
    /// its escape as written, and the declaration list itself is what was written.
    @Test func anEscapedColourPaints() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>.c{fill:\\72 ed}</style><rect class=\"c\" width=\"1\" height=\"1\"/>"
            + "<rect style=\"fill:r\\65 d;font-family:a\\ b\" width=\"1\" height=\"1\"/></svg>"
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let shapes = drawing.root.children.compactMap { node -> DrawingShape? in
            if case .shape(let shape) = node { return shape }
            return nil
        }
        #expect(shapes.map(\.style.fill) == [.color(Color(red: 1, green: 0, blue: 0)), .color(Color(red: 1, green: 0, blue: 0))])
        #expect(shapes.last?.style.inheritedExtra["font-family"] == "a\\ b")
        #expect(diagnostics.isEmpty)
        #expect(DeclarationListParser.parse("fill: r\\65 d").first?.value == "r\\65 d")
    }
}
