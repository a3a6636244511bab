#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A single-line progress bar on stderr (when it is a terminal), redrawn at most 200 times however long the
/// batch, so drawing never costs more than the work.
final class ProgressLine: Sendable {
    private let total: Int
    private let verb: String
    private let enabled: Bool
    private let write: @Sendable (String) -> Void
    private let counts = Mutex((done: 0, lastDrawn: 0))

    init(total: Int, verb: String, enabled: Bool, write: @escaping @Sendable (String) -> Void = writeStandardError) {
        self.total = total
        self.verb = verb
        self.enabled = enabled
        self.write = write
    }

    func advance() {
        guard enabled else { return }
        counts.withLock { counts in
            counts.done += 1
            let step = max(1, total / 200)
            if counts.done - counts.lastDrawn >= step || counts.done == total {
                counts.lastDrawn = counts.done
                draw(counts.done)
            }
        }
    }

    func finish() {
        guard enabled else { return }
        counts.withLock { _ in write("\r\u{1B}[2K") }
    }

    private func draw(_ done: Int) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        write("\r\(verb) [\(bar)] \(done)/\(total)")
    }
}

