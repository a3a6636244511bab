#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A 2-D affine transform in SVG's `matrix(a b c d e f)` form:
/// `x' = a·x + c·y + e`, `y' = b·x + d·y + f`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    public static func scale(_ k: Double) -> AffineTransform { scale(x: k, y: k) }

    /// A rotation by `degrees`, clockwise on screen (y down), as SVG's `rotate()`.
    public static func rotation(degrees: Double) -> AffineTransform {
        let r = degrees * .pi / 180
        let (s, c) = (sin(r), cos(r))
        return AffineTransform(a: c, b: s, c: -s, d: c, e: 0, f: 0)
    }

    /// A rotation by `degrees` about `center`, as SVG's `rotate(angle cx cy)`.
    public static func rotation(degrees: Double, around center: Point) -> AffineTransform {
        translation(x: center.x, y: center.y)
            .concatenating(rotation(degrees: degrees))
            .concatenating(translation(x: -center.x, y: -center.y))
    }

    /// A scale about `anchor`.
    public static func scale(x: Double, y: Double, around anchor: Point) -> AffineTransform {
        translation(x: anchor.x, y: anchor.y)
            .concatenating(scale(x: x, y: y))
            .concatenating(translation(x: -anchor.x, y: -anchor.y))
    }

    public static func skewX(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(degrees * .pi / 180), d: 1, e: 0, f: 0)
    }

    public static func skewY(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(degrees * .pi / 180), c: 0, d: 1, e: 0, f: 0)
    }

    /// `self × other`: applies `other` first, then `self`, as nested SVG transforms do
    /// (`transform="A B"` maps a point p to A(B(p))).
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            e: a * other.e + c * other.f + e,
            f: b * other.e + d * other.f + f)
    }

    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
    }

    /// Applies only the linear part (for vectors such as velocities and offsets).
    @inlinable public func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    public var determinant: Double { a * d - b * c }
    /// Whether the linear part stretches some directions more than others, or skews: not a rotation,
    /// reflection or scale alike both ways (to within a millionth of its scale), under which a circle
    /// stays a circle.
    public var stretchesUnevenly: Bool {
        let tolerance = 1e-6 * max(abs(a), abs(b), abs(c), abs(d))
        let rotates = abs(a - d) <= tolerance && abs(b + c) <= tolerance
        let reflects = abs(a + d) <= tolerance && abs(b - c) <= tolerance
        return !(rotates || reflects)
    }
    public var isIdentity: Bool { self == .identity }
    /// Whether it turns or skews the axes (`b` or `c` not 0): an upright box does not stay upright.
    public var turnsAxes: Bool { b != 0 || c != 0 }

    /// The inverse transform, or `nil` when the matrix is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    /// Whether every coefficient is within `tolerance` of `other`'s.
    public func isClose(to other: AffineTransform, tolerance: Double = 1e-9) -> Bool {
        abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance && abs(c - other.c) <= tolerance
            && abs(d - other.d) <= tolerance && abs(e - other.e) <= tolerance && abs(f - other.f) <= tolerance
    }

    public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}
