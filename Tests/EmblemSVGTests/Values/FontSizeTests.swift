import Testing
@testable import EmblemSVG

struct FontSizeTests {
    /// Keywords from CSS Fonts 4's scaling factors of `medium` (16 px); relative sizes of the parent's.
    @Test(arguments: [(String, Double)]([
        ("xx-small", 9.6), ("x-small", 12), ("small", 128.0 / 9), ("medium", 16), ("LARGE", 19.2), ("x-large", 24),
        ("xx-large", 32), ("xxx-large", 48), ("larger", 30), ("smaller", 25 / 1.2), ("12", 12), ("12px", 12),
        ("9pt", 12), ("2em", 50), ("2ex", 25), ("50%", 12.5), ("0", 0),
    ]))
    func computes(text: String, expected: Double) {
        let size = FontSize.pixels(text, parent: 25)
        #expect(size.map { abs($0 - expected) <= 1e-12 * max(1, expected) } == true, "\(text): \(String(describing: size))")
    }

    @Test(arguments: ["-1px", "big", "calc(10px)", "", "12 px"])
    func refuses(text: String) {
        #expect(FontSize.pixels(text, parent: 25) == nil, "\(text)")
    }

    @Test func relativeSizesAreTold() {
        #expect(["1em", "2ex", "50%", "Larger", "smaller"].allSatisfy(FontSize.isRelative))
        #expect(!["12", "12px", "1in", "medium", "x-large", "bogus"].contains(where: FontSize.isRelative))
    }
}
