extension Path {
    /// Calls `body` with each straight segment of the path's control polygon, in order: lines, closing
    /// lines, and the three legs of each cubic's control polygon (which holds the curve). What cairo's
    /// edges and dashes follow, bounded from above by it.
    public func forEachControlPolygonSegment(_ body: (_ from: Point, _ to: Point) -> Void) {
        var current = Point(x: 0, y: 0), start = current
        func to(_ point: Point) {
            body(current, point)
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point): current = point; start = point
            case .line(let point): to(point)
            case .cubic(let a, let b, let point): to(a); to(b); to(point)
            case .close: to(start)
            }
        }
    }
}
