import EmblemSVG
import EmblemSymbols

/// One unit of batch work: an input file and where its output goes.
public struct BatchItem: Hashable, Sendable {
    public var input: String
    public var output: String
    /// Why `input`, a directory of an input tree, could not be listed: the item fails with it, so files
    /// that could not be reached count as failed (a tree past `PATH_MAX` was "no .svg files", status 0).
    public var unlistedReason: String?

    public init(input: String, output: String, unlistedReason: String? = nil) {
        self.input = input
        self.output = output
        self.unlistedReason = unlistedReason
    }
}

/// A symbolic link an output tree keeps: at `output`, with the text `target`; `input` is the link it
/// mirrors.
public struct BatchLink: Hashable, Sendable {
    public var input: String
    public var output: String
    public var target: String
}

/// Turns command-line inputs into batch items. A file maps to the output path given (or into the output
/// directory); a directory maps every `.svg` and `.svgz` below it into the output directory, mirroring
/// the tree, and its symbolic links that stay inside it as links (see ``FileIO/tree(under:withSuffixes:keepsInnerLinks:)``).
public struct BatchPlan: Sendable {
    public var items: [BatchItem]
    /// Links the output tree keeps, made after the items are written.
    public var links: [BatchLink] = []
    /// Input directories that hold nothing to do (no `.svg` or `.svgz` file, no link kept), said so: with
    /// other inputs beside them they were passed over without a word.
    public var emptyDirectories: [String] = []

