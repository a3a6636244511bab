import EmblemGeometry

extension LayerTransition {
    /// The layer's state in `phase`, for a layer occupying `bounds`.
    ///
    /// - Parameters:
    ///   - phase: `.willAppear` gives the insertion effect in full, `.didDisappear` the removal effect in
    ///     full, `.identity` always ``LayerState/identity``.
    ///   - bounds: The layer's bounds, in the coordinate space of the returned transform (for anchors and
    ///     `move(edge:)` distances).
    ///   - layoutDirection: Which way leading and trailing point. Default `.leftToRight`.
    public func state(phase: TransitionPhase, bounds: Rect, layoutDirection: LayoutDirection = .leftToRight) -> LayerState {
        switch phase {
        case .willAppear: return state(amount: 1, isInsertion: true, bounds: bounds, layoutDirection: layoutDirection)
        case .identity: return .identity
        case .didDisappear: return state(amount: 1, isInsertion: false, bounds: bounds, layoutDirection: layoutDirection)
        }
    }

    /// The state of an appearing layer at `progress`: 0 is `.willAppear`, 1 is `.identity`.
    ///
    /// Pass an animation's fraction (``Animation/fraction(at:)``). Progress outside 0…1 extrapolates every
    /// geometric effect, so a bouncy spring overshoots the scale or offset as in SwiftUI; opacity is
    /// clamped to 0…1.
    public func state(appearingProgress progress: Double, bounds: Rect,
                      layoutDirection: LayoutDirection = .leftToRight) -> LayerState {
        state(amount: 1 - progress, isInsertion: true, bounds: bounds, layoutDirection: layoutDirection)
    }

    /// The state of a disappearing layer at `progress`: 0 is `.identity`, 1 is `.didDisappear`.
    /// Progress outside 0…1 extrapolates geometric effects; opacity is clamped to 0…1.
    public func state(disappearingProgress progress: Double, bounds: Rect,
                      layoutDirection: LayoutDirection = .leftToRight) -> LayerState {
        state(amount: progress, isInsertion: false, bounds: bounds, layoutDirection: layoutDirection)
    }

    /// The state with every effect applied to the fraction `amount` (0 = none, 1 = full).
    func state(amount: Double, isInsertion: Bool, bounds: Rect, layoutDirection: LayoutDirection) -> LayerState {
        switch storage {
        case .identity:
            return .identity
        case .opacity:
            return LayerState(opacity: min(max(1 - amount, 0), 1))
        case .scale(let scale, let anchor):
            let factor = scale * amount + (1 - amount)  // exact at both ends
            let center = anchor.point(in: bounds, layoutDirection: layoutDirection)
            return LayerState(transform: .scale(x: factor, y: factor, around: center))
        case .offset(let x, let y):
            return LayerState(transform: .translation(x: x * amount, y: y * amount))
        case .move(let edge):
            let offset = Self.offset(towards: edge, bounds: bounds, layoutDirection: layoutDirection)
            return LayerState(transform: .translation(x: offset.x * amount, y: offset.y * amount))
        case .asymmetric(let insertion, let removal):
            return (isInsertion ? insertion : removal)
                .state(amount: amount, isInsertion: isInsertion, bounds: bounds, layoutDirection: layoutDirection)
        case .combined(let first, let second):
            let a = first.state(amount: amount, isInsertion: isInsertion, bounds: bounds, layoutDirection: layoutDirection)
            let b = second.state(amount: amount, isInsertion: isInsertion, bounds: bounds, layoutDirection: layoutDirection)
            return a.concatenating(b)
        }
    }

    /// The full-size offset that moves a layer out across `edge`.
    static func offset(towards edge: Edge, bounds: Rect, layoutDirection: LayoutDirection) -> Point {
        let leadingSign: Double = layoutDirection == .leftToRight ? -1 : 1
        switch edge {
        case .top: return Point(x: 0, y: -bounds.height)
        case .bottom: return Point(x: 0, y: bounds.height)
        case .leading: return Point(x: leadingSign * bounds.width, y: 0)
        case .trailing: return Point(x: -leadingSign * bounds.width, y: 0)
        }
    }
}
