import ArgumentParser
import EmblemCommands
import EmblemSVG
import Foundation
import Testing

/// `emblem localize` end to end, in-process, against the bundled library.
@Suite struct LocalizeCommandTests {
    static let symbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("symbols").path

    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "emblem-localize-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func run(_ arguments: [String]) throws {
        var command = try EmblemCommand.parseAsRoot(arguments)
        try command.run()
    }

    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func asRealXcodeCatalog() throws {
        let output = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Self.run(["localize", "character.book.closed", "list.number", "bell", "--locales", "he,ar,ja,zh-Hant",
                      "-o", output, "--xcassets", "--symbols", Self.symbols])
        let catalog = output + "/Symbols.xcassets"
        let root = try #require(try Self.json(catalog + "/Contents.json") as? [String: Any])
        let info = try #require(root["info"] as? [String: Any])
        #expect(info["author"] as? String == "xcode")
        #expect(info["version"] as? Int == 1)
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".symbolset") }.sorted()
        #expect(sets == ["bell.symbolset", "character.book.closed.symbolset", "list.number.symbolset"])

        // The localized book: one entry per design, each file present and a parsable SVG template.
        let book = catalog + "/character.book.closed.symbolset"
        let contents = try #require(try Self.json(book + "/Contents.json") as? [String: Any])
        let entries = try #require(contents["symbols"] as? [[String: Any]])
        let locales = entries.compactMap { $0["locale"] as? String }
        #expect(Set(locales) == ["he", "ar", "ja", "zh-Hant"])
        #expect((contents["properties"] as? [String: Any])?["localizable"] as? Bool == true)
        for entry in entries {
            #expect(entry["idiom"] as? String == "universal")
            let file = try #require(entry["filename"] as? String)
            #expect(file.hasPrefix("character.book.closed") && file.hasSuffix(".svg"))
            _ = try SVGDocument(contentsOfFile: book + "/" + file)
        }
        // The book mirrors in right-to-left layouts: its base entry says so.
        #expect(entries.contains { $0["language-direction"] as? String == "left-to-right" && $0["locale"] == nil })

        // list.number has its own right-to-left design.
        let list = try #require(try Self.json(catalog + "/list.number.symbolset/Contents.json") as? [String: Any])
        let listEntries = try #require(list["symbols"] as? [[String: Any]])
        #expect(listEntries.contains { $0["language-direction"] as? String == "right-to-left" && ($0["filename"] as? String)?.hasSuffix(".rtl.svg") == true })

        // Deterministic: a second run writes the same bytes.
        let again = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: again) }
        try Self.run(["localize", "character.book.closed", "list.number", "bell", "--locales", "he,ar,ja,zh-Hant",
                      "-o", again, "--xcassets", "--symbols", Self.symbols])
        for name in ["Contents.json", "character.book.closed.symbolset/Contents.json", "list.number.symbolset/Contents.json"] {
            #expect(FileManager.default.contents(atPath: catalog + "/" + name) == FileManager.default.contents(atPath: again + "/Symbols.xcassets/" + name))
        }
    }

    /// Variant files spelled in upper case (`HE.svg`, `RTL.svg`) are the `he` and `rtl` variants: the catalog
    /// read them as `he.svg` and `rtl.svg`, and failed (`he`) or left the right-to-left design out (`rtl`).
    @Test func aCatalogTakesVariantFilesAsSpelled() throws {
        let output = Self.temporaryDirectory(), library = Self.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: library)
        }
        try FileManager.default.createDirectory(atPath: library + "/doc.text", withIntermediateDirectories: true)
        for (from, to) in [("symbol.svg", "symbol.svg"), ("rtl.svg", "RTL.svg"), ("info.json", "info.json"),
                           ("rtl.svg", "HE.svg")] {
            try FileManager.default.copyItem(atPath: Self.symbols + "/doc.text/" + from, toPath: library + "/doc.text/" + to)
        }
        try Self.run(["localize", "doc.text", "--locales", "he", "-o", output, "--xcassets", "--symbols", library])
        let files = try FileManager.default.contentsOfDirectory(atPath: output + "/Symbols.xcassets/doc.text.symbolset")
        #expect(files.sorted() == ["Contents.json", "doc.text.he.svg", "doc.text.rtl.svg", "doc.text.svg"])
    }

    /// Every file a catalog copies is read as the other commands read it: a template cut short, or a
    /// right-to-left variant that is not XML, leaves its symbol out of the catalog with an error (the
    /// catalog held the broken file, and the run succeeded), while the sound symbols are written.
    @Test func aCatalogLeavesOutSymbolsWithBrokenFiles() throws {
        let output = Self.temporaryDirectory(), library = Self.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: library)
        }
        let template = try Data(contentsOf: URL(fileURLWithPath: Self.symbols + "/doc.text/symbol.svg"))
        for name in ["doc.text", "cut", "badrtl"] {
            try FileManager.default.createDirectory(atPath: library + "/" + name, withIntermediateDirectories: true)
            try (name == "cut" ? template.prefix(template.count / 2) : template).write(to: URL(fileURLWithPath: library + "/\(name)/symbol.svg"))
        }
        try Data("<svg".utf8).write(to: URL(fileURLWithPath: library + "/badrtl/rtl.svg"))
        #expect(throws: ExitCode(1)) {
            try Self.run(["localize", "--locales", "he", "-o", output, "--xcassets", "--symbols", library])
        }
        let sets = try FileManager.default.contentsOfDirectory(atPath: output + "/Symbols.xcassets")
        #expect(sets.sorted() == ["Contents.json", "doc.text.symbolset"])
        let copied = FileManager.default.contents(atPath: output + "/Symbols.xcassets/doc.text.symbolset/doc.text.svg")
        #expect(copied == template)
    }

    @Test func perLocaleFilesWithManifestAndLinks() throws {
        let output = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Self.run(["localize", "character.book.closed", "list.bullet", "--locales", "en,he,fa,zh-Hant,zh-HK",
                      "-o", output, "--symbols", Self.symbols])
        let manifest = try #require(try Self.json(output + "/manifest.json") as? [String: Any])
        let symbols = try #require(manifest["symbols"] as? [String: [String: [String: Any]]])
        let book = try #require(symbols["character.book.closed"])
        #expect(book["he"]?["variant"] as? String == "he")
        #expect(book["zh-HK"]?["variant"] as? String == "zh.traditional")
        #expect(book["zh-HK"]?["sameAs"] as? String == "zh-Hant/character.book.closed.svg")
        let list = try #require(symbols["list.bullet"])
        #expect(list["en"]?["mirrored"] as? Bool == false)
        #expect(list["he"]?["mirrored"] as? Bool == true)
        #expect(list["fa"]?["sameAs"] as? String == "he/list.bullet.svg")
        // Duplicates are links to the first file, which exists and parses.
        let link = output + "/zh-HK/character.book.closed.svg"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../zh-Hant/character.book.closed.svg")
        _ = try SVGDocument(contentsOfFile: link)
        _ = try SVGDocument(contentsOfFile: output + "/he/list.bullet.svg")
    }

    /// A file whose `<switch>` tests `systemLanguage` draws each locale's branch: `he` and `ar` their own
    /// shapes, `en` and `fr` the fallback, `fr` as a link to `en`'s file since it draws the same.
    @Test func systemLanguageSwitchesSeeTheLocale() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = directory + "/icon.svg"
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><switch>
            <rect systemLanguage="he" x="2" y="2" width="4" height="4"/><rect systemLanguage="ar" x="10" y="2" width="4" height="4"/>
            <rect x="18" y="18" width="4" height="4"/></switch></svg>
            """.utf8).write(to: URL(fileURLWithPath: icon))
        let output = directory + "/out"
        try Self.run(["localize", icon, "--locales", "he,ar,en,fr", "-o", output])
        func contents(_ locale: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(locale)/icon.svg")) }
        #expect(Set([try contents("he"), try contents("ar"), try contents("en")]).count == 3)
        #expect(try contents("fr") == (try contents("en")))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/fr/icon.svg") == "../en/icon.svg")
        for locale in ["he", "ar", "en"] {
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "\(output)/\(locale)/icon.svg")) == nil)
        }
        let manifest = try #require(try Self.json(output + "/manifest.json") as? [String: Any])
        let entries = try #require((manifest["symbols"] as? [String: [String: [String: Any]]])?[icon])
        #expect(entries["fr"]?["sameAs"] as? String == "en/icon.svg")
        #expect(entries["he"]?["sameAs"] == nil)
    }

    @Test func invalidLocaleIsRefusedBeforeAnythingIsWritten() throws {
        let parent = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/never"
        #expect(throws: (any Error).self) {
            try Self.run(["localize", "bell", "--locales", "he,x@y", "-o", output, "--symbols", Self.symbols])
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// `-` is standard input to the other commands; localize names each input's files after it, so it refuses
    /// `-` as a usage error that says why (it looked `-` up as a symbol: "There is no symbol named '-'").
    @Test(arguments: [["-"], ["bell", "-"], ["-", "--xcassets"]])
    func standardInputIsRefusedSayingWhy(arguments: [String]) throws {
        let error = try #require(throws: (any Error).self) {
            _ = try EmblemCommand.parseAsRoot(["localize", "--locales", "he", "-o", "out", "--symbols", Self.symbols] + arguments)
        }
        let message = EmblemCommand.message(for: error)
        #expect(message.contains("cannot read standard input (-)") && !message.contains("no symbol"), "\(message)")
    }

    /// Two files of one name in different folders would write the same files: refused before anything is
    /// written, naming both, instead of the second silently replacing the first.
    @Test func twoInputsForOneOutputAreRefused() throws {
        let parent = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: parent + "/" + folder, withIntermediateDirectories: true)
            try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\"><path d=\"M0 0h9v9z\"/></svg>".utf8)
                .write(to: URL(fileURLWithPath: parent + "/\(folder)/x.svg"))
        }
        let output = parent + "/out"
        #expect(throws: (any Error).self) {
            try Self.run(["localize", parent + "/a/x.svg", parent + "/b/x.svg", "--locales", "he,en", "-o", output, "--symbols", Self.symbols])
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        // One file given twice is one input.
        try Self.run(["localize", parent + "/a/x.svg", parent + "/a/x.svg", "--locales", "he", "-o", output, "--symbols", Self.symbols])
        #expect(FileManager.default.fileExists(atPath: output + "/he/x.svg"))
    }
}
