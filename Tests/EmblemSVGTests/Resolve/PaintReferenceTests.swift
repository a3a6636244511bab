import EmblemSVG
import Testing

/// A fill or stroke referring to no gradient or pattern is painted as its fallback colour, or not at all,
/// by librsvg (SVG 2): a typo in an id left a shape blank without a word. It is said once per reference.
struct PaintReferenceTests {
    static func warnings(_ body: String) throws -> [String] {
        try ResolverTests.drawing(body).1.map(\.message).filter { $0.contains("refers to '#") }
    }

    @Test func aMissingGradientIsSaidOnce() throws {
        let body = "<g fill=\"url(#gradent)\"><rect width=\"4\" height=\"4\"/><circle r=\"2\"/></g>"
            + "<path d=\"M0 0h9\" stroke=\"url(#gone) red\"/>"
        #expect(try Self.warnings(body) == [
            "fill refers to '#gradent', which does not exist; it paints nothing.",
            "stroke refers to '#gone', which does not exist; its fallback colour is painted instead.",
        ])
    }

    @Test func aReferenceToAnotherKindOfElementIsSaid() throws {
        let body = "<path id=\"p\" d=\"M0 0h4v4z\"/><rect width=\"4\" height=\"4\" fill=\"url(#p)\"/>"
        #expect(try Self.warnings(body) == ["fill refers to '#p', a <path>, not a gradient or pattern; it paints nothing."])
    }

    /// Gradients and patterns, wherever they are (before or after, in `defs` or not), are found.
    @Test func paintServersAreNotWarnedOf() throws {
        let body = "<rect width=\"4\" height=\"4\" fill=\"url(#g)\" stroke=\"url('#p')\"/>"
            + "<defs><linearGradient id=\"g\"><stop offset=\"0\"/></linearGradient></defs>"
            + "<radialGradient id=\"r\"/><pattern id=\"p\" width=\"1\" height=\"1\"/><circle r=\"3\" fill=\"url(#r)\"/>"
        #expect(try Self.warnings(body).isEmpty)
    }
}
