import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// A styled glyph written once as SVG with holes for what animation changes: each layer's transform,
/// opacity and visibility (and those of erase masks). Producing a frame is then only filling the holes,
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
    }

    let pieces: [Piece]
    /// Each layer's own opacity from the source (multiplied into its animated opacity).
    let layerOpacity: [Double]
    let format: NumberFormat
    public let canvas: Rect
    /// Write invisible layers with opacity 0 rather than `display="none"` (CSS can animate opacity).
    let hiddenAsTransparent: Bool

    /// - Parameters:
    ///   - style: CSS to put in a `<style>` element (animated SVG's keyframes).
    ///   - hiddenAsTransparent: see the property.
    public init(glyph: SymbolGlyph, paints: [LayerPaint], canvas: Rect, size: Double, precision: Int = 3,
                style: String? = nil, hiddenAsTransparent: Bool = false) {
        self.hiddenAsTransparent = hiddenAsTransparent
        format = NumberFormat(precision: precision)
        self.canvas = canvas
        layerOpacity = glyph.layers.indices.map { position in
            position < paints.count ? paints[position].opacity(of: glyph.layers[position]) : glyph.layers[position].opacity
        }
        var drawing = SymbolComposer(precision: precision).drawing(for: glyph, paints: paints, states: nil, canvas: canvas, marksSlots: true)
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

    /// The slot named at `cursor` (`layer-N"` or `mask-N"`, N of at most 6 digits) and where its
    /// attribute ends, or nil.
    private static func slot(in text: [UInt8], at cursor: Int) -> (Piece, end: Int)? {
        let kinds: [(name: [UInt8], isLayer: Bool)] = [(Array("layer-".utf8), true), (Array("mask-".utf8), false)]
        guard let kind = kinds.first(where: { text[cursor...].starts(with: $0.name) }) else { return nil }
        var position = cursor + kind.name.count
        var index = 0
        while position < text.count, position - cursor - kind.name.count < 7, case let digit = text[position] &- UInt8(ascii: "0"), digit < 10 {
            index = index * 10 + Int(digit)
            position += 1
        }
        let digits = position - cursor - kind.name.count
        guard (1...6).contains(digits), position < text.count, text[position] == UInt8(ascii: "\"") else { return nil }
        return (kind.isLayer ? .layer(index) : .mask(index), position + 1)
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
            }
        }
        return output
    }

    private func appendAttributes(_ state: LayerState, opacity: Double, to output: inout [UInt8]) {
        if !hiddenAsTransparent, !state.isVisible || opacity <= 0 {
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
