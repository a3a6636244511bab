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
}
