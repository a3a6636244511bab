import EmblemGeometry
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Fixture files, found from this source file's location at run time (no bundle resources needed).
enum Fixtures {
    /// `Tests/EmblemSymbolsTests/Fixtures`.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// The checkout's root: `symbols/`, `Package.swift` …
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func path(_ relative: String) -> String { directory + "/" + relative }

    static func document(_ relative: String) throws -> SVGDocument {
        try SVGDocument(contentsOfFile: path(relative))
    }

    /// Imports a fixture; the symbol is named after the file.
    static func symbol(_ relative: String) throws -> (symbol: Symbol, diagnostics: [Diagnostic]) {
        try SymbolImporter().symbol(from: document(relative))
    }

    /// The names of the files in a fixture folder, sorted (parameterized tests list their cases at run time).
    static func files(in folder: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return entries.filter { $0.hasSuffix(".svg") }.sorted().map { folder + "/" + $0 }
    }
}

/// The colour as 8-bit `[red, green, blue]`, for readable comparisons.
func rgb(_ color: Color?) -> [Int]? {
    guard let color else { return nil }
    let (r, g, b, _) = color.rgba8
    return [r, g, b]
}

/// Whether two numbers agree to within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two point lists agree point by point to within `tolerance`.
func close(_ a: [Point], _ b: [Point], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0.x, $1.x, tolerance) && close($0.y, $1.y, tolerance) }
}

extension SymbolLayer {
    /// Every control point of the layer's shapes, in the glyph's coordinates.
    var points: [Point] { shapes.flatMap { $0.path.applying($0.transform).points } }
}

extension Symbol {
    /// The explicit glyph for a variant id such as `Regular-M`; records an issue when it is missing.
    func explicitGlyph(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SymbolGlyph {
        let variant = try #require(SymbolVariantID(id), sourceLocation: sourceLocation)
        return try #require(glyphs[variant], "no \(id) in \(name)", sourceLocation: sourceLocation)
    }
}
