import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// Seeded random text from each grammar's alphabet: parsers must never trap, must report offsets inside
/// the text, and must only produce finite geometry.
struct FuzzTests {
    static func randomText(_ alphabet: [UInt8], _ random: inout SplitMix64, maxLength: Int = 40) -> String {
        let count = Int.random(in: 0...maxLength, using: &random)
        return String(decoding: (0..<count).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
    }

    @Test func pathData() {
        var random = SplitMix64(seed: 11)
        let alphabet = Array("0123456789.eE+-, MmLlHhVvCcSsQqTtAaZz01 ".utf8) + [0xC3, 0xA9]
        for _ in 0..<20000 {
            let text = Self.randomText(alphabet, &random)
            let (path, error) = PathDataParser.parse(text)
            if let error { #expect((0...text.utf8.count).contains(error.offset), "\(text)") }
            #expect(path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(text)")
            if let first = path.elements.first { #expect(first.isMove, "\(text)") }
        }
    }

    @Test func extremeArcs() {
        for text in ["M0 0A1e308 1e308 0 0 1 1 1", "M0 0A1e-308 1e-308 0 1 1 1e308 1", "M0 0A1 1 1e300 0 0 5 5",
                     "M1e308 0A1 1 0 0 0 -1e308 0", "M0 0a1e-320 1 0 0 0 1 1"] {
            let (path, _) = PathDataParser.parse(text)
            #expect(path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(text)")
        }
    }

    @Test func otherValues() {
        var random = SplitMix64(seed: 12)
        let alphabet = Array("0123456789.eE+-,() /%#abcdefghlmnprstuvwxyzXY".utf8)
        for _ in 0..<20000 {
            let text = Self.randomText(alphabet, &random, maxLength: 24)
            let count = text.utf8.count
            func check(_ body: () throws(ValueSyntaxError) -> Void) {
                do throws(ValueSyntaxError) { try body() } catch {
                    #expect((0...count).contains(error.offset), "\(text)")
                    #expect(!error.message.isEmpty)
                }
            }
            check { () throws(ValueSyntaxError) in _ = try TransformListParser.parse(text) }
            check { () throws(ValueSyntaxError) in _ = try CSSColorParser.parse(text) }
            check { () throws(ValueSyntaxError) in _ = try Length.parse(text) }
            check { () throws(ValueSyntaxError) in _ = try NumberListParser.parse(text) }
            _ = StyleSheet(parsing: text)
            _ = DeclarationListParser.parse(text)
        }
    }

    @Test func styleSheetText() {
        var random = SplitMix64(seed: 13)
        let alphabet = Array("ab.#:;{}()[]/*@,'\"\\ -!0".utf8)
        for _ in 0..<20000 {
            let text = Self.randomText(alphabet, &random, maxLength: 30)
            let sheet = StyleSheet(parsing: text)
            _ = sheet.declarations(forElement: "a", id: "b", classes: ["a", "b"])
        }
    }

    /// The value grammars added for the cascade: CSS transforms (finite matrices or a located error),
    /// transform origins, media queries, `var()` substitution and conditional-processing lists.
    @Test func cascadeValues() {
        var random = SplitMix64(seed: 14)
        let alphabet = Array("0123456789.e+-,() %degradturnpxtranslaterotatescaleskewXYmatrix(--var:)screen and not dark".utf8)
        let media = MediaEnvironment(colorScheme: .dark)
        let conditions = ConditionalProcessing(languages: ["en-US", "de"])
        for _ in 0..<20000 {
            let text = Self.randomText(alphabet, &random, maxLength: 32)
            do throws(ValueSyntaxError) {
                _ = try CSSTransformParser.parse(text, referenceSize: (24, 24))
            } catch {
                #expect((0...text.utf8.count).contains(error.offset), "\(text)")
            }
            _ = TransformOrigin.point(text, in: Rect(x: 0, y: 0, width: 24, height: 24))
            _ = media.matches(text)
            _ = CustomPropertySubstitution.substitute(text, properties: ["--a": text, "--b": "var(--a) var(--a)"])
            _ = conditions.matchesLanguage(text)
            _ = FragmentReference.ids(inURLsOf: "url(" + text)
        }
    }

    /// Well-formed CSS transform lists and origins, with numbers of up to six digits in every unit:
    /// each parses to a finite matrix or a located error, never to infinity or NaN. (Random bytes almost
    /// never spell a whole function, so this test writes them.)
    @Test func cssTransformsStayFinite() {
        var random = SplitMix64(seed: 15)
        func pick(_ choices: [String]) -> String { choices[Int.random(in: 0..<choices.count, using: &random)] }
        func number() -> String {
            pick(["", "-"]) + String(Int.random(in: 0...999_999, using: &random)) + pick(["", ".5", ".000001"])
        }
        var parsed = 0, origins = 0
        for _ in 0..<5_000 {
            let functions = (0..<Int.random(in: 1...4, using: &random)).map { _ -> String in
                let name = pick(["matrix", "translate", "translateX", "translateY", "scale", "scaleX", "scaleY", "rotate",
                                 "skew", "skewX", "skewY"])
                let count = name == "matrix" ? 6 : name.hasSuffix("X") || name.hasSuffix("Y") || name == "rotate" ? 1
                    : Int.random(in: 1...2, using: &random)
                let units = name.hasPrefix("translate") ? ["px", "%", ""] : name.hasPrefix("scale") || name == "matrix" ? [""]
                    : ["deg", "rad", "grad", "turn"]
                return name + "(" + (0..<count).map { _ in number() + pick(units) }.joined(separator: pick([", ", ","])) + ")"
            }
            let text = functions.joined(separator: " ")
            do throws(ValueSyntaxError) {
                let transform = try CSSTransformParser.parse(text, referenceSize: (24, 24))
                parsed += 1
                let entries = [transform.a, transform.b, transform.c, transform.d, transform.e, transform.f]
                #expect(entries.filter { !$0.isFinite }.isEmpty, "\(text)")
            } catch {
                #expect((0...text.utf8.count).contains(error.offset), "\(text)")
            }
            let originText = number() + pick(["px", "%", ""]) + " " + pick(["top", "center", number() + "px", number() + "%"])
            if let origin = TransformOrigin.point(originText, in: Rect(x: 0, y: 0, width: 24, height: 24)) {
                origins += 1
                #expect(origin.x.isFinite && origin.y.isFinite, "\(originText)")
            }
        }
        #expect(parsed > 4_000 && origins > 4_000, "\(parsed) transforms and \(origins) origins read of 5,000")
    }
}
