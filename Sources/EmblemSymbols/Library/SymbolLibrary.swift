import EmblemSVG
// FoundationEssentials where there is one: all of Foundation would load ICU into every run of the
// command line (a third of its start-up).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The symbols of a library folder (`symbols/`): one folder per symbol holding `symbol.svg`, optional
/// locale and direction variants (`rtl.svg`, `he.svg`, `zh.traditional.svg` …) and `info.json`.
public struct SymbolLibrary: Sendable {
    public var directory: String
    public var limits: XMLLimits

    public init(directory: String, limits: XMLLimits = .default) {
        self.directory = directory
        self.limits = limits
    }

    /// The library Emblem uses when none is given: `$EMBLEM_SYMBOLS`, else `symbols/` in the current
    /// directory, else the `symbols/` folder of the checkout the executable was built in.
    public static func defaultDirectory(executablePath: String = CommandLine.arguments.first ?? "") -> String {
        if let environment = ProcessInfo.processInfo.environment["EMBLEM_SYMBOLS"], !environment.isEmpty { return environment }
        if FileIO.isDirectory("symbols") { return "symbols" }
        var url = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = url.appendingPathComponent("symbols").path
            if FileIO.isDirectory(candidate) { return candidate }
            url = url.deletingLastPathComponent()
        }
        return "symbols"
    }

    /// Names of the symbols in the library, sorted.
    public var names: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        // A `symbol.svg` that is no file (a pipe, a directory) is a symbol that fails to load, said so,
        // rather than one the library does not have.
        return entries.filter { FileIO.entryExists(directory + "/" + $0 + "/symbol.svg") }.sorted()
    }

    public func folder(of name: String) -> String { directory + "/" + name }

    /// Whether `name` can name a symbol: a folder's own name, with no `/` (nor NUL) and not `.` or `..`.
    /// A name is joined to the library's folder and, by the commands, to their output folder: `../x/bell`
    /// loaded a symbol from outside the library and wrote `out/../x/bell.png`, and `bell/` wrote `out/bell/.png`.
    public static func isName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    /// The symbol's `info.json` (a default one, fixed and uncategorised, when the file is missing; keys
    /// it leaves out take the same defaults). Errors give the file, line and column.
    public func info(of name: String) throws(SymbolError) -> SymbolInfo {
        let path = folder(of: name) + "/info.json"
        guard FileIO.isFile(path) else {
            // Missing, it is the default; there but no file (a directory, a pipe, a device, a link to
            // nowhere), it was taken for missing too, and the symbol quietly lost its mirroring and keywords.
            guard FileIO.entryExists(path) else { return SymbolInfo(name: name) }
            throw SymbolError(.invalidInfo, "info.json is not a regular file (\(FileIO.kindDescription(of: path))); "
                              + "expected a JSON file, or none for the defaults.", at: SourceLocation(file: path, line: 0, column: 0))
        }
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maximumBytes: 1 << 20) } catch {
            throw SymbolError(.invalidInfo, error.message, at: error.location ?? SourceLocation(file: path, line: 0, column: 0))
        }
        return try SymbolInfo(json: bytes, file: path, folderName: name)
    }

    /// Variant files next to `symbol.svg`, by suffix (`rtl`, `he`, `zh.traditional`).
    public func variantSuffixes(of name: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder(of: name))) ?? []
        return entries.filter { $0.hasSuffix(".svg") && $0 != "symbol.svg" }.map { String($0.dropLast(4)) }.sorted()
    }

    /// Imports a library symbol (its base design, or the variant with `suffix`), applying `info.json`.
    public func symbol(named name: String, variant suffix: String? = nil) throws -> (symbol: Symbol, info: SymbolInfo, diagnostics: [Diagnostic]) {
        let file = try file(of: name, variant: suffix)
        let info = try self.info(of: name)
        var (symbol, diagnostics) = try SymbolImporter(limits: limits).symbol(contentsOfFile: file, name: name)
        diagnostics += symbol.apply(info)
        return (symbol, info, diagnostics)
    }

    /// The file of a symbol's base design or variant; a full-sentence error (with suggestions) when the
    /// symbol or the variant does not exist.
    func file(of name: String, variant suffix: String?) throws(SymbolError) -> String {
        guard Self.isName(name) else {
            throw SymbolError(.unknownSymbol, "There is no symbol named \(DiagnosticText.quoted(name)) in \(directory): a symbol is named by "
                              + "its folder's name, without '/' (and is neither '.' nor '..').")
        }
        let base = folder(of: name) + "/symbol.svg"
        if !FileIO.isFile(base), FileIO.entryExists(base) {
            throw SymbolError(.unknownSymbol, "The symbol '\(name)' cannot be read: \(base) is \(FileIO.kindDescription(of: base)), not a file.")
        }
        guard FileIO.isFile(base) else {
            let close = names.filter { $0.hasPrefix(name.split(separator: ".").first.map(String.init) ?? name) }.prefix(5)
            let hint = close.isEmpty ? "" : " Did you mean \(close.joined(separator: ", "))?"
            throw SymbolError(.unknownSymbol, "There is no symbol named '\(name)' in \(directory).\(hint)")
        }
        let file = folder(of: name) + "/" + (suffix.map { $0 + ".svg" } ?? "symbol.svg")
        guard FileIO.isFile(file) else {
            let what = FileIO.entryExists(file) ? "is \(FileIO.kindDescription(of: file)), not a file" : "does not exist"
            throw SymbolError(.unknownVariant, "The symbol '\(name)' has no '\(suffix ?? "")' variant (\(file) \(what)).")
        }
        return file
    }
}

extension Symbol {
    /// Marks the layers `info.json` lists as never mirroring; a warning for each index that names no layer
    /// of any design (`[99]` for a symbol of one layer kept nothing from mirroring, without a word).
    mutating func apply(_ info: SymbolInfo) -> [Diagnostic] {
        guard let fixed = info.neverMirrorLayers, !fixed.isEmpty else { return [] }
        for variant in glyphs.keys {
            for index in glyphs[variant]!.layers.indices where fixed.contains(index) {
                glyphs[variant]!.layers[index].annotations.neverMirrors = true
            }
        }
        let layerCount = glyphs.values.map(\.layers.count).max() ?? 0
        return fixed.filter { $0 >= layerCount }.map { index in
            Diagnostic(.warning, "neverMirrorLayers lists layer \(index), but \(name) has \(layerCount) layer\(layerCount == 1 ? "" : "s")"
                       + (layerCount > 0 ? " (0 to \(layerCount - 1))" : "") + "; it keeps nothing from mirroring.", at: info.neverMirrorLayersLocation)
        }
    }
}
