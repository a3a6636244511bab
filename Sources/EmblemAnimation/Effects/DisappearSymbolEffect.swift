/// Takes a symbol out of view, scaling away while it fades out, as SwiftUI's `DisappearSymbolEffect`.
///
/// `.up` grows towards the front plane (``EffectConstants/appearLargeScale``), `.down` shrinks towards
/// the back plane (``EffectConstants/appearSmallScale``), both about the motion group's (or whole symbol's)
/// centre, along ``EffectConstants/appearSpring`` over ``EffectConstants/appearDuration`` per motion
/// group; groups start ``EffectConstants/appearStagger`` apart by layer. Each layer is invisible
/// (`isVisible == false`, opacity 0) from the end of its group on. A transition: it plays once.
///
/// ```swift
/// DisappearSymbolEffect.disappear.down.wholeSymbol
/// ```
public struct DisappearSymbolEffect: VerticallyDirectedSymbolEffect, Hashable {
    /// Which way the scale moves.
    public typealias Direction = SymbolEffectVerticalDirection

    /// Which way the scale moves. Default `.down` [EST: shrinking away mirrors appear's default].
    public var direction: Direction
    /// By layer or whole symbol. Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Speed (repetition is ignored). Default `.default`.
    public var options: SymbolEffectOptions

    /// A disappearance. Defaults: down, by layer, default options.
    public init(direction: Direction = .down, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.direction = direction
        self.scope = scope
        self.options = options
    }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        motion.states(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { motion.duration(in: context) }

    /// The motion this disappearance plays.
    var motion: TransitionMotion {
        TransitionMotion(
            fromScale: 1,
            toScale: direction == .up ? EffectConstants.appearLargeScale : EffectConstants.appearSmallScale,
            fromOpacity: 1, toOpacity: 0,
            timing: .spring(EffectConstants.appearSpring, settle: EffectConstants.appearSettleDuration),
            groupDuration: EffectConstants.appearDuration, stagger: EffectConstants.appearStagger,
            scope: scope, options: options, startsHidden: false, endsHidden: true)
    }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The default disappearance: down, by layer.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
