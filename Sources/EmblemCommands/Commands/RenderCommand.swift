import ArgumentParser
import EmblemRaster
import EmblemSVG

/// `emblem render`: draw SVG files to PNG (through librsvg, in-process) or to resolved, flattened SVG.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render SVG files to PNG (through librsvg) or to resolved SVG.",
        discussion: """
            The output format follows the output's extension (.png or .svg); for directories use --format. \
            Directories are processed recursively into the output directory.
            """)

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable { case png, svg }

    @Argument(help: "SVG files or directories.")
    public var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file (.png or .svg), or a directory for several inputs.")
    public var output: String

    @Option(help: "Output format when the output is a directory (png or svg).")
    public var format: Format?

    @Option(help: "Output size in pixels (the square the drawing is fitted into).")
    public var size: Int = 64

    @Option(help: "Background colour for PNG output (CSS colour); transparent when omitted.")
    public var background: String?

    @Option(help: "Pixel density multiplier for PNG output (2 gives @2x images).")
    public var scale: Double = 1

    @OptionGroup public var input: InputOptions

    public init() {}

    public func validate() throws {
        guard (1...16384).contains(size) else { throw ValidationError("--size must be between 1 and 16384 pixels.") }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale must be greater than 0 and at most 16.") }
        if let background, (try? CSSColorParser.parse(background)) == nil {
            throw ValidationError("--background '\(background)' is not a CSS colour (try #ffffff or white).")
        }
    }

    var resolvedFormat: Format {
        if let format { return format }
        return output.lowercased().hasSuffix(".svg") ? .svg : .png
    }

    public func run() throws {
        let format = resolvedFormat
        let plan = try BatchPlan(inputs: inputs, output: output, outputExtension: format.rawValue)
        let limits = input.limits
        let size = self.size
        let rasterizer = Rasterizer(scale: scale, background: background.flatMap(RasterColor.init(css:)))
        _ = try runBatch(plan, verb: "rendered", strict: input.strict) { item in
            let document = try SVGDocument(contentsOfFile: item.input, limits: limits)
            let (drawing, diagnostics) = Resolver().resolve(document)
            let svg = DrawingWriter(size: (Double(size), Double(size))).data(for: drawing)
            switch format {
            case .svg: return BatchProduct(bytes: svg, diagnostics: diagnostics)
            case .png:
                let png = try rasterizer.pngData(for: svg, size: .square(size))
                return BatchProduct(bytes: png, diagnostics: diagnostics)
            }
        }
    }
}

extension RasterColor {
    /// A raster colour from any CSS colour text (`white`, `#f80`, `rgb(0 0 0 / 50%)`).
    init?(css text: String) {
        guard case .color(let color)? = try? CSSColorParser.parse(text) else { return nil }
        let (r, g, b, a) = color.rgba8
        self.init(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: UInt8(a))
    }
}
