import ArgumentParser
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols

/// `emblem sheet`: several symbols rendered side by side into one PNG, for README examples and reviews.
public struct SheetCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sheet", abstract: "Render symbols side by side into one PNG contact sheet.")

    @Argument(help: "Symbol names or SVG files (all library symbols when none are given).")
    public var symbols: [String] = []

    @Option(name: .shortAndLong, help: "The PNG to write.")
    public var output: String

    @Option(help: "Cell size in pixels.")
    public var size: Int = 64

    @Option(help: "Symbols per row.")
    public var columns: Int = 8

    @Flag(help: "Render each symbol at all nine weights, ultralight to black.")
    public var allWeights = false

    @Option(help: "One row per locale (comma-separated BCP 47 tags), each symbol drawn in that locale's design.")
    public var rowLocales: String?

    @Option(help: "Sheet background (CSS colour).")
    public var background: String = "white"

    @OptionGroup public var style: StyleOptions
    @OptionGroup public var localization: LocalizationOptions
    @OptionGroup public var library: LibraryOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        try OutputName.check(output, known: ["png"], option: "")
    }

    public func run() throws {
        try reportingErrors { try execute() }
    }

    private func execute() throws {
        let library = self.library.library(limits: input.limits)
        let renderer = SymbolRenderer(style: try style.style(), weight: style.weight, scale: style.scale, size: Double(size))
        let names = symbols.isEmpty ? library.names : symbols
        let rows: [String?] = rowLocales.map { $0.split(separator: ",").map { String($0) } } ?? [localization.locale]
        var images: [PixelImage] = []
        // A symbol that cannot be loaded is reported and left as an empty cell, so the rest of the sheet
        // (and its rows of locales) stays in place; the command then exits with status 1.
        var failed = 0
        let weights = allWeights ? SymbolWeight.allCases : [style.weight]
        for row in rows {
            var source = SymbolSource(library: library, limits: input.limits, locale: row, direction: localization.direction)
            source.media = style.mediaEnvironment
            for name in names {
                guard let (localized, _) = try skippingFailure({ try source.load(name) }) else {
                    failed += 1
                    images.append(contentsOf: weights.map { _ in PixelImage(width: size, height: size) })
                    continue
                }
                for weight in weights {
                    guard let glyph = try skippingFailure({ try localized.glyph(weight: weight, scale: style.scale) }) else {
                        failed += 1
                        images.append(PixelImage(width: size, height: size))
                        continue
                    }
                    let svg = renderer.svgData(for: glyph)
                    images.append(try Rasterizer().image(svg: svg, size: .square(size)))
                }
            }
        }
        let sheet = PixelImage.contactSheet(images, columns: rowLocales == nil ? columns : images.count / rows.count, background: RasterColor(css: background) ?? .white)
        try FileIO.writeAtomically(try sheet.pngData(), to: output)
        if failed > 0 {
            printError("\(failed) of \(names.count * weights.count * rows.count) cells left empty (see the errors above); wrote \(output)")
            throw ExitCode(1)
        }
    }
}
