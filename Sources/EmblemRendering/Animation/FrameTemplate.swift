import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// A styled glyph written once as SVG with holes for what animation changes: each layer's transform,
/// opacity and visibility (and those of erase masks), and, for Draw On and Off, what its draw mask shows. Producing a frame is then only filling the holes,
/// which is what makes SVG frames cheap.
///
/// The document is `SymbolComposer`'s drawing at rest, written by `DrawingWriter`, with its slot-marked
/// groups cut open: stills, frames and animated SVG therefore share one structure.
public struct FrameTemplate: Sendable {
    enum Piece: Equatable, Sendable {
        case bytes([UInt8])
        /// ` transform=… opacity=… display=…` of layer N's group.
        case layer(Int)
        /// The same for the group inside erase layer N's mask.
        case mask(Int)
        /// What shows of element K of layer N's draw mask (`DrawReveal`).
        case reveal(Int, Int)
    }

    let pieces: [Piece]
    /// Each layer's own opacity from the source (multiplied into its animated opacity).
    let layerOpacity: [Double]
    let format: NumberFormat
    public let canvas: Rect
    /// Write invisible layers with opacity 0 rather than `display="none"` (CSS can animate opacity).
    let hiddenAsTransparent: Bool
    /// How each layer drawn part way is revealed, by position: every layer when made with a draw
    /// direction, else those a variable value draws part way.
    let reveals: [Int: DrawReveal]
    /// How much of each layer a variable value draws, by position (``LayerPaint/drawnFraction``).
    let drawnFractions: [Int: Double]
    /// What drawing one frame costs, against a small shape (``FrameDrawingCost``): the glyph's shapes and
    /// definitions at the frame's size, and the masks that draw its layers part way, which every frame holds.
    public let drawingCost: Int

    /// - Parameters:
    ///   - style: CSS to put in a `<style>` element (animated SVG's keyframes).
    ///   - hiddenAsTransparent: see the property.
    ///   - drawDirection: for animations that draw layers on and off (`SymbolAnimation/drawDirection`), the
    ///     layout direction they are drawn in: every layer is then masked to the part its state draws.
    public init(glyph: SymbolGlyph, paints: [LayerPaint], canvas: Rect, size: Double, precision: Int = 3,
                style: String? = nil, hiddenAsTransparent: Bool = false, drawDirection: LayoutDirection? = nil) {
        self.hiddenAsTransparent = hiddenAsTransparent
        reveals = SymbolComposer.reveals(for: glyph, paints: paints, direction: drawDirection)
        let pixelsPerUnit = size / max(canvas.width, canvas.height)
        drawingCost = reveals.values.reduce(glyph.drawingCost(side: size, pixelsPerUnit: pixelsPerUnit.isFinite ? pixelsPerUnit : 0)) { $0 + $1.drawingCost }
        drawnFractions = Dictionary(uniqueKeysWithValues: paints.enumerated().compactMap { position, paint in
            paint.drawnFraction.map { (position, $0) }
        })
        format = NumberFormat(precision: precision)
        self.canvas = canvas
        layerOpacity = glyph.layers.indices.map { position in
            position < paints.count ? paints[position].opacity(of: glyph.layers[position]) : glyph.layers[position].opacity
        }
        var drawing = SymbolComposer(precision: precision).drawing(for: glyph, paints: paints, states: nil, canvas: canvas,
                                                                   marksSlots: true, reveals: reveals)
        drawing.width = size
        drawing.height = size
        var text = DrawingWriter(precision: precision).data(for: drawing)
        if let style, let svgEnd = ByteSearch.range(of: Array(">\n".utf8), in: text, from: ByteSearch.range(of: Array("<svg".utf8), in: text, from: 0)?.upperBound ?? 0) {
            text.insert(contentsOf: Array(("<style>\n" + style + "</style>\n").utf8), at: svgEnd.upperBound)
        }
        pieces = Self.cut(text)
    }

