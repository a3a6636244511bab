import EmblemGeometry
import EmblemSymbols
import Testing

/// System colours per appearance: the iOS table before iOS 26 (SF-SEMANTICS 1.5, HIG colour), typed in
/// here from the document as light, dark, light increased contrast, dark increased contrast.
@Suite struct SystemColorsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var values: [[Int]]
        var testDescription: String { name }
    }

    static let table: [Row] = [
        Row(name: "Red", values: [[255, 59, 48], [255, 69, 58], [215, 0, 21], [255, 105, 97]]),
        Row(name: "Orange", values: [[255, 149, 0], [255, 159, 10], [201, 52, 0], [255, 179, 64]]),
        Row(name: "Yellow", values: [[255, 204, 0], [255, 214, 10], [178, 80, 0], [255, 212, 38]]),
        Row(name: "Green", values: [[52, 199, 89], [48, 209, 88], [36, 138, 61], [48, 219, 91]]),
        Row(name: "Mint", values: [[0, 199, 190], [102, 212, 207], [12, 129, 123], [102, 212, 207]]),
        Row(name: "Teal", values: [[48, 176, 199], [64, 200, 224], [0, 130, 153], [93, 230, 255]]),
        Row(name: "Cyan", values: [[50, 173, 230], [100, 210, 255], [0, 113, 164], [112, 215, 255]]),
        Row(name: "Blue", values: [[0, 122, 255], [10, 132, 255], [0, 64, 221], [64, 156, 255]]),
        Row(name: "Indigo", values: [[88, 86, 214], [94, 92, 230], [54, 52, 163], [125, 122, 255]]),
        Row(name: "Purple", values: [[175, 82, 222], [191, 90, 242], [137, 68, 171], [218, 143, 255]]),
        Row(name: "Pink", values: [[255, 45, 85], [255, 55, 95], [211, 15, 69], [255, 100, 130]]),
        Row(name: "Brown", values: [[162, 132, 94], [172, 142, 104], [127, 101, 69], [181, 148, 105]]),
        Row(name: "Gray", values: [[142, 142, 147], [142, 142, 147], [108, 108, 112], [174, 174, 178]]),
    ]

    static let appearances = [SymbolAppearance(.light), SymbolAppearance(.dark),
                              SymbolAppearance(.light, increasedContrast: true), SymbolAppearance(.dark, increasedContrast: true)]

    @Test(arguments: table)
    func matchesTheHIGTable(_ row: Row) throws {
        for (appearance, expected) in zip(Self.appearances, row.values) {
            let color = try #require(SystemColors.color(named: "system\(row.name)", appearance: appearance))
            #expect(rgb(color) == expected, "\(appearance)")
            #expect(color.alpha == 1)
        }
    }

    /// `systemRed`, `systemRedColor` (the multicolor class spelling) and the UIKit label names all resolve.
    @Test(arguments: ["systemRed", "systemRedColor", "labelColor", "label", "secondaryLabelColor", "tertiaryLabel", "white", "black"])
    func spellings(name: String) {
        #expect(SystemColors.color(named: name, appearance: .light) != nil)
    }

    @Test(arguments: ["tintColor", "leafGreen", "systemColor", "system", "Red", ""])
    func unknownNamesAreNil(name: String) {
        #expect(SystemColors.color(named: name, appearance: .light) == nil)
    }

    /// SwiftUI's names (`.red` … `.gray`, `.primary`, `.secondary`) are the light appearance's system colours,
    /// as the table above types them in: `.red` is the system red, not CSS's (255, 0, 0).
    @Test func swiftUIColourNames() {
        let named: [(Color, [Int])] = [(.red, [255, 59, 48]), (.orange, [255, 149, 0]), (.yellow, [255, 204, 0]),
                                       (.green, [52, 199, 89]), (.mint, [0, 199, 190]), (.teal, [48, 176, 199]),
                                       (.cyan, [50, 173, 230]), (.blue, [0, 122, 255]), (.indigo, [88, 86, 214]),
                                       (.purple, [175, 82, 222]), (.pink, [255, 45, 85]), (.brown, [162, 132, 94]),
                                       (.gray, [142, 142, 147]), (.primary, [0, 0, 0]), (.secondary, [60, 60, 67])]
        for (color, expected) in named { #expect(rgb(color) == expected, "\(color)") }
        #expect(close(Color.secondary.alpha, 0.6) && Color.red.alpha == 1)
        #expect(SymbolStyle.palette(.red, .blue).colors.map(rgb) == [[255, 59, 48], [0, 122, 255]])
    }

    /// Label colours (SF-SEMANTICS 1.3): secondary is (60, 60, 67) at 0.6 in light, (235, 235, 245) at 0.6 in dark.
    @Test func labelColours() throws {
        let light = try #require(SystemColors.color(named: "secondaryLabelColor", appearance: .light))
        let dark = try #require(SystemColors.color(named: "secondaryLabelColor", appearance: .dark))
        #expect(rgb(light) == [60, 60, 67] && close(light.alpha, 0.6))
        #expect(rgb(dark) == [235, 235, 245] && close(dark.alpha, 0.6))
        #expect(rgb(SystemColors.foreground(for: .light)) == [0, 0, 0])
        #expect(rgb(SystemColors.foreground(for: .dark)) == [255, 255, 255])
    }
}

@Suite struct SymbolColorParserTests {
    @Test func cssColoursAndSystemNames() throws {
        #expect(rgb(try SymbolColorParser.color("#ff3b30")) == [255, 59, 48])
        #expect(rgb(try SymbolColorParser.color(" rgb(1, 2, 3) ")) == [1, 2, 3])
        // A CSS keyword is the CSS colour, a system name the system colour.
        #expect(rgb(try SymbolColorParser.color("red")) == [255, 0, 0])
        #expect(rgb(try SymbolColorParser.color("systemRed")) == [255, 59, 48])
        #expect(rgb(try SymbolColorParser.color("systemRed", appearance: .dark)) == [255, 69, 58])
        #expect(close(try SymbolColorParser.color("secondaryLabel").alpha, 0.6))
    }

    @Test func listsSplitOnTopLevelCommas() throws {
        let colors = try SymbolColorParser.colors("red, rgb(0, 0, 255),systemGreen")
        #expect(colors.map(rgb) == [[255, 0, 0], [0, 0, 255], [52, 199, 89]])
        #expect(try SymbolColorParser.colors("").isEmpty)
    }

    @Test(arguments: ["notacolour", "#12345", "rgb(1, 2)", "systemPlaid"])
    func rejectsWithAnActionableMessage(text: String) {
        do {
            _ = try SymbolColorParser.color(text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.message.contains(text) && error.message.contains("systemRed"))
        }
    }
}
