@testable import EmblemCommands
import EmblemSVG
import Foundation
import Testing

/// Locales that pass the same `systemLanguage` tests of a file share its load; the key that says so is
/// read from the file's bytes and must agree with what the resolver draws.
@Suite struct LanguageDependenceTests {
    static func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "emblem-language-\(UUID().uuidString).svg"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func keys(_ text: String, _ locales: [String]) throws -> [String] {
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var dependence = LanguageDependence()
        return try locales.map { try dependence.key(for: path, locale: $0, limits: .default).key }
    }

    static let locales = ["he", "he-IL", "ar", "en-US", "en", "ja", "fr", "zh-Hant-TW"]

    @Test func localesThatPassTheSameTestsShareAKey() throws {
        let keys = try Self.keys("""
            <svg xmlns="http://www.w3.org/2000/svg"><switch><g systemLanguage = 'he, ar'/><g systemLanguage="en-US,zh-Hant"/><g/></switch></svg>
            """, Self.locales)
        let byLocale = Dictionary(uniqueKeysWithValues: zip(Self.locales, keys))
        #expect(byLocale["he"] == byLocale["he-IL"] && byLocale["he"] == byLocale["ar"])
        #expect(byLocale["ja"] == byLocale["fr"])
        // A reader of en passes en-US (its language is a prefix of the tag), as one of zh-Hant-TW passes zh-Hant.
        #expect(byLocale["en-US"] == byLocale["en"] && byLocale["en-US"] == byLocale["zh-Hant-TW"])
        #expect(Set(keys).count == 3)
    }

    @Test func aFileWithoutTestsHasOneKey() throws {
        #expect(Set(try Self.keys("<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>", Self.locales)) == [""])
    }

    /// Tests whose values cannot be read from the bytes (a reference in the value, the name outside an
    /// attribute) give every locale its own key.
    @Test(arguments: [
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><g systemLanguage=\"&#104;e\"/></svg>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>systemLanguage</text></svg>",
        "<!DOCTYPE svg [<!ENTITY g \"<g systemLanguage=&#34;he&#34;/>\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&g;</svg>",
    ])
    func unreadableTestsKeyEveryLocale(text: String) throws {
        #expect(Set(try Self.keys(text, Self.locales)).count == Self.locales.count)
    }

    /// The flags agree with the resolver: a switch draws its first branch exactly when the locale
    /// passes its list, over many lists and locales.
    @Test func flagsAgreeWithTheResolver() throws {
        let lists = ["he", "en", "en-US", "EN-us", "zh-Hant", "zh", " ja , ko ", "de-CH-1996", "x-private", "", "fr,he-IL"]
        let readers = Self.locales + ["EN", "de-CH", "de-CH-1996-x-a", "ko", "sr-Latn-RS", "zh-Hans"]
        for list in lists {
            let document = try SVGDocument(bytes: Array("""
                <svg xmlns="http://www.w3.org/2000/svg"><switch><rect systemLanguage="\(list)" width="1" height="1"/><circle r="1"/></switch></svg>
                """.utf8))
            for reader in readers {
                let (drawing, _) = Resolver(languages: [reader]).resolve(document)
                let drawsFirst = drawing.shapes.first?.shape.source.last == 0
                #expect(ConditionalProcessing.languageTests([list], passedBy: reader) == [drawsFirst], "\(list) for \(reader)")
            }
        }
    }
}
