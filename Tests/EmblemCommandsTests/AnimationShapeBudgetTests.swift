import Foundation
import Testing

extension ExecutableTests {
    /// Each rasterised frame draws every shape again, so the frames of one run draw at most
    /// `AnimateCommand.maximumShapesDrawn` shapes together: a `use` chain drawing 20,000 squares, 201
    /// PNG frames of it (4,020,000) are refused before anything is drawn (a file of 200,000 copies took
    /// 10.8 s for 24 frames at 32 px), while a sheet of two frames is drawn; and the same, as either
    /// symbol of a replace.
    @Test func animationFramesShareTheShapeBudget() throws {
        let path = NSTemporaryDirectory() + "emblem-shapes-\(UUID().uuidString).svg"
        func uses(of id: String, count: Int) -> String {
            (0..<count).map { "<use href=\"#\(id)\" x=\"\($0 % 2)\"/>" }.joined()
        }
        let chain = "<defs><g id=\"a\">" + String(repeating: "<path d=\"M1 1h1v1z\"/>", count: 20) + "</g>"
            + "<g id=\"b\">" + uses(of: "a", count: 10) + "</g><g id=\"c\">" + uses(of: "b", count: 10) + "</g>"
            + "<g id=\"d\">" + uses(of: "c", count: 10) + "</g></defs><use href=\"#d\"/>"
        try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + chain + "</svg>").utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = path + ".frames"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let refused = try Self.run(["animate", path, "--effect", "bounce", "-o", frames, "--format", "png-frames", "--size", "16",
                                    "--fps", "1000", "--duration", "0.2"])
        // 20,000 squares of 1 unit in 24, at 16 px: each weighs 1 + 16/1,500 + (a pixel or so)/100,000.
        let cost = try #require(refused.stderr.firstMatch(of: /costs as much as (\d+) small shapes/).flatMap { Int($0.1) }, "\(refused.stderr)")
        #expect(refused.status == 1 && (20_200...20_300).contains(cost), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: frames))
        let sheet = path + ".png"
        defer { try? FileManager.default.removeItem(atPath: sheet) }
        let drawn = try Self.run(["animate", path, "--effect", "bounce", "-o", sheet, "--sheet-frames", "2", "--size", "16"])
        #expect(drawn.status == 0 && FileManager.default.fileExists(atPath: sheet), "\(drawn.stderr)")
        // A replace draws both symbols in every frame: the heavy one counts as the incoming symbol as it
        // does as the outgoing one, each with the other's shapes.
        for (outgoing, incoming) in [("bell", path), (path, "bell")] {
            let replaced = try Self.run(["animate", outgoing, "--effect", "replace.downUp:" + incoming, "-o", frames,
                                         "--format", "png-frames", "--size", "16", "--fps", "1000", "--duration", "0.2"])
            let cost = try #require(replaced.stderr.firstMatch(of: /costs as much as (\d+) small shapes/).flatMap { Int($0.1) }, "\(replaced.stderr)")
            #expect(replaced.status == 1 && cost > 20_000 && replaced.stderr.hasPrefix("\(outgoing) → \(incoming): error:"), "\(replaced.stderr)")
            #expect(!FileManager.default.fileExists(atPath: frames))
        }
    }

    /// An output that is the file animated, or the replacement, is refused and the file left as it was,
    /// as the other commands refuse it (it was replaced by its own animation).
    @Test func animationDoesNotWriteOverItsInput() throws {
        let path = NSTemporaryDirectory() + "emblem-self-\(UUID().uuidString).svg"
        let drawing = Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20z\"/></svg>".utf8)
        try drawing.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [["animate", path, "--effect", "bounce", "-o", path], ["animate", "bell", "--effect", "replace.downUp:" + path, "-o", path]] {
            let result = try Self.run(arguments)
            #expect(result.status == 1 && result.stderr.contains("would be written over its own input"), "\(result.stderr)")
            #expect(FileManager.default.contents(atPath: path) == drawing)
        }
    }

    /// Drawing a layer on or off masks it with a dashed stroke along each of its guides, in every frame:
    /// a line icon of 3,000 strokes is 3,000 guides. 201 PNG frames of its Draw On took 9 s when only
    /// its one path was counted; they are refused before anything is drawn, and SVG frames still written.
    @Test func drawMasksShareTheShapeBudget() throws {
        let path = NSTemporaryDirectory() + "emblem-guides-\(UUID().uuidString).svg"
        let strokes = (0..<3_000).map { "M0 \(Double($0) / 125)h1" }.joined()
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"\(strokes)\" fill=\"none\" stroke=\"#000\"/></svg>".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = path + ".apng", frames = path + ".frames"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let timing = ["--size", "16", "--fps", "1000", "--duration", "0.2"]
        let refused = try Self.run(["animate", path, "--effect", "drawOn", "-o", output] + timing)
        // Its one path (a little over 1 at 16 px), the mask, its canvas rectangle and 3,000 guides at 2 each.
        let cost = try #require(refused.stderr.firstMatch(of: /costs as much as (\d+) small shapes/).flatMap { Int($0.1) }, "\(refused.stderr)")
        #expect(refused.status == 1 && cost == 2 + 2 + 1 + 2 * 3_000, "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let written = try Self.run(["animate", path, "--effect", "drawOn", "-o", frames, "--format", "svg-frames"] + timing)
        #expect(written.status == 0 && FileManager.default.fileExists(atPath: frames + "/manifest.json"), "\(written.stderr)")
    }

    /// A shape costs more in a larger frame: the same 201 frames of 400 squares over the whole view box are
    /// drawn at 16 px (≈ 1 small shape each) and refused at 2,048 px, where each weighs ≈ 21 (1.9 million
    /// pixels, the frame keeping a quarter of the box's side as room around it; a square over 4.2 million
    /// pixels took ≈ 500 µs against ≈ 11 µs for a small one). A 6 KB `use` fan-out of 75,000
    /// squares passed the budget counted in shapes alone and took 14 s for a bounce at 128 px.
    @Test func largerFramesWeighMoreInTheShapeBudget() throws {
        let path = NSTemporaryDirectory() + "emblem-large-\(UUID().uuidString).svg"
        let squares = String(repeating: "<path d=\"M0 0h24v24h-24z\" fill-opacity=\"0.01\"/>", count: 400)
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><g>\(squares)</g></svg>".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = path + ".frames"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let timing = ["--effect", "bounce", "--format", "png-frames", "--fps", "1000", "--duration", "0.2"]
        let refused = try Self.run(["animate", path, "-o", frames, "--size", "2048"] + timing)
        let cost = try #require(refused.stderr.firstMatch(of: /costs as much as (\d+) small shapes/).flatMap { Int($0.1) }, "\(refused.stderr)")
        #expect(refused.status == 1 && cost > 400 * 20, "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: frames))
        let drawn = try Self.run(["animate", path, "-o", frames, "--size", "16"] + timing)
        #expect(drawn.status == 0 && FileManager.default.fileExists(atPath: frames + "/manifest.json"), "\(drawn.stderr)")
    }
}
