import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// How a layer is drawn on and off: the guides of a `<mask>` whose dashes show the part of the layer a
/// ``LayerState`` draws (``LayerState/drawStart`` to ``LayerState/drawEnd``, as fractions of the way along
/// the guides, taken in order).
///
/// SF Symbols draws along guide points stored with each path (`data-clipstroke-keyframes`, whose syntax is
/// not public), which nothing else carries. So [EST]:
/// - a layer with a guide of Emblem's (``SymbolLayer/drawGuide``: every symbol of ours has one for the
///   layers it draws from skeletons) is drawn along its strokes, in order;
/// - a layer whose shapes are all strokes (the line icons of Lucide, Tabler, Feather, Heroicons' outline
///   set) is drawn along the strokes themselves, path after path and subpath after subpath in document
///   order, each from where it starts: exactly how such an icon was drawn;
/// - any other layer (filled outlines without a guide, as in SF Symbols' own exports; text) is wiped
///   across its bounds: from its leading edge to its trailing edge (left to right, or right to left in a
///   right-to-left layout), or top to bottom for a layer more than ``tallWipeRatio`` times as tall as wide
///   (a stem, an exclamation mark's bar), which is written downwards.
///
/// The mask also holds a rectangle over the whole canvas, shown when the layer is wholly drawn, so that a
/// layer at rest is drawn exactly as without the mask (a stroke's mitred corners reach past any guide).
struct DrawReveal: Hashable, Sendable {
    /// One stroke of the mask: white along `path`, `width` wide, covering `start` to `start + length` of the
    /// way along all the guides.
    struct Guide: Hashable, Sendable {
        var path: Path
        var width: Double
        var lineCap: DrawingStyle.LineCap
        var lineJoin: DrawingStyle.LineJoin
        var miterLimit: Double
        var start: Double
        var length: Double

        /// The dash that shows the part `from`…`to` of the whole way (in units of length) lying on this
        /// guide, as (dash, gap, offset), or nil when none of it does.
        func dash(from: Double, to: Double) -> (dash: Double, gap: Double, offset: Double)? {
            let a = max(0, from - start), b = min(length, to - start)
            guard b > a else { return nil }
            // A guide drawn to its end is shown a stroke's width past it, so that the renderer's own
            // measure of the path (which flattens curves its own way) cannot leave its last hair undrawn.
            let dash = b >= length ? b - a + width : b - a
            return (dash, length + 2 * width + 1, a)
        }
    }

    /// [EST] How much taller than wide a filled layer must be to be wiped downwards rather than along the
    /// line: a circle, a square or a bell reads left to right; a bar reads top to bottom.
    static let tallWipeRatio = 1.5

    /// The guides in drawing order.
    var guides: [Guide]
    /// The whole way, the sum of the guides' lengths.
    var length: Double

    /// What drawing this reveal costs in every frame, against a small shape (``FrameDrawingCost``): its
    /// mask as a definition, the rectangle over the canvas, and each guide as a definition too. Ours: a
    /// dashed guide of a mask took librsvg ≈ 15 µs at 16 px and ≈ 20 µs at 128 px (one path of 1,000
    /// strokes drawn on, 21 PNG frames), against ≈ 11 µs a shape.
    var drawingCost: Int { FrameDrawingCost.definitionWeight * (1 + guides.count) + 1 }

