import EmblemGeometry
import Foundation
import Testing
@testable import EmblemSVG

/// Texts far larger than their canvas are left out of what is drawn, each with a located warning.
@Suite struct UndrawableTextTests {
    static func texts(_ body: String) throws -> (kept: [String], diagnostics: [Diagnostic]) {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)</svg>"
        let document = try SVGDocument(bytes: Array(source.utf8))
        var resolver = Resolver()
        resolver.leavesOutUndrawableText = true
        let (kept, resolved) = resolver.resolve(document)
        // What the resolver left out, and only that, is what the drawing's own pass leaves out.
        let (whole, wholeDiagnostics) = Resolver().resolve(document)
        let (pruned, diagnostics) = whole.leavingOutUndrawableText()
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

extension UndrawableTextTests {
    /// A CSS transform, from the `style` attribute or a sheet, stretches the text as the attribute does.
    @Test func cssTransformsCount() throws {
        let (kept, _) = try Self.texts("""
            <style>.big { transform: scale(2000) }</style><text class="big">a</text>
            <text style="transform: scale(2000)">b</text><text style="transform: scale(1)" transform="scale(2000)">c</text>
            """)
        #expect(kept == ["c"])
    }
}

extension UndrawableTextTests {
    static func text(_ count: Int) -> String { "<text>" + String(repeating: "é", count: count) + "</text>" }

    /// Characters, not bytes, count (`é` is two bytes).
    @Test func aTextLongerThanTheLimitIsLeftOut() throws {
        let (kept, diagnostics) = try Self.texts(Self.text(Drawing.textLengthLimit) + Self.text(Drawing.textLengthLimit + 1))
        #expect(kept.map(\.unicodeScalars.count) == [Drawing.textLengthLimit])
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("\(Drawing.textLengthLimit + 1) characters"))
    }

    /// The characters of `tspan`s count with their text's (they were not counted at all).
    @Test func charactersInSpansCount() throws {
        let long = String(repeating: "é", count: Drawing.textLengthLimit / 2 + 1)
        let (kept, diagnostics) = try Self.texts("<text><tspan>\(long)</tspan><tspan><tspan>\(long)</tspan></tspan></text><text>a</text>")
        #expect(kept == ["a"])
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("\(2 * (Drawing.textLengthLimit / 2 + 1)) characters"))
    }

    /// Texts are drawn in order until the next would pass the budget; that one and all after it are left
    /// out, with one warning.
    @Test func textsPastTheBudgetAreLeftOut() throws {
        // 5,000 + 5,000²/1,000: a long text costs six times its characters.
        let cost = Drawing.textLengthLimit + Drawing.textLengthLimit * Drawing.textLengthLimit / 1000
        #expect(Drawing.layoutCost(ofCharacters: Drawing.textLengthLimit) == cost)
        let fit = Drawing.drawnTextBudget / cost
        let body = String(repeating: Self.text(Drawing.textLengthLimit), count: fit + 3) + "<text>a</text>"
        let (kept, diagnostics) = try Self.texts(body)
        #expect(kept.count == fit)
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("\(fit * cost) characters of short text")
                && diagnostics[0].message.contains("at most \(Drawing.drawnTextBudget)"))
    }

    /// Short texts cost about their characters: 1,000 labels of 100 characters are all drawn, where the
    /// same characters in texts of 5,000 would not be.
    @Test func shortTextsCostTheirCharacters() throws {
        let (labels, labelDiagnostics) = try Self.texts(String(repeating: Self.text(100), count: 1000))
        #expect(labels.count == 1000 && labelDiagnostics.isEmpty)
        let (long, longDiagnostics) = try Self.texts(String(repeating: Self.text(5000), count: 20))
        #expect(long.count < 20 && longDiagnostics.count == 1)
    }

    /// Copies made by `use` are laid out one by one, so each costs what its text does: one long text
    /// copied 100 times (8.6 s to draw when only characters counted) keeps as many copies as the budget
    /// holds.
    @Test func copiesOfALongTextCountEach() throws {
        let uses = (0..<100).map { "<use href=\"#t\" y=\"\($0)\"/>" }.joined()
        let body = "<defs>" + Self.text(Drawing.textLengthLimit).replacingOccurrences(of: "<text>", with: "<text id=\"t\">") + "</defs>" + uses
        let (kept, diagnostics) = try Self.texts(body)
        #expect(kept.count == Drawing.drawnTextBudget / Drawing.layoutCost(ofCharacters: Drawing.textLengthLimit))
        #expect(diagnostics.count == 1)
    }
}

extension UndrawableTextTests {
    /// A drawing with no size measures no text against it: nothing is left out for its size (a font of
    /// 10⁵ units, within ``Drawing/fontSizeLimit``, which holds whatever the size).
    @Test func aViewBoxWithoutSizeLeavesTextAlone() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"><text font-size=\"1e5\">a</text></svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let (kept, diagnostics) = drawing.leavingOutUndrawableText()
        #expect(kept == drawing && diagnostics.isEmpty)
    }
}
