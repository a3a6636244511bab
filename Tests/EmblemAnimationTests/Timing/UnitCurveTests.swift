import EmblemGeometry
import Testing
@testable import EmblemAnimation

/// The Bézier curves under test with their control points, for the independent oracle.
private let bezierCases: [(name: String, curve: UnitCurve, p1: Point, p2: Point)] = [
    ("linear", .linear, Point(x: 0, y: 0), Point(x: 1, y: 1)),
    ("easeIn", .easeIn, Point(x: 0.42, y: 0), Point(x: 1, y: 1)),
    ("easeOut", .easeOut, Point(x: 0, y: 0), Point(x: 0.58, y: 1)),
    ("easeInOut", .easeInOut, Point(x: 0.42, y: 0), Point(x: 0.58, y: 1)),
    ("coreAnimationDefault", .coreAnimationDefault, Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1)),
    ("custom", .bezier(startControlPoint: Point(x: 0.3, y: 0.8), endControlPoint: Point(x: 0.2, y: 1)),
     Point(x: 0.3, y: 0.8), Point(x: 0.2, y: 1)),
]

private let allCurves: [UnitCurve] = bezierCases.map(\.curve) + [.circularEaseIn, .circularEaseOut, .circularEaseInOut]
private let progresses = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }

@Suite struct UnitCurveTests {
    @Test(arguments: bezierCases.indices)
    func bezierMatchesIndependentBisection(caseIndex: Int) {
        let c = bezierCases[caseIndex]
        for x in progresses + [0.001, 0.123, 0.999] {
            let expected = referenceBezierValue(c.p1, c.p2, at: x)
            #expect(isClose(c.curve.value(at: x), expected, 1e-10), "\(c.name) at \(x)")
        }
    }

    @Test func publishedReferenceValues() {
        #expect(isClose(UnitCurve.easeIn.value(at: 0.25), 0.0934646507, 1e-9))
        #expect(isClose(UnitCurve.easeIn.value(at: 0.25), 0.0935, 1e-4))
        #expect(isClose(UnitCurve.easeOut.value(at: 0.25), 0.3781381308, 1e-9))
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - 0.75.squareRoot()) / 2, 1e-12))
        #expect(isClose(UnitCurve.circularEaseIn.value(at: 0.6), 0.2, 1e-12))
        #expect(isClose(UnitCurve.circularEaseOut.value(at: 0.4), 0.8, 1e-12))
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.75), (1 + 0.75.squareRoot()) / 2, 1e-12))
    }

    @Test(arguments: progresses)
    func linearIsIdentity(x: Double) {
        #expect(isClose(UnitCurve.linear.value(at: x), x, 1e-12))
        #expect(isClose(UnitCurve.linear.velocity(at: x), 1, 1e-9))
    }

    @Test(arguments: allCurves.indices)
    func endpointsAndClamping(index: Int) {
        let curve = allCurves[index]
        #expect(isClose(curve.value(at: 0), 0, 1e-12))
        #expect(isClose(curve.value(at: 1), 1, 1e-12))
        #expect(curve.value(at: -0.5) == curve.value(at: 0))
        #expect(curve.value(at: 1.5) == curve.value(at: 1))
    }

    @Test(arguments: allCurves.indices)
    func inverseRoundTrip(index: Int) {
        let curve = allCurves[index]
        for x in progresses {
            #expect(isClose(curve.inverse.value(at: curve.value(at: x)), x, 1e-9), "\(curve) at \(x)")
            #expect(isClose(curve.value(at: curve.inverse.value(at: x)), x, 1e-9), "\(curve) at \(x)")
        }
        #expect(curve.inverse.inverse == curve)
    }

    @Test func inverseSwapsControlPoints() {
        let curve = UnitCurve.bezier(startControlPoint: Point(x: 0.1, y: 0.7), endControlPoint: Point(x: 0.6, y: 0.9))
        #expect(curve.inverse == .bezier(startControlPoint: Point(x: 0.7, y: 0.1), endControlPoint: Point(x: 0.9, y: 0.6)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.easeIn.inverse != .easeIn)
    }

    @Test(arguments: allCurves.indices)
    func velocityIsTheSlope(index: Int) {
        let curve = allCurves[index]
        for x in stride(from: 0.05, through: 0.95, by: 0.05) where abs(x - 0.5) > 1e-9 {
            let expected = derivative(at: x) { curve.value(at: $0) }
            #expect(isClose(curve.velocity(at: x), expected, 1e-5 * max(1, abs(expected))), "\(curve) at \(x)")
        }
    }

    @Test func velocityAtDegenerateEnds() {
        // x′(s) = y′(s) = 0 at s = 1 for easeIn: the limit y″/x″ = −6 / −3.48.
        #expect(isClose(UnitCurve.easeIn.velocity(at: 1), 6 / 3.48, 1e-9))
        #expect(isClose(UnitCurve.easeIn.velocity(at: 0), 0, 1e-12))
        #expect(isClose(UnitCurve.easeOut.velocity(at: 1), 0, 1e-12))
        let oneSided = (UnitCurve.easeIn.value(at: 1) - UnitCurve.easeIn.value(at: 1 - 1e-7)) / 1e-7
        #expect(isClose(UnitCurve.easeIn.velocity(at: 1), oneSided, 1e-4))
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    }
}