    /// - Parameters:
    ///   - inputs: files or directories (`-` for standard input, only alone).
    ///   - output: a file when there is one input file, otherwise a directory (created as needed).
    ///   - inPlace: write each output over its input (through a symbolic link, to the file it leads to;
    ///     a file reached by several paths once).
    ///   - outputExtension: the extension outputs get (`svg`, `png`).
    ///   - isSymbolName: tells whether an input that is not a file names a library symbol; such inputs
    ///     keep their name as `input` and write `<name>.<extension>` into the output directory.
    public init(inputs: [String], output: String?, inPlace: Bool = false, outputExtension: String,
                isSymbolName: (String) -> Bool = { _ in false }) throws(SVGError) {
        var items: [BatchItem] = []
        var links: [BatchLink] = []
        var emptyDirectories: [String] = []
        let singleFile = inputs.count == 1 && !FileIO.isDirectory(inputs[0])
        if !inPlace, let output, !singleFile { try Self.checkOutputDirectory(output, inputs: inputs, outputExtension: outputExtension) }
        // In place, a file reached by several paths (a link to it, a directory given twice) is done once.
        var filesInPlace: Set<FileIO.FileIdentity> = []
        func isNewInPlace(_ path: String) -> Bool {
            guard let identity = FileIO.FileIdentity(of: path) else { return true }
            return filesInPlace.insert(identity).inserted
        }
        for input in inputs {
            if FileIO.isDirectory(input) {
                let before = (items.count, links.count)
                defer { if (items.count, links.count) == before { emptyDirectories.append(input) } }
                // Outputs written inside the input (`-o icons/out`) are not inputs the next time round.
                let nestedOutput = inPlace ? nil : output.flatMap { Self.relativePath(of: $0, inside: input) }.map { $0 + "/" }
                let isInput = { (relative: String) in nestedOutput.map { !relative.hasPrefix($0) } ?? true }
                // In place, a link is done through (once per file); into an output tree, one that stays inside
                // the tree is kept as a link.
                let tree = FileIO.tree(under: input, withSuffixes: [".svg", ".svgz"], keepsInnerLinks: !inPlace && output != nil)
                if let output { links += Self.links(tree, from: input, to: output, isInput: isInput, outputExtension: outputExtension) }
                for unlisted in tree.unlisted where isInput(unlisted.path) {
                    let directory = unlisted.path.isEmpty ? input : Self.joining(input, unlisted.path)
                    items.append(BatchItem(input: directory, output: directory, unlistedReason: unlisted.reason))
                }
                for relative in tree.files where isInput(relative) {
                    let source = Self.joining(input, relative)
                    let target: String
                    if inPlace {
                        guard isNewInPlace(source) else { continue }
                        target = FileIO.inPlaceTarget(of: source)
                    } else if let output {
                        target = Self.joining(output, Self.replacingExtension(of: relative, with: Self.outputExtension(outputExtension, for: relative)))
                    } else {
                        throw SVGError(.io, "Give an output directory with -o (or --in-place) to process the directory \(input).")
                    }
                    items.append(BatchItem(input: source, output: target))
                }
            } else if input == "-" || FileIO.isFile(input) || (!inPlace && FileIO.isFileOrPipe(input)) {
                let target: String
                if inPlace {
                    guard input == "-" || isNewInPlace(input) else { continue }
                    target = input == "-" ? input : FileIO.inPlaceTarget(of: input)
                } else if singleFile, let output, !FileIO.isDirectory(output), !Self.namesDirectory(output) {
                    target = output
                } else if let output {
                    target = Self.joining(output, Self.replacingExtension(of: Self.fileName(input), with: Self.outputExtension(outputExtension, for: input)))
                } else {
                    target = "-"
                }
                items.append(BatchItem(input: input, output: target))
            } else if isSymbolName(input) {
                let target: String
                if inputs.count == 1, let output, !FileIO.isDirectory(output), !Self.namesDirectory(output) { target = output }
                else if let output { target = Self.joining(output, input + "." + outputExtension) }
                else { target = "-" }
                items.append(BatchItem(input: input, output: target))
            } else if FileIO.exists(input) {
                // A device (/dev/urandom) or a socket: there, but nothing a batch reads as a file.
                throw SVGError(.io, "\(input) is neither a file, a pipe nor a directory (a device or a socket); give an SVG file.")
            } else if case let file = SymbolLibrary.defaultDirectory() + "/" + input + "/symbol.svg", !input.contains("/"), FileIO.isFile(file) {
                // `normalize bell`: "no such library symbol" said what is not so.
                throw SVGError(.io, "No such file or directory: \(input). It names a library symbol, and this command takes SVG files "
                               + "and directories: give the symbol's file, \(file).")
            } else {
                throw SVGError(.io, "No such file, directory or library symbol: \(input).")
            }
        }
        // Standard output takes one document: several written there one after another made no SVG.
        if items.lazy.filter({ $0.output == "-" }).count > 1 {
            throw SVGError(.io, "\(inputs.count) inputs would all be written to standard output, which takes one file; name an output "
                           + "directory with -o (it is created), or use --in-place.")
        }
        // Two inputs must not write one output (`a.svg` and `a.svgz` both render to `a.png`): the last
        // to finish would win, silently.
        var writers: [PathBytes: String] = [:]
        for (input, output) in items.map({ ($0.input, $0.output) }) + links.map({ ($0.input, $0.output) }) where output != "-" {
            if let other = writers.updateValue(input, forKey: PathBytes(output)) {
                throw SVGError(.io, "\(other) and \(input) would both be written to \(output); rename one, or process them apart.")
            }
        }
        // An output that is its own input (`-o` naming the input directory) would replace the source
        // without `--in-place`'s care (a file's links, only changed files rewritten): refused up front.
        // (A directory that could not be listed is an item only to fail, named as its own output.)
        if !inPlace, let same = items.first(where: { item in
            item.unlistedReason == nil && item.output != "-" && FileIO.FileIdentity(of: item.output).map { $0 == FileIO.FileIdentity(of: item.input) } == true
        }) {
            throw SVGError(.io, "\(same.output) would be written over its own input; use --in-place to rewrite inputs, or name another output.")
        }
        self.items = items
        self.links = links
        self.emptyDirectories = emptyDirectories
    }

    /// The links of `tree` (the directory `input`) that the output tree keeps: those leading to a file it
    /// writes, or to a directory it writes something into (a link to nothing written would dangle). A
    /// link to a file gets the file's output extension, in its name and in its text.
    static func links(_ tree: FileTree, from input: String, to output: String, isInput: (String) -> Bool,
                      outputExtension: String) -> [BatchLink] {
        let kept = tree.links.filter { isInput($0.path) }
        let written = Set(tree.files.filter(isInput) + kept.map(\.path))
        var filledDirectories: Set<Substring> = []
        for path in written {
            var directory = Substring(path)
            while let slash = directory.utf8.lastIndex(of: UInt8(ascii: "/")) {
                directory = directory[..<slash]
                guard filledDirectories.insert(directory).inserted else { break }
            }
        }
        return kept.compactMap { link -> BatchLink? in
            // The text as written, unless it passes through a directory and back (`txt/../bell.svg`): the
            // output tree has only the directories something is written into, so it leads straight there.
            let text = Self.passesThroughAndBack(link.target) ? Self.relativeText(from: link.path, to: link.destination) : link.target
            if link.isDirectory {
                guard filledDirectories.contains(Substring(link.destination)) else { return nil }
                return BatchLink(input: Self.joining(input, link.path), output: Self.joining(output, link.path), target: text)
            }
            guard written.contains(link.destination) else { return nil }
            let renamed = { (path: String) in Self.replacingExtension(of: path, with: Self.outputExtension(outputExtension, for: path)) }
            return BatchLink(input: Self.joining(input, link.path), output: Self.joining(output, renamed(link.path)), target: renamed(text))
        }
    }

