#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension UnitCurve {
    /// The output progress for an input `progress`, clamped to 0…1 first.
    ///
    /// Bézier curves are solved exactly for the curve parameter (Newton's method with a bisection
    /// fallback, to |x(s) − progress| ≤ 1e-12), and the result is **not** rounded. SwiftUI stops at an
    /// epsilon of 2⁻²⁰ and rounds the result to a multiple of 2⁻²⁰; our values can therefore differ from
    /// SwiftUI's by up to about 1e-6, which is invisible at any frame size.
    ///
    /// A Bézier whose control points both lie on the diagonal (such as `.linear`) is the identity and
    /// returns `progress` exactly.
    ///
    /// - Complexity: O(1): at most 8 Newton steps, or 100 bisection steps in degenerate cases.
    public func value(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch storage {
        case .bezier(let curve):
            return curve.isIdentity ? p : curve.y(at: curve.parameter(forX: p))
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : ((-4 * p * p + 8 * p - 3).squareRoot() + 1) / 2
        case .circularEaseOutIn:
            return p < 0.5 ? (p - p * p).squareRoot() : 1 - (p - p * p).squareRoot()
        }
    }

    /// The slope dy/dx of the curve at `progress` (clamped to 0…1): output progress per unit of input
    /// progress. Multiply by `1 / duration` to get a rate per second.
    ///
    /// Where the Bézier's parametric derivative vanishes (for example at the ends of `.linear` or
    /// `.easeIn`) the limit is taken with higher derivatives. The circular curves are vertical at some
    /// ends; there the slope is `+infinity`.
    public func velocity(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch storage {
        case .bezier(let curve):
            return curve.isIdentity ? 1 : curve.slope(at: curve.parameter(forX: p))
        case .circularEaseIn:
            return p / (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - p) / (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? 2 * p / (1 - 4 * p * p).squareRoot() : (2 - 2 * p) / (-4 * p * p + 8 * p - 3).squareRoot()
        case .circularEaseOutIn:
            let d = (1 - 2 * p) / (2 * (p - p * p).squareRoot())
            return p < 0.5 ? d : -d
        }
    }
}