    /// Splits the written document at every ` class="emblem-slot-(layer|mask)-N"`. Anything else that
    /// starts like a slot is left as it is (the composer writes no such class, but a slot read wrong
    /// must not stop the program).
    static func cut(_ text: [UInt8]) -> [Piece] {
        let marker = Array(" class=\"\(SymbolComposer.slotClassPrefix)".utf8)
        var pieces: [Piece] = []
        var start = 0
        var searchFrom = 0
        while let found = ByteSearch.range(of: marker, in: text, from: searchFrom) {
            guard let (slot, end) = slot(in: text, at: found.upperBound) else {
                searchFrom = found.upperBound
                continue
            }
            pieces.append(.bytes(Array(text[start..<found.lowerBound])))
            pieces.append(slot)
            start = end
            searchFrom = end
        }
        pieces.append(.bytes(Array(text[start...])))
        return pieces
    }

    /// The slot named at `cursor` (`layer-N"`, `mask-N"` or `reveal-N-K"`, N and K of at most 6 digits)
    /// and where its attribute ends, or nil.
    private static func slot(in text: [UInt8], at cursor: Int) -> (Piece, end: Int)? {
        enum Kind { case layer, mask, reveal }
        let kinds: [(name: [UInt8], kind: Kind)] = [(Array("layer-".utf8), .layer), (Array("mask-".utf8), .mask), (Array("reveal-".utf8), .reveal)]
        guard let kind = kinds.first(where: { text[cursor...].starts(with: $0.name) }) else { return nil }
        /// The number at `start` and where it ends, or nil.
        func number(at start: Int) -> (Int, end: Int)? {
            var position = start, value = 0
            while position < text.count, position - start < 7, case let digit = text[position] &- UInt8(ascii: "0"), digit < 10 {
                value = value * 10 + Int(digit)
                position += 1
            }
            return (1...6).contains(position - start) ? (value, position) : nil
        }
        guard let (index, end) = number(at: cursor + kind.name.count) else { return nil }
        var position = end
        var element = 0
        if kind.kind == .reveal {
            guard position < text.count, text[position] == UInt8(ascii: "-"), let (second, end) = number(at: position + 1) else { return nil }
            (element, position) = (second, end)
        }
        guard position < text.count, text[position] == UInt8(ascii: "\"") else { return nil }
        switch kind.kind {
        case .layer: return (.layer(index), position + 1)
        case .mask: return (.mask(index), position + 1)
        case .reveal: return (.reveal(index, element), position + 1)
        }
    }

    /// The frame's SVG for these layer states (identity for missing ones).
    public func svg(states: [LayerState]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        for piece in pieces {
            switch piece {
            case .bytes(let bytes): output.append(contentsOf: bytes)
            case .layer(let index):
                let state = index < states.count ? states[index] : .identity
                appendAttributes(state, opacity: state.opacity * (index < layerOpacity.count ? layerOpacity[index] : 1), to: &output)
            case .mask(let index):
                let state = index < states.count ? states[index] : .identity
                appendAttributes(state, opacity: state.opacity, to: &output)
            case .reveal(let index, let element):
                guard let reveal = reveals[index] else { continue }
                let state = DrawReveal.shown(index < states.count ? states[index] : .identity, fraction: drawnFractions[index])
                for attribute in reveal.attributesShowing(state, element: element, hidden: hiddenAsTransparent ? .transparent : .displayNone,
                                                          format: format) {
                    output.append(contentsOf: " \(attribute.name)=\"\(attribute.value)\"".utf8)
                }
            }
        }
        return output
    }

    private func appendAttributes(_ state: LayerState, opacity: Double, to output: inout [UInt8]) {
        if !hiddenAsTransparent, !state.isVisible || opacity <= 0 || state.drawEnd <= state.drawStart {
            output.append(contentsOf: " display=\"none\"".utf8)
            return
        }
        if !state.transform.isIdentity {
            output.append(contentsOf: " transform=\"".utf8)
            output.append(contentsOf: TransformWriter.string(for: state.transform, format: format).utf8)
            output.append(0x22)
        }
        let shown = state.isVisible ? opacity : 0
        if shown < 1 {
            output.append(contentsOf: " opacity=\"".utf8)
            output.append(contentsOf: format.string(max(0, shown)).utf8)
            output.append(0x22)
        }
    }
}
