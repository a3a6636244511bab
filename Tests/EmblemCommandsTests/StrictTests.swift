@testable import EmblemCommands
import ArgumentParser
import Foundation
import Testing

/// `--strict` makes a file with warnings fail before anything is written for it; the rest of a batch goes on.
/// It used to fail the file after writing it: `recolor --in-place --strict` rewrote the input and said
/// "recoloured 0 of 1 file".
@Suite struct StrictTests {
    /// Warnings, not errors: broken path data for `normalize` and `render`, and a reference to nothing for
    /// `recolor` and `render` (`recolor` does not read path data).
    static let warns = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2L22 22L2 22Z" fill="red"/>\
        <path d="M2 2 L 4 x"/><use href="#nonexist"/></svg>
        """

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test(arguments: [
        ["recolor", "--in-place", "--mode", "monochrome", "--palette", "blue"],
        ["normalize", "--in-place", "--precision", "1"],
    ])
    func anInputInPlaceIsUntouched(command: [String]) throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let warns = directory + "/warns.svg", good = directory + "/good.svg"
        try BatchCommandTests.write(Self.warns, to: warns)
        try BatchCommandTests.write(BatchCommandTests.good, to: good)
        let (before, inode) = (Self.bytes(warns), BatchCommandTests.inode(warns))
        let goodInode = BatchCommandTests.inode(good)
        #expect(throws: (any Error).self) { try BatchCommandTests.run([command[0], warns, good, "--strict"] + command.dropFirst()) }
        #expect(Self.bytes(warns) == before)
        #expect(BatchCommandTests.inode(warns) == inode)
        // The good file is done all the same.
        #expect(BatchCommandTests.inode(good) != goodInode)
    }

    @Test(arguments: [["render"], ["render", "--format", "svg"], ["recolor", "--mode", "monochrome"], ["normalize"]])
    func noOutputIsCreatedOrReplaced(command: [String]) throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(Self.warns, to: directory + "/in/warns.svg")
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/in/good.svg")
        let ext = command == ["render"] ? "png" : "svg"
        let output = directory + "/out"
        #expect(throws: (any Error).self) { try BatchCommandTests.run([command[0], directory + "/in", "-o", output, "--strict"] + command.dropFirst()) }
        #expect(!FileManager.default.fileExists(atPath: output + "/warns." + ext))
        #expect(FileManager.default.fileExists(atPath: output + "/good." + ext))
        // One file to one output that is already there.
        try BatchCommandTests.write("old", to: output + "/warns." + ext)
        let inode = BatchCommandTests.inode(output + "/warns." + ext)
        #expect(throws: (any Error).self) {
            try BatchCommandTests.run([command[0], directory + "/in/warns.svg", "-o", output + "/warns." + ext, "--strict"] + command.dropFirst())
        }
        #expect(Self.bytes(output + "/warns." + ext) == Data("old".utf8))
        #expect(BatchCommandTests.inode(output + "/warns." + ext) == inode)
    }

    /// Without --strict the same file is written, with its warning.
    @Test func withoutStrictTheFileIsWritten() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(Self.warns, to: directory + "/warns.svg")
        try BatchCommandTests.run(["render", directory + "/warns.svg", "-o", directory + "/warns.png"])
        #expect(FileManager.default.fileExists(atPath: directory + "/warns.png"))
    }
}

/// The commands that draw one file at a time follow `--strict` too: the warnings are said, then the file
/// fails and nothing is written from it (animate, inspect, sheet and localize took no notice, and sheet
/// and localize did not even print the warnings).
@Suite struct StrictDrawingCommandTests {
    @Test(arguments: [
        (["animate", "FILE", "--effect", "bounce", "-o", "DIR/a.json"], "DIR/a.json"),
        (["localize", "FILE", "--locales", "he", "-o", "OUT"], "OUT/he/warns.svg"),
        (["inspect", "FILE"], ""),
        (["sheet", "FILE", "-o", "DIR/s.png"], ""),
        // A file loaded once for several locales fails each of them: the second locale, row or cell drew it
        // from the first's load, whose warnings had been checked only then.
        (["localize", "FILE", "--locales", "ja,ko", "-o", "OUT"], "OUT/ko/warns.svg"),
        (["sheet", "FILE", "--row-locales", "ja,ko", "-o", "DIR/s.png"], "DIR/s.png"),
        (["sheet", "FILE", "FILE", "--locale", "ja", "-o", "DIR/s.png"], "DIR/s.png"),
    ])
    func aFileWithWarningsFails(command: [String], output: String) throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(StrictTests.warns, to: directory + "/warns.svg")
        let arguments = command.map { $0.replacingOccurrences(of: "FILE", with: directory + "/warns.svg").replacingOccurrences(of: "OUT", with: directory + "/out")
            .replacingOccurrences(of: "DIR", with: directory) }
        #expect(throws: ExitCode(1)) { try BatchCommandTests.run(arguments + ["--strict"]) }
        if !output.isEmpty {
            #expect(!FileManager.default.fileExists(atPath: output.replacingOccurrences(of: "OUT", with: directory + "/out").replacingOccurrences(of: "DIR", with: directory)))
        }
        // Without it, the same file is drawn (a sheet and localize, with their warnings printed).
        try BatchCommandTests.run(arguments)
        if !output.isEmpty {
            #expect(FileManager.default.fileExists(atPath: output.replacingOccurrences(of: "OUT", with: directory + "/out").replacingOccurrences(of: "DIR", with: directory)))
        }
    }
}
