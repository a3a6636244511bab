#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A colour in Björn Ottosson's Oklab space: `lightness` 0 (black) … 1 (white), and `a`, `b` the
/// green–red and blue–yellow axes. Perceptually even, so a step in lightness looks the same size for
/// every hue, which is what shading a colour lighter and darker needs (sRGB or HSL lightness turn
/// yellow dull and blue purple).
///
/// ```swift
/// let red = OKLab(Color(red: 1, green: 0, blue: 0))  // lightness ≈ 0.628, a ≈ 0.225, b ≈ 0.126
/// ```
///
/// Matrices from Ottosson, "A perceptual color space for image processing" (2020), as CSS Color 4 uses them.
public struct OKLab: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour's coordinates; its alpha is not part of them.
    public init(_ color: Color) {
        self.init(linearRed: Self.linear(color.red), green: Self.linear(color.green), blue: Self.linear(color.blue))
    }

    /// The coordinates of linear-light sRGB components, which may lie outside 0…1: the colours CSS
    /// writes in wider spaces (`display-p3`, `lab()`) arrive this way, to be mapped into sRGB.
    public init(linearRed r: Double, green g: Double, blue b: Double) {
        // cbrt keeps the sign, which an out-of-gamut colour's negative cone response needs (pow would not).
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// Lightness with Ottosson's "toe" (as Okhsl uses it): Oklab's lightness bent at the dark end to
    /// follow CIELAB's L* (÷ 100), where Oklab crowds the darks (Oklab 0.1 is L* ≈ 1, a step from black
    /// no one sees). 0 and 1 stay put.
    public var toeLightness: Double {
        get { Self.toe(lightness) }
        set { lightness = Self.toeInverse(newValue) }
    }

    private static let k1 = 0.206, k2 = 0.03, k3 = (1 + k1) / (1 + k2)
    static func toe(_ x: Double) -> Double {
        let t = k3 * x - k1
        return 0.5 * (t + (t * t + 4 * k2 * k3 * x).squareRoot())
    }
    static func toeInverse(_ x: Double) -> Double { (x * x + k1 * x) / (k3 * (x + k2)) }

    /// The chroma: how far from grey.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The sRGB components (gamma-encoded), unclamped: outside 0…1 when the colour is outside sRGB.
    public var unclampedRGB: (red: Double, green: Double, blue: Double) {
        let l = cube(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = cube(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = cube(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return (Self.encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                Self.encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                Self.encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }

    /// sRGB's transfer function undone (IEC 61966-2-1), mirrored below zero as CSS Color 4 extends it, so
    /// a component outside 0…1 (`color(srgb -0.2 0 0)`) keeps its sign.
    package static func linear(_ v: Double) -> Double {
        let magnitude = abs(v)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }
    package static func encoded(_ v: Double) -> Double {
        let magnitude = abs(v)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
    private func cube(_ v: Double) -> Double { v * v * v }
}
