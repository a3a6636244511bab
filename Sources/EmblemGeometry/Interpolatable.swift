/// A value that can be blended linearly with another of its kind: the basis of keyframes and of
/// interpolating symbol masters point by point.
public protocol Interpolatable: Sendable {
    /// The value a fraction `t` of the way from `self` to `other` (`t` may leave 0…1 to overshoot).
    func interpolated(to other: Self, fraction t: Double) -> Self
}

extension Double: Interpolatable {
    @inlinable public func interpolated(to other: Double, fraction t: Double) -> Double { self + (other - self) * t }
}

extension Point: Interpolatable {}

extension AffineTransform: Interpolatable {
    public func interpolated(to other: AffineTransform, fraction t: Double) -> AffineTransform {
        AffineTransform(
            a: a.interpolated(to: other.a, fraction: t), b: b.interpolated(to: other.b, fraction: t),
            c: c.interpolated(to: other.c, fraction: t), d: d.interpolated(to: other.d, fraction: t),
            e: e.interpolated(to: other.e, fraction: t), f: f.interpolated(to: other.f, fraction: t))
    }
}
