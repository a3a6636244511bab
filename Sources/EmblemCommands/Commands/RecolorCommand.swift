import ArgumentParser
import EmblemSVG
import EmblemSymbols

/// `emblem recolor`: restyle SVG files, keeping everything else in them.
public struct RecolorCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "recolor",
        abstract: "Restyle SVG icons (monochrome, hierarchical, palette, multicolor) and keep everything else in each file.",
        discussion: """
            Each layer's shapes get the style's colour as `style` declarations; ids, titles, metadata, geometry \
            and unknown elements stay as they were. Directories are processed recursively. Outputs are written \
            atomically, so --in-place never leaves a half-written file.
            """)

    @Argument(help: "SVG files or directories.")
    public var inputs: [String]

    @Option(name: .shortAndLong, help: "Output directory (or file, for one input file).")
    public var output: String?

    @Flag(help: "Overwrite each input with its recoloured version.")
    public var inPlace = false

    @Option(help: "Write a JSON report of every file (status, layers, error) here.")
    public var report: String?

    @OptionGroup public var style: StyleOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        if inPlace == (output != nil) { throw ValidationError("Give either an output with -o or --in-place (not both).") }
        if !style.isRestyling { throw ValidationError("Say how to recolour: --palette COLOURS and/or --mode MODE.") }
    }

    struct FileReport: Codable {
        var input: String
        var output: String
        var ok: Bool
        var error: String?
        var layers: Int?
        var levels: [String]?
    }

    public func run() throws {
        let inPlace = self.inPlace
        let plan = try reportingErrors { try BatchPlan(inputs: inputs, output: output, inPlace: inPlace, outputExtension: "svg") }
        let limits = input.limits
        // The file's prefers-color-scheme rules follow --appearance, as render's do.
        let recolorer = SymbolRecolorer(style: try style.style(), importer: SymbolImporter(limits: limits, media: style.mediaEnvironment))
        let writer = SVGWriter(options: .init(rewritesValues: false))
        let outcomes = runBatch(plan, verb: "recoloured", strict: input.strict) { item in
            let (document, source) = try SVGDocument.readWithText(item.input, limits: limits)
            let (recolored, layerLevels, diagnostics) = try recolorer.recolor(document)
            // The note carries the layers' levels, in order, for the report.
            let levels = layerLevels.map(\.rawValue).joined(separator: ",")
            let bytes = writer.data(for: recolored)
            // In place, a file already in these colours is left untouched (its modification time too).
            return BatchProduct(bytes: bytes, diagnostics: diagnostics, note: levels, writes: !(inPlace && bytes == source))
        }
        if let report {
            let files = outcomes.filter { !$0.isLink }.map { outcome in
                let levels = outcome.note.map { $0.split(separator: ",").map(String.init) }
                return FileReport(input: outcome.item.input, output: outcome.item.output, ok: outcome.error == nil, error: outcome.error,
                                  layers: levels?.count, levels: levels)
            }
            try FileIO.writeAtomically(try JSONOutput.data(files), to: report)
        }
        try exitIfAnyFailed(outcomes)
    }
}
