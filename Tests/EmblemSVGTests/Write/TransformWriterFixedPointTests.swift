import EmblemGeometry
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// What the writer writes, it writes again: a transform's text read back and written at the same
/// precision comes out byte for byte the same, so `normalize`'s output is in normal form, and it stays
/// within a unit of the last decimal of the transform it was written for.
struct TransformWriterFixedPointTests {
    /// Breeze's `preferences/22/preferences-desktop-color.svg`: no rotation (b ≠ −c in the eighth
    /// decimal), but its entries rounded to six decimals are a rotation's by 45°.
    static let breeze = AffineTransform(a: 0.31223216, b: 0.31223208, c: -0.31223216, d: 0.31223208,
                                        e: 395.57143, f: 511.81086)

    static func rewritten(_ text: String, format: NumberFormat) throws -> String {
        TransformWriter.settledString(for: try TransformListParser.parse(text), format: format)
    }

    /// Whether `back` is within `units` of the last decimal written of `t`: `precision` decimals for
    /// the translation, three more for the linear part.
    static func isClose(_ back: AffineTransform, to t: AffineTransform, precision: Int, units: Double) -> Bool {
        let unit = pow(10, Double(-precision))
        let linear = [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d)]
            .allSatisfy { abs($0 - $1) <= units * unit / 1_000 + 1e-12 }
        return linear && abs(back.e - t.e) <= units * unit + 1e-9 && abs(back.f - t.f) <= units * unit + 1e-9
    }

    @Test(arguments: 0...8)
    func breezeNearRotationIsAFixedPoint(precision: Int) throws {
        let format = NumberFormat(precision: precision)
        let text = TransformWriter.settledString(for: Self.breeze, format: format)
        #expect(try Self.rewritten(text, format: format) == text)
        #expect(try Self.rewritten(Self.rewritten(text, format: format), format: format) == text)
        #expect(Self.isClose(try TransformListParser.parse(text), to: Self.breeze, precision: precision, units: 1), "\(text)")
    }

    /// The case as `normalize` met it: at three decimals the matrix's written entries are a rotation's,
    /// which is what the next pass turned into `rotate(…)`.
    @Test func breezeRoundsToARotationAtThreeDecimals() {
        let linear = NumberFormat(precision: 6)
        #expect(linear.string(Self.breeze.a) == linear.string(Self.breeze.b))
        #expect(linear.string(Self.breeze.a) == linear.string(-Self.breeze.c))
        #expect(linear.string(Self.breeze.a) == linear.string(Self.breeze.d))
    }

    /// Rotations (round, whole, near round and arbitrary angles), uniform and uneven scales, skews and
    /// translations, composed and some nudged in their eighth decimal as drawing programs save them.
    @Test(arguments: [2, 3, 4, 6])
    func randomTransformsAreFixedPoints(precision: Int) throws {
        var random = SplitMix64(seed: 0x6669_7865 &+ UInt64(precision))
        let format = NumberFormat(precision: precision)
        var settled = 0, rotations = 0
        for _ in 0..<25_000 {
            let t = RandomTransforms.transform(using: &random)
            let text = TransformWriter.settledString(for: t, format: format)
            #expect(try Self.rewritten(text, format: format) == text, "\(t)")
            let back = try TransformListParser.parse(text)
            // A form chosen from t is within half a unit of it; one chosen from its rounded values, as the
            // next pass would, within half a unit of those.
            let isChosenFromT = text == TransformWriter.shortestForm(t, format: format)
            #expect(Self.isClose(back, to: t, precision: precision, units: isChosenFromT ? 0.5 : 1), "\(text) for \(t)")
            if !isChosenFromT { settled += 1 }
            if text.contains("rotate") { rotations += 1 }
        }
        // The inputs keep exercising what was broken: forms the next pass would have rewritten.
        #expect(settled > 50, "\(settled) of 25,000 settled")
        #expect(rotations > 2_000, "\(rotations) of 25,000 written as rotations")
    }

    /// A document whose transforms are the Breeze case and random ones, written, read and written again
    /// by `SVGWriter`, lined and minified, comes out byte for byte the same.
    @Test(arguments: [2, 3, 4, 6], [true, false])
    func documentIsAFixedPoint(precision: Int, breaksLines: Bool) throws {
        var random = SplitMix64(seed: 0x646f_6373 &+ UInt64(precision))
        var source = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs>"#
            + #"<linearGradient id="g" gradientTransform="\#(Self.breeze)"/>"#
            + #"<pattern id="p" patternTransform="\#(RandomTransforms.transform(using: &random))"/></defs>"#
        for _ in 0..<300 {
            source += #"<g transform="\#(RandomTransforms.transform(using: &random))"><path d="m0.123456 1.5 2 3"/></g>"#
        }
        source += "</svg>"
        let writer = SVGWriter(options: .init(precision: precision, breaksLines: breaksLines))
        let once = writer.string(for: try SVGDocument(bytes: Array(source.utf8)))
        let twice = writer.string(for: try SVGDocument(bytes: Array(once.utf8)))
        #expect(once == twice)
    }
}

