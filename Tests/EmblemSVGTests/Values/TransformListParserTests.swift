import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

struct TransformListParserTests {
    static func m(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) -> AffineTransform {
        AffineTransform(a: a, b: b, c: c, d: d, e: e, f: f)
    }

    /// Hand-computed matrices.
    static let references: [(String, AffineTransform)] = [
        ("", m(1, 0, 0, 1, 0, 0)),
        ("  \n ", m(1, 0, 0, 1, 0, 0)),
        ("matrix(1 2 3 4 5 6)", m(1, 2, 3, 4, 5, 6)),
        ("matrix(1,2,3,4,5,6)", m(1, 2, 3, 4, 5, 6)),
        ("matrix(1-2.5.5,4 5e1 6)", m(1, -2.5, 0.5, 4, 50, 6)),
        ("translate(10)", m(1, 0, 0, 1, 10, 0)),
        ("translate(10, -20)", m(1, 0, 0, 1, 10, -20)),
        ("translate(1e1-5)", m(1, 0, 0, 1, 10, -5)),
        ("scale(2)", m(2, 0, 0, 2, 0, 0)),
        ("scale(2 3)", m(2, 0, 0, 3, 0, 0)),
        ("rotate(90)", m(0, 1, -1, 0, 0, 0)),
        ("rotate(-90)", m(0, -1, 1, 0, 0, 0)),
        // About (10, 20): e = cx − cos·cx + sin·cy = 30, f = cy − sin·cx − cos·cy = 10.
        ("rotate(90 10 20)", m(0, 1, -1, 0, 30, 10)),
        ("rotate(90,10,20)", m(0, 1, -1, 0, 30, 10)),
        ("skewX(45)", m(1, 0, 1, 1, 0, 0)),
        ("skewY(45)", m(1, 1, 0, 1, 0, 0)),
        // Left to right: translate(scale(p)).
        ("translate(10,20) scale(2)", m(2, 0, 0, 2, 10, 20)),
        ("scale(2) translate(10,20)", m(2, 0, 0, 2, 20, 40)),
        ("scale(2),translate(10,20)", m(2, 0, 0, 2, 20, 40)),
        ("scale(2) , translate(10,20)", m(2, 0, 0, 2, 20, 40)),
        ("translate(5 0)rotate(90)", m(0, 1, -1, 0, 5, 0)),
        ("rotate(90) translate(5 0)", m(0, 1, -1, 0, 0, 5)),
        (" translate ( 1 2 ) ", m(1, 0, 0, 1, 1, 2)),
    ]

    @Test(arguments: references)
    func parsesToMatrix(text: String, expected: AffineTransform) throws {
        let transform = try TransformListParser.parse(text)
        #expect(transform.isClose(to: expected, tolerance: 1e-12), "\(text) → \(transform)")
    }

    @Test func rotateAboutCentreIsTranslateRotateTranslate() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let angle = Double.random(in: -720...720, using: &random)
            let cx = Double.random(in: -100...100, using: &random), cy = Double.random(in: -100...100, using: &random)
            let parsed = try TransformListParser.parse("rotate(\(angle) \(cx) \(cy))")
            let composed = try TransformListParser.parse("translate(\(cx) \(cy)) rotate(\(angle)) translate(\(-cx) \(-cy))")
            #expect(parsed.isClose(to: composed, tolerance: 1e-9))
            // The centre is a fixed point.
            #expect(parsed.apply(to: Point(x: cx, y: cy)).distance(to: Point(x: cx, y: cy)) < 1e-9)
        }
    }

    @Test func listsComposeLeftToRight() throws {
        let parsed = try TransformListParser.parse("translate(5 5) rotate(30) scale(2 3) skewX(10)")
        let expected = AffineTransform.translation(x: 5, y: 5)
            .concatenating(.rotation(degrees: 30))
            .concatenating(.scale(x: 2, y: 3))
            .concatenating(.skewX(degrees: 10))
        #expect(parsed.isClose(to: expected, tolerance: 1e-12))
        // The rightmost transform applies first: (1, 0) is scaled, then moved.
        let point = try TransformListParser.parse("translate(10 20) scale(3)").apply(to: Point(x: 1, y: 0))
        #expect(point == Point(x: 13, y: 20))
    }

    @Test(arguments: [
        ("translate(10", 12, "Expected a number or ')'"),
        ("rotate(1 2)", 0, "'rotate()' takes 1 or 3 numbers, found 2"),
        ("matrix(1 2 3 4 5)", 0, "'matrix()' takes 6 numbers, found 5"),
        ("skewX()", 0, "'skewX()' takes 1 number, found 0"),
        ("foo(1)", 0, "Unknown transform function 'foo'"),
        ("scale(2),", 9, "Expected a transform function"),
        ("translate(10 20) x", 17, "Unknown transform function 'x'"),
        ("scale 2", 6, "Expected '(' after 'scale'"),
        ("translate(1,,2)", 12, "Expected a number or ')'"),
        ("scale(1e999)", 6, "out of range"),
        ("Rotate(45)", 0, "Unknown transform function 'Rotate'"),
    ])
    func errors(text: String, offset: Int, message: String) throws {
        let error = #expect(throws: ValueSyntaxError.self) { try TransformListParser.parse(text) }
        #expect(error?.offset == offset, "\(text)")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }
}
