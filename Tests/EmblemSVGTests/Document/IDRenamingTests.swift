import EmblemGeometry
import Testing
@testable import EmblemSVG

/// Renaming ids with every same-document reference to them, for content from two documents in one.
@Suite struct IDRenamingTests {
    static let renaming = IDRenaming(["a": "a-2", "grad": "grad-2"])

    @Test(arguments: [
        ("url(#a)", "url(#a-2)"), ("url( \"#a\" )", "url(#a-2)"), ("url('#grad') red", "url(#grad-2) red"),
        ("url(#ab)", "url(#ab)"), ("url(other.svg#a)", "url(other.svg#a)"), ("#a", "#a"), ("none", "none"),
        ("fill:url(#a);stroke:url(#b);clip-path:url(#grad)", "fill:url(#a-2);stroke:url(#b);clip-path:url(#grad-2)"),
        // The end of the value closes a `url(`; a bad URL (`url(#a b)`) refers to nothing.
        ("url(#a", "url(#a-2)"), ("fill: url( '#grad", "fill: url(#grad-2)"), ("url(#a b) url(#a)", "url(#a b) url(#a-2)"),
    ])
    func urlsPointToTheNewNames(_ text: String, _ expected: String) {
        #expect(Self.renaming.renamed(text) == expected)
    }

    /// Ids, `href`s and `url()`s anywhere in the tree, and a `<style>`'s text; other values and other
    /// documents' references stay.
    @Test func elementsAndTheirReferencesAreRenamed() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs>\
            <linearGradient id="grad" xlink:href="#a"/><linearGradient id="a" gradientTransform="scale(2)"/>\
            <clipPath id="c"><rect style="fill:url(#grad)" width="1" height="1"/></clipPath>\
            <style>.x{fill:url(#a)}</style><use href="other.svg#a"/></defs></svg>
            """
        let defs = try #require(try SVGDocument(bytes: Array(source.utf8)).root.childElements.first)
        let renamed = Self.renaming.renamed(defs)
        let elements = renamed.childElements
        #expect(elements[0][attribute: "id"] == "grad-2" && elements[0][attribute: "xlink:href"] == "#a-2")
        #expect(elements[1][attribute: "id"] == "a-2" && elements[1][attribute: "gradientTransform"] == "scale(2)")
        #expect(elements[2][attribute: "id"] == "c" && elements[2].childElements[0][attribute: "style"] == "fill:url(#grad-2)")
        #expect(elements[3].textContent == ".x{fill:url(#a-2)}")
        #expect(elements[4][attribute: "href"] == "other.svg#a")
    }

    /// New names avoid both documents' ids; ids only one document has keep their names.
    @Test func newNamesAvoidEveryIDOfBoth() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"a\"/><g id=\"a-2\"/><g id=\"b\"/><g id=\"c\"/></svg>"
        let roots = try SVGDocument(bytes: Array(source.utf8)).root.childElements
        let renaming = IDRenaming.avoiding(["a", "c", "a-3", "x"], in: roots)
        #expect(renaming.names == ["a": "a-4", "c": "c-2"])
        #expect(IDRenaming.avoiding(["z"], in: roots).isEmpty)
    }

    /// A shape's paints, own clip, markers and enclosing effects follow; a colour paint stays as it is.
    @Test func shapesFollow() {
        var shape = DrawingShape(path: Path())
        shape.style.fill = .reference("url(#grad)", fallback: .color(.black))
        shape.style.stroke = .color(.black)
        shape.style.clipPath = "url(#a)"
        shape.style.extra = ["marker-end": "url(#a)"]
        shape.enclosingEffects = [EnclosingEffect(transform: .identity, mask: "url(#a)", filter: "url(#f)")]
        let renamed = Self.renaming.renamed(shape)
        #expect(renamed.style.fill == .reference("url(#grad-2)", fallback: .color(.black)))
        #expect(renamed.style.stroke == .color(.black))
        #expect(renamed.style.clipPath == "url(#a-2)" && renamed.style.extra["marker-end"] == "url(#a-2)")
        #expect(renamed.enclosingEffects[0].mask == "url(#a-2)" && renamed.enclosingEffects[0].filter == "url(#f)")
        #expect(IDRenaming([:]).renamed(shape) == shape)
    }
}
