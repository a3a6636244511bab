import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// ``PathTextBuilder`` measures candidate forms by arithmetic alone. Here the same rules are applied the
/// slow, obvious way, by building every candidate's text as a string and counting its bytes, and the
/// two must agree byte for byte on many random segment sequences.
struct PathTextBuilderTests {
    /// The rules of ``PathTextBuilder``, on strings.
    struct Reference {
        let precision: Int
        var text = ""
        var repeatable: Character?
        var endsWithNumber = false
        var lastHasPoint = false
        var penX: Int64 = 0, penY: Int64 = 0, startX: Int64 = 0, startY: Int64 = 0
        /// The kind of curve the last segment drew ("C" for `C` and `S`, "Q" for `Q` and `T`, nil for
        /// any other segment) and its last control point.
        var lastCurve: Character?
        var lastControl: (x: Int64, y: Int64) = (0, 0)
        /// How many `C` and `Q` segments were written smooth.
        var smoothed = 0

        /// Where SVG puts the first control point of an `S` (`kind` "C") or a `T` ("Q") here: the last
        /// curve's control point reflected through the pen when that curve is of the same kind, else the pen.
        func smoothControl(_ kind: Character) -> (x: Int64, y: Int64) {
            lastCurve == kind ? (2 * penX - lastControl.x, 2 * penY - lastControl.y) : (penX, penY)
        }

        /// A count of 10⁻ᵖ units as text: no trailing fraction zeros, no zero before the point, `0`.
        func number(_ value: Int64) -> String { FixedPointTextTests.reference(value, precision: precision) }

        /// What writing `letter` and `numbers` here appends.
        func candidate(_ letter: Character, _ numbers: [Int64]) -> String {
            var out = "", afterNumber = endsWithNumber, hasPoint = lastHasPoint
            if letter != repeatable {
                out.append(letter)
                afterNumber = false
            }
            for value in numbers {
                let written = number(value)
                let joins = written.hasPrefix("-") || (written.hasPrefix(".") && hasPoint)
                if afterNumber && !joins { out += " " }
                out += written
                hasPoint = written.contains(".")
                afterNumber = true
            }
            return out
        }

        mutating func write(_ command: Character, _ values: [Int64]) {
            var command = command, values = values
            // The curve's last control point, for the next smooth curve to reflect.
            let curve: (kind: Character, control: (x: Int64, y: Int64))? = switch command {
            case "C": ("C", (values[2], values[3]))
            case "S": ("C", (values[0], values[1]))
            case "Q": ("Q", (values[0], values[1]))
            case "T": ("Q", smoothControl("Q"))
            default: nil
            }
            // A curve whose first control point is the smooth one is written smooth, two numbers fewer.
            if command == "C" || command == "Q", values[0] == smoothControl(command).x, values[1] == smoothControl(command).y {
                command = command == "C" ? "S" : "T"
                values.removeFirst(2)
                smoothed += 1
            }
            (lastCurve, lastControl) = (curve?.kind, curve?.control ?? (0, 0))
            if command == "Z" {
                text += candidate("Z", [])
                endsWithNumber = false
                repeatable = nil
                (penX, penY) = (startX, startY)
                return
            }
            // Which arguments are coordinates, written out here rather than asked of the builder: H has an
            // x, V a y, A's radii, rotation and flags are not (its end point is), every other command
            // alternates x and y.
            let relative = values.enumerated().map { index, value -> Int64 in
                let isX = command == "H" || (command == "A" ? index == 5 : command != "V" && index % 2 == 0)
                let isY = command == "V" || (command == "A" ? index == 6 : command != "H" && index % 2 == 1)
                return isX ? value - penX : isY ? value - penY : value
            }
            let (endX, endY): (Int64, Int64) = switch command {
            case "H": (values[0], penY)
            case "V": (penX, values[0])
            default: (values[values.count - 2], values[values.count - 1])
            }
            let lower = Character(command.lowercased())
            var options: [(Character, [Int64])] = []
            if command == "L" && (endX == penX || endY == penY) {
                if endY == penY { options += [("H", [values[0]]), ("h", [relative[0]])] }
                if endX == penX { options += [("V", [values[1]]), ("v", [relative[1]])] }
            }
            options += [(command, values), (lower, relative)]
            // The first shortest wins.
            let texts = options.map { candidate($0.0, $0.1) }
            let best = texts.indices.min { texts[$0].utf8.count < texts[$1].utf8.count }!
            let chosen = options[best]
            text += texts[best]
            if !chosen.1.isEmpty {
                endsWithNumber = true
                lastHasPoint = number(chosen.1.last!).contains(".")
            }
            repeatable = switch chosen.0 { case "M": "L"; case "m": "l"; default: chosen.0 }
            (penX, penY) = (endX, endY)
            if command == "M" { (startX, startY) = (endX, endY) }
        }
    }

