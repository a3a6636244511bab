import EmblemSVG
import Testing

/// A fill or stroke referring to no gradient or pattern is painted as its fallback colour, or not at all,
/// by librsvg (SVG 2), and an element whose clip path, mask, filter or marker is missing is drawn without
/// it: a typo in an id changed the drawing without a word. It is said once per reference.
struct ReferenceCheckTests {
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

    /// Clip paths, masks, filters and markers, on shapes and on groups; the same found are not warned of,
    /// nor are the clip paths the resolver makes for nested viewports.
    @Test func effectsAndMarkersAreChecked() throws {
        let body = "<g clip-path=\"url(#c)\"><rect width=\"4\" height=\"4\" mask=\"url(#m)\" filter=\"blur(1px) url(#f)\"/></g>"
            + "<path d=\"M0 0h9\" stroke=\"red\" marker-start=\"url(#k)\" marker-end=\"url(#p)\"/>"
            + "<path id=\"p\" d=\"M0 0\"/>"
        #expect(try Self.warnings(body) == [
            "clip-path refers to '#c', which does not exist; the element is drawn unclipped.",
            "mask refers to '#m', which does not exist; the element is drawn unmasked.",
            "filter refers to '#f', which does not exist; the element is drawn without the filter.",
            "marker-start refers to '#k', which does not exist; no marker is drawn there.",
            "marker-end refers to '#p', a <path>, not a marker; no marker is drawn there.",
        ])
        let found = "<clipPath id=\"c\"><rect width=\"2\" height=\"2\"/></clipPath><mask id=\"m\"/><filter id=\"f\"/>"
            + "<marker id=\"k\"/><g clip-path=\"url(#c)\" mask=\"url(#m)\"><rect width=\"4\" height=\"4\" filter=\"url(#f)\"/></g>"
            + "<path d=\"M0 0h9\" stroke=\"red\" marker-mid=\"url(#k)\"/>"
            + "<svg x=\"10\" width=\"20\" height=\"20\" viewBox=\"0 0 5 5\"><rect width=\"9\" height=\"9\"/></svg>"
        #expect(try Self.warnings(found).isEmpty)
    }
}
