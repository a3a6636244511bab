/// A point (or a vector) in a two-dimensional, y-down coordinate space, as SVG uses.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    @inlinable public static func * (k: Double, a: Point) -> Point { Point(x: a.x * k, y: a.y * k) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// The Euclidean length of the vector from the origin to this point.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance between two points.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// The point a fraction `t` of the way from `self` to `other`.
    @inlinable public func interpolated(to other: Point, fraction t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public var description: String { "(\(x), \(y))" }
}
