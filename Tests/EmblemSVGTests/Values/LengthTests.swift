import Testing
import EmblemGeometry
@testable import EmblemSVG

struct LengthTests {
    @Test(arguments: [
        ("12", Length(value: 12, unit: .none)),
        ("1.5px", Length(value: 1.5, unit: .px)),
        ("50%", Length(value: 50, unit: .percent)),
        ("2e1mm", Length(value: 20, unit: .mm)),
        ("1em", Length(value: 1, unit: .em)),      // `e` of `em` is not an exponent
        ("3ex", Length(value: 3, unit: .ex)),
        (" 10pt ", Length(value: 10, unit: .pt)),
        ("1IN", Length(value: 1, unit: .in)),
        ("-.5cm", Length(value: -0.5, unit: .cm)),
        ("6pc", Length(value: 6, unit: .pc)),
    ])
    func parses(text: String, expected: Length) throws {
        #expect(try Length.parse(text) == expected)
    }

    @Test(arguments: [
        ("12 px", 3, "Expected the end of the length"),
        ("abc", 0, "Expected a length"),
        ("10furlongs", 2, "Unknown length unit 'furlongs'"),
        ("", 0, "Expected a length"),
        ("1e999px", 0, "out of range"),
    ])
    func errors(text: String, offset: Int, message: String) {
        let error = #expect(throws: ValueSyntaxError.self) { try Length.parse(text) }
        #expect(error?.offset == offset)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    /// CSS's absolute units all describe the same physical inch of 96 pixels.
    static let inches: [(Length, Double)] = [
        (Length(value: 1, unit: .in), 96), (Length(value: 72, unit: .pt), 96), (Length(value: 6, unit: .pc), 96),
        (Length(value: 2.54, unit: .cm), 96), (Length(value: 25.4, unit: .mm), 96), (Length(value: 96, unit: .px), 96),
        (Length(value: 96, unit: .none), 96),
    ]

    @Test(arguments: inches)
    func absoluteUnits(length: Length, pixels: Double) throws {
        let value = try #require(length.pixels())
        #expect(abs(value - pixels) < 1e-12)
    }

    @Test func relativeUnits() {
        #expect(Length(value: 2, unit: .em).pixels(fontSize: 10) == 20)
        #expect(Length(value: 2, unit: .em).pixels() == 32)
        #expect(Length(value: 2, unit: .ex).pixels(fontSize: 10) == 10)
        #expect(Length(value: 50, unit: .percent).pixels(percentBase: 200) == 100)
        #expect(Length(value: 50, unit: .percent).pixels() == nil)
    }
}

struct NumberListParserTests {
    @Test(arguments: [
        ("0 0 24 24", [0.0, 0, 24, 24]),
        ("1,2 3-4", [1, 2, 3, -4]),
        (" 1.5.5 ", [1.5, 0.5]),
        ("", []),
        ("  ", []),
        ("1e2,\n-1E-2\t3", [100, -0.01, 3]),
        ("10 , 20", [10, 20]),
    ])
    func parses(text: String, expected: [Double]) throws {
        #expect(try NumberListParser.parse(text) == expected)
    }

    @Test(arguments: [("1,,2", 2), ("1,", 2), ("1 x", 2), (",1", 0), ("1 2 nan", 4)])
    func errors(text: String, offset: Int) {
        let error = #expect(throws: ValueSyntaxError.self) { try NumberListParser.parse(text) }
        #expect(error?.offset == offset, "\(text)")
    }
}

/// `viewBox` reads its four numbers without building a list: exactly four, with a positive size.
struct ViewBoxParseTests {
    @Test(arguments: [
        ("0 0 24 24", Rect(x: 0, y: 0, width: 24, height: 24)),
        ("-1.5,2 10.25 ,8", Rect(x: -1.5, y: 2, width: 10.25, height: 8)),
        (" 0 0 1e2 50 ", Rect(x: 0, y: 0, width: 100, height: 50)),
    ])
    func reads(text: String, expected: Rect) {
        #expect(ViewBox.parse(text) == expected)
    }

    @Test(arguments: ["0 0 24", "0 0 24 24 1", "0 0 24 24 24 24 24 24", "0 0 -1 5", "0 0 5 0", "0 0 24 x", "0,0,24,24,", ""])
    func refuses(text: String) {
        #expect(ViewBox.parse(text) == nil, "\(text)")
    }
}
