/// Caps that keep hostile or broken input from exhausting memory or time. Every reader call checks them;
/// exceeding one is an `SVGError` with code `.limitExceeded` that names the limit.
public struct XMLLimits: Hashable, Sendable {
    /// The largest input accepted, in bytes; also the most a `.svgz` may inflate to, and the most text and
    /// attribute values may expand to through entities. Default 32 MiB: the biggest real icon files (SF
    /// Symbols exports with 27 variants) are under 2 MiB.
    public var maximumBytes: Int
    /// The most elements one document may hold. Default 200,000 (a full SF Symbols export has about 1,000).
    public var maximumElements: Int
    /// The deepest element nesting accepted. Default 200, below libxml2's own limit of 256 so that our
    /// message, not libxml2's, explains the refusal.
    public var maximumDepth: Int

    public init(maximumBytes: Int = 32 << 20, maximumElements: Int = 200_000, maximumDepth: Int = 200) {
        self.maximumBytes = maximumBytes
        self.maximumElements = maximumElements
        self.maximumDepth = maximumDepth
    }

    public static let `default` = XMLLimits()
}
