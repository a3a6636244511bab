import Foundation
import Testing

extension ExecutableTests {
    /// A drawing librsvg cannot draw at 16 px: its own gradient, in user units, lies in a canvas of a
    /// million units (cairo fails with "NoMemory"), kept as drawn in multicolor.
    static let undrawableGradient = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-500000 -500000 1000000 1000000\">"
        + "<linearGradient id=\"g\" gradientUnits=\"userSpaceOnUse\" x1=\"-4\" y1=\"0\" x2=\"104\" y2=\"0\"><stop offset=\"0\" stop-color=\"red\"/>"
        + "<stop offset=\"1\" stop-color=\"blue\"/></linearGradient><rect x=\"-500000\" y=\"-500000\" width=\"1000000\" height=\"1000000\" fill=\"url(#g)\"/></svg>"

    /// ``undrawableGradient`` written to a new temporary file; returns its path.
    static func writeUndrawableFile() throws -> String {
        let path = NSTemporaryDirectory() + "emblem-undrawable-\(UUID().uuidString).svg"
        try Data(undrawableGradient.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Frames go in place together or not at all: a frame librsvg cannot draw leaves no new directory,
    /// and an earlier run's frames and manifest exactly as they were, with no temporary file; the error
    /// names the file and the earliest frame that failed, the same in every run (it named whichever
    /// thread failed first, without the file: frame 0 in some runs, frame 1 in others).
    @Test func framesThatCannotAllBeDrawnLeaveNothing() throws {
        let path = try Self.writeUndrawableFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = path + ".frames"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let failing = ["animate", path, "--effect", "bounce", "-o", frames, "--format", "png-frames", "--size", "16", "--mode", "multicolor"]
        for _ in 0..<3 {
            let refused = try Self.run(failing)
            #expect(refused.status == 1 && refused.stderr.hasPrefix("\(path): error: frame 0: librsvg could not render"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: frames))
        }
        // Drawn in monochrome (a solid fill), then the failing run over it.
        let drawn = try Self.run(Array(failing.dropLast(2)))
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: frames + "/" + $0)) }
        #expect(names.contains("manifest.json") && names.count > 10)
        let refused = try Self.run(failing)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted() == names)
        #expect(try names.map { try Data(contentsOf: URL(fileURLWithPath: frames + "/" + $0)) } == before)
    }

    /// Every error line says "error:": a design `localize` could not draw printed the library's message
    /// alone after its name and locale.
    @Test func aDesignLocalizeCannotDrawIsAnError() throws {
        let path = try Self.writeUndrawableFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = path + ".localized"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Self.run(["localize", path, "--locales", "he", "--format", "png", "--size", "16", "--mode", "multicolor", "-o", output])
        #expect(result.status == 1 && result.stderr.hasPrefix("\(path) (he): error: librsvg could not render"), "\(result.stderr)")
    }
}
