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
    public var dashOffset: Double = 0
    /// The `color` property, which `currentColor` paints resolve to.
    public var color: Color = .black
    /// The element's own opacity (not inherited).
    public var opacity: Double = 1
    public var isVisible = true
    /// The computed font size in pixels, which `em` and `ex` lengths measure: CSS's `medium` (16) unless
    /// the element or an ancestor sets another.
    public var fontSize = FontSize.medium

    /// The properties most shapes leave unset, in one shared copy-on-write box: the cascade copies a
    /// style for every element and every shape keeps one, and a copy then retains one reference instead
    /// of one per array, string and dictionary.
    private var rare = RareProperties.empty

    public var dashArray: [Double] {
        get { rare.dashArray }
        set { uniqueRare().dashArray = newValue }
    }
    /// `clip-path`, `mask` and `filter` references on the shape itself, kept as written.
    public var clipPath: String? {
        get { rare.clipPath }
        set { uniqueRare().clipPath = newValue }
    }
    public var mask: String? {
        get { rare.mask }
        set { uniqueRare().mask = newValue }
    }
    public var filter: String? {
        get { rare.filter }
        set { uniqueRare().filter = newValue }
    }
    /// `paint-order`, `vector-effect`, the markers and other painting properties kept as written.
    public var extra: [String: String] {
        get { rare.extra }
        set { uniqueRare().extra = newValue }
    }
    /// Whether a marker is set (`marker-start`, `marker-mid` or `marker-end`, or the `marker` shorthand).
    public var hasMarkers: Bool {
        let extra = rare.extra
        return !extra.isEmpty && StyleCascade.markerProperties.contains { extra[$0] != nil }
    }
    /// Inherited properties Emblem does not draw with itself, as written: the text ones (`font-family`,
    /// `text-anchor` …) that preserved text, images and definitions are given.
    public var inheritedExtra: [String: String] {
        get { rare.inheritedExtra }
        set { uniqueRare().inheritedExtra = newValue }
    }
    /// Stroke widths, dash arrays and dash offsets given as percentages, by property: measured again in
    /// each viewport they are inherited into (``StyleCascade/measuringViewportRelative(_:)``).
    var viewportRelative: [String: ViewportRelativeValue] {
        get { rare.viewportRelative }
        set { uniqueRare().viewportRelative = newValue }
    }
    /// The custom properties in effect (`--accent`), which `var()` refers to.
    var customScope: CustomPropertyScope? {
        get { rare.customScope }
        set { uniqueRare().customScope = newValue }
    }
    /// How the stroke is stretched, for a shape whose path was moved out of a transform that stretches
    /// or skews (`scale(1 2)`, a skewed ellipse): a stroke drawn there is wider one way than the other,
    /// which no width can say. The linear part of that transform divided by its mean scale (determinant
    /// ±1), with which the path is drawn, itself mapped back by its inverse, at `strokeWidth`; nil when
    /// the stroke is even (no shape moved, or only rotated, flipped or scaled alike both ways).
    public var strokeDistortion: AffineTransform? {
        get { rare.strokeDistortion }
        set { uniqueRare().strokeDistortion = newValue }
    }
    /// `mix-blend-mode` and `isolation`, as written, where set (``StyleCascade/compositingProperties``).
    public var compositing: [String: String] {
        extra.isEmpty ? [:] : extra.filter { StyleCascade.compositingProperties.contains($0.key) }
    }
    /// The custom properties in effect, nearest declarations winning.
    public var customProperties: [String: String] { customScope?.all ?? [:] }

    public init() {}

    /// Whether the stroke is drawn in the host's coordinates (`vector-effect: non-scaling-stroke`), so
    /// that no transform of the shape widens or dashes it differently.
    public var hasNonScalingStroke: Bool { !rare.extra.isEmpty && rare.extra["vector-effect"] == "non-scaling-stroke" }

    /// The stroke as it must be when a transform of mean scale `factor` moves from the shape into its
    /// path: its width, dash array and dash offset scaled alike (dashes kept their user-space lengths,
    /// so a dashed stroke under `scale(2)` came out with dashes half as long). A non-scaling stroke keeps
    /// them, being drawn in the host's space, which moving the transform does not change.
    public mutating func scaleStroke(by factor: Double) {
        guard factor != 1, !hasNonScalingStroke else { return }
        strokeWidth *= factor
        dashOffset *= factor
        if !rare.dashArray.isEmpty { dashArray = dashArray.map { $0 * factor } }
    }

    /// The stroke as it must be when `transform` moves from the shape into its path: scaled by the
    /// transform's mean scale (``scaleStroke(by:)``), and stretched as it stretches
    /// (``strokeDistortion``). A non-scaling stroke keeps both.
    public mutating func transformStroke(by transform: AffineTransform) {
        guard !hasNonScalingStroke else { return }
        let scale = abs(transform.determinant).squareRoot()
        scaleStroke(by: scale)
        guard scale > 0, scale.isFinite, (stroke != .none && strokeWidth > 0) || rare.strokeDistortion != nil else { return }
        let linear = AffineTransform(a: transform.a / scale, b: transform.b / scale, c: transform.c / scale, d: transform.d / scale, e: 0, f: 0)
        let distortion = rare.strokeDistortion.map(linear.concatenating) ?? linear
        let stretches = distortion.stretchesUnevenly
        guard stretches || rare.strokeDistortion != nil else { return }
        strokeDistortion = stretches ? distortion : nil
    }

    /// The box, made unique before a write.
    private mutating func uniqueRare() -> RareProperties {
        if !isKnownUniquelyReferenced(&rare) { rare = rare.copy() }
        return rare
    }
}

