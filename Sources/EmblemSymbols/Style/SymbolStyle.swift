import EmblemGeometry

/// Everything that decides a symbol's colours: mode, colours, appearance, and variable value.
///
/// ```swift
/// let style = SymbolStyle.palette(.red, .blue)
/// let paints = style.layerPaints(for: glyph)
/// ```
public struct SymbolStyle: Hashable, Sendable {
    /// Opacity multipliers per level in hierarchical mode, and for palette levels derived from one colour
    /// (SF-SEMANTICS 1.3: OpenSwiftUI's table and the HIG's "about 50% / 25%").
    public static let levelOpacity: [LayerLevel: Double] = [.primary: 1, .secondary: 0.5, .tertiary: 0.25]
    /// How much of its alpha an inactive variable layer keeps (SF-SEMANTICS 1.9); also the faint copy a
    /// layer drawn part way by a variable value is drawn over (SF-SEMANTICS 1.9: "paths at specific
    /// percentages over reduced opacity backgrounds").
    public static let inactiveVariableOpacity = 0.3

    public var mode: SymbolRenderingMode
    /// The colours given: the foreground for monochrome and hierarchical, 1–3 levels for palette, the tint
    /// (`tintColor` layers) for multicolor. Empty means the appearance's label colour.
    public var colors: [Color]
    public var appearance: SymbolAppearance
    /// The variable value in 0…1, or nil to draw every layer active.
    public var variableValue: Double?
    /// How the variable value shows: dimming layers, or drawing them part way. Default `.automatic`.
    public var variableValueMode: SymbolVariableValueMode
    /// Whether each layer's colour fills it flat or as a gradient made from it. Default `.flat`.
    public var colorRenderingMode: SymbolColorRenderingMode

    public init(mode: SymbolRenderingMode = .monochrome, colors: [Color] = [], appearance: SymbolAppearance = .light,
                variableValue: Double? = nil, variableValueMode: SymbolVariableValueMode = .automatic,
                colorRenderingMode: SymbolColorRenderingMode = .flat) {
        self.mode = mode
        self.colors = colors
        self.appearance = appearance
        self.variableValue = variableValue
        self.variableValueMode = variableValueMode
        self.colorRenderingMode = colorRenderingMode
    }

    /// This style with each layer's colour filling it as `mode` says, as SwiftUI's
    /// `symbolColorRenderingMode(_:)`: `.palette(.red, .blue).colorRendering(.gradient)`.
    public func colorRendering(_ mode: SymbolColorRenderingMode) -> SymbolStyle {
        var style = self
        style.colorRenderingMode = mode
        return style
    }

    public static func monochrome(_ color: Color) -> SymbolStyle { SymbolStyle(mode: .monochrome, colors: [color]) }
    public static func hierarchical(_ color: Color) -> SymbolStyle { SymbolStyle(mode: .hierarchical, colors: [color]) }
    public static func palette(_ colors: Color...) -> SymbolStyle { SymbolStyle(mode: .palette, colors: colors) }
    public static let multicolor = SymbolStyle(mode: .multicolor)

    /// The foreground: the first colour given, else the label colour of the appearance.
    public var foreground: Color { colors.first ?? SystemColors.foreground(for: appearance) }

    /// The colour for a hierarchy level. Palette follows SF-SEMANTICS 1.4: with one colour the others
    /// derive from it by opacity; with two, secondary and tertiary share the second (so a primary + tertiary
    /// symbol gets it on its tertiary layer); with three, each level has its own.
    public func color(for level: LayerLevel) -> Color {
        let base = foreground
        switch mode {
        case .monochrome, .multicolor:
            return base
        case .hierarchical:
            return base.multiplyingAlpha(by: Self.levelOpacity[level]!)
        case .palette:
            switch level {
            case .primary: return base
            case .secondary: return colors.count >= 2 ? colors[1] : base.multiplyingAlpha(by: Self.levelOpacity[.secondary]!)
            case .tertiary:
                if colors.count >= 3 { return colors[2] }
                return colors.count == 2 ? colors[1] : base.multiplyingAlpha(by: Self.levelOpacity[.tertiary]!)
            }
        }
    }

    /// The paint of each layer, in layer order. In multicolor, a layer of a plain file without a multicolor
    /// name keeps its own colours (``LayerPaint/usesOwnColors``).
    ///
    /// A glyph with no layer in this mode's list (a template annotated for monochrome only, drawn in
    /// hierarchical or multicolor) is drawn with the first mode's list it has, in the order monochrome,
    /// hierarchical, multicolor, as a symbol with no multicolor design draws in monochrome: its layers keep
    /// their levels, and in multicolor, the foreground.
    public func layerPaints(for glyph: SymbolGlyph) -> [LayerPaint] {
        let listed = Self.layerList(for: mode, in: glyph)
        let valueMode = variableValue == nil ? .color : variableValueMode.resolved(in: glyph, listed: listed)
        // By index, each layer borrowed: `layers.map` copied each layer into its closure.
        return glyph.layers.indices.map { index in
            paint(for: glyph.layers[index], isPlain: glyph.variant == nil, listed: listed, valueMode: valueMode)
        }
    }

