import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// ``PlainPathReader`` is a shortcut: wherever it reaches the end, it must have read exactly what
/// ``PathSegmentReader`` reads, and the geometry parser and compact rewrite must give the same results
/// with it as without it, to the bit and the byte.
struct PlainPathReaderTests {
    /// One segment as read: its command and its arguments' values, as bit patterns (so `-0` and `0`
    /// differ), and their fixed-point counts at precisions 0…5 where exact.
    struct Segment: Equatable {
        var command: UInt8
        var bits: [UInt64]
        var fixed: [Int64?]
        /// Fixed point rounded at precisions 0–5, and whether exactly, as text.
        var rounded: [String]
    }

    static func rounded<Number: PathNumber>(_ numbers: [Number]) -> [String] {
        (0...5).flatMap { p in numbers.map { $0.fixedPoint(precision: p).map { "\($0.value),\($0.isExact)" } ?? "-" } }
    }

    static func plainSegments(_ text: String) -> [Segment]? {
        withUTF8Bytes(text) { bytes in
            var reader = PlainPathReader(bytes)
            var segments: [Segment] = []
            while let command = reader.next() {
                let arguments = (0..<PathSegmentReader.argumentCount(command)).map { reader.arguments[$0] }
                segments.append(Segment(command: command, bits: arguments.map(\.value.bitPattern),
                                        fixed: (0...5).flatMap { p in arguments.map { $0.exactFixedPoint(precision: p) } },
                                        rounded: Self.rounded(arguments)))
            }
            return reader.isComplete ? segments : nil
        }
    }

    static func generalSegments(_ text: String) -> (segments: [Segment], error: ValueSyntaxError?) {
        withUTF8Bytes(text) { bytes in
            var reader = PathSegmentReader(bytes)
            var segments: [Segment] = []
            while let command = reader.next() {
                let arguments = (0..<PathSegmentReader.argumentCount(command)).map { reader.arguments[$0] }
                // Fixed point where the plain reader has it: exact, and with no more decimals than kept.
                let fixed = (0...5).flatMap { p in
                    arguments.map { number -> Int64? in
                        guard -Int(number.exponent) <= p, let (value, isExact) = number.fixedPoint(precision: p), isExact
                        else { return nil }
                        return value
                    }
                }
                segments.append(Segment(command: command, bits: arguments.map(\.value.bitPattern), fixed: fixed,
                                        rounded: Self.rounded(arguments)))
            }
            return (segments, reader.error)
        }
    }

