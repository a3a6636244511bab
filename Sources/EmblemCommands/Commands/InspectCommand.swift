import ArgumentParser
import EmblemRaster
import EmblemSVG
import EmblemSymbols
// FoundationEssentials where there is one: all of Foundation would load ICU into every run of the
// command line (a third of its start-up).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `emblem inspect`: the layers, levels, annotations, variants and guides of a symbol.
public struct InspectCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a symbol's layers (in order, with level, paths, bounds, colours, annotations), variants and guides.")

    @Argument(help: "A symbol name or an SVG file.")
    public var symbol: String

    @Flag(help: "Print JSON (a top-level `layers` array with `index` and `level` for each layer).")
    public var json = false

    @Option(name: .customLong("weight"), help: "Weight of the glyph to inspect (default: regular).")
    public var weightGiven: SymbolWeight?

    @Option(name: .customLong("scale"), help: "Scale of the glyph to inspect (default: medium).")
    public var scaleGiven: SymbolScale?

    public var weight: SymbolWeight { weightGiven ?? .regular }
    public var scale: SymbolScale { scaleGiven ?? .medium }

    @OptionGroup public var localization: LocalizationOptions
    @OptionGroup public var library: LibraryOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    public func run() throws {
        var source = SymbolSource(library: library.library(limits: input.limits), limits: input.limits, localization: localization)
        // Nothing is drawn: what cairo could not draw is still reported on.
        source.rasterizes = false
        localization.mirroring.warnOfUnmatchedPatterns(among: [symbol].filter { FileIO.isFileOrPipe($0) })
        let (localized, diagnostics) = try reportingErrors { try source.load(self.symbol) }
        try reportingErrors { try reportWarnings(diagnostics, of: symbol, strict: input.strict) }
        let glyph = try reportingErrors { try localized.glyph(weight: weight, scale: scale) }
        let designs = DesignOptionsNote(weight: weightGiven, scale: scaleGiven)
        designs.record(localized.symbol.format)
        designs.printIfUnused()
        var report = InspectReport(symbol: localized.symbol, glyph: glyph, info: localized.info)
        report.localization = InspectReport.Localization(locale: localization.locale, resolution: localized.resolution)
        if json {
            print(try reportingErrors { try JSONOutput.string(report, describing: symbol) })
        } else {
            print(report.text)
        }
    }
}

/// JSON as the CLI prints it: sorted keys, pretty, deterministic.
enum JSONOutput {
    static func string(_ value: some Encodable, describing file: String? = nil) throws -> String {
        String(decoding: try data(value, describing: file), as: UTF8.self)
    }

    /// The JSON of `value`, which describes `file`. A number JSON cannot hold (∞, NaN: a computation
    /// that overflowed) is an `SVGError` naming where it is, not the encoder's debug text.
    static func data(_ value: some Encodable, describing file: String? = nil) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(value)) + [0x0A]
        } catch EncodingError.invalidValue(let number, let context) {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            throw SVGError(.invalidValue, "The output would hold \(number) at \(path.drop { $0 == "." }), which JSON cannot; "
                           + "a value of the input is too large to compute with. Nothing was written.",
                           at: file.map { SourceLocation(file: $0, line: 0, column: 0) })
        }
    }
}

/// Runs `body`, printing a thrown library error as `file:line:col: error: …` and exiting with status 1
/// (argument-parser would otherwise print the error's debug form).
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        guard let line = errorLine(error) else { throw error }
        printError(line)
        throw ExitCode(1)
    }
}

/// Prints the warnings reading `file` gave (naming the file where one has no place of its own); with
/// `strict` (`--strict`), any of them is an error after them, which the caller reports as it reports
/// a file that could not be read. (animate, inspect, sheet and localize took no notice of --strict, and
/// sheet and localize printed no warning at all.) Warnings printed before (`printing` false: the same
/// file loaded again for another locale) still fail it with `strict`.
func reportWarnings(_ diagnostics: [Diagnostic], of file: String, strict: Bool, printing: Bool = true) throws(SVGError) {
    if printing { DiagnosticPrinting.print(diagnostics, of: file) }
    if strict, !diagnostics.isEmpty {
        throw SVGError(.invalidValue, "warnings are fatal with --strict.", at: SourceLocation(file: file, line: 0, column: 0))
    }
}

/// Runs `body` for one item of several, printing a library error as ``reportingErrors(_:)`` does but
/// going on: nil after the error, so the other items still run.
func skippingFailure<T>(_ body: () throws -> T) throws -> T? {
    do {
        return try body()
    } catch {
        guard let line = errorLine(error) else { throw error }
        printError(line)
        return nil
    }
}

/// How any error prints after what it concerns: a library error as ``errorLine(_:)`` prints it, any
/// other as `error: ` and its description (a raster error printed without the word before).
func failureLine(_ error: any Error) -> String { errorLine(error) ?? "error: \(error)" }

/// How a library error prints, or nil for an error that is not one.
private func errorLine(_ error: any Error) -> String? {
    switch error {
    case let error as any LocatedError: error.description
    case let error as RasterError: "error: " + error.message
    default: nil
    }
}
