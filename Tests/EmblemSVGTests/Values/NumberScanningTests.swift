import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// The one-pass reader (`scanDecimal`) against the careful one it falls back to: both must read the same
/// number from the same bytes, so the fast path is an optimisation and nothing else.
struct NumberScanningTests {
    /// Reads `text` with both readers: the end position, the value and the fixed point at several precisions.
    /// Each text is also read with eight bytes after it, which sends it through the eight-at-a-time
    /// digit reader instead of the byte loop used near the end of the input.
    static func expectBothReadersAgree(_ text: String) {
        expectBothReadersAgree(bytes: Array(text.utf8), text)
        expectBothReadersAgree(bytes: Array((text + " 0,.e-Ab").utf8), text + " (padded)")
    }

    static func expectBothReadersAgree(bytes: [UInt8], _ text: String) {
        for allowsTrailingPoint in [false, true] {
            expectBothReadersAgree(bytes: bytes, text + (allowsTrailingPoint ? " (path data)" : ""), allowsTrailingPoint: allowsTrailingPoint)
        }
    }

    static func expectBothReadersAgree(bytes: [UInt8], _ text: String, allowsTrailingPoint: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var fastEnd = 0, carefulEnd = 0
            let fast = NumberScanning.scanDecimal(buffer, &fastEnd, allowsTrailingPoint: allowsTrailingPoint)
            let careful = NumberScanning.scanDecimalCarefully(buffer, &carefulEnd, allowsTrailingPoint: allowsTrailingPoint)
            #expect(fastEnd == carefulEnd, "end of \(text)")
            switch (fast, careful) {
            case (.number(let a), .number(let b)):
                #expect(a.value.bitPattern == b.value.bitPattern, "value of \(text): \(a.value) vs \(b.value)")
                for precision in 0...6 {
                    #expect(a.fixedPoint(precision: precision)?.value == b.fixedPoint(precision: precision)?.value,
                            "fixed point of \(text) at \(precision)")
                    #expect(a.fixedPoint(precision: precision)?.isExact == b.fixedPoint(precision: precision)?.isExact)
                }
            case (.missing, .missing), (.outOfRange, .outOfRange): break
            default: Issue.record("\(text): \(fast) vs \(careful)")
            }
        }
    }

    @Test(arguments: ["0", "-0", "+0", "007", "0.000", "-.5", ".5.5", "12.", "1.5e", "2em", "1e3", "-1.25E-2", "5px",
                      "9007199254740993", "18446744073709551615", "1234567890123456789", "12345678901234567890",
                      "0.0000000000000000000001", "00000000000000000000000012.5", "12345678", "123456789", "1234567.12345678",
                      "99999999.99999999", "1234567890123456.5", "0000000000000001", "7/", "8:", "5\u{FF}", "3\u{7F}", "-", ".", "-.", "e5", "1,2", "3-4"])
    func tricky(text: String) { Self.expectBothReadersAgree(text) }

    /// A point with no digit after it ends a number only in path data and point lists (their grammar's
    /// `digit-sequence "."`); in CSS and attribute numbers (`r="8."`, `opacity="0."`) it is not part of the
    /// number, so the whole value is invalid, as librsvg and browsers read it.
    @Test(arguments: [("12.", 2, 3), ("1.e2", 1, 4), ("-3.px", 2, 3), ("12.5", 4, 4), (".5.", 2, 2), ("7", 1, 1)])
    func aTrailingPointBelongsToPathDataOnly(_ text: String, _ cssEnd: Int, _ pathEnd: Int) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var css = 0, path = 0
            _ = NumberScanning.scanDecimal(buffer, &css)
            _ = NumberScanning.scanDecimal(buffer, &path, allowsTrailingPoint: true)
            #expect(css == cssEnd)
            #expect(path == pathEnd)
        }
        #expect(NumberScanning.wholeNumber("8.") == nil)
        #expect((try? Length.parse("10.")) == nil && (try? Length.parse("10.px")) == nil && (try? Length.parse("10.5px")) != nil)
        let (path, error) = PathDataParser.parse("M10. 20.L1.e1 5")
        #expect(error == nil && path.elements == [.move(Point(x: 10, y: 20)), .line(Point(x: 10, y: 5))])
        #expect((try? NumberListParser.parse("1. 2.")) == [1, 2])
    }

    /// Random numbers: signs, leading zeros, up to 24 digits around an optional point, sometimes an
    /// exponent or a unit after them.
    @Test func random() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            var text = ["", "-", "+"][Int.random(in: 0...2, using: &random)]
            text += String(repeating: "0", count: Int.random(in: 0...3, using: &random))
            let digits = (0..<Int.random(in: 0...24, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }
            let point = Int.random(in: 0...digits.count, using: &random)
            text += digits[..<point].joined()
            if Bool.random(using: &random) { text += "." }
            text += digits[point...].joined()
            text += ["", "", "e-3", "E+12", "e", "px", ",5", "-1"][Int.random(in: 0...7, using: &random)]
            Self.expectBothReadersAgree(text)
        }
    }
}
