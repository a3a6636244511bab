@testable import EmblemCommands
import EmblemRaster
import EmblemTestSupport
import Foundation
import Testing

/// `animate -o x.apng`: read back by a decoder written from the specifications, the animated PNG shows, at
/// every frame's time, that frame as the PNG frames draw it; it plays once, or loops without showing the
/// loop's first state twice.
@Suite struct AnimatedPNGOutputTests {
    @Test(arguments: [
        ["bell", "--effect", "bounce.up.byLayer", "--mode", "hierarchical", "--palette", "systemBlue"],
        ["wifi", "--effect", "variableColor.iterative.reversing", "--repeating", "--size", "48"],
        ["fan", "--effect", "rotate.byLayer", "--repeat", "2", "--fps", "24", "--size", "40", "--mode", "multicolor"],
    ])
    func showsEveryFrameAtItsTime(arguments: [String]) throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let options = arguments + ["--symbols", LocalizeCommandTests.symbols]
        try BatchCommandTests.run(["animate"] + options + ["-o", directory + "/x.apng"])
        let decoded = try APNGDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/x.apng"))))

        let command = try AnimateCommand.parse(options + ["-o", "unused.apng"])
        let (animation, style) = try command.makeAnimation()
        let template = AnimateCommand.template(for: animation, style: style, size: command.size)
        #expect(decoded.plays == (animation.isOpenEnded ? 0 : 1))
        #expect(decoded.width == command.size && decoded.height == command.size)
        // When each stored frame starts, in milliseconds.
        let starts = decoded.frames.reduce(into: [0]) { $0.append($0.last! + Int(($1.delay * 1000).rounded())) }
        let loops = animation.loopPeriod != nil
        if loops { #expect(starts.last == Int((animation.duration * 1000).rounded()), "a loop lasts its periods") }
        var runs = 0, previous: PixelImage?
        for index in 0..<animation.frameCount {
            let time = Int((animation.time(ofFrame: index) * 1000).rounded())
            // A loop's last frame is its first, shown when it starts again.
            let shown = loops && index == animation.frameCount - 1 ? 0 : try #require(starts.dropLast().lastIndex { $0 <= time })
            let expected = try Rasterizer().image(svg: template.svg(states: animation.states(ofFrame: index)), size: .square(command.size))
            let differing = zip(decoded.frames[shown].canvas, expected.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index) (\(time) ms) against stored frame \(shown): \(differing) bytes differ")
            if expected != previous, !(loops && index == animation.frameCount - 1) { runs += 1 }
            previous = expected
        }
        // A frame the same as the one before is stored once, with both times.
        #expect(decoded.frames.count == runs)
    }

    /// The format follows `.apng`, or `--format apng` under any name; frames options are refused with it.
    @Test func formatFromTheNameOrTheOption() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for output in ["a.apng", "b.png"] {
            let extra = output.hasSuffix(".png") ? ["--format", "apng"] : []
            try BatchCommandTests.run(["animate", "bell", "--effect", "bounce", "-o", directory + "/" + output, "--size", "24",
                                       "--symbols", LocalizeCommandTests.symbols] + extra)
            #expect(try APNGDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + output)))).plays == 1)
        }
        #expect(throws: (any Error).self) {
            try AnimateCommand.parse(["bell", "--effect", "bounce", "-o", directory + "/c.apng", "--sheet-frames", "4"])
        }
    }

    /// `--background` fills every PNG output's frames (a corner no layer reaches has its colour, where it
    /// was transparent, or white on a sheet), and is refused for output without pixels.
    @Test func backgroundUnderPNGOutput() throws {
        let directory = BatchCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func corner(_ path: String) throws -> [UInt8] {
            Array(try APNGDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).frames[0].canvas.prefix(4))
        }
        let base = ["animate", "bell", "--effect", "bounce", "--size", "24", "--symbols", LocalizeCommandTests.symbols]
        for (output, extra) in [("a.apng", [String]()), ("frames", ["--format", "png-frames"]), ("sheet.png", [])] {
            try BatchCommandTests.run(base + ["-o", directory + "/" + output] + extra)
            let plain = output == "frames" ? directory + "/frames/frame-0000.png" : directory + "/" + output
            #expect(try corner(plain) == (output == "sheet.png" ? [255, 255, 255, 255] : [0, 0, 0, 0]), "\(output)")
            try BatchCommandTests.run(base + ["-o", directory + "/" + output, "--background", "#1c1c1e"] + extra)
            #expect(try corner(plain) == [0x1C, 0x1C, 0x1E, 255], "\(output)")
        }
        for output in ["x.svg", "x.json", "frames"] {
            #expect(throws: (any Error).self, "\(output)") { try AnimateCommand.parse(["bell", "--effect", "bounce", "-o", output, "--background", "red"]) }
        }
    }
}
