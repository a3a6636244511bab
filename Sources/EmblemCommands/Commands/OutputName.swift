import ArgumentParser
import EmblemSVG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output's name says about the format to write, for the commands that pick the format from it.
enum OutputName {
    /// The extension of the file name in `path`, lowercased (`icon.PNG` → `png`); nil without one.
    static func fileExtension(of path: String) -> String? {
        let name = BatchPlan.fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Refuses an empty output path: joined to the names written into it, it named the file system's root
    /// (`animate -o ''` wrote `/frame-0000.svg` …, run as root), and as a file it failed after the work.
    static func checkNotEmpty(_ path: String?, option: String = "-o") throws {
        if path?.isEmpty == true { throw ValidationError("\(option) needs a path; it is empty.") }
    }

    /// Refuses an output whose extension names none of the formats `known` (the formats a command
    /// writes, by extension), so that nothing is written in one format under another's name. An existing
    /// directory is not refused, nor is a name without an extension.
    static func check(_ output: String, known: [String], option: String) throws {
        guard let found = fileExtension(of: output), !known.contains(found), !FileIO.isDirectory(output) else { return }
        let names = known.map { "." + $0 }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
        throw ValidationError("Cannot write '.\(found)' files: name the output \(list)\(option).")
    }

    /// Refuses writing `format`, a binary one (PNG, an animated PNG), to standard output when that is a
    /// terminal: the image's bytes were poured into it (`render icon.svg -o -`, whose name gives no
    /// extension, writes PNG), leaving it garbled. Redirected or piped, it is written as asked, as `curl`
    /// and `convert` do. `alternative` ends the advice (", or give --format svg").
    static func refuseBinary(_ format: String, to output: String, alternative: String = "") throws {
        guard output == "-", isatty(STDOUT_FILENO) != 0 else { return }
        throw ValidationError("\(format) is binary, and standard output is a terminal, which it would garble; redirect it "
                              + "(> image.png), pipe it, or name a file with -o\(alternative).")
    }

    /// Extensions of files no command writes a directory of, beyond its own formats: a directory called
    /// `x.jpg` or `x.apng` was made for several inputs, where `x.png` was refused.
    static let otherFileExtensions = ["apng", "avif", "bmp", "gif", "heic", "ico", "jpeg", "jpg", "pdf", "tif", "tiff", "webp"]

    /// Why `output` cannot be the directory `what` needs (its lead-in: "3 inputs need an output", "Frames are written into a"):
    /// `-` (standard output takes one file; as a directory it made one called `-`), an existing file, or
    /// a new name that ends like a file of `fileExtensions` (`-o all.png` became a directory called
    /// `all.png`), or of ``otherFileExtensions`` unless `refusesOtherFileNames` is false (a format given
    /// says the name is meant); nil when it can be one. `otherwise` ends the advice (", or give one input file").
    static func directoryProblem(_ output: String, needing what: String, fileExtensions: [String], otherwise: String = "",
                                 refusesOtherFileNames: Bool = true) -> String? {
        if output == "-" {
            return "\(what) directory, and - is standard output, which takes one file; name a directory (it is created)\(otherwise)."
        }
        if FileIO.FileIdentity(of: output) != nil {
            return FileIO.isDirectory(output) ? nil : "\(what) directory, and \(output) is a file; name a directory (it is created)."
        }
        if let found = fileExtension(of: output), fileExtensions.contains(found) || refusesOtherFileNames && otherFileExtensions.contains(found) {
            return "\(what) directory, and \(output) names a '.\(found)' file; name a directory (it is created)\(otherwise)."
        }
        return nil
    }

    /// Readies `output` for one file written when the work is done (`sheet`, and `animate`'s svg, json,
    /// apng and sheet): refuses one of `inputs` (the same file, whatever the path or link that names it)
    /// and a directory, and makes its folder, as `render` does. All three were found only when the work
    /// was done: a directory by a rename that failed naming a temporary file, and a missing folder by
    /// the temporary file that could not be made there; and `sheet icon.png -o icon.png` replaced its
    /// input.
    static func prepareFile(_ output: String, inputs: [String]) throws(SVGError) {
        try refuseWritingOver(inputs, output: output)
        guard output != "-" else { return }
        if FileIO.isDirectory(output) {
            throw SVGError(.io, "\(output) is a directory; name the file to write.")
        }
        try FileIO.createDirectory(FileIO.parentDirectory(of: output))
    }

    /// Refuses an `output` that is one of `inputs` (the same file, whatever the path or link that names it).
    static func refuseWritingOver(_ inputs: [String], output: String) throws(SVGError) {
        guard let written = FileIO.FileIdentity(of: output),
              let same = inputs.first(where: { FileIO.FileIdentity(of: $0) == written }) else { return }
        throw SVGError(.io, "\(output) would be written over its own input \(same); name another output.")
    }
}
