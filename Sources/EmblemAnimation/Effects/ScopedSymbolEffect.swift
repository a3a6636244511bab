/// An effect that moves its motion groups one after another or the whole symbol at once, chosen with
/// `.byLayer` and `.wholeSymbol` as in SwiftUI.
///
/// ```swift
/// PulseSymbolEffect.pulse.wholeSymbol
/// ```
public protocol ScopedSymbolEffect: SymbolEffect {
    /// By layer or whole symbol.
    var scope: SymbolEffectScope { get set }
}

extension ScopedSymbolEffect {
    /// This effect, one motion group after another.
    public var byLayer: Self { with(\.scope, .byLayer) }
    /// This effect, the whole symbol at once.
    public var wholeSymbol: Self { with(\.scope, .wholeSymbol) }
}
