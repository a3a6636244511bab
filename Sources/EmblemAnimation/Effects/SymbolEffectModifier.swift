/// One modifier of a ``SymbolEffectSpec``: a SwiftUI modifier such as `.up` or `.hideInactiveLayers`.
enum SymbolEffectModifier: Hashable, Sendable, CustomStringConvertible {
    case up, down, left, right, forward, backward, clockwise, counterClockwise
    case custom(angle: Double)
    case byLayer, wholeSymbol, individually
    case reversed, nonReversed
    case iterative, cumulative, reversing, nonReversing, dimInactiveLayers, hideInactiveLayers
    case plain, pulse
    case downUp, upUp, offUp, magic

    /// The setting a modifier chooses; two modifiers of one setting conflict.
    enum Setting: Hashable { case direction, scope, fill, reversal, inactiveLayers, style, magic }

    /// The keyword modifiers, by canonical spelling.
    static let keywords: [SymbolEffectModifier] = [
        .up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise, .byLayer, .wholeSymbol,
        .individually, .reversed, .nonReversed, .iterative, .cumulative, .reversing, .nonReversing, .dimInactiveLayers, .hideInactiveLayers,
        .plain, .pulse, .downUp, .upUp, .offUp, .magic,
    ]

    /// The modifiers each effect accepts, in the order error messages list them. `custom(angle:)` stands for
    /// any custom angle.
    static func allowed(for name: SymbolEffectSpec.Name) -> [SymbolEffectModifier] {
        switch name {
        case .appear, .bounce, .disappear, .scale: return [.up, .down, .byLayer, .wholeSymbol]
        case .pulse: return [.byLayer, .wholeSymbol]
        case .variableColor:
            return [.iterative, .cumulative, .reversing, .nonReversing, .dimInactiveLayers, .hideInactiveLayers]
        case .wiggle:
            return [.up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise,
                    .custom(angle: 0), .byLayer, .wholeSymbol]
        case .rotate: return [.clockwise, .counterClockwise, .byLayer, .wholeSymbol]
        case .breathe: return [.plain, .pulse, .byLayer, .wholeSymbol]
        case .replace: return [.downUp, .upUp, .offUp, .magic, .byLayer, .wholeSymbol]
        case .drawOn: return [.byLayer, .wholeSymbol, .individually]
        case .drawOff: return [.reversed, .nonReversed, .byLayer, .wholeSymbol, .individually]
        }
    }

    /// Whether `self` is one of `allowed` (any custom angle matches `custom(angle:)`).
    func isAllowed(in allowed: [SymbolEffectModifier]) -> Bool {
        if case .custom = self { return allowed.contains { if case .custom = $0 { true } else { false } } }
        return allowed.contains(self)
    }

    var setting: Setting {
        switch self {
        case .up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise, .custom: .direction
        case .byLayer, .wholeSymbol, .individually: .scope
        case .iterative, .cumulative: .fill
        case .reversing, .nonReversing, .reversed, .nonReversed: .reversal
        case .dimInactiveLayers, .hideInactiveLayers: .inactiveLayers
        case .plain, .pulse, .downUp, .upUp, .offUp: .style
        case .magic: .magic
        }
    }

    var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .forward: "forward"
        case .backward: "backward"
        case .clockwise: "clockwise"
        case .counterClockwise: "counterClockwise"
        case .custom(let angle): "custom(\(SymbolEffectModifier.format(angle)))"
        case .byLayer: "byLayer"
        case .wholeSymbol: "wholeSymbol"
        case .individually: "individually"
        case .reversed: "reversed"
        case .nonReversed: "nonReversed"
        case .iterative: "iterative"
        case .cumulative: "cumulative"
        case .reversing: "reversing"
        case .nonReversing: "nonReversing"
        case .dimInactiveLayers: "dimInactiveLayers"
        case .hideInactiveLayers: "hideInactiveLayers"
        case .plain: "plain"
        case .pulse: "pulse"
        case .downUp: "downUp"
        case .upUp: "upUp"
        case .offUp: "offUp"
        case .magic: "magic"
        }
    }

    /// The spelling in "expected one of" lists: `custom(angle)` for the custom axis.
    var listedName: String {
        if case .custom = self { return "custom(angle)" }
        return description
    }

    /// An angle without a trailing `.0` when it is whole.
    static func format(_ angle: Double) -> String {
        angle == angle.rounded() && abs(angle) < 1e15 ? String(Int(angle)) : String(angle)
    }

    // MARK: Applying

    /// `.byLayer` or `.wholeSymbol` applied to any scoped effect; nil for every other modifier.
    func scoped<Effect: ScopedSymbolEffect>(_ effect: Effect) -> Effect? {
        switch self {
        case .byLayer: effect.byLayer
        case .wholeSymbol: effect.wholeSymbol
        default: nil
        }
    }

    /// Bounce, scale, appear and disappear.
    func apply<Effect: VerticallyDirectedSymbolEffect>(to effect: Effect) -> Effect {
        switch self {
        case .up: effect.up
        case .down: effect.down
        default: scoped(effect) ?? effect
        }
    }

    func apply(to effect: PulseSymbolEffect) -> PulseSymbolEffect { scoped(effect) ?? effect }

    func apply(to effect: BreatheSymbolEffect) -> BreatheSymbolEffect {
        switch self {
        case .plain: effect.plain
        case .pulse: effect.pulse
        default: scoped(effect) ?? effect
        }
    }

    func apply(to effect: RotateSymbolEffect) -> RotateSymbolEffect {
        switch self {
        case .clockwise: effect.clockwise
        case .counterClockwise: effect.counterClockwise
        default: scoped(effect) ?? effect
        }
    }

    func apply(to effect: ReplaceSymbolEffect) -> ReplaceSymbolEffect {
        switch self {
        case .downUp: effect.downUp
        case .upUp: effect.upUp
        case .offUp: effect.offUp
        case .magic: effect.magic(fallback: effect)
        default: scoped(effect) ?? effect
        }
    }

    func apply(to effect: DrawOnSymbolEffect) -> DrawOnSymbolEffect { played(effect) ?? effect }

    func apply(to effect: DrawOffSymbolEffect) -> DrawOffSymbolEffect {
        switch self {
        case .reversed: effect.reversed
        case .nonReversed: effect.nonReversed
        default: played(effect) ?? effect
        }
    }

    /// `.byLayer`, `.wholeSymbol` or `.individually` applied to a draw effect; nil for every other modifier.
    func played<Effect: DrawingSymbolEffect>(_ effect: Effect) -> Effect? {
        switch self {
        case .byLayer: effect.byLayer
        case .wholeSymbol: effect.wholeSymbol
        case .individually: effect.individually
        default: nil
        }
    }

    func apply(to effect: VariableColorSymbolEffect) -> VariableColorSymbolEffect {
        switch self {
        case .iterative: effect.iterative
        case .cumulative: effect.cumulative
        case .reversing: effect.reversing
        case .nonReversing: effect.nonReversing
        case .dimInactiveLayers: effect.dimInactiveLayers
        case .hideInactiveLayers: effect.hideInactiveLayers
        default: effect
        }
    }

    func apply(to effect: WiggleSymbolEffect) -> WiggleSymbolEffect {
        switch self {
        case .up: effect.up
        case .down: effect.down
        case .left: effect.left
        case .right: effect.right
        case .forward: effect.forward
        case .backward: effect.backward
        case .clockwise: effect.clockwise
        case .counterClockwise: effect.counterClockwise
        case .custom(let angle): effect.custom(angle: angle)
        default: scoped(effect) ?? effect
        }
    }
}
