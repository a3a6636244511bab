@testable import EmblemCommands
import Synchronization
import Testing

/// The batch progress bar: bounded redraws, a full bar at the end, a cleared line after, silence when off.
@Suite struct ProgressLineTests {
    final class Sink: Sendable {
        let lines = Mutex<[String]>([])
        func write(_ text: String) { lines.withLock { $0.append(text) } }
    }

    @Test func redrawsAtMostTwoHundredTimesAndEndsFull() {
        let sink = Sink()
        let progress = ProgressLine(total: 10_000, verb: "rendered", enabled: true, write: sink.write)
        for _ in 0..<10_000 { progress.advance() }
        progress.finish()
        let lines = sink.lines.withLock { $0 }
        #expect(lines.count <= 202)
        #expect(lines.count >= 100)
        #expect(lines[lines.count - 2] == "\rrendered [" + String(repeating: "█", count: 30) + "] 10000/10000")
        #expect(lines.last == "\r\u{1B}[2K")
        // The bar only ever grows.
        let filled = lines.dropLast().map { $0.filter { $0 == "█" }.count }
        #expect(filled == filled.sorted())
    }

    @Test func disabledWritesNothing() {
        let sink = Sink()
        let progress = ProgressLine(total: 5, verb: "x", enabled: false, write: sink.write)
        for _ in 0..<5 { progress.advance() }
        progress.finish()
        #expect(sink.lines.withLock { $0 }.isEmpty)
    }
}
