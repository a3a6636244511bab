import Foundation
import Testing

/// Options taken that do less than they ask: the run goes on, and says so in a note on standard error.
@Suite struct OptionNoteTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try ExecutableTests.run(arguments + ["--symbols", LocalizeCommandTests.symbols])
    }

    /// `--sheet-frames` past the animation's frames was capped in silence; the note says how many the
    /// sheet shows, and only when the count was asked for (the default 8 is no request).
    @Test func sheetFramesPastTheAnimationAreNoted() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let animate = ["animate", "bell", "--effect", "bounce", "-o", directory + "/sheet.png", "--size", "16"]
        let capped = try Self.run(animate + ["--sheet-frames", "400"])
        let frames = try #require(capped.stderr.firstMatch(of: /bounce: (\d+) frames/).flatMap { Int($0.1) }, "\(capped.stderr)")
        #expect(capped.status == 0 && frames < 400)
        #expect(capped.stderr.contains("note: 'bounce' makes only \(frames) frames at 30 fps, fewer than --sheet-frames 400; "
                                       + "the sheet shows all \(frames)."), "\(capped.stderr)")
        for quiet in [["--sheet-frames", "\(frames)"], ["--fps", "5"]] {
            let result = try Self.run(animate + quiet)
            #expect(result.status == 0 && !result.stderr.contains("note:"), "\(quiet): \(result.stderr)")
        }
    }
}
