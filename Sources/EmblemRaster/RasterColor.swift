/// An 8-bit RGBA colour with straight (non-premultiplied) alpha, as `PixelImage` stores its pixels.
///
/// `EmblemRaster` does not depend on the other Emblem modules, so it has its own tiny colour type; convert from
/// `EmblemGeometry.Color` with its `rgba8` property.
///
/// ```swift
/// let halfRed = RasterColor(red: 255, green: 0, blue: 0, alpha: 128)
/// ```
public struct RasterColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Coverage: 0 is fully transparent, 255 fully opaque. Default 255.
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Transparent black, the colour of every pixel no drawing touched.
    public static let clear = RasterColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RasterColor(red: 0, green: 0, blue: 0)
    public static let white = RasterColor(red: 255, green: 255, blue: 255)

    /// `rgba(r, g, b, a)` with 8-bit channels.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension RasterColor {
    /// The colour with its red, green and blue channels multiplied by alpha, rounded to the nearest integer.
    ///
    /// Every fully transparent colour has the same premultiplied form, `(0, 0, 0, 0)`.
    var premultiplied: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (premultiply(red, by: alpha), premultiply(green, by: alpha), premultiply(blue, by: alpha), alpha)
    }
}

/// `round(channel × alpha / 255)` in integer arithmetic.
@inline(__always)
func premultiply(_ channel: UInt8, by alpha: UInt8) -> UInt8 {
    let product = UInt32(channel) * UInt32(alpha) + 128
    return UInt8((product + (product >> 8)) >> 8)
}

/// `round(channel × 255 / alpha)`, clamped to 255; 0 when alpha is 0.
@inline(__always)
func unpremultiply(_ channel: UInt8, by alpha: UInt8) -> UInt8 {
    guard alpha != 0 else { return 0 }
    let value = (UInt32(channel) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
    return UInt8(min(value, 255))
}
