import ArgumentParser
import EmblemSVG

/// Options every command that reads SVG shares.
public struct InputOptions: ParsableArguments {
    @Option(name: .customLong("max-bytes"), help: "Refuse inputs larger than this many bytes.")
    public var maximumBytes: Int = XMLLimits.default.maximumBytes

    @Option(name: .customLong("max-elements"), help: "Refuse documents with more elements than this.")
    public var maximumElements: Int = XMLLimits.default.maximumElements

    @Option(name: .customLong("max-depth"), help: "Refuse documents nested deeper than this.")
    public var maximumDepth: Int = XMLLimits.default.maximumDepth

    @Flag(help: "Treat warnings (diagnostics) as errors.")
    public var strict = false

    public init() {}

    public var limits: XMLLimits {
        XMLLimits(maximumBytes: maximumBytes, maximumElements: maximumElements, maximumDepth: maximumDepth)
    }
}
