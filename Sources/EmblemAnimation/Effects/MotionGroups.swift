/// The by-layer schedule: which stagger slot each layer's motion group starts in.
///
/// Groups are ordered by their first layer in layer order [EST: Apple's ordering is undocumented; layer
/// order is what a designer sees in the Layers pane]. Layers with the same `motionGroup` share a slot;
/// layers without one get a slot each. Layers the effect does not touch have no slot.
struct MotionGroups: Hashable, Sendable {
    /// The slot of each layer, in layer order; `nil` for untouched layers.
    let slots: [Int?]
    /// How many slots there are.
    let count: Int

    private enum Key: Hashable { case group(Int), single(Int) }

    /// The schedule of the layers for which `isAffected` holds.
    init(layers: [EffectLayer], isAffected: (EffectLayer) -> Bool = { _ in true }) {
        var slotOfKey: [Key: Int] = [:]
        var slots: [Int?] = []
        for (position, layer) in layers.enumerated() {
            guard isAffected(layer) else {
                slots.append(nil)
                continue
            }
            let key = layer.motionGroup.map(Key.group) ?? .single(position)
            if let slot = slotOfKey[key] {
                slots.append(slot)
            } else {
                slotOfKey[key] = slotOfKey.count
                slots.append(slotOfKey.count - 1)
            }
        }
        self.slots = slots
        self.count = slotOfKey.count
    }

    /// The same groups played last first.
    var reversed: MotionGroups {
        MotionGroups(slots: slots.map { $0.map { count - 1 - $0 } }, count: count)
    }

    private init(slots: [Int?], count: Int) {
        self.slots = slots
        self.count = count
    }

    /// Every layer in slot 0: the whole-symbol schedule.
    init(wholeSymbol layers: [EffectLayer]) {
        self.slots = Array(repeating: 0, count: layers.count)
        self.count = layers.isEmpty ? 0 : 1
    }
}
