import EmblemAnimation
import EmblemGeometry
import EmblemRaster
import EmblemRendering
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing

/// The animation outputs agree with the per-layer states they are generated from: the animated SVG's CSS,
/// the SVG frames' attributes, and the pixels of frame 0.
@Suite struct AnimationOutputTests {
    static let library = SymbolLibrary(directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("symbols").path)

    static func animation(_ name: String, _ effect: String, fps: Double = 30) throws -> SymbolAnimation {
        let (symbol, _, _) = try library.symbol(named: name)
        let spec = try SymbolEffectSpec.parse(effect)
        return SymbolAnimation(glyph: try symbol.glyph(), defaults: symbol.defaults, content: .effect(spec.makeEffect()),
                               framesPerSecond: fps)
    }

    /// `@keyframes name { P% { transform: matrix(…); opacity: O } … }` read back from our own CSS.
    static func keyframes(in svg: String) -> [String: [(percent: Double, transform: [Double], opacity: Double)]] {
        var result: [String: [(Double, [Double], Double)]] = [:]
        var current: String?
        for line in svg.split(separator: "\n") {
            if line.hasPrefix("@keyframes ") {
                current = String(line.dropFirst("@keyframes ".count).dropLast(2))
                result[current!] = []
            } else if let name = current, let percentEnd = line.firstIndex(of: "%") {
                let percent = Double(line[..<percentEnd].trimmingCharacters(in: .whitespaces))!
                let matrixStart = line.range(of: "matrix(")!.upperBound
                let matrixEnd = line[matrixStart...].firstIndex(of: ")")!
                let numbers = line[matrixStart..<matrixEnd].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
                let opacityText = line[line.range(of: "opacity: ")!.upperBound...].prefix { $0 != " " && $0 != "}" }
                result[name]!.append((percent, numbers, Double(opacityText)!))
            } else if line == "}" {
                current = nil
            }
        }
        return result
    }

