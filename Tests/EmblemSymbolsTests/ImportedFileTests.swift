import EmblemSVG
@testable import EmblemSymbols
import Testing

/// `importedFile(from:)` reads a file only as far as drawing it in its own colours needs, and what it
/// gives is what the whole import would have given.
@Suite struct ImportedFileTests {
    @Test(arguments: Fixtures.files(in: "plain"))
    func aPlainFileIsItsResolvedDrawing(file: String) throws {
        let document = try Fixtures.document(file)
        let (imported, diagnostics) = try SymbolImporter().importedFile(from: document)
        let (symbol, symbolDiagnostics) = try SymbolImporter().symbol(from: document)
        guard case .plain(let drawing) = imported else {
            Issue.record("\(file) read as a template")
            return
        }
        #expect(drawing == symbol.sourceDrawing)
        #expect(diagnostics == symbolDiagnostics)
    }

    @Test(arguments: Fixtures.files(in: "templates"))
    func aTemplateIsItsSymbol(file: String) throws {
        let document = try Fixtures.document(file)
        let (imported, diagnostics) = try SymbolImporter().importedFile(from: document)
        let (symbol, symbolDiagnostics) = try SymbolImporter().symbol(from: document)
        guard case .template(let read) = imported else {
            Issue.record("\(file) read as a plain file")
            return
        }
        #expect(read == symbol)
        #expect(!read.glyphs.isEmpty)
        #expect(diagnostics == symbolDiagnostics)
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
