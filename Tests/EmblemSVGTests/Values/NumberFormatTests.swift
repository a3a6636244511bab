import Foundation
import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct NumberFormatTests {
    static let references: [(Double, Int, String)] = [
        (0, 3, "0"), (-0.0, 3, "0"), (0.5, 3, ".5"), (-0.5, 3, "-.5"), (1, 3, "1"), (10, 3, "10"),
        (1.23456, 3, "1.235"), (-1.0004, 3, "-1"), (0.0004, 3, "0"), (-0.0004, 3, "0"), (1e-7, 3, "0"),
        (123.4, 3, "123.4"), (1234567.891, 3, "1234567.891"), (0.001, 3, ".001"), (-0.001, 3, "-.001"),
        (2.5, 0, "3"), (-2.5, 0, "-3"), (100, 0, "100"), (1234.5678, 2, "1234.57"), (-9.99999, 3, "-10"),
        (0.9999, 3, "1"), (0.99949, 3, ".999"), (.leastNonzeroMagnitude, 3, "0"), (.nan, 3, "0"), (.infinity, 3, "0"),
        (1e20, 3, "100000000000000000000"), (1.5e16, 3, "15000000000000000"), (-1e21, 0, "-1000000000000000000000"),
        (12345678901234.5678, 3, "12345678901234.568"), (123456789012345.678, 3, "123456789012345.67"),
        (1.0 / 3, 15, ".333333333333333"), (0.1, 20, ".1"),
    ]

    @Test(arguments: references)
    func writes(value: Double, precision: Int, expected: String) {
        #expect(NumberFormat(precision: precision).string(value) == expected)
    }

    /// A number whose digits fit the precision (and fixed point, below 2⁶¹ units) is written exactly as
    /// its decimal, canonically (the reference here works on the text alone); any other as its `Double`
    /// value is. The two agree wherever the value times 10ᵖ stays below 2⁵⁰, and past that the digits
    /// keep what the author wrote where the `Double` shows its rounding (`896831403485.68` at 4 places,
    /// not `….6801`).
    /// Decimals with up to eight places, magnitudes up to 10¹², signs, at precisions 0–6 and 15.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 15])
    func fromDigitsExactlyOrAsTheValue(precision: Int) throws {
        var random = SplitMix64(seed: 77 + UInt64(precision))
        let format = NumberFormat(precision: precision)
        var exact = 0, beyondDoubles = 0
        var wrong: [String] = []
        for _ in 0..<4_000 {
            let integer = UInt64.random(in: 0...[9, 99, 40_000, 1_000_000_000_000].randomElement(using: &random)!, using: &random)
            let places = Int.random(in: 0...8, using: &random)
            let fraction = (0..<places).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            let sign = ["", "-", "+"].randomElement(using: &random)!
            let integerText = integer == 0 && places > 0 && Bool.random(using: &random) ? "" : String(integer)
            let text = sign + integerText + (places > 0 ? "." + fraction : "")
            let number: ScannedNumber? = withUTF8Bytes(text) { bytes in
                var scanner = ByteScanner(bytes)
                guard case .number(let number) = scanner.scanDecimal(), scanner.isAtEnd else { return nil }
                return number
            }
            let scanned = try #require(number, "\(text)")
            var bytes: [UInt8] = []
            format.append(scanned, to: &bytes)
            let written = String(decoding: bytes, as: UTF8.self)
            let value = try #require(Double(text))
            let significant = String(fraction.reversed().drop { $0 == "0" }.reversed())
            let units = (Double(integer) + 1) * pow(10, Double(precision))
            if units >= 0x1p60 && units < 0x1p62 { continue }  // too close to the fixed-point limit to tell here
            let expected: String
            if significant.count <= precision && units < 0x1p60 {
                exact += 1
                // The canonical decimal: no sign for zero, no leading zeros, no trailing fraction zeros.
                let whole = String(integerText.drop { $0 == "0" })
                let body = significant.isEmpty ? (whole.isEmpty ? "0" : whole) : whole + "." + significant
                expected = (sign == "-" && body != "0" ? "-" : "") + body
                if abs(value) * pow(10, Double(precision)) < 0x1p50 {
                    if written != format.string(value) { wrong.append("\(text) → \(written), the value gives \(format.string(value))") }
                } else {
                    beyondDoubles += 1
                }
            } else {
                // Rounded from the value: no more than `precision` decimals, and within half a unit of it
                // (a Double's own error aside), checked on the text written rather than by writing again.
                let decimals = written.split(separator: ".").dropFirst().first?.count ?? 0
                let back = Double(written) ?? .nan
                let half = 0.5 / pow(10, Double(precision))
                if decimals > precision || !(abs(back - value) <= half * (1 + 1e-9) + abs(value) * 1e-15) {
                    wrong.append("\(text) → \(written), not within \(half) of it")
                }
                continue
            }
            if written != expected { wrong.append("\(text) → \(written), not \(expected)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ, such as \(wrong.prefix(4))")
        #expect(exact > 400)
        if precision >= 4 { #expect(beyondDoubles > 20) }
    }

    @Test func defaultPrecisionIsThree() {
        #expect(NumberFormat().precision == 3)
        #expect(NumberFormat().string(.pi) == "3.142")
    }

    @Test func hugeValuesNeverUseExponents() throws {
        let text = NumberFormat(precision: 0).string(.greatestFiniteMagnitude)
        #expect(text.count == 309)
        #expect(text.allSatisfy { $0.isNumber })
        #expect(Double(text) == .greatestFiniteMagnitude)
    }

    /// Seeded random values at every magnitude: the text is canonical, and reads back as `rounded(_:)`,
    /// within half a unit of the last place.
    @Test(arguments: [0, 1, 2, 3, 6])
    func randomValuesAreCanonicalAndRoundTrip(precision: Int) throws {
        var random = SplitMix64(seed: UInt64(precision) + 100)
        let format = NumberFormat(precision: precision)
        let half = 0.5 * pow(10, Double(-precision))
        for _ in 0..<3000 {
            let value = Double.random(in: -1...1, using: &random) * pow(10, Double.random(in: -5...12, using: &random))
            let text = format.string(value)
            let bytes = Array(text.utf8)
            #expect(bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }, "\(text)")
            #expect(!text.hasPrefix("0.") && !text.hasPrefix("-0") && text != "-0")
            if text.contains(".") { #expect(!text.hasSuffix("0") && !text.hasSuffix("."), "\(text)") }
            let parsed = try NumberListParser.parse(text)
            #expect(parsed == [format.rounded(value)], "\(value) → \(text)")
            #expect(abs(parsed[0] - value) <= half * (1 + 1e-9) + abs(value) * 1e-15, "\(value) → \(text)")
        }
    }

    /// The inline rounding agrees with `rounded(.toNearestOrAwayFromZero)` (libm's `round`) to the integer:
    /// on exact halves, on the doubles either side of them (0.49999999999999994 rounds down), on integers
    /// and on random values at every magnitude up to 2⁶¹, both signs.
    @Test func inlineRoundingIsLibmRound() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 4_503_599_627_370_495.5,
                                -4_503_599_627_370_495.5, 4_503_599_627_370_496, 9_007_199_254_740_991, 2.3e18, -2.3e18]
        var random = SplitMix64(seed: 61)
        for _ in 0..<20_000 {
            let magnitude = pow(2, Double.random(in: -4...60.9, using: &random))
            let value = Double.random(in: -1...1, using: &random) * magnitude
            values.append(value)
            // A half at this magnitude, and its neighbours.
            let half = (value.rounded(.down) + 0.5)
            values += [half, half.nextUp, half.nextDown, -half, (-half).nextUp, (-half).nextDown]
        }
        var wrong: [Double] = []
        for value in values where abs(value) < 0x1p61 {
            if NumberFormat.roundedHalfAwayFromZero(value) != Int64(value.rounded(.toNearestOrAwayFromZero)) { wrong.append(value) }
        }
        let wrongCount = wrong.count
        #expect(wrongCount == 0, "\(wrong.prefix(5))")
    }

    /// 3 decimals for view boxes of 10 units or more; one more for every tenfold smaller box, up to 8, so
    /// rounding stays within 1/10,000 of the box.
    @Test(arguments: [(24.0, 3), (10.0, 3), (1000.0, 3), (9.99, 4), (1.0, 4), (0.5, 5), (0.01, 6), (1e-9, 8)])
    func defaultPrecisionFollowsTheViewBox(side: Double, expected: Int) {
        #expect(NumberFormat.defaultPrecision(forViewBoxSide: side) == expected)
        let step = 0.5 / NumberScanning.powersOfTen[expected]
        #expect(expected == 8 || step <= side / 10_000)
        // Over sides from 10⁻⁹ to 10⁵: enough decimals to round within 1/10,000 of the side (up to 8), and
        // no more than the smallest side of its decade needs, 3 at least.
        for exponent in stride(from: -9.0, through: 5.0, by: 0.01) {
            let side = pow(10, exponent), chosen = NumberFormat.defaultPrecision(forViewBoxSide: side)
            let decade = pow(10, exponent.rounded(.down))
            let within = { (places: Int, box: Double) in 0.5 / pow(10, Double(places)) <= box / 10_000 * (1 + 1e-12) }
            #expect((chosen == 8 || within(chosen, side)) && (chosen == 3 || !within(chosen - 1, decade)) && (3...8).contains(chosen),
                    "\(side)")
        }
    }

    @Test func documentsTakeTheirViewBoxOrSize() throws {
        func precision(_ attributes: String) throws -> Int {
            try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)/>".utf8)).defaultPrecision
        }
        #expect(try precision("viewBox=\"0 0 1 0.5\"") == 4)
        #expect(try precision("viewBox=\"0 0 24 24\"") == 3)
        #expect(try precision("width=\"2\" height=\"0.5\"") == 4)
        #expect(try precision("width=\"2mm\" height=\"2mm\"") == 4)  // 7.56 px
        // A missing side counts as 100, as the viewport (and so `render`'s precision) has it: 7.56 × 100.
        #expect(try precision("width=\"2mm\"") == 3)
        #expect(try precision("") == 3)
        for attributes in ["width=\"2mm\"", "viewBox=\"0 0 1 0.5\"", "width=\"2\" height=\"0.5\"", ""] {
            let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)/>".utf8))
            #expect(document.defaultPrecision == NumberFormat.defaultPrecision(forViewport: Resolver().resolve(document).drawing.viewBox))
        }
    }
}