    /// Path data of every kind the grammar allows and some it does not: mostly plain numbers, but now and
    /// then an exponent, a number of 15 to 25 digits, a lone sign or point; packed numbers and flags,
    /// signs, implicit repetition, stray commas, bad letters and bytes, a missing first move.
    static func trickyPathData(_ random: inout SplitMix64) -> String {
        func pick(_ choices: [String]) -> String { choices[Int.random(in: 0..<choices.count, using: &random)] }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        func number() -> String {
            let sign = pick(["", "", "", "-", "+"])
            guard chance(4) else {
                let integer = digits(Int.random(in: 0...3, using: &random))
                let fraction = digits(Int.random(in: integer.isEmpty ? 1...6 : 0...6, using: &random))
                return sign + integer + (fraction.isEmpty ? pick(["", "."]) : "." + fraction)
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // 15 to 25 digits, where one division no longer rounds correctly.
                let total = Int.random(in: 15...25, using: &random), integer = Int.random(in: 0...total, using: &random)
                return sign + digits(integer) + "." + digits(total - integer)
            case 1: return sign + digits(Int.random(in: 1...3, using: &random)) + pick(["e", "E"]) + pick(["", "-", "+"])
                + digits(Int.random(in: 0...2, using: &random))
            case 2: return sign + pick(["9007199254740993", "9007199254740992", ".0000000000000000001", "0.000", "0"])
            default: return pick(["NaN", "-", ".", "-.", "+"])
            }
        }
        func separator() -> String { pick(["", " ", " ", ",", " , ", "\t", "\n", "  "]) }
        var text = chance(95) ? pick(["", " ", "\n"]) + pick(["M", "m"]) + number() + separator() + number() : pick(["", " ", "L1 1", "1 2"])
        var command = "M"
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            if command == "Z" || command == "z" || chance(70) {
                command = pick(["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z"])
                text += pick(["", " ", "\n"]) + command
            } else {
                text += pick([" ", "", ",", " , "])  // implicit repetition
            }
            let count = Int(PathSegmentReader.argumentCount(UInt8(ascii: command.unicodeScalars.first!)))
            for index in 0..<count {
                if index > 0 { text += separator() }
                text += (command == "A" || command == "a") && (index == 3 || index == 4)
                    ? (chance(97) ? pick(["0", "1"]) : "2") : number()
            }
        }
        if chance(10) {
            // One stray byte somewhere.
            let offset = Int.random(in: 0...text.utf8.count, using: &random)
            let index = text.utf8.index(text.startIndex, offsetBy: offset)
            text.insert(contentsOf: pick(["X", "e", "#", "é", ",", "Z", "-"]), at: index)
        }
        return text
    }

    /// Where the plain reader reaches the end, the general reader reads the same segments without error.
    /// Both outcomes must occur often, or the comparison proves little.
    @Test func readsWhatTheGeneralReaderReads() {
        var random = SplitMix64(seed: 2026)
        var completed = 0, declined = 0
        for _ in 0..<20_000 {
            let text = Self.trickyPathData(&random)
            guard let plain = Self.plainSegments(text) else { declined += 1; continue }
            completed += 1
            let general = Self.generalSegments(text)
            #expect(general.error == nil, "\(text.debugDescription)")
            #expect(plain == general.segments, "\(text.debugDescription)")
        }
        #expect(completed > 2_000 && declined > 2_000, "completed \(completed), declined \(declined)")
    }

    /// Numbers with exponents, as Inkscape writes small ones (`1.5e-4`): read by the shortcut to the same
    /// bits and fixed-point counts as the general reader while the value is one exact step (at most 22
    /// decimal places, or a product of at most 2⁵³), and left to the general reader otherwise.
    @Test func readsExponentsAsTheGeneralReaderDoes() {
        var random = SplitMix64(seed: 1_5_4)
        var completed = 0, declined = 0
        for _ in 0..<20_000 {
            let integer = String(Int.random(in: 0...99_999, using: &random))
            let fraction = String(Int.random(in: 0...99_999, using: &random))
            let mantissa = [integer, "." + fraction, integer + "." + fraction].randomElement(using: &random)!
            let exponent = ["e", "E"].randomElement(using: &random)! + ["", "-", "+"].randomElement(using: &random)!
                + String(Int.random(in: 0...30, using: &random))
            let text = "M" + ["", "-"].randomElement(using: &random)! + mantissa + exponent + " 1"
            guard let plain = Self.plainSegments(text) else { declined += 1; continue }
            completed += 1
            let general = Self.generalSegments(text)
            #expect(general.error == nil && plain == general.segments, "\(text)")
        }
        #expect(completed > 8_000 && declined > 8_000, "completed \(completed), declined \(declined)")
    }

    /// Plain data, as icon tools write it, is read to the end by the shortcut.
    @Test func readsPlainDataToTheEnd() {
        var random = SplitMix64(seed: 31)
        for decimals in 0...6 {
            let text = PathDataRewriterTests.randomPathData(&random, segments: 200, decimals: decimals, arcs: true)
            #expect(Self.plainSegments(text) != nil, "\(text)")
        }
        for text in ["M1.5.5-.5-.5", "m0 0a5 5 0 0110 0", "M1,2,3,4 5 6", "  M 1 0 ,2 3", "m 4,1.5e-4 -2.1E-5,3e2 1e+1 0",
                     "M0 0h1.25e-20 4e15v-.5e3"] {
            #expect(Self.plainSegments(text) != nil, "\(text)")
        }
    }

    /// The geometry parser and the compact rewrite give the same results, to the bit and the byte, with
    /// the shortcut as without it, on tricky and on plain data.
    @Test func consumersAgreeWithAndWithoutTheShortcut() {
        var random = SplitMix64(seed: 4242)
        for round in 0..<6_000 {
            let text = Self.plainOrTrickyPathData(round: round, &random)
            let fast = PathDataParser.parse(text), general = PathDataParser.parse(text, readsPlainFormFirst: false)
            #expect(fast.error == general.error, "\(text.debugDescription)")
            #expect(fast.path.elements.map(\.bitPatterns) == general.path.elements.map(\.bitPatterns), "\(text.debugDescription)")
            for precision in [0, 1, 3, 5] {
                var fastBytes = Array("kept".utf8), generalBytes = Array("kept".utf8)
                let format = NumberFormat(precision: precision)
                let fastOutcome = PathDataRewriter.rewrite(text, format: format, into: &fastBytes)
                let generalOutcome = PathDataRewriter.rewrite(text, format: format, into: &generalBytes, readsPlainFormFirst: false)
                #expect(fastOutcome == generalOutcome && fastBytes == generalBytes, "\(text.debugDescription) at \(precision)")
            }
        }
    }

    /// Every third round 30 random plain segments (with up to `round % 7` decimals), else tricky data.
    static func plainOrTrickyPathData(round: Int, _ random: inout SplitMix64) -> String {
        round % 3 == 0
            ? PathDataRewriterTests.randomPathData(&random, segments: 30, decimals: round % 7, arcs: true)
            : trickyPathData(&random)
    }
}
