import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// `SymbolLibrary` errors and `info.json` application, on temporary library folders.
@Suite struct SymbolLibraryTests {
    /// A library folder with one symbol (a copy of the v7 fixture) and the given info.json text.
    static func makeLibrary(info: String?) throws -> SymbolLibrary {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("EmblemSymbolsTests-\(UUID().uuidString)")
        let folder = directory.appendingPathComponent("bars")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("templates/fixture.v7.svg"), toPath: folder.appendingPathComponent("symbol.svg").path)
        try FileManager.default.copyItem(atPath: Fixtures.path("templates/fixture.v6.svg"), toPath: folder.appendingPathComponent("rtl.svg").path)
        if let info { try Data(info.utf8).write(to: folder.appendingPathComponent("info.json")) }
        return SymbolLibrary(directory: directory.path)
    }

    static func remove(_ library: SymbolLibrary) { try? FileManager.default.removeItem(atPath: library.directory) }

    @Test func unknownSymbolSuggestsNames() throws {
        let library = try Self.makeLibrary(info: nil)
        defer { Self.remove(library) }
        #expect(library.names == ["bars"])
        do {
            _ = try library.symbol(named: "bars.fill")
            Issue.record("an unknown symbol loaded")
        } catch let error as SymbolError {
            #expect(error.code == .unknownSymbol)
            #expect(error.message.contains("Did you mean bars?"))
        }
    }

    @Test func variantFiles() throws {
        let library = try Self.makeLibrary(info: nil)
        defer { Self.remove(library) }
        #expect(library.variantSuffixes(of: "bars") == ["rtl"])
        #expect(try library.symbol(named: "bars", variant: "rtl").symbol.format == .template(version: 6))
        do {
            _ = try library.symbol(named: "bars", variant: "he")
            Issue.record("a missing variant loaded")
        } catch let error as SymbolError {
            #expect(error.code == .unknownVariant)
        }
    }

    /// The resolver compares suffixes case-insensitively, so a variant file spelled `HE.svg` is the `he`
    /// variant: it was chosen, then looked for as `he.svg`, and the design failed ("has no 'he' variant").
    @Test func aVariantFileIsFoundInTheCaseItIsSpelled() throws {
        let library = try Self.makeLibrary(info: nil)
        defer { Self.remove(library) }
        let folder = library.folder(of: "bars")
        try FileManager.default.moveItem(atPath: folder + "/rtl.svg", toPath: folder + "/HE.svg")
        let design = try library.design(named: "bars", locale: "he-IL", direction: nil)
        #expect(design.resolution.suffix == "he")
        #expect(design.file == folder + "/HE.svg")
    }

    @Test func missingInfoIsTheDefault() throws {
        let library = try Self.makeLibrary(info: nil)
        defer { Self.remove(library) }
        #expect(try library.info(of: "bars") == SymbolInfo(name: "bars"))
    }

    /// An info.json that is there but is no file is an error naming what it is: it was taken for a missing
    /// one, and the symbol quietly lost its mirroring and keywords (a pipe would block a read).
    @Test(arguments: ["directory", "pipe", "dangling link"])
    func anInfoThatIsNoFileIsAnError(kind: String) throws {
        let library = try Self.makeLibrary(info: nil)
        defer { Self.remove(library) }
        let path = library.directory + "/bars/info.json"
        switch kind {
        case "directory": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "pipe": #expect(mkfifo(path, 0o600) == 0)
        default: #expect(symlink("missing.json", path) == 0)
        }
        let error = try #require(throws: SymbolError.self) { try library.info(of: "bars") }
        let described = ["directory": "a directory", "pipe": "a named pipe", "dangling link": "a link that leads nowhere"][kind]!
        #expect(error.code == .invalidInfo && error.message.contains("info.json is not a regular file (\(described))"), "\(error.message)")
        #expect(error.location?.file == path)
    }

    /// Each error names the file, the line and column of what is wrong, and what was expected there.
    @Test(arguments: [
        (#"{"name": "bars", "mirroring": "sometimes", "categories": []}"#, 1, 31, #""mirroring" must be one of "fixed", "mirrors", "hasRTLVariant"; found "sometimes"."#),
        ("{", 1, 2, "Not valid JSON: Expected a key in double quotes, found the end of the text."),
        ("[]", 1, 1, "Expected an object"),
        ("{\n  \"name\": \"bars\",\n  \"mirorring\": \"mirrors\"\n}", 3, 3, #"Unknown key "mirorring""#),
        ("{\"categories\": [\"a\",\n 2]}", 2, 2, #""categories" must hold strings only, found a number."#),
        (#"{"keywords": "bell"}"#, 1, 14, #""keywords" must be an array of strings, found a string."#),
        (#"{"neverMirrorLayers": [0, 1.5]}"#, 1, 27, "layer indices (whole numbers from 0), found a number"),
        (#"{"multicolor": "yes"}"#, 1, 16, #""multicolor" must be true or false"#),
        (#"{"name": ""}"#, 1, 10, #""name" must be a non-empty string"#),
        (#"{"variantContent": "numbers"}"#, 1, 20, #""variantContent" must be "letters" or "digits"; found "numbers"."#),
    ])
    func invalidInfoIsRefused(text: String, line: Int, column: Int, message: String) throws {
        let library = try Self.makeLibrary(info: text)
        defer { Self.remove(library) }
        do {
            _ = try library.info(of: "bars")
            Issue.record("invalid info.json accepted")
        } catch {
            #expect(error.code == .invalidInfo)
            #expect(error.location == SourceLocation(file: library.directory + "/bars/info.json", line: line, column: column))
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    /// Keys left out take the defaults a missing file has; the name defaults to the folder's.
    @Test func missingKeysTakeTheDefaults() throws {
        let library = try Self.makeLibrary(info: #"{"mirroring": "mirrors", "keywords": ["x"]}"#)
        defer { Self.remove(library) }
        var expected = SymbolInfo(name: "bars", keywords: ["x"])
        expected.mirroring = .mirrors
        #expect(try library.info(of: "bars") == expected)
    }

    /// `variantContent` says what the script variants draw where the name does not: a symbol of digits
    /// passes over its script design for a locale that writes Latin digits (`ar-u-nu-latn`), and takes its
    /// right-to-left design instead; one of letters (the default for the name `bars`) keeps it.
    @Test(arguments: [(nil, "ar"), ("letters", "ar"), ("digits", "rtl")] as [(String?, String)])
    func variantContentDecidesForLatinDigits(_ content: String?, _ expected: String) throws {
        let key = content.map { #", "variantContent": "\#($0)""# } ?? ""
        let library = try Self.makeLibrary(info: #"{"mirroring": "hasRTLVariant""# + key + "}")
        defer { Self.remove(library) }
        let folder = library.folder(of: "bars")
        try FileManager.default.copyItem(atPath: folder + "/rtl.svg", toPath: folder + "/ar.svg")
        #expect(try library.design(named: "bars", locale: "ar-u-nu-latn", direction: nil).resolution.suffix == expected)
        #expect(try library.design(named: "bars", locale: "ar", direction: nil).resolution.suffix == "ar")
    }

    @Test func neverMirrorLayersMarkTheLayers() throws {
        let info = #"{"name": "bars", "mirroring": "mirrors", "neverMirrorLayers": [1, 3], "categories": [], "keywords": [], "effects": []}"#
        let library = try Self.makeLibrary(info: info)
        defer { Self.remove(library) }
        let (symbol, decoded, _) = try library.symbol(named: "bars")
        #expect(decoded.mirroring == .mirrors)
        #expect(try symbol.glyph().layers.map(\.annotations.neverMirrors) == [false, true, false, true])
    }

    /// An index that names no layer keeps nothing from mirroring: said, at the list in info.json.
    @Test func neverMirrorLayersNamingNoLayerAreSaid() throws {
        let info = #"{"name": "bars", "mirroring": "mirrors", "neverMirrorLayers": [1, 4, 99]}"#
        let library = try Self.makeLibrary(info: info)
        defer { Self.remove(library) }
        let (symbol, _, diagnostics) = try library.symbol(named: "bars")
        #expect(try symbol.glyph().layers.map(\.annotations.neverMirrors) == [false, true, false, false])
        let warnings = diagnostics.filter { $0.message.hasPrefix("neverMirrorLayers") }
        #expect(warnings.map(\.message) == [4, 99].map { "neverMirrorLayers lists layer \($0), but bars has 4 layers (0 to 3); it keeps nothing from mirroring." })
        // At the list's '['.
        let list = SourceLocation(file: library.folder(of: "bars") + "/info.json", line: 1, column: 63)
        #expect(warnings.map(\.location) == [list, list])
    }
}

extension SymbolLibraryTests {
    /// A symbol.svg or variant file that is there but no file says so: it was "no symbol named" and "does
    /// not exist", and the symbol was missing from the library's names.
    @Test func symbolFilesThatAreNoFilesSaySo() throws {
        let library = try Self.makeLibrary(info: nil)
        defer { Self.remove(library) }
        let variant = library.directory + "/bars/he.svg"
        #expect(mkfifo(variant, 0o600) == 0)
        let variantError = try #require(throws: SymbolError.self) { try library.symbol(named: "bars", variant: "he") }
        #expect(variantError.message.contains("(\(variant) is a named pipe, not a file)"), "\(variantError.message)")
        let base = library.directory + "/bars/symbol.svg"
        try FileManager.default.removeItem(atPath: base)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
        #expect(library.names == ["bars"])
        let error = try #require(throws: SymbolError.self) { try library.symbol(named: "bars") }
        #expect(error.message == "The symbol 'bars' cannot be read: \(base) is a directory, not a file.")
    }
}
