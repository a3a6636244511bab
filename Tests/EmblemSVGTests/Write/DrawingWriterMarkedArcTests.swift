import EmblemGeometry
import Testing
@testable import EmblemSVG

/// A path with mid markers keeps its arcs when `DrawingWriter` writes it: the drawing draws each arc as
/// up to four cubics, and every joint between them is a vertex a mid marker marks (librsvg drew three
/// extra markers on a 270° arc). Other paths are written from their geometry, as before.
struct DrawingWriterMarkedArcTests {
    static let marker = "<marker id=\"m\"><circle r=\"1\"/></marker>"

    static func drawing(_ body: String) throws -> Drawing {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)\(marker)</svg>"
        return Resolver().resolve(try SVGDocument(bytes: Array(source.utf8))).drawing
    }

    /// The drawing written and read back.
    static func writtenAndRead(_ drawing: Drawing) throws -> (text: String, drawing: Drawing) {
        let text = DrawingWriter().string(for: drawing)
        return (text, Resolver().resolve(try SVGDocument(bytes: Array(text.utf8))).drawing)
    }

    /// Whether a shape read back was written with arcs (a marked path with arcs keeps its text).
    static func keepsArcs(_ shape: DrawingShape) -> Bool { shape.sourcePathData != nil }

    /// The same elements, each point within `tolerance` (half the writer's last decimal where the path
    /// was written from its geometry; arcs of whole numbers are written exactly and read to the same cubics).
    static func expectSameGeometry(_ a: Path, _ b: Path, tolerance: Double = 1e-9, _ context: String) {
        #expect(a.elements.count == b.elements.count, "\(context)")
        for (p, q) in zip(a.points, b.points) {
            #expect(abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance, "\(context): \(p) ≠ \(q)")
        }
    }

    @Test func markedArcsAreWrittenAsArcs() throws {
        let drawing = try Self.drawing("<path d=\"M10 50A30 30 0 1 1 70 50L90 80a20 10 30 0 0-30 10\" marker-mid=\"url(#m)\"/>"
                                       + "<g style=\"marker: url(#m)\"><path d=\"M15 88a6 6 0 0 0 12 0 6 6 0 0 1 12 0\" transform=\"rotate(9)\"/></g>")
        let (text, again) = try Self.writtenAndRead(drawing)
        #expect(again.shapes.map { Self.keepsArcs($0.shape) } == [true, true], "\(text)")
        #expect(again.shapes.map(\.transform) == drawing.shapes.map(\.transform))
        for (written, read) in zip(drawing.shapes, again.shapes) {
            Self.expectSameGeometry(read.shape.path, written.shape.path, text)
        }
    }

    /// Without a mid marker an arc's joints mark nothing: written from the geometry, as cubics.
    @Test(arguments: ["", " marker-start=\"url(#m)\" marker-end=\"url(#m)\""])
    func otherArcsAreWrittenAsCubics(markers: String) throws {
        let drawing = try Self.drawing("<path d=\"M10 50A30 30 0 1 1 70 50\"\(markers)/>")
        #expect(drawing.shapes[0].shape.sourcePathData == nil)
        let text = DrawingWriter().string(for: drawing)
        #expect(text.contains("<path d=\"M10 50c") || text.contains("<path d=\"M10 50C"), "\(text)")
    }

    /// A path changed since it was read (here moved) is written as it now is, from its geometry.
    @Test func aChangedPathIsWrittenFromItsGeometry() throws {
        var drawing = try Self.drawing("<path d=\"M10 50A30 30 0 1 1 70 50L90 80\" marker-mid=\"url(#m)\"/>")
        guard case .shape(var shape) = drawing.root.children[0] else { Issue.record("no shape"); return }
        shape.path = shape.path.applying(AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 5, f: 0))
        drawing.root.children[0] = .shape(shape)
        let (text, again) = try Self.writtenAndRead(drawing)
        #expect(!Self.keepsArcs(again.shapes[0].shape), "\(text)")
        Self.expectSameGeometry(again.shapes[0].shape.path, shape.path, tolerance: 0.0005, text)
    }

    /// Mapped with its path (as the symbol pipeline bakes transforms, mirrors and places), a marked path
    /// is written with its arcs, one segment each: the half circle too, whose mapped radius only just
    /// spans its chord (rounded, such an arc is written in two, a vertex more).
    @Test(arguments: [AffineTransform(a: 0.94, b: 0.342, c: -0.342, d: 0.94, e: 7, f: -3), AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 100, f: 0),
                      AffineTransform(a: 2, b: 0, c: 0.5, d: 1, e: 0, f: 0)])
    func aMappedPathKeepsItsArcs(transform: AffineTransform) throws {
        var drawing = try Self.drawing("<path d=\"M10 50A30 30 0 1 1 70 50L90 80a20 10 30 0 0-30 10\" marker-mid=\"url(#m)\"/>")
        guard case .shape(var shape) = drawing.root.children[0] else { Issue.record("no shape"); return }
        shape.mapPath(by: transform)
        drawing.root.children[0] = .shape(shape)
        let (text, again) = try Self.writtenAndRead(drawing)
        let written = try #require(again.shapes[0].shape.sourcePathData?.text, "\(text)")
        #expect(PathSegmentReader.segmentCount(of: written) == 4, "\(written)")
        // Within what rounding to three decimals moves an arc (end points half a unit, radii too).
        Self.expectSameGeometry(again.shapes[0].shape.path, shape.path, tolerance: 0.005, text)
    }

    /// Broken data is written as far as it was read, with no error for a reader to stop at.
    @Test func brokenMarkedDataIsWrittenAsRead() throws {
        let drawing = try Self.drawing("<path d=\"M10 50A30 30 0 1 1 70 50L90 80L\" marker-mid=\"url(#m)\"/>")
        #expect(drawing.shapes[0].shape.sourcePathData != nil)
        let text = DrawingWriter().string(for: drawing)
        let document = try SVGDocument(bytes: Array(text.utf8))
        let (again, diagnostics) = Resolver().resolve(document)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!Self.keepsArcs(again.shapes[0].shape), "\(text)")
        Self.expectSameGeometry(again.shapes[0].shape.path, drawing.shapes[0].shape.path, tolerance: 0.0005, text)
    }
}
