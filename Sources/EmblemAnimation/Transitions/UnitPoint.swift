import EmblemGeometry

/// A point in a rectangle's unit square: (0, 0) is the top-leading corner and (1, 1) the
/// bottom-trailing one (y grows downwards, as in SVG). In right-to-left layouts x is mirrored.
public struct UnitPoint: Hashable, Sendable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// 0 at the top edge, 1 at the bottom edge.
    public var y: Double

    /// A unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The corresponding point of `rect`, mirrored horizontally for `.rightToLeft`.
    public func point(in rect: Rect, layoutDirection: LayoutDirection = .leftToRight) -> Point {
        let unitX = layoutDirection == .leftToRight ? x : 1 - x
        return Point(x: rect.x + unitX * rect.width, y: rect.y + y * rect.height)
    }
}
