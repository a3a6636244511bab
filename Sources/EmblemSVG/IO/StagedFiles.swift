#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Files written all together or not at all: an animation's frames, where one frame librsvg cannot draw
/// left the frames before it beside an earlier run's manifest and frames (or an empty new directory).
///
/// Each file is written in full to a temporary file beside its target as it comes (from any thread);
/// nothing is in place until ``commit()`` renames them all, and ``discard()`` removes them instead. The
/// temporary files of files that replace others are made durable first, with one `syncfs` for their file
/// system where there is one (as ``AtomicWriteGroup`` does), so that no old file is replaced by data
/// that is not on disk. Until then they wait as temporary files, which an interruption removes. A target
/// with other hard links is renamed over like any other: the other names keep the old content.
public final class StagedFiles: Sendable {
    private struct Entry {
        var temporary: String
        var path: String
        var replaces: Bool
    }

    private let entries = Mutex<[Entry]>([])

    public init() {}

    /// Writes `bytes` to a temporary file beside `path`, to be renamed over it by ``commit()``. An error
    /// writing it is thrown here, and nothing of it is left.
    public func stage(_ bytes: [UInt8], to path: String) throws(SVGError) {
        let replaced = FileIO.ReplacedEntry(at: path)
        let temporary = try FileIO.writeTemporary(bytes, besides: path, replacing: replaced, flushes: false)
        entries.withLock { $0.append(Entry(temporary: temporary, path: path, replaces: replaced != .nothing)) }
    }

    /// Renames every staged file into place, in the order of their paths. A file that cannot be flushed or
    /// renamed is left out (what it was to replace stays) and the others still go in place; the first
    /// such error is thrown after.
    public func commit() throws(SVGError) {
        let staged = entries.withLock { entries in defer { entries = [] }; return entries }.sorted { $0.path < $1.path }
        var firstError: SVGError?
        let flushed = FileIO.syncFileSystems(holding: staged.filter(\.replaces).map(\.temporary))
        for entry in staged {
            do throws(SVGError) {
                if entry.replaces, !(FileIO.fileSystem(of: entry.temporary).map(flushed.contains) ?? false) {
                    try FileIO.flushTemporary(entry.temporary, of: entry.path)
                }
                try FileIO.moveTemporary(entry.temporary, to: entry.path)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let firstError { throw firstError }
    }

    /// Removes every staged file; nothing is renamed into place.
    public func discard() {
        for entry in entries.withLock({ entries in defer { entries = [] }; return entries }) {
            FileIO.discardTemporary(entry.temporary)
        }
    }
}
