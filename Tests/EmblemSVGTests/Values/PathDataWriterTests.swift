import EmblemGeometry
import Foundation
import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct PathDataWriterTests {
    static let references: [([PathElement], Int, String)] = [
        ([.move(pt(10, 10)), .line(pt(20, 10)), .line(pt(20, 20)), .line(pt(10, 20)), .close], 3, "M10 10H20V20H10Z"),
        // After M a bare pair is a line: " 1 0" is as short as "L1 0", and omitting the letter comes first.
        ([.move(pt(0.5, -0.5)), .line(pt(1, 0))], 3, "M.5-.5 1 0"),
        // The second segment needs no letter after M; the third is shorter relative.
        ([.move(pt(0, 0)), .line(pt(100, 100)), .line(pt(200, 150))], 3, "M0 0 100 100l100 50"),
        ([.move(pt(10, 10)), .cubic(pt(10, 15), pt(15, 20), pt(20, 20))], 3, "M10 10c0 5 5 10 10 10"),
        // A repeated C needs no letter, which beats the shorter relative numbers…
        ([.move(pt(0, 0)), .cubic(pt(1, 2), pt(3, 4), pt(5, 6)), .cubic(pt(105, 6), pt(110, 6), pt(115, 6))], 3,
         "M0 0C1 2 3 4 5 6 105 6 110 6 115 6"),
        // …unless relative is shorter by more than the letter.
        ([.move(pt(0, 0)), .cubic(pt(1, 2), pt(3, 4), pt(1000, 1000)), .cubic(pt(1000.5, 1001), pt(1001, 1001.5), pt(1001, 1002))], 3,
         "M0 0C1 2 3 4 1000 1000c.5 1 1 1.5 1 2"),
        ([.move(pt(0, 0)), .line(pt(5, 0.0001))], 3, "M0 0H5"),
        ([.move(pt(1, -2)), .line(pt(1.5, -2.5)), .line(pt(2, -3))], 3, "M1-2l.5-.5L2-3"),
        ([.move(pt(0, 0)), .line(pt(0.5, 0.5)), .line(pt(1, 1))], 3, "M0 0 .5.5 1 1"),
        ([.move(pt(3, 3)), .line(pt(3, 10))], 3, "M3 3v7"),
        ([.move(pt(3, 30)), .line(pt(3, 10))], 3, "M3 30V10"),
        ([.move(pt(0, 0)), .line(pt(10, 0)), .close, .move(pt(20, 20)), .line(pt(20, 30))], 3, "M0 0H10ZM20 20V30"),
        ([.move(pt(0.04, 0.06))], 1, "M0 .1"),
        ([.move(pt(-0.0001, 0.0001))], 3, "M0 0"),
        ([], 3, ""),
        // Path data must begin with a move, so a path that does not gets one at the origin.
        ([.line(pt(5, 5)), .close], 3, "M0 0 5 5Z"),
    ]

    @Test(arguments: references)
    func writesCompactText(elements: [PathElement], precision: Int, expected: String) {
        #expect(PathDataWriter.string(for: Path(elements), format: NumberFormat(precision: precision)) == expected)
    }

    /// Thousands of relative steps of 1/3: each written point stays within half a unit of the true one,
    /// because every step is measured from the rounded previous point.
    @Test func roundingErrorsDoNotAccumulate() throws {
        var elements: [PathElement] = [.move(pt(0, 0))]
        for k in 1...5000 { elements.append(.line(pt(Double(k) / 3, Double(k % 7) / 3))) }
        let text = PathDataWriter.string(for: Path(elements), format: NumberFormat(precision: 3))
        let (parsed, error) = PathDataParser.parse(text)
        #expect(error == nil)
        #expect(firstMismatch(parsed.elements, elements, tolerance: 0.0005 + 1e-9) == nil)
    }

    static func randomPath(_ random: inout SplitMix64, count: Int) -> [PathElement] {
        func coordinate() -> Double {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return Double(Int.random(in: -500...500, using: &random))
            case 1: return Double(Int.random(in: -50000...50000, using: &random)) / 100
            default: return Double.random(in: -1000...1000, using: &random)
            }
        }
        var elements: [PathElement] = []
        var current = Point.zero
        var needsMove = true
        for _ in 0..<count {
            if needsMove || Int.random(in: 0..<40, using: &random) == 0 {
                current = pt(coordinate(), coordinate())
                elements.append(.move(current))
                needsMove = false
                continue
            }
            switch Int.random(in: 0..<12, using: &random) {
            case 0: elements.append(.close); needsMove = true
            case 1: current = pt(coordinate(), current.y); elements.append(.line(current))
            case 2: current = pt(current.x, coordinate()); elements.append(.line(current))
            case 3: elements.append(.line(current))  // zero length
            case 4: current = current + pt(Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random))
                elements.append(.line(current))
            case 5, 6, 7: current = pt(coordinate(), coordinate()); elements.append(.line(current))
            default:
                let end = pt(coordinate(), coordinate())
                elements.append(.cubic(pt(coordinate(), coordinate()), pt(coordinate(), end.y), end))
                current = end
            }
        }
        return elements
    }

    @Test(arguments: [0, 1, 2, 3, 5])
    func randomPathsRoundTrip(precision: Int) {
        var random = SplitMix64(seed: 2024 + UInt64(precision))
        let format = NumberFormat(precision: precision)
        let tolerance = 0.5 * pow(10, Double(-precision)) + 1e-9
        for _ in 0..<4 {
            let elements = Self.randomPath(&random, count: 2500)
            let text = PathDataWriter.string(for: Path(elements), format: format)
            let (parsed, error) = PathDataParser.parse(text)
            #expect(error == nil)
            #expect(firstMismatch(parsed.elements, elements, tolerance: tolerance) == nil)
            // Deterministic: the same path gives the same bytes.
            #expect(PathDataWriter.string(for: Path(elements), format: format) == text)
            // Compact: never longer than writing every segment absolutely with full separators.
            #expect(text.utf8.count <= Self.naiveLength(elements, format))
        }
    }

    /// The length of the simplest correct writing: absolute commands, a letter and spaces everywhere.
    static func naiveLength(_ elements: [PathElement], _ format: NumberFormat) -> Int {
        func n(_ p: Point) -> Int { format.string(p.x).utf8.count + 1 + format.string(p.y).utf8.count }
        return elements.reduce(0) { total, element in
            switch element {
            case .move(let p), .line(let p): total + 1 + n(p)
            case .cubic(let a, let b, let p): total + 1 + n(a) + 1 + n(b) + 1 + n(p)
            case .close: total + 1
            }
        }
    }

    /// Coordinates too large (or not finite) for fixed point: the whole path is written absolutely, every
    /// number as `NumberFormat` writes it, and it reads back as the rounded values.
    @Test func hugeCoordinatesAreWrittenAbsolutely() throws {
        let elements: [PathElement] = [.move(pt(1e20, -2.5)), .line(pt(3, 1e19)), .cubic(pt(1, 2), pt(3, 4), pt(5, .nan)), .close]
        let format = NumberFormat(precision: 3)
        let text = PathDataWriter.string(for: Path(elements), format: format)
        #expect(text == "M100000000000000000000 -2.5L3 10000000000000000000C1 2 3 4 5 0Z")
        let (parsed, error) = PathDataParser.parse(text)
        #expect(error == nil)
        #expect(firstMismatch(parsed.elements, [.move(pt(1e20, -2.5)), .line(pt(3, 1e19)), .cubic(pt(1, 2), pt(3, 4), pt(5, 0)), .close]) == nil)
    }

    /// Parsing real-world path data and writing it back keeps the geometry.
    @Test func parsedPathsSurviveRewriting() throws {
        let sources = [
            "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z",
            "M10 10h80v80h-80zM30 30l40 0 0 40-40 0z",
            "M0 0a25,25 0 1,0 50,0a25 25 0 1 0-50 0Q10 10 20 0t20 0",
        ]
        for source in sources {
            let (path, error) = PathDataParser.parse(source)
            #expect(error == nil)
            for precision in [2, 3, 4] {
                let text = PathDataWriter.string(for: path, format: NumberFormat(precision: precision))
                let (reparsed, reparseError) = PathDataParser.parse(text)
                #expect(reparseError == nil)
                #expect(elementsMatch(reparsed.elements, path.elements, tolerance: 0.5 * pow(10, Double(-precision)) + 1e-9),
                        "\(text)")
            }
        }
    }
}
