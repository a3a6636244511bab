/// The shared machinery of effects that move each motion group along the same path, one group after
/// another (by layer) or all at once (whole symbol): bounce, pulse, scale, wiggle, rotate, breathe,
/// appear and disappear.
///
/// A conforming effect describes one group's motion (``groupDuration``,
/// ``state(at:for:in:)``); this protocol staggers the groups, repeats the play and applies the speed.
/// One play lasts `(slots − 1) · stagger + groupDuration` by layer (the stagger shrinking so that the
/// groups start within ``EffectConstants/maximumStaggerSpread``) and `groupDuration` whole.
protocol StaggeredSymbolEffect: SymbolEffect {
    /// By layer or whole symbol.
    var scope: SymbolEffectScope { get }
    /// How long one motion group's motion lasts, at speed 1.
    var groupDuration: Double { get }
    /// The delay between successive motion groups by layer, at speed 1.
    var stagger: Double { get }
    /// The longest the last group may start after the first (``EffectConstants/maximumStaggerSpread``
    /// unless the effect says otherwise).
    var staggerSpread: Double { get }
    /// The rest between plays when the options give none.
    var defaultRepeatDelay: Double { get }
    /// Whether the options' repeat count applies (false for transitions and held effects).
    var isRepeatable: Bool { get }
    /// The scope actually played in `context` (rotate plays the whole symbol when no layer rotates).
    func effectiveScope(in context: EffectContext) -> SymbolEffectScope
    /// Which layers move when playing by layer (asked once per context: the answer may depend on all
    /// the layers). The whole symbol always moves every layer.
    func movesByLayer(in context: EffectContext) -> (EffectLayer) -> Bool
    /// Whether by-layer groups play last first (Draw Off for a symbol whose `.defaults` say
    /// `-sfsymbols-draw-reverses-motion-groups`).
    func playsGroupsInReverse(in context: EffectContext) -> Bool
    /// The state of a target `time` seconds (0…``groupDuration``) into its own motion.
    func state(at time: Double, for target: EffectTarget, in context: EffectContext) -> LayerState
}

extension StaggeredSymbolEffect {
    var defaultRepeatDelay: Double { EffectConstants.repeatDelay }
    var staggerSpread: Double { EffectConstants.maximumStaggerSpread }
    var isRepeatable: Bool { true }
    func effectiveScope(in context: EffectContext) -> SymbolEffectScope { scope }
    func movesByLayer(in context: EffectContext) -> (EffectLayer) -> Bool { { _ in true } }
    func playsGroupsInReverse(in context: EffectContext) -> Bool { false }

    /// The schedule for `context`.
    func motionGroups(in context: EffectContext) -> MotionGroups {
        switch effectiveScope(in: context) {
        case .wholeSymbol:
            return MotionGroups(wholeSymbol: context.layers)
        case .byLayer:
            let groups = MotionGroups(layers: context.layers, isAffected: movesByLayer(in: context))
            return playsGroupsInReverse(in: context) ? groups.reversed : groups
        }
    }

    /// One play, staggering included, at speed 1.
    func runDuration(for groups: MotionGroups) -> Double {
        Double(max(0, groups.count - 1)) * stagger(for: groups) + groupDuration
    }

    /// The delay between successive groups: ``stagger``, or less when the groups are so many that the
    /// last would start more than ``staggerSpread`` after the first.
    func stagger(for groups: MotionGroups) -> Double {
        groups.count > 1 ? min(stagger, staggerSpread / Double(groups.count - 1)) : stagger
    }

    /// The clock for `context`.
    func clock(for groups: MotionGroups) -> EffectClock {
        EffectClock(runDuration: runDuration(for: groups), options: options,
                    defaultDelay: defaultRepeatDelay, isRepeatable: isRepeatable)
    }

    /// ``SymbolEffect/duration(in:)`` for staggered effects.
    func staggeredDuration(in context: EffectContext) -> Double? {
        clock(for: motionGroups(in: context)).duration
    }

    /// ``SymbolEffect/states(in:at:)`` for staggered effects.
    func staggeredStates(in context: EffectContext, at time: Double) -> [LayerState] {
        let groups = motionGroups(in: context)
        let local = clock(for: groups).local(at: time).time
        let wholeState = effectiveScope(in: context) == .wholeSymbol
            ? state(at: min(local, groupDuration), for: EffectTarget(wholeSymbolOf: context), in: context) : nil
        var members = Array(repeating: [EffectLayer](), count: groups.count)
        for (layer, slot) in zip(context.layers, groups.slots) {
            if let slot { members[slot].append(layer) }
        }
        let delay = stagger(for: groups)
        let groupStates = members.enumerated().map { slot, layers in
            let groupTime = min(max(local - Double(slot) * delay, 0), groupDuration)
            return wholeState ?? state(at: groupTime, for: EffectTarget(group: layers), in: context)
        }
        return groups.slots.map { slot in slot.map { groupStates[$0] } ?? .identity }
    }
}
