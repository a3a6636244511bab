@testable import EmblemSVG
import Foundation
import Testing

/// Replacements staged, flushed together and renamed into place; new files written at once.
@Suite struct AtomicWriteGroupTests {
    static func makeDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "emblem-group-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        return directory
    }

    static func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    static func temporaries(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".emblem-") }
    }

    /// Old content stays until a group of `fileLimit` is complete, then the whole group is in place; the
    /// rest waits for `finish()`. Permissions are kept, and no temporary file is left, either way of flushing.
    @Test(arguments: [true, false])
    func replacementsLandAGroupAtATime(syncsFileSystems: Bool) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = (0..<7).map { "\(directory)/icon\($0).svg" }
        for (index, path) in paths.enumerated() {
            try FileIO.writeAtomically(Array("old \(index)".utf8), to: path)
            chmod(path, index.isMultiple(of: 2) ? 0o640 : 0o604)
        }
        let group = AtomicWriteGroup(fileLimit: 3, byteLimit: 1 << 20, syncsFileSystems: syncsFileSystems)
        for (index, path) in paths.enumerated() {
            try group.write(Array("new \(index)".utf8), to: path, tag: index)
            let landed = (index + 1) / 3 * 3
            for (other, otherPath) in paths.enumerated().prefix(index + 1) {
                #expect(Self.contents(otherPath) == (other < landed ? "new \(other)" : "old \(other)"), "after \(index): \(other)")
            }
            #expect(try Self.temporaries(in: directory).count == index + 1 - landed)
        }
        #expect(group.finish().isEmpty)
        for (index, path) in paths.enumerated() {
            #expect(Self.contents(path) == "new \(index)")
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == (index.isMultiple(of: 2) ? 0o640 : 0o604))
        }
        #expect(try Self.temporaries(in: directory).isEmpty)
    }

    #if os(Linux)
    /// Without `syncfs` every group would fall back to a flush a file, correct but as slow as before: the
    /// tests above pass either way, so this one says which way Linux takes.
    @Test func linuxFlushesAFileSystemAtOnce() {
        #expect(FileSystemSync.function != nil)
    }
    #endif

    /// A group also lands when its bytes reach the limit.
    @Test func aByteLimitLandsTheGroup() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = directory + "/a.svg", second = directory + "/b.svg"
        for path in [first, second] { try FileIO.writeAtomically(Array("old".utf8), to: path) }
        let group = AtomicWriteGroup(fileLimit: 100, byteLimit: 10)
        try group.write(Array("12345".utf8), to: first, tag: 0)
        #expect(Self.contents(first) == "old")
        try group.write(Array("67890".utf8), to: second, tag: 1)
        #expect(Self.contents(first) == "12345" && Self.contents(second) == "67890")
        #expect(group.finish().isEmpty)
    }

    /// A new file does not wait for a group.
    @Test func newFilesAreWrittenAtOnce() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let group = AtomicWriteGroup()
        try group.write(Array("fresh".utf8), to: directory + "/new.svg", tag: 0)
        #expect(Self.contents(directory + "/new.svg") == "fresh")
        #expect(try Self.temporaries(in: directory).isEmpty)
        #expect(group.finish().isEmpty)
    }

    /// A write that cannot be put in place when its group lands is reported under its tag, its temporary
    /// file removed, and the others still land.
    @Test func aFailureAtLandingIsReportedByTag() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let blocked = directory + "/blocked.svg", fine = directory + "/fine.svg"
        for path in [blocked, fine] { try FileIO.writeAtomically(Array("old".utf8), to: path) }
        let group = AtomicWriteGroup()
        try group.write(Array("new".utf8), to: blocked, tag: 7)
        try group.write(Array("new".utf8), to: fine, tag: 8)
        // The target becomes a directory with something in it: nothing can be renamed over it.
        try FileManager.default.removeItem(atPath: blocked)
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        let failures = group.finish()
        #expect(failures.map(\.tag) == [7])
        #expect(failures.first.map { "\($0.error)" }?.contains("Cannot write \(blocked)") == true)
        #expect(Self.contents(fine) == "new")
        #expect(try Self.temporaries(in: directory).isEmpty)
    }

    /// Many threads writing at once: every file lands once, with its own content.
    @Test func concurrentWritersAllLand() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let count = 500
        for index in 0..<count { try FileIO.writeAtomically([0], to: "\(directory)/\(index).svg") }
        let group = AtomicWriteGroup(fileLimit: 37, byteLimit: 1 << 20)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            try? group.write(Array("content \(index)".utf8), to: "\(directory)/\(index).svg", tag: index)
        }
        #expect(group.finish().isEmpty)
        for index in 0..<count { #expect(Self.contents("\(directory)/\(index).svg") == "content \(index)") }
        #expect(try Self.temporaries(in: directory).isEmpty)
    }
}
