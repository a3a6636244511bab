import EmblemGeometry

/// What one motion moves: a motion group (by layer) or the whole symbol, with the points it moves about.
///
/// A motion group moves as one piece, so its layers share one target: the union of their bounds, whose
/// centre is the group's centre, and the first rotation anchor any of them names (else that centre).
struct EffectTarget: Hashable, Sendable {
    /// The bounds of the group's layers, or of the whole symbol.
    var bounds: Rect
    /// The centre of ``bounds`` for a group; the whole-symbol anchor (``EffectContext/center``) for the
    /// whole symbol.
    var center: Point
    /// The point rotations turn about.
    var rotationAnchor: Point

    /// The bottom centre: horizontally at ``center``, vertically at the bottom of ``bounds``. Bounce and
    /// scale grow from here, so the symbol stays standing on its baseline.
    var bottomCenter: Point { Point(x: center.x, y: bounds.maxY) }

    /// The target for the layers of one motion group (at least one).
    init(group layers: [EffectLayer]) {
        let bounds = layers.dropFirst().reduce(layers[0].bounds) { $0.union($1.bounds) }
        self.bounds = bounds
        self.center = bounds.center
        self.rotationAnchor = layers.lazy.compactMap(\.rotationAnchor).first ?? bounds.center
    }

    /// The target for the whole symbol.
    init(wholeSymbolOf context: EffectContext) {
        self.bounds = context.bounds
        self.center = context.center
        self.rotationAnchor = context.center
    }
}

/// Small exact helpers shared by the effects.
enum EffectMath {
    /// A uniform scale by `factor` about `anchor`; exactly `.identity` when `factor == 1`.
    static func scale(_ factor: Double, around anchor: Point) -> AffineTransform {
        factor == 1 ? .identity : .scale(x: factor, y: factor, around: anchor)
    }

    /// A rotation by `degrees` (clockwise on screen) about `anchor`; exactly `.identity` for whole turns.
    static func rotation(degrees: Double, around anchor: Point) -> AffineTransform {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        return reduced == 0 ? .identity : .rotation(degrees: reduced, around: anchor)
    }

    /// A translation; exactly `.identity` for a zero offset.
    static func translation(x: Double, y: Double) -> AffineTransform {
        x == 0 && y == 0 ? .identity : .translation(x: x, y: y)
    }

    /// 3p² − 2p³ for p clamped to 0…1.
    static func smoothstep(_ p: Double) -> Double {
        let p = min(max(p, 0), 1)
        return p * p * (3 - 2 * p)
    }

    /// `raw` pulled onto `rest` over the last `settle` seconds before `duration`: unchanged before the
    /// window, exactly `rest` from `duration` on, blended with a smoothstep in between. Lets a spring
    /// end exactly at rest at a chosen time without a visible jump.
    static func settled(_ raw: Double, rest: Double, time: Double, duration: Double, settle: Double) -> Double {
        if time >= duration { return rest }
        let start = duration - settle
        guard settle > 0, time > start else { return raw }
        return rest + (raw - rest) * (1 - smoothstep((time - start) / settle))
    }

    /// Progress 0 → 1 along `spring` (from rest towards 1), ending exactly at 1 at `duration`.
    static func springProgress(_ spring: Spring, time: Double, duration: Double, settle: Double) -> Double {
        guard time > 0 else { return 0 }
        let raw = spring.value(target: 1, initialVelocity: 0, time: time)
        return settled(raw, rest: 1, time: time, duration: duration, settle: settle)
    }
}
