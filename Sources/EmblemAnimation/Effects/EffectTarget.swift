import EmblemGeometry

/// What one motion moves: a single layer (by layer) or the whole symbol, with the points it moves about.
struct EffectTarget: Hashable, Sendable {
    /// The bounds of the layer, or of the whole symbol.
    var bounds: Rect
    /// The layer's bounds centre, or the whole-symbol anchor (``EffectContext/center``).
    var center: Point
    /// The point rotations turn about: the layer's rotation anchor (else its centre), or the whole-symbol
    /// anchor.
    var rotationAnchor: Point
    /// The layer, or `nil` for the whole symbol.
    var layer: EffectLayer?

    /// The bottom centre: horizontally at ``center``, vertically at the bottom of ``bounds``. Bounce and
    /// scale grow from here, so the symbol stays standing on its baseline.
    var bottomCenter: Point { Point(x: center.x, y: bounds.maxY) }

    /// The target for one layer.
    init(layer: EffectLayer) {
        self.bounds = layer.bounds
        self.center = layer.bounds.center
        self.rotationAnchor = layer.rotationAnchor ?? layer.bounds.center
        self.layer = layer
    }

    /// The target for the whole symbol.
    init(wholeSymbolOf context: EffectContext) {
        self.bounds = context.bounds
        self.center = context.center
        self.rotationAnchor = context.center
        self.layer = nil
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
