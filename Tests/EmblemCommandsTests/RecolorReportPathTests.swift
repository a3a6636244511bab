import ArgumentParser
@testable import EmblemCommands
import Foundation
import Testing

/// `recolor --report` never lands on a file the run reads or writes: the report took the place of the
/// recoloured SVG, and the run said nothing.
@Suite struct RecolorReportPathTests {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Runs `recolor`, expecting a usage error (exit status 64) that names both paths: from `validate()` for
    /// paths named on the command line, from `run()` for those found in a directory.
    static func expectRefusal(_ arguments: [String], naming report: String, and other: String) {
        do {
            try BatchCommandTests.run(["recolor", "--mode", "monochrome"] + arguments)
            Issue.record("expected --report \(report) to be refused")
        } catch {
            let message = EmblemCommand.message(for: error)
            #expect(EmblemCommand.exitCode(for: error) == .validationFailure, "\(error)")
            #expect(message.contains("--report \(report) is \(other),"), "\(message)")
        }
    }

    @Test func theInputInPlaceIsRefused() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = directory + "/icon.svg"
        try BatchCommandTests.write(BatchCommandTests.good, to: icon)
        let (before, inode) = (Self.bytes(icon), BatchCommandTests.inode(icon))
        Self.expectRefusal([icon, "--in-place", "--report", icon], naming: icon, and: icon)
        // Spelled another way, and through a link.
        Self.expectRefusal([icon, "--in-place", "--report", directory + "/./icon.svg"], naming: directory + "/./icon.svg", and: icon)
        #expect(symlink(icon, directory + "/alias.svg") == 0)
        Self.expectRefusal([icon, "--in-place", "--report", directory + "/alias.svg"], naming: directory + "/alias.svg", and: icon)
        #expect(Self.bytes(icon) == before)
        #expect(BatchCommandTests.inode(icon) == inode)
    }

    @Test func theOutputIsRefusedBeforeItIsWritten() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = directory + "/a.svg", output = directory + "/out.svg"
        try BatchCommandTests.write(BatchCommandTests.good, to: icon)
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: false)
        Self.expectRefusal([icon, "-o", output, "--report", output], naming: output, and: output)
        Self.expectRefusal([icon, "-o", output, "--report", directory + "/sub/../out.svg"], naming: directory + "/sub/../out.svg", and: output)
        #expect(!FileManager.default.fileExists(atPath: output))
        // An output that is already there is neither replaced by the SVG nor by the report.
        try BatchCommandTests.write("old", to: output)
        let inode = BatchCommandTests.inode(output)
        #expect(symlink(output, directory + "/report.json") == 0)
        Self.expectRefusal([icon, "-o", output, "--report", directory + "/report.json"], naming: directory + "/report.json", and: output)
        #expect(Self.bytes(output) == Data("old".utf8))
        #expect(BatchCommandTests.inode(output) == inode)
    }

    @Test func aFileOfAnInputDirectoryIsRefused() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/icons/a.svg")
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/icons/sub/b.svg")
        let before = Self.bytes(directory + "/icons/sub/b.svg")
        Self.expectRefusal([directory + "/icons", "-o", directory + "/out", "--report", directory + "/icons/sub/b.svg"],
                           naming: directory + "/icons/sub/b.svg", and: directory + "/icons/sub/b.svg")
        Self.expectRefusal([directory + "/icons", "-o", directory + "/out", "--report", directory + "/out/sub/b.svg"],
                           naming: directory + "/out/sub/b.svg", and: directory + "/out/sub/b.svg")
        // Spelled with `.`, `..` or `//` in the output directory that does not exist yet.
        for spelling in ["/out/./sub/b.svg", "/out//sub/b.svg", "/out/x/../sub/b.svg"] {
            Self.expectRefusal([directory + "/icons", "-o", directory + "/out", "--report", directory + spelling],
                               naming: directory + spelling, and: directory + "/out/sub/b.svg")
        }
        #expect(Self.bytes(directory + "/icons/sub/b.svg") == before)
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    /// A directory cannot take the report: refused before anything is written (it failed after the run,
    /// every file recoloured in place, naming a temporary file).
    @Test func aDirectoryIsRefusedBeforeAnythingIsWritten() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/icons/sub/b.svg")
        let before = Self.bytes(directory + "/icons/sub/b.svg")
        do {
            try BatchCommandTests.run(["recolor", directory + "/icons", "--in-place", "--palette", "red", "--report", directory + "/icons/sub"])
            Issue.record("expected a refusal")
        } catch {
            #expect(EmblemCommand.message(for: error).contains("is a directory; name a file for the report"))
        }
        #expect(Self.bytes(directory + "/icons/sub/b.svg") == before)
    }

    @Test func aReportElsewhereIsWritten() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/icons/a.svg")
        try BatchCommandTests.run(["recolor", directory + "/icons", "-o", directory + "/out", "--mode", "monochrome",
                                   "--report", directory + "/out/report.json"])
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/out/report.json")))
        #expect((report as? [[String: Any]])?.count == 1)
        #expect(FileManager.default.fileExists(atPath: directory + "/out/a.svg"))
    }
}

extension RecolorReportPathTests {
    /// The output directory, not made yet, cannot take the report: refused before anything is written (the
    /// run wrote every file, then failed to write the report over the directory).
    @Test func theOutputDirectoryIsRefused() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/icons/a.svg")
        let output = directory + "/out"
        Self.expectRefusal([directory + "/icons", "-o", output, "--report", output], naming: output, and: output)
        Self.expectRefusal([directory + "/icons", "-o", output + "/", "--report", output], naming: output, and: output)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
