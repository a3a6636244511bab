import EmblemGeometry

/// One layer of a symbol as symbol effects see it: its place in the layer order, its motion group, its
/// bounds and the effect annotations it carries.
///
/// The rendering module builds these from the symbol model (the `-sfsymbols-*` annotations); effects never
/// see paths or SVG. Coordinates are the symbol's, y pointing down.
///
/// ```swift
/// let blades = EffectLayer(index: 1, motionGroup: 0, bounds: Rect(x: 20, y: 10, width: 60, height: 60),
///                          alwaysRotates: true, rotationAnchor: Point(x: 50, y: 40))
/// ```
public struct EffectLayer: Hashable, Sendable {
    /// The layer's position in the symbol's layer order, back to front (0 first).
    public var index: Int
    /// The motion group (`-sfsymbols-motion-group:N`): layers with the same group move together in
    /// by-layer effects. `nil` puts the layer in a group of its own. Default `nil`.
    public var motionGroup: Int?
    /// The layer's bounding box in symbol coordinates.
    public var bounds: Rect
    /// `-sfsymbols-always-pulses`: the layer is one of those that pulse by layer. Default `false`.
    public var alwaysPulses: Bool
    /// `-sfsymbols-always-rotates`: the layer is one of those that rotate by layer. Default `false`.
    public var alwaysRotates: Bool
    /// The layer is one of those that breathe by layer; when no layer says so, every layer breathes
    /// [EST: read the way `-sfsymbols-always-pulses` is documented]. Default `false`.
    public var alwaysBreathes: Bool
    /// The variable-value threshold (0…1) of a variable-colour layer; `nil` for layers that variable
    /// colour leaves alone. Default `nil`.
    public var variableThreshold: Double?
    /// The layer keeps its orientation when the symbol is mirrored for right-to-left layouts. Effects do
    /// not use it yet; the renderer does. Default `false`.
    public var neverMirrors: Bool
    /// The point rotating layers turn about; `nil` uses the centre of ``bounds``. Default `nil`.
    public var rotationAnchor: Point?

    /// A layer description; every annotation defaults to absent.
    public init(index: Int, motionGroup: Int? = nil, bounds: Rect,
                alwaysPulses: Bool = false, alwaysRotates: Bool = false, alwaysBreathes: Bool = false,
                variableThreshold: Double? = nil, neverMirrors: Bool = false, rotationAnchor: Point? = nil) {
        self.index = index
        self.motionGroup = motionGroup
        self.bounds = bounds
        self.alwaysPulses = alwaysPulses
        self.alwaysRotates = alwaysRotates
        self.alwaysBreathes = alwaysBreathes
        self.variableThreshold = variableThreshold
        self.neverMirrors = neverMirrors
        self.rotationAnchor = rotationAnchor
    }
}
