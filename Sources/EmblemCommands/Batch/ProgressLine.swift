#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A single-line progress bar on stderr, redrawn at most about 20 times a second.
final class ProgressLine: Sendable {
    private let total: Int
    private let verb: String
    private let enabled: Bool
    private let counts = Mutex((done: 0, lastDrawn: 0))

    init(total: Int, verb: String, enabled: Bool) {
        self.total = total
        self.verb = verb
        self.enabled = enabled
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
        counts.withLock { _ in writeStandardError("\r\u{1B}[2K") }
    }

    private func draw(_ done: Int) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        writeStandardError("\r\(verb) [\(bar)] \(done)/\(total)")
    }
}

