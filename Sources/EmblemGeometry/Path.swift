/// One segment of a resolved path. Every coordinate is absolute; quadratic curves and arcs have already
/// been converted to cubics, so renderers and effects only ever see these four cases.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case close

    /// The same element with every point mapped through `transform`.
    @inlinable public func applying(_ transform: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(transform.apply(to: p))
        case .line(let p): return .line(transform.apply(to: p))
        case .cubic(let c1, let c2, let p):
            return .cubic(transform.apply(to: c1), transform.apply(to: c2), transform.apply(to: p))
        case .close: return .close
        }
    }
}

/// A resolved path: a list of absolute move, line, cubic and close elements.
public struct Path: Hashable, Sendable {
    public var elements: [PathElement]

    public init(_ elements: [PathElement] = []) { self.elements = elements }

    /// The rectangle's outline, clockwise from its top-left corner (where SVG 2 starts a `rect`), closed.
    public init(rectangle: Rect) {
        self.init([.move(Point(x: rectangle.minX, y: rectangle.minY)), .line(Point(x: rectangle.maxX, y: rectangle.minY)),
                   .line(Point(x: rectangle.maxX, y: rectangle.maxY)), .line(Point(x: rectangle.minX, y: rectangle.maxY)), .close])
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) { elements.append(.cubic(control1, control2, p)) }
    public mutating func close() { elements.append(.close) }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        return Path(elements.map { $0.applying(transform) })
    }

    /// Appends another path's elements.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Every point the path stores, control points included, in order.
    public var points: [Point] {
        var result: [Point] = []
        result.reserveCapacity(elements.count * 2)
        for element in elements {
            switch element {
            case .move(let p), .line(let p): result.append(p)
            case .cubic(let a, let b, let p): result.append(contentsOf: [a, b, p])
            case .close: break
            }
        }
        return result
    }

    /// Whether every point the path stores is a finite number (a transform of 1e308 takes a path past
    /// what a `Double` holds, to infinities and NaN).
    public var isFinite: Bool {
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): finite(p)
            case .cubic(let a, let b, let p): finite(a) && finite(b) && finite(p)
            case .close: true
            }
        }
    }

    /// The same path with its points replaced, in the order `points` lists them.
    /// - Precondition: `newPoints.count == points.count`.
    public func replacingPoints(_ newPoints: [Point]) -> Path {
        precondition(newPoints.count == points.count, "point count differs")
        var index = 0
        func next() -> Point {
            defer { index += 1 }
            return newPoints[index]
        }
        return Path(elements.map { element in
            switch element {
            case .move: return .move(next())
            case .line: return .line(next())
            case .cubic: return .cubic(next(), next(), next())
            case .close: return .close
            }
        })
    }
}

extension PathElement {
    @inlinable public var isMove: Bool { if case .move = self { return true } else { return false } }
}
