import EmblemGeometry

/// Everything a symbol effect needs to know about a symbol: its layers, its geometry and the symbol's
/// effect defaults (`.defaults` in an annotated SF Symbols export).
///
/// Coordinates are the symbol's, y pointing down. Effects return one ``LayerState`` per element of
/// ``layers``, in the same order.
public struct EffectContext: Hashable, Sendable {
    /// The layers, in layer order.
    public var layers: [EffectLayer]
    /// The bounds of the whole symbol.
    public var bounds: Rect
    /// The whole-symbol anchor: half-way between the left and right margins, at half the cap height
    /// above the baseline. Whole-symbol rotation, breathing and appearing happen about this point.
    public var center: Point
    /// The y coordinate of the baseline.
    public var baselineY: Double
    /// The cap height, in symbol units (positive).
    public var capHeight: Double
    /// The layout direction; `.forward`/`.backward` wiggles follow it. Default `.leftToRight`.
    public var direction: LayoutDirection
    /// The symbol's default rotation direction (`-sfsymbols-rotates-clockwise`); `nil` when the symbol
    /// does not say, which means clockwise. Default `nil`.
    public var rotatesClockwise: Bool?
    /// The symbol's default wiggle axis in degrees clockwise from +x; `nil` when the symbol does not say.
    /// Default `nil`.
    public var wiggleAngle: Double?
    /// The symbol's default rotational wiggle (`-sfsymbols-wiggle-style:clockwise|counterclockwise`);
    /// `nil` for a linear wiggle (along ``wiggleAngle``) or when the symbol does not say. It wins over
    /// ``wiggleAngle``, which only a linear wiggle uses. Default `nil`.
    public var wiggleRotation: RotateSymbolEffect.Direction?
    /// Whether Draw Off takes the motion groups last first (`-sfsymbols-draw-reverses-motion-groups`).
    /// Default `false`.
    public var drawReversesMotionGroups: Bool

    /// A context. `direction` defaults to `.leftToRight`; `rotatesClockwise`, `wiggleAngle` and
    /// `wiggleRotation` to `nil`; `drawReversesMotionGroups` to `false`.
    public init(layers: [EffectLayer], bounds: Rect, center: Point, baselineY: Double, capHeight: Double,
                direction: LayoutDirection = .leftToRight, rotatesClockwise: Bool? = nil,
                wiggleAngle: Double? = nil, wiggleRotation: RotateSymbolEffect.Direction? = nil,
                drawReversesMotionGroups: Bool = false) {
        self.layers = layers
        self.bounds = bounds
        self.center = center
        self.baselineY = baselineY
        self.capHeight = capHeight
        self.direction = direction
        self.rotatesClockwise = rotatesClockwise
        self.wiggleAngle = wiggleAngle
        self.wiggleRotation = wiggleRotation
        self.drawReversesMotionGroups = drawReversesMotionGroups
    }
}
