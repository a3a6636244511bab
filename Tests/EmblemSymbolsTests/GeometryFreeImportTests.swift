import EmblemGeometry
import EmblemSVG
@testable import EmblemSymbols
import Foundation
import Testing

/// Recolouring reads a plain SVG as a symbol without geometry (`SymbolImporter.buildsGeometry`). Its
/// output is only right if that import forms the same layers, of the same shapes, painted the same, as
/// the whole import: checked on every fixture and every symbol of the library here, and on the public
/// icon sets by `emblem-corpus --recolor` (which `make test` runs on a sample).
struct GeometryFreeImportTests {
    static let documents: [String] = {
        let fixtures = ["plain", "render", "templates"].flatMap { Fixtures.files(in: $0) }.map(Fixtures.path)
        let library = Fixtures.repositoryRoot + "/symbols"
        let symbols = ((try? FileManager.default.contentsOfDirectory(atPath: library)) ?? []).sorted()
            .map { library + "/" + $0 + "/symbol.svg" }
            .filter { FileManager.default.fileExists(atPath: $0) }
        return fixtures + symbols
    }()

    static func layers(of symbol: Symbol) -> [[SymbolLayer]] {
        symbol.variants.map { symbol.glyphs[$0]!.layers }
    }

    @Test func thereAreDocumentsOfBothKinds() throws {
        #expect(Self.documents.count > 60)
        let templates = try Self.documents.filter { try SymbolImporter().symbol(from: SVGDocument(contentsOfFile: $0)).symbol.format != .plain }
        #expect(templates.count >= 9)
        #expect(Self.documents.count - templates.count >= 5)
    }

    @Test(arguments: documents)
    func sameLayersWithoutGeometry(_ file: String) throws {
        let document = try SVGDocument(contentsOfFile: file)
        let whole = try SymbolImporter().symbol(from: document)
        var importer = SymbolImporter()
        importer.buildsGeometry = false
        let lean = try importer.symbol(from: document)
        #expect(lean.symbol.variants == whole.symbol.variants)
        if whole.symbol.format != .plain {
            // A template's guides are geometry: it is read whole whatever was asked.
            #expect(Self.layers(of: lean.symbol) == Self.layers(of: whole.symbol))
            #expect(lean.diagnostics == whole.diagnostics)
            return
        }
        let leanLayers = Self.layers(of: lean.symbol), wholeLayers = Self.layers(of: whole.symbol)
        // Left out, really: no shape has a path, while the whole import's have.
        #expect(leanLayers.joined().allSatisfy { $0.shapes.allSatisfy { $0.path.elements.isEmpty } })
        #expect(wholeLayers.joined().contains { $0.shapes.contains { !$0.path.elements.isEmpty } })
        // Everything else is the same: levels, names, annotations, and each shape's source, style and
        // effects (the transforms that moved them aside: a fill-box one measures the path).
        #expect(leanLayers.map { $0.map(\.withoutPaths) } == wholeLayers.map { $0.map(\.withoutPaths) })
        #expect(lean.diagnostics == whole.diagnostics)
    }

    /// Plain documents with what the fixtures lack: shapes of every kind, `use`, nested viewports,
    /// transforms measured against a shape's box, style sheets, levels from opacity and classes.
    static let generated: [String] = [
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="8" height="8" rx="2"/><circle cx="16" cy="6" r="4" opacity=".5"/><ellipse cx="6" cy="16" rx="4" ry="2" fill-opacity=".3"/><line x1="12" y1="12" x2="22" y2="22" stroke="#123"/><polyline points="1 23 5 19 9 23" stroke="red" fill="none"/><polygon points="12 14 16 20 20 14"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><defs><path id="p" d="M0 0h4v4z"/><symbol id="s" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></symbol></defs><use href="#p" x="3" opacity=".4"/><use xlink:href="#s" x="10" y="10" width="8" height="8"/><svg x="12" width="12" height="12" viewBox="0 0 4 4"><path d="M0 0H4V4"/></svg></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style>.a{fill:#f00;transform-box:fill-box;transform-origin:center;transform:rotate(30deg) scale(2)}#b{stroke:blue;stroke-width:3}</style><g class="a"><path d="M4 4h6v6H4z"/></g><path id="b" class="a" d="M12 12l6 6"/><g opacity=".2"><path d="M1 1h2v2z" style="transform-box:fill-box;transform:scale(3)"/></g></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="fa-secondary" opacity=".4" d="M0 0h24v24z"/><path class="fa-primary" d="M0 0L24 24"/><g data-layer-level="tertiary"><path d="M3 3h3"/></g></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="hierarchical-0:secondary" d="M2 2h20v20z"/><path class="hierarchical-1:primary" d="M5 5h4v4z"/><path class="hierarchical-0:secondary" d="M1 1h1"/></svg>"##,
    ]

    /// Broken path data is reported only by the whole import: recolouring leaves the data as written, and
    /// drawing it stops where it stopped before.
    @Test(arguments: generated + [##"<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1L2 2 3"/><path opacity=".5" d="M0 0h5v5z"/></svg>"##])
    func sameLayersWithoutGeometryInGeneratedDocuments(_ text: String) throws {
        let document = try SVGDocument(bytes: Array(text.utf8))
        let whole = try SymbolImporter().symbol(from: document)
        var importer = SymbolImporter()
        importer.buildsGeometry = false
        let lean = try importer.symbol(from: document)
        #expect(whole.symbol.format == .plain)
        #expect(Self.layers(of: lean.symbol).map { $0.map(\.withoutPaths) } == Self.layers(of: whole.symbol).map { $0.map(\.withoutPaths) })
        #expect(Self.layers(of: lean.symbol).joined().allSatisfy { $0.shapes.allSatisfy { $0.path.elements.isEmpty } })
        #expect(lean.diagnostics == whole.diagnostics.filter { !$0.message.hasPrefix("Path data stops") })
    }

    @Test func aSymbolsIDAnywhereReadsTheDocumentWhole() throws {
        let nested = try SVGDocument(bytes: Array(#"<svg xmlns="http://www.w3.org/2000/svg"><g><g><g id="Symbols"/></g></g></svg>"#.utf8))
        let plain = try SVGDocument(bytes: Array(#"<svg xmlns="http://www.w3.org/2000/svg"><g id="symbols"><path d="M0 0H1"/></g></svg>"#.utf8))
        #expect(SymbolImporter.hasSymbolsGroupID(nested.root))
        #expect(!SymbolImporter.hasSymbolsGroupID(plain.root))
    }
}
