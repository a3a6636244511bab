@testable import EmblemSVG
import Foundation
import Synchronization
import Testing

/// Reading with a cap and writing atomically.
@Suite struct FileIOTests {
    static func temporaryPath() -> String { NSTemporaryDirectory() + "emblem-io-\(UUID().uuidString)" }

    @Test(arguments: [0, 1, 4095, 65_536, 65_537, 300_001])
    func readsExactlyWhatIsThere(size: Int) throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try FileIO.read(path) == bytes)
        #expect(try FileIO.read(path, maximumBytes: size) == bytes)
        if size > 0 {
            #expect(throws: SVGError.self) { try FileIO.read(path, maximumBytes: size - 1) }
        }
    }

    @Test func readingAFIFOStreamsWithinTheCap() throws {
        // A pipe has no size up front: the cap applies as bytes arrive.
        let path = Self.temporaryPath()
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)!
            handle.write(Data(repeating: 65, count: 200_000))
            try? handle.close()
        }
        writer.start()
        #expect(try FileIO.read(path).count == 200_000)
    }

    /// A named pipe nothing writes to (a stray one in an input directory) is refused after
    /// `pipeWriterWaitMilliseconds`, where opening it waited forever.
    @Test func aPipeWithoutAWriterIsRefused() throws {
        let path = Self.temporaryPath() + ".svg"
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let started = Date()
        let error = try #require(throws: SVGError.self) { try FileIO.read(path) }
        #expect(error.message.contains("named pipe that no program writes to"))
        #expect(Date().timeIntervalSince(started) < Double(FileIO.pipeWriterWaitMilliseconds) / 1000 + 5)
    }

    /// A writer that is already there before its first byte (a shell's `<(curl …)`) is waited for, and
    /// what it writes later is read whole, the first byte included.
    @Test func aPipeWithASlowWriterIsReadWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let writer = Thread {
            Thread.sleep(forTimeInterval: Double(FileIO.pipeWriterWaitMilliseconds) / 1000 * 1.5)
            let text = Array("<svg/>".utf8)
            _ = text.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        #expect(try FileIO.read("/proc/self/fd/\(readEnd)") == Array("<svg/>".utf8))
    }

    @Test func atomicWriteReplacesWholeAndLeavesNoTemporaries() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory + "/a/b")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/a/b/out.svg"
        try FileIO.writeAtomically(Array("first".utf8), to: target)
        try FileIO.writeAtomically(Array("second, longer".utf8), to: target)
        #expect(try FileIO.read(target) == Array("second, longer".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/a/b") == ["out.svg"])
        // A missing directory fails cleanly, creating nothing.
        #expect(throws: SVGError.self) { try FileIO.writeAtomically([1], to: directory + "/missing/out.svg") }
        #expect(!FileManager.default.fileExists(atPath: directory + "/missing"))
    }

    /// `-o /dev/null`, `-o /dev/stdout` and a named pipe are written into, as a shell's `>` writes: renaming
    /// a file over them replaced the device (as root, the machine's `/dev/null`) or the pipe with a regular
    /// file. Both the single write and a batch's group write this way. (The device is reached through a link
    /// of the test's own, as `/dev/stdout` is one, so that a regression replaces the link, not `/dev/null`.)
    @Test func devicesAndPipesAreWrittenIntoNotReplaced() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let device = directory + "/null.svg"
        #expect(symlink("/dev/null", device) == 0)
        try FileIO.writeAtomically(Array("<svg/>".utf8), to: device)
        let group = AtomicWriteGroup()
        try group.write(Array("<svg/>".utf8), to: device, tag: 0)
        #expect(group.finish().isEmpty)
        var linkInfo = stat()
        #expect(lstat(device, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFLNK)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: device)) == "/dev/null")
        try FileManager.default.removeItem(atPath: device)

        let fifo = directory + "/out.svg"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Mutex<[UInt8]>([])
        let reader = Thread {
            let bytes = (try? FileIO.read(fifo)) ?? []
            received.withLock { $0 = bytes }
        }
        reader.start()
        let payload = Array(repeating: UInt8(ascii: "a"), count: 100_000)
        try FileIO.writeAtomically(payload, to: fifo)
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        #expect(received.withLock { $0 } == payload)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.svg"])
    }

    /// A link into `/proc`'s descriptor entries, as `/dev/stdout` is one, is written through the descriptor
    /// (at its offset, as a shell's `>>` appends) when it is this process's own, and the link stays: with
    /// standard output redirected to a file, `-o /dev/stdout` replaced the machine's `/dev/stdout` link with
    /// a regular file, and the redirect got nothing. (A link of the test's own, so that a regression
    /// replaces it, not `/dev/stdout`.) Both the single write and a batch's group write this way.
    @Test func descriptorLinksAreWrittenThrough() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/redirected.svg"
        let descriptor = open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(write(descriptor, "kept\n", 5) == 5)
        for (index, target) in ["/proc/self/fd/\(descriptor)", "/dev/fd/\(descriptor)", "/proc/\(getpid())/fd/\(descriptor)"].enumerated() {
            let link = directory + "/stdout\(index).svg"
            #expect(symlink(target, link) == 0)
            #expect(FileIO.descriptorEntry(reachedFrom: link) == .own(descriptor))
            try FileIO.writeAtomically(Array("<a/>".utf8), to: link)
            let group = AtomicWriteGroup()
            try group.write(Array("<b/>".utf8), to: link, tag: 0)
            #expect(group.finish().isEmpty)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept\n" + String(repeating: "<a/><b/>", count: 3))
        // A link to a plain file is not a descriptor entry: it is replaced, as every output is.
        #expect(FileIO.descriptorEntry(reachedFrom: file) == nil)
        #expect(symlink(file, directory + "/plain.svg") == 0)
        #expect(FileIO.descriptorEntry(reachedFrom: directory + "/plain.svg") == nil)
    }

    /// A named pipe at an output path that nothing reads from (a stray one in an output tree) is refused
    /// after ``FileIO/pipeWriterWaitMilliseconds``, and stays a pipe; opening it waited forever.
    @Test func aPipeWithoutAReaderIsRefused() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/out.svg"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        let error = try #require(throws: SVGError.self) { try FileIO.writeAtomically(Array("<svg/>".utf8), to: fifo) }
        #expect(error.message.contains("named pipe that no program reads from"), "\(error.message)")
        #expect(Date().timeIntervalSince(started) < Double(FileIO.pipeWriterWaitMilliseconds) / 1000 + 5)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    /// A file with other names (hard links) gets the new content under every name, in the same file; its
    /// owner is kept (run as root, it became root's). Both the single write and a batch's group.
    @Test func hardLinkedFilesKeepTheirNamesAndOwner() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (a, b) = (directory + "/a.svg", directory + "/b.svg")
        try FileIO.writeAtomically(Array("old".utf8), to: a)
        #expect(link(a, b) == 0)
        var before = stat()
        #expect(stat(a, &before) == 0)
        if getuid() == 0 { #expect(chown(a, 65534, 65534) == 0) }
        try FileIO.writeAtomically(Array("new, longer".utf8), to: a)
        #expect(try FileIO.read(b) == Array("new, longer".utf8))
        let group = AtomicWriteGroup()
        try group.write(Array("third".utf8), to: b, tag: 0)
        #expect(group.finish().isEmpty)
        #expect(try FileIO.read(a) == Array("third".utf8))
        var after = stat()
        #expect(stat(a, &after) == 0 && after.st_ino == before.st_ino && after.st_nlink == 2)
        if getuid() == 0 { #expect(after.st_uid == 65534 && after.st_gid == 65534) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a.svg", "b.svg"])
        // A file with one name, owned by another user, is replaced by one with the same owner.
        if getuid() == 0 {
            let single = directory + "/c.svg"
            try FileIO.writeAtomically(Array("old".utf8), to: single)
            #expect(chown(single, 65534, 65534) == 0 && chmod(single, 0o600) == 0)
            try FileIO.writeAtomically(Array("new".utf8), to: single)
            var info = stat()
            #expect(stat(single, &info) == 0 && info.st_uid == 65534 && info.st_gid == 65534 && info.st_mode & 0o777 == 0o600)
        }
    }

    /// Errors name the file being written, not the temporary file beside it.
    @Test func writeErrorsNameTheOutput() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory + "/out.svg/inside")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let error = try #require(throws: SVGError.self) { try FileIO.writeAtomically([1], to: directory + "/out.svg") }
        #expect(error.message.hasPrefix("Cannot write \(directory)/out.svg:"), "\(error.message)")
    }

    /// What a write replaces decides its flush and its permissions: replacing flushes the new bytes
    /// before the rename (a new file is renamed into place without: nothing was there to lose, and a flush
    /// per file slows batches several times over).
    @Test func writesKnowWhatTheyReplace() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/out.svg"
        #expect(FileIO.ReplacedEntry(at: target) == .nothing)
        try FileIO.writeAtomically(Array("first".utf8), to: target)
        #expect({ if case .file = FileIO.ReplacedEntry(at: target) { true } else { false } }())
        let link = directory + "/link.svg"
        #expect(symlink(directory + "/nowhere", link) == 0)
        #expect(FileIO.ReplacedEntry(at: link) == .other)
        try FileIO.writeAtomically(Array("through".utf8), to: link)
        #expect(try FileIO.read(link) == Array("through".utf8))
        // The link itself was replaced by a file.
        #expect({ if case .file = FileIO.ReplacedEntry(at: link) { true } else { false } }())
    }

    /// A new file gets 0666 less the umask, like any tool's; a replaced file keeps its permission bits
    /// (`--in-place` on an executable or private file leaves it so).
    @Test func permissionsFollowTheUmaskOrTheReplacedFile() throws {
        let directory = Self.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func permissions(_ path: String) -> mode_t {
            var info = stat()
            _ = stat(path, &info)
            return info.st_mode & 0o7777
        }
        let mask = umask(0o027)
        defer { umask(mask) }
        try FileIO.writeAtomically([1], to: directory + "/new.svg")
        #expect(permissions(directory + "/new.svg") == 0o640)
        for mode: mode_t in [0o600, 0o755, 0o444] {
            let path = directory + "/kept-\(String(mode, radix: 8)).svg"
            try FileIO.writeAtomically([1], to: path)
            #expect(chmod(path, mode) == 0)
            try FileIO.writeAtomically([2, 3], to: path)
            #expect(permissions(path) == mode)
            #expect(try FileIO.read(path) == [2, 3])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// Listing a tree: nested files in sorted order, any case of the suffix, hidden entries and other
    /// files left out, links followed (a directory reached two ways listed under both), and a link back
    /// to a parent not entered instead of entered forever.
    @Test func listsTheTreeOnceThroughLinks() throws {
        let root = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for directory in ["a/b", "c", ".hidden"] { try FileIO.createDirectory(root + "/" + directory) }
        for file in ["z.svg", "a/B.SVG", "a/b/x.svg", "a/notes.txt", "c/y.svg", ".hidden/h.svg", "a/.h.svg"] {
            try FileIO.writeAtomically([1], to: root + "/" + file)
        }
        #expect(symlink(root + "/c", root + "/linked") == 0)      // a second way into c
        #expect(symlink(root, root + "/a/b/loop") == 0)           // back to the top
        #expect(symlink(root + "/z.svg", root + "/a/alias.svg") == 0)
        let listed = FileIO.files(under: root, withSuffix: ".svg")
        #expect(listed == ["a/B.SVG", "a/alias.svg", "a/b/x.svg", "c/y.svg", "linked/y.svg", "z.svg"])
    }

    /// Links that multiply the paths to a directory without a loop (each level holding two links to the
    /// next, absolute, so an output tree follows them too) list it under at most
    /// ``FileIO/maximumPathsToDirectory`` paths and report the next one, once: 24 levels made 2²⁴ paths
    /// to the last, and listing them ran until killed.
    @Test func pathsMultipliedByLinksAreCapped() throws {
        let root = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let levels = 10
        for level in 0...levels { try FileIO.createDirectory(root + "/\(level)") }
        for level in 0..<levels {
            #expect(symlink(root + "/\(level + 1)", root + "/\(level)/x") == 0)
            #expect(symlink(root + "/\(level + 1)", root + "/\(level)/y") == 0)
        }
        try FileIO.writeAtomically([1], to: root + "/\(levels)/icon.svg")
        let tree = FileIO.tree(under: root + "/0", withSuffixes: [".svg"], keepsInnerLinks: true)
        let limit = FileIO.maximumPathsToDirectory
        #expect(tree.files.count == limit)  // not 2¹⁰
        // Level 7 is the first reached by more than 64 paths (2⁷); it and each level after it are
        // reported once, at the first path past the limit.
        #expect(tree.unlisted.map { $0.path.split(separator: "/").count }.sorted() == Array(7...levels))
        #expect(tree.unlisted.first?.reason.hasPrefix("symbolic links lead to it by more than \(limit) paths") == true)
    }
}

/// An interrupted process removes the temporary files of the writes it was doing (Ctrl-C in the middle of
/// a batch left `.emblem-*.tmp` files in the output directory, or beside the sources with `--in-place`),
/// and still ends as the signal ends it. Run in a child process, which the signal ends.
@Suite struct InterruptCleanupTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptRemovesTemporaryFiles(signal: Int32) async throws {
        // A name of its own: a fixed one was shared with the same test run at once from another checkout.
        let directory = NSTemporaryDirectory() + "emblem-interrupt-test-\(UUID().uuidString)"
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        await #expect(processExitsWith: .signal(signal)) { [signal, directory = directory as String] in
            // As a shell starts a command in the foreground: the signal neither ignored nor blocked (the
            // test runner may start its child otherwise).
            Glibc.signal(signal, SIG_DFL)
            var mask = sigset_t()
            sigemptyset(&mask)
            sigaddset(&mask, signal)
            pthread_sigmask(SIG_UNBLOCK, &mask, nil)
            FileIO.removeTemporaryFilesOnInterrupt()
            let (descriptor, path) = try FileIO.createTemporaryFile(besides: directory + "/out.svg")
            precondition(descriptor >= 0 && FileIO.isFile(path))
            kill(getpid(), signal)
            sleep(10)  // the signal ends the process before this does
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}

/// Links are made as files are written: under a temporary name, then renamed over what was there, which
/// stays if anything fails (localize unlinked the old file first, and lost it when the link failed).
@Suite struct AtomicLinkTests {
    @Test func aLinkReplacesWhatIsThereInOneStep() throws {
        let directory = FileIOTests.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileIO.writeAtomically(Array("target".utf8), to: directory + "/target.svg")
        try FileIO.writeAtomically(Array("old".utf8), to: directory + "/file.svg")
        try FileIO.linkAtomically(directory + "/file.svg", to: "target.svg")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/file.svg") == "target.svg")
        #expect(try FileIO.read(directory + "/file.svg") == Array("target".utf8))
        // Over a directory the rename fails: the directory is still there and no temporary name is left.
        try FileIO.createDirectory(directory + "/taken.svg/inside")
        #expect(throws: SVGError.self) { try FileIO.linkAtomically(directory + "/taken.svg", to: "target.svg") }
        #expect(FileIO.isDirectory(directory + "/taken.svg/inside"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["file.svg", "taken.svg", "target.svg"])
    }
}

/// Path names taken apart on bytes, against the component-splitting they replace.
@Suite struct PathNameTests {
    @Test func fileNamesAndStemsAsSplittingGivesThem() {
        let paths = ["a/b/c.svg", "c.svg", "/abs/dir/Icon.SVG", "dir/", "a//b//", "/", "//", "", "x", ".svg", "é/ü.svg", "a/b.svg.svg",
                     "a/b.SvG", "a/.hidden.svg", "a/b.png", "svg", "a/bsvg"]
        for path in paths {
            let reference = path.split(separator: "/").last.map(String.init) ?? path
            #expect(FileIO.fileName(of: path) == reference, "\(path)")
            let stem = reference.lowercased().hasSuffix(".svg") ? String(reference.dropLast(4)) : reference
            #expect(FileIO.svgStem(of: path) == stem, "\(path)")
        }
        #expect(FileIO.parentDirectory(of: "a/b/c.svg") == "a/b" && FileIO.parentDirectory(of: "/c") == "/"
                && FileIO.parentDirectory(of: "c") == "." && FileIO.parentDirectory(of: "é/ü") == "é")
    }

    /// Link texts are read as paths from where the link is, lexically; climbing above the start is nil.
    @Test func lexicalPaths() {
        #expect(FileIO.lexicalPath("a/./b/../c") == "a/c")
        #expect(FileIO.lexicalPath("a/b/../../c") == "c")
        #expect(FileIO.lexicalPath("a//b/") == "a/b")
        #expect(FileIO.lexicalPath("a/../../c") == nil)
        #expect(FileIO.lexicalPath("./") == "")
    }
}

/// A file whose name is not UTF-8 cannot be opened through a `String` path (its bytes come back with
/// U+FFFD in them); the error says why instead of "No such file or directory".
@Suite struct NonUTF8NameTests {
    @Test func theErrorNamesTheCause() throws {
        let directory = FileIOTests.temporaryPath()
        try FileIO.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".svg".utf8)
        let bytes = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = bytes.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let listed = FileIO.files(under: directory, withSuffix: ".svg")
        #expect(listed.count == 1)
        do {
            _ = try FileIO.read(directory + "/" + listed[0])
            Issue.record("opened")
        } catch {
            #expect(error.message.contains("its name is not valid UTF-8"), "\(error.message)")
        }
    }
}
