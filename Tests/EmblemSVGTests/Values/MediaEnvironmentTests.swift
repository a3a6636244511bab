import Testing
@testable import EmblemSVG

/// `@media` queries against Emblem's environment (a screen, light or dark, with or without increased
/// contrast), as Media Queries 4 evaluates them.
struct MediaEnvironmentTests {
    static let light = MediaEnvironment()
    static let dark = MediaEnvironment(colorScheme: .dark)
    static let contrast = MediaEnvironment(increasedContrast: true)

    @Test(arguments: [
        ("(prefers-color-scheme: dark)", false, true), ("(prefers-color-scheme: light)", true, false),
        ("(PREFERS-COLOR-SCHEME:DARK)", false, true), ("screen and (prefers-color-scheme: dark)", false, true),
        ("only screen and (prefers-color-scheme: dark)", false, true), ("print and (prefers-color-scheme: dark)", false, false),
        ("not (prefers-color-scheme: dark)", true, false), ("not print", true, true), ("print", false, false),
        ("all", true, true), ("screen", true, true), ("print, (prefers-color-scheme: dark)", false, true),
        ("(prefers-color-scheme)", true, true), ("(prefers-reduced-motion: reduce)", false, false),
        ("(prefers-reduced-motion: no-preference)", true, true), ("(prefers-reduced-motion)", false, false),
        ("(min-width: 100px)", false, false),  // unknown to a renderer without a window: false
        ("screen and", false, false), ("and (color)", false, false), ("(color) (color)", false, false),
        ("(color)", true, true), ("(color: 8)", true, true), ("(color: 1)", false, false), ("(min-color: 4)", true, true),
        ("(min-color: 10)", false, false), ("(max-color: 8)", true, true), ("(max-color: 2)", false, false), ("(monochrome)", false, false), ("(hover: hover)", true, true), ("(forced-colors: active)", false, false),
        ("", true, true), ("  ", true, true),  // an empty list matches everything
        (",", false, false),
    ])
    func queries(query: String, inLight: Bool, inDark: Bool) {
        #expect(Self.light.matches(query) == inLight, "light: \(query)")
        #expect(Self.dark.matches(query) == inDark, "dark: \(query)")
    }

    @Test func contrastPreference() {
        #expect(Self.contrast.matches("(prefers-contrast: more)"))
        #expect(Self.contrast.matches("(prefers-contrast)"))
        #expect(!Self.light.matches("(prefers-contrast: more)"))
        #expect(Self.light.matches("(prefers-contrast: no-preference)"))
    }

    /// Rules inside a matching `@media` block join the sheet where they stand, so source order and
    /// specificity decide as usual; a block that does not match, and other at-rules, are skipped whole.
    @Test func styleSheetsKeepMatchingMediaBlocks() {
        let text = """
            path { fill: black }
            @media (prefers-color-scheme: dark) { path { fill: white } .accent { fill: #0af } }
            @font-face { font-family: x; src: url(x.woff) }
            @media print { path { fill: red } }
            @media screen { @media (prefers-color-scheme: dark) { path { stroke: gray } } }
            .accent { stroke: blue }
            """
        func values(_ media: MediaEnvironment) -> [String] {
            StyleSheet(parsing: text, media: media).declarations(forElement: "path", id: nil, classes: ["accent"]).map(\.description)
        }
        #expect(values(Self.light) == ["fill: black", "stroke: blue"])
        #expect(values(Self.dark) == ["fill: black", "fill: white", "stroke: gray", "fill: #0af", "stroke: blue"])
    }
}

extension MediaEnvironmentTests {
    /// `@media` blocks nested up to ``StyleSheet/maximumMediaNesting`` deep are read, deeper ones dropped:
    /// each level was measured to its end before its rules were read, so 32,000 levels took 10 s.
    @Test func deeplyNestedMediaBlocksAreDropped() {
        func sheet(_ levels: Int) -> String {
            String(repeating: "@media screen { ", count: levels) + "path { fill: red }" + String(repeating: " }", count: levels)
        }
        let limit = StyleSheet.maximumMediaNesting
        func fills(_ levels: Int) -> [String] {
            StyleSheet(parsing: sheet(levels), media: Self.light).declarations(forElement: "path", id: nil, classes: []).map(\.description)
        }
        #expect(fills(limit) == ["fill: red"])
        #expect(fills(limit + 1).isEmpty)
        // Rules beside the dropped block, before and after it, are read.
        let around = "path { stroke: blue } " + sheet(limit + 1) + " path { opacity: .5 }"
        #expect(StyleSheet(parsing: around, media: Self.light).declarations(forElement: "path", id: nil, classes: []).map(\.description)
                == ["stroke: blue", "opacity: .5"])
    }
}