/// Seeded random transforms of the kinds icons carry.
enum RandomTransforms {
    static func transform(using random: inout SplitMix64) -> AffineTransform {
        var t = AffineTransform.identity
        for _ in 0..<Int.random(in: 1...3, using: &random) { t = t.concatenating(piece(using: &random)) }
        guard Int.random(in: 0..<4, using: &random) == 0 else { return t }
        let nudged = { (v: Double, r: inout SplitMix64) in v + Double(Int.random(in: -9...9, using: &r)) * 1e-8 }
        return AffineTransform(a: nudged(t.a, &random), b: nudged(t.b, &random), c: nudged(t.c, &random),
                               d: nudged(t.d, &random), e: t.e, f: t.f)
    }

    static func piece(using random: inout SplitMix64) -> AffineTransform {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .rotation(degrees: angle(using: &random))
        case 1:
            let center = Point(x: length(in: -600...600, using: &random), y: length(in: -600...600, using: &random))
            return .rotation(degrees: angle(using: &random), around: center)
        case 2: return .scale(scale(using: &random))
        case 3: return .scale(x: scale(using: &random), y: scale(using: &random))
        case 4:
            let degrees = angle(using: &random) / 8
            return Bool.random(using: &random) ? .skewX(degrees: degrees) : .skewY(degrees: degrees)
        default: return .translation(x: length(in: -1000...1000, using: &random), y: length(in: -1000...1000, using: &random))
        }
    }

    static func angle(using random: inout SplitMix64) -> Double {
        let eighths = Double(Int.random(in: -8...8, using: &random)) * 45
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return [45, 90, 30, -45, 135, 180, -90, 60].randomElement(using: &random)!
        case 1: return Double(Int.random(in: -24...24, using: &random)) * 15
        case 2: return Double(Int.random(in: -3600...3600, using: &random)) / 10
        case 3: return eighths + Double.random(in: -1e-6...1e-6, using: &random)
        case 4: return eighths + Double.random(in: -1e-3...1e-3, using: &random)
        default: return Double.random(in: -360...360, using: &random)
        }
    }

    /// A length with 0 to 8 decimals, as drawings write them.
    static func length(in range: ClosedRange<Double>, using random: inout SplitMix64) -> Double {
        let unit = pow(10, Double(Int.random(in: 0...8, using: &random)))
        return (Double.random(in: range, using: &random) * unit).rounded() / unit
    }

    static func scale(using random: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return [1, 2, 0.5, -1, 0.25, 3].randomElement(using: &random)!
        case 1: return length(in: 0.05...5, using: &random)
        default: return Double.random(in: 0.01...20, using: &random) * (Bool.random(using: &random) ? 1 : -1)
        }
    }
}
