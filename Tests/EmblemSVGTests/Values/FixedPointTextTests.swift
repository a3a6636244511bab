import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// `FixedPointText` measures and writes without dividing by variable powers of ten or branching on the
/// digits; these tests hold it to a plain reference built from `String(describing:)` of the integer
/// and fraction parts.
struct FixedPointTextTests {
    /// The canonical text of `value` units of 10⁻ᵖ: no trailing fraction zeros, no leading zero before
    /// the point, `0` for zero.
    static func reference(_ value: Int64, precision: Int) -> String {
        let magnitude = value.magnitude
        var power: UInt64 = 1
        for _ in 0..<precision { power *= 10 }
        let integer = magnitude / power, fraction = magnitude % power
        var fractionText = precision == 0 ? "" : String(fraction)
        fractionText = String(repeating: "0", count: precision - fractionText.count) + fractionText
        while fractionText.hasSuffix("0") { fractionText.removeLast() }
        if magnitude == 0 { return "0" }
        let body = fractionText.isEmpty ? String(integer) : (integer == 0 ? "" : String(integer)) + "." + fractionText
        return (value < 0 ? "-" : "") + body
    }

    static func written(_ text: FixedPointText) -> String {
        var bytes = [UInt8](repeating: 0, count: FixedPointText.maximumFootprint)
        let end = bytes.withUnsafeMutableBufferPointer { text.write(into: $0.baseAddress!, at: 0) }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    static func check(_ value: Int64, precision: Int) {
        let text = FixedPointText(value, precision: precision)
        let expected = reference(value, precision: precision)
        #expect(written(text) == expected, "\(value) at precision \(precision)")
        // The writers' way in, from the table of small texts or digit by digit: the same text.
        var appended: [UInt8] = []
        NumberFormat(precision: precision).appendFixedPoint(value, to: &appended)
        #expect(String(decoding: appended, as: UTF8.self) == expected, "\(value) appended at precision \(precision)")
        #expect(Int(text.length) == expected.utf8.count, "length of \(expected)")
        #expect(text.hasPoint == expected.contains("."), "point in \(expected)")
        // Only whether the text starts with '-', '.' or a digit matters to a writer choosing separators.
        let first = expected.utf8.first!
        #expect((text.first == first) || (first >= 0x30 && first <= 0x39 && text.first >= 0x30 && text.first <= 0x39),
                "first byte of \(expected)")
    }

    @Test(arguments: [0, 1, 2, 3, 6, 15])
    func edgeValues(precision: Int) {
        var values: [Int64] = [0, 1, -1, 5, 10, 99, 100, 101, 999, 1000, 1001, 1050, 12000, -12500, 123_456_789,
                               FixedPointText.limit - 1, -(FixedPointText.limit - 1)]
        // Every power of ten, and one either side, crosses a digit-count or trailing-zero boundary.
        var power: Int64 = 1
        for _ in 0...18 {
            values += [power - 1, power, power + 1, -power]
            power = power.multipliedReportingOverflow(by: 10).partialValue
        }
        for value in values where value.magnitude < FixedPointText.limit.magnitude { Self.check(value, precision: precision) }
    }

    @Test(arguments: [0, 1, 3, 4, 8])
    func randomValues(precision: Int) {
        var random = SplitMix64(seed: 0xF1ED + UInt64(precision))
        for _ in 0..<20_000 {
            // Every magnitude, with trailing zeros as common as in real icons.
            let digits = Int.random(in: 1...15, using: &random)
            var value = Int64.random(in: 0..<Int64(Self.pow10(digits)), using: &random)
            value = value / Int64(Self.pow10(Int.random(in: 0...min(digits, 4), using: &random))) * Int64(Self.pow10(Int.random(in: 0...3, using: &random)))
            if Bool.random(using: &random) { value = -value }
            if value.magnitude < FixedPointText.limit.magnitude { Self.check(value, precision: precision) }
        }
    }

    /// The divisibility test's tables are what their formulas say, and the test agrees with `%`.
    @Test func divisibilityByPowersOfTen() {
        var fivePower: UInt64 = 1
        for k in 0...19 {
            #expect(FixedPointText.inversePowersOfFive[k] &* fivePower == 1, "5^\(k) · inverse ≡ 1 (mod 2⁶⁴)")
            #expect(FixedPointText.multiplesOfPowersOfFive[k] == UInt64.max / fivePower)
            #expect(FixedPointText.powersOfTen[k] == Self.pow10(k))
            fivePower = fivePower &* 5
        }
        var random = SplitMix64(seed: 10)
        for _ in 0..<20_000 {
            let k = Int.random(in: 1...19, using: &random)
            let n = UInt64.random(in: 0...UInt64.max, using: &random) / Self.pow10(Int.random(in: 0...19, using: &random))
                &* Self.pow10(Int.random(in: 0...k, using: &random))
            #expect(FixedPointText.digitCount(n) == String(n).count, "digits of \(n)")
            #expect((FixedPointText.divisibility(n, byPowerOfTen: k) == 1) == (n % Self.pow10(k) == 0), "\(n) by 10^\(k)")
        }
        for n: UInt64 in [0, 1, 9, 10, 11, 99, 100, 101, UInt64.max] {
            #expect(FixedPointText.digitCount(n) == String(n).count, "\(n)")
        }
    }

    static func pow10(_ n: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<n { power *= 10 }
        return power
    }
}
