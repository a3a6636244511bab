import EmblemGeometry
import EmblemSymbols
import Foundation
import Testing

/// Files on the command line find their locale and direction variants as siblings named
/// `<name>.<suffix>.svg`, the way SF Symbols sets are exported.
@Suite struct FileVariantTests {
    static func icon(_ width: Int) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><rect width=\"\(width)\" height=\"4\"/></svg>"
    }

    @Test func siblingsAreChosenByLocaleAndDirection() throws {
        let directory = NSTemporaryDirectory() + "emblem-variants-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, width) in [("book", 10), ("book.he", 11), ("book.rtl", 12), ("book.zh.traditional", 13), ("other", 14)] {
            try Data(Self.icon(width).utf8).write(to: URL(fileURLWithPath: directory + "/\(name).svg"))
        }
        func width(locale: String?, direction: LayoutDirection?, mirroring: SymbolMirroring = .fixed) throws -> (Double, LocalizedSymbol) {
            let (localized, _) = try SymbolImporter().localizedSymbol(contentsOfFile: directory + "/book.svg", locale: locale,
                                                                      direction: direction, mirroring: mirroring)
            return (try #require(try localized.glyph().bounds).width, localized)
        }
        #expect(try width(locale: nil, direction: nil).0 == 10)
        #expect(try width(locale: "he-IL", direction: nil).0 == 11)
        #expect(try width(locale: "ar", direction: nil).0 == 12)          // no ar sibling: the rtl design
        #expect(try width(locale: "zh-HK", direction: nil).0 == 13)
        #expect(try width(locale: "en", direction: .rightToLeft).0 == 12)
        let (_, localized) = try width(locale: "ja", direction: nil)
        #expect(localized.resolution.suffix == nil)
        #expect(localized.symbol.name == "book")
    }

    /// A locale writing Latin digits (`-u-nu-latn`) passes over the script variant of a file whose name shows
    /// digits, and keeps that of a file of letters.
    @Test func latinDigitsPassOverOnlyTheVariantsOfDigits() throws {
        let directory = NSTemporaryDirectory() + "emblem-digit-variants-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, width) in [("1.circle", 10), ("1.circle.ar", 11), ("character", 12), ("character.ar", 13)] {
            try Data(Self.icon(width).utf8).write(to: URL(fileURLWithPath: directory + "/\(name).svg"))
        }
        func width(_ name: String, locale: String) throws -> Double {
            let (localized, _) = try SymbolImporter().localizedSymbol(contentsOfFile: directory + "/\(name).svg",
                                                                      locale: locale, direction: nil)
            return try #require(try localized.glyph().bounds).width
        }
        #expect(try width("1.circle", locale: "ar") == 11)
        #expect(try width("1.circle", locale: "ar-u-nu-latn") == 10)
        #expect(try width("character", locale: "ar") == 13)
        #expect(try width("character", locale: "ar-u-nu-latn") == 13)
    }
}
