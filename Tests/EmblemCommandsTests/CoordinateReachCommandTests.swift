import ArgumentParser
@testable import EmblemCommands
import EmblemSVG
import Foundation
import Testing

/// A file with a shape farther past its view box than cairo's device coordinates hold
/// (`CoordinateReach`) fails alone, with nothing written, in every command that draws pixels, and is
/// written back by the commands that write SVG.
@Suite struct CoordinateReachCommandTests {
    /// One point 10⁷ units off a 24-unit view box: cairo draws it wrongly (at 64 px its device coordinate
    /// is 2.7 × 10⁷, past 2²³); a path through 600 such points ran 73 s and aborted the process.
    static let far = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <rect width="8" height="8"/>
        <path d="M0 0 L-10000000 5 L5 5 Z"/></svg>
        """

    /// A path reaching exactly the 256 view box sides drawn (6,144 units past a 24-unit view box).
    static let justWithin = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <path d="M0 0 L6168 5 L5 5 Z"/></svg>
        """

    static func files(_ contents: [String: String]) throws -> String {
        let directory = BatchCommandTests.temporaryDirectory()
        for (name, text) in contents { try BatchCommandTests.write(text, to: directory + "/" + name) }
        return directory
    }

    /// In a folder of three, the far file fails and the two around it are drawn, the one just within the
    /// limit too.
    @Test func aFarShapeFailsItsFileAlone() throws {
        let input = try Self.files(["a.svg": BatchCommandTests.good, "b.svg": Self.far, "c.svg": Self.justWithin])
        let output = BatchCommandTests.temporaryDirectory()
        defer { for path in [input, output] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(throws: ExitCode(1)) { try BatchCommandTests.run(["render", input, "-o", output, "--format", "png"]) }
        #expect(FileManager.default.fileExists(atPath: output + "/a.png"))
        #expect(!FileManager.default.fileExists(atPath: output + "/b.png"))
        #expect(FileManager.default.fileExists(atPath: output + "/c.png"))
    }

    /// Every command that draws pixels refuses it and writes nothing: a PNG drawn as the file is or
    /// through the symbol pipeline, a sheet, an animation's frames, animated PNG and sheet, a localized PNG.
    @Test(arguments: [
        (["render"], "x.png", [String]()), (["render"], "x.png", ["--mode", "monochrome"]), (["sheet"], "x.png", []),
        (["animate"], "x.apng", ["--effect", "bounce"]), (["animate"], "frames", ["--effect", "bounce", "--format", "png-frames"]),
        (["animate"], "x.png", ["--effect", "bounce"]), (["localize"], "loc", ["--locales", "en,ar", "--format", "png"]),
    ])
    func everyCommandThatDrawsPixelsRefusesIt(command: [String], output name: String, options: [String]) throws {
        let input = try Self.files(["far.svg": Self.far])
        defer { try? FileManager.default.removeItem(atPath: input) }
        let output = input + "/" + name
        #expect(throws: (any Error).self) { try BatchCommandTests.run(command + [input + "/far.svg", "-o", output] + options) }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The commands that write SVG write it back: it is what the file says, and a renderer that holds
    /// coordinates in floating point draws it.
    @Test(arguments: [
        (["render"], "x.svg", [String]()), (["render"], "x.svg", ["--mode", "monochrome"]), (["normalize"], "x.svg", []),
        (["recolor"], "x.svg", ["--palette", "red"]), (["animate"], "x.svg", ["--effect", "bounce"]),
        (["localize"], "loc", ["--locales", "en,ar"]),
    ])
    func theCommandsThatWriteSVGWriteIt(command: [String], output name: String, options: [String]) throws {
        let input = try Self.files(["far.svg": Self.far])
        defer { try? FileManager.default.removeItem(atPath: input) }
        let output = input + "/" + name
        try BatchCommandTests.run(command + [input + "/far.svg", "-o", output] + options)
        #expect(FileManager.default.fileExists(atPath: output))
    }

    /// As people run it: exit status 1, the message located at the path, no PNG.
    @Test func theRefusalSaysWhyAndWhere() throws {
        let input = try Self.files(["far.svg": Self.far])
        defer { try? FileManager.default.removeItem(atPath: input) }
        let result = try ExecutableTests.run(["render", input + "/far.svg", "-o", input + "/far.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("far.svg:3:") && result.stderr.contains("error: A shape reaches 1e7 units past the view box")
                && result.stderr.contains("cairo holds device coordinates only to ±8,388,607 pixels"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: input + "/far.png"))
    }
}
