import EmblemGeometry
import Foundation
import Testing

/// Oklab against published reference values, round trips, its toe against CIELAB, and gamut mapping.
struct OKLabTests {
    /// sRGB primaries in Oklab as CSS Color 4 and Ottosson's reference implementation give them
    /// (oklch(62.8% 0.2577 29.23) for red, and so on), to the five decimals published.
    @Test(arguments: [
        (Color(red: 1, green: 0, blue: 0), 0.62796, 0.22486, 0.12585),
        (Color(red: 0, green: 1, blue: 0), 0.86644, -0.23389, 0.17950),
        (Color(red: 0, green: 0, blue: 1), 0.45201, -0.03246, -0.31153),
        (Color.white, 1.0, 0.0, 0.0),
        (Color.black, 0.0, 0.0, 0.0),
    ])
    func referenceValues(color: Color, lightness: Double, a: Double, b: Double) {
        let lab = OKLab(color)
        #expect(abs(lab.lightness - lightness) < 5e-5, "\(lab)")
        #expect(abs(lab.a - a) < 5e-5, "\(lab)")
        #expect(abs(lab.b - b) < 5e-5, "\(lab)")
    }

    /// Every sRGB colour comes back from Oklab as it went in (5,000 random colours, and the corners of the
    /// cube, which the published matrices bring back a hair outside it), to their matrices' precision.
    @Test func roundTrip() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let corners: [Color] = (0..<8).map { (corner: Int) -> Color in
            Color(red: Double(corner & 1), green: Double((corner >> 1) & 1), blue: Double(corner >> 2))
        }
        for index in 0..<5_008 {
            let color = index < 8 ? corners[index] : Color(red: next(), green: next(), blue: next())
            let back = OKLab(color).color()
            #expect(abs(back.red - color.red) < 5e-6 && abs(back.green - color.green) < 5e-6 && abs(back.blue - color.blue) < 5e-6,
                    "\(color) → \(back)")
        }
    }

    /// The toe follows CIELAB's L* (computed here from its definition, CIE 15) for greys, to within 0.03,
    /// where plain Oklab lightness is far off in the darks; it leaves 0 and 1 in place and inverts.
    @Test func toeFollowsCIELightness() {
        func cieLightness(_ gray: Double) -> Double {
            let y = gray <= 0.04045 ? gray / 12.92 : pow((gray + 0.055) / 1.055, 2.4)
            let f = y > 216.0 / 24389 ? cbrt(y) : (24389.0 / 27 * y + 16) / 116
            return (116 * f - 16) / 100
        }
        for level in stride(from: 0, through: 255, by: 5) {
            let gray = Double(level) / 255
            let lab = OKLab(Color(red: gray, green: gray, blue: gray))
            #expect(abs(lab.toeLightness - cieLightness(gray)) < 0.03, "grey \(level): toe \(lab.toeLightness), L* \(cieLightness(gray))")
            var moved = lab
            moved.toeLightness = lab.toeLightness
            #expect(abs(moved.lightness - lab.lightness) < 1e-12)
        }
        // Where the toe matters: Oklab puts a grey of L* 10 above 0.2, three times as far from black.
        let dark = OKLab(Color(red: 0.108, green: 0.108, blue: 0.108))
        #expect(dark.lightness > 0.2 && abs(dark.toeLightness - 0.1) < 0.03, "\(dark.lightness) \(dark.toeLightness)")
        #expect(abs(OKLab(.black).toeLightness) < 1e-9 && abs(OKLab(.white).toeLightness - 1) < 1e-4)
    }

    /// A colour lightened past what sRGB shows keeps its lightness and hue; only its chroma gives way.
    @Test(arguments: [Color(red: 1, green: 0.8, blue: 0), Color(red: 0, green: 0.48, blue: 1), Color(red: 1, green: 0.2, blue: 0.3)])
    func gamutMappingKeepsHueAndLightness(color: Color) {
        var lab = OKLab(color)
        lab.lightness += min(0.15, (1 - lab.lightness) / 2)
        #expect({ let rgb = lab.unclampedRGB; return [rgb.red, rgb.green, rgb.blue].contains { $0 > 1 || $0 < 0 } }(), "in gamut already")
        let mapped = OKLab(lab.color())
        #expect(abs(mapped.lightness - lab.lightness) < 1e-3, "\(mapped.lightness) for \(lab.lightness)")
        #expect(abs(atan2(mapped.b, mapped.a) - atan2(lab.b, lab.a)) < 2e-3, "hue moved")
        #expect(mapped.chroma < lab.chroma && mapped.chroma > 0.01)
    }

    /// CSS Color 4's mapping (a just noticeable difference of 0.02) stops reducing chroma once clipping
    /// the rest is unseen: it is a clipped colour of at least the strict reduction's chroma, so within
    /// 0.02 of that chroma, of the lightness and (as an arc) of the hue; it leaves colours inside sRGB as
    /// they are, and white and black bound it.
    @Test(arguments: [OKLab(lightness: 0.9, a: -0.05, b: 0.3), OKLab(lightness: 0.5, a: -0.04, b: -0.4),
                      OKLab(lightness: 0.64, a: 0.26, b: 0.14), OKLab(lightness: 0.3, a: 0.2, b: -0.3)])
    func cssGamutMappingKeepsMoreChroma(lab: OKLab) {
        let strict = OKLab(lab.color()), css = OKLab(lab.color(justNoticeableDifference: OKLab.cssJustNoticeableDifference))
        #expect(css.chroma > strict.chroma - 0.02, "\(css.chroma) for \(strict.chroma)")
        #expect(abs(css.lightness - lab.lightness) < 0.02 && css.chroma < lab.chroma)
        var turn = abs(atan2(css.b, css.a) - atan2(lab.b, lab.a))
        if turn > .pi { turn = 2 * .pi - turn }
        #expect(turn * css.chroma < 0.02, "hue moved \(turn * 180 / .pi)°")
        #expect(css != strict, "no different from strict reduction")
        let inside = OKLab(Color(red: 0.2, green: 0.5, blue: 0.7))
        #expect(inside.color(justNoticeableDifference: 0.02) == inside.color())
        #expect(OKLab(lightness: 1.2, a: 0.1, b: 0).color(alpha: 0.5, justNoticeableDifference: 0.02) == Color.white.withAlpha(0.5))
        #expect(OKLab(lightness: -0.1, a: 0.1, b: 0).color(justNoticeableDifference: 0.02) == Color.black)
    }

    /// ΔEOK is the straight distance in Oklab: red to white from the published coordinates of both.
    @Test func distanceIsDeltaEOK() {
        let red = OKLab(Color(red: 1, green: 0, blue: 0)), white = OKLab(Color.white)
        let expected = ((1 - 0.62796) * (1 - 0.62796) + 0.22486 * 0.22486 + 0.12585 * 0.12585).squareRoot()
        #expect(abs(red.distance(to: white) - expected) < 1e-4 && red.distance(to: red) == 0)
    }
}
