import Testing
@testable import EmblemSVG

/// `DrawingWriter` writes a run of paths painted alike inside a group that carries their paint once.
/// Read back, every path must have the style it had: the group may hold only what the paths inherit.
struct DrawingWriterPaintGroupTests {
    static func drawing(_ body: String) throws -> Drawing {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>"
        return Resolver().resolve(try SVGDocument(bytes: Array(source.utf8))).drawing
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Line art as Lucide draws it, with runs the group may take (alike strokes, markers, a gradient) and
    /// runs it may not (their own opacity, `vector-effect`, blending, which are not inherited).
    static let body = """
        <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\
        <path d="M1 1H5"/><path d="M1 3H5"/><path d="M1 5H5" stroke-width="3"/>\
        <path d="M1 7H5" opacity=".5"/><path d="M1 9H5" opacity=".5"/>\
        <path d="M1 11H5" marker-end="url(#m)"/><path d="M1 13H5" marker-end="url(#m)"/>\
        <path d="M1 15H5" vector-effect="non-scaling-stroke"/><path d="M1 17H5" vector-effect="non-scaling-stroke"/>\
        <path d="M1 19H5" style="mix-blend-mode: multiply"/><path d="M1 21H5" style="mix-blend-mode: multiply"/>\
        </g>\
        <marker id="m"><circle r="1"/></marker>\
        <path d="M8 2h1v1z" fill="url(#g)" fill-rule="evenodd"/><path d="M8 4h1v1z" fill="url(#g)" fill-rule="evenodd"/>\
        <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
        """

    @Test func pathsKeepTheirStylesThroughTheGroups() throws {
        let drawing = try Self.drawing(Self.body)
        let text = DrawingWriter().string(for: drawing)
        let again = Resolver().resolve(try SVGDocument(bytes: Array(text.utf8))).drawing
        #expect(again.shapes.count == drawing.shapes.count)
        #expect(again.shapes.map(\.shape.style) == drawing.shapes.map(\.shape.style), "\(text)")
        #expect(again.shapes.map(\.shape.path) == drawing.shapes.map(\.shape.path))
        // Three runs share a group: the first two strokes, the two with markers, the two with the gradient.
        #expect(Self.occurrences(of: "<g fill=", in: text) == 3, "\(text)")
        #expect(Self.occurrences(of: "stroke-linecap", in: text) == 9, "\(text)")
    }

    /// A style sheet kept in what is written (inside a mask among the definitions, or in preserved
    /// content, where librsvg applies it too) could match the new groups: then every path keeps its own paint.
    @Test(arguments: ["<mask id=\"k\"><style>g { stroke: red }</style><rect width=\"1\" height=\"1\"/></mask>",
                      "<foreignObject width=\"1\" height=\"1\"><style>g { stroke: red }</style></foreignObject>"])
    func noGroupsBesideAStyleSheet(keeping sheet: String) throws {
        let drawing = try Self.drawing(Self.body + sheet)
        let text = DrawingWriter().string(for: drawing)
        #expect(text.contains("<style>"))
        #expect(Self.occurrences(of: "<g fill=", in: text) == 0, "\(text)")
        #expect(Self.occurrences(of: "stroke-linecap", in: text) == 11)
    }
}
