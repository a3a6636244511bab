/// An sRGB colour with straight (non-premultiplied) alpha; every component is in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit channels, as CSS hex notation and the HIG tables give them.
    public init(red8 r: Int, green8 g: Int, blue8 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor` (how hierarchical levels derive from a base).
    public func multiplyingAlpha(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The same colour with alpha replaced.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// The 8-bit channel values, rounded.
    public var rgba8: (red: Int, green: Int, blue: Int, alpha: Int) {
        func q(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return (q(red), q(green), q(blue), q(alpha))
    }

    /// `#rrggbb` (alpha is not included; see `rgba8`).
    public var hexRGB: String {
        let (r, g, b, _) = rgba8
        return Self.hex([r >> 4, r & 15, g >> 4, g & 15, b >> 4, b & 15])
    }

    /// `#rgb` when each component's two hex digits are the same (a multiple of 0x11), else nil.
    public var shortHexRGB: String? {
        let (r, g, b, _) = rgba8
        guard r % 17 == 0 && g % 17 == 0 && b % 17 == 0 else { return nil }
        return Self.hex([r / 17, g / 17, b / 17])
    }

    /// `#` and the digits of `nibbles`, bytes straight into the string: an array of `Character`s made
    /// and indexed for each colour cost ≈ 1,000 instructions, paid for every shape a drawing writes.
    private static func hex(_ nibbles: InlineArray<6, Int>) -> String { hex(nibbles.span) }
    private static func hex(_ nibbles: InlineArray<3, Int>) -> String { hex(nibbles.span) }
    private static func hex(_ nibbles: Span<Int>) -> String {
        String(unsafeUninitializedCapacity: nibbles.count + 1) { buffer in
            let digits: StaticString = "0123456789abcdef"
            buffer[0] = UInt8(ascii: "#")
            for index in nibbles.indices { buffer[index + 1] = digits.utf8Start[nibbles[index]] }
            return nibbles.count + 1
        }
    }

    public var description: String { alpha >= 1 ? hexRGB : "\(hexRGB) α\(alpha)" }
}

extension Color: Interpolatable {
    public func interpolated(to other: Color, fraction t: Double) -> Color {
        Color(red: red.interpolated(to: other.red, fraction: t), green: green.interpolated(to: other.green, fraction: t),
              blue: blue.interpolated(to: other.blue, fraction: t), alpha: alpha.interpolated(to: other.alpha, fraction: t))
    }
}
