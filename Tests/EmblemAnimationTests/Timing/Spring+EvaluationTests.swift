import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// Physical parameters for each damping regime, fed literally to both the spring and the RK4 oracle.
struct PhysicalCase: Sendable, CustomTestStringConvertible {
    let name: String
    let mass: Double
    let stiffness: Double
    let damping: Double

    var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true) }
    var testDescription: String { name }
}

let regimeCases = [
    PhysicalCase(name: "under-damped", mass: 1, stiffness: 100, damping: 4),
    PhysicalCase(name: "under-damped heavy", mass: 2.5, stiffness: 300, damping: 20),
    PhysicalCase(name: "critically damped", mass: 1, stiffness: 100, damping: 20),
    PhysicalCase(name: "over-damped", mass: 2, stiffness: 50, damping: 40),
    PhysicalCase(name: "strongly over-damped", mass: 1, stiffness: 10, damping: 30),
]

@Suite struct SpringEvaluationTests {
    @Test func casesCoverEveryRegime() {
        #expect(regimeCases[0].spring.regime == .underDamped)
        #expect(regimeCases[2].spring.regime == .criticallyDamped)
        #expect(regimeCases[3].spring.regime == .overDamped)
        #expect(regimeCases[4].spring.regime == .overDamped)
    }

    @Test(arguments: regimeCases, [-6.0, 0.0, 3.5])
    func closedFormMatchesRungeKutta(physical: PhysicalCase, initialVelocity: Double) {
        let spring = physical.spring
        for target in [1.0, -2.5] {
            let samples = rk4Spring(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping,
                                    target: target, initialVelocity: initialVelocity, duration: 2)
            #expect(samples.count == 41)
            for sample in samples {
                let x = spring.value(target: target, initialVelocity: initialVelocity, time: sample.time)
                let v = spring.velocity(target: target, initialVelocity: initialVelocity, time: sample.time)
                #expect(isClose(x, sample.position, 1e-9), "x at \(sample.time), target \(target)")
                #expect(isClose(v, sample.velocity, 1e-8), "v at \(sample.time), target \(target)")
            }
        }
    }

    @Test(arguments: regimeCases, [-6.0, 0.0, 3.5])
    func startConditionsAndRest(physical: PhysicalCase, initialVelocity: Double) {
        let spring = physical.spring
        #expect(isClose(spring.value(target: 2, initialVelocity: initialVelocity, time: 0), 0, 1e-12))
        #expect(isClose(spring.velocity(target: 2, initialVelocity: initialVelocity, time: 0), initialVelocity, 1e-9))
        #expect(isClose(spring.value(target: 2, initialVelocity: initialVelocity, time: 200), 2, 1e-9))
        #expect(isClose(spring.velocity(target: 2, initialVelocity: initialVelocity, time: 200), 0, 1e-9))
    }

    @Test(arguments: regimeCases)
    func velocityIsTheDerivativeOfValue(physical: PhysicalCase) {
        let spring = physical.spring
        for time in stride(from: 0.05, through: 1.5, by: 0.15) {
            let expected = derivative(at: time) { spring.value(target: 1, initialVelocity: 2, time: $0) }
            #expect(isClose(spring.velocity(target: 1, initialVelocity: 2, time: time), expected, 1e-6))
        }
    }

    @Test func vectorValuesMoveComponentWise() {
        let spring = Spring.bouncy
        let target = Point(x: 3, y: -4), velocity = Point(x: 1, y: 2)
        for time in [0.0, 0.1, 0.37, 1.2] {
            let point = spring.value(target: target, initialVelocity: velocity, time: time)
            #expect(isClose(point.x, spring.value(target: 3, initialVelocity: 1, time: time), 1e-12))
            #expect(isClose(point.y, spring.value(target: -4, initialVelocity: 2, time: time), 1e-12))
            let rate = spring.velocity(target: target, initialVelocity: velocity, time: time)
            #expect(isClose(rate.y, spring.velocity(target: -4, initialVelocity: 2, time: time), 1e-12))
        }
    }

    @Test func fromValueToValue() {
        let spring = Spring.snappy
        let from = Point(x: 5, y: 5), to = Point(x: 1, y: 9)
        #expect(spring.value(fromValue: from, toValue: to, time: 0) == from)
        #expect(isClose(spring.value(fromValue: from, toValue: to, time: 0.3),
                        from + spring.value(target: to - from, time: 0.3), 1e-12))
        #expect(isClose(spring.value(fromValue: 2.0, toValue: 7.0, time: 50), 7, 1e-12))
        #expect(isClose(spring.velocity(fromValue: 2.0, toValue: 7.0, initialVelocity: 3, time: 0), 3, 1e-12))
    }

    @Test func forceFollowsHookesLaw() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 4)
        #expect(isClose(spring.force(target: 1, position: 0.5, velocity: 2), 100 * 0.5 - 4 * 2, 1e-9))
    }

    @Test(arguments: [1e-12, -1e-12, 1e-9, -1e-9])
    func nearlyCriticalSpringsStayAccurate(angularFrequency: Double) {
        let lambda = Spring.smooth.decayConstant
        let spring = Spring(angularFrequency: angularFrequency, decayConstant: lambda)
        for time in [0.05, 0.2, 0.5, 1.0] {
            let critical = Spring.smooth.value(target: 1, initialVelocity: 2, time: time)
            #expect(isClose(spring.value(target: 1, initialVelocity: 2, time: time), critical, 1e-9), "at \(time)")
        }
    }
}
