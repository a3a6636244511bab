/// Where a layer is in its life: about to be inserted, shown, or just removed (SwiftUI's
/// `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable, CaseIterable {
    /// Before insertion: the state an appearing layer animates from.
    case willAppear
    /// Fully present: no transition effect.
    case identity
    /// After removal: the state a disappearing layer animates to.
    case didDisappear

    /// Whether this is the `.identity` phase.
    public var isIdentity: Bool { self == .identity }
}
