#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import EmblemGeometry

/// `lab()`, `lch()`, `oklab()` and `oklch()` (CSS Color 4 §9): CIE Lab on D50, and Oklab on D65, each
/// in rectangular and polar form.
extension CSSColorParser {
    enum LabFunction {
        case lab, lch, oklab, oklch

        var syntax: StaticString {
            switch self {
            case .lab: "lab(L a b [/ alpha])"
            case .lch: "lch(L C h [/ alpha])"
            case .oklab: "oklab(L a b [/ alpha])"
            case .oklch: "oklch(L C h [/ alpha])"
            }
        }

        var isOK: Bool { self == .oklab || self == .oklch }
        var isPolar: Bool { self == .lch || self == .oklch }

        /// What 100% means for lightness (also its upper clamp), for `a`/`b` and for chroma (§9.2–9.5).
        var hundredPercent: (lightness: Double, axis: Double, chroma: Double) {
            isOK ? (1, 0.4, 0.4) : (100, 125, 150)
        }
    }

    static func scanLab(_ scanner: inout ByteScanner, start: Int, function: LabFunction) throws(ValueSyntaxError) -> Color {
        let arguments = try scanModernArguments(&scanner, start: start, syntax: function.syntax)
        let (first, second, third) = arguments.components
        let scale = function.hundredPercent
        // Lightness outside its range is clamped, and chroma below 0 is 0, when the value is parsed.
        let lightness = min(max(try percentageOrNumber(first, hundredPercent: scale.lightness, in: function.syntax), 0), scale.lightness)
        let a: Double, b: Double
        if function.isPolar {
            let chroma = max(try percentageOrNumber(second, hundredPercent: scale.chroma, in: function.syntax), 0)
            let hue = try hueDegrees(third, in: function.syntax) * .pi / 180
            (a, b) = (chroma * cos(hue), chroma * sin(hue))
        } else {
            a = try percentageOrNumber(second, hundredPercent: scale.axis, in: function.syntax)
            b = try percentageOrNumber(third, hundredPercent: scale.axis, in: function.syntax)
        }
        if function.isOK {
            return OKLab(lightness: lightness, a: a, b: b)
                .color(alpha: arguments.alpha, justNoticeableDifference: OKLab.cssJustNoticeableDifference)
        }
        return color(linearSRGB: CSSColorSpace.xyzD50ToSRGB(xyzD50(lightness: lightness, a: a, b: b)), alpha: arguments.alpha)
    }

    /// CIE Lab to XYZ relative to D50 (CIE 15, with its rational ε and κ).
    static func xyzD50(lightness: Double, a: Double, b: Double) -> SIMD3<Double> {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let fy = (lightness + 16) / 116
        let fx = a / 500 + fy, fz = fy - b / 200
        func linear(_ f: Double) -> Double { f * f * f > epsilon ? f * f * f : (116 * f - 16) / kappa }
        let y = lightness > kappa * epsilon ? fy * fy * fy : lightness / kappa
        // D50 from its four-figure chromaticities, as CSS Color 4 defines it.
        let white = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
        return SIMD3(linear(fx), y, linear(fz)) * white
    }
}
