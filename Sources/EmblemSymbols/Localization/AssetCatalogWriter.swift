/// One symbol to put in an asset catalog: its base SVG, its locale and right-to-left variants, and how it mirrors.
public struct AssetCatalogSymbol: Hashable, Sendable {
    /// The symbol name, which names the `<name>.symbolset` folder and its files (`character.book.closed`).
    public var name: String
    /// The base design's SVG bytes, written as `<name>.svg`.
    public var svg: [UInt8]
    /// The variants, in any order; see ``AssetCatalogVariant/key``.
    public var variants: [AssetCatalogVariant]
    /// How the symbol behaves in a right-to-left layout.
    public var mirroring: SymbolMirroring

    public init(name: String, svg: [UInt8], variants: [AssetCatalogVariant] = [], mirroring: SymbolMirroring) {
        self.name = name
        self.svg = svg
        self.variants = variants
        self.mirroring = mirroring
    }
}

/// One variant of an ``AssetCatalogSymbol``.
public struct AssetCatalogVariant: Hashable, Sendable {
    /// A variant suffix (`"rtl"`, `"he"`, `"ar"`, `"zh"`, `"zh.traditional"`, any suffix of
    /// ``VariantResolver/scriptVariantCandidates``) or a BCP 47 tag (`"pt-BR"`).
    public var key: String
    /// The variant's SVG bytes.
    public var svg: [UInt8]

    public init(key: String, svg: [UInt8]) {
        self.key = key
        self.svg = svg
    }
}

/// Writes symbols as an Xcode asset catalog (`.xcassets`): a file tree returned as data, for the caller to write
/// atomically.
///
/// Paths are relative to the `.xcassets` folder: `Contents.json` (`{"info":{"author":"xcode","version":1}}`), then
/// per symbol, sorted by name, `<name>.symbolset/Contents.json` and its SVG files: `<name>.svg` and
/// `<name>.<suffix>.svg` for each variant (`<name>.<tag>.svg` for a variant keyed by a language tag).
///
/// A symbolset's `Contents.json` holds `info`, `properties` (`"localizable" : true`, only when the symbol has locale
/// variants) and `symbols`, an array of entries with the keys `filename`, `idiom` (`universal`), and
/// `language-direction` or `locale`, sorted as Xcode writes them. The entries: the base design first, then the
/// `rtl` variant, then locale variants sorted by locale.
///
/// Direction follows Xcode's *Direction* menu:
///
/// | symbol | entries |
/// |---|---|
/// | has an `rtl` variant (whatever its mirroring) | base `"left-to-right"`, `rtl` `"right-to-left"` (*Both*) |
/// | ``SymbolMirroring/mirrors``, no `rtl` variant | base `"left-to-right"` (*Left to Right, Mirrors*) |
/// | ``SymbolMirroring/fixed``, or ``SymbolMirroring/hasRTLVariant`` without the file | no key (*Fixed*) |
///
/// so the compiled catalog chooses what ``VariantResolver`` chooses. Locale variants carry no direction: they are
/// drawn for their script and never flipped. Suffixes become Xcode localizations: `zh` → `zh-Hans`,
/// `zh.traditional` → `zh-Hant`, any other suffix names its language (`ar`, `he`, `hi`, `ru`). Xcode matches a
/// localization, not a script, so a `ru` variant serves Russian only and an `ar` variant Arabic only (Persian and
/// Urdu users get the base design); ``VariantResolver`` is broader.
///
/// Format sources (real `Contents.json` files and generators, read with the code search):
/// - catalog root `{"info" : {"author" : "xcode", "version" : 1}}`: Apple, *Asset Catalog Format Reference*,
///   “Catalog Type”, and every Xcode catalog;
/// - symbolset `"symbols" : [{"filename", "idiom" : "universal"}]`: `Dimillian/IceCubesApp`,
///   `IceCubesApp/Assets.xcassets/Rocket.Fill.symbolset/Contents.json` (written by Xcode);
/// - `"language-direction" : "left-to-right"` on the single entry of a symbol that flips in right-to-left
///   layouts: `instructure/canvas-ios`, `scripts/build-icons.js` (for its `.symbolset` and `.imageset` alike), and
///   the values `left-to-right`/`right-to-left` in Apple's *Image Set Type* reference;
/// - `"locale"` in an entry with `"properties" : {"localizable" : true}`: Xcode-written localized image sets found
///   in public repositories (entries `filename`, `idiom`, `locale`, `scale`, keys sorted); symbolset entries share
///   the image set's slot keys (inferred, no public localized symbolset was found).
public struct AssetCatalogWriter: Hashable, Sendable {
    public init() {}

