import EmblemGeometry

/// The drawable state of one layer at one instant: what transitions (and, later, symbol effects)
/// produce and what the renderer consumes.
///
/// The default value is the identity state: identity transform, opacity 1, visible, wholly drawn.
public struct LayerState: Hashable, Sendable {
    /// The transform applied to the layer, in the symbol's coordinate space. Default `.identity`.
    public var transform: AffineTransform
    /// The layer's opacity multiplier in 0…1. Default 1.
    public var opacity: Double
    /// Whether the layer is drawn at all. Default `true`. Transitions never hide a layer; a caller
    /// removes it once a removal transition has finished.
    public var isVisible: Bool
    /// The part of the layer drawn, as fractions of the way along it from where drawing starts (Draw On
    /// and Draw Off trim it, as SF Symbols trims a path along its draw guide): from `drawStart` to
    /// `drawEnd`, both in 0…1. Default 0 and 1, the whole layer; nothing is drawn when
    /// `drawEnd <= drawStart`.
    public var drawStart: Double
    public var drawEnd: Double

    /// A layer state; every parameter defaults to the identity state.
    public init(transform: AffineTransform = .identity, opacity: Double = 1, isVisible: Bool = true,
                drawStart: Double = 0, drawEnd: Double = 1) {
        self.transform = transform
        self.opacity = opacity
        self.isVisible = isVisible
        self.drawStart = drawStart
        self.drawEnd = drawEnd
    }

    /// The identity state: identity transform, opacity 1, visible, wholly drawn.
    public static let identity = LayerState()

    /// Whether the whole layer is drawn (no trim).
    public var isWhollyDrawn: Bool { drawStart <= 0 && drawEnd >= 1 }

    /// Whether any of the layer is drawn: visible, not transparent, and trimmed to more than nothing.
    public var drawsAnything: Bool { isVisible && opacity > 0 && drawEnd > drawStart }

    /// This state followed by `other`: `other`'s transform is applied after this one's
    /// (`other.transform × transform`), opacities multiply, the layer is visible only if both are, and
    /// only what both draw is drawn.
    public func concatenating(_ other: LayerState) -> LayerState {
        LayerState(transform: other.transform.concatenating(transform),
                   opacity: opacity * other.opacity,
                   isVisible: isVisible && other.isVisible,
                   drawStart: max(drawStart, other.drawStart), drawEnd: min(drawEnd, other.drawEnd))
    }
}

extension LayerState: Interpolatable {
    /// Blends transform coefficients, opacity and the drawn part linearly. Visibility is `self`'s at
    /// fraction ≤ 0, `other`'s at fraction ≥ 1 and `self.isVisible || other.isVisible` in between.
    public func interpolated(to other: LayerState, fraction t: Double) -> LayerState {
        let visible = t <= 0 ? isVisible : (t >= 1 ? other.isVisible : isVisible || other.isVisible)
        return LayerState(transform: transform.interpolated(to: other.transform, fraction: t),
                          opacity: opacity.interpolated(to: other.opacity, fraction: t),
                          isVisible: visible,
                          drawStart: drawStart.interpolated(to: other.drawStart, fraction: t),
                          drawEnd: drawEnd.interpolated(to: other.drawEnd, fraction: t))
    }
}
