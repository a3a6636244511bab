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

    /// A file with a `use` of a half disc (an arc) moved by a transform, and a path that stops at a curve
    /// missing its numbers: the bounds are the drawn shapes' exact ones (the half disc's top at its centre
    /// less the radius, moved by the `use`'s unrounded 1.004), the one warning names the line and column
    /// where the path data stops (the end of its value), and the written file is compact, rounded to two
    /// decimals, keeps the broken data as written, and draws as the input does.
    @Test func normalizesAFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
              <defs><path id="cap" d="M 2,12 A 10,10 0 0,1 22,12 Z"/></defs>
              <use xlink:href="#cap" transform="translate(0, 1.004)"/>
              <path d="M 4 20 L 20 20 20.5 22 Q 1 1"/>
            </svg>
            """
        try input.write(toFile: directory + "/in.svg", atomically: true, encoding: .utf8)
        let (bounds, warnings) = try LibraryUsageExample.normalize(directory + "/in.svg", to: directory + "/out.svg")
        let drawn = try #require(bounds)
        #expect(abs(drawn.minY - (12 + 1.004 - 10)) < 1e-9 && abs(drawn.minX - 2) < 1e-9 && abs(drawn.maxX - 22) < 1e-9
                && drawn.maxY == 22, "\(drawn)")
        // The data's closing quote, where it ends (columns count from 1).
        let line = try #require(input.split(separator: "\n").dropFirst(3).first)
        let end = try #require(line.lastIndex(of: "\""))
        #expect(warnings.map(\.location?.line) == [4], "\(warnings)")
        #expect(warnings.first?.location?.column == line.distance(from: line.startIndex, to: end) + 1, "\(warnings)")
        #expect(warnings.first?.message.contains("'Q'") == true, "\(warnings)")
        let written = try String(contentsOfFile: directory + "/out.svg", encoding: .utf8)
        for expected in ["d=\"M2 12a10 10 0 0 1 20 0Z\"", "transform=\"translate(0 1)\"", "d=\"M 4 20 L 20 20 20.5 22 Q 1 1\""] {
            #expect(written.contains(expected), "\(written)")
        }
        let original = try Rasterizer().image(svg: Array(input.utf8), size: .square(48))
        let normalized = try Rasterizer().image(svg: try Self.bytes(directory + "/out.svg"), size: .square(48))
        #expect(normalized.difference(from: original).differingPixelCount == 0)
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
