import EmblemGeometry
import EmblemSVG

/// One layer of a symbol: its shapes (in the glyph's coordinates), its hierarchy level, its multicolor
/// colour, and its annotations. Layers are kept in Z-order: index 0 is drawn first (furthest back).
public struct SymbolLayer: Hashable, Sendable {
    /// The layer's position in Z-order.
    public var index: Int
    /// The source's id or a descriptive name, when there is one.
    public var name: String?
    public var shapes: [DrawingShape]
    public var level: LayerLevel
    public var multicolor: MulticolorFill?
    /// The layer's own opacity from the source (0 for erase layers).
    public var opacity: Double
    public var annotations: LayerAnnotations
    /// The rendering modes the layer takes part in. SF Symbols files give each mode its own layer list
    /// (a path may carry only some of the `monochrome-`/`hierarchical-`/`multicolor-` classes); a plain
    /// SVG's layers take part in every mode.
    public var renderingModes: Set<SymbolRenderingMode>
    /// The layer's place in the Z-order of each mode's own list, where it differs from ``index``: SF Symbols
    /// numbers each mode's layers apart (`monochrome-1 hierarchical-0:primary` is drawn second in monochrome
    /// and first in hierarchical; SF-SEMANTICS 2.6). A mode missing here draws the layer at ``index``.
    public var modeOrder: [SymbolRenderingMode: Int] {
        get { modeSpecifics?.order ?? [:] }
        set { modeSpecifics = ModeSpecifics.make(order: newValue, styles: modeStyles) }
    }
    /// The layer's annotations and opacity in the modes whose own class declares them otherwise than
    /// ``annotations`` and ``opacity`` say (those are the hierarchical class's, else the monochrome's):
    /// `.monochrome-1 {-sfsymbols-clear-behind: true; opacity: 0}` erases in monochrome only, while the same
    /// path as `hierarchical-1:primary` draws (SF-SEMANTICS 2.6: each mode's layers are its own).
    public var modeStyles: [SymbolRenderingMode: ModeStyle] {
        get { modeSpecifics?.styles ?? [:] }
        set { modeSpecifics = ModeSpecifics.make(order: modeOrder, styles: newValue) }
    }
    /// Both, boxed and absent for the layers of plain files and of most templates: a layer is copied often
    /// (importing, styling, recolouring), and two dictionaries more in it cost recolouring 1.5%.
    private var modeSpecifics: ModeSpecifics?

    /// What a layer is in one mode when its class there declares it so: its annotations and opacity.
    public struct ModeStyle: Hashable, Sendable {
        public var annotations: LayerAnnotations
        public var opacity: Double
    }

    /// ``modeOrder`` and ``modeStyles``, never changed once made (a change makes a new one).
    private final class ModeSpecifics: Hashable, Sendable {
        let order: [SymbolRenderingMode: Int]
        let styles: [SymbolRenderingMode: ModeStyle]

        private init(order: [SymbolRenderingMode: Int], styles: [SymbolRenderingMode: ModeStyle]) {
            self.order = order
            self.styles = styles
        }

        static func make(order: [SymbolRenderingMode: Int], styles: [SymbolRenderingMode: ModeStyle]) -> ModeSpecifics? {
            order.isEmpty && styles.isEmpty ? nil : ModeSpecifics(order: order, styles: styles)
        }

        static func == (a: ModeSpecifics, b: ModeSpecifics) -> Bool { a.order == b.order && a.styles == b.styles }
        func hash(into hasher: inout Hasher) {
            hasher.combine(order)
            hasher.combine(styles)
        }
    }

    /// The layer's annotations in `mode`.
    public func annotations(in mode: SymbolRenderingMode) -> LayerAnnotations {
        modeSpecifics?.styles[mode]?.annotations ?? annotations
    }
    /// The layer's own opacity in `mode`.
    public func opacity(in mode: SymbolRenderingMode) -> Double { modeSpecifics?.styles[mode]?.opacity ?? opacity }
    /// The layer's own opacity in `mode` when its class there says otherwise than ``opacity``; nil else.
    public func opacityOverride(in mode: SymbolRenderingMode) -> Double? { modeSpecifics?.styles[mode]?.opacity }

    /// How Draw On and Draw Off follow the layer, when its file says (``DrawGuide``); nil for a wipe across.
    public var drawGuide: DrawGuide?

    public init(index: Int, name: String? = nil, shapes: [DrawingShape], level: LayerLevel = .primary,
                multicolor: MulticolorFill? = nil, opacity: Double = 1, annotations: LayerAnnotations = LayerAnnotations(),
                renderingModes: Set<SymbolRenderingMode> = SymbolLayer.everyRenderingMode) {
        self.index = index
        self.name = name
        self.shapes = shapes
        self.level = level
        self.multicolor = multicolor
        self.opacity = opacity
        self.annotations = annotations
        self.renderingModes = renderingModes
    }

    /// Every mode, made once: a set built for each layer cost ≈ 2,000 instructions, a quarter of importing
    /// an icon's layers.
    @usableFromInline static let everyRenderingMode = Set(SymbolRenderingMode.allCases)

    /// Where the layer is drawn in `mode`'s Z-order: its place in that mode's list, else ``index``.
    public func zIndex(in mode: SymbolRenderingMode) -> Int { modeSpecifics?.order[mode] ?? index }

    /// Whether the layer is in `mode`'s list (a plain file's layers are in every one, which is counted, not
    /// hashed).
    public func isDrawn(in mode: SymbolRenderingMode) -> Bool {
        renderingModes.count == SymbolRenderingMode.allCases.count || renderingModes.contains(mode)
    }

    /// Exact bounds of the layer's drawn outline (strokes included).
    public var bounds: Rect? {
        shapes.compactMap { $0.drawnBounds(transform: .identity) }.reduce(nil) { partial, next in partial.map { $0.union(next) } ?? next }
    }

    /// The number of paths in the layer.
    public var pathCount: Int { shapes.count { $0.text == nil } }
    /// The number of texts in the layer (``DrawingShape/text``).
    public var textCount: Int { shapes.count { $0.text != nil } }
}

/// A multicolor layer's colour: a name (`systemRedColor`, `tintColor`, an asset name) and the fill the
/// source gave for it, used when the name is not a colour Emblem knows (SF-SEMANTICS 1.5).
public struct MulticolorFill: Hashable, Sendable {
    public var name: String
    public var fallback: Color?

    public init(name: String, fallback: Color?) {
        self.name = name
        self.fallback = fallback
    }
}
