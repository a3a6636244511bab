import EmblemGeometry
@testable import EmblemAnimation

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// An independent reference for a unit cubic Bézier: Bernstein form, solved by plain bisection
/// (the curve's x must be monotonic, which holds for control x values in 0…1).
func referenceBezierValue(_ p1: Point, _ p2: Point, at x: Double) -> Double {
    func bernstein(_ c1: Double, _ c2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(p1.x, p2.x, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(p1.y, p2.y, (low + high) / 2)
}

/// One sample of a numerically integrated spring.
struct SpringSample {
    let time: Double
    let position: Double
    let velocity: Double
}

/// Integrates m·x″ = −k·(x − target) − c·x′ from x = 0, x′ = v₀ with classic fourth-order Runge-Kutta,
/// returning a sample every `sampleEvery` steps.
func rk4Spring(
    mass m: Double, stiffness k: Double, damping c: Double, target: Double, initialVelocity: Double,
    duration: Double, step h: Double = 1e-4, sampleEvery: Int = 500
) -> [SpringSample] {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
    var (x, v) = (0.0, initialVelocity)
    var samples = [SpringSample(time: 0, position: x, velocity: v)]
    let steps = Int((duration / h).rounded())
    for index in 1...steps {
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if index % sampleEvery == 0 {
            samples.append(SpringSample(time: Double(index) * h, position: x, velocity: v))
        }
    }
    return samples
}

/// The central finite-difference derivative of `f` at `t`.
func derivative(at t: Double, step h: Double = 1e-6, _ f: (Double) -> Double) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}
