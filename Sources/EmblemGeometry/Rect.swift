/// An axis-aligned rectangle given by its origin (minimum corner) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle containing both corners.
    public init(corner a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let lo = Point(x: Swift.min(minX, other.minX), y: Swift.min(minY, other.minY))
        let hi = Point(x: Swift.max(maxX, other.maxX), y: Swift.max(maxY, other.maxY))
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The smallest rectangle containing this one and `point`.
    public func including(_ point: Point) -> Rect { union(Rect(x: point.x, y: point.y, width: 0, height: 0)) }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` on every side.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The bounding box of this rectangle's four corners after `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map { transform.apply(to: $0) }
        return corners.dropFirst().reduce(Rect(x: corners[0].x, y: corners[0].y, width: 0, height: 0)) { $0.including($1) }
    }

    public var description: String { "Rect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
