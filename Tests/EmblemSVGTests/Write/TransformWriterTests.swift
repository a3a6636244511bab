import EmblemGeometry
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// Transforms are written in their shortest form and read back to within the precision promised: half
/// a unit of the last decimal for translations, three decimals finer for the linear part.
struct TransformWriterTests {
    static let format = NumberFormat(precision: 3)

    @Test(arguments: [
        (AffineTransform.translation(x: 10.5, y: 0), "translate(10.5)"),
        (AffineTransform.translation(x: -2, y: 3.25), "translate(-2 3.25)"),
        (AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 0, f: 0), "scale(2)"),
        (AffineTransform(a: 2, b: 0, c: 0, d: -0.5, e: 0, f: 0), "scale(2 -.5)"),
        (AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 4, f: 6), "translate(4 6) scale(2)"),
        (AffineTransform.identity, "translate(0)"),
        (AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 5, f: 0), "matrix(0 1 -1 0 5 0)"),
    ])
    func shortestForms(_ transform: AffineTransform, _ expected: String) {
        #expect(TransformWriter.string(for: transform, format: Self.format) == expected)
    }

    /// Random transforms, from near-identity rotations to large shears, survive the round trip.
    @Test func roundTripsWithinThePrecision() throws {
        var random = SplitMix64(seed: 0x7261_6e73)
        for _ in 0..<20_000 {
            let angle = Double.random(in: -0.01...0.01, using: &random) * (Bool.random(using: &random) ? 1 : 300)
            let scale = Double.random(in: 0.1...10, using: &random)
            // Half of them pure rotations and scales (b = −c), the rest sheared too.
            let shear = Bool.random(using: &random) ? Double.random(in: -1...1, using: &random) : 0
            let t = AffineTransform(a: scale * cos(angle), b: scale * sin(angle), c: -scale * sin(angle) + shear,
                                    d: scale * cos(angle), e: Double.random(in: -1000...1000, using: &random),
                                    f: Double.random(in: -1000...1000, using: &random))
            let text = TransformWriter.string(for: t, format: Self.format)
            let back = try TransformListParser.parse(text)
            for (written, original) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d)] {
                #expect(abs(written - original) <= 0.5e-6 + 1e-12, "\(text) for \(t)")
            }
            #expect(abs(back.e - t.e) <= 0.5e-3 + 1e-9 && abs(back.f - t.f) <= 0.5e-3 + 1e-9, "\(text)")
        }
    }
}
