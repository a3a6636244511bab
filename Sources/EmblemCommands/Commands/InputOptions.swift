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

    @Option(name: .customLong("max-attributes"), help: "Refuse documents with an element of more attributes than this.")
    public var maximumAttributes: Int = XMLLimits.default.maximumAttributes

    @Flag(help: "Treat warnings (diagnostics) as errors.")
    public var strict = false

    public init() {}

    /// The deepest `--max-depth` allowed. Reading, resolving and drawing a document recurse once per
    /// level: 1,500 nested groups overflowed an 8 MiB stack and ended the process (600 in a debug
    /// build), while 1,000 passed every command, in batches too (400 in a debug build: the tests check
    /// it there). librsvg itself refuses more than 256 levels.
    public static let deepestAllowed = 400

    public func validate() throws {
        guard (1...Self.deepestAllowed).contains(maximumDepth) else {
            throw ValidationError("--max-depth must be between 1 and \(Self.deepestAllowed): deeper documents would overflow the stack.")
        }
        guard maximumBytes > 0, maximumElements > 0, maximumAttributes > 0 else {
            throw ValidationError("--max-bytes, --max-elements and --max-attributes must be positive.")
        }
    }

    public var limits: XMLLimits {
        XMLLimits(maximumBytes: maximumBytes, maximumElements: maximumElements, maximumDepth: maximumDepth,
                  maximumAttributes: maximumAttributes)
    }
}
