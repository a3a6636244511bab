#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

extension FileIO {
    /// Writes `bytes` to `path` atomically: a temporary file in the same directory is written and renamed
    /// over the target, so readers (and a killed process) never see a half-written file. `-` writes to
    /// standard output, and a character device, a pipe or a descriptor (`/dev/null`, `/dev/stdout`) is
    /// written into (``writesInto(_:)``).
    ///
    /// - A new file gets the permissions any tool's new file gets (0666 less the umask). A file that is
    ///   replaced keeps its permission bits, as `sed -i` keeps them.
    /// - When the target already exists (`--in-place`, or an output written again), the temporary file is
    ///   flushed to disk before the rename, so that not even a power cut can leave the old content gone
    ///   and the new one missing. A new file is not flushed: until the write there was nothing to lose
    ///   (the source is still there to run again), and a flush per file made batches into new directories
    ///   about 4× slower (7,447 icons normalized on ext4, 2 cores: 0.42–0.49 s without, 1.57–2.14 s
    ///   with). Like a file `cp` makes, a new file is left to the kernel to write back.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(SVGError) {
        if path == "-" {
            try writeAll(bytes, to: STDOUT_FILENO, path: "<stdout>")
            return
        }
        if try writesInto(path) { return try writeInto(bytes, at: path) }
        let replaced = ReplacedEntry(at: path)
        let temporary = try writeTemporary(bytes, besides: path, replacing: replaced, flushes: replaced != .nothing)
        if replaced.isHardLinked { return try copyIntoLinkedFile(temporary, bytes, path) }
        try moveTemporary(temporary, to: path)
    }

    /// Writes `bytes` into the file at `path` itself, which other names share (hard links): renaming a new
    /// file over one name left the others with the old content (`--in-place` on a tree with hard links).
    /// As editors do for such files, the new content is copied into the same file, once the temporary
    /// file beside it (`temporary`, removed here) has shown the bytes fit on the disk; this write alone is
    /// not atomic.
    static func copyIntoLinkedFile(_ temporary: String, _ bytes: [UInt8], _ path: String) throws(SVGError) {
        defer { discardTemporary(temporary) }
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw ioError("Cannot write \(path): \(errorText())", path) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
        guard fsync(descriptor) == 0 else { throw ioError("Cannot write \(path): \(errorText())", path) }
    }

    /// Writes `bytes` to a new temporary file next to `path`, with the permission bits of the file it is
    /// to replace, and flushed to disk when `flushes`; returns its path. Nothing is left behind on failure.
    static func writeTemporary(_ bytes: [UInt8], besides path: String, replacing replaced: ReplacedEntry,
                               flushes: Bool) throws(SVGError) -> String {
        let (descriptor, temporary) = try createTemporaryFile(besides: path)
        do throws(SVGError) {
            // Errors name the file being written, not the temporary one beside it.
            try writeAll(bytes, to: descriptor, path: path)
            if case .file(let permissions, let owner, let group, _) = replaced {
                // The owner first (run as root, the new file was root's, and its owner could no longer
                // read it), which clears set-id bits; then the permission bits.
                if owner != getuid() || group != getgid() { _ = fchown(descriptor, owner, group) }
                fchmod(descriptor, permissions)
            }
            if flushes {
                guard fsync(descriptor) == 0 else { throw ioError("Cannot write \(path): \(errorText())", path) }
            }
        } catch {
            close(descriptor)
            discardTemporary(temporary)
            throw error
        }
        close(descriptor)
        return temporary
    }

    /// Renames a temporary file over `path`; removes it when that fails.
    static func moveTemporary(_ temporary: String, to path: String) throws(SVGError) {
        defer { TemporaryFiles.forget(temporary) }
        guard rename(temporary, path) == 0 else {
            let message = "Cannot write \(path): \(errorText()) (renaming the temporary file \(temporary) into place)"
            unlink(temporary)
            throw ioError(message, path)
        }
    }

    /// The device of the file system holding `path`.
    static func fileSystem(of path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }

    /// One `syncfs` for each file system holding one of `temporaries`, through that file; returns the
    /// devices it flushed (none where `syncfs` is missing).
    static func syncFileSystems(holding temporaries: [String]) -> Set<UInt64> {
        guard let syncFileSystem = FileSystemSync.function else { return [] }
        var flushed = Set<UInt64>(), tried = Set<UInt64>()
        for temporary in temporaries {
            guard let device = fileSystem(of: temporary), tried.insert(device).inserted else { continue }
            let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            if syncFileSystem(descriptor) == 0 { flushed.insert(device) }
            close(descriptor)
        }
        return flushed
    }

    /// Flushes the temporary file written for `path` on its own; removes it when that fails.
    static func flushTemporary(_ temporary: String, of path: String) throws(SVGError) {
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        let flushed = descriptor >= 0 && fsync(descriptor) == 0
        let reason = errorText()
        if descriptor >= 0 { close(descriptor) }
        guard flushed else {
            discardTemporary(temporary)
            throw ioError("Cannot write \(path): \(reason) (flushing the temporary file \(temporary))", path)
        }
    }

    /// Removes a temporary file that will not be renamed into place.
    static func discardTemporary(_ temporary: String) {
        unlink(temporary)
        TemporaryFiles.forget(temporary)
    }

    /// From now on an interruption (SIGINT, SIGTERM, SIGHUP) removes the temporary files of writes in
    /// progress before the process ends, as the signal would have ended it. For command-line tools; a
    /// library leaves signals to its application.
    public static func removeTemporaryFilesOnInterrupt() {
        TemporaryFiles.removeOnInterrupt()
    }

    /// What a write to a path replaces: nothing, a regular file (whose owner and permission bits the new
    /// one keeps, and whose other names, when it has some, see the new content), or something else, such
    /// as a symbolic link, which the rename replaces by a file.
    enum ReplacedEntry: Equatable {
        case nothing
        case file(permissions: mode_t, owner: uid_t, group: gid_t, links: Int)
        case other

        var isHardLinked: Bool {
            if case .file(_, _, _, let links) = self { return links > 1 }
            return false
        }

        init(at path: String) {
            var info = stat()
            if lstat(path, &info) != 0 {
                self = .nothing
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                self = .file(permissions: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid, links: Int(info.st_nlink))
            } else {
                self = .other
            }
        }
    }

    /// Temporary files made by this process so far: with the process id, a name no other writer uses.
    private static let temporaryCount = Atomic<Int>(0)
    private static let processID = getpid()

    /// Creates a new, empty temporary file next to `path` (same directory, so the rename stays on one file
    /// system), with the permissions a new file gets: `open` with `O_EXCL` and mode 0666, which the umask
    /// narrows. (`mkstemp` would make it 0600 whatever the umask.)
    static func createTemporaryFile(besides path: String) throws(SVGError) -> (descriptor: Int32, path: String) {
        let (descriptor, temporary) = try createTemporary(besides: path, what: "a temporary file") {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        return (descriptor, temporary)
    }

    /// Makes `path` a symbolic link to `target` atomically: the link is made under a temporary name and
    /// renamed over whatever is at `path`, which stays as it was if anything fails.
    public static func linkAtomically(_ path: String, to target: String) throws(SVGError) {
        let (_, temporary) = try createTemporary(besides: path, what: "a link") { symlink(target, $0) }
        try moveTemporary(temporary, to: path)
    }

    /// Makes a new entry under an unused temporary name next to `path` with `make` (which returns a
    /// negative number and sets `errno` when it fails), recorded so that an interruption removes it.
    private static func createTemporary(besides path: String, what: String,
                                        _ make: (String) -> Int32) throws(SVGError) -> (result: Int32, path: String) {
        let directory = parentDirectory(of: path)
        // A name left by a killed process whose id this one now has is skipped, not reused.
        for _ in 0..<100 {
            let number = temporaryCount.add(1, ordering: .relaxed).newValue
            let temporary = "\(directory)/.emblem-\(processID)-\(number).tmp"
            let result = TemporaryFiles.create(temporary) { make(temporary) }
            if result >= 0 { return (result, temporary) }
            if errno != EEXIST { break }
        }
        throw ioError("Cannot create \(what) in \(directory): \(errorText())", path)
    }
}
