import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// Loads what a command argument names: an SVG file (any kind) or a symbol of the library, for a locale
/// and layout direction.
struct SymbolSource: Sendable {
    let library: SymbolLibrary
    let limits: XMLLimits
    var locale: String?
    var direction: LayoutDirection?
    /// The appearance `@media` rules in SVG files are evaluated against.
    var media = MediaEnvironment()
    /// Which SVG files mirror in right-to-left layouts (`--mirrors`); library symbols say in their `info.json`.
    var fileMirroring = FileMirroring()
    /// Whether what is loaded is drawn to pixels (`SymbolImporter.rasterizes`): not for SVG written out.
    var rasterizes = true

    init(library: SymbolLibrary, limits: XMLLimits, locale: String? = nil, direction: LayoutDirection? = nil,
         fileMirroring: FileMirroring = FileMirroring()) {
        self.library = library
        self.limits = limits
        self.locale = locale
        self.direction = direction
        self.fileMirroring = fileMirroring
    }

    init(library: SymbolLibrary, limits: XMLLimits, localization: LocalizationOptions, style: StyleOptions? = nil) {
        self.init(library: library, limits: limits, locale: localization.locale, direction: localization.direction,
                  fileMirroring: localization.mirroring.fileMirroring)
        if let style { media = style.mediaEnvironment }
    }

    /// Whether `argument` names a library symbol (and is not a file).
    func isSymbolName(_ argument: String) -> Bool {
        // A `symbol.svg` that is there but no file (a pipe, a directory) names the symbol too, so that loading
        // it says what is wrong, where "No such file, directory or library symbol" said nothing of it.
        !FileIO.isFileOrPipe(argument) && SymbolLibrary.isName(argument) && FileIO.entryExists(library.folder(of: argument) + "/symbol.svg")
    }

    /// The symbol an argument names, resolved for the locale and direction.
    func load(_ argument: String) throws -> (symbol: LocalizedSymbol, diagnostics: [Diagnostic]) {
        if readsAsWritten(argument) {
            let document = try SVGDocument(contentsOfFile: argument, limits: limits)
            let (symbol, diagnostics) = try importer.symbol(from: document)
            return (LocalizedSymbol(symbol: symbol, info: nil, resolution: Self.asWritten), diagnostics)
        }
        return try design(argument).load(limits: limits, languages: languages, media: media, rasterizes: rasterizes)
    }

    /// What an argument draws in its own colours (see `ImportedFile`: a plain file gets no layers), with
    /// its design's information and resolution for the locale and direction.
    func loadFile(_ argument: String) throws
        -> (file: ImportedFile, info: SymbolInfo?, resolution: VariantResolution, diagnostics: [Diagnostic]) {
        if readsAsWritten(argument) {
            let (file, diagnostics) = try importer.importedFile(from: try SVGDocument(contentsOfFile: argument, limits: limits))
            return (file, nil, Self.asWritten, diagnostics)
        }
        let design = try design(argument)
        let (file, diagnostics) = try design.loadFile(limits: limits, languages: languages, media: media, rasterizes: rasterizes)
        return (file, design.info, design.resolution, diagnostics)
    }

    /// Whether `argument` is read as it is, with no variant looked for: standard input, or a file when
    /// neither a locale nor a direction is given.
    private func readsAsWritten(_ argument: String) -> Bool {
        argument == "-" || (locale == nil && direction == nil && FileIO.isFileOrPipe(argument))
    }

    /// The resolution of a file read as written: its own design, never mirrored.
    private static let asWritten = VariantResolver().resolve(available: [], locale: nil, direction: nil, mirroring: .fixed)

    private var importer: SymbolImporter {
        var importer = SymbolImporter(limits: limits, languages: languages, media: media)
        importer.rasterizes = rasterizes
        return importer
    }

    /// The reader's languages for `systemLanguage` tests in SVG files: the locale, if one was given.
    var languages: [String] { locale.map(LanguageTag.readerLanguages(for:)) ?? [] }

    /// Which file draws `argument` for the locale and direction (nothing parsed yet).
    func design(_ argument: String) throws -> SymbolDesign {
        // Standard input as `load` reads it, with no variant looked for (nothing is beside it): `sheet -
        // --row-locales` looked `-` up as a symbol.
        if argument == "-" { return SymbolImporter(limits: limits).design(forFile: argument, locale: nil, direction: nil) }
        if FileIO.isFileOrPipe(argument) {
            return SymbolImporter(limits: limits).design(forFile: argument, locale: locale, direction: direction,
                                                         mirroring: fileMirroring.mirroring(ofFileNamed: FileIO.svgStem(of: argument)))
        }
        if let target = FileIO.brokenLinkTarget(argument) {
            throw SVGError(.io, "Cannot open \(argument): it is a symbolic link to \(target), which does not exist.")
        }
        // Not "There is no symbol named …": the argument names something, just not one icon.
        if FileIO.isDirectory(argument), !FileIO.isFile(library.folder(of: argument) + "/symbol.svg") {
            throw SVGError(.io, "\(argument) is a directory; this command takes SVG files or symbol names (render, recolor and "
                           + "normalize take directories).")
        }
        // A device or a socket (a link to /dev/urandom in an icon folder) is there, just not a file: "There is no
        // symbol named …" said nothing of it.
        if FileIO.exists(argument), !FileIO.isDirectory(argument), !FileIO.isFile(library.folder(of: argument) + "/symbol.svg") {
            throw SVGError(.io, "Cannot read \(argument): it is \(FileIO.kindDescription(of: argument)); SVG is read from files and pipes.")
        }
        return try library.design(named: argument, locale: locale, direction: direction)
    }
}