    /// The paint of one layer of a glyph (a plain file's when `isPlain`) drawn by `listed`'s list of layers.
    private func paint(for layer: borrowing SymbolLayer, isPlain: Bool, listed: SymbolRenderingMode,
                       valueMode: SymbolVariableValueMode) -> LayerPaint {
        var color: Color
        // A plain file's own colours are its multicolor design (a template without one draws in
        // monochrome, as SF Symbols does).
        let usesOwnColors = listed == .multicolor && layer.multicolor == nil && isPlain
        if mode == .multicolor, let multicolor = layer.multicolor {
            color = resolve(multicolor)
        } else if usesOwnColors {
            color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        } else {
            color = self.color(for: layer.level)
        }
        let annotations = layer.annotations(in: listed)
        if valueMode == .color, let value = variableValue, let threshold = annotations.variableThreshold,
           !Self.isActive(threshold: threshold, value: value) {
            color = color.multiplyingAlpha(by: Self.inactiveVariableOpacity)
        }
        var paint = LayerPaint(color: color, isEraser: annotations.isEraser, isHidden: !layer.isDrawn(in: listed),
                               zIndex: layer.zIndex(in: listed), usesOwnColors: usesOwnColors)
        paint.layerOpacity = layer.opacityOverride(in: listed)
        paint.colorRenderingMode = colorRenderingMode
        if valueMode == .draw, let value = variableValue, let range = annotations.variableDraw, !annotations.isEraser {
            paint.drawnFraction = range.fraction(at: value)
        }
        return paint
    }

    /// The mode whose layer list draws `mode`: itself when the glyph has layers in it, else the first of
    /// monochrome, hierarchical and multicolor that has.
    static func layerList(for mode: SymbolRenderingMode, in glyph: SymbolGlyph) -> SymbolRenderingMode {
        if glyph.layers.contains(where: { $0.isDrawn(in: mode) }) { return mode }
        let candidates: [SymbolRenderingMode] = [.monochrome, .hierarchical, .multicolor]
        return candidates.first { candidate in glyph.layers.contains { $0.isDrawn(in: candidate) } } ?? mode
    }

    /// SF-SEMANTICS 1.9: a positive threshold lights up at or below the value; a zero threshold only once
    /// the value is above zero.
    public static func isActive(threshold: Double, value: Double) -> Bool {
        threshold > 0 ? threshold <= value : threshold < value
    }

    /// A multicolor name: `tintColor` is the tint (first colour given, else system blue); system colours
    /// follow the appearance; anything else uses the fill the source gave.
    private func resolve(_ multicolor: MulticolorFill) -> Color {
        if multicolor.name == "tintColor" || multicolor.name == "tint" {
            return colors.first ?? SystemColors.color(named: "systemBlue", appearance: appearance)!
        }
        if let system = SystemColors.color(named: multicolor.name, appearance: appearance) { return system }
        return multicolor.fallback ?? foreground
    }
}

/// How one layer is painted: a colour (with alpha), or as an eraser that clears what lies beneath it.
public struct LayerPaint: Hashable, Sendable {
    public var color: Color
    public var isEraser: Bool
    /// The layer is not part of this rendering mode's layer list.
    public var isHidden: Bool
    /// Where the layer is drawn among the others, as SwiftUI's `zIndex(_:)`: lower first (further back),
    /// equal ones in layer order. Each rendering mode orders its layers itself (``SymbolLayer/modeOrder``).
    public var zIndex: Int
    /// The layer keeps the colours it was drawn with (a plain file's layers in multicolor): only the alpha
    /// of ``color`` applies, as the layer's opacity (a variable value dims it).
    public var usesOwnColors: Bool

    public init(color: Color, isEraser: Bool = false, isHidden: Bool = false, zIndex: Int = 0, usesOwnColors: Bool = false) {
        self.color = color
        self.isEraser = isEraser
        self.isHidden = isHidden
        self.zIndex = zIndex
        self.usesOwnColors = usesOwnColors
    }

    /// The layer's own opacity in this mode when its class there says otherwise than the layer
    /// (``SymbolLayer/modeStyles``); nil for the layer's.
    public var layerOpacity: Double?

    /// Whether the colour fills the layer flat or as a gradient made from it (``SymbolGradient``); a
    /// layer that keeps its own colours keeps them flat.
    public var colorRenderingMode: SymbolColorRenderingMode = .flat

    /// How much of the layer a variable value draws (``SymbolVariableValueMode/draw``), over a copy of
    /// the whole layer at ``SymbolStyle/inactiveVariableOpacity``; nil when it is drawn whole.
    public var drawnFraction: Double?

    /// The opacity `layer`'s group is drawn with: its own in this mode, and for own colours the paint's
    /// alpha too.
    public func opacity(of layer: SymbolLayer) -> Double { (layerOpacity ?? layer.opacity) * (usesOwnColors ? color.alpha : 1) }
}
