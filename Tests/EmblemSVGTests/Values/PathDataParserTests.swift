import EmblemGeometry
import Foundation
import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct PathDataParserTests {
    /// Path data with exactly known elements (no arcs), compared exactly.
    @Test(arguments: [
        ("M1.5.5.5.5", [PathElement.move(pt(1.5, 0.5)), .line(pt(0.5, 0.5))]),
        ("M-.5-.5l-.5-.5", [.move(pt(-0.5, -0.5)), .line(pt(-1, -1))]),
        ("M1e-3 1E+2", [.move(pt(0.001, 100))]),
        ("M2e1-1e1L+3.,4", [.move(pt(20, -10)), .line(pt(3, 4))]),
        ("M0 0 10 0 10 10", [.move(pt(0, 0)), .line(pt(10, 0)), .line(pt(10, 10))]),
        ("m1 1 2 2", [.move(pt(1, 1)), .line(pt(3, 3))]),
        ("M0,0,10,0", [.move(pt(0, 0)), .line(pt(10, 0))]),
        ("M1 2 H5 V7 h-1 v-1", [.move(pt(1, 2)), .line(pt(5, 2)), .line(pt(5, 7)), .line(pt(4, 7)), .line(pt(4, 6))]),
        ("M0 0H1 2 3", [.move(pt(0, 0)), .line(pt(1, 0)), .line(pt(2, 0)), .line(pt(3, 0))]),
        ("M0 0 Q30 60 60 0", [.move(pt(0, 0)), .cubic(pt(20, 40), pt(40, 40), pt(60, 0))]),
        ("M0 0 q30 60 60 0", [.move(pt(0, 0)), .cubic(pt(20, 40), pt(40, 40), pt(60, 0))]),
        // S after C reflects C's second control point about the current point.
        ("M0 0 C10 0 20 10 20 20 S30 40 40 40",
         [.move(pt(0, 0)), .cubic(pt(10, 0), pt(20, 10), pt(20, 20)), .cubic(pt(20, 30), pt(30, 40), pt(40, 40))]),
        ("M0 0 c10 0 20 10 20 20 s10 20 20 20",
         [.move(pt(0, 0)), .cubic(pt(10, 0), pt(20, 10), pt(20, 20)), .cubic(pt(20, 30), pt(30, 40), pt(40, 40))]),
        // S after a line: the first control point is the current point.
        ("M0 0 L10 0 S20 10 30 0", [.move(pt(0, 0)), .line(pt(10, 0)), .cubic(pt(10, 0), pt(20, 10), pt(30, 0))]),
        // S after S reflects too; S after Q does not.
        ("M0 0 S10 10 20 0 S40 10 50 0",
         [.move(pt(0, 0)), .cubic(pt(0, 0), pt(10, 10), pt(20, 0)), .cubic(pt(30, -10), pt(40, 10), pt(50, 0))]),
        ("M0 0 Q0 30 30 30 S60 0 60 0",
         [.move(pt(0, 0)), .cubic(pt(0, 20), pt(10, 30), pt(30, 30)), .cubic(pt(30, 30), pt(60, 0), pt(60, 0))]),
        // T after a cubic: the control point is the current point.
        ("M0 0 C1 1 2 2 3 3 T3 9",
         [.move(pt(0, 0)), .cubic(pt(1, 1), pt(2, 2), pt(3, 3)), .cubic(pt(3, 3), pt(3, 5), pt(3, 9))]),
        // Z returns to the start; a following drawing command starts there with an explicit move.
        ("M10 10 L20 10 L20 20 Z L30 30",
         [.move(pt(10, 10)), .line(pt(20, 10)), .line(pt(20, 20)), .close, .move(pt(10, 10)), .line(pt(30, 30))]),
        ("M10 10 l10 0 z l5 5", [.move(pt(10, 10)), .line(pt(20, 10)), .close, .move(pt(10, 10)), .line(pt(15, 15))]),
        ("M10 10 L20 20 Z m5 5", [.move(pt(10, 10)), .line(pt(20, 20)), .close, .move(pt(15, 15))]),
        ("M10 10 L20 20 zM0 0z", [.move(pt(10, 10)), .line(pt(20, 20)), .close, .move(pt(0, 0)), .close]),
        ("  \n\tM 1 , 2 \r\n", [.move(pt(1, 2))]),
        ("", []),
        ("   ", []),
    ])
    func parsesExactly(text: String, expected: [PathElement]) {
        let (path, error) = PathDataParser.parse(text)
        #expect(error == nil)
        #expect(path.elements == expected, "\(text)")
    }

    @Test func quadraticReflectionWithT() {
        let (path, error) = PathDataParser.parse("M0 0 Q10 10 20 0 T40 0")
        #expect(error == nil)
        // T's control point is (30, -10), the reflection of (10, 10) about (20, 0).
        #expect(elementsMatch(path.elements, [
            .move(pt(0, 0)),
            .cubic(pt(20.0 / 3, 20.0 / 3), pt(40.0 / 3, 20.0 / 3), pt(20, 0)),
            .cubic(pt(20 + 20.0 / 3, -20.0 / 3), pt(40 - 20.0 / 3, -20.0 / 3), pt(40, 0)),
        ], tolerance: 1e-12))
    }

    @Test func arcFlagsWithoutSeparators() {
        let (path, error) = PathDataParser.parse("M0 0a1 1 0 00 1 1")
        #expect(error == nil)
        let kappa = 0.5522847498307936
        #expect(elementsMatch(path.elements, [.move(pt(0, 0)), .cubic(pt(0, kappa), pt(1 - kappa, 1), pt(1, 1))],
                              tolerance: 1e-12))
        // The same arc written with flags and coordinates packed together.
        #expect(PathDataParser.parse("M0 0a1 1 0 0 01 1").path == path)
        // Flags take one digit each: "0011" is large-arc 0, sweep 0, then x = 11, and y is missing.
        #expect(PathDataParser.parse("M0 0a1 1 0 0011").error?.offset == 15)
        #expect(PathDataParser.parse("M0,0 A1,1,0,0,0,1,1").path == path)
    }

    @Test func halfCircleArc() {
        let (path, error) = PathDataParser.parse("M0 0a25,25 0 1,0 50,0")
        #expect(error == nil)
        #expect(path.elements.count == 3)
        guard case .cubic(_, _, let middle) = path.elements[1], case .cubic(_, _, let end) = path.elements[2] else {
            Issue.record("expected two cubics"); return
        }
        // Sweep 0 runs counter-clockwise on screen: from the left end down through (25, 25).
        #expect(middle.distance(to: pt(25, 25)) < 1e-12)
        #expect(end == pt(50, 0))
    }

    @Test func degenerateArcs() {
        #expect(PathDataParser.parse("M5 5 A10 10 0 0 1 5 5 L6 6").path.elements == [.move(pt(5, 5)), .line(pt(6, 6))])
        #expect(PathDataParser.parse("M5 5 A0 10 0 0 1 15 5").path.elements == [.move(pt(5, 5)), .line(pt(15, 5))])
    }

    /// Errors keep every complete segment and point at the first byte that broke the grammar.
    @Test(arguments: [
        ("M10 10 L20 20 L30 NaN", [PathElement.move(pt(10, 10)), .line(pt(20, 20))], 18, "Expected a number after 'L'"),
        ("L10 10", [], 0, "must begin with a move"),
        (" x", [], 1, "must begin with a move"),
        ("M10 10 L1e999 5", [.move(pt(10, 10))], 8, "out of range"),
        ("M10 10 inf", [.move(pt(10, 10))], 7, "Expected a path command letter"),
        ("M10,10,L20,20", [.move(pt(10, 10))], 7, "Expected a number after ','"),
        ("M10 10 Z 5", [.move(pt(10, 10)), .close], 9, "'Z' takes no numbers"),
        ("M0 0 A10 10 0 2 0 10 10", [.move(pt(0, 0))], 14, "arc flag"),
        ("M0 0 L10", [.move(pt(0, 0))], 8, "found the end of the value"),
        ("M0 0 L10 10 #", [.move(pt(0, 0)), .line(pt(10, 10))], 12, "Expected a path command letter or a number"),
        ("M0 0 C1 2 3 4 5", [.move(pt(0, 0))], 15, "Expected a number after 'C'"),
        ("M0 0 L10 10 10", [.move(pt(0, 0)), .line(pt(10, 10))], 14, "Expected a number after 'L'"),
        ("M,1 2", [], 1, "Expected a number after 'M'"),
    ])
    func errorsKeepThePrefix(text: String, kept: [PathElement], offset: Int, message: String) throws {
        let (path, error) = PathDataParser.parse(text)
        let e = try #require(error)
        #expect(path.elements == kept)
        #expect(e.offset == offset)
        #expect(e.message.contains(message), "\(e.message)")
        #expect(e.message.hasSuffix("."))
    }

    /// Random numbers printed in Swift's shortest form read back to the identical double.
    @Test func numbersAreCorrectlyRounded() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<5000 {
            let value = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &random) ? 1 : -1)
            let magnitude = Double.random(in: -8...8, using: &random)
            let candidates = [value, Double.random(in: -1000...1000, using: &random) * pow(10, magnitude)]
            for v in candidates where v.isFinite {
                let (path, error) = PathDataParser.parse("M\(v) 0")
                #expect(error == nil)
                #expect(path.elements == [.move(pt(v, 0))], "\(v)")
            }
        }
    }

    /// Decimal strings with up to 25 digits and exponents agree with the standard library's correctly
    /// rounded conversion, on the fast and the slow path.
    @Test func digitStringsMatchStandardLibrary() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let digitCount = Int.random(in: 1...25, using: &random)
            var digits = String((0..<digitCount).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            let point = Int.random(in: 0...digitCount, using: &random)
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
            if digits.hasSuffix(".") { digits += "0" }
            let exponent = Int.random(in: -40...40, using: &random)
            let text = Bool.random(using: &random) ? "\(digits)e\(exponent)" : digits
            let expected = try #require(Double(text))
            #expect(try NumberListParser.parse(text) == [expected], "\(text)")
        }
    }
}
