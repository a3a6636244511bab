/// Turns a symbol, or its rotating parts, through a full turn, as SwiftUI's `RotateSymbolEffect`.
///
/// By layer, only the layers annotated `-sfsymbols-always-rotates` turn, each motion group about its layers' rotation anchor
/// (or the centre of their bounds); when no layer is annotated the whole symbol turns [EST]. The whole
/// symbol turns about ``EffectContext/center``. One turn of 360° takes
/// ``EffectConstants/rotateDuration`` along ``EffectConstants/rotateCurve``; repeated forever without
/// pause (`.repeating`, `.repeat(.continuous)`) it spins at constant speed instead. A periodic repeat
/// (`.repeat(.periodic…)`, "starting and stopping each time", SF-SEMANTICS 3.4) eases every turn, even
/// with no rest between turns. The direction
/// defaults to the symbol's (``EffectContext/rotatesClockwise``, clockwise when unset).
///
/// ```swift
/// RotateSymbolEffect.rotate.clockwise.byLayer.options(.repeating)
/// ```
public struct RotateSymbolEffect: ScopedSymbolEffect, Hashable {
    /// The turning sense on screen.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Clockwise on screen.
        case clockwise
        /// Counter-clockwise on screen.
        case counterClockwise
    }

    /// The turning sense; `nil` uses the symbol's default. Default `nil`.
    public var direction: Direction?
    /// By layer (only the rotating layers turn) or whole symbol (the whole symbol turns). Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Repetition and speed. Default `.default` (one turn, speed 1).
    public var options: SymbolEffectOptions

    /// A rotation. Defaults: the symbol's direction, by layer, default options.
    public init(direction: Direction? = nil, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.direction = direction
        self.scope = scope
        self.options = options
    }

    /// This rotation, clockwise.
    public var clockwise: RotateSymbolEffect { with(\.direction, .clockwise) }
    /// This rotation, counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { with(\.direction, .counterClockwise) }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }

    /// Whether the turns blend into one constant-speed spin: repeating forever with no rest, and not
    /// periodically (a periodic play starts and stops).
    var isContinuous: Bool {
        !options.isPeriodic && options.resolvedRepeatCount == nil && (options.periodicDelay ?? defaultRepeatDelay) == 0
    }

    /// The angle turned `time` seconds into one turn, in degrees (0…360, unsigned).
    public func angle(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < groupDuration else { return 360 }
        let progress = time / groupDuration
        return 360 * (isContinuous ? progress : EffectConstants.rotateCurve.value(at: progress))
    }
}

extension RotateSymbolEffect: StaggeredSymbolEffect {
    var groupDuration: Double { EffectConstants.rotateDuration }
    var stagger: Double { EffectConstants.rotateStagger }
    var defaultRepeatDelay: Double { EffectConstants.continuousRepeatDelay }

    func effectiveScope(in context: EffectContext) -> SymbolEffectScope {
        scope == .byLayer && context.layers.contains(where: \.alwaysRotates) ? .byLayer : .wholeSymbol
    }

    func movesByLayer(in context: EffectContext) -> (EffectLayer) -> Bool { { $0.alwaysRotates } }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        let isClockwise = (direction.map { $0 == .clockwise }) ?? (context.rotatesClockwise ?? true)
        let degrees = (isClockwise ? 1 : -1) * angle(at: time)
        return LayerState(transform: EffectMath.rotation(degrees: degrees, around: target.rotationAnchor))
    }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// The default rotation: the symbol's direction, by layer.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
