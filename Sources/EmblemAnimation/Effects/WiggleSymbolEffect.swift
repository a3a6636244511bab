import EmblemGeometry
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Moves a symbol back and forth along an axis, or turns it back and forth, as SwiftUI's
/// `WiggleSymbolEffect`.
///
/// A wiggle follows ``EffectConstants/wiggleKeyframes`` (0 → +1 → −1 → +½ → 0, as cubic keyframes) in
/// units of the amplitude: ``EffectConstants/wiggleDistanceFraction`` of the symbol's width along the
/// axis, or ``EffectConstants/wiggleRotationDegrees`` about the rotation anchor for `.clockwise` and
/// `.counterClockwise`. Motion groups start ``EffectConstants/wiggleStagger`` apart by layer.
///
/// Angles are degrees clockwise from +x on screen (y down): 0° right, 90° down. `.forward` is right in
/// left-to-right layouts and left in right-to-left ones; `.backward` the opposite. `.left`, `.right` and
/// custom angles never flip.
///
/// ```swift
/// WiggleSymbolEffect.wiggle.forward
/// WiggleSymbolEffect.wiggle.custom(angle: 30)
/// ```
public struct WiggleSymbolEffect: ScopedSymbolEffect, Hashable {
    /// The axis (or turning sense) of a wiggle; the first move goes this way.
    public enum Direction: Hashable, Sendable {
        /// Up first (270°).
        case up
        /// Down first (90°).
        case down
        /// Left first (180°), in every layout direction.
        case left
        /// Right first (0°), in every layout direction.
        case right
        /// Right in left-to-right layouts, left in right-to-left ones.
        case forward
        /// Left in left-to-right layouts, right in right-to-left ones.
        case backward
        /// Turns clockwise first.
        case clockwise
        /// Turns counter-clockwise first.
        case counterClockwise
        /// Along `angle` degrees clockwise from +x.
        case custom(angle: Double)
    }

    /// The direction; `nil` uses the symbol's default: its rotational wiggle style
    /// (``EffectContext/wiggleRotation``), else its wiggle angle (``EffectContext/wiggleAngle``), else
    /// `.forward` [EST]. Default `nil`.
    public var direction: Direction?
    /// By layer or whole symbol. Default `.byLayer`.
    public var scope: SymbolEffectScope
    /// Repetition and speed. Default `.default` (once, speed 1).
    public var options: SymbolEffectOptions

    /// A wiggle. Defaults: the symbol's direction, by layer, default options.
    public init(direction: Direction? = nil, scope: SymbolEffectScope = .byLayer, options: SymbolEffectOptions = .default) {
        self.direction = direction
        self.scope = scope
        self.options = options
    }

    /// This wiggle, vertical, up first.
    public var up: WiggleSymbolEffect { with(\.direction, .up) }
    /// This wiggle, vertical, down first.
    public var down: WiggleSymbolEffect { with(\.direction, .down) }
    /// This wiggle, horizontal, left first.
    public var left: WiggleSymbolEffect { with(\.direction, .left) }
    /// This wiggle, horizontal, right first.
    public var right: WiggleSymbolEffect { with(\.direction, .right) }
    /// This wiggle, towards the trailing side first.
    public var forward: WiggleSymbolEffect { with(\.direction, .forward) }
    /// This wiggle, towards the leading side first.
    public var backward: WiggleSymbolEffect { with(\.direction, .backward) }
    /// This wiggle, turning clockwise first.
    public var clockwise: WiggleSymbolEffect { with(\.direction, .clockwise) }
    /// This wiggle, turning counter-clockwise first.
    public var counterClockwise: WiggleSymbolEffect { with(\.direction, .counterClockwise) }
    /// This wiggle along `angle` degrees clockwise from +x.
    public func custom(angle: Double) -> WiggleSymbolEffect { with(\.direction, .custom(angle: angle)) }

    public func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    public func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }

    /// The wiggle's position `time` seconds in, in units of the amplitude; exactly 0 at 0 and from the
    /// end on.
    public static func displacement(at time: Double) -> Double {
        guard time > 0, time < WiggleSymbolEffect.keyframes.duration else { return 0 }
        return WiggleSymbolEffect.keyframes.value(time: time)
    }

    /// The constants' keyframes as a timeline over one number.
    static let keyframes = KeyframeTimeline(initialValue: 0.0, tracks: [
        AnyKeyframeTrack(KeyframeTrack<Double, Double>(\Double.self, keyframes: EffectConstants.wiggleKeyframes.map {
            Keyframe(CubicKeyframe($0.value, duration: .seconds($0.duration)))
        })),
    ])

    /// The resolved motion: a unit vector to move along, or a turning sign.
    enum Motion: Equatable { case along(Point), turn(Double) }

    /// What `direction` means in `context`.
    func motion(in context: EffectContext) -> Motion {
        let isRightToLeft = context.direction == .rightToLeft
        switch direction ?? symbolDefault(in: context) ?? .forward {
        case .up: return .along(Point(x: 0, y: -1))
        case .down: return .along(Point(x: 0, y: 1))
        case .left: return .along(Point(x: -1, y: 0))
        case .right: return .along(Point(x: 1, y: 0))
        case .forward: return .along(Point(x: isRightToLeft ? -1 : 1, y: 0))
        case .backward: return .along(Point(x: isRightToLeft ? 1 : -1, y: 0))
        case .clockwise: return .turn(1)
        case .counterClockwise: return .turn(-1)
        case .custom(let angle):
            // In one turn first: 1e308° in radians overflowed to ∞, whose cosine is NaN.
            let radians = angle.truncatingRemainder(dividingBy: 360) * Double.pi / 180
            return .along(Point(x: cos(radians), y: sin(radians)))
        }
    }

    /// The symbol's own wiggle (`.defaults`): a rotational style turns; a linear one follows the angle.
    func symbolDefault(in context: EffectContext) -> Direction? {
        switch context.wiggleRotation {
        case .clockwise: return .clockwise
        case .counterClockwise: return .counterClockwise
        case nil: return context.wiggleAngle.map { .custom(angle: $0) }
        }
    }
}

extension WiggleSymbolEffect: StaggeredSymbolEffect {
    var groupDuration: Double { WiggleSymbolEffect.keyframes.duration }
    var stagger: Double { EffectConstants.wiggleStagger }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        let amount = WiggleSymbolEffect.displacement(at: time)
        guard amount != 0 else { return .identity }
        switch motion(in: context) {
        case .along(let axis):
            let distance = amount * EffectConstants.wiggleDistanceFraction * context.bounds.width
            return LayerState(transform: EffectMath.translation(x: axis.x * distance, y: axis.y * distance))
        case .turn(let sign):
            let degrees = sign * amount * EffectConstants.wiggleRotationDegrees
            return LayerState(transform: EffectMath.rotation(degrees: degrees, around: target.rotationAnchor))
        }
    }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The default wiggle: the symbol's own direction, by layer.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
