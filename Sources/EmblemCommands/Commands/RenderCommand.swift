import ArgumentParser
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols

/// `emblem render`: draw symbols and SVG files to PNG (through librsvg, in-process) or SVG.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render symbols or SVG files to PNG (through librsvg) or SVG.",
        discussion: """
            An argument that is an existing file is read as SVG; otherwise it names a symbol of the library. \
            The format follows the output's extension (.png or .svg); for directories use --format. Plain SVG \
            files keep their own colours unless a style option (--mode, --palette, --variable-value) is given.
            """)

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable { case png, svg }

    @Argument(help: "Symbol names, SVG files or directories.")
    public var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file (.png or .svg), or a directory for several inputs.")
    public var output: String

    @Option(help: "Output format (png or svg): for a directory of outputs, or over the output file's extension.")
    public var format: Format?

    @Option(help: "Output size in pixels: the square a symbol is drawn in. A plain SVG keeps its shape, its longer side this long.")
    public var size: Int = 64

    @Option(help: "Background colour for PNG output (CSS colour); transparent when omitted.")
    public var background: String?

    @Option(help: "Pixel density multiplier for PNG output (2 gives @2x images).")
    public var pixelScale: Double = 1

    @OptionGroup public var style: StyleOptions
    @OptionGroup public var localization: LocalizationOptions
    @OptionGroup public var library: LibraryOptions
    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        try OutputName.checkNotEmpty(output)
        guard (1...16384).contains(size) else { throw ValidationError("--size must be between 1 and 16384 pixels.") }
        guard pixelScale > 0, pixelScale <= 16 else { throw ValidationError("--pixel-scale must be greater than 0 and at most 16.") }
        if let background { try RasterColor.checkBackground(background) }
        // One output file whose name does not say png or svg: refuse rather than write PNG under any name.
        if format == nil, inputs.count == 1, !FileIO.isDirectory(inputs[0]) {
            try OutputName.check(output, known: ["png", "svg"], option: ", or give --format png|svg")
        }
        if resolvedFormat == .png { try OutputName.refuseBinary("PNG", to: output, alternative: ", or give --format svg") }
        // Pixel options say nothing to an SVG, which has no pixels: given with one, they were dropped unseen.
        if resolvedFormat == .svg {
            let pixelOptions = [background.map { _ in "--background" }, pixelScale != 1 ? "--pixel-scale" : nil].compactMap { $0 }
            if !pixelOptions.isEmpty {
                throw ValidationError("\(pixelOptions.joined(separator: " and ")) \(pixelOptions.count == 1 ? "applies" : "apply") only to PNG "
                                      + "output; this writes SVG.")
            }
        } else if Double(size) * pixelScale > Double(Rasterizer.maximumSide) {
            throw ValidationError("--size \(size) at --pixel-scale \(NumberFormat(precision: 3).string(pixelScale)) makes images "
                                  + "\(Int(Double(size) * pixelScale)) pixels wide, past the \(Rasterizer.maximumSide) a PNG may be.")
        } else if Double(size) * pixelScale < 0.5 {
            // Each file failed on its own with "The image size 0×0 is invalid", naming no option.
            throw ValidationError("--size \(size) at --pixel-scale \(pixelScale) makes images under half a pixel wide, which round to none; "
                                  + "give a larger --size or --pixel-scale.")
        }
    }

    var resolvedFormat: Format {
        if let format { return format }
        // The extension as validate() reads it.
        return OutputName.fileExtension(of: output) == "svg" ? .svg : .png
    }

    public func run() throws {
        let format = resolvedFormat
        var loader = SymbolSource(library: library.library(limits: input.limits), limits: input.limits, localization: localization, style: style)
        // SVG written out is drawn elsewhere, in floating point: only cairo cannot draw what reaches too far.
        loader.rasterizes = format == .png
        let source = loader
        let plan = try reportingErrors { try BatchPlan(inputs: inputs, output: output, outputExtension: format.rawValue, isSymbolName: source.isSymbolName) }
        localization.mirroring.warnOfUnmatchedPatterns(among: plan.items.map(\.input).filter { !source.isSymbolName($0) })
        let rasterizer = Rasterizer(scale: pixelScale, background: background.flatMap(RasterColor.init(css:)))
        let restyles = style.isRestyling
        let renderer = SymbolRenderer(style: try style.style(), weight: style.weight, scale: style.scale, size: Double(size))
        let size = self.size
        let designs = DesignOptionsNote(style)
        let outcomes = runBatch(plan, verb: "rendered", strict: input.strict) { item in
            let (svg, pixels, diagnostics, kind) = try Self.svg(for: item.input, source: source, renderer: renderer, keepsColors: !restyles, size: size)
            let bytes = format == .svg ? svg : try rasterizer.pngData(for: svg, size: pixels)
            designs.record(kind)
            return BatchProduct(bytes: bytes, diagnostics: diagnostics)
        }
        designs.printIfUnused()
        try exitIfAnyFailed(outcomes)
    }

    /// SVG for one input, the image size it is drawn at, and whether the input is a plain file or a
    /// template: a plain SVG file without restyling (nor gradients) is drawn as it is (resolved), in the
    /// shape of its viewBox; everything else goes through the symbol pipeline, in a square.
    static func svg(for argument: String, source: SymbolSource, renderer: SymbolRenderer, keepsColors: Bool,
                    size: Int) throws -> ([UInt8], RasterSize, [Diagnostic], Symbol.Format) {
        // In gradient rendering a file is read once, as a symbol: a plain file that keeps its colours is
        // drawn in them, each made a gradient of itself (the symbol pipeline's multicolor); a template
        // in the style's mode.
        guard keepsColors, renderer.style.colorRenderingMode == .flat else {
            let (localized, diagnostics) = try source.load(argument)
            var renderer = renderer
            if keepsColors, localized.symbol.format == .plain { renderer.style.mode = .multicolor }
            return (try symbolSVG(localized, renderer: renderer), .square(size), diagnostics + SymbolImporter.undrawnContent(of: localized.symbol),
                    localized.symbol.format)
        }
        let (file, info, resolution, diagnostics) = try source.loadFile(argument)
        switch file {
        case .template(let symbol):
            return (try symbolSVG(LocalizedSymbol(symbol: symbol, info: info, resolution: resolution), renderer: renderer), .square(size), diagnostics,
                    symbol.format)
        case .plain(var drawing):
            let pixels = fitted(drawing.viewBox, in: size)
            // A flip of the whole drawing: gradients and every transform inside follow it.
            if resolution.isMirrored { drawing = drawing.mirroredHorizontally(viewportWidth: Double(pixels.width)) }
            let precision = NumberFormat.defaultPrecision(forViewport: drawing.viewBox)
            let writer = DrawingWriter(precision: precision, size: (Double(pixels.width), Double(pixels.height)))
            return (writer.data(for: drawing), pixels, diagnostics, .plain)
        }
    }

    /// A symbol drawn by the symbol pipeline (in a square).
    static func symbolSVG(_ localized: LocalizedSymbol, renderer: SymbolRenderer) throws -> [UInt8] {
        renderer.svgData(for: try localized.glyph(weight: renderer.weight, scale: renderer.scale))
    }

    /// The whole-pixel size of `box` scaled so that its longer side is `size` (the shorter at least 1).
    static func fitted(_ box: Rect, in size: Int) -> RasterSize {
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return .square(size) }
        let ratio = box.height / box.width
        return ratio <= 1 ? RasterSize(width: size, height: max(1, Int((Double(size) * ratio).rounded())))
                          : RasterSize(width: max(1, Int((Double(size) / ratio).rounded())), height: size)
    }
}

extension RasterColor {
    /// Refuses a `--background` that is no CSS colour, as a usage error (`render`'s and `sheet`'s).
    static func checkBackground(_ text: String) throws {
        guard RasterColor(css: text) == nil else { return }
        throw ValidationError("--background '\(text)' is not a CSS colour (try #ffffff or white).")
    }

    /// A raster colour from any CSS colour text (`white`, `#f80`, `rgb(0 0 0 / 50%)`).
    init?(css text: String) {
        guard case .color(let color)? = try? CSSColorParser.parse(text) else { return nil }
        let (r, g, b, a) = color.rgba8
        self.init(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: UInt8(a))
    }
}
