import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// A styled glyph written once as SVG with holes for what animation changes: each layer's transform,
/// opacity and visibility (and those of erase masks). Producing a frame is then only filling the holes,
/// which is what makes SVG frames cheap. The structure is the composer's: one group per layer in Z-order,
/// erase layers as masks over everything drawn before them.
public struct FrameTemplate: Sendable {
    enum Piece: Sendable {
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
    ///   - ids: give layer groups and mask groups ids (`layer-N`, `erase-N-shapes`), for animated SVG.
    public init(glyph: SymbolGlyph, paints: [LayerPaint], canvas: Rect, size: Double, precision: Int = 3, ids: Bool = false,
                style extraStyle: String? = nil, hiddenAsTransparent: Bool = false) {
        self.hiddenAsTransparent = hiddenAsTransparent
        let writer = DrawingWriter(precision: precision)
        let format = NumberFormat(precision: precision)
        self.format = format
        self.canvas = canvas
        layerOpacity = glyph.layers.map(\.opacity)
        var content: [Piece] = []
        var definitions: [Piece] = glyph.definitions.map { .bytes(writer.data(forDefinition: $0)) }
        func bytes(_ text: String) -> Piece { .bytes(Array(text.utf8)) }
        for (position, layer) in glyph.layers.enumerated() {
            let paint = position < paints.count ? paints[position] : LayerPaint(color: .black)
            if paint.isHidden { continue }
            if paint.isEraser {
                guard !content.isEmpty else { continue }
                let n = format.string
                let box = "x=\"\(n(canvas.x))\" y=\"\(n(canvas.y))\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\""
                var mask = "<mask id=\"erase-\(position)\" maskUnits=\"userSpaceOnUse\" \(box)><rect \(box) fill=\"#fff\"/><g"
                if ids { mask += " id=\"erase-\(position)-shapes\"" }
                definitions.append(bytes(mask))
                definitions.append(.mask(position))
                definitions.append(bytes(">"))
                for shape in layer.shapes {
                    definitions.append(.bytes(writer.data(for: .shape(SymbolComposer.painted(shape, with: .black)))))
                }
                definitions.append(bytes("</g></mask>\n"))
                content = [bytes("<g mask=\"url(#erase-\(position))\">\n")] + content + [bytes("</g>\n")]
                continue
            }
            content.append(bytes("<g id=\"layer-\(position)\""))
            content.append(.layer(position))
            content.append(bytes(">\n"))
            for shape in layer.shapes {
                content.append(.bytes(writer.data(for: .shape(SymbolComposer.painted(shape, with: paint.color)))))
            }
            content.append(bytes("</g>\n"))
        }
        let n = format.string
        var header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""
        header += " width=\"\(n(size))\" height=\"\(n(size))\""
        header += " viewBox=\"\([canvas.x, canvas.y, canvas.width, canvas.height].map(n).joined(separator: " "))\">\n"
        var pieces: [Piece] = [bytes(header)]
        if let extraStyle { pieces.append(bytes("<style>\n" + extraStyle + "</style>\n")) }
        if !definitions.isEmpty { pieces += [bytes("<defs>\n")] + definitions + [bytes("</defs>\n")] }
        pieces += content
        pieces.append(bytes("</svg>\n"))
        // Merge neighbouring static pieces so a frame is a handful of appends.
        var merged: [Piece] = []
        for piece in pieces {
            if case .bytes(let next) = piece, case .bytes(let previous)? = merged.last {
                merged[merged.count - 1] = .bytes(previous + next)
            } else {
                merged.append(piece)
            }
        }
        self.pieces = merged
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
        if opacity < 1 {
            output.append(contentsOf: " opacity=\"".utf8)
            output.append(contentsOf: format.string(opacity).utf8)
            output.append(0x22)
        }
    }
}
