import ArgumentParser
import EmblemSVG

/// `emblem render`: draw SVG (later: symbols) to PNG or SVG.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render SVG files to PNG (through librsvg) or SVG.")

    @Argument(help: "SVG files or directories.")
    public var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file (.png or .svg), or directory for several inputs.")
    public var output: String

    @Option(help: "Output size in pixels (the longer side).")
    public var size: Int = 64

    @OptionGroup public var input: InputOptions

    public init() {}

    public func run() throws {
        throw ValidationError("render is not available yet")
    }
}