    /// The reveal of `layer` in a layout of `direction`; nil for a layer with nothing to draw. A wipe runs
    /// across the part of the layer within `visible` (the canvas at rest): a shape far off the canvas
    /// (Breeze's `call-voicemail` keeps one 20 units below its 16-unit view box) would otherwise stretch it.
    init?(layer: SymbolLayer, direction: LayoutDirection, visible: Rect? = nil) {
        let shapes = layer.shapes
        var guides: [Guide] = []
        var total = 0.0
        if let guide = layer.drawGuide {
            // The layer's own guide (Emblem's symbols carry theirs): its strokes, a little wider than the
            // outlines they cover, round at their ends, so the outline's own round ends are drawn with them.
            for stroke in guide.strokes {
                guard let length = stroke.path.lengthCentroid?.length, length.isFinite, stroke.width > 0 else { continue }
                guides.append(Guide(path: stroke.path, width: stroke.width * 1.15 + 0.5, lineCap: .round, lineJoin: .round,
                                    miterLimit: 4, start: total, length: length))
                total += length
            }
        } else if !shapes.isEmpty, shapes.allSatisfy({ $0.text == nil && $0.style.fillStrength() == 0 && $0.style.strokeStrength() > 0 }) {
            // Strokes only: drawn along themselves.
            for shape in shapes {
                let transform = shape.transform
                let scale = abs(transform.determinant).squareRoot()
                // A little wider than the stroke, so that its anti-aliased edge is inside the mask too.
                let width = shape.style.strokeWidth * scale * 1.25
                for subpath in shape.path.applying(transform).subpaths {
                    guard let length = subpath.lengthCentroid?.length, length.isFinite, width > 0 else { continue }
                    guides.append(Guide(path: subpath, width: width, lineCap: .round, lineJoin: shape.style.lineJoin,
                                        miterLimit: shape.style.miterLimit, start: total, length: length))
                    total += length
                }
            }
        }
        if guides.isEmpty {
            guard let drawn = layer.bounds else { return nil }
            let bounds = visible.map { Self.clipped(drawn, to: $0) } ?? drawn
            guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0 || bounds.height > 0 else { return nil }
            let margin = max(bounds.width, bounds.height) * 0.05
            var path = Path()
            let width: Double, length: Double
            if bounds.height <= Self.tallWipeRatio * bounds.width {
                let (from, to) = direction == .rightToLeft ? (bounds.maxX + margin, bounds.minX - margin) : (bounds.minX - margin, bounds.maxX + margin)
                path.move(to: Point(x: from, y: bounds.midY))
                path.line(to: Point(x: to, y: bounds.midY))
                (width, length) = (bounds.height + 2 * margin, bounds.width + 2 * margin)
            } else {
                path.move(to: Point(x: bounds.midX, y: bounds.minY - margin))
                path.line(to: Point(x: bounds.midX, y: bounds.maxY + margin))
                (width, length) = (bounds.width + 2 * margin, bounds.height + 2 * margin)
            }
            guides = [Guide(path: path, width: width, lineCap: .butt, lineJoin: .miter, miterLimit: 4, start: 0, length: length)]
            total = length
        }
        guard total > 0 else { return nil }
        self.guides = guides
        self.length = total
    }

