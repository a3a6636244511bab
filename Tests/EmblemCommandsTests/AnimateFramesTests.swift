@testable import EmblemCommands
import Foundation
import Testing

/// `animate` into a frames directory that holds an earlier run: the directory ends with this run's frames
/// only, as its manifest says, and with everything that is not a frame of ours.
@Suite struct AnimateFramesTests {
    static func names(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    static func animate(_ output: String, _ extra: [String] = []) throws {
        try BatchCommandTests.run(["animate", "bell", "--effect", "bounce", "-o", output, "--symbols", LocalizeCommandTests.symbols] + extra)
    }

    static func frameCount(in directory: String) throws -> Int {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/manifest.json")))
        return try #require((manifest as? [String: Any])?["frameCount"] as? Int)
    }

    @Test(arguments: ["svg-frames", "png-frames"])
    func framesOfALongerRunAreRemoved(format: String) throws {
        let output = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let ext = format == "png-frames" ? "png" : "svg"
        try Self.animate(output, ["--format", format, "--duration", "2", "--fps", "10"])
        let longer = try Self.frameCount(in: output)
        // Not ours: other names, other extensions, a frame of the other format, a directory.
        let others = ["frame-0019.txt", "frame-19.\(ext)", "notes.\(ext)", "Frame-0019.\(ext)", "frame-0019.\(ext).bak"]
        for name in others { try BatchCommandTests.write("keep", to: output + "/" + name) }
        let otherFormat = "frame-0019." + (ext == "png" ? "svg" : "png")
        try BatchCommandTests.write("keep", to: output + "/" + otherFormat)
        try FileManager.default.createDirectory(atPath: output + "/frame-0030.\(ext)", withIntermediateDirectories: false)
        // Ours, from a run long enough for five digits.
        try BatchCommandTests.write("old", to: output + "/frame-00040.\(ext)")

        try Self.animate(output, ["--format", format, "--fps", "10"])
        let count = try Self.frameCount(in: output)
        #expect(count < longer)
        let frames = (0..<count).map { String(format: "frame-%04d.\(ext)", $0) }
        let expected = (frames + others + ["manifest.json", otherFormat, "frame-0030.\(ext)"]).sorted()
        #expect(try Self.names(in: output) == expected)
    }

    /// A run that fails writes nothing and removes nothing.
    @Test func aFailedRunLeavesTheFramesAsTheyWere() throws {
        let output = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Self.animate(output, ["--duration", "2", "--fps", "10"])
        let before = try Self.names(in: output)
        #expect(throws: (any Error).self) {
            try BatchCommandTests.run(["animate", "no.such.symbol", "--effect", "bounce", "-o", output, "--symbols", LocalizeCommandTests.symbols])
        }
        #expect(try Self.names(in: output) == before)
    }
}
