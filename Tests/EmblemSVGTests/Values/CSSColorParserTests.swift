import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct CSSColorParserTests {
    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r, green: g, blue: b, alpha: a)
    }

    static func isClose(_ a: Color, _ b: Color, tolerance: Double = 1e-12) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    }

    @Test(arguments: [
        ("#f00", rgba(1, 0, 0)),
        ("#F00F", rgba(1, 0, 0, 1)),
        ("#ff000080", rgba(1, 0, 0, 128.0 / 255)),
        ("#6495ED", rgba(100.0 / 255, 149.0 / 255, 237.0 / 255)),
        ("#abc", rgba(170.0 / 255, 187.0 / 255, 204.0 / 255)),
        ("rgb(255, 0, 0)", rgba(1, 0, 0)),
        ("rgba(255,0,0,0.5)", rgba(1, 0, 0, 0.5)),
        ("rgb(255 0 0 / 50%)", rgba(1, 0, 0, 0.5)),
        ("rgb(255 0 0/.25)", rgba(1, 0, 0, 0.25)),
        ("rgb(100%, 50%, 0%)", rgba(1, 0.5, 0)),
        ("RGB(300, -5, 0)", rgba(1, 0, 0)),
        ("rgba(0 0 0)", rgba(0, 0, 0)),
        ("rgb(0,0,0,2)", rgba(0, 0, 0, 1)),
        ("hsl(120, 100%, 50%)", rgba(0, 1, 0)),
        ("hsl(0.5turn 100% 50%)", rgba(0, 1, 1)),
        ("hsl(3.141592653589793rad 100% 50%)", rgba(0, 1, 1)),
        ("hsl(200grad 100% 50%)", rgba(0, 1, 1)),
        ("hsla(240deg, 100%, 50%, 0.5)", rgba(0, 0, 1, 0.5)),
        ("hsl(-120 100% 50%)", rgba(0, 0, 1)),
        ("hsl(60 100% 25%)", rgba(0.5, 0.5, 0)),
        ("hsl(0 0% 100%)", rgba(1, 1, 1)),
        ("hsl(0 100 50 / 20%)", rgba(1, 0, 0, 0.2)),
        ("hsl(30, 100%, 50%)", rgba(1, 0.5, 0)),
        ("rgb(255 50% 0)", rgba(1, 0.5, 0)),
        ("rgba(100%, 0%, 0%, 50%)", rgba(1, 0, 0, 0.5)),
        ("RebeccaPurple", rgba(0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0)),
        ("cornflowerblue", rgba(100.0 / 255, 149.0 / 255, 237.0 / 255)),
        ("  red  ", rgba(1, 0, 0)),
        ("transparent", rgba(0, 0, 0, 0)),
        ("TRANSPARENT", rgba(0, 0, 0, 0)),
    ])
    func colors(text: String, expected: Color) throws {
        let paint = try CSSColorParser.parse(text)
        guard case .color(let color) = paint else { Issue.record("\(text) gave \(paint)"); return }
        #expect(Self.isClose(color, expected), "\(text) → \(color)")
    }

    @Test func keywords() throws {
        #expect(try CSSColorParser.parse("none") == .none)
        #expect(try CSSColorParser.parse(" NONE ") == .none)
        #expect(try CSSColorParser.parse("currentColor") == .currentColor)
        #expect(try CSSColorParser.parse("CURRENTCOLOR") == .currentColor)
    }

    @Test func references() throws {
        let plain = try CSSColorParser.parse("url(#g1)")
        #expect(plain == .reference("url(#g1)", fallback: nil))
        #expect(plain.referencedID == "g1")
        #expect(try CSSColorParser.parse(" url(#g1) red ") == .reference("url(#g1)", fallback: .color(Color(red: 1, green: 0, blue: 0))))
        #expect(try CSSColorParser.parse("url(#g1) none") == .reference("url(#g1)", fallback: nil))
        #expect(try CSSColorParser.parse("url(#g1) currentcolor") == .reference("url(#g1)", fallback: .currentColor))
        #expect(try CSSColorParser.parse("url('#a b')").referencedID == "a b")
        #expect(try CSSColorParser.parse("url(other.svg#g)").referencedID == nil)
        #expect(Paint.currentColor.referencedID == nil)
    }

    /// The end of the value closes an open function or `url(` (CSS Syntax § 5.4: "EOF closes every open
    /// block"), as browsers and librsvg read `fill="rgb(10,20,30"`; what is inside must still be valid.
    @Test(arguments: [
        ("rgb(10,20,30", "rgb(10,20,30)"), ("rgb(0 0 255 / 50%", "rgb(0 0 255 / 50%)"), ("hsl(120 50% 50% ", "hsl(120 50% 50%)"),
        ("HSLA(0.5turn,50%,50%,.5", "hsla(0.5turn,50%,50%,.5)"), ("url(#g) rgb(0 0 255", "url(#g) rgb(0 0 255)"),
    ])
    func theEndOfTheValueClosesTheFunction(text: String, closed: String) throws {
        #expect(try CSSColorParser.parse(text) == CSSColorParser.parse(closed))
    }

    /// An unclosed `url(` is written closed (its quote too), so that a declaration written after it in a
    /// `style` does not land inside it.
    @Test func aURLClosedByTheEndOfTheValueIsKeptClosed() throws {
        #expect(try CSSColorParser.parse("url(#g") == .reference("url(#g)", fallback: nil))
        #expect(try CSSColorParser.parse("url( #g ") == .reference("url( #g )", fallback: nil))
        let quoted = try CSSColorParser.parse("url(\"#g")
        #expect(quoted == .reference("url(\"#g\")", fallback: nil) && quoted.referencedID == "g")
        #expect(try CSSColorParser.parse("url('#g'").referencedID == "g")
    }

    /// A reference is written back with its fallback colour, which is what renderers paint when the
    /// reference does not resolve; written and read again, every paint is the same paint.
    @Test(arguments: ["url(#g1)", "url(#g1) #f00", "url( '#a' ) rgba(0,0,255,0.5)", "url(#x) transparent", "url(#x) none",
                            "url(#x) currentColor"])
    func referencesRoundTripWithTheirFallback(text: String) throws {
        let paint = try CSSColorParser.parse(text)
        #expect(try CSSColorParser.parse(PaintWriter.string(for: paint)) == paint)
    }

    /// Every opaque 8-bit colour's text, against one spelled out with `String(_:radix:)`: `#rgb` when
    /// each component's two digits agree, `#rrggbb` otherwise; and read back, the same colour.
    @Test func opaqueColoursAreWrittenInTheirShortestHex() throws {
        func hex(_ value: Int) -> String { (value < 16 ? "0" : "") + String(value, radix: 16) }
        var wrong: [String] = []
        for r in stride(from: 0, through: 255, by: 3) {
            for g in stride(from: 0, through: 255, by: 5) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let color = Color(red8: r, green8: g, blue8: b)
                    let long = "#" + hex(r) + hex(g) + hex(b)
                    let digits = Array(long)
                    let short = digits[1] == digits[2] && digits[3] == digits[4] && digits[5] == digits[6]
                        ? String([digits[0], digits[1], digits[3], digits[5]]) : long
                    if color.hexRGB != long || PaintWriter.string(for: color) != short { wrong.append(long) }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        for text in ["#000", "#fff", "#0f8", "#123456", "#ffeedc", "#fe0"] {
            let paint = try CSSColorParser.parse(text)
            #expect(PaintWriter.string(for: paint) == text)
        }
    }

    @Test(arguments: [
        ("rgb(1,2)", 0, "Expected 'rgb("),
        ("rgb(1, 2 3)", 0, "Expected 'rgb("),
        ("rgb(1 2 3,", 0, "Expected 'rgb("),
        ("rgb(", 0, "Expected 'rgb("),
        ("rgb(1 2 3 / 4 / 5)", 14, "only one '/'"),
        ("notacolor", 0, "Unknown colour name 'notacolor'"),
        ("red blue", 4, "Expected the end of the colour"),
        ("#12345", 0, "3, 4, 6 or 8 hexadecimal digits"),
        ("#ggg", 1, "hexadecimal digit"),
        ("foo(50 0 0)", 0, "Unsupported colour function 'foo()'"),
        ("rgb(10deg 0 0)", 4, "rgb() channel"),
        ("hsl(10% 50% 50%)", 4, "Expected a hue"),
        ("hsl(10 5deg 50%)", 7, "saturation and lightness"),
        // The comma syntax does not mix numbers and percentages (the space syntax does).
        ("rgb(50%,0,0)", 8, "not both"),
        ("rgb(10%, 20, 30%)", 9, "not both"),
        ("rgba(255, 0, 50%, 1)", 13, "not both"),
        ("hsl(120, 100, 50)", 9, "saturation and lightness in 'hsl(h, s%, l%)'"),
        ("hsla(120, 100%, 50, .5)", 16, "saturation and lightness in 'hsl(h, s%, l%)'"),
        ("rgb(1.,2,3)", 5, "Expected"),
        ("", 0, "Expected a colour"),
        ("url(#a b)", 9, "Expected ')'"),
        ("url(#a b", 8, "Expected ')'"),
        ("url(#a) url(#b)", 0, "another 'url()'"),
    ])
    func errors(text: String, offset: Int, message: String) {
        let error = #expect(throws: ValueSyntaxError.self) { try CSSColorParser.parse(text) }
        #expect(error?.offset == offset, "\(text)")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    /// Hex colours of every length, in random case: each channel is its digits read as a base-16 number
    /// (a short digit doubled) over 255; nine digits or more are an error naming their count.
    @Test func hexColoursOfEveryLength() throws {
        var random = SplitMix64(seed: 16)
        let hexDigits = Array("0123456789abcdefABCDEF".utf8)
        for _ in 0..<4_000 {
            let count = [3, 4, 6, 8].randomElement(using: &random)!
            let digits = (0..<count).map { _ in hexDigits.randomElement(using: &random)! }
            let text = "#" + String(decoding: digits, as: UTF8.self)
            let values = digits.map { Int(String(UnicodeScalar($0)), radix: 16)! }
            let channels = count <= 4 ? values.map { $0 * 17 } : stride(from: 0, to: count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            let expected = Self.rgba(Double(channels[0]) / 255, Double(channels[1]) / 255, Double(channels[2]) / 255,
                                     channels.count == 4 ? Double(channels[3]) / 255 : 1)
            #expect(try CSSColorParser.parse(text) == .color(expected), "\(text)")
        }
        for count in [1, 2, 5, 7, 9, 12] {
            let error = #expect(throws: ValueSyntaxError.self) { try CSSColorParser.parse("#" + String(repeating: "a", count: count)) }
            #expect(error?.message.contains("found \(count)") == true, "\(count)")
        }
    }

    @Test func namedColorTable() {
        #expect(CSSNamedColors.table.count == 148)
        #expect(CSSColorParser.color(named: "rebeccapurple")?.hexRGB == "#663399")
        #expect(CSSColorParser.color(named: "GoldenRod")?.hexRGB == "#daa520")
        #expect(CSSColorParser.color(named: "lightgoldenrodyellow")?.hexRGB == "#fafad2")
        #expect(CSSColorParser.color(named: "mediumspringgreen")?.hexRGB == "#00fa9a")
        #expect(CSSColorParser.color(named: "navajowhite")?.hexRGB == "#ffdead")
        #expect(CSSColorParser.color(named: "papayawhip")?.hexRGB == "#ffefd5")
        #expect(CSSColorParser.color(named: "transparent") == nil)
        #expect(CSSColorParser.color(named: "currentcolor") == nil)
        // Every grey comes in both spellings with the same value, and the aliases agree.
        for gray in CSSNamedColors.table.keys where gray.contains("gray") {
            let grey = gray.replacingOccurrences(of: "gray", with: "grey")
            #expect(CSSNamedColors.table[grey] == CSSNamedColors.table[gray], "\(grey)")
        }
        #expect(CSSNamedColors.table.keys.filter { $0.contains("gray") }.count == 7)
        #expect(CSSColorParser.color(named: "aqua") == CSSColorParser.color(named: "cyan"))
        #expect(CSSColorParser.color(named: "fuchsia") == CSSColorParser.color(named: "magenta"))
    }
}
