@testable import EmblemSVG
import Foundation
import Testing

/// Files written all together or not at all: nothing is in place before `commit()`, and `discard()`
/// leaves what was there.
@Suite struct StagedFilesTests {
    /// Staged from many threads, new files and replacements alike: until the commit every old file is as
    /// it was and no new one exists; after it every file holds its new content (replacements keep their
    /// permissions) and no temporary file is left.
    @Test func nothingIsInPlaceUntilTheCommit() throws {
        let directory = try AtomicWriteGroupTests.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = (0..<64).map { "\(directory)/frame-\($0).png" }
        for index in stride(from: 0, to: paths.count, by: 3) {
            try FileIO.writeAtomically(Array("old \(index)".utf8), to: paths[index])
            chmod(paths[index], 0o640)
        }
        let staged = StagedFiles()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            try? staged.stage(Array("new \(index)".utf8), to: paths[index])
        }
        #expect(try AtomicWriteGroupTests.temporaries(in: directory).count == paths.count)
        for (index, path) in paths.enumerated() {
            #expect(AtomicWriteGroupTests.contents(path) == (index.isMultiple(of: 3) ? "old \(index)" : nil))
        }
        try staged.commit()
        for (index, path) in paths.enumerated() {
            #expect(AtomicWriteGroupTests.contents(path) == "new \(index)")
            var info = stat()
            if index.isMultiple(of: 3) { #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640) }
        }
        #expect(try AtomicWriteGroupTests.temporaries(in: directory).isEmpty)
        // Committed, it holds nothing more: a second commit changes nothing.
        try FileIO.writeAtomically(Array("later".utf8), to: paths[0])
        try staged.commit()
        #expect(AtomicWriteGroupTests.contents(paths[0]) == "later")
    }

    /// Discarded, the staged files are gone and the old ones untouched.
    @Test func discardingLeavesWhatWasThere() throws {
        let directory = try AtomicWriteGroupTests.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileIO.writeAtomically(Array("old".utf8), to: directory + "/a")
        let staged = StagedFiles()
        try staged.stage(Array("new".utf8), to: directory + "/a")
        try staged.stage(Array("new".utf8), to: directory + "/b")
        staged.discard()
        try staged.commit()
        #expect(AtomicWriteGroupTests.contents(directory + "/a") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["a"])
    }

    /// A staged file that cannot go in place (its target is a directory) is reported by the commit,
    /// which still puts the others in place and leaves no temporary file.
    @Test func aTargetThatCannotBeReplacedIsReportedAndTheRestLand() throws {
        let directory = try AtomicWriteGroupTests.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/b", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: directory + "/b/inside", withIntermediateDirectories: false)
        let staged = StagedFiles()
        for name in ["a", "b", "c"] { try staged.stage(Array(name.utf8), to: directory + "/" + name) }
        let error = try #require(throws: SVGError.self) { try staged.commit() }
        #expect(error.message.contains("\(directory)/b"))
        #expect(AtomicWriteGroupTests.contents(directory + "/a") == "a" && AtomicWriteGroupTests.contents(directory + "/c") == "c")
        #expect(try AtomicWriteGroupTests.temporaries(in: directory).isEmpty)
    }
}
