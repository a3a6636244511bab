import EmblemGeometry

/// A value that lives in a vector space: it can be added, subtracted and scaled, so velocities and
/// spring displacements can be expressed in its own units (points per second, scale per second …).
///
/// `CubicKeyframe` and `SpringKeyframe` need this; `LinearKeyframe` and `MoveKeyframe` only need
/// ``Interpolatable``. `Double`, `Point`, `AffineTransform` (component-wise) and `Color` (component-wise)
/// conform.
///
/// Laws: `a + zero == a`, `a - a == zero`, `a.scaled(by: 1) == a`, and
/// `a.interpolated(to: b, fraction: t) == a + (b - a).scaled(by: t)`.
public protocol VectorArithmetic: Interpolatable {
    /// The additive identity.
    static var zero: Self { get }
    /// The component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
}

extension Double: VectorArithmetic {
    /// `self * factor`.
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
}

extension Point: VectorArithmetic {
    /// Both coordinates multiplied by `factor`.
    @inlinable public func scaled(by factor: Double) -> Point { self * factor }
}

extension AffineTransform: VectorArithmetic {
    /// The all-zero matrix (not the identity transform): the additive identity.
    public static var zero: AffineTransform { AffineTransform(a: 0, b: 0, c: 0, d: 0, e: 0, f: 0) }

    /// The coefficient-wise sum.
    public static func + (lhs: AffineTransform, rhs: AffineTransform) -> AffineTransform {
        AffineTransform(a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c,
                        d: lhs.d + rhs.d, e: lhs.e + rhs.e, f: lhs.f + rhs.f)
    }

    /// The coefficient-wise difference.
    public static func - (lhs: AffineTransform, rhs: AffineTransform) -> AffineTransform {
        AffineTransform(a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c,
                        d: lhs.d - rhs.d, e: lhs.e - rhs.e, f: lhs.f - rhs.f)
    }

    /// Every coefficient multiplied by `k`.
    public func scaled(by k: Double) -> AffineTransform {
        AffineTransform(a: a * k, b: b * k, c: c * k, d: d * k, e: e * k, f: f * k)
    }
}

extension Color: VectorArithmetic {
    /// Transparent black with every component 0: the additive identity. Sums and differences are not
    /// clamped to 0…1, so intermediate spring values may leave the gamut; clamp when drawing.
    public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }

    /// The component-wise sum.
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    /// The component-wise difference.
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    /// Every component (alpha included) multiplied by `k`.
    public func scaled(by k: Double) -> Color {
        Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha * k)
    }
}
