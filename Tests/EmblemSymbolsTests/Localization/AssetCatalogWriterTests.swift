import Foundation
import Testing
@testable import EmblemSymbols

extension Localization {
    struct AssetCatalogWriterTests {
        static func svg(_ label: String) -> [UInt8] {
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- \(label) --></svg>\n".utf8)
        }

        static let bookSymbol = AssetCatalogSymbol(
            name: "character.book.closed", svg: svg("base"),
            variants: [
                AssetCatalogVariant(key: "zh.traditional", svg: svg("zh.traditional")),
                AssetCatalogVariant(key: "he", svg: svg("he")),
                AssetCatalogVariant(key: "rtl", svg: svg("rtl")),
                AssetCatalogVariant(key: "ar", svg: svg("ar")),
                AssetCatalogVariant(key: "zh", svg: svg("zh")),
            ],
            mirroring: .hasRTLVariant)

        static func decode(_ bytes: [UInt8]) throws -> [String: Any] {
            try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        }

        static func contents(of symbol: AssetCatalogSymbol) throws -> [String: Any] {
            let files = try AssetCatalogWriter().makeSymbolSetFiles(for: symbol)
            return try decode(files[0].bytes)
        }

        static func entries(of symbol: AssetCatalogSymbol) throws -> [[String: String]] {
            let symbols = try #require(try contents(of: symbol)["symbols"] as? [[String: Any]])
            return symbols.map { $0.compactMapValues { $0 as? String } }
        }

        @Test func catalogRootHasXcodeInfo() throws {
            let files = try AssetCatalogWriter().makeFiles(for: [])
            #expect(files.map(\.relativePath) == ["Contents.json"])
            #expect(String(decoding: files[0].bytes, as: UTF8.self)
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
            let info = try #require(try Self.decode(files[0].bytes)["info"] as? [String: Any])
            #expect(info["author"] as? String == "xcode")
            #expect(info["version"] as? Int == 1)
        }

