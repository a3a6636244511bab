import EmblemGeometry
@testable import EmblemSVG
import Testing

/// `xi:include` loads nothing (Emblem reads no file the document names), so its fallback is drawn, or
/// nothing, and the user is told which.
struct XIncludeTests {
    static func resolve(_ body: String) throws -> (Drawing, [Diagnostic]) {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" viewBox="0 0 40 40">
            \(body)</svg>
            """
        return Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
    }

    @Test func fallbackIsDrawnInPlace() throws {
        let (drawing, diagnostics) = try Self.resolve("""
            <g fill="#06c" transform="translate(10 0)"><xi:include href="badge.svg">
            <xi:fallback><rect x="1" y="2" width="3" height="4"/></xi:fallback></xi:include><circle r="1"/></g>
            """)
        // The fallback's shape, in document order before the circle, inheriting the group's fill and transform.
        #expect(drawing.shapes.count == 2)
        let rect = drawing.shapes[0]
        #expect(rect.shape.path.bounds(applying: rect.transform) == Rect(x: 11, y: 2, width: 3, height: 4))
        #expect(rect.shape.style.fill == .color(Color(red8: 0, green8: 0x66, blue8: 0xCC)))
        #expect(diagnostics.map(\.message) == [
            "Did not include 'badge.svg' (<xi:include>): Emblem loads nothing from outside the document, so its xi:fallback is drawn instead."])
        #expect(diagnostics.first?.location?.line == 2)
    }

    /// Inside text (kept as an element, not drawn as a group), an inclusion is replaced by its fallback's
    /// content, or nothing, with the same warning: it was written as it came, and librsvg drawing the
    /// output read the file it names.
    @Test func inclusionsInTextAreReplaced() throws {
        let (drawing, diagnostics) = try Self.resolve("<text y=\"10\">a<xi:include href=\"secret.txt\" parse=\"text\">"
            + "<xi:fallback>b</xi:fallback></xi:include>c<tspan><xi:include href=\"/etc/passwd\" parse=\"text\"/></tspan></text>")
        let text = try #require(drawing.shapes.first?.shape.text)
        func containsInclusion(_ element: XMLElement) -> Bool {
            element.namespaceURI == SVGNamespace.xinclude || element.childElements.contains(where: containsInclusion)
        }
        #expect(!containsInclusion(text))
        #expect(text.textContent == "abc")
        #expect(diagnostics.filter { $0.message.hasPrefix("Did not include") }.count == 2)
        #expect(!DrawingWriter().string(for: drawing).contains("xi:"))
    }

    @Test func inclusionWithoutFallbackDrawsNothing() throws {
        let (drawing, diagnostics) = try Self.resolve(#"<xi:include href="data.txt" parse="text"/><rect width="5" height="5"/>"#)
        #expect(drawing.shapes.count == 1)
        #expect(diagnostics.map(\.message) == [
            "Did not include 'data.txt' (<xi:include>): Emblem loads nothing from outside the document, so nothing is drawn in its place."])
    }

    /// Elements of the same local names in other namespaces are not inclusions.
    @Test func onlyTheXIncludeNamespaceCounts() throws {
        let (drawing, diagnostics) = try Self.resolve(#"<x:include xmlns:x="urn:other"><x:fallback><rect width="5" height="5"/></x:fallback></x:include>"#)
        #expect(drawing.shapes.isEmpty)
        #expect(diagnostics.isEmpty)
    }
}
