import EmblemAnimation
import EmblemGeometry
import EmblemSVG
import EmblemSymbols

/// One self-contained animated SVG: the frame-0 drawing plus CSS keyframes that move every layer group
/// (and every erase mask) through the same states the frames show, one keyframe per frame, linear in
/// between. Browsers play it; renderers without CSS animation (librsvg) show the first frame.
public struct AnimatedSVGWriter: Sendable {
    public var precision: Int

    public init(precision: Int = 3) { self.precision = precision }

    public func data(for animation: SymbolAnimation, style: SymbolStyle, size: Double) -> [UInt8] {
        let glyph = animation.glyph
        let paints = style.layerPaints(for: glyph)
        let canvas = SymbolCanvas.box(for: glyph, room: SymbolAnimation.canvasRoom)
        let frames = (0..<animation.frameCount).map { animation.states(ofFrame: $0) }
        // Each frame's place in the animation, as a keyframe selector (`12.5`).
        let percents = (0..<animation.frameCount).map { frame in
            NumberFormat(precision: 4).string(animation.duration > 0 ? 100 * animation.time(ofFrame: frame) / animation.duration : 0)
        }
        var css = ""
        let seconds = NumberFormat(precision: 4).string(animation.duration)
        let iterations = animation.isOpenEnded ? "infinite" : "1"
        for (position, layer) in glyph.layers.enumerated() where !paints[position].isHidden {
            // An eraser's mask, and its colour when it has an opacity of its own (see `SymbolComposer`).
            var animated: [(selector: String, opacity: Double)] = []
            if paints[position].isEraser { animated.append(("erase-\(position)-shapes", 1)) }
            if !paints[position].isEraser || paints[position].opacity(of: layer) > 0 { animated.append(("layer-\(position)", paints[position].opacity(of: layer))) }
            for (selector, ownOpacity) in animated {
                let name = "emblem-" + selector
                css += "@keyframes \(name) {\n"
                for (frame, states) in frames.enumerated() {
                    let state = position < states.count ? states[position] : .identity
                    let opacity = state.isVisible ? state.opacity * ownOpacity : 0
                    css += "  \(percents[frame])% { transform: \(Self.css(state.transform, precision: precision)); opacity: \(NumberFormat(precision: precision).string(max(0, min(1, opacity)))) }\n"
                }
                css += "}\n#\(selector) { transform-box: view-box; transform-origin: 0 0; animation: \(name) \(seconds)s linear 0s \(iterations) both; }\n"
            }
        }
        // Layers drawn on and off: what shows of each element of their masks.
        let drawDirection = animation.drawDirection
        let reveals = SymbolComposer.reveals(for: glyph, paints: paints, direction: drawDirection)
        for (position, reveal) in reveals.sorted(by: { $0.key < $1.key }) {
            css += Self.keyframes(of: reveal, position: position, fraction: paints[position].drawnFraction, frames: frames,
                                  percents: percents, animation: animation, precision: precision)
        }
        // The static attributes show frame 0; hidden layers get opacity 0 so the keyframes can reveal them.
        let template = FrameTemplate(glyph: glyph, paints: paints, canvas: canvas, size: size, precision: precision,
                                     style: css, hiddenAsTransparent: true, drawDirection: drawDirection)
        return template.svg(states: frames.first ?? [])
    }

    /// The keyframes of the elements of layer `position`'s draw mask (and of its rest, where a variable
    /// value draws `fraction` of it): the whole-canvas rectangle shown (opacity 1) only while the layer is
    /// drawn whole, each guide's dash and offset and whether it shows, as the frames write them.
    static func keyframes(of reveal: DrawReveal, position: Int, fraction: Double?, frames: [[LayerState]], percents: [String],
                          animation: SymbolAnimation, precision: Int) -> String {
        let n = NumberFormat(precision: precision).string
        var css = ""
        for element in 0...reveal.guides.count {
            let id = DrawReveal.elementID(position, element)
            css += "@keyframes emblem-\(id) {\n"
            for (frame, states) in frames.enumerated() {
                let state = DrawReveal.shown(position < states.count ? states[position] : .identity, fraction: fraction)
                let at = percents[frame]
                if element == 0 {
                    css += "  \(at)% { opacity: \(state.isWhollyDrawn ? 1 : 0) }\n"
                    continue
                }
                let guide = reveal.guides[element - 1]
                let shown = state.isWhollyDrawn ? nil : reveal.dash(of: element - 1, for: state)
                let (dash, gap, offset) = shown ?? (0, guide.length + 2 * guide.width + 1, 0)
                css += "  \(at)% { opacity: \(shown == nil ? 0 : 1); stroke-dasharray: \(n(dash)) \(n(gap)); stroke-dashoffset: \(n(-offset)) }\n"
            }
            let selector = "#\(id)" + (fraction == nil ? "" : ", #\(DrawReveal.elementID(position, element, rest: true))")
            css += "}\n\(selector) { animation: emblem-\(id) \(NumberFormat(precision: 4).string(animation.duration))s linear 0s "
                + "\(animation.isOpenEnded ? "infinite" : "1") both; }\n"
        }
        return css
    }

    /// `matrix(a, b, c, d, e, f)`, the CSS form; the linear part keeps three more decimals, as in attributes.
    static func css(_ t: AffineTransform, precision: Int) -> String {
        let linear = NumberFormat(precision: precision + 3), offset = NumberFormat(precision: precision)
        return "matrix(\(linear.string(t.a)), \(linear.string(t.b)), \(linear.string(t.c)), \(linear.string(t.d)), \(offset.string(t.e)), \(offset.string(t.f)))"
    }
}
