import ArgumentParser
@testable import EmblemCommands
import EmblemRaster
import Testing

/// `--palette` and `--background` take any CSS Color 4 colour, as the README promises: the functions
/// beyond `rgb()` and `hsl()` included, mapped into sRGB as browsers draw them.
struct ColourOptionTests {
    /// 8-bit values from ColorAide 8.13's CSS Color 4 conversions (and its `oklch-chroma` gamut mapping
    /// for display-p3 red, outside sRGB).
    @Test func paletteAndBackgroundTakeEveryColourFunction() throws {
        let arguments = ["render", "bell", "-o", "x.png",
                         "--palette", "oklch(70% 0.15 250), lab(50 40 -20), color(display-p3 1 0 0)",
                         "--background", "oklch(95% 0.02 250)"]
        let command = try #require(try EmblemCommand.parseAsRoot(arguments) as? RenderCommand)
        let colors = try command.style.style().colors.map { $0.rgba8 }
        #expect(colors.map { [$0.red, $0.green, $0.blue] } == [[75, 163, 247], [171, 90, 154], [255, 11, 12]])
        #expect(RasterColor(css: "oklch(95% 0.02 250)") == RasterColor(red: 229, green: 240, blue: 252))
        // Hue 200's pure colour (0, ⅔, 1) × 0.6 + 0.2.
        #expect(RasterColor(css: "hwb(200 20% 20% / 50%)") == RasterColor(red: 51, green: 153, blue: 204, alpha: 128))
        for options in [["recolor", "a.svg", "-o", "b.svg", "--palette", "oklch(60% 0.2 30)"],
                        ["sheet", "wifi", "-o", "s.png", "--palette", "lch(50% 60 40)", "--background", "oklab(0.9 0 0)"]] {
            #expect(throws: Never.self) { _ = try EmblemCommand.parseAsRoot(options) }
        }
    }

    /// A colour function written wrong is a usage error that says what was expected, not only that the
    /// text is not a colour.
    @Test(arguments: [
        (["--palette", "oklch(70% 0.15)"], "--palette: 'oklch(70% 0.15)' is not a colour: Expected three components in 'oklch(L C h [/ alpha])', found 2 before ')'."),
        (["--background", "lab(50, 0, 0)"], "--background 'lab(50, 0, 0)' is not a CSS colour"),
    ])
    func malformedColourFunctionsAreUsageErrors(options: [String], message: String) {
        do {
            _ = try EmblemCommand.parseAsRoot(["render", "bell", "-o", "x.png"] + options)
            Issue.record("\(options) was accepted")
        } catch {
            #expect(EmblemCommand.message(for: error).hasPrefix(message), "\(EmblemCommand.message(for: error))")
            #expect(EmblemCommand.exitCode(for: error) == .validationFailure)
        }
    }
}
