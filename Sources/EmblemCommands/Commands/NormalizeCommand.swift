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

    @Option(help: "Decimal places kept in rewritten numbers.")
    public var precision: Int = 3

    @Option(help: "Spaces per nesting level (0: each element on its own line, unindented).")
    public var indent: Int = 2

    @Flag(help: "Write each document on one line, without the XML declaration: the smallest files.")
    public var minify = false

    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        if inputs.contains("-") && inputs.count > 1 { throw ValidationError("Standard input (-) can only be the single input.") }
        if !(0...8).contains(precision) { throw ValidationError("--precision must be between 0 and 8.") }
        if !(0...8).contains(indent) { throw ValidationError("--indent must be between 0 and 8.") }
    }

    public func run() throws {
        let plan = try reportingErrors { try BatchPlan(inputs: inputs, output: output, outputExtension: "svg") }
        let limits = input.limits
        let writer = SVGWriter(options: .init(precision: precision, indentation: indent, breaksLines: !minify))
        let outcomes = runBatch(plan, verb: "normalized", strict: input.strict) { item in
            let document = try SVGDocument(contentsOfFile: item.input, limits: limits)
            // Broken values (path data a renderer stops at) are reported and written back as they came.
            let (bytes, diagnostics) = writer.write(document)
            return BatchProduct(bytes: bytes, diagnostics: diagnostics)
        }
        try exitIfAnyFailed(outcomes)
    }
}
