import Foundation
import Testing

/// Outputs are checked and their folders made before the work, for every command (found by the CLI fuzz
/// campaign: each of these was discovered only after all the drawing, or not at all).
extension ExecutableTests {
    /// An empty `-o` (or `--report`) is a usage error: joined to the names written into it, it named the
    /// file system's root (`animate -o ''` wrote `/frame-0000.svg` …, run as root).
    @Test(arguments: [
        ["animate", "bell", "--effect", "bounce", "-o", ""], ["localize", "bell", "--locales", "he", "-o", ""],
        ["render", "bell", "wifi", "-o", ""], ["sheet", "bell", "-o", ""], ["normalize", "NOFILE", "-o", ""],
        ["recolor", "NOFILE", "--palette", "red", "-o", "x.svg", "--report", ""],
    ])
    func anEmptyOutputIsRefused(arguments: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 64 && result.stderr.contains("needs a path; it is empty"), "\(result.stderr)")
    }

    /// One file written at the end: a directory is refused before the work, naming it (the rename failed
    /// after the work, naming a temporary file); a missing folder is made, as `render` makes it; one of
    /// the inputs is refused (`sheet icon.png -o icon.png` replaced the SVG with the sheet).
    @Test func aFileOutputIsReadiedBeforeTheWork() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/existing", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (arguments, ext) in [(["sheet", "bell", "--size", "16", "-o"], "png"), (["animate", "bell", "--effect", "bounce", "-o"], "json"),
                                 (["animate", "bell", "--effect", "bounce", "--size", "16", "-o"], "apng")] {
            // A directory's name says no format: animate is told it.
            let format = arguments[0] == "sheet" ? [] : ["--format", ext]
            let refused = try Self.run(arguments + [directory + "/existing"] + format)
            #expect(refused.status == 1 && refused.stderr.hasPrefix("error: \(directory)/existing is a directory; name the file to write."),
                    "\(refused.stderr)")
            let nested = directory + "/new/\(arguments[0])/out." + ext
            let written = try Self.run(arguments + [nested])
            #expect(written.status == 0 && FileManager.default.fileExists(atPath: nested), "\(written.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/existing").isEmpty)
        let drawing = Data(BatchCommandTests.good.utf8)
        let named = directory + "/icon.png"
        try BatchCommandTests.write(BatchCommandTests.good, to: named)
        let sheet = try Self.run(["sheet", named, "-o", named, "--size", "16"])
        #expect(sheet.status == 1 && sheet.stderr.contains("would be written over its own input"), "\(sheet.stderr)")
        #expect(FileManager.default.contents(atPath: named) == drawing)
    }

    /// `recolor --report` in a folder that is not there is made before any file is written; under a file
    /// it is refused before any file is written (outputs were written, inputs rewritten in place, and then
    /// the run failed with "Error: …: error: Cannot create a temporary file").
    @Test func aReportsFolderIsReadiedBeforeTheWork() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/in.svg"
        try BatchCommandTests.write(BatchCommandTests.good, to: input)
        let made = try Self.run(["recolor", input, "--palette", "red", "-o", directory + "/a.svg", "--report", directory + "/r/e/port.json"])
        #expect(made.status == 0 && FileManager.default.fileExists(atPath: directory + "/r/e/port.json"), "\(made.stderr)")
        let before = FileManager.default.contents(atPath: input)
        for output in [["-o", directory + "/b.svg"], ["--in-place"]] {
            let refused = try Self.run(["recolor", input, "--palette", "blue", "--report", input + "/port.json"] + output)
            #expect(refused.status == 1 && refused.stderr.hasPrefix("error: --report \(input)/port.json cannot be written"), "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/b.svg") && FileManager.default.contents(atPath: input) == before)
    }

    /// A library of no symbols, with no symbol named, is an error that says so: `sheet` and `localize`
    /// said "(see the errors above)" with no error above, and `localize`'s line had no "error:".
    @Test func anEmptyLibraryIsSaidToBeOne() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/lib", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["sheet", "-o", directory + "/s.png"], ["localize", "--locales", "he", "-o", directory + "/L"],
                          ["localize", "--locales", "he", "-o", directory + "/X", "--xcassets"]] {
            let result = try Self.run(arguments + ["--symbols", directory + "/lib"])
            #expect(result.status == 1 && result.stderr.hasPrefix("error: The library \(directory)/lib holds no symbols"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["lib"])
    }

    /// An input directory with no icon is said to be one beside other inputs too (it was passed over
    /// without a word, where alone it was noted), and the other inputs are done.
    @Test func anEmptyInputDirectoryIsNotedBesideOthers() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write("not an icon", to: directory + "/empty/keep.txt")
        let icon = directory + "/icon.svg"
        try BatchCommandTests.write(BatchCommandTests.good, to: icon)
        for command in [["render"], ["normalize"], ["recolor", "--palette", "red"]] {
            let result = try Self.run(command + [directory + "/empty", icon, "-o", directory + "/out-" + command[0]])
            #expect(result.status == 0 && result.stderr.contains("note: \(directory)/empty holds no .svg or .svgz files."), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/out-" + command[0]).count == 1)
        }
    }
}
