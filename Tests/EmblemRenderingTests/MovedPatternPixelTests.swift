import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Testing

/// Patterns laid out in user-space units, painting shapes under transformed groups, in the symbol
/// pipeline, which bakes each group's transform into the path: the pattern, made in the space before the
/// move, stayed where it was (tiles of the wrong size and turn, a random document through the pipeline
/// found it). Drawn in its own colours the symbol must look as the file does: the pattern is copied with
/// the move in its `patternTransform`.
@Suite struct MovedPatternPixelTests {
    static let definitions = """
        <pattern id="u" patternUnits="userSpaceOnUse" width="10" height="8"><rect width="5" height="4" fill="#c06"/>\
        <circle cx="7" cy="6" r="2" fill="#06c"/></pattern>
        <pattern id="v" href="#u" patternTransform="rotate(20) translate(3 1)"/>
        <pattern id="w" patternUnits="userSpaceOnUse" x="2" y="3" width="12" height="12" viewBox="0 0 4 4" \
        patternContentUnits="objectBoundingBox"><path d="M0 0H2V2H0ZM2 2H4V4H2Z" fill="#093"/></pattern>
        """

    @Test(arguments: ["rotate(-30 50 50)", "scale(1.5 .8)", "skewX(20)", "translate(100 0) scale(-1 1) rotate(15 50 50)"])
    func patternsMoveWithTheirShapes(transform: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>\(Self.definitions)</defs>
            <g transform="\(transform)"><rect x="15" y="15" width="40" height="30" fill="url(#u)"/>
            <circle cx="70" cy="35" r="18" fill="url(#v)"/><rect x="20" y="55" width="60" height="30" fill="url(#w)"/></g></svg>
            """
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source)
        #expect(difference.fraction <= 0.005, "\(difference)")
    }

    /// Patterns laid out in the box of the shape they paint: the tile (`b`), the content (`c`), both with
    /// a turn of their own (`d`). Baked with the group's move, the shape's box moved but user-space
    /// content did not (a tile half as large under `scale(.5)` kept its content full size), box content
    /// followed a box the user-space tile did not, and a flip or turn could not be followed at all. Each
    /// is now laid out in user-space units over the shape's box before the move. The reference is the
    /// same drawing with each pattern written out by hand in user-space units, its content scaled by
    /// the box where it was in the box's units: librsvg 2.54 measures the box of a turned shape wrongly
    /// (see `BoxGradientPixelTests`), so the file can be the reference only for moves that do not turn.
    static let boxPatterns = """
        <pattern id="b" x=".1" width=".25" height="50%"><circle cx="4" cy="4" r="3" fill="#c06"/></pattern>\
        <pattern id="c" patternUnits="userSpaceOnUse" width="12" height="10" patternContentUnits="objectBoundingBox">\
        <rect width=".1" height=".2" fill="#06c"/></pattern>\
        <pattern id="d" width=".5" height=".5" patternContentUnits="objectBoundingBox" patternTransform="rotate(10)">\
        <path d="M0 0H.25V.25H0Z" fill="#093"/></pattern>
        """
    static let userSpacePatterns = """
        <pattern id="b" patternUnits="userSpaceOnUse" x="19" y="15" width="10" height="15"><circle cx="4" cy="4" r="3" fill="#c06"/></pattern>\
        <pattern id="c" patternUnits="userSpaceOnUse" width="12" height="10"><rect width="3" height="8" fill="#06c"/></pattern>\
        <pattern id="d" patternUnits="userSpaceOnUse" x="20" y="55" width="30" height="15" patternTransform="rotate(10)">\
        <path d="M0 0H15V7.5H0Z" fill="#093"/></pattern>
        """

    static func boxPatternDocument(_ transform: String, definitions: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>\(definitions)</defs>
        <g transform="\(transform)"><rect x="15" y="15" width="40" height="30" fill="url(#b)"/>
        <rect x="60" y="10" width="30" height="40" fill="url(#c)"/><rect x="20" y="55" width="60" height="30" fill="url(#d)"/></g></svg>
        """
    }

    @Test(arguments: ["scale(.5) translate(20 30)", "translate(100 0) scale(-1 1)", "scale(1.3 .7)", "rotate(-30 50 50)", "skewX(20)",
                      "translate(100 0) scale(-1 1) rotate(15 50 50)"])
    func patternsInTheBoxMoveWithTheirShapes(transform: String) throws {
        let source = Self.boxPatternDocument(transform, definitions: Self.boxPatterns)
        let reference = Self.boxPatternDocument(transform, definitions: Self.userSpacePatterns)
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source, from: reference)
        #expect(difference.fraction <= 0.005, "\(difference)")
        if !transform.contains("rotate") && !transform.contains("skew") {
            // Where librsvg measures the boxes right, the reference is the file's image too.
            let file = try Rasterizer().image(svg: Array(source.utf8), size: .square(128))
            let referenceImage = try Rasterizer().image(svg: Array(reference.utf8), size: .square(128))
            #expect(file.difference(from: referenceImage).fraction <= 0.005, "the hand-written reference is the file's pattern")
        }
    }

    /// A user-space tile whose corner is a percentage of the viewport, with content in the box's units:
    /// laid out anew under a scaling move, its corner is kept as written (the same percentage after the
    /// move) and only its size is needed. The percentage, which is not measured here, left the pattern
    /// unmoved, its content at the moved box's scale.
    @Test(arguments: ["scale(.5) translate(20 30)", "scale(1.3 .7)"])
    func aTileCornerInViewportPercentagesStaysAsWritten(transform: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><pattern id="e" patternUnits="userSpaceOnUse"             x="7%" y="5%" width="12" height="10" patternContentUnits="objectBoundingBox"><rect width=".15" height=".1" fill="#06c"/>            </pattern></defs><g transform="\(transform)"><rect x="15" y="15" width="60" height="50" fill="url(#e)"/></g></svg>
            """
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source)
        #expect(difference.fraction <= 0.005, "\(difference)")
    }

    /// On a shape whose box has no height, a pattern in the box's units paints nothing, or the fallback.
    @Test(arguments: ["scale(.5) translate(20 30)", "rotate(-30 50 50)"])
    func aPatternInTheBoxOfALineWithNoHeightPaintsTheFallback(transform: String) throws {
        let shape = "<line x1=\"10\" y1=\"40\" x2=\"90\" y2=\"40\" stroke-width=\"8\" stroke=\"%@\"/>"
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><defs>\(Self.boxPatterns)</defs>"
            + "<g transform=\"\(transform)\">\(shape.replacingOccurrences(of: "%@", with: "url(#b) #0a0"))</g></svg>"
        let expected = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><g transform=\"\(transform)\">"
            + shape.replacingOccurrences(of: "%@", with: "#0a0") + "</g></svg>"
        let difference = try RenderedGlyph.difference(ofSymbolFrom: source, from: expected)
        #expect(difference.fraction <= 0.002, "\(difference)")
    }
}
