/// What a layer is annotated for, as the `-sfsymbols-*` style properties declare (SF-SEMANTICS 2.6).
public struct LayerAnnotations: Hashable, Sendable, Codable {
    /// `-sfsymbols-clear-behind:true` (or `fill-action:erase`): the layer erases what lies beneath it
    /// within the symbol.
    public var isEraser = false
    /// `-sfsymbols-always-pulses`: pulse animates this layer even when others do not.
    public var alwaysPulses = false
    /// `-sfsymbols-always-rotates`: by-layer rotate spins this layer (a fan's blades).
    public var alwaysRotates = false
    /// `-sfsymbols-always-breathes`.
    public var alwaysBreathes = false
    /// `-sfsymbols-motion-group`: layers with the same group move together in by-layer effects.
    public var motionGroup: Int?
    /// `-sfsymbols-variable-threshold` in 0…1: the variable value at which the layer lights up.
    public var variableThreshold: Double?
    /// `-sfsymbols-variable-draw: start span`.
    public var variableDraw: VariableDrawRange?
    /// `-sfsymbols-layer-tags`: stable identities, space-separated.
    public var tags: [String] = []
    /// The layer keeps its own orientation when the symbol mirrors for right-to-left layouts
    /// (text, numerals, checkmarks, clock hands); it still moves to its mirrored position.
    public var neverMirrors = false

    public init() {}

    /// Whether anything is annotated at all.
    public var isEmpty: Bool { self == LayerAnnotations() }
}

/// The range of the variable value over which a layer draws on (`-sfsymbols-variable-draw`).
public struct VariableDrawRange: Hashable, Sendable, Codable {
    public var start: Double
    public var span: Double

    public init(start: Double, span: Double) {
        self.start = start
        self.span = span
    }

    /// The drawn fraction at variable value `value`: `clamp((value − start) / span, 0, 1)`.
    public func fraction(at value: Double) -> Double {
        guard span > 0 else { return value >= start ? 1 : 0 }
        return min(max((value - start) / span, 0), 1)
    }
}