    /// Whether a link's text names a directory and then leaves it (`a/../b`, `a/./../b`).
    static func passesThroughAndBack(_ text: String) -> Bool {
        var enteredOne = false
        for component in text.split(separator: "/") {
            if component == ".." { if enteredOne { return true } } else if component != "." { enteredOne = true }
        }
        return false
    }

    /// The text of a link at `from` leading to `to` (both relative to one tree): up to the directory they
    /// share, then down.
    static func relativeText(from linkPath: String, to destination: String) -> String {
        let here = linkPath.split(separator: "/").dropLast(), there = destination.split(separator: "/")
        var shared = 0
        while shared < here.count, shared < there.count - 1, here[here.startIndex + shared] == there[shared] { shared += 1 }
        return (Array(repeating: "..", count: here.count - shared) + there[shared...].map(String.init)).joined(separator: "/")
    }

    /// Several inputs, or a directory, need an output directory: an existing file is refused, and so is
    /// a new name that ends like one of the files to write (`-o all.png` would have become a directory
    /// called `all.png`).
    static func checkOutputDirectory(_ output: String, inputs: [String], outputExtension: String) throws(SVGError) {
        let what = inputs.count > 1 ? "\(inputs.count) inputs need" : "The directory \(inputs[0]) needs"
        if let problem = OutputName.directoryProblem(output, needing: what + " an output", fileExtensions: [outputExtension, "svg", "svgz", "png"],
                                                     otherwise: ", or give one input file") {
            throw SVGError(.io, problem)
        }
    }

    /// `path` relative to the directory `root` when it lies inside it (after symbolic links), else nil.
    static func relativePath(of path: String, inside root: String) -> String? {
        guard let inner = FileIO.resolvedPath(path), let outer = FileIO.resolvedPath(root), inner.hasPrefix(outer + "/") else { return nil }
        return String(inner[inner.utf8.index(inner.startIndex, offsetBy: outer.utf8.count + 1)...])
    }

    /// SVG written for a compressed input stays compressed: `icon.svgz` gives `icon.svgz` (the batch
    /// runner compresses what it writes to such a name).
    static func outputExtension(_ requested: String, for input: String) -> String {
        requested == "svg" && input.lowercased().hasSuffix(".svgz") ? "svgz" : requested
    }

    static func fileName(_ path: String) -> String { FileIO.fileName(of: path) }

    /// `relative` inside `directory`, with one slash between them however many `directory` ends with: `icons/`
    /// given on the command line made `icons//pin.svg` in messages and reports.
    /// Whether an output path says it is a directory by ending in `/` (`-o out/`): one input is then
    /// written into it, created if need be, as several would be. (It was taken for a file's name, and
    /// the write failed with "Not a directory", leaving the directory made for it behind.)
    static func namesDirectory(_ output: String) -> Bool { output.count > 1 && output.hasSuffix("/") }

    static func joining(_ directory: String, _ relative: String) -> String {
        guard !directory.isEmpty else { return relative }
        var end = directory.endIndex
        while end > directory.index(after: directory.startIndex), directory[directory.index(before: end)] == "/" {
            end = directory.index(before: end)
        }
        let base = directory[..<end]
        return base == "/" ? "/" + relative : base + "/" + relative
    }

    /// `path` with the extension of its file name replaced (or added, for a name without one or one
    /// that starts with its only dot). On UTF-8 bytes: by `Character` it cost ≈ 5,000 instructions a
    /// file, for every file of a batch before any was processed.
    static func replacingExtension(of path: String, with newExtension: String) -> String {
        let name = fileName(path).utf8
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return path + "." + newExtension }
        let stem = path.utf8.dropLast(name.distance(from: dot, to: name.endIndex))
        return String(Substring(stem)) + "." + newExtension
    }
}