    /// Random segments of every command, with values chosen to hit the measuring's edge cases: zero,
    /// exact units, trailing fraction zeros, values below one unit, negatives, lines along an axis once
    /// rounded, curves whose first control point is the smooth one, and now and then magnitudes near 10¹².
    @Test(arguments: [0, 1, 2, 3, 4, 5, 8])
    func agreesWithTheRulesAppliedToStrings(precision: Int) {
        var random = SplitMix64(seed: 900 + UInt64(precision))
        let unit = (0..<precision).reduce(Int64(1)) { product, _ in product * 10 }
        var smoothCurves = 0
        defer { #expect(smoothCurves > 200, "too few smooth curves written to test them") }
        for _ in 0..<400 {
            var builder = PathTextBuilder(precision: precision)
            var reference = Reference(precision: precision)
            func value() -> Int64 {
                switch Int.random(in: 0..<12, using: &random) {
                case 0: return 0
                case 1: return Int64.random(in: -30...30, using: &random) * unit
                case 2: return Int64.random(in: -3000...3000, using: &random) * max(unit / 100, 1)
                case 3: return Int64.random(in: -unit...unit, using: &random)
                case 4: return Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &random)
                default: return Int64.random(in: -40 * unit...40 * unit, using: &random)
                }
            }
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let command: Character = ["M", "L", "L", "L", "H", "V", "C", "S", "Q", "T", "A", "Z"].randomElement(using: &random)!
                let letter = UInt8(ascii: command.unicodeScalars.first!)
                var values = (0..<PathSegmentReader.argumentCount(letter)).map { _ in value() }
                if command == "L", Bool.random(using: &random) {
                    // Along an axis: keep one coordinate of the pen.
                    if Bool.random(using: &random) { values[0] = reference.penX } else { values[1] = reference.penY }
                }
                if command == "A" { values[3] = Int64.random(in: 0...1, using: &random) * unit; values[4] = unit }
                if command == "C" || command == "Q", Int.random(in: 0..<3, using: &random) == 0 {
                    // The first control point where a smooth curve would put it (reflected, or the pen).
                    (values[0], values[1]) = reference.smoothControl(command)
                }
                var inline = InlineArray<7, Int64>(repeating: 0)
                for (index, value) in values.enumerated() { inline[index] = value }
                builder.write(letter, inline)
                reference.write(command, values)
            }
            #expect(String(decoding: builder.output.bytes, as: UTF8.self) == reference.text)
            #expect(builder.penX == reference.penX && builder.penY == reference.penY)
            smoothCurves += reference.smoothed
        }
    }

    /// Every entry of ``SmallNumberTexts`` spells its magnitude as the reference does and carries that
    /// text's shape, and a negative number's shape is its text's with the `-`; checked for every
    /// magnitude at precision 3 (the default) and every seventh at the others.
    @Test(arguments: [0, 1, 2, 3, 4])
    func smallNumberTextsSpellTheirMagnitudes(precision: Int) {
        let table = SmallNumberTexts.table(precision: precision)
        #expect(table.count == SmallNumberTexts.count)
        let reference = Reference(precision: precision)
        let scale = FixedPointScale.of(precision: precision)
        var wrong: [Int64] = []
        var buffer = [UInt8](repeating: 0, count: 16)
        for magnitude in stride(from: 0, to: table.count, by: precision == 3 ? 1 : 7) {
            let end = buffer.withUnsafeMutableBufferPointer {
                SmallNumberTexts.write(table[magnitude], into: $0.baseAddress!, at: 0)
            }
            if String(decoding: buffer[..<end], as: UTF8.self) != reference.number(Int64(magnitude)) { wrong.append(Int64(magnitude)) }
            for value in [Int64(magnitude), -Int64(magnitude)] {
                let text = reference.number(value), shape = NumberShape(value, scale: scale, texts: table)
                let startsWithMinus = text.hasPrefix("-"), startsWithPoint = text.hasPrefix(".")
                if shape.length != text.utf8.count || shape.hasPoint != text.contains(".")
                    || shape.joins(afterPoint: false) != startsWithMinus
                    || shape.joins(afterPoint: true) != (startsWithMinus || startsWithPoint) {
                    wrong.append(value)
                }
            }
        }
        #expect(wrong.isEmpty, "first wrong: \(wrong.prefix(5))")
        // Past the table, shapes are measured: the same rules.
        for value: Int64 in [Int64(table.count), -Int64(table.count), 123_456_789, -1_000_000_000_000] {
            let text = reference.number(value), shape = NumberShape(value, scale: scale, texts: table)
            #expect(shape.length == text.utf8.count && shape.hasPoint == text.contains("."))
        }
    }
}