        @Test func localizedSymbolHasOneEntryPerSlot() throws {
            let contents = try Self.contents(of: Self.bookSymbol)
            #expect(Set(contents.keys) == ["info", "properties", "symbols"])
            let properties = try #require(contents["properties"] as? [String: Any])
            #expect(properties["localizable"] as? Bool == true)
            let name = "character.book.closed"
            #expect(try Self.entries(of: Self.bookSymbol) == [
                ["filename": "\(name).svg", "idiom": "universal", "language-direction": "left-to-right"],
                ["filename": "\(name).rtl.svg", "idiom": "universal", "language-direction": "right-to-left"],
                ["filename": "\(name).ar.svg", "idiom": "universal", "locale": "ar"],
                ["filename": "\(name).he.svg", "idiom": "universal", "locale": "he"],
                ["filename": "\(name).zh.svg", "idiom": "universal", "locale": "zh-Hans"],
                ["filename": "\(name).zh.traditional.svg", "idiom": "universal", "locale": "zh-Hant"],
            ])
        }

        @Test func filesAreTheSymbolsetAndItsSVGsUnchanged() throws {
            let files = try AssetCatalogWriter().makeFiles(for: [Self.bookSymbol])
            let folder = "character.book.closed.symbolset/"
            #expect(files.map(\.relativePath) == ["Contents.json", folder + "Contents.json"] + [
                "character.book.closed.svg", "character.book.closed.rtl.svg", "character.book.closed.ar.svg",
                "character.book.closed.he.svg", "character.book.closed.zh.svg",
                "character.book.closed.zh.traditional.svg",
            ].map { folder + $0 })
            #expect(files[2].bytes == Self.svg("base"))
            #expect(files[3].bytes == Self.svg("rtl"))
            #expect(files[7].bytes == Self.svg("zh.traditional"))
        }

        @Test func writesXcodesTextLayout() throws {
            let symbol = AssetCatalogSymbol(
                name: "quote.bubble", svg: Self.svg("base"), variants: [AssetCatalogVariant(key: "he", svg: [])],
                mirroring: .mirrors)
            let files = try AssetCatalogWriter().makeSymbolSetFiles(for: symbol)
            #expect(String(decoding: files[0].bytes, as: UTF8.self) == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  },
                  "properties" : {
                    "localizable" : true
                  },
                  "symbols" : [
                    {
                      "filename" : "quote.bubble.svg",
                      "idiom" : "universal",
                      "language-direction" : "left-to-right"
                    },
                    {
                      "filename" : "quote.bubble.he.svg",
                      "idiom" : "universal",
                      "locale" : "he"
                    }
                  ]
                }

                """)
        }

        @Test(arguments: [
            (SymbolMirroring.mirrors, false, [["filename": "s.svg", "idiom": "universal", "language-direction": "left-to-right"]]),
            (.fixed, false, [["filename": "s.svg", "idiom": "universal"]]),
            (.hasRTLVariant, false, [["filename": "s.svg", "idiom": "universal"]]),
            (.fixed, true, [
                ["filename": "s.svg", "idiom": "universal", "language-direction": "left-to-right"],
                ["filename": "s.rtl.svg", "idiom": "universal", "language-direction": "right-to-left"],
            ]),
            (.mirrors, true, [
                ["filename": "s.svg", "idiom": "universal", "language-direction": "left-to-right"],
                ["filename": "s.rtl.svg", "idiom": "universal", "language-direction": "right-to-left"],
            ]),
        ] as [(SymbolMirroring, Bool, [[String: String]])])
        func directionFollowsMirroring(_ mirroring: SymbolMirroring, _ hasRTL: Bool, _ expected: [[String: String]]) throws {
            let variants = hasRTL ? [AssetCatalogVariant(key: "rtl", svg: [])] : []
            let symbol = AssetCatalogSymbol(name: "s", svg: [], variants: variants, mirroring: mirroring)
            #expect(try Self.entries(of: symbol) == expected)
            #expect(try Self.contents(of: symbol)["properties"] == nil)
        }

        @Test func languageTagKeysUseTheCanonicalTag() throws {
            let symbol = AssetCatalogSymbol(
                name: "s", svg: [], variants: [AssetCatalogVariant(key: "pt_br", svg: []), .init(key: "FA", svg: [])],
                mirroring: .fixed)
            #expect(try Self.entries(of: symbol) == [
                ["filename": "s.svg", "idiom": "universal"],
                ["filename": "s.fa.svg", "idiom": "universal", "locale": "fa"],
                ["filename": "s.pt-BR.svg", "idiom": "universal", "locale": "pt-BR"],
            ])
        }

        @Test func sameInputGivesSameBytesWhateverTheOrder() throws {
            let other = AssetCatalogSymbol(name: "arrow.forward", svg: Self.svg("arrow"), mirroring: .mirrors)
            var shuffled = Self.bookSymbol
            shuffled.variants.reverse()
            let writer = AssetCatalogWriter()
            let first = try writer.makeFiles(for: [Self.bookSymbol, other])
            let second = try writer.makeFiles(for: [other, shuffled])
            #expect(first.map(\.relativePath) == second.map(\.relativePath))
            #expect(first.map(\.bytes) == second.map(\.bytes))
            #expect(first[1].relativePath == "arrow.forward.symbolset/Contents.json")
            let single = try writer.makeFiles(
                symbolNamed: other.name, svg: other.svg, variants: [], mirroring: .mirrors)
            #expect(single.map(\.bytes) == Array(first.prefix(3)).map(\.bytes))
        }

        @Test(arguments: [
            ([AssetCatalogSymbol(name: "", svg: [], mirroring: .fixed)], AssetCatalogError.Code.invalidSymbolName),
            ([AssetCatalogSymbol(name: "../escape", svg: [], mirroring: .fixed)], .invalidSymbolName),
            ([AssetCatalogSymbol(name: "a/b", svg: [], mirroring: .fixed)], .invalidSymbolName),
            ([AssetCatalogSymbol(name: ".hidden", svg: [], mirroring: .fixed)], .invalidSymbolName),
            ([AssetCatalogSymbol(name: "a", svg: [], mirroring: .fixed), AssetCatalogSymbol(name: "a", svg: [], mirroring: .mirrors)],
             .duplicateSymbol),
            ([AssetCatalogSymbol(name: "a", svg: [], variants: [.init(key: "he--x", svg: [])], mirroring: .fixed)],
             .invalidVariant),
            ([AssetCatalogSymbol(name: "a", svg: [], variants: [.init(key: "und", svg: [])], mirroring: .fixed)],
             .invalidVariant),
            ([AssetCatalogSymbol(
                name: "a", svg: [], variants: [.init(key: "zh.traditional", svg: []), .init(key: "zh-Hant", svg: [])],
                mirroring: .fixed)], .duplicateVariant),
            ([AssetCatalogSymbol(
                name: "a", svg: [], variants: [.init(key: "rtl", svg: []), .init(key: "RTL", svg: [])],
                mirroring: .hasRTLVariant)], .duplicateVariant),
        ] as [([AssetCatalogSymbol], AssetCatalogError.Code)])
        func rejectsWhatXcodeCannotHold(_ symbols: [AssetCatalogSymbol], _ code: AssetCatalogError.Code) {
            let error = #expect(throws: AssetCatalogError.self) { try AssetCatalogWriter().makeFiles(for: symbols) }
            #expect(error?.code == code)
            #expect(error?.message.hasSuffix(".") == true)
            #expect(error?.symbolName == symbols.last?.name)
        }
    }
}