/// `DrawingStyle`'s seldom-set properties. Mutated only through `DrawingStyle`'s setters, after
/// `isKnownUniquelyReferenced`, so sharing it between threads is safe.
private final class RareProperties: Hashable, @unchecked Sendable {
    var dashArray: [Double] = []
    var clipPath: String?
    var mask: String?
    var filter: String?
    var extra: [String: String] = [:]
    var inheritedExtra: [String: String] = [:]
    var customScope: CustomPropertyScope?
    var viewportRelative: [String: ViewportRelativeValue] = [:]
    var strokeDistortion: AffineTransform?

    /// The box of a style with none of them set, shared until one is.
    static let empty = RareProperties()

    func copy() -> RareProperties {
        let copy = RareProperties()
        (copy.dashArray, copy.clipPath, copy.mask, copy.filter) = (dashArray, clipPath, mask, filter)
        (copy.extra, copy.inheritedExtra, copy.customScope, copy.viewportRelative) = (extra, inheritedExtra, customScope, viewportRelative)
        copy.strokeDistortion = strokeDistortion
        return copy
    }

    static func == (a: RareProperties, b: RareProperties) -> Bool {
        a === b || (a.dashArray == b.dashArray && a.clipPath == b.clipPath && a.mask == b.mask && a.filter == b.filter
                    && a.extra == b.extra && a.inheritedExtra == b.inheritedExtra && a.customScope == b.customScope
                    && a.viewportRelative == b.viewportRelative && a.strokeDistortion == b.strokeDistortion)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(dashArray)
        hasher.combine(clipPath)
        hasher.combine(mask)
        hasher.combine(filter)
        hasher.combine(extra)
        hasher.combine(inheritedExtra)
        hasher.combine(customScope)
        hasher.combine(viewportRelative)
        hasher.combine(strokeDistortion)
    }
}

/// A stroke length given with a percentage, as written, and the font size `em` in it measured where it was
/// given (CSS resolves `em` there, and only the percentage where the value is used).
struct ViewportRelativeValue: Hashable, Sendable {
    var text: String
    var fontSize: Double
}
