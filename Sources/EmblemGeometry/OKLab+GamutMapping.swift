/// Bringing an Oklab colour into sRGB by reducing its chroma, keeping its lightness and hue.
extension OKLab {
    /// CSS Color 4's just noticeable difference for gamut mapping (§13.2): a ΔEOK of 0.02, under which
    /// clipping the rest of a colour's excess chroma is not seen.
    public static let cssJustNoticeableDifference = 0.02

    /// CSS Color 4's ε for the chroma search: closer than 0.0001 of chroma moves no 8-bit component.
    static let cssChromaPrecision = 0.0001

    /// ΔEOK, CSS Color 4's colour difference: the straight distance in Oklab (about 0.02 is just seen).
    public func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The nearest sRGB colour of the same lightness and hue: the chroma is reduced (bisected in OKLCh)
    /// until the colour fits, so a colour lightened past what sRGB can show keeps its hue rather than
    /// being clipped channel by channel. At or past white (lightness 1) it is white, at or below 0 black.
    ///
    /// - Parameters:
    ///   - alpha: The alpha of the colour returned; it is not part of the coordinates.
    ///   - justNoticeableDifference: How far (ΔEOK) clipping may move the colour once chroma is reduced.
    ///     With 0, the default, chroma alone gives way until every component is within 0…1, so hue and
    ///     lightness stay exact, which shading a colour lighter and darker needs. With
    ///     ``cssJustNoticeableDifference`` it is CSS Color 4's gamut mapping ("binary search with local
    ///     MINDE"): the search stops once clipping what remains changes the colour by less than that, which
    ///     keeps more of a vivid colour's chroma, and is what browsers draw for `oklch()`, `lab()` or
    ///     `color(display-p3 …)` outside sRGB.
    ///
    /// ```swift
    /// OKLab(lightness: 0.7, a: 0, b: 0.4).color(justNoticeableDifference: OKLab.cssJustNoticeableDifference)
    /// ```
    ///
    /// Complexity: a gamut check per halving, about 30 halvings (fewer with a just noticeable difference).
    public func color(alpha: Double = 1, justNoticeableDifference jnd: Double = 0) -> Color {
        if lightness >= 1 { return Color.white.withAlpha(alpha) }
        if !(lightness > 0) { return Color.black.withAlpha(alpha) }
        let origin = unclampedRGB
        if Self.isInside(origin) { return Self.clipped(origin, alpha: alpha) }
        if jnd > 0 {
            let clipped = Self.clipped(origin, alpha: alpha)
            if OKLab(clipped).distance(to: self) < jnd { return clipped }
        }
        // Grey (scale 0) is always inside. With no just noticeable difference, 30 halvings of the scale
        // leave less than 1e-9 of the chroma undecided; with one, CSS's ε in chroma is enough.
        var low = 0.0, high = 1.0, lowIsInside = true
        var result = Self.clipped(OKLab(lightness: lightness, a: 0, b: 0).unclampedRGB, alpha: alpha)
        let precision = jnd > 0 ? Self.cssChromaPrecision / chroma : 0x1p-30
        while high - low > precision {
            let middle = (low + high) / 2
            let candidate = OKLab(lightness: lightness, a: a * middle, b: b * middle)
            let rgb = candidate.unclampedRGB
            if lowIsInside, Self.isInside(rgb) {
                low = middle
                result = Self.clipped(rgb, alpha: alpha)
                continue
            }
            if jnd > 0 {
                let clipped = Self.clipped(rgb, alpha: alpha)
                let difference = OKLab(clipped).distance(to: candidate)
                if difference < jnd {
                    // Clipped from here on is unseen: the search now looks for the most chroma that stays so.
                    if jnd - difference < Self.cssChromaPrecision { return clipped }
                    result = clipped
                    lowIsInside = false
                    low = middle
                    continue
                }
            }
            high = middle
        }
        return result
    }

    /// Whether gamma-encoded components are within 0…1, give or take the published matrices' round-trip
    /// error (≈ 2e-6: pure yellow comes back with blue at -1.7e-6), far below an 8-bit step.
    package static func isInside(_ rgb: (red: Double, green: Double, blue: Double)) -> Bool {
        let tolerance = 1e-5
        func inside(_ v: Double) -> Bool { v >= -tolerance && v <= 1 + tolerance }
        return inside(rgb.red) && inside(rgb.green) && inside(rgb.blue)
    }

    package static func clipped(_ rgb: (red: Double, green: Double, blue: Double), alpha: Double) -> Color {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        return Color(red: unit(rgb.red), green: unit(rgb.green), blue: unit(rgb.blue), alpha: alpha)
    }
}
