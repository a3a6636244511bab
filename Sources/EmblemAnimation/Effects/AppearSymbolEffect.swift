/// Brings a symbol into view, scaling into place while it fades in, as SwiftUI's `AppearSymbolEffect`.
///
/// `.up` grows in from the back plane (``EffectConstants/appearSmallScale``), `.down` shrinks in from the
/// front plane (``EffectConstants/appearLargeScale``), both about the motion group's (or whole symbol's)
/// centre, along ``EffectConstants/appearSpring`` over ``EffectConstants/appearDuration`` per motion
/// group; groups start ``EffectConstants/appearStagger`` apart by layer. Layers are invisible until their
/// group starts and exactly at rest (identity) from its end on. A transition: it plays once.
///
/// [EST] "up" and "down" name the direction the scale moves, as in bounce and in replace's `downUp`
/// (whose incoming symbol "scales up"); SF-SEMANTICS 3.2 guessed the opposite planes.
///
/// ```swift
/// AppearSymbolEffect.appear.down.wholeSymbol
/// ```
public struct AppearSymbolEffect: VerticallyDirectedSymbolEffect, Hashable {
    /// Which way the scale moves.
    public typealias Direction = SymbolEffectVerticalDirection

    /// Which way the scale moves. Default `.up`.
    public var direction: Direction
    /// By layer or whole symbol. Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Speed (repetition is ignored). Default `.default`.
    public var options: SymbolEffectOptions

    /// An appearance. Defaults: up, by layer, default options.
    public init(direction: Direction = .up, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.direction = direction
        self.scope = scope
        self.options = options
    }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        motion.states(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { motion.duration(in: context) }

    /// The motion this appearance plays.
    var motion: TransitionMotion {
        TransitionMotion(
            fromScale: direction == .up ? EffectConstants.appearSmallScale : EffectConstants.appearLargeScale,
            toScale: 1, fromOpacity: 0, toOpacity: 1,
            timing: .spring(EffectConstants.appearSpring, settle: EffectConstants.appearSettleDuration),
            groupDuration: EffectConstants.appearDuration, stagger: EffectConstants.appearStagger,
            scope: scope, options: options, startsHidden: true, endsHidden: false)
    }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The default appearance: up, by layer.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
