import EmblemGeometry

/// How a shape is painted, after the cascade (presentation attributes, style sheets, `style`, inheritance).
/// Defaults are SVG's initial values.
public struct DrawingStyle: Hashable, Sendable {
    public enum FillRule: String, Hashable, Sendable { case nonzero, evenodd }
    public enum LineCap: String, Hashable, Sendable { case butt, round, square }
    public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel, arcs, miterClip = "miter-clip" }

    public var fill: Paint = .color(.black)
    public var fillOpacity: Double = 1
    public var fillRule: FillRule = .nonzero
    public var stroke: Paint = .none
    public var strokeOpacity: Double = 1
    public var strokeWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 4
    public var dashArray: [Double] = []
    public var dashOffset: Double = 0
    /// The `color` property, which `currentColor` paints resolve to.
    public var color: Color = .black
    /// The element's own opacity (not inherited).
    public var opacity: Double = 1
    public var isVisible = true
    /// `clip-path`, `mask` and `filter` references on the shape itself, kept as written.
    public var clipPath: String?
    public var mask: String?
    public var filter: String?
    /// `paint-order`, `vector-effect`, the markers and other painting properties kept as written.
    public var extra: [String: String] = [:]
    /// Inherited properties Emblem does not draw with itself (`font-family`, `text-anchor`, …), kept as
    /// written so that preserved text, images and definitions are given what they inherit.
    public var inheritedExtra: [String: String] = [:]
    /// Custom properties (`--accent`) in effect, inherited, which `var()` in declarations refers to.
    public var customProperties: [String: String] = [:]

    public init() {}
}
