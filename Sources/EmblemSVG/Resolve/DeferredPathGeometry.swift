import EmblemGeometry
import Synchronization

/// A path's geometry read from its data when first asked for, then kept: for a drawing that is written
/// out (`emblem render -o x.svg`), whose paths are written from their data as written
/// (``SourcePathData``) and whose geometry nothing may ever ask for. Building the geometry is ≈ 9% of
/// resolving and writing such a drawing (≈ 49 M instructions a round of the Material Design Icons,
/// `docs/PERFORMANCE.md`).
///
/// Made only for data that reads without error (its compact text was made), so nothing is left to
/// report when it is read: the geometry is ``PathDataParser/parse(_:readsPlainFormFirst:)``'s, the same
/// bits the resolver would have built (`DeferredPathGeometryTests`). Shared by the copies of a shape and
/// safe to read from any thread: the first reader builds it under the lock.
final class DeferredPathGeometry: Sendable {
    let text: String
    private let built = Mutex<Path?>(nil)

    init(text: String) { self.text = text }

    var path: Path {
        built.withLock { built in
            if let built { return built }
            let path = PathDataParser.parse(text).path
            built = path
            return path
        }
    }

    /// Whether the geometry has been read (for tests: writing a drawing must not read it).
    var isBuilt: Bool { built.withLock { $0 != nil } }
}