    /// The catalog root's `Contents.json`.
    public static let catalogContents: [UInt8] = AssetCatalogJSON.object([("info", info)]).bytes

    /// The Xcode localization for each known variant suffix.
    public static let suffixLocales: [String: String] = {
        var table: [String: String] = [:]
        let suffixes = Array(VariantResolver.scriptVariantCandidates.values.joined())
            + Array(VariantResolver.languageVariantCandidates.values.joined())
        for suffix in suffixes { table[suffix] = suffix }
        table["zh"] = "zh-Hans"
        table["zh.traditional"] = "zh-Hant"
        return table
    }()

    /// The catalog's files for one symbol, as in ``makeFiles(for:)``.
    public func makeFiles(
        symbolNamed name: String, svg: [UInt8], variants: [(key: String, svg: [UInt8])], mirroring: SymbolMirroring
    ) throws(AssetCatalogError) -> [(relativePath: String, bytes: [UInt8])] {
        let variants = variants.map { AssetCatalogVariant(key: $0.key, svg: $0.svg) }
        return try makeFiles(for: [AssetCatalogSymbol(name: name, svg: svg, variants: variants, mirroring: mirroring)])
    }

    /// The catalog's files, paths relative to the `.xcassets` folder, in a stable order: the same symbols give
    /// the same paths and bytes.
    ///
    /// - Throws: ``AssetCatalogError`` for a name that cannot be a folder, a repeated symbol, a variant key that
    ///   is neither a suffix nor a language tag, or two variants for the same slot.
    public func makeFiles(for symbols: [AssetCatalogSymbol]) throws(AssetCatalogError)
        -> [(relativePath: String, bytes: [UInt8])]
    {
        var files: [(relativePath: String, bytes: [UInt8])] = [("Contents.json", Self.catalogContents)]
        var seen: Set<String> = []
        for symbol in symbols.sorted(by: { $0.name < $1.name }) {
            guard seen.insert(symbol.name).inserted else { throw AssetCatalogError(.duplicateSymbol(symbol.name)) }
            files += try makeSymbolSetFiles(for: symbol)
        }
        return files
    }

    /// One symbol's `<name>.symbolset` folder: its `Contents.json` first, then the SVG files in entry order.
    public func makeSymbolSetFiles(for symbol: AssetCatalogSymbol) throws(AssetCatalogError)
        -> [(relativePath: String, bytes: [UInt8])]
    {
        try Self.validate(name: symbol.name)
        let slots = try Self.slots(for: symbol)
        let folder = symbol.name + ".symbolset/"
        var entries: [AssetCatalogJSON] = []
        var files: [(relativePath: String, bytes: [UInt8])] = []
        for slot in slots {
            var members: [(key: String, value: AssetCatalogJSON)] = [
                ("filename", .string(slot.filename)), ("idiom", .string("universal")),
            ]
            if let direction = slot.direction { members.append(("language-direction", .string(direction))) }
            if let locale = slot.locale { members.append(("locale", .string(locale))) }
            entries.append(.object(members))
            files.append((folder + slot.filename, slot.svg))
        }
        var contents: [(key: String, value: AssetCatalogJSON)] = [("info", Self.info)]
        if slots.contains(where: { $0.locale != nil }) {
            contents.append(("properties", .object([("localizable", .boolean(true))])))
        }
        contents.append(("symbols", .array(entries)))
        return [(folder + "Contents.json", AssetCatalogJSON.object(contents).bytes)] + files
    }

    private static let info = AssetCatalogJSON.object([("author", .string("xcode")), ("version", .integer(1))])
}
