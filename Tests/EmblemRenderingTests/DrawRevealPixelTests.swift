import EmblemAnimation
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// Layers drawn on and off, in pixels through librsvg: strokes trimmed along themselves, path after path
/// and subpath after subpath; filled layers wiped from their leading edge (or downwards when tall); a
/// layer drawn whole exactly as without the draw mask; and the animated SVG's keyframes saying what the
/// frames' attributes say.
@Suite struct DrawRevealPixelTests {
    static let size = 100

    static func glyph(_ body: String) throws -> SymbolGlyph {
        try AnimationOutputTests.plainGlyph("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>")
    }

    /// The glyph at 100 px (one pixel per unit) with its layers in `states`, drawn for `direction`.
    static func image(_ glyph: SymbolGlyph, _ states: [LayerState], direction: LayoutDirection? = .leftToRight,
                      style: SymbolStyle = .monochrome(.black)) throws -> PixelImage {
        let svg = SymbolRenderer(style: style, size: Double(size)).frameTemplate(for: glyph, drawDirection: direction).svg(states: states)
        return try Rasterizer().image(svg: svg, size: .square(size))
    }

    static func inked(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool { image[x: x, y: y].alpha >= 128 }

    @Test func aStrokeIsDrawnAlongItselfFromItsStart() throws {
        let glyph = try Self.glyph("<path d=\"M10 50H90\" stroke=\"#000\" stroke-width=\"8\" fill=\"none\"/>")
        let on = try Self.image(glyph, [LayerState(drawEnd: 0.5)])
        #expect(Self.inked(on, 15, 50) && Self.inked(on, 45, 50))
        #expect(!Self.inked(on, 60, 50) && !Self.inked(on, 85, 50))
        let off = try Self.image(glyph, [LayerState(drawStart: 0.5)])
        #expect(!Self.inked(off, 15, 50) && !Self.inked(off, 40, 50))
        #expect(Self.inked(off, 60, 50) && Self.inked(off, 85, 50))
    }

    /// The subpaths are drawn one after the other: a dash, which renderers restart at every subpath,
    /// would draw both lines half way.
    @Test func subpathsAreDrawnInTurn() throws {
        let glyph = try Self.glyph("<path d=\"M10 30H90M10 70H90\" stroke=\"#000\" stroke-width=\"8\" fill=\"none\"/>")
        let half = try Self.image(glyph, [LayerState(drawEnd: 0.5)])
        #expect(Self.inked(half, 20, 30) && Self.inked(half, 80, 30))
        #expect(!Self.inked(half, 20, 70) && !Self.inked(half, 80, 70))
        let threeQuarters = try Self.image(glyph, [LayerState(drawEnd: 0.75)])
        #expect(Self.inked(threeQuarters, 80, 30) && Self.inked(threeQuarters, 30, 70) && !Self.inked(threeQuarters, 70, 70))
    }

    @Test func aFilledLayerIsWipedFromItsLeadingEdge() throws {
        let glyph = try Self.glyph("<rect x=\"10\" y=\"30\" width=\"80\" height=\"40\"/>")
        let ltr = try Self.image(glyph, [LayerState(drawEnd: 0.5)])
        #expect(Self.inked(ltr, 30, 50) && Self.inked(ltr, 45, 50) && !Self.inked(ltr, 55, 50) && !Self.inked(ltr, 80, 50))
        let rtl = try Self.image(glyph, [LayerState(drawEnd: 0.5)], direction: .rightToLeft)
        #expect(!Self.inked(rtl, 30, 50) && !Self.inked(rtl, 45, 50) && Self.inked(rtl, 55, 50) && Self.inked(rtl, 80, 50))
    }

    /// A wipe runs across what lies on the canvas: a shape far below the view box (Breeze's
    /// `call-voicemail` keeps one) made the layer tall, wiped downwards, and the visible part was whole by
    /// half way.
    @Test func aWipeIgnoresWhatLiesOffTheCanvas() throws {
        let glyph = try Self.glyph("<g><rect x=\"10\" y=\"30\" width=\"80\" height=\"40\"/><rect x=\"10\" y=\"300\" width=\"80\" height=\"10\"/></g>")
        let half = try Self.image(glyph, [LayerState(drawEnd: 0.5)])
        #expect(Self.inked(half, 30, 50) && !Self.inked(half, 70, 50))
    }

    @Test func aTallFilledLayerIsWipedDownwards() throws {
        let glyph = try Self.glyph("<rect x=\"40\" y=\"5\" width=\"20\" height=\"90\"/>")
        let half = try Self.image(glyph, [LayerState(drawEnd: 0.5)])
        #expect(Self.inked(half, 50, 20) && Self.inked(half, 50, 45) && !Self.inked(half, 50, 55) && !Self.inked(half, 50, 85))
    }

    /// A layer with a draw guide (every symbol of ours) is drawn along it: a quarter of
    /// `checkmark.circle`'s circle is the quarter from its top, clockwise, where a wipe would have drawn
    /// its left side.
    @Test func aGuidedLayerIsDrawnAlongItsGuide() throws {
        let glyph = try AnimationOutputTests.library.symbol(named: "checkmark.circle").symbol.glyph()
        let position = try #require(glyph.layers.firstIndex { $0.drawGuide?.strokes.first?.path.elements.last == .close })
        let bounds = try #require(glyph.layers[position].drawGuide?.strokes.first?.path.bounds)
        var states = Array(repeating: LayerState.identity, count: glyph.layers.count)
        states[position] = LayerState(drawEnd: 0.25)
        let size = 200
        let svg = SymbolRenderer(style: .monochrome(.black), size: Double(size)).frameTemplate(for: glyph, drawDirection: .leftToRight).svg(states: states)
        let image = try Rasterizer().image(svg: svg, size: .square(size))
        let canvas = SymbolCanvas.box(for: glyph)
        func inked(atDegrees degrees: Double) -> Bool {
            // Clockwise on screen from the top: y points down.
            let radians = degrees * .pi / 180
            let x = bounds.midX + bounds.width / 2 * sin(radians), y = bounds.midY - bounds.height / 2 * cos(radians)
            return image[x: Int((x - canvas.x) / canvas.width * Double(size)), y: Int((y - canvas.y) / canvas.height * Double(size))].alpha >= 128
        }
        #expect(inked(atDegrees: 20) && inked(atDegrees: 45) && inked(atDegrees: 70))
        #expect(!inked(atDegrees: 135) && !inked(atDegrees: 200) && !inked(atDegrees: 270) && !inked(atDegrees: 320))
    }

    /// `plain/route.svg`, a line icon: drawn on by layer, its start (the ring) is drawn first and whole
    /// before the route's end and its arrowhead; at the end the frame is the still.
    @Test func aLineIconIsDrawnPathAfterPath() throws {
        let glyph = try Fixtures.glyph("plain/route.svg")
        let animation = SymbolAnimation(glyph: glyph, content: .effect(DrawOnSymbolEffect.drawOn.individually))
        let renderer = SymbolRenderer(style: .monochrome(.black), size: 96)
        let template = renderer.frameTemplate(for: glyph, drawDirection: animation.drawDirection)
        let states = animation.states(at: EffectConstants.drawDuration)      // the ring whole, the route not begun
        #expect(states[0].isWhollyDrawn && states[1].drawEnd == 0 && states[2].drawEnd == 0)
        let canvas = SymbolCanvas.box(for: glyph)
        let image = try Rasterizer().image(svg: template.svg(states: states), size: .square(96))
        func inked(_ x: Double, _ y: Double) -> Bool {
            image[x: Int((x - canvas.x) / canvas.width * 96), y: Int((y - canvas.y) / canvas.height * 96)].alpha >= 128
        }
        #expect(inked(4, 19) && !inked(12, 19) && !inked(19, 5))             // the ring; not the route, nor the arrow
        let last = try Rasterizer().image(svg: template.svg(states: animation.states(ofFrame: animation.frameCount - 1)), size: .square(96))
        #expect(last.pixels == (try Rasterizer().image(svg: renderer.svgData(for: glyph), size: .square(96))).pixels)
    }

    @Test func nothingIsDrawnBeforeTheStart() throws {
        for body in ["<path d=\"M10 50H90\" stroke=\"#000\" stroke-width=\"8\" fill=\"none\"/>", "<circle cx=\"50\" cy=\"50\" r=\"30\"/>"] {
            let image = try Self.image(try Self.glyph(body), [LayerState(drawStart: 0, drawEnd: 0)])
            #expect((0..<Self.size).allSatisfy { y in (0..<Self.size).allSatisfy { x in image[x: x, y: y].alpha == 0 } }, "\(body)")
        }
    }

    /// Drawn whole, a layer is exactly what it is without the draw mask: the mitred corners of a stroke
    /// reach past any guide, and the mask's whole-canvas rectangle keeps them.
    @Test func aWhollyDrawnLayerIsUnchanged() throws {
        let glyphs = [try Self.glyph("<path d=\"M10 85L50 10L90 85\" stroke=\"#000\" stroke-width=\"10\" fill=\"none\" stroke-miterlimit=\"10\"/>"
                                     + "<rect x=\"20\" y=\"60\" width=\"60\" height=\"20\" opacity=\".5\"/>"),
                      try AnimationOutputTests.library.symbol(named: "checkmark.circle").symbol.glyph()]
        for glyph in glyphs {
            for style in [SymbolStyle.monochrome(.black), .hierarchical(Color(red8: 0, green8: 122, blue8: 255))] {
                let masked = try Self.image(glyph, [], style: style)
                let plain = try Self.image(glyph, [], direction: nil, style: style)
                #expect(masked.pixels == plain.pixels)
            }
        }
    }

    /// The animated SVG shows, at every keyframe, what the frame at that time writes: each mask element
    /// shown or not, and each guide's dash and offset.
    @Test(arguments: ["drawOn", "drawOff.reversed.individually"])
    func animatedSVGKeyframesMatchTheFrames(_ effect: String) throws {
        let glyph = try Self.glyph("<path d=\"M10 30H90M10 70H90\" stroke=\"#000\" stroke-width=\"8\" fill=\"none\"/>"
                                   + "<rect x=\"10\" y=\"80\" width=\"80\" height=\"10\"/>")
        let animation = SymbolAnimation(glyph: glyph, content: .effect(try SymbolEffectSpec.parse(effect).makeEffect()))
        let direction = try #require(animation.drawDirection)
        let style = SymbolStyle.monochrome(.black)
        let svg = String(decoding: AnimatedSVGWriter().data(for: animation, style: style, size: 64), as: UTF8.self)
        let template = SymbolRenderer(style: style, size: 64).frameTemplate(for: glyph, room: SymbolAnimation.canvasRoom, drawDirection: direction)
        var checked = 0
        for (id, keyframes) in Self.drawKeyframes(in: svg) {
            #expect(keyframes.count == animation.frameCount)
            for (index, keyframe) in keyframes.enumerated() {
                let frame = String(decoding: template.svg(states: animation.states(ofFrame: index)), as: UTF8.self)
                let element = try #require(Self.element(id, in: frame), "no \(id) in frame \(index)")
                #expect((keyframe["opacity"] == "0") == element.contains(" display=\"none\""), "\(id) frame \(index)")
                guard keyframe["opacity"] == "1", let dash = keyframe["stroke-dasharray"] else { continue }
                #expect(element.contains(" stroke-dasharray=\"\(dash)\""), "\(id) frame \(index): \(element) vs \(dash)")
                let offset = keyframe["stroke-dashoffset"] ?? "0"
                #expect(offset == "0" ? !element.contains("stroke-dashoffset") : element.contains(" stroke-dashoffset=\"\(offset)\""))
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// `@keyframes emblem-draw-N-K { P% { name: value; … } … }`, by element id, read back from our own CSS.
    static func drawKeyframes(in svg: String) -> [String: [[String: String]]] {
        var result: [String: [[String: String]]] = [:]
        var current: String?
        for line in svg.split(separator: "\n") {
            if line.hasPrefix("@keyframes emblem-draw-") {
                current = String(line.dropFirst("@keyframes emblem-".count).dropLast(2))
                result[current!] = []
            } else if let id = current, let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}") {
                var properties: [String: String] = [:]
                for declaration in line[line.index(after: open)..<close].split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    if parts.count == 2 { properties[parts[0]] = parts[1] }
                }
                result[id]!.append(properties)
            } else if line == "}" {
                current = nil
            }
        }
        return result
    }

    /// The start tag of the element with `id` in a frame.
    static func element(_ id: String, in svg: String) -> String? {
        guard let range = svg.range(of: " id=\"\(id)\"") else { return nil }
        let start = svg[..<range.lowerBound].lastIndex(of: "<")!
        let end = svg[range.upperBound...].firstIndex(of: ">")!
        return String(svg[start...end])
    }

    @Test func jsonCarriesTheTrims() throws {
        let glyph = try Self.glyph("<path d=\"M10 50H90\" stroke=\"#000\" stroke-width=\"8\" fill=\"none\"/>")
        let animation = SymbolAnimation(glyph: glyph, content: .effect(DrawOnSymbolEffect.drawOn))
        let frames = AnimationFrames(animation: animation, effect: "drawOn").frames
        #expect(frames.first?.layers.first?.draw == [0, 0])
        #expect(frames.last?.layers.first?.draw == nil)
        for frame in frames {
            let exact = animation.states(ofFrame: frame.index)[0]
            #expect(frame.layers[0].draw.map { abs($0[1] - exact.drawEnd) < 1e-9 } ?? exact.isWhollyDrawn)
        }
        // Other effects write no trims: their JSON is as it was.
        let bounce = AnimationFrames(animation: SymbolAnimation(glyph: glyph, content: .effect(BounceSymbolEffect.bounce)), effect: "bounce")
        #expect(bounce.frames.allSatisfy { $0.layers.allSatisfy { $0.draw == nil } })
        #expect(SymbolAnimation(glyph: glyph, content: .effect(BounceSymbolEffect.bounce)).drawDirection == nil)
    }
}
