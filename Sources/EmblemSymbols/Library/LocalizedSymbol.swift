import EmblemGeometry
import EmblemSVG

/// A symbol loaded for a locale and layout direction: the design the resolver chose, and whether it is to
/// be mirrored.
public struct LocalizedSymbol: Sendable {
    public var symbol: Symbol
    public var info: SymbolInfo?
    public var resolution: VariantResolution

    public init(symbol: Symbol, info: SymbolInfo? = nil, resolution: VariantResolution) {
        self.symbol = symbol
        self.info = info
        self.resolution = resolution
    }

    /// The glyph to draw at a weight and scale: mirrored when the resolution says so.
    public func glyph(weight: SymbolWeight = .regular, scale: SymbolScale = .medium) throws(SymbolError) -> SymbolGlyph {
        let glyph = try symbol.glyph(weight: weight, scale: scale)
        return resolution.isMirrored ? glyph.mirrored() : glyph
    }
}

/// Which file draws a symbol for a locale and direction, and whether to mirror it: cheap to find (no
/// parsing), so callers can tell which locales share a design before loading anything.
public struct SymbolDesign: Hashable, Sendable {
    public var name: String
    /// The SVG file of the chosen design.
    public var file: String
    public var info: SymbolInfo?
    public var resolution: VariantResolution

    /// Reads and imports the design (applying `info.json`).
    /// `languages` are the reader's, for `systemLanguage` tests in the file; `media`, for its `@media` rules;
    /// `rasterizes`, whether it is drawn to pixels (`SymbolImporter.rasterizes`).
    public func load(limits: XMLLimits = .default, languages: [String] = [], media: MediaEnvironment = MediaEnvironment(),
                     rasterizes: Bool = true) throws -> (LocalizedSymbol, [Diagnostic]) {
        var importer = SymbolImporter(limits: limits, languages: languages, media: media)
        importer.rasterizes = rasterizes
        var (symbol, diagnostics) = try importer.symbol(contentsOfFile: file, name: name)
        if let info { diagnostics += symbol.apply(info) }
        return (LocalizedSymbol(symbol: symbol, info: info, resolution: resolution), diagnostics)
    }

    /// Reads the design as far as drawing it in its own colours needs (see `ImportedFile`), applying
    /// `info.json` to a template's symbol.
    public func loadFile(limits: XMLLimits = .default, languages: [String] = [], media: MediaEnvironment = MediaEnvironment(),
                         rasterizes: Bool = true) throws -> (ImportedFile, [Diagnostic]) {
        var importer = SymbolImporter(limits: limits, languages: languages, media: media)
        importer.rasterizes = rasterizes
        let (file, diagnostics) = try importer.importedFile(from: try SVGDocument(contentsOfFile: file, limits: limits), name: name)
        guard case .template(var symbol) = file, let info else { return (file, diagnostics) }
        let misplaced = symbol.apply(info)
        return (.template(symbol), diagnostics + misplaced)
    }
}

extension SymbolLibrary {
    /// The design of `name` for `locale` (a BCP 47 tag) and `direction` (nil: the locale's), through
    /// `VariantResolver`'s fallback chain and the symbol's `info.json` mirroring.
    public func design(named name: String, locale: String?, direction: LayoutDirection?) throws -> SymbolDesign {
        _ = try file(of: name, variant: nil)
        let info = try self.info(of: name)
        let suffixes = variantSuffixes(of: name)
        let resolution = VariantResolver().resolve(available: Set(suffixes), localeIdentifier: locale,
                                                   direction: direction, mirroring: info.mirroring,
                                                   content: info.variantContent ?? VariantContent(symbolName: name))
        // The resolver compares suffixes case-insensitively and answers in lower case; the file is opened as
        // it is spelled (`HE.svg` was looked for as `he.svg`, and the symbol failed to load).
        let spelled = resolution.suffix.map { chosen in suffixes.first { $0.lowercased() == chosen } ?? chosen }
        return SymbolDesign(name: name, file: try file(of: name, variant: spelled), info: info, resolution: resolution)
    }

    /// Loads the design of `name` for `locale` and `direction` (see `design(named:locale:direction:)`).
    public func localizedSymbol(named name: String, locale: String?, direction: LayoutDirection?) throws -> (LocalizedSymbol, [Diagnostic]) {
        try design(named: name, locale: locale, direction: direction).load(limits: limits)
    }
}

extension SymbolImporter {
    /// The design of an SVG file for `locale` and `direction`, choosing among sibling variant files named
    /// `<name>.<suffix>.svg` (as SF Symbols sets are exported: `book.svg`, `book.rtl.svg`, `book.he.svg`).
    /// Files carry no mirroring information, so they mirror only when `mirroring` says so.
    public func design(forFile path: String, locale: String?, direction: LayoutDirection?,
                       mirroring: SymbolMirroring = .fixed) -> SymbolDesign {
        let directory = FileIO.parentDirectory(of: path)
        let stem = FileIO.svgStem(of: path)
        // Look for the suffixes that can exist (a few stats), rather than listing a directory that may
        // hold thousands of icons for every file of a batch.
        var siblings: [String: String] = [:]
        for suffix in VariantResolver.allSuffixes {
            let candidate = directory + "/" + stem + "." + suffix + ".svg"
            if FileIO.isFile(candidate) { siblings[suffix] = candidate }
        }
        let resolution = VariantResolver().resolve(available: Set(siblings.keys), localeIdentifier: locale,
                                                   direction: direction, mirroring: mirroring,
                                                   content: VariantContent(symbolName: stem))
        return SymbolDesign(name: stem, file: resolution.suffix.flatMap { siblings[$0] } ?? path, info: nil, resolution: resolution)
    }

    /// Loads an SVG file for `locale` and `direction` (see `design(forFile:locale:direction:mirroring:)`).
    public func localizedSymbol(contentsOfFile path: String, locale: String?, direction: LayoutDirection?,
                                mirroring: SymbolMirroring = .fixed) throws -> (LocalizedSymbol, [Diagnostic]) {
        try design(forFile: path, locale: locale, direction: direction, mirroring: mirroring).load(limits: limits)
    }
}
