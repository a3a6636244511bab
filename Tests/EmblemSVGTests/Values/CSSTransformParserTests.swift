import EmblemGeometry
import Testing
@testable import EmblemSVG

/// The CSS `transform` property and `transform-origin`, against CSS Transforms 1's definitions of each
/// function, checked on points.
struct CSSTransformParserTests {
    static func parse(_ text: String, size: (Double, Double) = (200, 100)) throws -> AffineTransform {
        try CSSTransformParser.parse(text, referenceSize: (size.0, size.1))
    }

    static func expect(_ transform: AffineTransform, maps point: Point, to expected: Point,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let mapped = transform.apply(to: point)
        #expect(abs(mapped.x - expected.x) < 1e-9 && abs(mapped.y - expected.y) < 1e-9, "\(mapped) ≠ \(expected)",
                sourceLocation: sourceLocation)
    }

    /// Each function with its units; a quarter turn however it is written maps (1, 0) to (0, 1).
    @Test(arguments: ["rotate(90deg)", "rotate(0.25turn)", "rotate(100grad)", "rotate(1.5707963267948966rad)", "rotate(90)",
                      "rotateZ(90deg)", "ROTATE(90DEG)"])
    func quarterTurns(text: String) throws {
        Self.expect(try Self.parse(text), maps: Point(x: 1, y: 0), to: Point(x: 0, y: 1))
    }

    @Test(arguments: [
        ("translate(10px, 20px)", Point(x: 11, y: 22)), ("translate(10px ,20px)", Point(x: 11, y: 22)),
        ("translate(10px)", Point(x: 11, y: 2)), ("translateX(1in)", Point(x: 97, y: 2)), ("translateY(-2)", Point(x: 1, y: 0)),
        ("translate(10%, 50%)", Point(x: 21, y: 52)),  // of the reference box, 200 × 100
        ("scale(2)", Point(x: 2, y: 4)), ("scale(2, 3)", Point(x: 2, y: 6)), ("scale(50%)", Point(x: 0.5, y: 1)),
        ("scaleX(-1)", Point(x: -1, y: 2)), ("scaleY(0.5)", Point(x: 1, y: 1)),
        ("skewX(45deg)", Point(x: 3, y: 2)), ("skewY(45deg)", Point(x: 1, y: 3)), ("skew(45deg)", Point(x: 3, y: 2)),
        ("skew(45deg, 45deg)", Point(x: 3, y: 3)),  // one shear, not skewX then skewY (which gives (4, 3))
        ("matrix(1, 2, 3, 4, 5, 6)", Point(x: 12, y: 16)),
        ("translate(10px, 0) scale(2)", Point(x: 12, y: 4)),  // left to right: scale first, then translate
        ("scale(2) translate(10px, 0)", Point(x: 22, y: 4)),
        ("none", Point(x: 1, y: 2)), ("  none  ", Point(x: 1, y: 2)),
    ])
    func functionsMapPoints(text: String, expected: Point) throws {
        Self.expect(try Self.parse(text), maps: Point(x: 1, y: 2), to: expected)
    }

    /// The end of the value closes the last function, as CSS Syntax closes every open block there.
    @Test(arguments: [("rotate(30deg", "rotate(30deg)"), ("translate(10px, 5px ", "translate(10px, 5px)"), ("scale(2) skewX(10deg", "scale(2) skewX(10deg)")])
    func theEndOfTheValueClosesTheLastFunction(text: String, closed: String) throws {
        Self.expect(try Self.parse(text), maps: Point(x: 1, y: 2), to: try Self.parse(closed).apply(to: Point(x: 1, y: 2)))
    }

    @Test(arguments: [
        ("", "Expected a transform function"), ("translate(1px,", "Expected a number or ')' in 'translate(', found the end of the value."), ("rotate 1deg", "Expected '('"),
        ("rotate(1px)", "Unknown angle unit 'px'"), ("translate(1deg)", "Unknown length unit 'deg'"),
        ("matrix(1, 2, 3)", "takes 6 arguments"), ("rotate(1, 2, 3)", "takes 1 argument"),
        ("perspective(10px)", "Unsupported transform function 'perspective()'"), ("none rotate(1deg)", "nothing after 'none'"),
        ("scale(2px)", "Expected a plain number"),
        // The attribute's syntax: CSS (and librsvg) want commas between arguments.
        ("translate(10px 20px)", "Expected ',' or ')' after an argument of 'translate(', found '2': the transform property is CSS"), ("matrix(1 0 0 1 5 0)", "separates arguments with commas"),
        ("scale(-1 1)", "Expected ',' or ')'"),
    ])
    func errorsSayWhatWasExpected(text: String, message: String) {
        do {
            _ = try CSSTransformParser.parse(text, referenceSize: (10, 10))
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test(arguments: [
        ("center", Point(x: 110, y: 55)), ("left top", Point(x: 10, y: 5)), ("top left", Point(x: 10, y: 5)),
        ("right", Point(x: 210, y: 55)), ("bottom", Point(x: 110, y: 105)), ("25% 75%", Point(x: 60, y: 80)),
        ("20px 30px", Point(x: 30, y: 35)), ("right 10%", Point(x: 210, y: 15)), ("bottom 10px", Point(x: 20, y: 105)),
        ("0 0 5px", Point(x: 10, y: 5)),
    ])
    func transformOrigins(text: String, expected: Point) {
        #expect(TransformOrigin.point(text, in: Rect(x: 10, y: 5, width: 200, height: 100)) == expected)
    }

    @Test(arguments: ["", "middle", "left right", "1 2 3 4", "10qq", "left top right", "0 0 50%"])
    func invalidOriginsAreRefused(text: String) {
        #expect(TransformOrigin.point(text, in: Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
    }

    static func shapeBounds(_ body: String, head: String = "") throws -> [Rect] {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">" + head + body + "</svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        return drawing.shapes.compactMap { $0.shape.path.bounds(applying: $0.transform) }
    }

    /// In the cascade, a sheet's or the `style` attribute's `transform` beats the attribute (its
    /// presentation attribute); an invalid one is dropped, so the next one down applies.
    @Test func cssTransformsOverrideTheAttribute() throws {
        let bounds = try Self.shapeBounds("""
            <rect class="moved" width="10" height="10" transform="translate(50 0)"/>
            <rect width="10" height="10" transform="translate(50 0)" style="transform: translateY(20px)"/>
            <rect width="10" height="10" transform="translate(50 0)" style="transform: spin(1turn)"/>
            """, head: "<style>.moved { transform: translate(0, 70px) }</style>")
        #expect(bounds == [Rect(x: 0, y: 70, width: 10, height: 10), Rect(x: 0, y: 20, width: 10, height: 10),
                           Rect(x: 50, y: 0, width: 10, height: 10)])
    }

    /// `transform-origin` turns about a point of the viewBox, or of the element's own bounds with
    /// `transform-box: fill-box` (a group's from its children); it applies to the attribute too.
    @Test func originsAndReferenceBoxes() throws {
        let bounds = try Self.shapeBounds("""
            <rect x="10" y="10" width="20" height="10" style="transform: rotate(90deg); transform-origin: 20px 15px"/>
            <rect x="60" y="60" width="20" height="10" transform="scale(2)" transform-origin="center" style="transform-box: fill-box"/>
            <g style="transform: scale(0.5); transform-origin: 50% 50%; transform-box: fill-box"><rect x="0" y="80" width="40" height="20"/></g>
            <rect width="10" height="10" style="transform: translate(10%, 20%); transform-origin: center"/>
            """)
        #expect(bounds[0] == Rect(x: 15, y: 5, width: 10, height: 20))    // about its own centre: upright → on end
        #expect(bounds[1] == Rect(x: 50, y: 55, width: 40, height: 20))   // doubled about (70, 65)
        #expect(bounds[2] == Rect(x: 10, y: 85, width: 20, height: 10))   // halved about the group's centre (20, 90)
        #expect(bounds[3] == Rect(x: 10, y: 20, width: 10, height: 10))   // a translation ignores the origin
    }
}
