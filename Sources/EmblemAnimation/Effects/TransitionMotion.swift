/// The motion shared by appear, disappear and both halves of replace: each motion group scales from one
/// factor to another about its centre while its opacity goes from one value to another, along a spring
/// (ending exactly at its duration) or a timing curve.
struct TransitionMotion: StaggeredSymbolEffect, Hashable {
    /// How progress unfolds.
    enum Timing: Hashable, Sendable {
        /// Along a spring, settled to exactly 1 over the last `settle` seconds.
        case spring(Spring, settle: Double)
        /// Along a timing curve.
        case curve(UnitCurve)
    }

    var fromScale: Double
    var toScale: Double
    var fromOpacity: Double
    var toOpacity: Double
    var timing: Timing
    var groupDuration: Double
    var stagger: Double
    var scope: SymbolEffectScope
    var options: SymbolEffectOptions
    /// Invisible at (and before) the start of the motion.
    var startsHidden: Bool
    /// Invisible from the end of the motion on.
    var endsHidden: Bool

    var isRepeatable: Bool { false }

    func states(in context: EffectContext, at time: Double) -> [LayerState] {
        staggeredStates(in: context, at: time)
    }

    func duration(in context: EffectContext) -> Double? { staggeredDuration(in: context) }

    /// Progress 0…1, exactly 0 at the start and 1 at the end.
    func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < groupDuration else { return 1 }
        switch timing {
        case .spring(let spring, let settle):
            return EffectMath.springProgress(spring, time: time, duration: groupDuration, settle: settle)
        case .curve(let curve):
            return curve.value(at: time / groupDuration)
        }
    }

    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState {
        let progress = progress(at: time)
        let scale = progress == 0 ? fromScale : (progress == 1 ? toScale : fromScale + (toScale - fromScale) * progress)
        let opacity = progress == 0 ? fromOpacity
            : (progress == 1 ? toOpacity : fromOpacity + (toOpacity - fromOpacity) * progress)
        let isVisible = !(startsHidden && time <= 0) && !(endsHidden && time >= groupDuration)
        return LayerState(transform: EffectMath.scale(scale, around: target.center),
                          opacity: min(max(opacity, 0), 1), isVisible: isVisible)
    }
}
