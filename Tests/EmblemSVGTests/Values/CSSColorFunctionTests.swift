import EmblemGeometry
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// CSS Color 4's functions beyond `rgb()` and `hsl()`: `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`
/// and `color()`, against the specification's examples, the web-platform-tests' references, and values
/// computed independently (ColorAide 8.13, which implements CSS Color 4, for `color()` spaces and gamut
/// mapping).
struct CSSColorFunctionTests {
    static func color(_ text: String) throws -> Color {
        let paint = try CSSColorParser.parse(text)
        guard case .color(let color) = paint else { throw ValueSyntaxError(offset: 0, message: "\(text) gave \(paint)") }
        return color
    }

    static func isClose(_ color: Color, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1, tolerance: Double) -> Bool {
        abs(color.red - red) <= tolerance && abs(color.green - green) <= tolerance && abs(color.blue - blue) <= tolerance
            && abs(color.alpha - alpha) <= 1e-12
    }

    /// In-gamut colours to 8-bit precision or better: CSS Color 4's own examples (§9: `lab(29.2345% 39.3825
    /// 20.0664)` is `rgb(125 35 41)`, and the same colour in LCH and Oklch), the web-platform-tests'
    /// references (given there in percentages), and `hwb()` worked by hand from §8's definition.
    static let references: [(text: String, red: Double, green: Double, blue: Double, tolerance: Double)] = [
        ("lab(29.2345% 39.3825 20.0664)", 125.0 / 255, 35.0 / 255, 41.0 / 255, 0.6 / 255),
        ("lch(29.2345% 44.2 27)", 125.0 / 255, 35.0 / 255, 41.0 / 255, 0.6 / 255),
        ("oklch(40.101% 0.12332 21.555)", 125.0 / 255, 35.0 / 255, 41.0 / 255, 0.6 / 255),
        ("lab(50 50 0)", 0.7562, 0.3045, 0.4756, 1e-4),            // wpt lab-004
        ("lab(70 0 70)", 0.7662, 0.6636, 0.0558, 1e-4),            // wpt lab-006
        ("oklch(80% 0.15 160)", 0.32022, 0.85805, 0.61147, 1e-5),  // wpt oklch-006
        ("oklab(51.975% -35.075% 26.92%)", 0, 128.0 / 255, 0, 0.5 / 255),  // wpt oklab-009: green
        ("oklch(51.975% 44.215% 142.495)", 0, 128.0 / 255, 0, 0.5 / 255),  // wpt oklch-011: green
        ("hwb(90 10% 10%)", 0.5, 0.9, 0.1, 1e-12),    // the hue's pure colour (½, 1, 0) × 0.8 + 0.1
        ("hwb(194 0% 0%)", 0, 0.76667, 1, 1e-5),      // hue 194: blue full, green 1 − 14/60
        ("hwb(194 0% 50%)", 0, 0.38333, 0.5, 1e-5),
        ("hwb(0 60% 60%)", 0.5, 0.5, 0.5, 1e-12),     // whiteness + blackness ≥ 100%: grey w / (w + b)
        ("hwb(0 100 0)", 1, 1, 1, 1e-12),             // numbers are percentages
        ("color(srgb 0.2 0.4 0.6)", 0.2, 0.4, 0.6, 1e-12),
        ("color(srgb 20% 40% 60%)", 0.2, 0.4, 0.6, 1e-12),
        ("color(srgb-linear 0.2 0.3 0.4)", 0.484529, 0.583831, 0.665185, 2e-6),
        ("color(display-p3 0.5 0.2 0.1)", 0.541752, 0.173705, 0.052894, 2e-6),
        ("color(a98-rgb 0.4 0.6 0.2)", 0.264497, 0.605638, 0.134886, 2e-6),
        ("color(prophoto-rgb 0.5 0.4 0.3)", 0.672086, 0.450031, 0.351071, 2e-6),
        ("color(rec2020 0.5 0.4 0.3)", 0.532517, 0.351839, 0.241684, 2e-6),
        ("color(xyz-d65 0.95046 1 1.08906)", 1, 1, 1, 2e-5),       // D65 white (x 0.3127, y 0.3290)
        ("color(xyz 0.95046 1 1.08906)", 1, 1, 1, 2e-5),
        ("color(xyz-d50 0.96430 1 0.82510)", 1, 1, 1, 2e-5),       // D50 white (x 0.3457, y 0.3585), adapted to D65
        ("color(display-p3 1 1 1)", 1, 1, 1, 1e-6),
        ("lab(100 0 0)", 1, 1, 1, 1e-6),
        ("oklch(0% 0.2 30)", 0, 0, 0, 0),
    ]