    @Test(arguments: [("bell.badge", "bounce.up.byLayer"), ("wifi", "variableColor.iterative.reversing"),
                      ("fan", "rotate.byLayer"), ("cloud.sun.rain", "pulse.wholeSymbol"), ("bell", "appear.up")])
    func animatedSVGKeyframesMatchTheStates(_ name: String, _ effect: String) throws {
        let animation = try Self.animation(name, effect)
        let svg = String(decoding: AnimatedSVGWriter().data(for: animation, style: .hierarchical(.black), size: 64), as: UTF8.self)
        let keyframes = Self.keyframes(in: svg)
        let glyph = animation.glyph
        #expect(keyframes.count == glyph.layers.count)
        for position in glyph.layers.indices {
            let name = glyph.layers[position].annotations.isEraser ? "emblem-erase-\(position)-shapes" : "emblem-layer-\(position)"
            let frames = try #require(keyframes[name], "no keyframes for \(name)")
            #expect(frames.count == animation.frameCount)
            for (index, frame) in frames.enumerated() {
                let time = animation.time(ofFrame: index)
                #expect(abs(frame.percent - 100 * time / animation.duration) < 1e-4)
                let state = animation.states(at: time)[position]
                let t = state.transform
                for (written, exact) in zip(frame.transform, [t.a, t.b, t.c, t.d]) { #expect(abs(written - exact) <= 5e-7) }
                for (written, exact) in zip(frame.transform.suffix(2), [t.e, t.f]) { #expect(abs(written - exact) <= 5e-4) }
                let opacity = state.isVisible ? state.opacity * (glyph.layers[position].annotations.isEraser ? 1 : glyph.layers[position].opacity) : 0
                #expect(abs(frame.opacity - min(max(opacity, 0), 1)) <= 5e-4)
            }
        }
        // The file loops only for effects without an end.
        #expect(svg.contains(" 1 both;") == !animation.isOpenEnded)
    }

    @Test func svgFramesCarryTheStatesAsAttributes() throws {
        let animation = try Self.animation("bell.badge", "wiggle.forward.byLayer")
        let template = FrameTemplate(glyph: animation.glyph, paints: SymbolStyle.monochrome(.black).layerPaints(for: animation.glyph),
                                     canvas: SymbolCanvas.box(for: animation.glyph, room: SymbolAnimation.canvasRoom), size: 64)
        for index in stride(from: 0, to: animation.frameCount, by: 3) {
            let states = animation.states(ofFrame: index)
            let document = try SVGDocument(bytes: template.svg(states: states))
            var groups: [String: XMLElement] = [:]
            func collect(_ element: XMLElement) {
                if let id = element[attribute: "id"] { groups[id] = element }
                element.childElements.forEach(collect)
            }
            collect(document.root)
            for (position, layer) in animation.glyph.layers.enumerated() where !layer.annotations.isEraser {
                let group = try #require(groups["layer-\(position)"])
                let written = try group[attribute: "transform"].map { try TransformListParser.parse($0) } ?? .identity
                #expect(written.isClose(to: states[position].transform, tolerance: 5e-4))
            }
        }
    }

    /// The fan's three blades spin about their hub: the centre of their paint, where the centre of their
    /// bounding box (what they turned about before) is 13 units off it. Every frame's blade transform leaves
    /// the hub's centre where it is, and the hub does not move.
    @Test func theFansBladesSpinAboutTheirHub() throws {
        let animation = try Self.animation("fan", "rotate.byLayer", fps: 12)
        let glyph = animation.glyph
        let blades = try #require(glyph.layers.firstIndex { $0.annotations.alwaysRotates })
        let hub = try #require(glyph.layers.indices.first { $0 != blades })
        let centre = try #require(glyph.layers[hub].bounds?.center)
        let bladeCentroid = try #require(glyph.layers[blades].paintCentroid)
        #expect(abs(bladeCentroid.x - centre.x) < 0.05 && abs(bladeCentroid.y - centre.y) < 0.05,
                "blades centred at \(bladeCentroid), hub at \(centre)")
        #expect(try #require(glyph.layers[blades].bounds?.center).x.distance(to: centre.x).magnitude > 1)
        var turned = false
        for frame in 0..<animation.frameCount {
            let states = animation.states(ofFrame: frame)
            let moved = states[blades].transform.apply(to: bladeCentroid)
            #expect(abs(moved.x - bladeCentroid.x) < 1e-9 && abs(moved.y - bladeCentroid.y) < 1e-9)
            #expect(states[hub].transform.isIdentity)
            turned = turned || !states[blades].transform.isIdentity
        }
        #expect(turned)
    }

    /// An effect that repeats forever is sampled for a whole number of its periods (at least
    /// `defaultOpenEndedDuration`), so its last state is its first and the animated SVG, which loops, has no
    /// jump (a 2 s sample of a 1.3 s pulse jumped from opacity 0.57 to 1 at every loop). The states repeat
    /// with the period at any time.
    @Test(arguments: [("bell", "pulse.wholeSymbol", SymbolEffectOptions.repeating),
                      ("bell.badge", "bounce.up.byLayer", .repeat(.periodic(nil, delay: 0.1)).speed(1.5)),
                      ("fan", "rotate.byLayer", .repeating), ("wifi", "variableColor.iterative.reversing", .repeating),
                      ("bell", "wiggle.forward", .repeating.speed(0.7)), ("cloud.sun.rain", "breathe.pulse.byLayer", .repeating)])
    func aRepeatingEffectLoopsOverWholePeriods(_ name: String, _ effect: String, _ options: SymbolEffectOptions) throws {
        let (symbol, _, _) = try Self.library.symbol(named: name)
        let spec = try SymbolEffectSpec.parse(effect)
        let animation = SymbolAnimation(glyph: try symbol.glyph(), defaults: symbol.defaults,
                                        content: .effect(spec.makeEffect().options(options)))
        let period = try #require(animation.loopPeriod)
        #expect(animation.isOpenEnded)
        #expect(animation.duration >= SymbolAnimation.defaultOpenEndedDuration - 1e-9)
        #expect(animation.duration - period < SymbolAnimation.defaultOpenEndedDuration)
        let periods = animation.duration / period
        #expect(abs(periods - periods.rounded()) < 1e-9, "\(animation.duration) s is \(periods) periods of \(period) s")
        func expectSame(_ a: [LayerState], _ b: [LayerState], _ what: String) {
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) {
                let (p, q) = (x.transform, y.transform)
                let close = [p.a - q.a, p.b - q.b, p.c - q.c, p.d - q.d, (p.e - q.e) / 100, (p.f - q.f) / 100, x.opacity - y.opacity]
                    .allSatisfy { abs($0) < 1e-6 }
                #expect(close && x.isVisible == y.isVisible, "\(what): \(x) vs \(y)")
            }
        }
        expectSame(animation.states(at: 0), animation.states(at: animation.duration), "first and last")
        for time in stride(from: 0.05, to: animation.duration - period, by: 0.137) {
            expectSame(animation.states(at: time), animation.states(at: time + period), "t = \(time)")
        }
        let svg = String(decoding: AnimatedSVGWriter().data(for: animation, style: .monochrome(.black), size: 32), as: UTF8.self)
        for frames in Self.keyframes(in: svg).values {
            let (first, last) = (try #require(frames.first), try #require(frames.last))
            #expect(first.transform == last.transform && first.opacity == last.opacity)
        }
    }

    static func plainGlyph(_ svg: String) throws -> SymbolGlyph {
        try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(svg.utf8))).symbol.glyph()
    }

    /// Replacing a plain 24-unit icon with a library symbol (100-point template) and back: the outgoing
    /// symbol is drawn in the incoming one's coordinates, its view box fitted onto the template's square of
    /// 1.5 cap heights, centre on centre; it was drawn in its own, a speck in a corner (or five times too big).
    @Test func replaceFitsTheOutgoingSymbolIntoTheIncomingOnesCoordinates() throws {
        let plain = try Self.plainGlyph("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><rect x=\"6\" y=\"6\" width=\"12\" height=\"12\"/></svg>")
        let (symbol, _, _) = try Self.library.symbol(named: "bell")
        let template = try symbol.glyph()
        let fitted = SymbolAnimation.fitted(plain, into: template)
        let side = template.guides.capHeight * SymbolCanvas.minimumCapHeights
        let box = try #require(fitted.bounds)
        // The rect is the middle half of its view box: so of the template's square.
        #expect(abs(box.width - side / 2) < 1e-9 && abs(box.height - side / 2) < 1e-9, "\(box)")
        #expect(abs(box.center.x - template.guides.center.x) < 1e-9 && abs(box.center.y - template.guides.center.y) < 1e-9)
        // And back: the template's square onto the view box.
        let back = SymbolAnimation.fitted(template, into: plain)
        let bell = try #require(template.bounds), shrunk = try #require(back.bounds)
        #expect(abs(shrunk.width - bell.width * 24 / side) < 1e-9)
        let expectedCentre: Double = 12 + (bell.center.x - template.guides.center.x) * 24 / side
        #expect(abs(shrunk.center.x - expectedCentre) < 1e-9)
        // Two templates share their points: nothing moves.
        #expect(SymbolAnimation.fitted(template, into: template).layers == template.layers)
    }

    /// Two files with a `<clipPath id="c">` each: after the replace, the incoming shapes are clipped by their
    /// own clip (the bottom half), as the incoming file alone draws them; they were clipped by the outgoing
    /// file's (the left half), which came first under the same id.
    @Test func replaceKeepsEachFilesOwnIDs() throws {
        let outgoing = try Self.plainGlyph("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><clipPath id="c"><rect width="12" height="24"/></clipPath>\
            <rect width="24" height="24" clip-path="url(#c)"/></svg>
            """)
        let incoming = try Self.plainGlyph("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><clipPath id="c"><rect y="12" width="24" height="12"/></clipPath>\
            <circle cx="12" cy="12" r="10" clip-path="url(#c)"/></svg>
            """)
        let replace = try #require(try SymbolEffectSpec.parse("replace:other").makeReplaceEffect())
        let animation = SymbolAnimation(glyph: outgoing, content: .replace(replace, incoming: incoming, incomingDefaults: [:]))
        let style = SymbolStyle.monochrome(.black)
        let template = FrameTemplate(glyph: animation.glyph, paints: style.layerPaints(for: animation.glyph),
                                     canvas: SymbolCanvas.box(for: animation.glyph, room: SymbolAnimation.canvasRoom), size: 96)
        let last = try Rasterizer().image(svg: template.svg(states: animation.states(ofFrame: animation.frameCount - 1)), size: .square(96))
        let alone = FrameTemplate(glyph: incoming, paints: style.layerPaints(for: incoming),
                                  canvas: SymbolCanvas.box(for: animation.glyph, room: SymbolAnimation.canvasRoom), size: 96)
        let expected = try Rasterizer().image(svg: alone.svg(states: []), size: .square(96))
        #expect(last.difference(from: expected, threshold: 2).differingPixelCount == 0)
        #expect(Set(animation.glyph.definitions.compactMap { $0[attribute: "id"] }) == ["c", "c-2"])
    }

    @Test func firstFrameOfTheAnimatedSVGIsFrameZero() throws {
        let animation = try Self.animation("bell.badge", "appear.up")
        let style = SymbolStyle.palette(Color(red8: 255, green8: 59, blue8: 48), .black)
        let template = FrameTemplate(glyph: animation.glyph, paints: style.layerPaints(for: animation.glyph),
                                     canvas: SymbolCanvas.box(for: animation.glyph, room: SymbolAnimation.canvasRoom), size: 96)
        let frame = try Rasterizer().image(svg: template.svg(states: animation.states(ofFrame: 0)), size: .square(96))
        let animated = try Rasterizer().image(svg: AnimatedSVGWriter().data(for: animation, style: style, size: 96), size: .square(96))
        #expect(animated.difference(from: frame, threshold: 2).differingPixelCount == 0)
        // appear starts hidden: nothing drawn; the last frame draws the symbol.
        #expect(frame.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 })
        let last = try Rasterizer().image(svg: template.svg(states: animation.states(ofFrame: animation.frameCount - 1)), size: .square(96))
        #expect(last.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
    }

    @Test func frameTimingFollowsFpsRepeatAndSpeed() throws {
        let once = try Self.animation("bell", "bounce")
        #expect(once.frameCount == Int((once.duration * 30 - 1e-9).rounded(.up)) + 1)
        #expect(once.time(ofFrame: once.frameCount - 1) == once.duration)
        // The last frame is the rest state: bounce returns exactly to identity.
        #expect(once.states(ofFrame: once.frameCount - 1).allSatisfy { $0 == .identity })
        let (symbol, _, _) = try Self.library.symbol(named: "bell")
        let twice = SymbolAnimation(glyph: try symbol.glyph(), content: .effect(BounceSymbolEffect.bounce.options(.repeat(2))))
        #expect(twice.duration > 2 * once.duration - 1e-9)
        let fast = SymbolAnimation(glyph: try symbol.glyph(), content: .effect(BounceSymbolEffect.bounce.options(.speed(2))))
        #expect(abs(fast.duration - once.duration / 2) < 1e-9)
        for index in 0..<fast.frameCount {
            let t = fast.time(ofFrame: index)
            #expect(fast.states(at: t) == once.states(at: 2 * t))
        }
    }

    @Test func jsonIsDeterministicAndComplete() throws {
        let animation = try Self.animation("wifi", "variableColor.cumulative")
        let a = AnimationFrames(animation: animation, effect: "variableColor.cumulative")
        let b = AnimationFrames(animation: try Self.animation("wifi", "variableColor.cumulative"), effect: "variableColor.cumulative")
        #expect(a == b)
        #expect(a.frames.count == a.frameCount)
        #expect(a.frames.allSatisfy { $0.layers.count == animation.glyph.layers.count })
        #expect(a.frames.map(\.time) == a.frames.map(\.time).sorted())
    }
}

