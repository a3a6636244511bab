import EmblemGeometry
import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// A resolver asked to keep path data (`Resolver.keepsPathData`, as `emblem render` resolves a plain file)
/// reads each path's data once into its geometry and its compact text, and `DrawingWriter` writes the path
/// from that text: arcs stay arcs and quadratic curves quadratic, and nothing else about the drawing changes.
struct DrawingWriterKeptPathDataTests {
    static let keeping = {
        var resolver = Resolver()
        resolver.keepsPathData = true
        return resolver
    }()

    static func document(_ body: String, viewBox: String = "0 0 100 100") throws -> SVGDocument {
        try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\">\(body)</svg>".utf8))
    }

    /// Read once for both, to the bit and the byte what the parser and the rewriter give apart, on tricky
    /// data (exponents, broken data, every separator) and on long plain data, with and without arcs split.
    @Test func readingOnceGivesWhatTheTwoReadersGiveApart() {
        var random = SplitMix64(seed: 2611)
        for round in 0..<4_000 {
            let text = PlainPathReaderTests.plainOrTrickyPathData(round: round, &random)
            let (path, error) = PathDataParser.parse(text)
            for precision in [0, 2, 3, 6] {
                let splitsArcs = round % 2 != 0
                let format = NumberFormat(precision: precision)
                var bytes: [UInt8] = []
                let outcome = PathDataRewriter.rewrite(text, format: format, into: &bytes, splitsArcs: splitsArcs)
                let once = PathDataParser.parseWithCompactText(text, format: format, splitsArcs: splitsArcs)
                #expect(once.path.elements.map(\.bitPatterns) == path.elements.map(\.bitPatterns), "\(text.debugDescription)")
                #expect(once.error == error, "\(text.debugDescription)")
                #expect(once.compact?.bytes == (outcome == .rewritten ? bytes : nil), "\(text.debugDescription) at \(precision)")
                #expect(once.compact.map { $0.precision == precision } ?? true)
            }
        }
    }

    /// Arcs and quadratic curves are written as the file has them (compactly), and read back they draw
    /// what the file draws; a default resolver's drawing, written from its geometry, turns them to cubics.
    @Test func arcsAndQuadraticCurvesAreWrittenAsWritten() throws {
        let data = "M10 50A30 30 0 1 1 70 50Q80 60 90 50T95 20L90 80a20 10 30 0 0-30 10z"
        let document = try Self.document("<path d=\"\(data)\" fill=\"#c00\"/><circle cx=\"20\" cy=\"20\" r=\"5\"/>")
        let kept = Self.keeping.resolve(document), plain = Resolver().resolve(document)
        #expect(kept.diagnostics == plain.diagnostics)
        #expect(kept.drawing.shapes.map(\.shape.path) == plain.drawing.shapes.map(\.shape.path))
        let text = DrawingWriter().string(for: kept.drawing)
        let compact = try #require(PathDataRewriter.string(data, precision: 3).text)
        #expect(text.contains("<path d=\"\(compact)\""), "\(text)")
        let letters = Set(compact.lowercased().filter(\.isLetter))
        #expect(letters.isSuperset(of: ["a", "q", "t"]) && !letters.contains("c"), "\(compact)")
        // The circle has no data of its own: written from its geometry, as before.
        #expect(text == DrawingWriter().string(for: plain.drawing).replacingOccurrences(of: Self.writtenPath(plain.drawing), with: compact))
        let again = Resolver().resolve(try SVGDocument(bytes: Array(text.utf8))).drawing
        for (read, written) in zip(again.shapes, plain.drawing.shapes) {
            #expect(read.shape.path.elements.count == written.shape.path.elements.count)
            for (p, q) in zip(read.shape.path.points, written.shape.path.points) {
                #expect(abs(p.x - q.x) <= 0.0005 && abs(p.y - q.y) <= 0.0005, "\(p) ≠ \(q)")
            }
        }
        #expect(!DrawingWriter().string(for: plain.drawing).contains("A30"))
    }

    /// The first path's data as the default drawing writes it (from its geometry).
    static func writtenPath(_ drawing: Drawing) -> String {
        let text = DrawingWriter().string(for: drawing)
        let start = text.range(of: "<path d=\"")!.upperBound
        return String(text[start..<text[start...].firstIndex(of: "\"")!])
    }

    /// Kept at the precision for the root's viewBox (4 decimals for a 5-unit box); a writer at another
    /// precision rewrites the data at its own, never the kept text's.
    @Test(arguments: [2, 4, 6])
    func aWriterAtAnotherPrecisionRewritesAtItsOwn(precision: Int) throws {
        let data = "M1.123456 2.987654L3.5 4.25a1.5 1.5 0 0 1 3 0"
        let drawing = Self.keeping.resolve(try Self.document("<path d=\"\(data)\"/>", viewBox: "0 0 5 5")).drawing
        #expect(drawing.shapes[0].shape.sourcePathData?.compact?.precision == 4)
        let text = DrawingWriter(precision: precision).string(for: drawing)
        let expected = try #require(PathDataRewriter.string(data, precision: precision).text)
        #expect(text.contains("<path d=\"\(expected)\""), "\(text)")
    }

    /// A path changed alone is written from its geometry; mirrored with its path, its arcs stay arcs (the
    /// data is mapped with it), and the kept text is not written for the mapped path.
    @Test func aChangedOrMappedPathIsWrittenAsItNowIs() throws {
        let drawing = Self.keeping.resolve(try Self.document("<path d=\"M10 50A30 30 0 1 1 70 50L90 80\"/>")).drawing
        guard case .shape(let shape) = drawing.root.children[0] else { Issue.record("no shape"); return }
        var moved = shape, mapped = shape
        moved.path = shape.path.applying(AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 5, f: 0))
        mapped.mapPath(by: AffineTransform(a: -1, b: 0, c: 0, d: 1, e: 100, f: 0))
        #expect(mapped.sourcePathData?.compact == nil && mapped.sourcePathData?.text != shape.sourcePathData?.text)
        for (changed, keepsArc) in [(moved, false), (mapped, true)] {
            var copy = drawing
            copy.root.children[0] = .shape(changed)
            let text = DrawingWriter().string(for: copy)
            #expect(text.lowercased().contains("a30 30") == keepsArc, "\(text)")
            // Read back, the same cubics within what rounding to three decimals moves them.
            let again = Resolver().resolve(try SVGDocument(bytes: Array(text.utf8))).drawing.shapes[0].shape.path
            #expect(again.elements.count == changed.path.elements.count, "\(text)")
            for (p, q) in zip(again.points, changed.path.points) {
                #expect(p.distance(to: q) < 0.005, "\(p) ≠ \(q) in \(text)")
            }
        }
    }

    /// Broken data draws what came before the error, said once; written, it is that part, from the
    /// geometry (the rewriter keeps broken data as written, which a reader would stop at again).
    @Test func brokenDataIsWrittenFromWhatItDraws() throws {
        let document = try Self.document("<path d=\"M10 10L20 20L30 NaN\"/>")
        let kept = Self.keeping.resolve(document), plain = Resolver().resolve(document)
        #expect(kept.diagnostics == plain.diagnostics && kept.diagnostics.count == 1)
        #expect(kept.drawing.shapes[0].shape.sourcePathData?.compact == nil)
        #expect(DrawingWriter().string(for: kept.drawing) == DrawingWriter().string(for: plain.drawing))
    }

    /// A resolver that does not build geometry keeps no data (there is nothing for it to stand beside).
    @Test func noGeometryNoKeptData() throws {
        var lean = Self.keeping
        lean.buildsGeometry = false
        let drawing = lean.resolve(try Self.document("<path d=\"M10 10L20 20\"/>")).drawing
        #expect(drawing.shapes[0].shape.sourcePathData == nil)
    }
}
