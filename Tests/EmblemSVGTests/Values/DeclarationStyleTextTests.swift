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
