#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension Spring {
    /// The displacement at `time` of a value that starts at 0 with `initialVelocity` and is pulled
    /// towards `target`, in closed form (SF-SEMANTICS 5.2).
    ///
    /// `value(target: Δ, initialVelocity: v₀, time: 0) == 0`; the value tends to Δ. To animate from `a`
    /// to `b`, add `a` to `value(target: b − a, …)`.
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        let k = positionCoefficients(time: time)
        return target * k.target + initialVelocity * k.velocity
    }

    /// The rate of change of ``value(target:initialVelocity:time:)`` at `time`, in units per second.
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        let k = velocityCoefficients(time: time)
        return target * k.target + initialVelocity * k.velocity
    }

    /// ``value(target:initialVelocity:time:)`` for any vector-like value (`Point`, `AffineTransform` …):
    /// the motion is linear in the target and the initial velocity, so each component moves alone.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = V.zero, time: Double) -> V {
        let k = positionCoefficients(time: time)
        return target.scaled(by: k.target) + initialVelocity.scaled(by: k.velocity)
    }

    /// ``velocity(target:initialVelocity:time:)`` for any vector-like value.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = V.zero, time: Double) -> V {
        let k = velocityCoefficients(time: time)
        return target.scaled(by: k.target) + initialVelocity.scaled(by: k.velocity)
    }

    /// The value at `time` of a motion from `fromValue` to `toValue` starting with `initialVelocity`:
    /// `fromValue + value(target: toValue − fromValue, initialVelocity:time:)`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = V.zero, time: Double) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of a motion from `fromValue` to `toValue` starting with `initialVelocity`.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = V.zero, time: Double) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The force on a unit of the animated value at displacement `position` moving at `velocity`:
    /// `m·(ω_d² + λ²)·(target − position) − 2λm·velocity` for oscillating springs (k from ``stiffness``).
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }

    /// x(t) = Δ·f(t) + v₀·g(t): returns (f, g).
    func positionCoefficients(time t: Double) -> (target: Double, velocity: Double) {
        let lambda = decayConstant, omega = angularFrequency
        switch regime {
        case .underDamped:
            let decay = exp(-lambda * t), (s, c) = (sin(omega * t), cos(omega * t))
            return (1 - decay * (lambda * s / omega + c), decay * s / omega)
        case .criticallyDamped:
            let decay = exp(-lambda * t)
            return (1 - decay * (1 + lambda * t), decay * t)
        case .overDamped:
            let a = -omega - lambda, b = omega - lambda
            let (ea, eb) = (exp(a * t), exp(b * t))
            return (((lambda - omega) * ea + a * eb) / (2 * omega) + 1, -(ea - eb) / (2 * omega))
        }
    }

    /// x′(t) = Δ·f′(t) + v₀·g′(t): returns (f′, g′).
    func velocityCoefficients(time t: Double) -> (target: Double, velocity: Double) {
        let lambda = decayConstant, omega = angularFrequency
        switch regime {
        case .underDamped:
            let decay = exp(-lambda * t), (s, c) = (sin(omega * t), cos(omega * t))
            return (decay * (lambda * lambda / omega + omega) * s, decay * (c - lambda * s / omega))
        case .criticallyDamped:
            let decay = exp(-lambda * t)
            return (decay * lambda * lambda * t, decay * (1 - lambda * t))
        case .overDamped:
            let a = -omega - lambda, b = omega - lambda
            let (ea, eb) = (exp(a * t), exp(b * t))
            return (((lambda - omega) * a * ea + a * b * eb) / (2 * omega), -(a * ea - b * eb) / (2 * omega))
        }
    }
}
