import EmblemGeometry

/// The drawable state of one layer at one instant: what transitions (and, later, symbol effects)
/// produce and what the renderer consumes.
///
/// The default value is the identity state: identity transform, opacity 1, visible.
public struct LayerState: Hashable, Sendable {
    /// The transform applied to the layer, in the symbol's coordinate space. Default `.identity`.
    public var transform: AffineTransform
    /// The layer's opacity multiplier in 0…1. Default 1.
    public var opacity: Double
    /// Whether the layer is drawn at all. Default `true`. Transitions never hide a layer; a caller
    /// removes it once a removal transition has finished.
    public var isVisible: Bool

    /// A layer state; every parameter defaults to the identity state.
    public init(transform: AffineTransform = .identity, opacity: Double = 1, isVisible: Bool = true) {
        self.transform = transform
        self.opacity = opacity
        self.isVisible = isVisible
    }

    /// The identity state: identity transform, opacity 1, visible.
    public static let identity = LayerState()

    /// This state followed by `other`: `other`'s transform is applied after this one's
    /// (`other.transform × transform`), opacities multiply and the layer is visible only if both are.
    public func concatenating(_ other: LayerState) -> LayerState {
        LayerState(transform: other.transform.concatenating(transform),
                   opacity: opacity * other.opacity,
                   isVisible: isVisible && other.isVisible)
    }
}

extension LayerState: Interpolatable {
    /// Blends transform coefficients and opacity linearly. Visibility is `self`'s at fraction ≤ 0,
    /// `other`'s at fraction ≥ 1 and `self.isVisible || other.isVisible` in between.
    public func interpolated(to other: LayerState, fraction t: Double) -> LayerState {
        let visible = t <= 0 ? isVisible : (t >= 1 ? other.isVisible : isVisible || other.isVisible)
        return LayerState(transform: transform.interpolated(to: other.transform, fraction: t),
                          opacity: opacity.interpolated(to: other.opacity, fraction: t),
                          isVisible: visible)
    }
}
