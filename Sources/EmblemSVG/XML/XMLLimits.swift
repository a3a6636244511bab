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
    /// The most attributes (namespace declarations included) one start tag may have. Default 256: libxml2
    /// 2.9 compares each attribute of a tag with every one before it, so 100,000 attributes in a 1 MB file
    /// took 3 s; at 256 a tag costs ≈ 35 µs, and a 32 MiB file of such tags under a second. Inkscape's
    /// busiest elements carry a few dozen.
    public var maximumAttributes: Int
    /// The most namespace declarations in scope at one element: its own and its ancestors', each
    /// redeclaration counting. Default 256: libxml2 2.9 looks each prefixed name up through every
    /// declaration in scope, so 100 levels declaring 250 prefixes each made 1,000 elements of 250 prefixed
    /// attributes take 2.7 s (3 MB; a 32 MiB file, over a minute); at 256, a 32 MiB file of such elements
    /// takes under a second. Real documents declare a handful, on the root.
    public var maximumNamespacesInScope = 256

    public init(maximumBytes: Int = 32 << 20, maximumElements: Int = 200_000, maximumDepth: Int = 200,
                maximumAttributes: Int = 256) {
        self.maximumBytes = maximumBytes
        self.maximumElements = maximumElements
        self.maximumDepth = maximumDepth
        self.maximumAttributes = maximumAttributes
    }

    public static let `default` = XMLLimits()
}
