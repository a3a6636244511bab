import EmblemGeometry
import EmblemTestSupport
import Testing
@testable import EmblemSVG

struct PreserveAspectRatioTests {
    typealias Value = PreserveAspectRatio

    static let anchors: [(String, Value.Anchor)] = [("Min", .min), ("Mid", .mid), ("Max", .max)]

    /// Every value SVG allows, by its canonical text.
    static let everyValue: [Value] = [Value(alignment: nil), Value(alignment: nil, slices: true)]
        + anchors.flatMap { x in anchors.flatMap { y in [false, true].map { Value(alignment: .init(x: x.1, y: y.1), slices: $0) } } }

    @Test(arguments: [
        ("xMidYMid", Value.default),
        ("xMinYMax slice", Value(alignment: .init(x: .min, y: .max), slices: true)),
        ("xMaxYMin meet", Value(alignment: .init(x: .max, y: .min))),
        ("none", Value(alignment: nil)),
        ("none slice", Value(alignment: nil, slices: true)),
        // XML whitespace of any kind and amount around and between the words.
        ("\txMaxYMax\n\r slice  ", Value(alignment: .init(x: .max, y: .max), slices: true)),
        // SVG 1.1's `defer`, which only concerned images of SVG documents.
        ("defer xMaxYMid", Value(alignment: .init(x: .max, y: .mid))),
    ])
    func parses(text: String, expected: Value) {
        #expect(Value(parsing: text) == expected, "\(text)")
    }

    @Test(arguments: ["", " ", "bogus", "xmaxymin", "XMidYMid", "xMidYMid meet slice", "xMidYMid cover", "meet",
                      "xMidYMidmeet", "xMid YMid", "xMedYMid", "defer", "xMidYMid defer", "xMinYMin,slice", "xMaxYMax\u{A0}slice"])
    func refusesWhatIsNotAValue(text: String) {
        #expect(Value(parsing: text) == nil, "\(text)")
    }

    @Test func canonicalTextRoundTrips() {
        #expect(Self.everyValue.count == 20 && Set(Self.everyValue).count == 20)
        for value in Self.everyValue {
            #expect(Value(parsing: value.text) == value, "\(value.text)")
            #expect(Value(parsing: "defer  " + value.text + " ") == value, "\(value.text)")
        }
        #expect(Value.default.text == "xMidYMid")
    }

    /// For random boxes: `none` maps the viewBox onto the viewport exactly; `meet` fits it inside,
    /// filling one axis, and `slice` covers it, filling one axis and spilling over the other; the
    /// anchors put the viewBox's low edge, centre or high edge on the viewport's, on both axes.
    @Test(arguments: 0..<4)
    func fitsTheViewBoxAsAnchored(seed: UInt64) {
        var random = SplitMix64(seed: 0xA5EC7 &+ seed)
        for _ in 0..<200 {
            func box() -> Rect {
                Rect(x: .random(in: -50...50, using: &random), y: .random(in: -50...50, using: &random),
                     width: .random(in: 0.5...200, using: &random), height: .random(in: 0.5...200, using: &random))
            }
            let viewBox = box(), viewport = box()
            for value in Self.everyValue {
                let mapped = viewBox.applying(value.transform(from: viewBox, to: viewport))
                guard let alignment = value.alignment else {
                    #expect(Self.isClose(mapped, viewport), "\(value.text)")
                    continue
                }
                // One uniform scale, preserving the shape.
                #expect(abs(mapped.width / mapped.height - viewBox.width / viewBox.height) <= 1e-9 * viewBox.width / viewBox.height)
                let fillsWidth = abs(mapped.width - viewport.width) <= 1e-9 * viewport.width
                let fillsHeight = abs(mapped.height - viewport.height) <= 1e-9 * viewport.height
                #expect(fillsWidth || fillsHeight, "\(value.text)")
                if value.slices {
                    #expect(mapped.contains(viewport, tolerance: 1e-9 * max(viewport.width, viewport.height)), "\(value.text)")
                } else {
                    #expect(viewport.contains(mapped, tolerance: 1e-9 * max(viewport.width, viewport.height)), "\(value.text)")
                }
                #expect(abs(Self.edge(alignment.x, mapped.minX, mapped.maxX) - Self.edge(alignment.x, viewport.minX, viewport.maxX)) <= 1e-9 * 400)
                #expect(abs(Self.edge(alignment.y, mapped.minY, mapped.maxY) - Self.edge(alignment.y, viewport.minY, viewport.maxY)) <= 1e-9 * 400)
            }
        }
    }

    /// Reference values worked by hand: a 10 × 10 viewBox into an 80 × 40 viewport at (10, 10).
    @Test func mapsByHand() {
        let viewBox = Rect(x: 0, y: 0, width: 10, height: 10), viewport = Rect(x: 10, y: 10, width: 80, height: 40)
        func transform(_ text: String) -> AffineTransform { Value(parsing: text)!.transform(from: viewBox, to: viewport) }
        #expect(transform("xMidYMid") == AffineTransform(a: 4, b: 0, c: 0, d: 4, e: 30, f: 10))
        #expect(transform("xMaxYMax") == AffineTransform(a: 4, b: 0, c: 0, d: 4, e: 50, f: 10))
        #expect(transform("xMinYMax slice") == AffineTransform(a: 8, b: 0, c: 0, d: 8, e: 10, f: -30))
        #expect(transform("xMidYMid slice") == AffineTransform(a: 8, b: 0, c: 0, d: 8, e: 10, f: -10))
        #expect(transform("none") == AffineTransform(a: 8, b: 0, c: 0, d: 4, e: 10, f: 10))
    }

    static func edge(_ anchor: Value.Anchor, _ low: Double, _ high: Double) -> Double {
        switch anchor {
        case .min: low
        case .mid: (low + high) / 2
        case .max: high
        }
    }

    static func isClose(_ a: Rect, _ b: Rect) -> Bool {
        let tolerance = 1e-9 * 400
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }
}
