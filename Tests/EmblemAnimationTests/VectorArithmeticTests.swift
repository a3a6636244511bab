import EmblemGeometry
import Testing
@testable import EmblemAnimation

private func checkLaws<V: VectorArithmetic & Equatable>(_ a: V, _ b: V, isClose: (V, V) -> Bool) {
    #expect(a + V.zero == a)
    #expect(isClose(a - a, V.zero))
    #expect(a.scaled(by: 1) == a)
    #expect(isClose((a + b) - b, a))
    for t in [0, 0.3, 1, 1.5] {
        #expect(isClose(a.interpolated(to: b, fraction: t), a + (b - a).scaled(by: t)))
    }
}

@Suite struct VectorArithmeticTests {
    @Test func double() { checkLaws(2.5, -4.0) { isClose($0, $1, 1e-12) } }

    @Test func point() { checkLaws(Point(x: 1, y: 2), Point(x: -3, y: 0.5)) { isClose($0, $1, 1e-12) } }

    @Test func affineTransform() {
        checkLaws(AffineTransform.rotation(degrees: 30), .translation(x: 4, y: -2)) { $0.isClose(to: $1, tolerance: 1e-12) }
        #expect(AffineTransform.zero != .identity)
    }

    @Test func color() {
        checkLaws(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), Color(red: 1, green: 0, blue: 0.5, alpha: 0.5)) {
            isClose($0.red, $1.red, 1e-12) && isClose($0.green, $1.green, 1e-12)
                && isClose($0.blue, $1.blue, 1e-12) && isClose($0.alpha, $1.alpha, 1e-12)
        }
    }
}
