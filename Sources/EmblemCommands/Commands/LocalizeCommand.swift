import ArgumentParser
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols

/// `emblem localize`: one file per symbol and locale, the right design for each, plus a manifest; or an
/// Xcode asset catalog.
public struct LocalizeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "localize",
        abstract: "Write each symbol's design for each locale (DIR/<locale>/<name>.svg|png) and DIR/manifest.json, or an Xcode asset catalog.",
        discussion: """
            For every symbol and locale the design is chosen by the fallback chain (locale variant → rtl → \
            mirrored base → base) and written once: a locale that resolves to a design already written for \
            another locale gets a relative symbolic link to that file, and the manifest says which file and \
            variant each locale uses and why. A file's systemLanguage tests (<switch> branches) see the \
            locale being written. With --xcassets the symbols' template files go into \
            DIR/Symbols.xcassets, one .symbolset per symbol, with the locale and direction entries Xcode expects.
            """)

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable { case svg, png }

    @Argument(help: "Symbol names or SVG files (all library symbols when none are given).")
    public var symbols: [String] = []

    @Option(help: "Comma-separated BCP 47 locales, e.g. he,ar,ja,zh-Hant.")
    public var locales: String

    @Option(name: .shortAndLong, help: "Output directory.")
    public var output: String

    @Option(name: .customLong("format"), help: "File format: svg (the default) or png.")
    public var formatGiven: Format?

    @Option(name: .customLong("size"), help: "Size in pixels (64).")
    public var sizeGiven: Int?

    var format: Format { formatGiven ?? .svg }
    var size: Int { sizeGiven ?? 64 }

    @Flag(help: "Write an Xcode asset catalog (DIR/Symbols.xcassets) instead of per-locale files.")
    public var xcassets = false

    @OptionGroup public var mirroring: MirroringOptions
    @OptionGroup public var style: StyleOptions
    @OptionGroup public var library: LibraryOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    var localeList: [String] { LocaleList.parse(locales) }

    public func validate() throws {
        try OutputName.checkNotEmpty(output)
        // Each input's files are named after it: standard input has no name, and `-` was looked up as a
        // symbol ("There is no symbol named '-'").
        if symbols.contains("-") {
            throw ValidationError("localize names its outputs after each input (<locale>/<name>.svg), so it cannot read "
                                  + "standard input (-); give an SVG file or a symbol name.")
        }
        if localeList.isEmpty { throw ValidationError("--locales needs at least one locale, e.g. --locales he,ar,ja.") }
        try LocaleList.validate(localeList, option: "--locales")
        if !(1...16384).contains(size) { throw ValidationError("--size must be between 1 and 16384 pixels.") }
        // A catalog holds the library's templates as they are, for Xcode to draw: drawing options do
        // nothing to it, and were taken unseen.
        if xcassets {
            // --mirrors names SVG files, which a catalog does not take.
            let drawing = [formatGiven.map { _ in "--format" }, sizeGiven.map { _ in "--size" }].compactMap { $0 } + style.colourOptionsGiven
                + [style.weightGiven != nil ? "--weight" : nil, style.scaleGiven != nil ? "--scale" : nil,
                   mirroring.patterns.isEmpty ? nil : "--mirrors"].compactMap { $0 }
            if !drawing.isEmpty {
                throw ValidationError("--xcassets writes the templates for Xcode to draw, so \(drawing.joined(separator: ", ")) "
                                      + "\(drawing.count == 1 ? "does" : "do") nothing to it; leave \(drawing.count == 1 ? "it" : "them") out, or drop --xcassets.")
            }
        }
        // A folder per locale and manifest.json: `-` made a directory called `-`.
        if let problem = OutputName.directoryProblem(output, needing: "localize writes a", fileExtensions: ["svg", "svgz", "png", "json"]) {
            throw ValidationError(problem)
        }
    }

    public func run() throws {
        try reportingErrors { try execute() }
    }

    private func execute() throws {
        let library = self.library.library(limits: input.limits)
        let names = try library.namesToDraw(symbols)
        if xcassets {
            try writeCatalog(names: names, library: library)
            return
        }
        try checkOutputNames(names, library: library)
        mirroring.warnOfUnmatchedPatterns(among: names.filter { FileIO.isFileOrPipe($0) })
        let renderer = SymbolRenderer(style: try style.style(), weight: style.weight, scale: style.scale, size: Double(size))
        var manifest = LocalizationManifest(locales: localeList, format: format.rawValue)
        var failed = 0
        let designs = DesignOptionsNote(style)
        for name in names {
            var written: [String: String] = [:]  // design key → file written, relative to the output
            var writtenContents: [[UInt8]: String] = [:]  // bytes → the file that holds them
            // The prefers-color-scheme rules of a file follow --appearance (the same for every locale).
            var loads = DesignLoads(limits: input.limits, media: style.mediaEnvironment)
            loads.rasterizes = format == .png
            var entries: [String: LocalizationManifest.Entry] = [:]
            for locale in localeList {
                do {
                    // The design is resolved without parsing; each distinct file is loaded once for the
                    // locales that pass the same of its systemLanguage tests (DesignLoads).
                    let design = try source(library, locale: locale).design(name)
                    let resolution = design.resolution
                    let file = "\(locale)/\(design.name).\(format.rawValue)"
                    let key = "\(design.file)|\(resolution.isMirrored)" + (try loads.languageKey(of: design, for: locale))
                    var entry = LocalizationManifest.Entry(file: file, variant: resolution.suffix, mirrored: resolution.isMirrored,
                                                           direction: resolution.direction.rawValue,
                                                           reason: resolution.reason, sameAs: nil)
                    if let first = written[key] {
                        entry.sameAs = first
                        try link(file, to: first)
                    } else {
                        let (localized, diagnostics, wereGiven) = try loads.load(design, for: locale)
                        try reportWarnings(diagnostics, of: design.file, strict: input.strict, printing: !wereGiven)
                        let glyph = try localized.glyph(weight: style.weight, scale: style.scale)
                        designs.record(localized.symbol.format)
                        let svg = renderer.svgData(for: glyph)
                        let bytes = format == .svg ? svg : try Rasterizer().pngData(for: svg, size: .square(size))
                        if let same = writtenContents[bytes] {
                            // Another locale's branch of the same switch, say, drew the same.
                            entry.sameAs = same
                            try link(file, to: same)
                        } else {
                            try FileIO.createDirectory(output + "/" + locale)
                            try FileIO.writeAtomically(bytes, to: output + "/" + file)
                            writtenContents[bytes] = file
                        }
                        written[key] = entry.sameAs ?? file
                    }
                    entries[locale] = entry
                } catch {
                    failed += 1
                    printError("\(name) (\(locale)): " + failureLine(error))
                }
            }
            manifest.symbols[name] = entries
        }
        designs.printIfUnused()
        let localized = manifest.symbols.values.filter { $0.count == localeList.count }.count
        let summary = (failed > 0 ? "localized \(localized) of \(names.count) symbol" : "localized \(names.count) symbol")
            + "\(names.count == 1 ? "" : "s") for \(localeList.count) locale\(localeList.count == 1 ? "" : "s") into \(output)"
        // A run that drew nothing writes nothing: its manifest, listing no file, replaced the last good
        // one (a mistyped name lost the list of every file the folder holds).
        guard manifest.symbols.values.contains(where: { !$0.isEmpty }) else {
            printError("error: \(summary): every design failed (see above); nothing was written.")
            throw ExitCode(1)
        }
        // Made here too: a folder the run's links alone went into has no manifest otherwise.
        try FileIO.createDirectory(output)
        try FileIO.writeAtomically(try JSONOutput.data(manifest), to: output + "/manifest.json")
        printError(summary + (failed > 0 ? ", \(failed) design\(failed == 1 ? "" : "s") failed" : ""))
        if failed > 0 { throw ExitCode(1) }
    }

    /// Refuses, before anything is written, two inputs that would write the same files (`a/x.svg` and
    /// `b/x.svg` both write `<locale>/x.svg`): the second overwrote the first, silently. An input whose
    /// design cannot be found is left for the run to report.
    private func checkOutputNames(_ names: [String], library: SymbolLibrary) throws {
        var claimed: [String: String] = [:]
        let source = source(library, locale: localeList[0])
        for name in names {
            guard let stem = try? source.design(name).name else { continue }
            if let other = claimed.updateValue(name, forKey: stem), other != name {
                throw SVGError(.io, "\(other) and \(name) would both be written to <locale>/\(stem).\(format.rawValue) in \(output); "
                               + "rename one, or localize them apart.")
            }
        }
    }

    /// Where the designs of `locale` come from: the library, or the files named, mirrored as `--mirrors` says.
    private func source(_ library: SymbolLibrary, locale: String) -> SymbolSource {
        SymbolSource(library: library, limits: input.limits, locale: locale, fileMirroring: mirroring.fileMirroring)
    }

    /// Makes `file` (relative to the output) a relative symbolic link to `target` (also relative to it),
    /// replacing whatever is there.
    private func link(_ file: String, to target: String) throws {
        try FileIO.createDirectory(FileIO.parentDirectory(of: output + "/" + file))
        let path = output + "/" + file
        let depth = file.split(separator: "/").count - 1
        let target = String(repeating: "../", count: depth) + target
        try FileIO.linkAtomically(path, to: target)
    }

    /// Writes the catalog of `names`. Each file copied into it is read as every command reads it, for a
    /// file Xcode cannot load (one cut short was copied as it was, and the run said it wrote the catalog);
    /// a symbol with such a file is reported and left out, and the others are written.
    private func writeCatalog(names: [String], library: SymbolLibrary) throws {
        var symbols: [AssetCatalogSymbol] = []
        for name in names {
            guard let symbol = try skippingFailure({ try catalogSymbol(named: name, library: library) }) else { continue }
            symbols.append(symbol)
        }
        let failed = names.count - symbols.count
        guard !symbols.isEmpty else {
            printError("error: no symbol could go into the catalog (see above); \(output)/Symbols.xcassets was not written.")
            throw ExitCode(1)
        }
        let files = try AssetCatalogWriter().makeFiles(for: symbols)
        let catalog = output + "/Symbols.xcassets"
        for (relativePath, bytes) in files {
            let path = catalog + "/" + relativePath
            try FileIO.createDirectory(FileIO.parentDirectory(of: path))
            try FileIO.writeAtomically(bytes, to: path)
        }
        printError("wrote \(catalog) with \(symbols.count) symbol set\(symbols.count == 1 ? "" : "s")"
                   + (failed > 0 ? ", \(failed) symbol\(failed == 1 ? "" : "s") left out (see above)" : ""))
        if failed > 0 { throw ExitCode(1) }
    }

    /// The catalog entry of the library symbol `name`: its template and the variants the locales (or a
    /// right-to-left layout) resolve to, each read and imported as a template first.
    private func catalogSymbol(named name: String, library: SymbolLibrary) throws -> AssetCatalogSymbol {
        guard FileIO.isFile(library.folder(of: name) + "/symbol.svg") else {
            throw SVGError(.invalidValue, "--xcassets needs library symbols (SF Symbols templates); '\(name)' is not one.")
        }
        let info = try library.info(of: name)
        // The variants any requested locale (or a right-to-left layout) resolves to, suffix to file (as
        // spelled in the folder: the suffix is compared in lower case).
        var files: [String: String] = [:]
        for locale in localeList {
            let design = try library.design(named: name, locale: locale, direction: nil)
            if let suffix = design.resolution.suffix { files[suffix] = design.file }
        }
        if let rtl = library.variantSuffixes(of: name).first(where: { $0.lowercased() == "rtl" }) {
            files["rtl"] = library.folder(of: name) + "/\(rtl).svg"
        }
        let base = try templateBytes(library.folder(of: name) + "/symbol.svg")
        let variants = try files.keys.sorted().map { suffix in AssetCatalogVariant(key: suffix, svg: try templateBytes(files[suffix]!)) }
        return AssetCatalogSymbol(name: name, svg: base, variants: variants, mirroring: info.mirroring)
    }

    /// The bytes of `file`, once they have been parsed and imported as an SF Symbols template, its
    /// warnings printed (fatal with --strict).
    private func templateBytes(_ file: String) throws -> [UInt8] {
        let bytes = try FileIO.read(file, maximumBytes: input.limits.maximumBytes)
        let (symbol, diagnostics) = try SymbolImporter(limits: input.limits).symbol(from: SVGDocument(bytes: bytes, file: file, limits: input.limits))
        guard case .template = symbol.format else {
            throw SVGError(.invalidValue, "Not an SF Symbols template (no Symbols group of variants); an asset catalog holds templates for Xcode to draw.",
                           at: SourceLocation(file: file, line: 0, column: 0))
        }
        try reportWarnings(diagnostics, of: file, strict: input.strict)
        return bytes
    }
}

/// `manifest.json` of `emblem localize`.
struct LocalizationManifest: Codable {
    struct Entry: Codable {
        var file: String
        var variant: String?
        var mirrored: Bool
        var direction: String
        var reason: String
        /// When this locale draws the same design as an earlier one: that locale's file (this file is a link).
        var sameAs: String?
    }

    var locales: [String]
    var format: String
    var symbols: [String: [String: Entry]] = [:]
}
