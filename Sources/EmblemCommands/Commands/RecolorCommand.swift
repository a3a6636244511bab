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
    @OptionGroup public var strip: StripOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        try OutputName.checkNotEmpty(output)
        try OutputName.checkNotEmpty(report, option: "--report")
        if inPlace == (output != nil) { throw ValidationError("Give either an output with -o or --in-place (not both).") }
        if !style.isRestyling && !style.gradient {
            throw ValidationError("Say how to recolour: --palette COLOURS and/or --mode MODE, or --gradient.")
        }
        if style.variableMode == .draw {
            throw ValidationError("recolor keeps each file's shapes, so a variable value only dims layers (--variable-mode color); "
                                  + "render, sheet, animate and localize draw layers part way.")
        }
        // A file is recoloured whole, every design it holds: a weight or scale chose nothing, unseen.
        if style.weightGiven != nil || style.scaleGiven != nil {
            throw ValidationError("recolor keeps every weight and scale a file holds, so --weight and --scale choose nothing here; "
                                  + "render, sheet, animate and localize draw one design.")
        }
        if let report, let conflict = Self.reportConflict(report, against: namedFiles) { throw ValidationError(conflict) }
        // The files of directories too, so the report is checked against every file before anything is
        // written. Here rather than in run(), so that the error shows this command's usage (thrown from
        // run(), ArgumentParser showed the top-level one); the directories are read twice only with --report.
        if let report, let plan = try? BatchPlan(inputs: inputs, output: output, inPlace: inPlace, outputExtension: "svg"),
           let conflict = Self.reportConflict(report, against: Self.files(of: plan, output: output)) {
            throw ValidationError(conflict)
        }
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
        // Its folder is made before any file is written, as outputs' are: one that could not be made was
        // found after every output was written and every input rewritten in place.
        if let report, report != "-" {
            try reportingErrors { () throws in
                let folder = FileIO.parentDirectory(of: report)
                try FileIO.createDirectory(folder)
                guard FileIO.isDirectory(folder) else {
                    throw SVGError(.io, "--report \(report) cannot be written: \(folder) is \(FileIO.kindDescription(of: folder)), not a directory.")
                }
            }
        }
        let limits = input.limits
        // The file's prefers-color-scheme rules follow --appearance, as render's do.
        // A variable value dims layers here: drawing them part way would take shapes the file does not have.
        var recolorStyle = try style.style()
        recolorStyle.variableValueMode = .color
        // --gradient alone keeps each file's colours, made gradients (a plain file's own colours are its multicolor).
        if !style.isRestyling { recolorStyle.mode = .multicolor }
        let recolorer = SymbolRecolorer(style: recolorStyle, importer: SymbolImporter(limits: limits, media: style.mediaEnvironment))
        let writer = SVGWriter(options: .init(rewritesValues: false))
        let stripped = try strip.content
        let outcomes = runBatch(plan, verb: "recoloured", strict: input.strict) { item in
            let (read, source) = try SVGDocument.readWithText(item.input, limits: limits)
            // Stripped first: nothing stripped is drawn, so the layers and their colours are the same.
            let (document, kept) = read.stripping(stripped)
            let (recolored, layerLevels, recolorDiagnostics) = try recolorer.recolor(consume document)
            let diagnostics = kept + recolorDiagnostics
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
            try reportingErrors { try FileIO.writeAtomically(try JSONOutput.data(files), to: report) }
        }
        try exitIfAnyFailed(outcomes)
    }
}

extension RecolorCommand {
    /// A file the run reads or writes.
    struct RunFile {
        enum Role: String {
            case input = "an input of this run", output = "an output of this run", inPlace = "the file this run rewrites in place"
            case outputDirectory = "the output directory of this run"
        }
        var path: String
        var role: Role
    }

    /// The files of `plan`, inputs and outputs, and `output` when it is the directory the outputs go into
    /// (a report there, made before the run, was refused only after every file was written).
    static func files(of plan: BatchPlan, output: String?) -> [RunFile] {
        let files = plan.items.flatMap { item in
            item.input == item.output ? [RunFile(path: item.input, role: .inPlace)]
                                      : [RunFile(path: item.input, role: .input), RunFile(path: item.output, role: .output)]
        }
        guard let output, plan.items.contains(where: { $0.output != output }) else { return files }
        // Named without trailing slashes (`-o out/`), as a report path names it.
        return files + [RunFile(path: String(BatchPlan.joining(output, "").dropLast()), role: .outputDirectory)]
    }

    /// The files named on the command line, checked in `validate()` for an error that shows this command's
    /// usage; those found in directories are checked once the plan is made.
    var namedFiles: [RunFile] {
        let files = inputs.map { RunFile(path: $0, role: inPlace ? .inPlace : .input) }
        guard let output, inputs.count == 1, !FileIO.isDirectory(inputs[0]), !FileIO.isDirectory(output) else { return files }
        return files + [RunFile(path: output, role: .output)]
    }

    /// Why a report path cannot be used, before anything is written: a file the run reads or writes, however
    /// it is spelled (`./out.svg`, a link to it): the JSON report replaced the recoloured SVG, and the run
    /// ended with success.
    static func reportConflict(_ report: String, against files: [RunFile]) -> String? {
        // A directory cannot take the report: said before anything is written (it was said after the run,
        // every file written, naming a temporary file).
        if report != "-", FileIO.isDirectory(report) {
            return "--report \(report) is a directory; name a file for the report."
        }
        let conflict: RunFile?
        if report == "-" {
            conflict = files.first { $0.path == "-" && $0.role == .output }
        } else if let identity = FileIO.FileIdentity(of: report) {
            conflict = files.first { $0.path != "-" && FileIO.FileIdentity(of: $0.path) == identity }
        } else if let destination = destination(of: report) {
            // A report not there yet can only be an output not there yet; only those of its name are resolved.
            let name = FileIO.fileName(of: destination)
            conflict = files.first { $0.path != "-" && FileIO.fileName(of: $0.path) == name && Self.destination(of: $0.path) == destination }
        } else {
            conflict = nil
        }
        guard let conflict else { return nil }
        return "--report \(report) is \(conflict.path), \(conflict.role.rawValue): the report would replace it. "
            + "Write the report to another file."
    }

    /// The absolute path a file at `path` has or would have, with symbolic links followed (a link that leads
    /// nowhere yet included) and directories not made yet (`-o out/` of a tree) taken as they will be.
    static func destination(of path: String, links: Int = 0) -> String? {
        if let resolved = FileIO.resolvedPath(path) { return resolved }
        // What does not exist yet has no links in it: `.` and empty components go (`out/./a.svg`, `out//a.svg`
        // were not found to be `out/a.svg` before `out` was made), and `..` takes the directory before it.
        let components = path.split(separator: "/")
        if components.contains(where: { $0 == "." || $0 == ".." }) || path.contains("//") {
            var kept: [Substring] = []
            for component in components where component != "." {
                if component == "..", let last = kept.last, last != ".." { kept.removeLast() } else { kept.append(component) }
            }
            let cleaned = (path.hasPrefix("/") ? "/" : "") + kept.joined(separator: "/")
            if cleaned != path, !cleaned.isEmpty { return destination(of: cleaned, links: links) }
        }
        if links < 40, let text = FileIO.linkText(of: path) {
            return destination(of: text.hasPrefix("/") ? text : FileIO.parentDirectory(of: path) + "/" + text, links: links + 1)
        }
        let name = FileIO.fileName(of: path)
        guard name != ".", name != "..", let directory = destination(of: FileIO.parentDirectory(of: path), links: links) else { return nil }
        return directory + "/" + name
    }
}
