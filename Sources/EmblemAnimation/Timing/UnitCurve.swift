import EmblemGeometry

/// A function from unit progress (0…1) to unit progress: the shape of a timing curve without a duration.
///
/// The names and control points are SwiftUI's (`UnitCurve`): a cubic Bézier from (0, 0) to (1, 1) whose
/// two inner control points shape the curve, plus three circular curves.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// UnitCurve.easeIn.inverse              // the curve with x and y swapped
/// ```
public struct UnitCurve: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case bezier(CubicBezierCurve)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: circular ease-out into the middle, then circular ease-in.
        case circularEaseOutIn
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given inner control points, as CSS's
    /// `cubic-bezier(x1, y1, x2, y2)`.
    ///
    /// The x coordinates should lie in 0…1 so that the curve is a function of progress; they are not
    /// clamped. When they leave that range, `value(at:)` still returns a point of the curve with the
    /// requested x (there may be several).
    public static func bezier(startControlPoint: Point, endControlPoint: Point) -> UnitCurve {
        UnitCurve(.bezier(CubicBezierCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)))
    }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = bezier(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 1, y: 1))
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: Point(x: 0.42, y: 0), endControlPoint: Point(x: 1, y: 1))
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 0.58, y: 1))
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: Point(x: 0.42, y: 0), endControlPoint: Point(x: 0.58, y: 1))
    /// Core Animation's default curve: control points (0.25, 0.1) and (0.25, 1).
    public static let coreAnimationDefault = bezier(
        startControlPoint: Point(x: 0.25, y: 0.1), endControlPoint: Point(x: 0.25, y: 1))

    /// A quarter circle starting slowly: `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle ending slowly: `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles: `(1 − √(1 − 4p²)) / 2` for p < 0.5, `(√(−4p² + 8p − 3) + 1) / 2` otherwise.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The curve mirrored in the diagonal y = x: `inverse.value(at: value(at: p)) ≈ p`.
    ///
    /// For Bézier curves this swaps the x and y coordinates of both control points (exact when the
    /// original y coordinates lie in 0…1, so the result is still a function). The circular curves invert
    /// into each other: ease-in ↔ ease-out, and ease-in-out into an internal ease-out-in curve.
    public var inverse: UnitCurve {
        switch storage {
        case .bezier(let curve): return UnitCurve(.bezier(curve.swappingAxes))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(.circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }
}
