/// How a layer enters and leaves: a pure value that gives a ``LayerState`` for each
/// ``TransitionPhase`` (SwiftUI's `AnyTransition`, applied to one layer).
///
/// ```swift
/// let transition = LayerTransition.scale(0.6).combined(with: .opacity)
/// transition.state(phase: .willAppear, bounds: layerBounds)          // scaled to 0.6, opacity 0
/// transition.state(appearingProgress: 0.5, bounds: layerBounds)      // half way
/// ```
///
/// Each effect is interpolated in its own parameter (scale factor, offset, opacity) before the effects
/// are combined, as SwiftUI animates its modifiers, rather than by blending matrices.
public struct LayerTransition: Hashable, Sendable {
    indirect enum Storage: Hashable, Sendable {
        case identity
        case opacity
        case scale(Double, anchor: UnitPoint)
        case offset(x: Double, y: Double)
        case move(Edge)
        case asymmetric(insertion: LayerTransition, removal: LayerTransition)
        case combined(LayerTransition, LayerTransition)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// No effect in any phase.
    public static let identity = LayerTransition(.identity)

    /// Fades: opacity 0 when inserted or removed, 1 in the identity phase. SwiftUI's default transition.
    public static let opacity = LayerTransition(.opacity)

    /// Scales from and to (almost) nothing about the centre: `.scale(1e-5)`, as in SwiftUI (a scale
    /// of exactly 0 would make the transform singular).
    public static let scale = scale(1e-5)

    /// Scales by `scale` about `anchor` (default `.center`) when inserted or removed.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> LayerTransition {
        LayerTransition(.scale(scale, anchor: anchor))
    }

    /// Translates by (x, y) when inserted or removed. Defaults: 0, 0.
    public static func offset(x: Double = 0, y: Double = 0) -> LayerTransition {
        LayerTransition(.offset(x: x, y: y))
    }

    /// Moves the layer out by its full size towards `edge` when inserted or removed: top (0, −h),
    /// leading (−w, 0), bottom (0, +h), trailing (+w, 0); leading and trailing swap in right-to-left.
    public static func move(edge: Edge) -> LayerTransition {
        LayerTransition(.move(edge))
    }

    /// Comes in from the leading edge and leaves towards the trailing edge.
    public static let slide = asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// Comes in from `edge` and leaves towards the opposite edge, fading in and out.
    public static func push(from edge: Edge) -> LayerTransition {
        asymmetric(insertion: .move(edge: edge), removal: .move(edge: edge.opposite)).combined(with: .opacity)
    }

    /// `insertion` while appearing (`.willAppear`), `removal` while disappearing (`.didDisappear`).
    public static func asymmetric(insertion: LayerTransition, removal: LayerTransition) -> LayerTransition {
        LayerTransition(.asymmetric(insertion: insertion, removal: removal))
    }

    /// This transition and `other` at once: `other`'s transform is applied after this one's and the
    /// opacities multiply.
    public func combined(with other: LayerTransition) -> LayerTransition {
        LayerTransition(.combined(self, other))
    }
}