    @Test(arguments: references)
    func referenceColours(reference: (text: String, red: Double, green: Double, blue: Double, tolerance: Double)) throws {
        let (text, red, green, blue, tolerance) = reference
        let color = try Self.color(text)
        #expect(Self.isClose(color, red, green, blue, tolerance: tolerance), "\(text) → \(color.red) \(color.green) \(color.blue)")
    }

    /// Outside sRGB, CSS Color 4's gamut mapping (chroma reduced in Oklch until clipping the rest moves the
    /// colour less than ΔEOK 0.02) to ColorAide's `oklch-chroma` fit, the same algorithm: within a
    /// third of an 8-bit step, as the two searches stop at slightly different chroma.
    static let outOfGamut: [(text: String, red: Double, green: Double, blue: Double)] = [
        ("color(display-p3 1 0 0)", 1.0, 0.04457, 0.045932),
        ("color(display-p3 -0.1 0.5 2)", 0.688485, 0.819125, 1.0),
        ("color(rec2020 0 1 0)", 0.0, 0.947344, 0.446281),
        ("color(xyz 0.2 0.3 0.4)", 0.0, 0.654239, 0.644299),
        ("color(xyz-d50 0.2 0.3 0.4)", 0.0, 0.657347, 0.735377),
        ("color(srgb 1.2 0.5 -0.1)", 1.0, 0.621794, 0.419302),
        ("color(prophoto-rgb 0.1 0.9 0.2)", 0.0, 0.889263, 0.468329),
        ("oklch(90% 0.3 100)", 0.998987, 0.87347, 0.0),
        ("oklch(50% 0.4 264)", 0.0, 0.201753, 1.0),
        ("lab(50 120 -100)", 0.841895, 0.0, 1.0),
        ("lch(80% 150 300)", 0.821259, 0.82377, 1.0),
    ]

    @Test(arguments: outOfGamut)
    func outOfGamutColoursAreMappedAsCSSDoes(reference: (text: String, red: Double, green: Double, blue: Double)) throws {
        let (text, red, green, blue) = reference
        let color = try Self.color(text)
        #expect(Self.isClose(color, red, green, blue, tolerance: 1.3e-3), "\(text) → \(color.red) \(color.green) \(color.blue)")
    }

    /// Whatever the input, mapping keeps lightness and hue within what clipping under the just noticeable
    /// difference can move (ΔEOK < 0.02 bounds each), gives up chroma only, and lands in 0…1.
    @Test func gamutMappingKeepsLightnessAndHue() throws {
        var random = SplitMix64(seed: 44)
        var mapped = 0
        for _ in 0..<2_000 {
            let lightness = Double.random(in: 0.05...0.95, using: &random)
            let chroma = Double.random(in: 0...0.4, using: &random), hue = Double.random(in: 0..<360, using: &random)
            let text = "oklch(\(lightness) \(chroma) \(hue))"
            let color = try Self.color(text)
            let channels = [color.red, color.green, color.blue]
            #expect(channels.allSatisfy { (0...1).contains($0) }, "\(text)")
            let result = OKLab(color)
            #expect(abs(result.lightness - lightness) < 0.02, "\(text): lightness \(result.lightness)")
            #expect(result.chroma <= chroma + 0.02, "\(text): chroma \(result.chroma)")
            let original = OKLab(lightness: lightness, a: chroma * cos(hue * .pi / 180), b: chroma * sin(hue * .pi / 180))
            let rgb = original.unclampedRGB
            guard [rgb.red, rgb.green, rgb.blue].contains(where: { $0 < -1e-4 || $0 > 1 + 1e-4 }) else { continue }
            mapped += 1
            // A hue is only as sure as the chroma that carries it: compare the direction where the mapped
            // colour keeps some, as an arc length (ΔEOK's own units) at the mapped chroma.
            if result.chroma > 0.03 {
                var turn = abs(atan2(result.b, result.a) - atan2(original.b, original.a))
                if turn > .pi { turn = 2 * .pi - turn }
                #expect(turn * result.chroma < 0.02, "\(text): hue moved \(turn * 180 / .pi)°")
            }
            #expect(result.chroma < chroma, "\(text): chroma kept")
        }
        #expect(mapped > 500, "only \(mapped) were outside sRGB")
    }

