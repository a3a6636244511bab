import EmblemGeometry
import EmblemRaster
@testable import EmblemSVG
@testable import EmblemSymbols
import EmblemTestSupport
import Testing

/// A resolver that defers path geometry (`Resolver.defersPathGeometry`, as `emblem render -o x.svg`
/// resolves a plain file) makes the drawing the keeping resolver makes: the same bytes written, the same
/// diagnostics, the same paths to the bit once asked for, the same mirrored drawing. Writing the drawing
/// reads no geometry.
struct DeferredPathGeometryTests {
    static let keeping = {
        var resolver = Resolver()
        resolver.keepsPathData = true
        return resolver
    }()
    static let deferring = {
        var resolver = keeping
        resolver.defersPathGeometry = true
        return resolver
    }()

    static func document(_ body: String, viewBox: String = "0 0 100 100") throws -> SVGDocument {
        try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">\(body)</svg>".utf8))
    }

    /// The deferred geometries of a drawing's shapes, and whether each has been read.
    static func deferred(in drawing: Drawing) -> [DeferredPathGeometry] {
        drawing.shapes.compactMap { $0.shape.outline.isDeferred ? $0.shape.sourcePathData?.deferredGeometry : nil }
    }

    /// Returns how many paths were deferred.
    @discardableResult static func expectSameDrawing(_ source: String, _ context: String) throws -> Int {
        let document = try SVGDocument(bytes: Array(source.utf8))
        let kept = Self.keeping.resolve(document), deferring = Self.deferring.resolve(document)
        #expect(deferring.diagnostics == kept.diagnostics, "\(context)\n\(source)")
        let readWhileResolving = Self.deferred(in: deferring.drawing).map(\.isBuilt)
        let written = DrawingWriter().data(for: deferring.drawing)
        #expect(written == DrawingWriter().data(for: kept.drawing), "\(context)\n\(source)")
        #expect(Self.deferred(in: deferring.drawing).map(\.isBuilt) == readWhileResolving, "writing read geometry: \(context)")
        let width = deferring.drawing.viewBox.width
        #expect(DrawingWriter().data(for: deferring.drawing.mirroredHorizontally(viewportWidth: width))
                == DrawingWriter().data(for: kept.drawing.mirroredHorizontally(viewportWidth: width)), "mirrored: \(context)\n\(source)")
        let deferredShapes = deferring.drawing.shapes, keptShapes = kept.drawing.shapes
        #expect(deferredShapes.count == keptShapes.count)
        for (read, built) in zip(deferredShapes, keptShapes) {
            #expect(read.shape.path.elements.map(\.bitPatterns) == built.shape.path.elements.map(\.bitPatterns),
                    "\(context)\n\(source)")
            #expect(read.transform == built.transform)
        }
        #expect(deferring.drawing == kept.drawing, "\(context)")
        return Self.deferred(in: deferring.drawing).count
    }

    /// Random documents of shapes, groups, uses, transforms and styles, and of paints, clips and masks.
    @Test(arguments: 0..<2)
    func randomDocumentsMakeTheSameDrawing(batch: Int) throws {
        var shapes = RandomDocumentPixelTests.Generator(random: SplitMix64(seed: 0xDEF0_0000 + UInt64(batch)))
        var paints = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: 0xDEF1_0000 + UInt64(batch)))
        var deferred = 0
        for index in 0..<150 {
            deferred += try Self.expectSameDrawing(shapes.document(), "shapes, batch \(batch), document \(index)")
            deferred += try Self.expectSameDrawing(paints.document(), "paints, batch \(batch), document \(index)")
        }
        // Most documents draw paths, most of them deferred.
        #expect(deferred > 150, "\(deferred) paths deferred")
    }

    /// Data that reads without error is deferred and not read to be written; broken data, marked paths
    /// and other shapes are read whole, as before, with the same diagnostics.
    @Test func onlyDataThatReadsWithoutErrorIsDeferred() throws {
        let document = try Self.document("""
            <path d="M10 10L20 20A5 5 0 0 1 30 20z"/><path d="M10 10L20 20L30 NaN"/>\
            <path d="M10 50A5 5 0 0 1 30 50" marker-mid="url(#m)"/><circle cx="5" cy="5" r="2"/>\
            <marker id="m"><circle r="1"/></marker>
            """)
        let result = Self.deferring.resolve(document)
        #expect(result.diagnostics == Self.keeping.resolve(document).diagnostics && !result.diagnostics.isEmpty)
        let shapes = result.drawing.shapes.map(\.shape)
        #expect(shapes.map(\.outline.isDeferred) == [true, false, false, false])
        let deferred = try #require(shapes[0].sourcePathData?.deferredGeometry)
        _ = DrawingWriter().data(for: result.drawing)
        #expect(!deferred.isBuilt)
        #expect(shapes[0].path == PathDataParser.parse("M10 10L20 20A5 5 0 0 1 30 20z").path)
        #expect(deferred.isBuilt)
    }

    /// A path changed in place becomes the shape's own, and is written from its geometry; one set anew
    /// too. The original shape still reads the deferred geometry.
    @Test func aChangedPathIsWrittenAsItNowIs() throws {
        let drawing = Self.deferring.resolve(try Self.document("<path d=\"M10 50A30 30 0 1 1 70 50L90 80\"/>")).drawing
        let shape = drawing.shapes[0].shape
        var extended = shape, moved = shape
        extended.path.line(to: Point(x: 0, y: 0))
        moved.path = shape.path.applying(AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 5, f: 0))
        #expect(!extended.outline.isDeferred && shape.outline.isDeferred)
        #expect(extended.path.elements.count == shape.path.elements.count + 1)
        #expect(!extended.outline.isDrawnBySource && !moved.outline.isDrawnBySource && shape.outline.isDrawnBySource)
        for changed in [extended, moved] {
            var copy = drawing
            copy.root.children[0] = .shape(changed)
            let text = DrawingWriter().string(for: copy)
            #expect(!text.lowercased().contains("a30"), "\(text)")
            let again = Resolver().resolve(try SVGDocument(bytes: Array(text.utf8))).drawing.shapes[0].shape.path
            #expect(again.elements.count == changed.path.elements.count, "\(text)")
            for (p, q) in zip(again.points, changed.path.points) { #expect(p.distance(to: q) < 0.005, "\(p) ≠ \(q) in \(text)") }
        }
        // Changed back to what it was, it equals the deferred shape, and the kept data stands for it again.
        var restored = extended
        restored.path = shape.path
        #expect(restored == shape && restored.outline.isDrawnBySource)
        #expect(Set([shape, restored]).count == 1)
        // Its data taken away (as the symbol pipeline's checks do), the shape keeps its path, read.
        var withoutData = shape
        withoutData.sourcePathData = nil
        #expect(withoutData.sourcePathData == nil && !withoutData.outline.isDeferred && withoutData.path == shape.path)
        #expect(!withoutData.path.isEmpty)
    }

    /// A transform measured against the shape's box reads the geometry while resolving, and comes out as
    /// the keeping resolver's.
    @Test func aTransformAgainstTheBoxReadsTheGeometry() throws {
        let document = try Self.document("<path d=\"M10 10h30v20h-30z\" style=\"transform-box: fill-box; transform-origin: center\" transform=\"rotate(30)\"/>")
        let deferred = Self.deferring.resolve(document).drawing.shapes[0].shape
        let kept = Self.keeping.resolve(document).drawing.shapes[0].shape
        #expect(deferred.transform == kept.transform && !deferred.transform.isIdentity)
        #expect(deferred.sourcePathData?.deferredGeometry?.isBuilt == true)
    }

    /// Read from many threads at once, a deferred geometry is read once, and every reader gets it.
    @Test func readersOnManyThreadsGetTheSamePath() async throws {
        let data = "M1 2C3 4 5 6 7 8S9 10 11 12Q13 14 15 16T17 18A2 3 15 1 0 20 22z"
        let expected = PathDataParser.parse(data).path
        for _ in 0..<20 {
            let deferred = DeferredPathGeometry(text: data)
            let paths = await withTaskGroup(of: Path.self) { group in
                for _ in 0..<8 { group.addTask { deferred.path } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(paths.count == 8 && paths.allSatisfy { $0 == expected })
        }
    }

    /// `emblem render` defers when it writes SVG of a plain file with nothing to check, and not when it
    /// draws PNG (the reach check measures every path), nor for a file whose checks measure its paths.
    @Test func theImporterDefersOnlyWhenNothingMeasuresThePaths() throws {
        let plain = try Self.document("<path d=\"M10 10L20 20z\"/>")
        let marked = try Self.document("<path d=\"M10 10L20 20z\" marker-end=\"url(#m)\"/><marker id=\"m\"><circle r=\"1\"/></marker>")
        for (document, rasterizes, defers) in [(plain, false, true), (plain, true, false), (marked, false, false)] {
            var importer = SymbolImporter()
            importer.rasterizes = rasterizes
            guard case .plain(let drawing) = try importer.importedFile(from: document).file else { Issue.record("not plain"); continue }
            #expect(drawing.shapes[0].shape.outline.isDeferred == defers, "rasterizes: \(rasterizes), defers: \(defers)")
        }
    }
}
