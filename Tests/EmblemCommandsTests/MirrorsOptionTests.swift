import EmblemCommands
import EmblemRaster
import Foundation
import Testing

/// `--mirrors`: SVG files carry no mirroring of their own, so the command line names those that flip in a
/// right-to-left layout (a third-party set's arrows and chevrons), by pattern.
@Suite struct MirrorsOptionTests {
    /// An arrow pointing right, drawn on whole units: at 48 pixels for 24 units every edge falls between
    /// pixels, so its flip is exact to the pixel.
    static let arrow = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 10h12V4h2l6 8-6 8h-2v-6H2z"/><rect x="2" y="2" width="4" height="4" fill="#c00"/></svg>"##
    /// The same with a transform and a clip path of the root's own, which apply in the viewport's pixels:
    /// the mirror must flip them with the rest.
    static let shifted = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" transform="translate(6 0)" clip-path="url(#c)"><defs><clipPath id="c"><rect width="18" height="24"/></clipPath></defs><path d="M2 10h12V4h2l6 8-6 8h-2v-6H2z"/></svg>"##

    static func run(_ arguments: [String]) throws {
        var command = try EmblemCommand.parseAsRoot(arguments)
        try command.run()
    }

    static func directory(with files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "emblem-mirrors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/icons", withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/icons/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    static func image(_ path: String) throws -> PixelImage {
        try Rasterizer().image(svg: Array(try Data(contentsOf: URL(fileURLWithPath: path))), size: .square(48))
    }

    /// Rendered right to left, the files a pattern names are their left-to-right image flipped, to the
    /// pixel; the others are unchanged. A plain file's flip was written on the root `svg`, where a
    /// transform is read in pixels: most of the icon came out off the canvas.
    @Test(arguments: [
        (["arrow-*"], ["arrow-right"]), (["clock,arrow-righ?"], ["arrow-right", "clock"]), (["shift*", "x"], ["shifted"]),
        (["*"], ["arrow-right", "clock", "shifted"]), ([], []),
    ])
    func namedFilesMirror(patterns: [String], mirrored: [String]) throws {
        let directory = try Self.directory(with: ["arrow-right.svg": Self.arrow, "clock.svg": Self.arrow, "shifted.svg": Self.shifted])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.run(["render", directory + "/icons", "-o", directory + "/ltr", "--format", "svg", "--size", "48"])
        try Self.run(["render", directory + "/icons", "-o", directory + "/rtl", "--format", "svg", "--size", "48", "--direction", "rtl"]
                     + patterns.flatMap { ["--mirrors", $0] })
        for name in ["arrow-right", "clock", "shifted"] {
            let ltr = try Self.image(directory + "/ltr/\(name).svg"), rtl = try Self.image(directory + "/rtl/\(name).svg")
            let mirrors = mirrored.contains(name)
            #expect(ltr != ltr.flippedHorizontally(), "the icon is not symmetric")
            let difference = rtl.difference(from: mirrors ? ltr.flippedHorizontally() : ltr, threshold: 1)
            #expect(difference.differingPixelCount == 0, "\(name), mirrors: \(mirrors): \(difference)")
        }
    }

    /// Text in a mirrored file moves to its mirrored place but still reads left to right, as the symbol
    /// pipeline draws it: the columns it covers are the mirror of those it covered, and the image is not
    /// the flipped one (mirror-image letters).
    @Test func textMovesButReads() throws {
        let source = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g transform="translate(1 2)"><text x="2" y="12" font-family="sans-serif" font-size="9">Ab</text></g></svg>"##
        let directory = try Self.directory(with: ["label.svg": source])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.run(["render", directory + "/icons/label.svg", "-o", directory + "/ltr.svg", "--size", "48"])
        try Self.run(["render", directory + "/icons/label.svg", "-o", directory + "/rtl.svg", "--size", "48", "--direction", "rtl", "--mirrors", "label"])
        let ltr = try Self.image(directory + "/ltr.svg"), rtl = try Self.image(directory + "/rtl.svg")
        func columns(_ image: PixelImage) -> ClosedRange<Int>? {
            let drawn = (0..<image.width).filter { x in (0..<image.height).contains { image.pixels[($0 * image.width + x) * 4 + 3] > 128 } }
            return drawn.first.map { $0...drawn.last! }
        }
        let before = try #require(columns(ltr)), after = try #require(columns(rtl))
        #expect(abs(after.lowerBound - (47 - before.upperBound)) <= 1 && abs(after.upperBound - (47 - before.lowerBound)) <= 1,
                "\(before) → \(after)")
        #expect(rtl.difference(from: ltr.flippedHorizontally(), threshold: 48).differingPixelCount > 20, "the letters are flipped")
        #expect(try String(contentsOfFile: directory + "/rtl.svg", encoding: .utf8).contains("text-anchor=\"end\""))
    }

    /// `localize` takes the option for the files it is given: the manifest says which were mirrored.
    @Test func localizeMirrorsTheNamedFiles() throws {
        let directory = try Self.directory(with: ["arrow-right.svg": Self.arrow, "clock.svg": Self.arrow])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = [directory + "/icons/arrow-right.svg", directory + "/icons/clock.svg"]
        try Self.run(["localize"] + files + ["--locales", "en,ar", "--mirrors", "arrow-*", "-o", directory + "/out"])
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/out/manifest.json"))) as? [String: Any])
        let symbols = try #require(manifest["symbols"] as? [String: [String: [String: Any]]])
        #expect(symbols[files[0]]?["ar"]?["mirrored"] as? Bool == true)
        #expect(symbols[files[0]]?["en"]?["mirrored"] as? Bool == false)
        #expect(symbols[files[1]]?["ar"]?["mirrored"] as? Bool == false)
        let ltr = try Self.image(directory + "/out/en/arrow-right.svg"), rtl = try Self.image(directory + "/out/ar/arrow-right.svg")
        #expect(rtl.difference(from: ltr.flippedHorizontally(), threshold: 1).differingPixelCount == 0)
    }
}
