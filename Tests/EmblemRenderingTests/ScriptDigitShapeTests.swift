import EmblemRaster
import EmblemRendering
import EmblemSymbols
import Testing

/// The digits the library draws for each script have their script's topology: how many closed counters
/// (loops) each digit has, and where its loop sits, read from `textformat.123`'s designs rendered at
/// 256 px at the lightest, regular and heaviest weights. Thai digits are looped: ๑'s loop lies inside the left of its body, ๒'s hangs inside the top of
/// its body between its two sides, ๓'s is at the foot of its left leg (as Noto Looped Thai and Loma draw
/// them). Devanagari १ has its loop on top; the others, and every Latin and Arabic-Indic digit, have none.
/// The first Thai designs, drawn from memory, had ๓ upside down (its loop heading an ω) and ๑'s and ๒'s
/// loops elsewhere; each fails here.
@Suite struct ScriptDigitShapeTests {
    static let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")
    static let size = 256

    /// Where a digit's loop lies, as fractions of the digit's ink extent (x from the left, y from the top).
    struct Region: CustomStringConvertible {
        var x: ClosedRange<Double>
        var y: ClosedRange<Double>
        var description: String { "x \(x), y \(y)" }
    }

    /// For each script, each digit's loops: none, or one in the region given.
    static let expectations: [(script: String?, loops: [Region?])] = [
        (nil, [nil, nil, nil]),
        ("ar", [nil, nil, nil]),
        ("hi", [Region(x: 0.1...0.7, y: 0...0.45), nil, nil]),
        ("th", [Region(x: 0...0.45, y: 0.25...0.75), Region(x: 0.3...0.7, y: 0...0.5), Region(x: 0...0.35, y: 0.6...1)]),
    ]

    /// A digit: its ink's extent and the centres of the closed counters inside it.
    struct Digit {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var loops: [(x: Double, y: Double)] = []

        func contains(_ x: Double, _ y: Double) -> Bool {
            x >= Double(minX) && x <= Double(maxX) && y >= Double(minY) && y <= Double(maxY)
        }
    }

    /// Connected regions of pixels where `member` holds (8-connected for ink, 4 for the paper between it,
    /// so that a diagonal gap in a stroke does not open a counter), each as its pixel indices.
    static func regions(width: Int, height: Int, diagonal: Bool, where member: [Bool]) -> [[Int]] {
        var seen = [Bool](repeating: false, count: member.count)
        var result: [[Int]] = []
        let steps = diagonal ? [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] : [(0, -1), (-1, 0), (1, 0), (0, 1)]
        for start in member.indices where member[start] && !seen[start] {
            var region: [Int] = []
            var stack = [start]
            seen[start] = true
            while let index = stack.popLast() {
                region.append(index)
                let (x, y) = (index % width, index / width)
                for (dx, dy) in steps {
                    let (nx, ny) = (x + dx, y + dy)
                    guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                    let next = ny * width + nx
                    if member[next] && !seen[next] {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
            result.append(region)
        }
        return result
    }

    /// The digits of a rendering of `textformat.123`, left to right.
    static func digits(of script: String?, weight: SymbolWeight) throws -> [Digit] {
        let symbol = try library.symbol(named: "textformat.123", variant: script).symbol
        let rendered = try RenderedGlyph(symbol.glyph(weight: weight), style: SymbolStyle(mode: .monochrome), size: size)
        let ink = FillSilhouetteTests.ink(rendered.image)
        var digits = regions(width: size, height: size, diagonal: true, where: ink)
            .filter { $0.count > 20 }  // a stray anti-aliased pixel is no digit
            .map { region -> Digit in
                var digit = Digit()
                for index in region {
                    let (x, y) = (index % size, index / size)
                    (digit.minX, digit.minY) = (min(digit.minX, x), min(digit.minY, y))
                    (digit.maxX, digit.maxY) = (max(digit.maxX, x), max(digit.maxY, y))
                }
                return digit
            }
            .sorted { $0.minX < $1.minX }
        for counter in regions(width: size, height: size, diagonal: false, where: ink.map { !$0 }) {
            let touchesBorder = counter.contains { index in
                let (x, y) = (index % size, index / size)
                return x == 0 || y == 0 || x == size - 1 || y == size - 1
            }
            // A sliver where two strokes meet at a tangent, at the lightest weight, is no loop.
            guard !touchesBorder, counter.count >= 16 else { continue }
            let x = counter.reduce(0.0) { $0 + Double($1 % size) } / Double(counter.count)
            let y = counter.reduce(0.0) { $0 + Double($1 / size) } / Double(counter.count)
            if let owner = digits.firstIndex(where: { $0.contains(x, y) }) { digits[owner].loops.append((x, y)) }
        }
        return digits
    }

    @Test(arguments: expectations.indices)
    func digitsHaveTheirScriptsLoops(_ row: Int) throws {
        let (script, expected) = Self.expectations[row]
        for weight in [SymbolWeight.ultralight, .regular, .black] {
            try check(script: script, expected: expected, weight: weight)
        }
    }

    func check(script: String?, expected: [Region?], weight: SymbolWeight) throws {
        let digits = try Self.digits(of: script, weight: weight)
        let label = "\(script ?? "latn") at \(weight)"
        try #require(digits.count == 3, "\(label): \(digits.count) separate digits drawn")
        for (number, (digit, region)) in zip(digits, expected).enumerated() {
            guard let region else {
                #expect(digit.loops.isEmpty, "\(label) digit \(number + 1): \(digit.loops.count) loops, expected none")
                continue
            }
            try #require(digit.loops.count == 1, "\(label) digit \(number + 1): \(digit.loops.count) loops, expected one")
            let loop = digit.loops[0]
            let x = (loop.x - Double(digit.minX)) / Double(digit.maxX - digit.minX)
            let y = (loop.y - Double(digit.minY)) / Double(digit.maxY - digit.minY)
            #expect(region.x.contains(x) && region.y.contains(y),
                    "\(label) digit \(number + 1): its loop is at x \(x), y \(y) of its extent, expected \(region)")
        }
    }
}
