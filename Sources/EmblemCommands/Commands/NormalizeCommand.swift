import ArgumentParser
import EmblemSVG

/// `emblem normalize`: parse SVG and write it back in canonical, compact, deterministic form.
public struct NormalizeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Parse SVG files and write them back in canonical compact form.",
        discussion: """
            Geometry (path data, transforms, coordinates, colours) is rewritten compactly at a fixed precision; \
            everything else, including elements Emblem does not model, is kept. Directories are processed \
            recursively into the output directory. Use - for standard input or output.
            """)

    @Argument(help: "SVG files or directories (- for standard input).")
    public var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file, or directory when there are several inputs (- for stdout).")
    public var output: String?

    @Flag(help: "Write each file over itself; files already in normal form are left untouched.")
    public var inPlace = false

    @Flag(help: "Write nothing: list the files that are not in normal form, and exit 1 if there are any (for CI).")
    public var check = false

    @Option(help: "Decimal places kept in rewritten numbers (default: 3, one more for every tenfold smaller view box than 10 units).")
    public var precision: Int?

    @Option(name: .customLong("indent"), help: "Spaces per nesting level (2; 0: each element on its own line, unindented).")
    public var indentGiven: Int?

    /// Spaces per nesting level: given, or 2.
    var indent: Int { indentGiven ?? 2 }

    @Flag(help: "Write each document on one line, without the XML declaration: the smallest files.")
    public var minify = false

    @OptionGroup public var strip: StripOptions

    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        try OutputName.checkNotEmpty(output)
        if inputs.contains("-") && inputs.count > 1 { throw ValidationError("Standard input (-) can only be the single input.") }
        if [output != nil, inPlace, check].filter({ $0 }).count > 1 {
            throw ValidationError("Give one of -o, --in-place and --check.")
        }
        if (inPlace || check) && inputs.contains("-") { throw ValidationError("--in-place and --check need files, not standard input.") }
        if let precision, !(0...8).contains(precision) { throw ValidationError("--precision must be between 0 and 8.") }
        if !(0...8).contains(indent) { throw ValidationError("--indent must be between 0 and 8.") }
        // A minified document has no lines to indent: the two were taken together and the indent dropped.
        if minify, indentGiven != nil { throw ValidationError("--minify writes one line, which --indent cannot indent; give one of them.") }
    }

    public func run() throws {
        let (inPlace, check) = (self.inPlace, self.check)
        // A check compares each file with its own normal form, as --in-place would write it.
        let plan = try reportingErrors {
            try BatchPlan(inputs: inputs, output: output, inPlace: inPlace || check, outputExtension: "svg")
        }
        let limits = input.limits
        let (precision, indent, minify, stripped) = (self.precision, self.indent, self.minify, try strip.content)
        let outcomes = runBatch(plan, verb: check ? "checked" : "normalized", strict: input.strict) { item in
            let (read, source) = try SVGDocument.readWithText(item.input, limits: limits)
            let (document, kept) = read.stripping(stripped)
            let writer = SVGWriter(options: .init(precision: precision ?? document.defaultPrecision, indentation: indent, breaksLines: !minify))
            // Broken values (path data a renderer stops at) are reported and written back as they came.
            let (bytes, diagnostics) = writer.write(document)
            let changes = bytes != source
            return BatchProduct(bytes: bytes, diagnostics: kept + diagnostics, writes: !check && (changes || !inPlace), differsFromInput: changes)
        }
        if check {
            // A file that failed (--strict fails one with warnings after reading it) is counted only as failed.
            let changed = outcomes.filter { $0.differsFromInput && $0.error == nil }.map(\.item.input)
            // Files that failed are neither in normal form nor out of it: they are reported as failed.
            let read = outcomes.filter { $0.error == nil }.count
            // One line a file, as every message is: control characters in a name print as spaces.
            for path in changed { print(DiagnosticText.oneLine(path)) }
            if read > 0 {
                printError(changed.isEmpty ? "all \(read) file\(read == 1 ? " is" : "s are") in normal form"
                           : "\(changed.count) of \(read) file\(read == 1 ? "" : "s") not in normal form")
            }
            if !changed.isEmpty { throw ExitCode(1) }
        }
        try exitIfAnyFailed(outcomes)
    }
}
