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

    @Option(help: "Cells per row (8; with --all-weights, 9: a row per symbol).")
    public var columns: Int?

    @Flag(help: "Render each symbol at all nine weights, ultralight to black, a row per symbol.")
    public var allWeights = false

    /// Cells per row when no locale rows are asked for: a symbol's nine weights make one row unless
    /// `--columns` says otherwise (at 8 they wrapped, a symbol's black beside the next one's ultralight).
    var columnCount: Int { columns ?? (allWeights ? SymbolWeight.allCases.count : 8) }

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
        try OutputName.checkNotEmpty(output)
        try OutputName.check(output, known: ["png"], option: "")
        try OutputName.refuseBinary("A contact sheet (PNG)", to: output)
        if !(1...4096).contains(size) { throw ValidationError("--size must be between 1 and 4096 pixels.") }
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1.") }
        try LocaleList.validate(rowLocaleList ?? [], option: "--row-locales")
        // As `render --background` checks it: any text was taken, and drew white.
        try RasterColor.checkBackground(background)
        // Each was accepted and did nothing: the sheet was the same byte for byte.
        if allWeights, style.weightGiven != nil {
            throw ValidationError("--all-weights draws every weight, so --weight does nothing; give one of them.")
        }
        if rowLocales != nil, columns != nil {
            throw ValidationError("--row-locales draws a row per locale, so --columns does nothing; give one of them.")
        }
        if rowLocales != nil, localization.locale != nil {
            throw ValidationError("--row-locales gives each row its locale, so --locale does nothing; give one of them.")
        }
        if rowLocaleList?.isEmpty == true {
            throw ValidationError("--row-locales needs at least one locale, e.g. --row-locales en,ar,he.")
        }
    }

    var rowLocaleList: [String]? { rowLocales.map(LocaleList.parse) }

    public func run() throws {
        try reportingErrors { try execute() }
    }

    private func execute() throws {
        try OutputName.prepareFile(output, inputs: symbols)
        localization.mirroring.warnOfUnmatchedPatterns(among: symbols.filter { FileIO.isFileOrPipe($0) })
        let library = self.library.library(limits: input.limits)
        let renderer = SymbolRenderer(style: try style.style(), weight: style.weight, scale: style.scale, size: Double(size))
        let names = try library.namesToDraw(symbols)
        let rows: [String?] = rowLocaleList ?? [localization.locale]
        let weights = allWeights ? SymbolWeight.allCases : [style.weight]
        let cellsPerRow = names.count * weights.count
        let layout = ContactSheetLayout(count: cellsPerRow * rows.count, columns: rowLocales == nil ? columnCount : cellsPerRow,
                                        cellWidth: size, cellHeight: size)
        if let problem = layout.sizeProblem {
            printError("error: \(problem) Give a smaller --size or fewer symbols" + (rowLocales == nil ? ", or change --columns." : "."))
            throw ExitCode(1)
        }
        // Cells are drawn into the sheet as they are rendered, so memory holds one sheet, not every cell too.
        // A symbol that cannot be loaded is reported and its cell left empty, so the rest of the sheet (and
        // its rows of locales) stays in place; the command then exits with status 1.
        var sheet = PixelImage(layout: layout, background: RasterColor(css: background) ?? .white)
        var cell = 0
        var failed = 0
        // Rows of locales that draw a file alike share its load; a cell drawn as the one before it (the
        // weights of a plain file) shares its pixels.
        var loads = DesignLoads(limits: input.limits, media: style.mediaEnvironment)
        var previous: (glyph: SymbolGlyph, image: PixelImage)?
        // Each cell drawn lays its text out again: the text budget of one drawing holds for the sheet (two
        // symbols of 1,000 labels each, alternating over 256 cells, would have taken 7.5 minutes).
        var textLayout = 0
        let designs = DesignOptionsNote(style, allWeights: allWeights)
        for row in rows {
            var source = SymbolSource(library: library, limits: input.limits, locale: row, direction: localization.direction,
                                      fileMirroring: localization.mirroring.fileMirroring)
            source.media = style.mediaEnvironment
            for name in names {
                guard let localized = try skippingFailure({ () throws -> LocalizedSymbol in
                    let shared = try row.map { try loads.load(source.design(name), for: $0) }
                    let (symbol, diagnostics) = try shared.map { ($0.symbol, $0.diagnostics) } ?? source.load(name)
                    try reportWarnings(diagnostics, of: name, strict: input.strict, printing: shared?.wereGiven != true)
                    return symbol
                }) else {
                    failed += weights.count
                    cell += weights.count
                    continue
                }
                designs.record(localized.symbol.format)
                for weight in weights {
                    defer { cell += 1 }
                    guard let glyph = try skippingFailure({ try localized.glyph(weight: weight, scale: style.scale) }) else {
                        failed += 1
                        continue
                    }
                    let reused = previous.flatMap { $0.glyph == glyph ? $0.image : nil }
                    if reused == nil, glyph.textLayoutCost > 0 {
                        textLayout += glyph.textLayoutCost
                        guard textLayout <= Drawing.drawnTextBudget else {
                            printError("\(name): error: this cell is left empty: the text of the sheet's cells so far costs \(textLayout) to "
                                       + "lay out, more than the \(Drawing.drawnTextBudget) one drawing may; draw fewer cells.")
                            failed += 1
                            continue
                        }
                    }
                    let image = try reused ?? Rasterizer().image(svg: renderer.svgData(for: glyph), size: .square(size))
                    previous = (glyph, image)
                    sheet.composite(image, inCell: cell, of: layout)
                }
            }
        }
        designs.printIfUnused()
        // A sheet of nothing replaces nothing: a name mistyped must not blank the sheet made before.
        if failed == layout.count {
            printError("error: no cell could be drawn (see the errors above); \(output) was not written.")
            throw ExitCode(1)
        }
        try FileIO.writeAtomically(try sheet.pngData(), to: output)
        if failed > 0 {
            printError("\(failed) of \(layout.count) cells left empty (see the errors above); wrote \(output)")
            throw ExitCode(1)
        }
    }
}
