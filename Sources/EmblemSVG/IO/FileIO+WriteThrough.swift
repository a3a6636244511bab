#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs that are written into rather than replaced: devices, pipes and open descriptors.
extension FileIO {
    /// Whether the output `path` is written into, as a shell's `>` writes, rather than replaced by a
    /// renamed temporary file: a character device or pipe (``isStream(_:)``), or a link into `/proc`'s
    /// descriptor entries (``descriptorEntry(reachedFrom:)``). `/dev/stdout` is a link to
    /// `/proc/self/fd/1`: with standard output redirected to a file, the link led to that file, and
    /// renaming over it replaced the machine's `/dev/stdout` with a regular file, while the redirect
    /// got nothing.
    static func writesInto(_ path: String) throws(SVGError) -> Bool {
        if descriptorEntry(reachedFrom: path) != nil { return true }
        return try isStream(path)
    }

    /// Writes `bytes` into `path` (see ``writesInto(_:)``): through the descriptor itself when the path
    /// leads to one of this process's own (so `-o /dev/stdout > file` and `>> file` write where the
    /// shell put standard output, at its offset), otherwise by opening it.
    static func writeInto(_ bytes: [UInt8], at path: String) throws(SVGError) {
        if case .own(let descriptor)? = descriptorEntry(reachedFrom: path) {
            return try writeAll(bytes, to: descriptor, path: path)
        }
        try writeThrough(bytes, to: path)
    }

    /// A descriptor entry in `/proc` that `path` reaches: one of this process's (`/proc/self/fd/N`,
    /// `/dev/fd/N`, `/dev/stdout`), or another's.
    enum DescriptorEntry: Equatable {
        case own(Int32)
        case other
    }

    /// The descriptor entry `path` reaches through its chain of symbolic links, each hop's directory
    /// resolved (`/dev/fd` is itself a link to `/proc/self/fd`); nil for anything else. A path that is not
    /// a link costs one `lstat`.
    static func descriptorEntry(reachedFrom path: String) -> DescriptorEntry? {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
            let slash = current.lastIndex(of: "/")
            let directory = slash.map { $0 == current.startIndex ? "/" : String(current[..<$0]) } ?? "."
            let name = slash.map { String(current[current.index(after: $0)...]) } ?? current
            guard let resolved = realpath(directory, nil) else { return nil }
            let resolvedDirectory = String(cString: resolved)
            free(resolved)
            if resolvedDirectory.hasPrefix("/proc/") {
                // `/proc/self` resolves to this process's number, `/proc/thread-self` to its thread's entry.
                let process = "/proc/\(getpid())/"
                let isOwn = resolvedDirectory == process + "fd"
                    || resolvedDirectory.hasPrefix(process + "task/") && resolvedDirectory.hasSuffix("/fd")
                if isOwn, let descriptor = Int32(name) { return .own(descriptor) }
                if resolvedDirectory.hasSuffix("/fd") { return .other }
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : resolvedDirectory + "/" + target
        }
        return nil
    }

    /// Whether `path` leads (through links) to a character device or a pipe: `-o /dev/null`, `-o /dev/stdout`,
    /// a named pipe, a shell's `>(gzip > x)`. Such a target is written into, as a shell's `>` writes; a file
    /// renamed over it replaced the device or pipe with a regular file (as root, `/dev/null` itself). A block
    /// device (a disk) is refused.
    static func isStream(_ path: String) throws(SVGError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFCHR, S_IFIFO: return true
        case S_IFBLK: throw ioError("Cannot write to \(path): it is a block device (a disk); outputs are files, pipes or character devices such as /dev/null.", path)
        default: return false
        }
    }

    /// Writes `bytes` into the device or pipe at `path` (see ``isStream(_:)``). A named pipe no program
    /// reads from is given ``pipeWriterWaitMilliseconds`` for a reader, then refused: opening it to write
    /// waited for one forever (a stray pipe in an output tree stopped the batch there).
    static func writeThrough(_ bytes: [UInt8], to path: String) throws(SVGError) {
        // Truncated as a shell's `>` truncates (a device or pipe ignores it; a file reached through
        // another process's `/proc/PID/fd` entry is one).
        var descriptor = open(path, O_WRONLY | O_TRUNC | O_NONBLOCK | O_CLOEXEC)
        var waited: Int32 = 0
        while descriptor < 0, errno == ENXIO, waited < pipeWriterWaitMilliseconds {
            usleep(10_000)
            waited += 10
            descriptor = open(path, O_WRONLY | O_TRUNC | O_NONBLOCK | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            if errno == ENXIO {
                throw ioError("Cannot write \(path): it is a named pipe that no program reads from (waited \(pipeWriterWaitMilliseconds) ms).", path)
            }
            throw ioError("Cannot open \(path) for writing: \(errorText())", path)
        }
        defer { close(descriptor) }
        // Blocking from here, so a slow reader is waited for rather than the write failing with EAGAIN.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try writeAll(bytes, to: descriptor, path: path)
    }

}
