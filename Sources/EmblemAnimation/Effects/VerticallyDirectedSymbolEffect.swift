/// Which way an effect scales a symbol: up (larger) or down (smaller). Bounce, scale, appear and
/// disappear share it, each as its `Direction`.
public enum SymbolEffectVerticalDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards larger.
    case up
    /// Towards smaller.
    case down
}

/// An effect that scales up or down, chosen with `.up` and `.down` as in SwiftUI.
///
/// ```swift
/// BounceSymbolEffect.bounce.down.wholeSymbol
/// ```
public protocol VerticallyDirectedSymbolEffect: ScopedSymbolEffect {
    /// Which way the symbol scales.
    var direction: SymbolEffectVerticalDirection { get set }
}

extension VerticallyDirectedSymbolEffect {
    /// This effect, scaling up.
    public var up: Self { with(\.direction, .up) }
    /// This effect, scaling down.
    public var down: Self { with(\.direction, .down) }
}
