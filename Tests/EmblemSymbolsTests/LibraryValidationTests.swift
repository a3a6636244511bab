import EmblemGeometry
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Every symbol of the bundled library (`symbols/` at the repository root): it parses, has a primary layer,
/// sits on the grid, and its `info.json` is valid. Cases are listed from the folder at run time.
///
/// The grid (symbols/README.md, tools/symbols/check.py): masters are Small-row designs centred on mid cap
/// height; check.py allows control points within the margins (±0.01) and between baseline − 100 and
/// baseline + 30. The library actually spans y −80.1 … +10.1 (drop, person, cloud.sun.rain at Black), so
/// the window tested here is the tighter capline − 35 … baseline + 20 (−105.459 … +20) at scale S, scaled
/// about mid cap height with the design for M and L, and the margins ± 0.5.
@Suite struct LibraryValidationTests {
    static let library = SymbolLibrary(directory: Fixtures.repositoryRoot + "/symbols")

    struct SymbolFile: Sendable, CustomTestStringConvertible {
        var name: String
        /// nil for `symbol.svg`, else the variant file's name without `.svg`.
        var suffix: String?
        var testDescription: String { suffix.map { "\(name)/\($0).svg" } ?? name }
    }

    static let files: [SymbolFile] = library.names.flatMap { name in
        [SymbolFile(name: name, suffix: nil)] + library.variantSuffixes(of: name).map { SymbolFile(name: name, suffix: $0) }
    }

    static let marginTolerance = 0.5
    static let capline = -70.459
    static let gridTop = capline - 35
    static let gridBottom = 20.0

    @Test func libraryIsFoundAndComplete() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.library.directory)
            .filter { FileManager.default.fileExists(atPath: Self.library.directory + "/" + $0 + "/info.json") }
        #expect(!Self.files.isEmpty)
        #expect(Set(folders) == Set(Self.library.names), "every folder with info.json has a symbol.svg")
    }

    @Test(arguments: files)
    func parsesWithAPrimaryLayer(_ file: SymbolFile) throws {
        let (symbol, _, diagnostics) = try Self.library.symbol(named: file.name, variant: file.suffix)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(symbol.format == .template(version: 6))
        #expect(symbol.hasInterpolationMasters)
        for glyph in symbol.glyphs.values {
            #expect(glyph.layers.contains { $0.level == .primary && !$0.annotations.isEraser && !$0.shapes.isEmpty },
                    "\(glyph.variant!) has no drawn primary layer")
        }
    }

    /// All 27 weight × scale designs build (interpolation never throws) and lie within their guides.
    @Test(arguments: files)
    func everyWeightAndScaleLiesOnTheGrid(_ file: SymbolFile) throws {
        let symbol = try Self.library.symbol(named: file.name, variant: file.suffix).symbol
        let mid = Self.capline / 2
        for scale in SymbolScale.allCases {
            let k = scale.factor / SymbolScale.small.factor
            let top = mid + k * (Self.gridTop - mid), bottom = mid + k * (Self.gridBottom - mid)
            for weight in SymbolWeight.allCases {
                let glyph = try symbol.glyph(weight: weight, scale: scale)
                let bounds = try #require(glyph.bounds, "\(weight)-\(scale.letter) draws nothing")
                let g = glyph.guides
                let context = "\(weight.templateName)-\(scale.letter): bounds \(bounds), margins \(g.leftMargin)…\(g.rightMargin)"
                #expect(bounds.minX >= g.leftMargin - Self.marginTolerance, "\(context)")
                #expect(bounds.maxX <= g.rightMargin + Self.marginTolerance, "\(context)")
                #expect(bounds.minY >= top && bounds.maxY <= bottom, "\(context) outside y \(top)…\(bottom)")
                #expect(close(g.baseline, 0, 1e-6) && close(g.capline, Self.capline, 1e-3))
            }
        }
    }

    @Test(arguments: library.names)
    func infoDecodesWithAValidMirroring(name: String) throws {
        let path = Self.library.folder(of: name) + "/info.json"
        #expect(FileManager.default.fileExists(atPath: path), "info.json is missing (a default would be used)")
        let info = try Self.library.info(of: name)
        #expect(info.name == name)
        #expect(SymbolInfo.Mirroring.allCases.contains(info.mirroring))
        // The raw text too: a typo must not decode into something else.
        let raw = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(["fixed", "mirrors", "hasRTLVariant"].contains(raw?["mirroring"] as? String ?? ""))
        let layerCount = try Self.library.symbol(named: name).symbol.glyph().layers.count
        for index in info.neverMirrorLayers ?? [] {
            #expect((0..<layerCount).contains(index), "neverMirrorLayers names layer \(index) of \(layerCount)")
        }
    }

    /// A symbol that declares its own right-to-left design has one: `rtl.svg` in its folder (SymbolInfo's
    /// convention) or a sibling `<name>.rtl` symbol (the convention symbols/README.md describes).
    @Test(arguments: library.names)
    func rightToLeftDesignExistsWhenDeclared(name: String) throws {
        let info = try Self.library.info(of: name)
        guard info.mirroring == .hasRTLVariant else { return }
        let names = Self.library.names
        #expect(Self.library.variantSuffixes(of: name).contains("rtl") || names.contains(name + ".rtl"))
    }

    /// The numbered symbols draw the digits of the locale's script, and a locale that writes Latin digits
    /// gets the Latin design: `list.number`, whose name does not show digits, says so in its info.json
    /// (`variantContent`), and takes its right-to-left design for `ar-u-nu-latn`.
    @Test(arguments: [
        ("1.circle", "ar", "ar"), ("1.circle", "ar-u-nu-latn", nil), ("2.circle.fill", "hi-IN", "hi"), ("3.circle", "th", "th"),
        ("3.circle", "he", nil), ("textformat.123", "th-u-nu-latn", nil), ("list.number", "ar-EG", "ar"),
        ("list.number", "ar-u-nu-latn", "rtl"), ("list.number", "hi-u-nu-latn", nil), ("list.number", "he", "rtl"),
        ("character", "ar-u-nu-latn", "ar"),
    ] as [(String, String, String?)])
    func numberedSymbolsTakeTheirScriptsDigits(_ name: String, _ locale: String, _ expected: String?) throws {
        #expect(try Self.library.design(named: name, locale: locale, direction: nil).resolution.suffix == expected)
    }
}
