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
        // Rotations by angles the precision writes exactly: as rotations, shortest first among those
        // that read back exactly.
        (AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 5, f: 0), "rotate(90 2.5 2.5)"),
        (AffineTransform.rotation(degrees: 45, around: Point(x: 12, y: 12)), "rotate(45 12 12)"),
        (AffineTransform.translation(x: 2, y: 0).concatenating(.rotation(degrees: 30)), "translate(2) rotate(30)"),
        (AffineTransform.rotation(degrees: 30).concatenating(.scale(x: 2, y: 2)), "rotate(30) scale(2)"),
        (AffineTransform.rotation(degrees: -12.5), "rotate(-12.5)"),
        (AffineTransform.rotation(degrees: 33.3333), "matrix(.835488 .549508 -.549508 .835488 0 0)"),
        (AffineTransform(a: -1, b: 0, c: 0, d: -1, e: 0, f: 0), "scale(-1)"),
    ])
    func shortestForms(_ transform: AffineTransform, _ expected: String) {
        #expect(TransformWriter.string(for: transform, format: Self.format) == expected)
    }

    /// Rotations by whole and round angles about random centres, with random uniform scales, come back
    /// within the precision, and exactly whenever they are written as rotations with nothing rounded.
    @Test func rotationsRoundTrip() throws {
        var random = SplitMix64(seed: 0x726f_7461)
        var rotations = 0
        for _ in 0..<5_000 {
            let degrees = Double(Int.random(in: -720...720, using: &random)) / Double([1, 2, 4, 10].randomElement(using: &random)!)
            let center = Point(x: Double(Int.random(in: -2_000...2_000, using: &random)) / 100, y: Double.random(in: -50...50, using: &random))
            let scale = [1, 2, 0.5, 3.25, Double.random(in: 0.1...4, using: &random)].randomElement(using: &random)!
            let t = AffineTransform.rotation(degrees: degrees, around: center).concatenating(.scale(x: scale, y: scale))
            let text = TransformWriter.string(for: t, format: Self.format)
            let back = try TransformListParser.parse(text)
            for (written, original) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d)] {
                #expect(abs(written - original) <= 0.5e-6 + 1e-12, "\(text) for \(t)")
            }
            #expect(abs(back.e - t.e) <= 0.5e-3 + 1e-9 && abs(back.f - t.f) <= 0.5e-3 + 1e-9, "\(text)")
            if text.hasPrefix("rotate") || text.contains(" rotate") { rotations += 1 }
        }
        #expect(rotations > 4_000, "\(rotations) of 5,000 written as rotations")
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
