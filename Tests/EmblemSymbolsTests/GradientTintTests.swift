import EmblemGeometry
import EmblemSVG
@testable import EmblemSymbols
import Testing

/// `GradientTint`: a gradient that fades keeps its transparency in the style's colour.
struct GradientTintTests {
    static let source = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs>
        <linearGradient id="stops"><stop style="stop-color:#292c2f"/><stop offset=".5" stop-color="rgb(0 0 0 / 50%)" stop-opacity="50%"/>
        <stop offset="1" style="stop-opacity:0"/></linearGradient>
        <linearGradient id="space" xlink:href="#stops" gradientUnits="userSpaceOnUse" gradientTransform="translate(5 0)" x2="10"/>
        <radialGradient id="box" href="#space" gradientUnits="objectBoundingBox"/>
        <linearGradient id="opaque"><stop stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
        <linearGradient id="loop" href="#loop"/></defs></svg>
        """

    static func lookup() throws -> (String) -> XMLElement? {
        let root = try SVGDocument(bytes: Array(source.utf8)).root
        func first(_ id: String, in element: XMLElement) -> XMLElement? {
            if element[attribute: "id"] == id { return element }
            return element.childElements.lazy.compactMap { first(id, in: $0) }.first
        }
        return { first($0, in: root) }
    }

    /// Stops come from the gradient or the nearest it refers to; each stop's opacity is its
    /// `stop-opacity` (style first, a percentage allowed) times its colour's alpha.
    @Test func stopOpacitiesFollowTheReferenceChain() throws {
        let lookup = try Self.lookup()
        let stops = try #require(GradientTint.stopOpacities(ofGradient: "box", in: lookup))
        #expect(stops.map(\.offset) == [nil, ".5", "1"])
        #expect(stops.map(\.opacity) == [1, 0.25, 0])
        #expect(GradientTint.isNeeded(stops))
        #expect(!GradientTint.isNeeded(try #require(GradientTint.stopOpacities(ofGradient: "opaque", in: lookup))))
        #expect(GradientTint.stopOpacities(ofGradient: "loop", in: lookup) == nil)
        #expect(GradientTint.stopOpacities(ofGradient: "missing", in: lookup) == nil)
    }

    /// A shape moved by T: a gradient in user-space units needs T times its own transform; one in
    /// bounding-box units needs nothing under a move and stretch, turns over in its box under a flip
    /// (before its own transform, `translate(5 0)` from the gradient it refers to), and cannot follow a
    /// rotation.
    @Test func tintsFollowTheShapesMove() throws {
        let lookup = try Self.lookup()
        let move = AffineTransform.translation(x: 3, y: 4).concatenating(.scale(x: 2, y: 2))
        let space = try #require(GradientTint.transform(ofGradient: "space", under: move, in: lookup))
        #expect(space?.isClose(to: move.concatenating(.translation(x: 5, y: 0))) == true)
        #expect(GradientTint.transform(ofGradient: "box", under: move, in: lookup) == .some(nil))
        #expect(GradientTint.transform(ofGradient: "box", under: .rotation(degrees: 30), in: lookup) == nil)
        let flipped = try #require(GradientTint.transform(ofGradient: "box", under: .scale(x: -1, y: 1), in: lookup))
        #expect(flipped?.isClose(to: AffineTransform(a: -1, b: 0, c: 0, d: 1, e: -4, f: 0)) == true)
        let upsideDown = try #require(GradientTint.transform(ofGradient: "box", under: AffineTransform(a: 2, b: 0, c: 0, d: -1, e: 0, f: 9), in: lookup))
        #expect(upsideDown?.isClose(to: AffineTransform(a: 1, b: 0, c: 0, d: -1, e: 5, f: 1)) == true)
        #expect(GradientTint.transform(ofGradient: "space", under: .identity, in: lookup) == .some(nil))
    }

    /// One tint per gradient and colour, named in the order asked, clear of the document's ids; opaque
    /// gradients and other paints are left to the flat colour.
    @Test func tintsAreMadeOnceAndNamedInOrder() throws {
        var tints = GradientTints(roots: [try SVGDocument(bytes: Array(Self.source.utf8)).root])
        let red = Color(red8: 255, green8: 0, blue8: 0)
        let first = tints.tint(.reference("url(#box)", fallback: nil), color: red)
        #expect(first == .reference("url(#emblem-tint-1)", fallback: nil))
        #expect(tints.tint(.reference("url(#box)", fallback: nil), color: red) == first)
        #expect(tints.tint(.reference("url(#stops)", fallback: nil), color: red) == .reference("url(#emblem-tint-2)", fallback: nil))
        #expect(tints.tint(.reference("url(#opaque)", fallback: nil), color: red) == nil)
        #expect(tints.tint(.color(.black), color: red) == nil)
        #expect(tints.elements.count == 2)
        let tint = tints.elements[0]
        #expect(tint.name == "radialGradient" && tint[attribute: "href"] == "#box")
        // In `style`, which a document's sheet rule for `stop` does not beat.
        #expect(tint.childElements.map { $0[attribute: "style"] } == ["stop-color:#f00", "stop-color:#f00;stop-opacity:.25", "stop-color:#f00;stop-opacity:0"])
    }
}
