import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// One call from a symbol to SVG bytes: picks the design for a weight and scale, styles it, composes it
/// and writes it at a pixel size.
public struct SymbolRenderer: Sendable {
    public var style: SymbolStyle
    public var weight: SymbolWeight
    public var scale: SymbolScale
    /// The side of the square output in pixels (written as width and height).
    public var size: Double
    public var precision: Int

    public init(style: SymbolStyle = SymbolStyle(), weight: SymbolWeight = .regular, scale: SymbolScale = .medium,
                size: Double = 64, precision: Int = 3) {
        self.style = style
        self.weight = weight
        self.scale = scale
        self.size = size
        self.precision = precision
    }

    /// The drawing for `glyph` with optional per-layer animation states.
    public func drawing(for glyph: SymbolGlyph, states: [LayerState]? = nil, room: Double = 0) -> Drawing {
        let canvas = SymbolCanvas.box(for: glyph, room: room)
        var drawing = SymbolComposer(precision: precision).drawing(for: glyph, paints: style.layerPaints(for: glyph),
                                                                   states: states, canvas: canvas)
        drawing.width = size
        drawing.height = size
        return drawing
    }

    /// The SVG for `glyph`: the same writer animation frames use, so a still and frame 0 of an animation
    /// are the same document.
    public func svgData(for glyph: SymbolGlyph, states: [LayerState]? = nil, room: Double = 0) -> [UInt8] {
        frameTemplate(for: glyph, room: room).svg(states: states ?? [])
    }

    /// A template for drawing `glyph` repeatedly with different layer states; with `drawDirection`, states
    /// that draw part of a layer are drawn so (see `FrameTemplate`).
    public func frameTemplate(for glyph: SymbolGlyph, room: Double = 0, drawDirection: LayoutDirection? = nil) -> FrameTemplate {
        FrameTemplate(glyph: glyph, paints: style.layerPaints(for: glyph), canvas: SymbolCanvas.box(for: glyph, room: room),
                      size: size, precision: precision, drawDirection: drawDirection)
    }

    public func svgData(for symbol: Symbol) throws(SymbolError) -> [UInt8] {
        svgData(for: try symbol.glyph(weight: weight, scale: scale))
    }
}
