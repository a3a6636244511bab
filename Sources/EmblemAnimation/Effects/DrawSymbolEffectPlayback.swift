/// How Draw On and Draw Off take the motion groups: one after another with staggered starts (by layer, the
/// default), all at once (whole symbol), or each drawn whole before the next starts (individually: "only
/// one motion group is active at a time").
public enum DrawSymbolEffectPlayback: String, Hashable, Sendable, CaseIterable {
    case byLayer
    case wholeSymbol
    case individually

    /// The staggering scope: individually staggers by layer, a whole draw apart.
    var scope: SymbolEffectScope { self == .wholeSymbol ? .wholeSymbol : .byLayer }

    /// The delay between motion groups.
    var stagger: Double { self == .individually ? EffectConstants.drawDuration : EffectConstants.drawStagger }

    /// The longest the last group may start after the first.
    var staggerSpread: Double {
        self == .individually ? EffectConstants.drawIndividualSpread : EffectConstants.maximumStaggerSpread
    }
}

/// An effect that draws layers on or off along their paths (``LayerState/drawStart``,
/// ``LayerState/drawEnd``) rather than moving them: renderers that draw its frames trim each layer.
public protocol DrawingSymbolEffect: SymbolEffect {
    /// How the motion groups take turns.
    var playback: DrawSymbolEffectPlayback { get set }
}

extension DrawingSymbolEffect {
    /// Motion groups one after another, with staggered starts.
    public var byLayer: Self { with(\.playback, .byLayer) }
    /// Every layer at once.
    public var wholeSymbol: Self { with(\.playback, .wholeSymbol) }
    /// Each motion group drawn whole before the next starts.
    public var individually: Self { with(\.playback, .individually) }

    /// How far a group's draw has come `time` seconds into it, 0…1 along ``EffectConstants/drawCurve``.
    func drawProgress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < EffectConstants.drawDuration else { return 1 }
        return EffectConstants.drawCurve.value(at: time / EffectConstants.drawDuration)
    }
}

/// The schedule both draw effects share: their playback's stagger, ``EffectConstants/drawDuration`` per
/// group, played once.
extension StaggeredSymbolEffect where Self: DrawingSymbolEffect {
    var scope: SymbolEffectScope { playback.scope }
    var groupDuration: Double { EffectConstants.drawDuration }
    var stagger: Double { playback.stagger }
    var staggerSpread: Double { playback.staggerSpread }
    var isRepeatable: Bool { false }
}
