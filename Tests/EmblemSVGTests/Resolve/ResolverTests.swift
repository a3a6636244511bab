import EmblemGeometry
import Testing
@testable import EmblemSVG

/// The resolver against the rules SVG 2 states: basic shapes as paths (checked point by point against
/// their own equations), the cascade's order, inheritance, `use` and `symbol`, and transforms.
struct ResolverTests {
    static func drawing(_ body: String, viewBox: String = "0 0 100 100") throws -> (Drawing, [Diagnostic]) {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"\(viewBox)\">"
            + body + "</svg>"
        return Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
    }

    /// A root without a viewBox: its width and height in pixels make the viewport (units converted at
    /// 96 px to the inch), a missing or percentage size counts as 100, and percentages of shapes refer
    /// to that viewport.
    @Test(arguments: [
        ("width=\"200\" height=\"50\"", 200.0, 50.0), ("width=\"10mm\" height=\"1in\"", 96 * 10 / 25.4, 96.0),
        ("width=\"50%\" height=\"40\"", 100.0, 40.0), ("", 100.0, 100.0),
    ])
    func rootViewportWithoutAViewBox(size: String, width: Double, height: Double) throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size)><rect width=\"50%\" height=\"50%\"/></svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(abs(drawing.viewBox.width - width) < 1e-9 && abs(drawing.viewBox.height - height) < 1e-9, "\(drawing.viewBox)")
        let bounds = try #require(drawing.bounds)
        #expect(abs(bounds.width - width / 2) < 1e-9 && abs(bounds.height - height / 2) < 1e-9, "\(bounds)")
    }

    /// A node holds its group in a box and its shape as the shape's one reference to its storage: moving
    /// nodes between arrays and optionals while a tree is resolved, rendered or recoloured then moves a
    /// pointer, not a shape with its whole style (≈ 450 bytes, copied some 25 times a resolved icon when
    /// nodes held them inline). A shape stays the same value through the node, and changing a copy leaves
    /// the original alone.
    @Test func nodesHoldShapesAndGroupsByReference() throws {
        #expect(MemoryLayout<DrawingNode>.size <= 2 * MemoryLayout<Int>.size, "\(MemoryLayout<DrawingNode>.size) bytes")
        #expect(MemoryLayout<DrawingShape>.size == MemoryLayout<Int>.size, "\(MemoryLayout<DrawingShape>.size) bytes")
        let (drawing, _) = try Self.drawing("<g opacity=\".5\"><path d=\"M1 2h3v4z\" fill=\"red\"/></g>")
        guard case .group(let group) = try #require(drawing.root.children.first),
              case .shape(let shape) = try #require(group.children.first) else {
            Issue.record("expected a group holding a shape")
            return
        }
        var copy = DrawingNode.shape(shape)
        if case .shape(var changed) = copy {
            changed.style.fill = .none
            copy = .shape(changed)
        }
        #expect(copy != DrawingNode.shape(shape) && DrawingNode.shape(shape) == group.children[0])
        guard case .shape(let original) = group.children[0] else {
            Issue.record("the group's child stopped being a shape")
            return
        }
        #expect(original.style.fill != Paint.none && original.path.elements.count == 4 && group.opacity == 0.5)
    }

    static func onlyShape(_ body: String) throws -> (shape: DrawingShape, transform: AffineTransform) {
        let shapes = try drawing(body).0.shapes
        try #require(shapes.count == 1)
        return shapes[0]
    }

    /// Points along every segment of `path`, the segments' own end points included.
    static func samples(_ path: Path, perSegment: Int = 32) -> [Point] {
        var points: [Point] = []
        var current = Point(x: 0, y: 0), start = current
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p; points.append(p)
            case .line(let p):
                for i in 1...perSegment { points.append(current + (p - current) * (Double(i) / Double(perSegment))) }
                current = p
            case .cubic(let c1, let c2, let p):
                for i in 1...perSegment {
                    let t = Double(i) / Double(perSegment), u = 1 - t
                    points.append(current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                current = p
            case .close: current = start
            }
        }
        return points
    }

    // MARK: Shapes

    /// A rounded rectangle: every point lies on a side or on its corner's quarter ellipse (within the
    /// cubic approximation's 0.03% of the radius), radii clamped to half the side, and the exact bounds
    /// are the rectangle's.
    @Test(arguments: [
        // x, y, width, height, rx, ry → the radii SVG 2 resolves (auto takes the other; clamp to half).
        ("rx=\"2\"", 2.0, 2.0), ("ry=\"1.5\"", 1.5, 1.5), ("rx=\"3\" ry=\"1\"", 3.0, 1.0), ("rx=\"40\"", 5.0, 2.0),
        ("rx=\"0\" ry=\"2\"", 0.0, 0.0), ("", 0.0, 0.0),
    ])
    func roundedRectangles(radii: String, rx: Double, ry: Double) throws {
        let (x, y, width, height) = (1.0, 2.0, 10.0, 4.0)
        let shape = try Self.onlyShape("<rect x=\"1\" y=\"2\" width=\"10\" height=\"4\" \(radii)/>").shape
        #expect(shape.path.bounds(applying: .identity) == Rect(x: x, y: y, width: width, height: height))
        let tolerance = 3e-4 * max(rx, ry, 1)
        for p in Self.samples(shape.path) {
            let onSide = abs(p.x - x) < 1e-9 || abs(p.x - (x + width)) < 1e-9 || abs(p.y - y) < 1e-9 || abs(p.y - (y + height)) < 1e-9
            // The corner's centre, when p is in a corner region.
            let cx = p.x < x + rx - 1e-9 ? x + rx : p.x > x + width - rx + 1e-9 ? x + width - rx : nil
            let cy = p.y < y + ry - 1e-9 ? y + ry : p.y > y + height - ry + 1e-9 ? y + height - ry : nil
            if let cx, let cy {
                let radial = (((p.x - cx) / rx) * ((p.x - cx) / rx) + ((p.y - cy) / ry) * ((p.y - cy) / ry)).squareRoot()
                #expect(abs(radial - 1) < tolerance, "\(p) off its corner ellipse by \(radial - 1)")
            } else {
                #expect(onSide, "\(p) is on no side")
            }
        }
    }

    @Test func circlesAndEllipsesLieOnTheirCurves() throws {
        for (element, cx, cy, rx, ry) in [("<circle cx=\"5\" cy=\"6\" r=\"3\"/>", 5.0, 6.0, 3.0, 3.0),
                                          ("<ellipse cx=\"5\" cy=\"6\" rx=\"4\" ry=\"2\"/>", 5.0, 6.0, 4.0, 2.0),
                                          ("<ellipse cx=\"5\" cy=\"6\" rx=\"4\"/>", 5.0, 6.0, 4.0, 4.0)] {  // ry auto = rx
            let path = try Self.onlyShape(element).shape.path
            #expect(path.bounds(applying: .identity) == Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry), "\(element)")
            for p in Self.samples(path) {
                let radial = (((p.x - cx) / rx) * ((p.x - cx) / rx) + ((p.y - cy) / ry) * ((p.y - cy) / ry)).squareRoot()
                #expect(abs(radial - 1) < 3e-4, "\(element): \(p)")
            }
            // SVG 2 §10.4: the path starts at the rightmost point.
            #expect(path.elements.first == .move(Point(x: cx + rx, y: cy)))
        }
        #expect(try Self.drawing("<circle r=\"0\"/><ellipse rx=\"0\" ry=\"3\"/><rect width=\"0\" height=\"5\"/>").0.shapes
            .allSatisfy { $0.shape.path.isEmpty })
    }

    @Test func linesAndPolylines() throws {
        let line = try Self.onlyShape("<line x1=\"1\" y1=\"2\" x2=\"7\" y2=\"-3\"/>").shape.path
        #expect(line.elements == [.move(Point(x: 1, y: 2)), .line(Point(x: 7, y: -3))])
        let open = try Self.onlyShape("<polyline points=\"0,0 4,0 4,3\"/>").shape.path
        #expect(open.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)), .line(Point(x: 4, y: 3))])
        // A polygon closes; an odd number of coordinates drops the last one.
        let closed = try Self.onlyShape("<polygon points=\"0 0 4 0 4 3 9\"/>").shape.path
        #expect(closed.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)), .line(Point(x: 4, y: 3)), .close])
    }

    /// A broken `points` list draws the pairs before the error, read as the whole list is (a sign ends a
    /// number, so `10-20` is two), and hexadecimal is an error, not 16.
    @Test(arguments: [
        ("10-20 30,40 x", [Point(x: 10, y: -20), Point(x: 30, y: 40)]),
        ("1,2 3,0x10", [Point(x: 1, y: 2), Point(x: 3, y: 0)]),
        ("1 2 3 4 5,,6", [Point(x: 1, y: 2), Point(x: 3, y: 4)]),
        ("1,2,3,4 nan 7 8", [Point(x: 1, y: 2), Point(x: 3, y: 4)]),
    ])
    func brokenPointsDrawTheirPrefix(points: String, expected: [Point]) throws {
        let (drawing, diagnostics) = try Self.drawing("<polyline points=\"\(points)\"/>")
        let shape = try #require(drawing.shapes.first).shape
        let drawn = shape.path.elements.map { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        #expect(drawn == expected)
        #expect(diagnostics.contains { $0.message.hasPrefix("Points stop at byte") })
    }

    // MARK: The cascade

    /// Specificity and origin: a presentation attribute loses to any style rule, type < class < id
    /// selectors, and the `style` attribute beats them all (CSS Cascade 4; SVG 2 §6.7).
    @Test func theCascadeOrder() throws {
        let sheet = "<style>rect { fill: red } .c { fill: green } #i { fill: blue }</style>"
        func fill(_ rect: String) throws -> Paint { try Self.onlyShape(sheet + rect).shape.style.fill }
        #expect(try fill("<rect width=\"1\" height=\"1\" fill=\"yellow\"/>") == .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(try fill("<rect class=\"x c\" width=\"1\" height=\"1\" fill=\"yellow\"/>") == .color(Color(red8: 0, green8: 128, blue8: 0)))
        #expect(try fill("<rect id=\"i\" class=\"c\" width=\"1\" height=\"1\"/>") == .color(Color(red8: 0, green8: 0, blue8: 255)))
        #expect(try fill("<rect id=\"i\" style=\"fill:#123456\" width=\"1\" height=\"1\"/>")
                == .color(Color(red8: 0x12, green8: 0x34, blue8: 0x56)))
    }

    /// Selectors that look at ancestors match against the document tree; a `use`d element keeps its own
    /// ancestors there (SVG 2 §5.6.3), not the `use`'s. Selectors that are not matched are reported.
    @Test func ancestorSelectorsAndAttributeConditions() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <style>
            g rect { fill: red } svg > rect { fill: blue } [data-k~=on] { stroke: lime }
            .d rect { opacity: .5 } .u rect { fill: yellow } rect:hover { fill: black } g + rect { fill: black }
            rect::before, rect:lang(en) { fill: black }
            </style>
            <g><rect id="a" width="1" height="1"/></g><rect id="b" data-k="x on" width="1" height="1"/>
            <defs><g class="d"><rect id="r" width="1" height="1"/></g></defs><g class="u"><use href="#r"/></g>
            """)
        let byID = Dictionary(uniqueKeysWithValues: drawing.shapes.map { ($0.shape.id ?? "", $0.shape.style) })
        #expect(byID["a"]?.fill == .color(Color(red8: 255, green8: 0, blue8: 0)))
        // `g + rect` (0,0,2) comes after `svg > rect` (0,0,2): rect b follows the g, and is black.
        #expect(byID["b"]?.fill == .color(Color(red8: 0, green8: 0, blue8: 0)))
        #expect(byID["b"]?.stroke == .color(Color(red8: 0, green8: 255, blue8: 0)))
        // The used rect matches `g rect` and `.d rect` through its own <g class="d">, not `.u rect`.
        #expect(byID["r"]?.fill == .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(byID["r"]?.opacity == 0.5)
        let messages = diagnostics.map(\.message)
        // `rect:hover` matches nothing, rightly, and is not worth a word; what is not matched is reported.
        #expect(messages == ["Ignored the CSS selector 'rect::before': Emblem does not match pseudo-elements.",
                             "Ignored the CSS selector 'rect:lang(en)': Emblem does not match the pseudo-class ':lang'."])
        #expect(diagnostics.allSatisfy { $0.location?.line == 1 })
    }

    @Test func inheritanceAndCurrentColor() throws {
        let inherited = try Self.onlyShape("<g fill=\"red\" stroke=\"blue\" stroke-width=\"3\"><rect width=\"1\" height=\"1\"/></g>").shape
        #expect(inherited.style.fill == .color(Color(red8: 255, green8: 0, blue8: 0)))
        #expect(inherited.style.stroke == .color(Color(red8: 0, green8: 0, blue8: 255)) && inherited.style.strokeWidth == 3)
        // The element's own presentation attribute beats an inherited style declaration.
        let own = try Self.onlyShape("<g style=\"fill:red\"><rect fill=\"lime\" width=\"1\" height=\"1\"/></g>").shape
        #expect(own.style.fill == .color(Color(red8: 0, green8: 255, blue8: 0)))
        // Opacity is not inherited: it stays on the group.
        let (drawing, _) = try Self.drawing("<g opacity=\".5\" color=\"#00f\"><rect fill=\"currentColor\" width=\"1\" height=\"1\"/></g>")
        let shape = drawing.shapes[0].shape
        #expect(shape.style.fill == .currentColor && shape.style.color == Color(red8: 0, green8: 0, blue8: 255))
        #expect(shape.style.opacity == 1)
        guard case .group(let group) = drawing.root.children.first else { Issue.record("no group"); return }
        #expect(group.opacity == 0.5)
    }

    /// Keywords compare ignoring ASCII case, as CSS keywords do (librsvg and browsers read
    /// `fill-rule="EVENODD"`); a `visibility` that is not a keyword is ignored rather than hiding.
    @Test func keywordsIgnoreCase() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <g visibility="hidden"><rect fill-rule="EVENODD" stroke-linecap="Round" stroke-linejoin="BEVEL" \
            visibility="VISIBLE" width="1" height="1"/><rect visibility="bogus" width="1" height="1"/></g>\
            <rect display="NONE" width="1" height="1"/><rect style="display: None" width="1" height="1"/>\
            <rect clip-path="url(#c)" style="clip-path: NONE" width="1" height="1"/>
            """)
        let styles = drawing.shapes.map(\.shape.style)
        #expect(styles.count == 3)
        #expect(styles[0].fillRule == .evenodd && styles[0].lineCap == .round && styles[0].lineJoin == .bevel && styles[0].isVisible)
        #expect(!styles[1].isVisible)
        #expect(styles[2].clipPath == nil)
        #expect(diagnostics.map(\.message) == ["Ignored visibility: 'bogus' (expected visible, hidden or collapse)."])
    }

    /// `inherit`, `initial`, `unset` (and `revert`, which acts as `unset` here), in any case: `inherit`
    /// takes the parent's value even where an earlier declaration of the element set another.
    @Test func wideKeywords() throws {
        let (drawing, _) = try Self.drawing("""
            <g fill="#00f" stroke="#0f0" stroke-width="3" opacity=".5" font-family="Serif">\
            <rect fill="#f00" style="fill: INHERIT; stroke: initial; stroke-width: unset; opacity: unset" width="1" height="1"/>\
            <rect fill="initial" stroke-width="revert" opacity="inherit" width="1" height="1"/></g>
            """)
        let styles = drawing.shapes.map(\.shape.style)
        #expect(styles.map(\.fill) == [.color(Color(red8: 0, green8: 0, blue8: 255)), .color(.black)])
        #expect(styles.map(\.stroke) == [.none, .color(Color(red8: 0, green8: 255, blue8: 0))])
        #expect(styles.map(\.strokeWidth) == [3, 3])
        #expect(styles.map(\.opacity) == [1, 0.5])
    }

    /// Dashes take lengths in any unit, percentages of the normalized diagonal and plain numbers,
    /// separated by commas or whitespace; an odd list repeats; anything else is ignored with a warning.
    @Test func dashArraysTakeLengthsAndPercentages() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <path d="M0 0H9" stroke-dasharray="5%, 2 1in"/><path d="M0 0H9" stroke-dasharray="1,2,3,4"/>\
            <path d="M0 0H9" stroke-dasharray="1,,2"/><path d="M0 0H9" stroke-dasharray="1 -2"/><path d="M0 0H9" stroke-dasharray="NONE"/>
            """, viewBox: "0 0 300 400")
        let diagonal = ((300.0 * 300 + 400 * 400) / 2).squareRoot()
        #expect(drawing.shapes.map(\.shape.style.dashArray) == [[diagonal * 0.05, 2, 96, diagonal * 0.05, 2, 96], [1, 2, 3, 4], [], [], []])
        #expect(diagnostics.map(\.message) == [
            "Ignored stroke-dasharray: '1,,2' (expected none or a list of non-negative lengths or percentages).",
            "Ignored stroke-dasharray: '1 -2' (expected none or a list of non-negative lengths or percentages).",
        ])
    }

    /// The drawing writes dashes with three more decimals than the rest: they are laid end to end along
    /// the path, so their rounding adds up (`1mm` as 3.78 moved a long path's dashes visibly).
    @Test func dashesAreWrittenWithMoreDecimals() throws {
        let (drawing, _) = try Self.drawing("""
            <path d="M0 0H9" stroke="#000" stroke-dasharray="1mm 2" stroke-dashoffset="1pt"/><path d="M0 0H9" stroke="#000" stroke-dasharray="5 2.5"/>
            """)
        let text = DrawingWriter().string(for: drawing)
        #expect(text.contains("stroke-dasharray=\"3.779528 2\""), "\(text)")
        #expect(text.contains("stroke-dashoffset=\"1.333333\""))
        #expect(text.contains("stroke-dasharray=\"5 2.5\""))
    }

    /// A stroke width, dash array or dash offset given as a percentage is inherited as one and measured in
    /// the viewport where it is used: a nested `svg` or a used symbol of another size gives another length.
    /// An `em` in it stays measured where it was given. (Measured once where declared, the outer
    /// viewport's width was drawn inside; found by differential fuzzing against librsvg.)
    @Test func inheritedPercentagesAreMeasuredInTheirViewport() throws {
        let (drawing, _) = try Self.drawing("""
            <g stroke="#000" stroke-width="10%" stroke-dasharray="5% 1em" stroke-dashoffset="2%" font-size="4">
            <path d="M0 0H9"/><svg viewBox="0 0 12 6" font-size="8"><path d="M0 0H9"/>
            <svg width="50" height="20"><path d="M0 0H9"/><path d="M0 0H9" stroke-width="3"/></svg></svg>
            <symbol id="s" viewBox="0 0 30 40"><path d="M0 0H9"/></symbol><use href="#s"/></g>
            """, viewBox: "0 0 300 400")
        func diagonal(_ width: Double, _ height: Double) -> Double { ((width * width + height * height) / 2).squareRoot() }
        let diagonals = [diagonal(300, 400), diagonal(12, 6), diagonal(50, 20), diagonal(50, 20), diagonal(30, 40)]
        let styles = drawing.shapes.map(\.shape.style)
        try #require(styles.count == 5)
        for (index, (style, d)) in zip(styles, diagonals).enumerated() {
            if index != 3 { #expect(abs(style.strokeWidth - d * 0.1) < 1e-9, "\(index): \(style.strokeWidth)") }
            #expect(style.dashArray.count == 2 && abs(style.dashArray[0] - d * 0.05) < 1e-9 && style.dashArray[1] == 4, "\(index): \(style.dashArray)")
            #expect(abs(style.dashOffset - d * 0.02) < 1e-9, "\(index): \(style.dashOffset)")
        }
        #expect(styles[3].strokeWidth == 3)
    }

    /// A type selector's namespace prefix: `*|` (any namespace) matches as no prefix does; `|rect` (no
    /// namespace) is ignored with a warning, the rest of the list still applying; an undeclared prefix
    /// makes the list invalid, dropping the rule.
    @Test func namespacePrefixesOnTypes() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <style>*|rect { fill: #0a0 } *|*.b { stroke: #00f } |rect, circle { opacity: .5 } svg|rect, circle { fill: red }</style>\
            <rect class="b" width="1" height="1"/><circle r="1"/>
            """)
        let styles = drawing.shapes.map(\.shape.style)
        #expect(styles[0].fill == .color(Color(red8: 0, green8: 170, blue8: 0)) && styles[0].stroke == .color(Color(red8: 0, green8: 0, blue8: 255)))
        #expect(styles.map(\.opacity) == [1, 0.5])
        #expect(styles[1].fill == .color(.black))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.contains { $0.message == "Ignored the CSS selector '|rect': Emblem does not match elements in no namespace." })
        #expect(diagnostics.contains { $0.message.hasPrefix("Dropped the CSS rule for 'svg|rect, circle'") })
    }

    /// `em` and `ex` lengths measure the element's computed font size (set on it, in either order, or
    /// inherited; keywords, `larger`, percentages of the parent's, CSS-wide keywords), 16 px by default.
    @Test func emLengthsMeasureTheFontSize() throws {
        let (drawing, _) = try Self.drawing("""
            <rect width="1em" height="2ex"/>\
            <g font-size="10"><rect width="2em" height="1em" font-size="larger"/><rect stroke-width=".1em" width="1em" height="1em"/>\
            <g style="font-size: 50%"><rect width="1em" height="1em" style="font-size: inherit"/><rect width="1em" height="1em" font-size="initial"/></g>\
            <rect width="1em" height="1em" font-size="x-large"/><rect width="1em" height="1em" font-size="-3px"/></g>
            """)
        let sizes = drawing.shapes.map { ($0.shape.path.bounds?.width ?? 0, $0.shape.path.bounds?.height ?? 0) }
        #expect(sizes.map(\.0) == [16, 24, 10, 5, 16, 24, 10])
        #expect(sizes.map(\.1) == [16, 12, 10, 5, 16, 24, 10])
        #expect(drawing.shapes[2].shape.style.strokeWidth == 1)
        #expect(drawing.shapes.map(\.shape.style.fontSize) == [16, 12, 10, 5, 16, 24, 10])
    }

    /// The `x`, `y`, `width` and `height` of a `use` and a nested `svg` in `em` and `ex` measure the
    /// element's font size, inherited or its own, as a shape's geometry does (not CSS's initial 16 px).
    @Test func viewportLengthsInEmMeasureTheFontSize() throws {
        let (drawing, _) = try Self.drawing("""
            <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol>\
            <g font-size="10"><use href="#s" x="1em" y="2ex" width="3em" height="6ex"/>\
            <svg font-size="20" x="1em" width="1em" height="1em" viewBox="0 0 10 10"><rect width="10" height="10"/></svg></g>
            """)
        #expect(drawing.shapes.map { $0.shape.path.bounds(applying: $0.transform) } == [
            Rect(x: 10, y: 10, width: 30, height: 30), Rect(x: 20, y: 0, width: 20, height: 20),
        ])
    }

    /// A clipped nested `svg`'s own opacity and blending apply outside its viewport clip, as librsvg
    /// draws them: under the clip, the clip cut the composited content's edge a second time.
    @Test func nestedViewportEffectsStayOutsideTheirClip() throws {
        let (drawing, _) = try Self.drawing("""
            <svg width="51.84" opacity=".7" style="mix-blend-mode: multiply"><rect width="100" height="100"/></svg>
            """)
        guard case .group(let outer)? = drawing.root.children.first, case .group(let clipped)? = outer.children.first,
              case .group(let content)? = clipped.children.first else {
            Issue.record("expected three groups: \(drawing.root.children)"); return
        }
        #expect(outer.opacity == 0.7 && outer.compositing == ["mix-blend-mode": "multiply"] && outer.clipPath == nil)
        #expect(clipped.clipPath != nil && clipped.opacity == 1)
        #expect(content.opacity == 1 && content.compositing.isEmpty)
    }

    /// A paint server reference falling back to `currentColor` paints the `color` where it paints when the
    /// reference does not resolve, so the drawing writes both (it wrote the reference alone: nothing).
    @Test func referencesFallBackToCurrentColor() throws {
        let (drawing, _) = try Self.drawing("<g color=\"#00f\"><rect fill=\"url(#missing) currentColor\" width=\"1\" height=\"1\"/></g>")
        #expect(drawing.shapes.first?.shape.style.fill == .reference("url(#missing)", fallback: .currentColor))
        let text = DrawingWriter().string(for: drawing)
        #expect(text.contains("fill=\"url(#missing) currentColor\"") && text.contains("color=\"#00f\""))
    }

    /// `mix-blend-mode` and `isolation` stay on the shapes and groups (and `use`s) that set them, in CSS
    /// only (not as attributes), are not inherited, and are written back in `style`; their initial
    /// values are left out.
    @Test func compositingIsKept() throws {
        let (drawing, _) = try Self.drawing("""
            <g style="isolation: isolate; mix-blend-mode: multiply"><rect style="mix-blend-mode: screen" width="1" height="1"/>\
            <rect mix-blend-mode="screen" style="isolation: auto; mix-blend-mode: Normal" width="1" height="1"/></g><use href="#x" style="mix-blend-mode: darken"/><rect id="x" width="1" height="1"/>
            """)
        guard case .group(let group)? = drawing.root.children.first, case .group(let use)? = drawing.root.children.dropFirst().first else {
            Issue.record("no groups"); return
        }
        #expect(group.compositing == ["isolation": "isolate", "mix-blend-mode": "multiply"])
        #expect(use.compositing == ["mix-blend-mode": "darken"])
        #expect(drawing.shapes.map(\.shape.style.compositing) == [["mix-blend-mode": "screen"], [:], [:], [:]])
        let text = DrawingWriter().string(for: drawing)
        #expect(text.contains("<g style=\"isolation: isolate; mix-blend-mode: multiply\">"))
        #expect(text.contains("fill=\"#000\" style=\"mix-blend-mode: screen\"/>"))
    }

    /// A negative `width` or `height` on a nested `svg` or a `use` of a symbol is not a value, so the
    /// side takes 100% of the viewport; a viewBox of zero width or height draws nothing.
    @Test func viewportSizesAndEmptyViewBoxes() throws {
        let (drawing, _) = try Self.drawing("""
            <svg width="-5" height="50" viewBox="0 0 10 10" preserveAspectRatio="none" overflow="visible"><rect width="10" height="10"/></svg>\
            <svg width="40" height="40" viewBox="0 0 0 10"><rect width="10" height="10"/></svg>\
            <symbol id="s" viewBox="0 0 10 0"><rect width="10" height="10"/></symbol><use href="#s"/>
            """)
        #expect(drawing.shapes.count == 1)
        #expect(drawing.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Opacity and the miter limit take CSS numbers (and percentages for opacity): hexadecimal, `inf`
    /// and units are invalid, so ignored with a warning, as a renderer ignores them.
    @Test func numberPropertiesTakeCSSNumbersOnly() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <rect opacity="50%" stroke-miterlimit="2.5" width="1" height="1"/>\
            <rect opacity="0x0" stroke-miterlimit="0x10" width="1" height="1"/>\
            <rect opacity="inf" stroke-miterlimit="3px" width="1" height="1"/>
            """)
        let styles = drawing.shapes.map(\.shape.style)
        #expect(styles.map(\.opacity) == [0.5, 1, 1])
        #expect(styles.map(\.miterLimit) == [2.5, 4, 4])
        #expect(diagnostics.count == 4, "\(diagnostics)")
    }

    @Test func hiddenContent() throws {
        let (drawing, _) = try Self.drawing("""
            <g display="none"><rect width="1" height="1"/></g><rect style="display:none" width="1" height="1"/>\
            <g visibility="hidden"><rect id="v" width="1" height="1" visibility="visible"/><rect id="h" width="1" height="1"/></g>
            """)
        #expect(drawing.shapes.map(\.shape.id) == ["v", "h"])
        #expect(drawing.shapes.map(\.shape.style.isVisible) == [true, false])
    }

    @Test func customPropertiesAreKeptAndQueryable() throws {
        let shape = try Self.onlyShape("""
            <style>.erase { -sfsymbols-clear-behind: true }</style>\
            <path class="erase" style="-sfsymbols-motion-group: 2" d="M0 0h1v1z"/>
            """).shape
        #expect(shape.properties["-sfsymbols-clear-behind"] == "true")
        #expect(shape.properties["-sfsymbols-motion-group"] == "2")
    }

    // MARK: Structure

    /// `use`: x and y translate the content before the element's own transform (SVG 2 §5.6.2).
    @Test func useTranslatesThenTransforms() throws {
        let (shape, transform) = try Self.onlyShape("""
            <defs><rect id="r" width="2" height="2"/></defs><use href="#r" x="10" y="1" transform="scale(2)"/>
            """)
        #expect(shape.id == "r")
        #expect(transform.apply(to: Point(x: 0, y: 0)) == Point(x: 20, y: 2))
        #expect(transform.apply(to: Point(x: 2, y: 2)) == Point(x: 24, y: 6))
        // The SVG 1.1 spelling works alike.
        #expect(try Self.onlyShape("<defs><rect id=\"r\" width=\"2\" height=\"2\"/></defs><use xlink:href=\"#r\" x=\"3\"/>")
            .transform.apply(to: Point(x: 0, y: 0)) == Point(x: 3, y: 0))
    }

    /// A `symbol` maps its viewBox onto the `use` element's width and height.
    @Test func symbolsFitTheirViewport() throws {
        let (drawing, _) = try Self.drawing("""
            <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol>\
            <use href="#s" x="5" width="20" height="20"/>
            """)
        #expect(drawing.bounds == Rect(x: 5, y: 0, width: 20, height: 20))
        // A symbol is not drawn where it is defined.
        #expect(drawing.shapes.count == 1)
        // A viewport of another shape: xMidYMid meet by default centres it, slice fills it, none stretches.
        for (aspect, expected) in [("", Rect(x: 5, y: 0, width: 10, height: 10)), ("xMinYMin meet", Rect(x: 0, y: 0, width: 10, height: 10)),
                                   ("none", Rect(x: 0, y: 0, width: 20, height: 10))] {
            let attribute = aspect.isEmpty ? "" : " preserveAspectRatio=\"\(aspect)\""
            let (fitted, _) = try Self.drawing("""
                <symbol id="s" viewBox="0 0 10 10"\(attribute)><rect width="10" height="10"/></symbol><use href="#s" width="20" height="10"/>
                """)
            #expect(fitted.bounds == expected, "\(aspect)")
        }
    }

    /// A `preserveAspectRatio` that is not a value is the default, as in browsers, with a warning where it
    /// is written; the root's is kept on the drawing and written back when it is not the default, and
    /// means nothing without a viewBox.
    @Test func aspectRatioOfRootAndViewports() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <symbol id="s" viewBox="0 0 10 10" preserveAspectRatio="xmaxymin"><rect width="10" height="10"/></symbol>
            <use href="#s" width="20" height="10"/>
            """)
        #expect(drawing.bounds == Rect(x: 5, y: 0, width: 10, height: 10))
        #expect(diagnostics.map(\.message) == ["Ignored preserveAspectRatio=\"xmaxymin\": expected none or xMinYMin … xMaxYMax "
                                               + "(case-sensitive), then meet or slice; using xMidYMid meet."])
        #expect(diagnostics.first?.location?.line == 1)
        func root(_ attributes: String) throws -> (Drawing, String) {
            let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" \(attributes)><rect width=\"10\" height=\"10\"/></svg>"
            let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
            return (drawing, DrawingWriter().string(for: drawing))
        }
        let (stretched, stretchedText) = try root("viewBox=\"0 0 10 10\" preserveAspectRatio=\" none \"")
        #expect(stretched.preserveAspectRatio == PreserveAspectRatio(alignment: nil))
        #expect(stretchedText.contains(" viewBox=\"0 0 10 10\" preserveAspectRatio=\"none\">"))
        let (plain, plainText) = try root("viewBox=\"0 0 10 10\" preserveAspectRatio=\"xMidYMid meet\"")
        #expect(plain.preserveAspectRatio == .default && !plainText.contains("preserveAspectRatio"))
        let (unscaled, unscaledText) = try root("preserveAspectRatio=\"xMinYMin slice\"")
        #expect(unscaled.preserveAspectRatio == .default && !unscaledText.contains("preserveAspectRatio"))
    }

    @Test func unusableReferencesAreReportedAndSkipped() throws {
        let (drawing, diagnostics) = try Self.drawing("""
            <g id="a"><rect width="1" height="1"/><use href="#a"/></g><use href="#missing"/>\
            <use href="icons.svg#star"/><use/>
            """)
        #expect(drawing.shapes.count == 1)
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'#a' forms a cycle") })
        #expect(messages.contains("<use> refers to '#missing', which does not exist."))
        #expect(messages.contains("<use> refers to 'icons.svg#star' outside this document, which Emblem never loads; it draws nothing."))
        #expect(messages.contains("A <use> without an href draws nothing."))
    }

    /// Transforms nest: a point goes through the shape's own transform, then each group's, outwards.
    @Test func transformsCompose() throws {
        let (drawing, _) = try Self.drawing("""
            <g transform="translate(10 0)"><g transform="scale(2 1)"><rect transform="rotate(90)" width="1" height="2"/></g></g>
            """)
        // rotate(90): (x, y) → (−y, x), so the rect spans x ∈ [−2, 0], y ∈ [0, 1]; then ×2 in x, then +10.
        let bounds = try #require(drawing.bounds)
        #expect(abs(bounds.x - 6) < 1e-12 && abs(bounds.width - 4) < 1e-12)
        #expect(abs(bounds.y) < 1e-12 && abs(bounds.height - 1) < 1e-12)
    }

    /// Percentages refer to the nearest viewport: x-like lengths to its width, y-like ones to its height,
    /// radii to its normalized diagonal √((w² + h²) / 2) (SVG 2 §8.9); a nested `svg` or a used `symbol`
    /// without width or height takes 100% of the viewport around it, and inside it percentages refer
    /// to its viewBox.
    @Test func percentagesReferToTheNearestViewport() throws {
        let (drawing, _) = try Self.drawing("""
            <rect x="10%" y="10%" width="50%" height="20%"/><circle cx="50%" cy="50%" r="10%"/>
            <svg x="50%" width="25%" height="50%" viewBox="0 0 10 10"><rect width="50%" height="50%"/></svg>
            <svg y="50%"><rect width="10%" height="10%"/></svg>
            """, viewBox: "0 0 200 100")
        let bounds = drawing.shapes.compactMap { $0.shape.path.bounds(applying: $0.transform) }
        try #require(bounds.count == 4)
        #expect(bounds[0] == Rect(x: 20, y: 10, width: 100, height: 20))
        let radius = 0.1 * ((200.0 * 200 + 100 * 100) / 2).squareRoot()
        #expect(abs(bounds[1].width - 2 * radius) < 1e-9 && abs(bounds[1].midX - 100) < 1e-9 && abs(bounds[1].midY - 50) < 1e-9)
        // 50% of the viewBox's 10 units, scaled by min(50/10, 50/10) = 5 into the viewport at x = 100.
        #expect(bounds[2] == Rect(x: 100, y: 0, width: 25, height: 25))
        // No viewBox and no size: the nested viewport is the outer one, moved down by 50.
        #expect(bounds[3] == Rect(x: 0, y: 50, width: 20, height: 10))
    }

    /// SVG's billion laughs: ten uses of ten uses … of ten rects, 2 KB that would draw 10⁹ shapes. `use`
    /// stops drawing copies at the limit, says so once, and the drawing holds no more than that.
    @Test func useBombsStopAtTheInstanceLimit() throws {
        var body = "<defs><g id=\"a0\">" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 10) + "</g>"
        for level in 1...8 { body += "<g id=\"a\(level)\">" + String(repeating: "<use href=\"#a\(level - 1)\"/>", count: 10) + "</g>" }
        body += "</defs><use href=\"#a8\"/>"
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">" + body + "</svg>"
        var resolver = Resolver()
        resolver.maximumInstancedElements = 5_000
        let (drawing, diagnostics) = resolver.resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(drawing.shapes.count > 4_000 && drawing.shapes.count <= 5_000)
        #expect(diagnostics.map(\.message) == ["<use> stopped drawing copies after 5000 elements (a use of uses of uses …): the rest is not drawn."])
        // A document within the limit draws every copy.
        resolver.maximumInstancedElements = 200_000
        let (small, smallDiagnostics) = resolver.resolve(try SVGDocument(bytes: Array(source.replacingOccurrences(of: "#a8", with: "#a2").utf8)))
        #expect(small.shapes.count == 1_000 && smallDiagnostics.isEmpty)
    }

    /// Few copies of a long path are as much to draw as many of a short one: copies also stop once the
    /// bytes of their attributes pass the limit, said once, every copy drawn before whole.
    /// A copied `symbol` is a viewport (a group, its clip, its transform) and counts as
    /// `viewportInstanceWeight` elements: 200,000 symbol copies took 9 s and 1.3 GB to draw, as many
    /// plain groups 2 s. So a bomb of symbols draws fewer copies than the same bomb of groups.
    @Test func copiedSymbolsCountAsViewports() throws {
        func bomb(_ container: String) -> String {
            "<defs><\(container) id=\"u0\"><path d=\"M0 0h1v1z\"/></\(container)>"
                + (1..<5).map { "<\(container) id=\"u\($0)\">" + String(repeating: "<use href=\"#u\($0 - 1)\"/>", count: 10) + "</\(container)>" }.joined()
                + "</defs><use href=\"#u4\"/>"
        }
        var resolver = Resolver()
        resolver.maximumInstancedElements = 7_000
        let document = { (body: String) in try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\(body)</svg>".utf8)) }
        let (symbols, symbolDiagnostics) = resolver.resolve(try document(bomb("symbol")))
        let (groups, _) = resolver.resolve(try document(bomb("g")))
        #expect(symbolDiagnostics.contains { $0.message.contains("stopped drawing copies") })
        // Each path copy costs its use and path (2) and, for symbols, a viewport (5): 7,000 / 7 and / 3.
        #expect(symbols.shapes.count <= 7_000 / (2 + ResolverRun.viewportInstanceWeight))
        #expect(groups.shapes.count > 7_000 / 4)
        #expect(symbols.shapes.count > 0)
    }

    @Test func copiesOfLongPathsStopAtTheByteLimit() throws {
        let data = "M0 0" + String(repeating: "l1 1", count: 500)  // 2,004 bytes
        var body = "<defs><path id=\"a0\" d=\"\(data)\"/>"
        for level in 1...4 { body += "<g id=\"a\(level)\">" + String(repeating: "<use href=\"#a\(level - 1)\"/>", count: 10) + "</g>" }
        body += "</defs><use href=\"#a4\"/>"
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">" + body + "</svg>"
        var resolver = Resolver()
        resolver.maximumInstancedBytes = 100 * data.utf8.count + 1_000  // the uses and groups copied count too
        let (drawing, diagnostics) = resolver.resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(drawing.shapes.count == 100)
        #expect(drawing.shapes.allSatisfy { $0.shape.path.elements.count == 501 })
        #expect(diagnostics.map(\.message) == ["<use> stopped drawing copies after \(resolver.maximumInstancedBytes) bytes of attributes "
                                              + "(a use of uses of uses …): the rest is not drawn."])
        // Within the limit, every copy (10,000 of them here, 20 MB of path data, is past the default).
        resolver.maximumInstancedBytes = Resolver().maximumInstancedBytes
        let (small, smallDiagnostics) = resolver.resolve(try SVGDocument(bytes: Array(source.replacingOccurrences(of: "#a4", with: "#a3").utf8)))
        #expect(small.shapes.count == 1_000 && smallDiagnostics.isEmpty)
    }

    /// Definitions and preserved elements are written into a new document on their own, so they take
    /// along the namespace declarations they use from their ancestors (an `xlink:href` inside a mask was
    /// written undeclared, and librsvg refused the whole document).
    @Test func preservedContentKeepsItsNamespaces() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 16">
            <g xmlns:ink="urn:example:annotations">
            <mask id="m"><g><image width="4" height="4" xlink:href="data:image/png;base64,AA=="/></g></mask>
            <text ink:label="t" xml:space="preserve">a</text>
            <foreignObject width="4" height="4"><p xmlns="http://www.w3.org/1999/xhtml"><b>x</b></p></foreignObject>
            <path d="M0 0h4v4z" mask="url(#m)"/>
            </g></svg>
            """
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let written = DrawingWriter().data(for: drawing)
        let reread = try SVGDocument(bytes: written)  // well-formed: every prefix declared
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("<mask xmlns:xlink=\"http://www.w3.org/1999/xlink\" id=\"m\">"), "\(text)")
        #expect(text.contains("xmlns:ink=\"urn:example:annotations\""))
        #expect(text.contains("<p xmlns=\"http://www.w3.org/1999/xhtml\"><b>x</b></p>"))
        // And the names mean what they meant.
        func find(_ element: XMLElement, _ name: String) -> XMLElement? {
            element.name == name ? element : element.childElements.lazy.compactMap { find($0, name) }.first
        }
        #expect(find(reread.root, "image").map { $0[attribute: "xlink:href"] } == "data:image/png;base64,AA==")
        #expect(find(reread.root, "b")?.namespaceURI == "http://www.w3.org/1999/xhtml")
        #expect(find(reread.root, "text")?[attribute: "ink:label"] == "t")
    }
}

/// The quick test for presentation attributes agrees with the set it stands in front of: on every name in
/// the set, on each with a letter changed, cut or doubled, and on attribute names that are not in it.
@Suite struct PresentationAttributeTests {
    @Test func quickTestAgreesWithTheSet() {
        var names = Set(StyleCascade.presentationAttributes)
        for name in StyleCascade.presentationAttributes {
            names.insert(String(name.dropLast()))
            names.insert(name + "s")
            names.insert("x" + name.dropFirst())
            names.insert(name.uppercased())
        }
        names.formUnion(["d", "id", "x", "viewBox", "class", "style", "transform", "points", "href", "xlink:href", "", "é",
                         String(repeating: "f", count: 70), "fill" + String(repeating: "-", count: 60)])
        for name in names {
            #expect(StyleCascade.isPresentationAttribute(name) == StyleCascade.presentationAttributes.contains(name), "\(name)")
        }
        #expect(StyleCascade.presentationAttributes.allSatisfy(StyleCascade.isPresentationAttribute))
    }
}

/// The geometry of rect, circle and ellipse as SVG 2 has it: CSS properties, and `auto` radii for invalid ones.
struct ShapeGeometryPropertyTests {
    /// The path of the first shape each document draws.
    static func path(_ body: String) throws -> (Path, [Diagnostic]) {
        let (drawing, diagnostics) = try ResolverTests.drawing(body)
        guard case .shape(let shape) = try #require(drawing.root.children.first) else {
            Issue.record("expected a shape")
            return (Path(), diagnostics)
        }
        return (shape.path, diagnostics)
    }

    /// A style sheet rule or a `style` declaration of a geometry property beats the attribute, in cascade
    /// order (`style` over the sheet, `!important` over `style`); a CSS-wide keyword leaves the attribute.
    @Test(arguments: [
        ("<style>rect{x:10px;width:5px}</style><rect x=\"2\" y=\"2\" width=\"20\" height=\"20\"/>",
         "<rect x=\"10\" y=\"2\" width=\"5\" height=\"20\"/>"),
        ("<style>rect{width:5px}</style><rect width=\"20\" height=\"20\" style=\"width:7px\"/>", "<rect width=\"7\" height=\"20\"/>"),
        ("<style>rect{width:5px!important}</style><rect width=\"20\" height=\"20\" style=\"width:7px\"/>",
         "<rect width=\"5\" height=\"20\"/>"),
        ("<style>.c{r:3px;cx:5px}</style><circle class=\"c\" cx=\"50\" cy=\"50\" r=\"20\"/>", "<circle cx=\"5\" cy=\"50\" r=\"3\"/>"),
        ("<rect width=\"20\" height=\"20\" style=\"rx:5\"/>", "<rect width=\"20\" height=\"20\" rx=\"5\"/>"),
        ("<ellipse cx=\"50\" cy=\"50\" rx=\"20\" ry=\"10\" style=\"ry:auto\"/>", "<circle cx=\"50\" cy=\"50\" r=\"20\"/>"),
        ("<rect x=\"4\" width=\"20\" height=\"20\" style=\"x:inherit\"/>", "<rect x=\"4\" width=\"20\" height=\"20\"/>"),
        ("<rect width=\"20\" height=\"20\" style=\"height:50%\"/>", "<rect width=\"20\" height=\"50\"/>"),
    ])
    func cssPropertiesSetTheGeometry(_ styled: String, _ plain: String) throws {
        #expect(try Self.path(styled).0 == Self.path(plain).0)
    }

    /// A negative radius is invalid, so it is `auto` (the other radius), with a warning: the rect keeps round
    /// corners and the ellipse becomes a circle, as SVG 2 and librsvg have them (it drew square corners,
    /// and no ellipse at all).
    @Test(arguments: [
        ("<rect x=\"2\" y=\"2\" width=\"20\" height=\"16\" rx=\"-3\" ry=\"5\"/>", "<rect x=\"2\" y=\"2\" width=\"20\" height=\"16\" rx=\"5\"/>"),
        ("<ellipse cx=\"12\" cy=\"12\" rx=\"-3\" ry=\"8\"/>", "<circle cx=\"12\" cy=\"12\" r=\"8\"/>"),
        ("<ellipse cx=\"12\" cy=\"12\" rx=\"8\" ry=\"-1px\"/>", "<circle cx=\"12\" cy=\"12\" r=\"8\"/>"),
        ("<rect width=\"20\" height=\"16\" rx=\"oops\"/>", "<rect width=\"20\" height=\"16\"/>"),
    ])
    func aNegativeRadiusIsAuto(_ invalid: String, _ equivalent: String) throws {
        let (path, diagnostics) = try Self.path(invalid)
        #expect(!path.isEmpty)
        #expect(path == (try Self.path(equivalent).0))
        #expect(diagnostics.contains { $0.message.contains("read as auto") })
    }

    /// A negative width, height or radius is an error: the shape is not drawn (SVG 2, librsvg), and a
    /// warning says so, placed at the value (it was left blank without a word). Zero draws nothing
    /// either, and is not an error.
    @Test(arguments: [
        ("<rect width=\"-5\" height=\"4\"/>", "width=\"-5\""),
        ("<rect width=\"5\" style=\"height: -4px\"/>", "height=\"-4px\""),
        ("<circle cx=\"4\" r=\"-2\"/>", "r=\"-2\""),
    ])
    func aNegativeExtentIsNotDrawn(_ shape: String, _ quoted: String) throws {
        let (path, diagnostics) = try Self.path(shape)
        #expect(path.isEmpty)
        let warning = try #require(diagnostics.first { $0.message.contains("Ignored \(quoted)") })
        #expect(warning.message.hasSuffix("expected a length of 0 or more; the shape is not drawn."))
        #expect(warning.location?.line == 1 && (warning.location?.column ?? 0) > 1, "placed at the value: \(String(describing: warning.location))")
        #expect(try Self.path("<rect width=\"0\" height=\"4\"/><circle r=\"0\"/>").1.isEmpty)
    }
}
