import ArgumentParser
import EmblemSVG

/// What an output's name says about the format to write, for the commands that pick the format from it.
enum OutputName {
    /// The extension of the file name in `path`, lowercased (`icon.PNG` → `png`); nil without one.
    static func fileExtension(of path: String) -> String? {
        let name = BatchPlan.fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
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

    /// Why `output` cannot be the directory `what` needs (its lead-in: "3 inputs need an output", "Frames are written into a"):
    /// `-` (standard output takes one file; as a directory it made one called `-`), an existing file, or
    /// a new name that ends like a file of `fileExtensions` (`-o all.png` became a directory called
    /// `all.png`); nil when it can be one. `otherwise` ends the advice (", or give one input file").
    static func directoryProblem(_ output: String, needing what: String, fileExtensions: [String], otherwise: String = "") -> String? {
        if output == "-" {
            return "\(what) directory, and - is standard output, which takes one file; name a directory (it is created)\(otherwise)."
        }
        if FileIO.FileIdentity(of: output) != nil {
            return FileIO.isDirectory(output) ? nil : "\(what) directory, and \(output) is a file; name a directory (it is created)."
        }
        if let found = fileExtension(of: output), fileExtensions.contains(found) {
            return "\(what) directory, and \(output) names a '.\(found)' file; name a directory (it is created)\(otherwise)."
        }
        return nil
    }
}