    /// The part of `rect` within `box`; `rect` itself when nothing of it is (a layer wholly off the canvas
    /// is wiped over where it lies).
    static func clipped(_ rect: Rect, to box: Rect) -> Rect {
        let minX = max(rect.minX, box.minX), maxX = min(rect.maxX, box.maxX)
        let minY = max(rect.minY, box.minY), maxY = min(rect.maxY, box.maxY)
        guard maxX > minX || maxY > minY, maxX >= minX, maxY >= minY else { return rect }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The id of the mask of layer `position`, and of its element `index` (0: the whole-canvas rectangle;
    /// 1…: the guides); with `rest`, of the mask of what is not drawn (`mask(…rest: true)`).
    static func maskID(_ position: Int, rest: Bool = false) -> String { "draw-\(position)" + (rest ? "-rest" : "") }
    static func elementID(_ position: Int, _ index: Int, rest: Bool = false) -> String { maskID(position, rest: rest) + "-\(index)" }

    /// The mask, its elements showing `state` (or, with `slotClass`, marked for ``FrameTemplate`` to fill
    /// in each frame: the class is the slot prefix, completed with `N-K`). With `rest`, its complement,
    /// what the layer does not draw (where a variable value draws a layer part way, the rest is drawn
    /// faint): white everywhere, the same guides and rectangle in black.
    func mask(position: Int, state: LayerState?, slotClass: String?, canvas: Rect, format: NumberFormat, rest: Bool = false) -> XMLElement {
        let n = format.string
        // Room around the canvas: a layer moved by an effect at the same time keeps its mask with it.
        let box = [XMLAttribute(name: "x", value: n(canvas.x - canvas.width)), XMLAttribute(name: "y", value: n(canvas.y - canvas.height)),
                   XMLAttribute(name: "width", value: n(3 * canvas.width)), XMLAttribute(name: "height", value: n(3 * canvas.height))]
        let ink = rest ? "#000" : "#fff"
        func marked(_ index: Int, _ attributes: [XMLAttribute]) -> [XMLAttribute] {
            var attributes = [XMLAttribute(name: "id", value: Self.elementID(position, index, rest: rest))] + attributes
            if let slotClass { attributes.append(XMLAttribute(name: "class", value: slotClass + "\(position)-\(index)")) }
            if let state { attributes += attributesShowing(state, element: index, hidden: .displayNone, format: format) }
            return attributes
        }
        var children: [XMLNode] = []
        if rest { children.append(.element(XMLElement(name: "rect", attributes: box + [XMLAttribute(name: "fill", value: "#fff")]))) }
        children.append(.element(XMLElement(name: "rect", attributes: marked(0, box + [XMLAttribute(name: "fill", value: ink)]))))
        for (index, guide) in guides.enumerated() {
            var attributes = [XMLAttribute(name: "d", value: PathDataWriter.string(for: guide.path, format: format)),
                              XMLAttribute(name: "fill", value: "none"), XMLAttribute(name: "stroke", value: ink),
                              XMLAttribute(name: "stroke-width", value: n(guide.width)),
                              XMLAttribute(name: "stroke-linecap", value: guide.lineCap.rawValue),
                              XMLAttribute(name: "stroke-linejoin", value: guide.lineJoin.rawValue)]
            if guide.lineJoin == .miter || guide.lineJoin == .miterClip, guide.miterLimit != 4 {
                attributes.append(XMLAttribute(name: "stroke-miterlimit", value: n(guide.miterLimit)))
            }
            children.append(.element(XMLElement(name: "path", attributes: marked(index + 1, attributes))))
        }
        return XMLElement(name: "mask", attributes: [XMLAttribute(name: "id", value: Self.maskID(position, rest: rest)),
                                                     XMLAttribute(name: "maskUnits", value: "userSpaceOnUse")] + box,
                          children: children)
    }

    /// `state` as drawn when a variable value draws only `fraction` of the layer: its end no further.
    static func shown(_ state: LayerState, fraction: Double?) -> LayerState {
        guard let fraction, fraction < state.drawEnd else { return state }
        var shown = state
        shown.drawEnd = fraction
        return shown
    }

    /// How an element that shows nothing is written: `display="none"` for frames, opacity 0 where CSS
    /// animates it.
    enum Hidden { case displayNone, transparent }

    /// The attributes of mask element `element` (0: the rectangle; 1…: guide `element − 1`) for `state`.
    func attributesShowing(_ state: LayerState, element: Int, hidden: Hidden, format: NumberFormat) -> [XMLAttribute] {
        let hide = hidden == .displayNone ? [XMLAttribute(name: "display", value: "none")] : [XMLAttribute(name: "opacity", value: "0")]
        if element == 0 { return state.isWhollyDrawn ? [] : hide }
        guard !state.isWhollyDrawn, let (dash, gap, offset) = dash(of: element - 1, for: state) else { return hide }
        var attributes = [XMLAttribute(name: "stroke-dasharray", value: format.string(dash) + " " + format.string(gap))]
        if offset > 0 { attributes.append(XMLAttribute(name: "stroke-dashoffset", value: format.string(-offset))) }
        return attributes
    }

    /// The dash of guide `index` for `state`: what of the drawn part lies on it.
    func dash(of index: Int, for state: LayerState) -> (dash: Double, gap: Double, offset: Double)? {
        let from = min(max(state.drawStart, 0), 1) * length, to = min(max(state.drawEnd, 0), 1) * length
        return guides[index].dash(from: from, to: to)
    }
}
