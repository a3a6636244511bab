import EmblemGeometry
import Testing
@testable import EmblemSVG

/// Texts far larger than their canvas are left out of what is drawn, each with a located warning.
@Suite struct OversizedTextTests {
    static func texts(_ body: String) throws -> (kept: [String], diagnostics: [Diagnostic]) {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var resolver = Resolver()
        resolver.leavesOutOversizedText = true
        let (kept, resolved) = resolver.resolve(document)
        // What the resolver left out, and only that, is what the drawing's own pass leaves out.
        let (whole, wholeDiagnostics) = Resolver().resolve(document)
        let (pruned, diagnostics) = whole.leavingOutOversizedText()
        #expect(pruned == kept && resolved == wholeDiagnostics + diagnostics)
        return (kept.shapes.compactMap { $0.shape.text.map { $0.textContent } }, diagnostics)
    }

    /// The em box is the font size times the text's largest stretch: at the limit it stays, past it
    /// it goes, however the stretch comes about.
    @Test(arguments: [
        ("<text font-size=\"24000\">a</text>", true),
        ("<text font-size=\"24001\">a</text>", false),
        ("<text font-size=\"16\" transform=\"scale(1500)\">a</text>", true),
        ("<text font-size=\"16\" transform=\"scale(1501)\">a</text>", false),
        ("<text font-size=\"16\" transform=\"scale(1 2000)\">a</text>", false),
        ("<text font-size=\"16\" transform=\"rotate(30) skewX(89.99)\">a</text>", false),
        ("<g transform=\"scale(100)\"><g transform=\"scale(16)\"><text font-size=\"1\">a</text></g></g>", true),
        ("<g transform=\"scale(100)\"><g transform=\"scale(16)\"><text font-size=\"16\">a</text></g></g>", false),
        ("<svg width=\"20\" height=\"20\" viewBox=\"0 0 1e-7 1e-7\"><text font-size=\"16\">a</text></svg>", false),
        ("<svg width=\"20\" height=\"20\" viewBox=\"0 0 1 1\"><text font-size=\"1\">a</text></svg>", true),
    ])
    func textsPastTheLimitAreLeftOut(body: String, isKept: Bool) throws {
        let (kept, diagnostics) = try Self.texts(body)
        #expect(kept == (isKept ? ["a"] : []))
        #expect(diagnostics.count == (isKept ? 0 : 1))
        #expect(diagnostics.allSatisfy { $0.location?.line == 2 && $0.message.contains("times the size of the view box") })
    }

    @Test func onlyTheOversizedTextGoes() throws {
        let (kept, diagnostics) = try Self.texts("<text>a</text><g transform=\"scale(1e7)\"><text>b</text></g><path d=\"M0 0h1v1z\"/><text>c</text>")
        #expect(kept == ["a", "c"])
        #expect(diagnostics.count == 1)
    }
}

extension OversizedTextTests {
    /// A CSS transform, from the `style` attribute or a sheet, stretches the text as the attribute does.
    @Test func cssTransformsCount() throws {
        let (kept, _) = try Self.texts("""
            <style>.big { transform: scale(2000) }</style><text class="big">a</text>
            <text style="transform: scale(2000)">b</text><text style="transform: scale(1)" transform="scale(2000)">c</text>
            """)
        #expect(kept == ["c"])
    }
}
