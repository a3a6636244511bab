import EmblemSVG
@testable import EmblemSymbols
import Testing

/// `importedFile(from:)` reads a file only as far as drawing it in its own colours needs, and what it
/// gives is what the whole import would have given.
@Suite struct ImportedFileTests {
    @Test(arguments: Fixtures.files(in: "plain") + Fixtures.files(in: "templates"))
    func whatIsReadIsWhatTheWholeImportGives(file: String) throws {
        let document = try Fixtures.document(file)
        let (imported, diagnostics) = try SymbolImporter().importedFile(from: document)
        let (symbol, symbolDiagnostics) = try SymbolImporter().symbol(from: document)
        #expect(diagnostics == symbolDiagnostics)
        switch imported {
        case .plain(let drawing):
            #expect(file.hasPrefix("plain/"), "\(file) read as a plain file")
            // Drawn as it is, each path keeps its data as written (`Resolver.keepsPathData`); made into
            // layers, only a marked path with arcs does. Otherwise the same.
            #expect(Self.keepingOnlyMarkedPathData(drawing) == symbol.sourceDrawing)
            let kept = drawing.shapes.compactMap { $0.shape.sourcePathData?.compact }
            let hasPaths = String(decoding: SVGWriter().data(for: document), as: UTF8.self).contains("<path")
            #expect(kept.isEmpty == !hasPaths, "\(file)")
        case .template(let read):
            #expect(file.hasPrefix("templates/"), "\(file) read as a template")
            #expect(read == symbol)
            #expect(!read.glyphs.isEmpty)
        }
    }

    /// `drawing` with the path data kept only where a marked path with arcs keeps it (`Resolver.keepsPathData` off).
    static func keepingOnlyMarkedPathData(_ drawing: Drawing) -> Drawing {
        func strip(_ node: DrawingNode) -> DrawingNode {
            switch node {
            case .group(var group):
                group.children = group.children.map(strip)
                return .group(group)
            case .shape(var shape):
                // As the resolver keeps it when not asked to: for a marked path with arcs.
                if let data = shape.sourcePathData, !data.keepsArcsWhole || !data.text.lowercased().contains("a") {
                    shape.sourcePathData = nil
                }
                return .shape(shape)
            case .preserved: return node
            }
        }
        var stripped = drawing
        stripped.root.children = drawing.root.children.map(strip)
        return stripped
    }

    /// The preview class SF Symbols exports add is taken out as a class, not as text: a class that only
    /// contains its name stays.
    @Test func onlyThePreviewClassIsRemoved() throws {
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
          <path class="a SFSymbolsPreviewWireframe b" d="M0 0h1v1z"/>
          <path class="SFSymbolsPreviewWireframeOld" d="M0 0h1v1z"/>
          <path d="M0 0h1v1z"/>
        </svg>
        """
        let stripped = SymbolImporter.withoutPreviewClass(try SVGDocument(bytes: Array(text.utf8)))
        #expect(stripped.root.childElements.map { $0[attribute: "class"] } == ["a b", "SFSymbolsPreviewWireframeOld", nil])
    }
}

/// A document whose references nest deeper than librsvg can draw is refused where the chain begins;
/// one at the limit is read.
@Suite struct DrawableDepthTests {
    /// A path whose end marker holds a path whose end marker holds … `count` markers deep.
    static func markerChain(_ count: Int) -> String {
        let markers = (0..<count).map { index in
            let next = index + 1 < count ? " marker-end=\"url(#k\(index + 1))\"" : ""
            return "<marker id=\"k\(index)\" markerWidth=\"4\" markerHeight=\"4\"><path d=\"M0 0h2v2z\"\(next)/></marker>"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><defs>\(markers.joined())</defs>\n"
            + "<path d=\"M1 1h5v5z\" marker-end=\"url(#k0)\"/></svg>"
    }

    @Test func aChainAtTheLimitIsRead() throws {
        let document = try SVGDocument(bytes: Array(Self.markerChain(ReferenceChain.drawableLimit).utf8), file: "deep.svg")
        _ = try SymbolImporter().importedFile(from: document)
    }

    @Test func aDeeperChainIsRefusedWhereItBegins() throws {
        let document = try SVGDocument(bytes: Array(Self.markerChain(ReferenceChain.drawableLimit + 1).utf8), file: "deep.svg")
        let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
        #expect(error.code == .limitExceeded)
        #expect(error.location?.file == "deep.svg")
        #expect(error.location?.line == 2)
        #expect(error.message.contains("\(ReferenceChain.drawableLimit + 1) deep"))
    }
}
