#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers never see a partial file: temporary file, `fsync`, `rename`.
enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`.
    ///
    /// The bytes go to a new, uniquely named hidden file in the same directory (`.name.tmp-<pid>-<random>`),
    /// which is synced and then renamed over `path`; the directory is synced afterwards, best effort. On any
    /// failure the temporary file is removed and `path` is left as it was.
    static func replaceContents(of path: String, with bytes: [UInt8]) throws(RasterError) {
        let (directory, name) = split(path)
        let (descriptor, temporaryPath) = try createTemporaryFile(in: directory, for: name, target: path)
        var isRenamed = false
        defer { if !isRenamed { unlink(temporaryPath) } }
        do throws(RasterError) {
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw failure(path, "sync") }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(path, "finish writing") }
        guard rename(temporaryPath, path) == 0 else { throw failure(path, "replace") }
        isRenamed = true
        syncDirectory(directory)
    }

    /// The directory holding `path` (`.` for a bare name) and the last component.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func createTemporaryFile(in directory: String, for name: String, target: String)
        throws(RasterError) -> (Int32, String)
    {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = "\(directory)/.\(name).tmp-\(getpid())-\(suffix)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { throw failure(target, "create a temporary file for") }
        }
        throw failure(target, "create a temporary file for")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(RasterError) {
        let result: Result<Void, RasterError> = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .failure(failure(path, "write"))
                }
                offset += written
            }
            return .success(())
        }
        try result.get()
    }

    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// A file-system error for the current `errno`.
    private static func failure(_ path: String, _ operation: String) -> RasterError {
        let number = errno
        let reason = strerror(number).map { String(cString: $0) } ?? "error \(number)"
        return RasterError(.fileSystem(path: path, operation: operation, errorNumber: number, reason: reason))
    }
}
