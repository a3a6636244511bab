import Emblem
import Foundation
import Testing

/// Runs the README's library example (`LibraryUsageExample`) and checks what each step made, and that the
/// README shows the example as it is compiled here.
@Suite struct LibraryUsageTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let library = SymbolLibrary(directory: repositoryRoot + "/symbols")

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "emblem-usage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// The README's ```swift block under "Using the library" is the example's text between its markers.
    @Test func readmeShowsTheCompiledExample() throws {
        let source = try String(contentsOfFile: Self.repositoryRoot + "/Tests/EmblemTests/LibraryUsageExample.swift", encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("// README begin") })
        let end = try #require(lines.firstIndex { $0.contains("// README end") })
        // Indented once inside the enum; the README shows it at the margin.
        let example = lines[(begin + 1)..<end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }.joined(separator: "\n")
        let readme = try String(contentsOfFile: Self.repositoryRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.range(of: "## Using the library"))
        let block = try #require(readme[section.upperBound...].range(of: "```swift\nimport Emblem\n\n"))
        let close = try #require(readme[block.upperBound...].range(of: "\n```"))
        #expect(String(readme[block.upperBound..<close.lowerBound]) == example)
    }

    /// A 128-pixel PNG, with the palette's two colours (the system red and blue) on the bell and its badge.
    @Test func rendersAPaletteStill() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try LibraryUsageExample.renderBell(from: Self.library, to: directory + "/bell.png")
        let png = try Self.bytes(directory + "/bell.png")
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16…23.
        #expect(Array(png[16..<24]) == [0, 0, 0, 128, 0, 0, 0, 128])
        let glyph = try Self.library.symbol(named: "bell.badge").symbol.glyph(weight: .semibold, scale: .large)
        let image = try Rasterizer().image(svg: SymbolRenderer(style: .palette(.red, .blue), size: 128).svgData(for: glyph), size: .square(128))
        #expect(try image.pngData() == png)
        var counts: [String: Int] = [:]
        for y in 0..<128 {
            for x in 0..<128 {
                let pixel = image[x: x, y: y]
                guard pixel.alpha == 255 else { continue }
                counts[[pixel.red, pixel.green, pixel.blue] == [255, 59, 48] ? "red" : [pixel.red, pixel.green, pixel.blue] == [0, 122, 255] ? "blue" : "other", default: 0] += 1
            }
        }
        #expect(counts["red", default: 0] > 500 && counts["blue", default: 0] > 100, "\(counts)")
    }

    /// Every frame of the bounce is written, the first and last at rest (the same as the still), one in
    /// the middle moved; the animated SVG is SVG whose layers a CSS animation moves.
    @Test func writesFramesAndAnAnimatedSVG() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try LibraryUsageExample.animateBell(from: Self.library, into: directory)
        let glyph = try Self.library.symbol(named: "bell").symbol.glyph()
        let count = SymbolAnimation(glyph: glyph, content: .effect(.bounce.up.byLayer)).frameCount
        #expect(count > 10)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(Set(names) == Set((0..<count).map { "bell-\($0).svg" } + ["bell.svg"]))
        let still = SymbolRenderer(style: .hierarchical(.indigo), size: 64)
            .frameTemplate(for: glyph, room: SymbolAnimation.canvasRoom).svg(states: [])
        #expect(try Self.bytes(directory + "/bell-0.svg") == still)
        #expect(try Self.bytes(directory + "/bell-\(count - 1).svg") == still)
        #expect(try Self.bytes(directory + "/bell-\(count / 3).svg") != still)
        let animated = SVGWriter().string(for: try SVGDocument(contentsOfFile: directory + "/bell.svg"))
        #expect(animated.contains("@keyframes") && animated.contains("animation:"))
    }

    /// The restyled file keeps what is not colour (its title, its shapes) and paints every shape in the
    /// system orange, the faded disc at the secondary level's opacity.
    @Test func recolorsAFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Two discs</title>\
            <circle cx="7" cy="12" r="5" fill="#123456"/><circle cx="17" cy="12" r="5" fill="#123456" opacity=".4"/></svg>
            """
        try input.write(toFile: directory + "/in.svg", atomically: true, encoding: .utf8)
        try LibraryUsageExample.recolor(directory + "/in.svg", to: directory + "/out.svg")
        let output = try SVGDocument(contentsOfFile: directory + "/out.svg")
        #expect(SVGWriter().string(for: output).contains("<title>Two discs</title>"))
        let image = try Rasterizer().image(svg: try Self.bytes(directory + "/out.svg"), size: .square(24))
        let left = image[x: 7, y: 12], right = image[x: 17, y: 12]
        #expect([left.red, left.green, left.blue, left.alpha] == [255, 149, 0, 255])
        #expect([right.red, right.green, right.blue] == [255, 149, 0] && abs(Int(right.alpha) - 128) <= 1, "\(right)")
    }

    /// Hebrew gets the symbol's own `he.svg` design, drawn as that file is.
    @Test func picksTheHebrewDesign() throws {
        let hebrew = try LibraryUsageExample.hebrewBook(from: Self.library)
        let file = try SymbolImporter().symbol(from: SVGDocument(contentsOfFile: Self.repositoryRoot + "/symbols/character.book.closed/he.svg")).symbol
        let renderer = SymbolRenderer(style: .monochrome(.primary))
        #expect(hebrew == renderer.svgData(for: try file.glyph()))
        let english = try Self.library.symbol(named: "character.book.closed").symbol
        #expect(hebrew != renderer.svgData(for: try english.glyph()))
    }
}
