#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File reading with a size cap, and atomic writing (`FileIO+AtomicWrite.swift`): what the library and CLI
/// use for every file.
public enum FileIO {
    /// Reads a whole file, refusing it before reading when it is larger than `maximumBytes`
    /// (so a 100 MB file costs one `fstat`, not 100 MB of memory). `-` reads standard input, up to the cap.
    public static func read(_ path: String, maximumBytes: Int = .max) throws(SVGError) -> [UInt8] {
        if let kept = PipeContents.bytes(readFrom: path) {
            guard kept.count <= maximumBytes else { throw overLimit(path, maximumBytes) }
            return kept
        }
        // Opened without waiting: a named pipe in an input directory has no writer, and a blocking open
        // waited for one forever, stopping the batch (see `awaitWriter`).
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            // A name that is not UTF-8 (an old archive's Latin-1 name) reaches us with U+FFFD in it, and
            // "No such file" would then be a riddle.
            let why = errno == ENOENT && path.unicodeScalars.contains("\u{FFFD}")
                ? "its name is not valid UTF-8, which Emblem reads names as; rename the file"
                : errno == ENOENT ? brokenLinkTarget(path).map { "it is a symbolic link to \($0), which does not exist" } ?? errorText()
                : errorText()
            throw ioError("Cannot open \(path): \(why)", path)
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        let type = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
        var prefix: [UInt8] = []
        if descriptor != STDIN_FILENO {
            if type == S_IFIFO {
                guard let first = awaitWriter(descriptor) else {
                    throw ioError("\(path) is a named pipe that no program writes to, not a file; nothing was read from it.", path)
                }
                prefix = first
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        if type == S_IFDIR {
            throw ioError("\(path) is a directory, not a file.", path)
        }
        if type == S_IFREG, Int(info.st_size) > maximumBytes {
            throw SVGError(.limitExceeded, "\(path) is \(info.st_size) bytes, over the limit of \(maximumBytes) bytes.",
                           at: SourceLocation(file: path, line: 1, column: 1))
        }
        // A scratch buffer of the file's size (no zero-filling), so a regular file is one read; pipes and
        // stdin come in 64 KiB pieces.
        let expected = type == S_IFREG ? Int(info.st_size) : 0
        let cap = maximumBytes < Int.max ? maximumBytes + 1 : Int.max
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(expected + 1, 1 << 16), cap), alignment: 1)
        defer { chunk.deallocate() }
        var bytes = prefix
        bytes.reserveCapacity(expected)
        while true {
            let count = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ioError("Cannot read \(path == "-" ? "standard input" : path): \(errorText())", path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            if bytes.count > maximumBytes { throw overLimit(path, maximumBytes) }
        }
        if path == "-" || type == S_IFIFO { PipeContents.keep(bytes, readFrom: path) }
        return bytes
    }

    /// How long a named pipe opened with no writer is given for one to arrive (ours: a program that
    /// opened it to write before we opened it to read is woken by our open and arrives within
    /// microseconds; a stray pipe in an input directory costs this once).
    public static let pipeWriterWaitMilliseconds: Int32 = 1000

    /// What is known of the pipe opened without blocking at `descriptor` once it has a writer (the byte
    /// that told, if one did), or nil when none arrives within ``pipeWriterWaitMilliseconds``. A read that
    /// would block says a writer is there (`<(curl …)` before its first byte); a read of nothing says
    /// none is, yet.
    static func awaitWriter(_ descriptor: Int32) -> [UInt8]? {
        var first: UInt8 = 0
        let count = Glibc.read(descriptor, &first, 1)
        if count == 1 { return [first] }
        if count < 0 { return [] }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, pipeWriterWaitMilliseconds) > 0 ? [] : nil
    }

    /// The text of the symbolic link at `path` when it leads nowhere (a directory walk lists such a link
    /// by its name); nil otherwise.
    public static func brokenLinkTarget(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) != 0 else { return nil }
        return linkText(of: path)
    }

    /// The text of the symbolic link at `path`; nil when there is none.
    public static func linkText(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        return length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    /// Creates a directory and its parents (like `mkdir -p`).
    public static func createDirectory(_ path: String) throws(SVGError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw ioError("Cannot create directory \(current): \(errorText())", path)
            }
        }
    }

    /// Whether `path` names an existing directory.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` names an existing regular file.
    public static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether there is an entry at `path`, a link that leads nowhere included.
    public static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// What is at `path`, in words, for messages: "a directory", "a named pipe", "a link that leads
    /// nowhere" …
    public static func kindDescription(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return entryExists(path) ? "a link that leads nowhere" : "nothing" }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    /// Whether anything is at `path` (a link is followed).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` names a regular file or a pipe: what a command reads as an input file. A shell's
    /// `<(curl …)` is a pipe, and was taken for a symbol's name.
    public static func isFileOrPipe(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && [S_IFREG, S_IFIFO].contains(info.st_mode & S_IFMT)
    }

    /// What makes a file the same file however it is reached: its device and inode, after symbolic links.
    public struct FileIdentity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64

        /// Nil when nothing is at `path`.
        public init?(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Where writing "over" `path` should go: `path` itself, or, when it is a symbolic link, the file it
    /// leads to, so that rewriting a file in place keeps the link a link (icon themes alias icons with
    /// links) instead of replacing it by a copy.
    public static func inPlaceTarget(of path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
        return resolvedPath(path) ?? path
    }

    /// The absolute path of what `path` names, with every symbolic link followed (`realpath`); nil when
    /// nothing is there.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part of `path` (`.` when there is none).
    public static func parentDirectory(of path: String) -> String {
        // On bytes: a path is searched for one ASCII byte, not walked by grapheme (≈ 10,000 instructions for
        // a long path, once or twice per file of a batch).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (`c` of `a/b/c` and of `a/b/c/`; `path` itself when it is only slashes).
    public static func fileName(of path: String) -> String {
        let utf8 = path.utf8
        guard let end = utf8.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return path }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        return String(path[start...end])
    }

    /// ``fileName(of:)`` without a `.svg` extension (in any case): the name an icon file gives its symbol.
    public static func svgStem(of path: String) -> String {
        let name = fileName(of: path)
        let utf8 = name.utf8
        guard utf8.count >= 4 else { return name }
        let suffix = utf8.suffix(4)
        guard zip(suffix, ".svg".utf8).allSatisfy({ ASCII.lowercased($0) == $1 }) else { return name }
        return String(name[..<suffix.startIndex])
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(SVGError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw ioError("Cannot write \(path): \(errorText())", path)
            }
            offset += written
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }

    /// The refusal of an input that went past `maximumBytes` as it was read (standard input, a pipe);
    /// `-` is named, where the message read "- is over the limit".
    private static func overLimit(_ path: String, _ maximumBytes: Int) -> SVGError {
        SVGError(.limitExceeded, "\(path == "-" ? "Standard input" : path) is over the limit of \(maximumBytes) bytes.",
                 at: SourceLocation(file: path, line: 1, column: 1))
    }

    static func ioError(_ message: String, _ path: String) -> SVGError {
        SVGError(.io, message.hasSuffix(".") ? message : message + ".", at: SourceLocation(file: path, line: 0, column: 0))
    }
}
