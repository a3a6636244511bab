import EmblemTestSupport
import Foundation
import Testing
@testable import EmblemSymbols

/// The JSON reader behind `info.json`, against Foundation's `JSONSerialization` as the independent
/// reference: the same values for what both accept, a refusal wherever the reference refuses, and every
/// value's position pointing at its first character.
@Suite struct LocatedJSONTests {
    /// A value in the reader's terms, comparable with what `JSONSerialization` gives.
    static func plain(_ json: LocatedJSON) -> AnyHashable {
        switch json.value {
        case .object(let members): return Dictionary(uniqueKeysWithValues: members.map { ($0.key, plain($0.value)) }) as [String: AnyHashable]
        case .array(let elements): return elements.map(plain) as [AnyHashable]
        case .string(let string): return string
        case .number(let number): return number
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    static func plain(foundation value: Any) -> AnyHashable {
        switch value {
        case let dictionary as [String: Any]: return dictionary.mapValues { plain(foundation: $0) } as [String: AnyHashable]
        case let array as [Any]: return array.map { plain(foundation: $0) } as [AnyHashable]
        case let string as String: return string
        case is NSNull: return "null"
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumbers too, of Objective-C type `c` (char).
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.doubleValue
        default: return "?"
        }
    }

    static func randomValue(_ random: inout SplitMix64, depth: Int = 0) -> Any {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
        case 0: return Double(Int.random(in: -100_000...100_000, using: &random)) / [1, 10, 1000][Int.random(in: 0..<3, using: &random)]
        case 1:
            let alphabet = Array("ab \"\\/\n\t\u{1}é€😀") as [Character]
            return String((0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        case 2: return Bool.random(using: &random)
        case 3: return NSNull()
        case 4: return (0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(&random, depth: depth + 1) }
        default:
            var object: [String: Any] = [:]
            for index in 0..<Int.random(in: 0...4, using: &random) { object["k\(index)\(["", "é", "\""].randomElement(using: &random)!)"] = randomValue(&random, depth: depth + 1) }
            return object
        }
    }

    /// Written by Foundation (compact and pretty), read back here: the same values, and each value's
    /// position holds the character its kind starts with.
    @Test func readsWhatFoundationWrites() throws {
        var random = SplitMix64(seed: 41)
        for round in 0..<2000 {
            let value = Self.randomValue(&random)
            let options: JSONSerialization.WritingOptions = round.isMultiple(of: 2) ? [.fragmentsAllowed] : [.fragmentsAllowed, .prettyPrinted]
            let text = try JSONSerialization.data(withJSONObject: value, options: options)
            let bytes = [UInt8](text)
            let read = try LocatedJSONReader.read(bytes)
            #expect(Self.plain(read) == Self.plain(foundation: value), "\(String(decoding: bytes, as: UTF8.self))")
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
            func check(_ json: LocatedJSON) {
                let line = lines[json.position.line - 1]
                let first = line[json.position.column - 1]
                let expected: Set<Unicode.Scalar> = switch json.value {
                case .object: ["{"]
                case .array: ["["]
                case .string: ["\""]
                case .number: Set("-0123456789".unicodeScalars)
                case .bool: ["t", "f"]
                case .null: ["n"]
                }
                #expect(expected.contains(first), "\(json.position) in \(String(decoding: bytes, as: UTF8.self))")
                switch json.value {
                case .object(let members): members.forEach { check($0.value) }
                case .array(let elements): elements.forEach(check)
                default: break
                }
            }
            check(read)
        }
    }

    /// Random texts from JSON's alphabet: whatever Foundation refuses is refused here, and whatever is
    /// accepted here Foundation reads to the same value (duplicate keys and nesting past the limit are
    /// refused here only).
    @Test func refusesWhatFoundationRefuses() {
        var random = SplitMix64(seed: 42)
        let alphabet = Array("{}[]:,\"\\ 0123-.e+tfnrulsa\n".utf8)
        var accepted = 0
        for _ in 0..<30000 {
            let bytes = (0..<Int.random(in: 1...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            do {
                let read = try LocatedJSONReader.read(bytes)
                accepted += 1
                #expect(foundation.map { Self.plain(foundation: $0) } == Self.plain(read), "\(String(decoding: bytes, as: UTF8.self))")
            } catch {
                #expect(error.position.line >= 1 && error.position.column >= 1 && !error.message.isEmpty)
            }
        }
        #expect(accepted > 500)
    }

    @Test(arguments: [
        ("{\n  \"name\": \"a\",\n  x\n}", 3, 3, "Expected a key in double quotes, found 'x'."),
        ("{\"a\": [1, 2,]}", 1, 13, "Expected a value"),
        ("{\"a\": 01}", 1, 7, "does not start with 0"),
        ("{\"é\": \"é\" \"b\"}", 1, 11, "Expected ',' or '}'"),
        ("[\"a\tb\"]", 1, 4, "control character (0x09)"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "appears twice"),
        ("[1e999]", 1, 2, "out of range"),
        ("{\"a\": tru}", 1, 7, "Expected a value"),
        ("\"\\ud800\"", 1, 8, "low surrogate"),
        ("[1] 2", 1, 5, "end of the text"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try LocatedJSONReader.read(Array(text.utf8))
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.position == LocatedJSON.Position(line: line, column: column), "\(error.message)")
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    /// A million opening brackets are refused at the depth limit, without overflowing the stack.
    @Test func deepNestingIsRefused() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        do {
            _ = try LocatedJSONReader.read(bytes)
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("nested more than \(LocatedJSONReader.maximumDepth) deep"))
            #expect(error.position.column == LocatedJSONReader.maximumDepth + 1)
        }
        #expect((try? LocatedJSONReader.read(Array((String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).utf8))) != nil)
    }

    /// A long one-line file (a minified `info.json`) and an object of many keys are read in one pass:
    /// columns counted from the line's start for every value, and repeated keys looked for among all the
    /// earlier ones, made a 530 kB file take 9 s. The limit only stops a run that has gone quadratic
    /// (this size takes 0.1 s when linear).
    @Test(.timeLimit(.minutes(1))) func longLinesAndManyKeysStayLinear() throws {
        let strings = (0..<Self.longListCount).map { "\"k\($0)\"" }
        let array = try LocatedJSONReader.read(Array(("[" + strings.joined(separator: ",") + "]").utf8))
        guard case .array(let elements) = array.value else { Issue.record("not an array: \(array)"); return }
        #expect(elements.count == strings.count)
        // One ASCII line: each element's column is its byte offset plus one.
        var offset = 1
        for (element, text) in zip(elements, strings) {
            #expect(element.position == LocatedJSON.Position(line: 1, column: offset + 1))
            offset += text.utf8.count + 1
        }
        let members = strings.map { $0 + ":1" }
        let object = try LocatedJSONReader.read(Array(("{" + members.joined(separator: ",") + "}").utf8))
        guard case .object(let read) = object.value else { Issue.record("not an object: \(object)"); return }
        #expect(read.count == strings.count)
        let repeated = "{" + members.joined(separator: ",") + ",\"k7\":2}"
        #expect(throws: JSONSyntaxError.self) { try LocatedJSONReader.read(Array(repeated.utf8)) }
    }

    /// Enough for the quadratic reader to pass the limit (86 s in a debug build), and little enough that it fails then rather than hangs.
    static let longListCount = 10_000

    @Test func byteOrderMarkIsSkipped() throws {
        let read = try LocatedJSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(Self.plain(read) == AnyHashable(["a": 1.0] as [String: AnyHashable]))
        #expect(read.position == LocatedJSON.Position(line: 1, column: 1))
    }
}
