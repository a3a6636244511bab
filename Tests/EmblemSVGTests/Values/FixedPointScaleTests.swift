import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// `FixedPointScale` replaces division by a reciprocal and trailing-zero tests by a table; both are held
/// to `/`, `%` and the decimal text of the fraction.
struct FixedPointScaleTests {
    static let pow10 = FixedPointTextTests.pow10

    /// The reciprocal gives `/` and `%` exactly over the whole fixed-point range: at every multiple of
    /// the unit and either side of it, at the limit, and at random magnitudes of every size.
    @Test(arguments: Array(0...19))
    func splitMatchesDivision(precision: Int) {
        let scale = FixedPointScale.of(precision: precision)
        let unit = Self.pow10(precision)
        let limit = UInt64(FixedPointText.limit)
        var magnitudes: [UInt64] = [0, 1, unit - 1, unit, unit + 1, limit - 1, limit / unit * unit, limit / unit * unit &- 1]
        var random = SplitMix64(seed: 0x5CA1E + UInt64(precision))
        for _ in 0..<20_000 {
            let bound = UInt64(1) << UInt64(Int.random(in: 1...61, using: &random))
            let magnitude = UInt64.random(in: 0..<bound, using: &random)
            // Exact multiples and their neighbours, where a rounding reciprocal would be off by one.
            let multiple = magnitude / unit * unit
            magnitudes += [magnitude, multiple, multiple &- 1]
        }
        for magnitude in magnitudes where magnitude < limit {
            let (integer, fraction) = scale.split(magnitude)
            #expect(integer == magnitude / unit && fraction == magnitude % unit, "\(magnitude) at precision \(precision)")
        }
    }

    /// The digits a fraction keeps are those of its zero-padded text without trailing zeros: every
    /// fraction where there is a table, random ones (with trailing zeros as common as in icons) above.
    @Test(arguments: Array(0...15))
    func fractionDigitsMatchText(precision: Int) {
        let scale = FixedPointScale.of(precision: precision)
        let unit = Self.pow10(precision)
        var fractions: [UInt64]
        if precision <= FixedPointScale.tabulatedPrecision {
            fractions = Array(0..<unit)
        } else {
            var random = SplitMix64(seed: UInt64(precision))
            fractions = (0..<20_000).map { _ in
                // Dropping low digits then shifting back leaves zeros; the product wraps harmlessly.
                let dropped = Self.pow10(Int.random(in: 0...precision, using: &random))
                return (UInt64.random(in: 0..<unit, using: &random) / dropped &* dropped) % unit
            }
        }
        for fraction in fractions {
            let padded = String(repeating: "0", count: max(0, precision - String(fraction).count)) + String(fraction)
            let kept = fraction == 0 ? "" : String(padded.reversed().drop { $0 == "0" }.reversed())
            #expect(scale.fractionDigits(of: fraction) == kept.count, "\(fraction) at precision \(precision)")
        }
    }
}
