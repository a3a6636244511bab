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
        // Two frames are too few to show a move: that note alone, not the sheet's too.
        let sparse = try Self.run(animate + ["--fps", "0.0001", "--sheet-frames", "400"])
        #expect(sparse.status == 0 && sparse.stderr.contains("too few to show it move"), "\(sparse.stderr)")
        #expect(sparse.stderr.components(separatedBy: "note:").count == 2, "\(sparse.stderr)")
    }

    /// `--weight` and `--scale` given for plain SVG files alone were taken and did nothing: one note names
    /// them (not one a file). Where a template is drawn too, they apply to it, and nothing is said.
    @Test(arguments: [
        (["render", "DIR/a.svg", "DIR/b.svg", "-o", "DIR/out"], ["render", "DIR/a.svg", "bell", "-o", "DIR/out"]),
        (["animate", "DIR/a.svg", "--effect", "replace:DIR/b.svg", "-o", "DIR/a.json"],
         ["animate", "DIR/a.svg", "--effect", "replace:bell", "-o", "DIR/a.json"]),
        (["sheet", "DIR/a.svg", "DIR/b.svg", "-o", "DIR/s.png"], ["sheet", "DIR/a.svg", "bell", "-o", "DIR/s.png"]),
        (["localize", "DIR/a.svg", "DIR/b.svg", "--locales", "he,en", "-o", "DIR/L"], ["localize", "DIR/a.svg", "bell", "--locales", "he,en", "-o", "DIR/L"]),
        (["inspect", "DIR/a.svg"], ["inspect", "bell"]),
    ])
    func designOptionsOnPlainFilesAloneAreNoted(plain: [String], withTemplate: [String]) throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["a", "b"] { try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/\(name).svg") }
        func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            try Self.run(arguments.map { $0.replacingOccurrences(of: "DIR", with: directory) })
        }
        let both = try run(plain + ["--weight", "bold", "--scale", "large"])
        let note = "note: --weight and --scale have no effect: plain SVG files have one design (they apply to SF Symbols templates)."
        #expect(both.status == 0 && both.stderr.components(separatedBy: note).count == 2, "\(both.stderr)")
        let scale = try run(plain + ["--scale", "small"])
        #expect(scale.stderr.contains("note: --scale has no effect: plain SVG files have one design (it applies to"), "\(scale.stderr)")
        for quiet in [withTemplate + ["--weight", "bold"], plain] {
            let result = try run(quiet)
            #expect(result.status == 0 && !result.stderr.contains("no effect"), "\(quiet): \(result.stderr)")
        }
    }

    /// `sheet --all-weights` of plain files alone drew each file nine times alike, in silence.
    @Test func allWeightsOfPlainFilesAloneAreNoted() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try BatchCommandTests.write(BatchCommandTests.good, to: directory + "/a.svg")
        let sheet = ["sheet", directory + "/a.svg", "-o", directory + "/s.png", "--all-weights", "--size", "16"]
        let plain = try Self.run(sheet)
        #expect(plain.status == 0 && plain.stderr.contains("note: --all-weights has no effect: plain SVG files have one design"), "\(plain.stderr)")
        let withTemplate = try Self.run(sheet + ["bell"])
        #expect(withTemplate.status == 0 && !withTemplate.stderr.contains("no effect"), "\(withTemplate.stderr)")
    }
}