    /// Each syntax variant against its plain spelling: percentages against numbers at each component's
    /// reference range (§9.2–9.5: lab L 100% = 100, a/b 100% = 125, C 100% = 150; oklab L 100% = 1, a/b
    /// and C 100% = 0.4), hue units, `none`, alpha, case, clamping and an unclosed call.
    @Test(arguments: [
        ("lab(50% 40% -40%)", "lab(50 50 -50)"),
        ("lab(25.5% 0% 100%)", "lab(25.5 0 125)"),
        ("lch(50% 50% 120)", "lch(50 75 120)"),
        ("oklab(50% 50% -25%)", "oklab(0.5 0.2 -0.1)"),
        ("oklch(50% 50% 120)", "oklch(0.5 0.2 120)"),
        ("color(display-p3 50% 25% 100%)", "color(display-p3 0.5 0.25 1)"),
        ("color(xyz-d50 20% 30% 40%)", "color(xyz-d50 0.2 0.3 0.4)"),
        ("oklch(70% 0.1 90deg)", "oklch(70% 0.1 90)"),
        ("oklch(70% 0.1 100grad)", "oklch(70% 0.1 90)"),
        ("oklch(70% 0.1 0.25turn)", "oklch(70% 0.1 90)"),
        ("oklch(70% 0.1 1.5707963267948966rad)", "oklch(70% 0.1 90)"),
        ("oklch(70% 0.1 450)", "oklch(70% 0.1 90)"),
        ("oklch(70% 0.1 -270deg)", "oklch(70% 0.1 90)"),
        ("lch(60 40 0.5turn)", "lch(60 40 180)"),
        ("hwb(0.5turn 10% 20%)", "hwb(180 10% 20%)"),
        ("hwb(200grad 10 20)", "hwb(180deg 10% 20%)"),
        ("hwb(-180 10% 20%)", "hwb(180 10% 20%)"),
        ("lab(none 20 30)", "lab(0 20 30)"),
        ("lch(50 30 none)", "lch(50 30 0)"),
        ("oklch(60% none 200)", "oklch(60% 0 0)"),
        ("oklab(NONE 0.1 0.1)", "oklab(0 0.1 0.1)"),
        ("hwb(none 10% none)", "hwb(0 10% 0%)"),
        ("color(srgb none 0.5 none)", "color(srgb 0 0.5 0)"),
        ("rgb(none 255 0)", "rgb(0 255 0)"),
        ("hsl(none 100% 50%)", "hsl(0 100% 50%)"),
        ("lab(50 20 30 / none)", "lab(50 20 30 / 0)"),
        ("oklch(60% 0.1 200 / 50%)", "oklch(60% 0.1 200 / 0.5)"),
        ("lab(50 20 30/.25)", "lab(50 20 30 / 25%)"),
        ("oklch(60% 0.1 200 / 2)", "oklch(60% 0.1 200)"),
        ("color(srgb 0.1 0.2 0.3 / -1)", "color(srgb 0.1 0.2 0.3 / 0)"),
        ("OKLCH(60% 0.1 200DEG)", "oklch(60% 0.1 200deg)"),
        ("Color(Display-P3 0.1 0.2 0.3)", "color(display-p3 0.1 0.2 0.3)"),
        ("LAB(50 20 30)", "lab(50 20 30)"),
        ("  hwb( 10  20% 30% )  ", "hwb(10 20% 30%)"),
        ("lab(150 0 0)", "lab(100 0 0)"),          // lightness clamped to its range
        ("lab(-10 20 30)", "lab(0 20 30)"),
        ("oklab(1.5 0.1 0)", "oklab(1 0.1 0)"),
        ("lch(50 -20 40)", "lch(50 0 40)"),        // chroma below 0 is 0
        ("oklch(50% -0.1 40)", "oklch(50% 0 40)"),
        ("hwb(0 -10% 0%)", "hwb(0 0% 0%)"),        // whiteness and blackness clamped to 0…100%
        ("hwb(0 150% 0%)", "hwb(0 100% 0%)"),
        ("oklch(70% 0.15 250", "oklch(70% 0.15 250)"),   // the end of the value closes the call
        ("color(xyz 0.2 0.3 0.4 / 50%", "color(xyz-d65 0.2 0.3 0.4 / 0.5)"),
    ])
    func syntaxVariants(text: String, plain: String) throws {
        let color = try Self.color(text), expected = try Self.color(plain)
        #expect(Self.isClose(color, expected.red, expected.green, expected.blue, alpha: expected.alpha, tolerance: 1e-9),
                "\(text) → \(color), \(plain) → \(expected)")
    }

    /// sRGB → Oklab (Ottosson's matrices, through ``OKLab``) → `oklab()` and `oklch()` text → parsed: the same colour, for
    /// 2,000 seeded random colours, to what eight decimals in the text leave (near black, a
    /// component moves 30 times what a coordinate does).
    @Test func oklabTextRoundTrips() throws {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<2_000 {
            let original = Color(red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
                                 blue: Double.random(in: 0...1, using: &random), alpha: Double.random(in: 0...1, using: &random))
            let lab = OKLab(original)
            func text(_ v: Double) -> String { String(format: "%.8f", v) }
            let hue = atan2(lab.b, lab.a) * 180 / .pi
            let texts = ["oklab(\(text(lab.lightness)) \(text(lab.a)) \(text(lab.b)) / \(text(original.alpha)))",
                         "oklab(\(text(lab.lightness * 100))% \(text(lab.a / 0.4 * 100))% \(text(lab.b / 0.4 * 100))% / \(text(original.alpha * 100))%)",
                         "oklch(\(text(lab.lightness)) \(text(lab.chroma)) \(text(hue))deg / \(text(original.alpha)))",
                         "oklch(\(text(lab.lightness)) \(text(lab.chroma)) \(text(hue / 360))turn / \(text(original.alpha)))"]
            for text in texts {
                let parsed = try Self.color(text)
                #expect(Self.isClose(parsed, original.red, original.green, original.blue, alpha: parsed.alpha, tolerance: 2e-5)
                        && abs(parsed.alpha - original.alpha) < 1e-6, "\(original) → \(text) → \(parsed)")
            }
        }
    }

    /// sRGB → CIE Lab computed here the other way round (sRGB's matrix to XYZ, Bradford to D50, CIE 15's
    /// Lab, all from CSS Color 4 §18) → `lab()`/`lch()` text → parsed: the same colour.
    @Test func labTextRoundTrips() throws {
        func lab(_ color: Color) -> (l: Double, a: Double, b: Double) {
            func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
            let x65 = 506752.0 / 1228815 * r + 87881.0 / 245763 * g + 12673.0 / 70218 * b
            let y65 = 87098.0 / 409605 * r + 175762.0 / 245763 * g + 12673.0 / 175545 * b
            let z65 = 7918.0 / 409605 * r + 87881.0 / 737289 * g + 1001167.0 / 1053270 * b
            let x = 1.0479297925449969 * x65 + 0.022946870601609652 * y65 - 0.05019226628920524 * z65
            let y = 0.02962780877005599 * x65 + 0.9904344267538799 * y65 - 0.017073799063418826 * z65
            let z = -0.009243040646204504 * x65 + 0.015055191490298152 * y65 + 0.7518742814281371 * z65
            let white = (0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585)
            func f(_ v: Double) -> Double { v > 216.0 / 24389 ? cbrt(v) : (24389.0 / 27 * v + 16) / 116 }
            let fx = f(x / white.0), fy = f(y / white.1), fz = f(z / white.2)
            return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
        }
        var random = SplitMix64(seed: 50)
        for _ in 0..<1_000 {
            let original = Color(red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
                                 blue: Double.random(in: 0...1, using: &random))
            let (l, a, b) = lab(original)
            func text(_ v: Double) -> String { String(format: "%.5f", v) }
            let chroma = (a * a + b * b).squareRoot(), hue = atan2(b, a) * 180 / .pi
            for text in ["lab(\(text(l)) \(text(a)) \(text(b)))", "lch(\(text(l))% \(text(chroma)) \(text(hue)))"] {
                let parsed = try Self.color(text)
                #expect(Self.isClose(parsed, original.red, original.green, original.blue, tolerance: 2e-5), "\(original) → \(text) → \(parsed)")
            }
        }
    }

    /// Malformed values are refused with where and what was expected; the comma syntax, relative colours
    /// and `color-mix()` are named as such.
    @Test(arguments: [
        ("lab(50, 0, 0)", 6, "Expected spaces between the components of 'lab(L a b [/ alpha])', found ','"),
        ("lab(50 0)", 8, "Expected three components in 'lab(L a b [/ alpha])', found 2 before ')'"),
        ("oklch(50%", 9, "found 1 before the end of the value"),
        ("lab(50 0 0 0)", 11, "Expected '/' or ')' after the components of 'lab(L a b [/ alpha])', found '0'"),
        ("lab(50 0 0 / 1 2)", 15, "Expected ')' after the components"),
        ("oklab(0.5 0 0 / )", 16, "Expected an alpha value after '/'"),
        ("lch(50 30 40%)", 10, "Expected a hue (a number or an angle) in 'lch(L C h [/ alpha])', found a percentage"),
        ("oklch(50% 0.1 30%)", 14, "Expected a hue"),
        ("hwb(10% 0% 0%)", 4, "Expected a hue"),
        ("lab(50deg 0 0)", 4, "Expected a number or a percentage in 'lab(L a b [/ alpha])', found an angle"),
        ("color(srgb 1 0.5turn 0)", 13, "found an angle"),
        ("oklch(50% 0.1 30px)", 16, "Unknown unit 'px'"),
        ("lab(50 0 0 / 10deg)", 13, "Expected a number or a percentage for alpha"),
        ("oklch(50% 0.1 abc)", 14, "Expected a number in the colour function, found 'a'"),
        ("color(foo 1 0 0)", 6, "Expected a colour space in 'color(space c1 c2 c3 [/ alpha])', found 'foo'; expected srgb, srgb-linear"),
        ("color(1 0 0)", 6, "found '1'"),
        ("color(srgb 1 0)", 14, "Expected three components in 'color(space c1 c2 c3 [/ alpha])', found 2"),
        ("color(display-p3, 1, 0, 0)", 16, "found ','"),
        ("hwb(0, 10%, 10%)", 5, "this function has no comma syntax"),
        ("rgb(from red r g b)", 4, "Relative colour syntax ('from') is not supported"),
        ("color(from red srgb r g b)", 6, "Relative colour syntax ('from') is not supported"),
        ("color-mix(in srgb, red, blue)", 0, "Unsupported colour function 'color-mix()'; expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color()"),
        ("device-cmyk(0 0 0 1)", 0, "Unsupported colour function 'device-cmyk()'"),
        ("rgb(none, 0, 0)", 4, "not 'none', in the comma syntax"),
        ("hsl(120, none, 50%)", 9, "not 'none', in the comma syntax"),
        ("lab(50 0 0) red", 12, "Expected the end of the colour"),
    ])
    func malformedValuesAreRefused(text: String, offset: Int, message: String) {
        let error = #expect(throws: ValueSyntaxError.self) { try CSSColorParser.parse(text) }
        #expect(error?.offset == offset, "\(text): \(error?.offset ?? -1)")
        #expect(error?.message.contains(message) == true, "\(text): \(error?.message ?? "")")
    }

    /// The new functions work wherever a colour does: as a `url()` fallback, and the fuzzing alphabet of
    /// these functions never traps and reports offsets inside the text.
    @Test func functionsAsFallbacksAndUnderFuzzing() throws {
        let paint = try CSSColorParser.parse("url(#g) oklch(70% 0.15 250)")
        #expect(paint == .reference("url(#g)", fallback: .color(try Self.color("oklch(70% 0.15 250)"))))
        var random = SplitMix64(seed: 77)
        let pieces = ["lab(", "lch(", "oklab(", "oklch(", "hwb(", "color(", "srgb ", "xyz ", "display-p3 ", "none ", "/ ", ")",
                      "50% ", "-0.2 ", "1e3 ", "deg ", "turn ", ", ", "1.5 ", "from "]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            do {
                let color = try Self.color(text)
                #expect([color.red, color.green, color.blue, color.alpha].allSatisfy { (0...1).contains($0) }, "\(text)")
            } catch let error as ValueSyntaxError {
                #expect((0...text.utf8.count).contains(error.offset) && !error.message.isEmpty, "\(text)")
            }
        }
    }
}