/// A symbol's `.defaults` choose its wiggle when the effect names no direction (SF-SEMANTICS 2.6 and
/// 3.2): `-sfsymbols-wiggle-style:clockwise` turns it, where it moved sideways along `.forward`.
@Suite struct SymbolWiggleDefaultTests {
    /// The whole symbol's transform at the first peak of a wiggle (0.15 s: +1 amplitude).
    static func peak(_ defaults: [String: String], effect: String = "wiggle.wholeSymbol") throws -> EmblemGeometry.AffineTransform {
        let (symbol, _, _) = try AnimationOutputTests.library.symbol(named: "bell")
        let spec = try SymbolEffectSpec.parse(effect)
        let animation = SymbolAnimation(glyph: try symbol.glyph(), defaults: defaults, content: .effect(spec.makeEffect()))
        return animation.states(at: 0.15)[0].transform
    }

    @Test(arguments: [("clockwise", 1.0), ("counterclockwise", -1.0), ("Counter-Clockwise", -1.0)])
    func rotationalStyleTurns(style: String, sign: Double) throws {
        let transform = try Self.peak(["-sfsymbols-wiggle-style": style])
        // A turn of ±wiggleRotationDegrees: (cos θ, ±sin θ) in a and b (y down: clockwise maps +x to +y).
        let radians = EffectConstants.wiggleRotationDegrees * Double.pi / 180
        #expect(abs(transform.a - cos(radians)) < 1e-9 && abs(transform.b - sign * sin(radians)) < 1e-9)
    }

    @Test func linearStyleFollowsTheAngleAndAnExplicitDirectionWins() throws {
        let linear = try Self.peak(["-sfsymbols-wiggle-style": "linear", "-sfsymbols-wiggle-angle": "90"])
        #expect(linear.a == 1 && linear.b == 0 && abs(linear.e) < 1e-9 && linear.f > 0)
        let forced = try Self.peak(["-sfsymbols-wiggle-style": "clockwise"], effect: "wiggle.right.wholeSymbol")
        #expect(forced.a == 1 && forced.b == 0 && forced.e > 0)
    }
}
