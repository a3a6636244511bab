#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension Spring {
    /// The time after which a motion from 0 to 1 (initial velocity 0) stays within ε = 0.001 of 1,
    /// in seconds, as SwiftUI computes it.
    ///
    /// Oscillating springs use the envelope bound `−ln(ε / (λ + 1)) / λ` (never less than 0). Critically
    /// and over-damped springs are sampled every 0.1 s (up to 1024 samples) and the result is the first
    /// sample after which |x − 1| < ε holds for more than 1 s, so it is a multiple of 0.1 s. A spring
    /// without damping (λ = 0) never settles: `.infinity`.
    public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

    /// ``settlingDuration`` with a custom tolerance `epsilon` (default 0.001).
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let lambda = decayConstant
        guard lambda > 0 else { return .infinity }
        if regime == .underDamped {
            return max(0, -log(epsilon / (lambda + 1)) / lambda)
        }
        let step = 0.1
        var settledSince: Double?
        for index in 0..<1024 {
            let time = Double(index) * step
            if abs(value(target: 1, initialVelocity: 0, time: time) - 1) < epsilon {
                let start = settledSince ?? time
                settledSince = start
                if time - start > 1 { return start }
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? Double(1023) * step
    }

    /// An oscillating spring that settles (see ``settlingDuration``) in `settlingDuration` seconds.
    ///
    /// - Parameters:
    ///   - settlingDuration: The time to stay within `epsilon` of the target, in seconds.
    ///   - dampingRatio: ζ, clamped to 0.001…1 (1 is critically damped).
    ///   - epsilon: The tolerance. Default 0.001.
    ///
    /// Solves `ln((λ + 1)/ε)/λ = settlingDuration` for λ with Newton's method (the envelope formula of the
    /// oscillating case, also used at ζ = 1), then sets the response to `2πζ/λ`, clamped to 0.01…10 s.
    /// At ζ = 1 the sampled ``settlingDuration`` of the result is within 0.1 s of the request.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio, 0.001), 1)
        let target = max(settlingDuration, 1e-6)
        // f(λ) = ln((λ + 1)/ε)/λ − target is decreasing and convex in λ > 0; start left of the root.
        var lambda = 1e-3
        for _ in 0..<100 {
            let logTerm = log((lambda + 1) / epsilon)
            let f = logTerm / lambda - target
            let derivative = (lambda / (lambda + 1) - logTerm) / (lambda * lambda)
            let next = lambda - f / derivative
            if !next.isFinite || next <= 0 { break }
            if abs(next - lambda) <= 1e-12 * lambda { lambda = next; break }
            lambda = next
        }
        let response = min(max(2 * Double.pi * zeta / lambda, 0.01), 10)
        self.init(response: response, dampingRatio: zeta)
    }
}
