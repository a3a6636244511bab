import Testing
@testable import EmblemSVG

/// Texts setting a font past what Pango can hold, in their own units, are left out of what is drawn:
/// librsvg's layout of one aborted the process (`assertion failed: h >= 0.0`), though each is a
/// well-sized text on the canvas, shrunk by a transform or a large view box.
@Suite struct OversizedFontTests {
    /// At the limit a text stays, past it it goes, wherever the size is set: on the text, in a `tspan`
    /// (as a length, relative, or from a sheet), or in a `font` shorthand. Each stands under `scale(1e-6)`,
    /// so no em box comes near the view box's limit.
    @Test(arguments: [
        ("<text font-size=\"262144\">a</text>", true),
        ("<text font-size=\"262145\">a</text>", false),
        ("<text font-size=\"2e6\">a</text>", false),
        ("<text style=\"font-size: 2e6px\">a</text>", false),
        ("<text style=\"font: bold 2e6px/1.2 serif\">a</text>", false),
        ("<text style=\"font: bold 16px/1.2 serif\">a</text>", true),
        ("<text font-size=\"10\">a<tspan font-size=\"2e6\">b</tspan></text>", false),
        ("<text font-size=\"1e5\">a<tspan font-size=\"300%\">b</tspan></text>", false),
        ("<text font-size=\"1e5\">a<tspan font-size=\"2em\">b<tspan font-size=\"smaller\">c</tspan></tspan></text>", true),
        ("<text font-size=\"1e5\">a<tspan font-size=\"2em\">b<tspan font-size=\"2em\">c</tspan></tspan></text>", false),
        ("<style>tspan { font-size: 2e6px }</style><text font-size=\"10\">a<tspan>b</tspan></text>", false),
        ("<text font-size=\"10\">a<tspan style=\"font-size: 3in\">b</tspan></text>", true),
    ])
    func fontsPastTheLimitAreLeftOut(body: String, isKept: Bool) throws {
        let (kept, diagnostics) = try UndrawableTextTests.texts("<g transform=\"scale(1e-6)\">\(body)</g>")
        #expect(kept.count == (isKept ? 1 : 0))
        #expect(diagnostics.count == (isKept ? 0 : 1))
        #expect(diagnostics.allSatisfy { $0.location?.line == 2 && $0.message.contains("is left out") && $0.message.contains("Pango") })
    }

    /// A view box of 10⁴ units draws a font of 2 × 10⁶ as 200 view boxes high, well within the em box's
    /// limit, and it is still left out.
    @Test func aLargeViewBoxDoesNotMakeItFit() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1e4 1e4\"><text font-size=\"2e6\">a</text><text font-size=\"2e5\">b</text></svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let (pruned, diagnostics) = drawing.leavingOutUndrawableText()
        #expect(pruned.shapes.compactMap { $0.shape.text?.textContent } == ["b"])
        #expect(diagnostics.count == 1)
    }
}
