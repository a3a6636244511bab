import EmblemGeometry
import EmblemTestSupport
import Testing
@testable import EmblemSVG

/// Preserved elements and definitions are written by `DrawingWriter` into a document with no style sheet
/// and groups without paint, so they must carry what they got from the sheet, their ancestors and the
/// elements they refer to.
struct StandaloneContentTests {
    static func resolve(_ body: String, head: String = "") throws -> (Drawing, String) {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 100 100\">"
            + head + body + "</svg>"
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        return (drawing, String(decoding: DrawingWriter().data(for: drawing), as: UTF8.self))
    }

    static func preserved(_ drawing: Drawing) -> [XMLElement] {
        var found: [XMLElement] = []
        func visit(_ node: DrawingNode) {
            switch node {
            case .group(let group): group.children.forEach(visit)
            case .shape(let shape): shape.text.map { found.append($0) }
            case .preserved(let element): found.append(element)
            }
        }
        drawing.root.children.forEach(visit)
        return found
    }

    /// A drawing program's attributes stay behind in definitions and text, as on drawn shapes, and their
    /// declarations with them; other namespaced attributes go along with theirs.
    @Test func editorAttributesStayBehind() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"             xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:x="urn:example" viewBox="0 0 10 10">            <linearGradient id="g" inkscape:collect="always" x:note="kept"><stop offset="0" inkscape:label="s"/></linearGradient>            <text x="1" y="5" inkscape:label="t" style="font-size:2px;-inkscape-font-specification:Sans"><tspan sodipodi:role="line">A</tspan></text>            <rect width="5" height="5" fill="url(#g)" inkscape:label="r"/></svg>
            """
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let written = String(decoding: DrawingWriter().data(for: drawing), as: UTF8.self)
        #expect(!written.contains("inkscape") && !written.contains("sodipodi"), "\(written)")
        #expect(written.contains("xmlns:x=\"urn:example\"") && written.contains("x:note=\"kept\""))
        #expect(written.contains("<tspan>A</tspan>") && written.contains("style=\"font-size: 2px\""))
        // Inkscape's "plain SVG" drops its namespaces but keeps its properties.
        let (_, plain) = try Self.resolve("<text y=\"5\" style=\"-inkscape-font-specification:Sans;font-size:2px\">B</text>")
        #expect(plain.contains("<text y=\"5\" style=\"font-size: 2px\">B</text>"), "\(plain)")
    }

    /// Rules of the sheet that match a text and its spans, by class, by type and through descendant
    /// selectors, go into their `style` attributes ahead of what those said, in cascade order.
    @Test func sheetRulesAreWrittenIntoStyleAttributes() throws {
        let (drawing, _) = try Self.resolve("""
            <g class="caption"><text class="big" style="fill: red">A<tspan class="small">b</tspan></text></g>
            """, head: """
            <style>.big { font-size: 40px; fill: blue } .caption text { font-family: serif } tspan.small { font-size: 10px !important }
            text { letter-spacing: 2px }</style>
            """)
        let text = try #require(Self.preserved(drawing).first)
        // Specificity: `text` (0,0,1), then `.big` (0,1,0), then `.caption text` (0,1,1); the element's own last.
        #expect(text[attribute: "style"] == "letter-spacing: 2px; font-size: 40px; fill: blue; font-family: serif; fill: red")
        #expect(text.childElements.first?[attribute: "style"] == "font-size: 10px !important")
        #expect(text[attribute: "class"] == "big")  // kept: harmless without the sheet, useful to readers
    }

    /// What a preserved element inherits is set on it, unless it says otherwise itself.
    @Test func inheritedPropertiesAreSetOnThePreservedElement() throws {
        let (drawing, _) = try Self.resolve("""
            <g fill="#336699" stroke="red" stroke-width="3" font-family="Georgia" style="font-size: 12px; text-anchor: middle">
            <g xml:space="preserve"><text font-size="20" x="5">t</text></g></g>
            """)
        let text = try #require(Self.preserved(drawing).first)
        #expect(text[attribute: "fill"] == "#369")
        #expect(text[attribute: "stroke"] == "#f00")
        #expect(text[attribute: "stroke-width"] == "3")
        #expect(text[attribute: "font-family"] == "Georgia")
        #expect(text[attribute: "text-anchor"] == "middle")
        #expect(text[attribute: "font-size"] == "20")  // its own, not the inherited 12px
        #expect(text[attribute: "xml:space"] == "preserve")
        // Nothing is set that the initial value already gives.
        #expect(text[attribute: "fill-opacity"] == nil && text[attribute: "stroke-linecap"] == nil)
    }

    /// Through a `use`, a preserved element inherits from the `use`, and its sheet rules are matched
    /// where it stands in the document.
    @Test func usedTextInheritsFromTheUse() throws {
        let (drawing, _) = try Self.resolve("""
            <defs><g class="box"><text id="t">x</text></g></defs><use href="#t" fill="green"/>
            """, head: "<style>.box text { font-weight: bold }</style>")
        let text = try #require(Self.preserved(drawing).first)
        #expect(text[attribute: "fill"] == "#008000")
        #expect(text[attribute: "style"] == "font-weight: bold")
    }

    /// A clip path that `use`s a rectangle in `<defs>` gets the rectangle into the drawing's definitions.
    /// A drawn element it uses goes there too, as it is in the document: drawn, it carries its resolved
    /// style, which a `use` could not override (Sketch's masks `use` a path that is also drawn grey,
    /// and inherit white from the mask). `<defs>` comes first, so references find that one, and the drawn
    /// path is written as `drawn-2` (``WrittenIDs``).
    @Test func referencedElementsJoinTheDefinitions() throws {
        let (drawing, text) = try Self.resolve("""
            <defs><rect id="r" x="10" y="10" width="50" height="50"/></defs>
            <clipPath id="c"><use xlink:href="#r"/><use href="#drawn"/><use href="#c2"/></clipPath>
            <clipPath id="c2"><rect id="inside" width="1" height="1"/></clipPath><use href="#inside"/>
            <path id="drawn" d="M0 0h5v5z"/>
            <path clip-path="url(#c)" d="M0 0h100v100H0z"/>
            """)
        #expect(drawing.definitions.compactMap { $0[attribute: "id"] } == ["c", "c2", "r", "drawn"])
        #expect(text.contains("<rect id=\"r\" x=\"10\" y=\"10\" width=\"50\" height=\"50\"/>"))
        // The original in <defs>; the drawn path after it under a new name, as every id is written once.
        #expect(text.components(separatedBy: "id=\"drawn\"").count == 2)
        #expect(text.components(separatedBy: "<path id=\"drawn-2\"").count == 2)
        let copy = try #require(text.range(of: "<path id=\"drawn\" d=\"M0 0h5v5z\"/>")), end = try #require(text.range(of: "</defs>"))
        #expect(copy.lowerBound < end.lowerBound)
    }

    /// References are followed from what was added (a pattern's `use` of a group whose path refers to a
    /// gradient), and a cycle or a reference to an element holding a definition ends the search.
    @Test func referencesAreFollowedTransitively() throws {
        let (drawing, _) = try Self.resolve("""
            <defs><g id="tile"><path d="M0 0h4v4z" fill="url(#missing)"/><use href="#tile"/></g>
            <g id="holder"><linearGradient id="lg"/></g></defs>
            <pattern id="p" width="4" height="4"><use href="#tile"/><use href="#holder"/></pattern>
            <rect fill="url(#p)" width="10" height="10"/>
            """)
        #expect(drawing.definitions.compactMap { $0[attribute: "id"] } == ["lg", "p", "tile"])
    }

    /// Definitions inherit from their own ancestors (mask content drawn with the stroke its outline icon
    /// set on the root), and get the sheet's rules.
    @Test func definitionsInheritFromTheirAncestors() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">
            <style>.hole { stroke: black }</style>
            <mask id="m"><rect width="24" height="24" fill="white"/><circle class="hole" cx="12" cy="12" r="4"/></mask>
            <path mask="url(#m)" d="M2 2h20v20H2z"/></svg>
            """
        let (drawing, _) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let mask = try #require(drawing.definitions.first)
        #expect(mask[attribute: "fill"] == "none" && mask[attribute: "stroke"] == "currentColor" && mask[attribute: "stroke-width"] == "2")
        #expect(mask.childElements[1][attribute: "style"] == "stroke: black")
    }

    /// Definitions scattered through random trees, beside each other, nested deeper, in sibling branches
    /// and back up again, inherit what their nearest ancestor set, by attribute or by a sheet rule: the
    /// resolver reuses the styles of the ancestors one definition shares with the one before it, and that
    /// must never hand over a style of the wrong branch.
    @Test(arguments: 0..<40) func definitionsInheritFromTheirOwnBranch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var expected: [String: String?] = [:]
        var count = 0
        func tree(depth: Int, inherited: String?) -> String {
            var text = ""
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let kind = Int.random(in: 0..<4, using: &random)
                switch depth < 8 ? kind : max(kind, 2) {
                case 0, 1:
                    // A group that sets the width by attribute, by class (a sheet rule), or not at all.
                    let width = Int.random(in: 2...9, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: text += "<g stroke-width=\"\(width)\">" + tree(depth: depth + 1, inherited: "\(width)") + "</g>"
                    case 1: text += "<g class=\"w\(width)\">" + tree(depth: depth + 1, inherited: "\(width)") + "</g>"
                    default: text += "<g>" + tree(depth: depth + 1, inherited: inherited) + "</g>"
                    }
                case 2:
                    count += 1
                    expected.updateValue(inherited, forKey: "d\(count)")
                    text += "<clipPath id=\"d\(count)\"><rect width=\"5\" height=\"5\"/></clipPath>"
                default:
                    text += "<rect width=\"1\" height=\"1\"/>"
                }
            }
            return text
        }
        let body = tree(depth: 0, inherited: nil)
        let sheet = "<style>" + (2...9).map { ".w\($0) { stroke-width: \($0) }" }.joined(separator: " ") + "</style>"
        let (drawing, _) = try Self.resolve(body, head: sheet)
        let found = Dictionary(uniqueKeysWithValues: drawing.definitions.compactMap { definition in
            definition[attribute: "id"].map { ($0, definition[attribute: "stroke-width"]) }
        })
        #expect(found.count == expected.count)
        for (id, width) in expected { #expect(found[id] == .some(width), "\(id) in \(body)") }
    }

    /// An `xml:space` value other than `default` or `preserve` is ignored, as libxml2 ignores it (the
    /// nearest valid one above applies), and is not written: librsvg refuses a document holding one.
    /// Text sized relative to an ancestor's font size gets the size that computes to, since it is
    /// written where the new root's size would be its parent's; without an ancestor's size, a relative
    /// size is left as written (relative to the renderer's default, as it was).
    @Test func relativeFontSizesAreComputedUnderAnAncestorsSize() throws {
        let (drawing, _) = try Self.resolve("""
            <g style="font-size: 20px"><text>a</text><text font-size="50%">b</text><text style="font-size: 2EM; fill: red">c</text>\
            <g font-size="smaller"><text class="t">d<tspan font-size="50%">e</tspan></text></g></g><text font-size="150%">f</text>
            """, head: "<style>.t { font-size: 3ex }</style>")
        let texts = Self.preserved(drawing)
        #expect(texts.map { $0[attribute: "font-size"] } == ["20px", "10px", "40px", "25px", "150%"])
        #expect(texts.map { $0[attribute: "style"] } == [nil, nil, "fill: red", nil, nil])
        // Descendants in the moved subtree still measure their parent, which moved with them.
        #expect(texts[3].childElements.first?[attribute: "font-size"] == "50%")
    }

    @Test func invalidSpaceValuesAreDropped() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g xml:space="preserve"><g xml:space="preserveerve">
            <text xml:space="Preserve">a <tspan xml:space="x">b</tspan></text><text>c</text></g></g></svg>
            """
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let texts = Self.preserved(drawing)
        #expect(texts.count == 2)
        #expect(texts.map { $0[attribute: "xml:space"] } == [nil, "preserve"])
        #expect(texts.first?.childElements.first?[attribute: "xml:space"] == nil)
        #expect(diagnostics.map(\.message) == ["Ignored xml:space=\"Preserve\": the values are default and preserve.",
                                               "Ignored xml:space=\"x\": the values are default and preserve."])
        #expect(diagnostics.map { $0.location?.line } == [2, 2])
    }

    /// A negative font size is invalid CSS, so ignored (the parent's size applies), and not written:
    /// librsvg hands it to Pango, which prints a CRITICAL line per text. Each is reported once, where
    /// it is, whether set by attribute, `style`, a sheet rule or on an ancestor.
    @Test func negativeFontSizesAreIgnoredAndNotWritten() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style>.s { font-size: -2em }</style>
            <g font-size="-3"><text font-size="-1" style="fill: red; font-size: -50%">a<tspan class="s" font-size="8">b</tspan></text>
            <text font-size="12" x="1">c<tspan style="font-size:-1px;fill:blue">d</tspan></text></g></svg>
            """
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        let texts = Self.preserved(drawing)
        #expect(texts.count == 2)
        let written = String(decoding: DrawingWriter().data(for: drawing), as: UTF8.self)
        #expect(!written.contains("font-size=\"-") && !written.contains("font-size: -") && !written.contains("font-size:-"))
        #expect(texts[0][attribute: "style"] == "fill: red")
        #expect(texts[0].childElements.first?[attribute: "font-size"] == "8")
        #expect(texts[1][attribute: "font-size"] == "12")
        #expect(texts[1].childElements.first?[attribute: "style"] == "fill: blue")
        let warnings = diagnostics.filter { $0.message.hasPrefix("Ignored font-size") }
        #expect(warnings.map(\.message) == ["-3", "-1", "-50%", "-2em", "-1px"].map { "Ignored font-size: '\($0)' (a font size cannot be negative)." })
        #expect(Set(warnings).count == warnings.count)
        // The text's own size: the default, as if none were set (its ancestor's is ignored too).
        var sizes: [Double] = []
        func visit(_ node: DrawingNode) {
            switch node {
            case .group(let group): group.children.forEach(visit)
            case .shape(let shape): if shape.text != nil { sizes.append(shape.style.fontSize) }
            case .preserved: break
            }
        }
        drawing.root.children.forEach(visit)
        #expect(sizes == [FontSize.medium, 12])
    }

    /// Text that says `inherit` (or `unset`) for an inherited property gets the value it inherits in the
    /// document: written at the drawing's root, `inherit` would take the root's (it was drawn black under a
    /// coloured group; found by differential fuzzing). A value of its own stays.
    @Test func inheritOnPreservedTextTakesTheDocumentsValue() throws {
        let (drawing, _) = try Self.resolve("""
            <g fill="#336" stroke="#c00" stroke-width="3"><text fill="inherit" style="stroke: inherit; stroke-width: 2">a</text>
            <text fill="#0a0" stroke="unset" style="fill: INHERIT">b</text></g>
            """)
        let texts = Self.preserved(drawing)
        #expect(texts.map { $0[attribute: "fill"] } == ["#336", "#336"])
        #expect(texts.map { $0[attribute: "stroke"] } == ["#c00", "#c00"])
        #expect(texts.map { $0[attribute: "style"] } == ["stroke-width: 2", nil])
        // A sheet rule's invalid value, inlined into its style, is ignored where it is drawn: the inherited
        // value still goes on as an attribute (the fix for `inherit` had let it stop the stroke).
        let (sheetDrawing, _) = try Self.resolve("<g stroke=\"#c00\"><text class=\"a\">c</text></g>",
                                                 head: "<style>.a { stroke: translate(2px, 1px) }</style>")
        let sheetText = try #require(Self.preserved(sheetDrawing).first)
        #expect(sheetText[attribute: "stroke"] == "#c00")
    }

    /// Text in a nested viewport is written at the drawing's root, so the percentages that measure its
    /// viewport (`x`, `y`, `dx`, `dy`, stroke widths and dashes, in attributes and `style`) are written as the
    /// lengths they measure there; outside nested viewports, and other units, stay as written.
    @Test func percentagesOfANestedViewportAreMeasuredThere() throws {
        let (drawing, _) = try Self.resolve("""
            <svg width="20" height="10"><text x="50% 2mm" y="80%" style="stroke-width: 10%; fill: red" stroke-dasharray="5%, 1">a            <tspan dx="-10%" dy="10%">b</tspan></text></svg><text x="50%" stroke-width="10%">c</text>
            """)
        let texts = Self.preserved(drawing)
        try #require(texts.count == 2)
        let diagonal = ((20.0 * 20 + 10 * 10) / 2).squareRoot()
        let n = NumberFormat(precision: 6).string
        #expect(texts[0][attribute: "x"] == "10 2mm" && texts[0][attribute: "y"] == "8")
        #expect(texts[0][attribute: "style"] == "stroke-width: \(n(diagonal * 0.1)); fill: red")
        #expect(texts[0][attribute: "stroke-dasharray"] == "\(n(diagonal * 0.05)) 1")
        #expect(texts[0].childElements.first.map { [$0[attribute: "dx"], $0[attribute: "dy"]] } == ["-2", "1"])
        #expect(texts[1][attribute: "x"] == "50%" && texts[1][attribute: "stroke-width"] == "10%")
    }

    /// A user-space gradient painting a shape in a nested viewport is measured there: the shape refers to a
    /// copy with its percentages (and percentage defaults) as lengths, which refers to the original for the
    /// rest; one copy per gradient and viewport; bounding-box gradients and shapes at the root keep theirs.
    @Test func userSpaceGradientsAreMeasuredInNestedViewports() throws {
        let (drawing, _) = try Self.resolve("""
            <linearGradient id="l" gradientUnits="userSpaceOnUse" y2="10%"><stop/></linearGradient>
            <linearGradient id="b" x2="50%"><stop/></linearGradient>
            <svg width="20" height="10"><rect id="a" width="5" height="5" fill="url(#l)"/><rect id="c" width="5" height="5" stroke="url(#l)"/>
            <rect id="d" width="5" height="5" fill="url(#b)"/></svg><rect id="e" width="5" height="5" fill="url(#l)"/>
            """)
        let paints = Dictionary(uniqueKeysWithValues: drawing.shapes.compactMap { entry in entry.shape.id.map { ($0, entry.shape.style) } })
        #expect(paints["a"]?.fill == .reference("url(#emblem-gradient-1)", fallback: nil))
        #expect(paints["c"]?.stroke == .reference("url(#emblem-gradient-1)", fallback: nil))
        #expect(paints["d"]?.fill == .reference("url(#b)", fallback: nil) && paints["e"]?.fill == .reference("url(#l)", fallback: nil))
        let copies = drawing.definitions.filter { $0[attribute: "id"]?.hasPrefix("emblem-gradient") == true }
        try #require(copies.count == 1)
        #expect(copies[0].name == "linearGradient" && copies[0][attribute: "xlink:href"] == "#l")
        #expect(["x1", "y1", "x2", "y2"].map { copies[0][attribute: $0] } == ["0", "0", "20", "1"])
    }

    /// A copy takes its geometry through the whole `href` chain, past a gradient of the other kind (whose
    /// units it takes, but not its geometry), as librsvg reads the chain.
    @Test func measuredGradientsTakeGeometryPastTheOtherKind() throws {
        let (drawing, _) = try Self.resolve("""
            <linearGradient id="l" gradientUnits="userSpaceOnUse" y2="50%"/><radialGradient id="r" href="#l" cx="10%"/>
            <linearGradient id="t" href="#r"><stop/></linearGradient>
            <svg width="20" height="10"><rect width="5" height="5" fill="url(#t)"/></svg>
            """)
        let copies = drawing.definitions.filter { $0[attribute: "id"]?.hasPrefix("emblem-gradient") == true }
        try #require(copies.count == 1)
        #expect(copies[0].name == "linearGradient" && copies[0][attribute: "xlink:href"] == "#t")
        #expect(["x1", "y1", "x2", "y2"].map { copies[0][attribute: $0] } == ["0", "0", "20", "5"])
    }

    /// A server whose `href` chain comes to a reference to nothing before all it takes is set paints its
    /// fallback in librsvg, at the root and in a viewport alike; a copy, which sets the geometry, would
    /// be complete before the break and paint, so none is made. One complete before the break is copied.
    @Test func serversWithBrokenChainsAreNotCopied() throws {
        let (drawing, _) = try Self.resolve("""
            <linearGradient id="b" gradientTransform="scale(2)" href="#nothing"><stop/></linearGradient>
            <linearGradient id="t" gradientUnits="userSpaceOnUse" spreadMethod="repeat" href="#b"/>
            <linearGradient id="c" gradientUnits="userSpaceOnUse" spreadMethod="repeat" x1="0" y1="0" x2="50%" y2="0" href="#b"/>
            <svg width="20" height="10"><rect id="a" width="5" height="5" fill="url(#t)"/><rect id="d" width="5" height="5" fill="url(#c)"/></svg>
            """)
        let paints = Dictionary(uniqueKeysWithValues: drawing.shapes.compactMap { entry in entry.shape.id.map { ($0, entry.shape.style) } })
        #expect(paints["a"]?.fill == .reference("url(#t)", fallback: nil))
        #expect(paints["d"]?.fill == .reference("url(#emblem-gradient-1)", fallback: nil))
    }

    /// So is a user-space pattern: its `x`, `y`, `width` and `height` (its own or through `href`, units
    /// included) are measured in the nested viewport; a bounding-box pattern keeps its percentages.
    @Test func userSpacePatternsAreMeasuredInNestedViewports() throws {
        let (drawing, _) = try Self.resolve("""
            <pattern id="p" patternUnits="userSpaceOnUse" x="10%"><rect width="2" height="2"/></pattern>
            <pattern id="q" href="#p" width="50%" height="4"/><pattern id="b" width="50%" height="50%" href="#p" patternUnits="objectBoundingBox"/>
            <svg width="20" height="10"><rect id="a" width="5" height="5" fill="url(#q)"/><rect id="c" width="5" height="5" fill="url(#b)"/></svg>
            """)
        let paints = Dictionary(uniqueKeysWithValues: drawing.shapes.compactMap { entry in entry.shape.id.map { ($0, entry.shape.style) } })
        #expect(paints["a"]?.fill == .reference("url(#emblem-pattern-1)", fallback: nil))
        #expect(paints["c"]?.fill == .reference("url(#b)", fallback: nil))
        let copies = drawing.definitions.filter { $0[attribute: "id"]?.hasPrefix("emblem-pattern") == true }
        try #require(copies.count == 1)
        #expect(copies[0].name == "pattern" && copies[0][attribute: "xlink:href"] == "#q" && copies[0][attribute: "patternUnits"] == "userSpaceOnUse")
        #expect(["x", "y", "width", "height"].map { copies[0][attribute: $0] } == ["2", "0", "10", "4"])
    }

    /// Markers are drawn on paths, lines, polylines and polygons, inherited by them, and dropped from
    /// rectangles, circles and ellipses (which become paths in the drawing, where they would appear).
    @Test func markersStayOnMarkableShapesOnly() throws {
        let (drawing, text) = try Self.resolve("""
            <marker id="m" markerWidth="4" markerHeight="4"><path d="M0 0h4v4z"/></marker>
            <g marker-end="url(#m)"><line x2="10" y2="10"/><rect width="5" height="5"/><circle r="3" style="marker-start: url(#m)"/></g>
            <polyline points="0 0 5 5 9 0" style="marker: url(#m)"/>
            """)
        let shapes = drawing.shapes.map(\.shape)
        #expect(shapes.map { $0.style.extra["marker-end"] } == ["url(#m)", nil, nil, "url(#m)"])
        #expect(shapes[3].style.extra["marker-start"] == "url(#m)" && shapes[3].style.extra["marker-mid"] == "url(#m)")
        #expect(text.contains("marker-end=\"url(#m)\""))
    }

    /// `vector-effect` is not inherited; `paint-order` is.
    @Test func vectorEffectIsNotInherited() throws {
        let (drawing, _) = try Self.resolve("""
            <g vector-effect="non-scaling-stroke" paint-order="stroke"><path d="M0 0h1"/>
            <path vector-effect="inherit" d="M0 0h1"/></g>
            """)
        let shapes = drawing.shapes.map(\.shape)
        #expect(shapes.map { $0.style.extra["vector-effect"] } == [nil, "non-scaling-stroke"])
        #expect(shapes.map { $0.style.extra["paint-order"] } == ["stroke", "stroke"])
    }

    @Test func urlReferencesAreFound() {
        #expect(FragmentReference.ids(inURLsOf: "fill: url(#a); stroke:url( \"#b\" ) ; mask: url('#c')") == ["a", "b", "c"])
        #expect(FragmentReference.ids(inURLsOf: "url(other.svg#a) url(#) url(") == [])
        // The end of the value closes a `url(` (CSS Syntax), as librsvg reads `clip-path="url(#c"`; an
        // unquoted URL followed by more than spaces is a bad URL, which refers to nothing.
        #expect(FragmentReference.ids(inURLsOf: "fill: url(#a); clip-path: url( #c ") == ["a", "c"])
        #expect(FragmentReference.ids(inURLsOf: "mask: url(\"#m") == ["m"])
        #expect(FragmentReference.ids(inURLsOf: "fill: url(#a b); stroke: url(#d)") == ["d"])
        #expect(FragmentReference.id(ofURL: "url(#g") == "g")
        #expect(FragmentReference.id(ofURL: "url(#g) red") == nil)
        #expect(FragmentReference.id(ofHref: " #x ") == "x")
        #expect(FragmentReference.id(ofHref: "file.svg#x") == nil)
    }

    /// A used symbol's content is clipped to its viewport (SVG 2's user-agent style sheet gives `symbol`
    /// `overflow: hidden`), by a clip path the resolver adds, with an id the document does not use.
    @Test func usedSymbolsAreClippedToTheirViewport() throws {
        let (drawing, _) = try Self.resolve("""
            <symbol id="s" viewBox="0 0 10 10"><rect x="-5" y="-5" width="20" height="20"/></symbol>
            <symbol id="open" viewBox="0 0 10 10" style="overflow: visible"><rect width="20" height="20"/></symbol>
            <rect id="emblem-viewport-1" width="1" height="1"/>
            <use href="#s" x="50" y="50" width="30" height="30"/><use href="#open"/>
            """)
        let clip = try #require(drawing.definitions.first)
        #expect(clip.name == "clipPath" && clip[attribute: "id"] == "emblem-viewport-1-")
        #expect(clip.childElements.first.map { [$0[attribute: "width"], $0[attribute: "height"]] } == ["30", "30"])
        func clips(_ node: DrawingNode) -> [String] {
            guard case .group(let group) = node else { return [] }
            return (group.clipPath.map { [$0] } ?? []) + group.children.flatMap(clips)
        }
        #expect(drawing.root.children.flatMap(clips) == ["url(#emblem-viewport-1-)"])
        // Clipped in the use's space, so the clip sits where the symbol's viewport is drawn.
        let bounds = drawing.shapes[1].shape.path.bounds(applying: drawing.shapes[1].transform)
        #expect(bounds == Rect(x: 35, y: 35, width: 60, height: 60))
    }

    /// A viewport of zero width or height that clips shows nothing of its content (it was drawn whole, where
    /// librsvg draws nothing; found by differential fuzzing); one whose `overflow` lets its content out
    /// still draws it.
    @Test func emptyViewportsThatClipDrawNothing() throws {
        let (drawing, _) = try Self.resolve("""
            <svg width="0"><rect id="a" width="10" height="16"/></svg><svg height="0px"><rect id="b" width="10" height="16"/></svg>
            <symbol id="s"><rect id="c" width="5" height="5"/></symbol><use href="#s" width="0" height="8"/>
            <svg width="0" overflow="visible"><rect id="d" width="10" height="16"/></svg>
            <svg width="0.5"><rect id="e" width="10" height="16"/></svg>
            """)
        #expect(drawing.shapes.map { $0.shape.id } == ["d", "e"])
    }

    /// An image of a file or URL is kept, with a warning that it will not be drawn; an embedded one is not
    /// worth a word.
    @Test func externalImagesAreReported() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
            <image href="photo.png" width="5" height="5"/><image xlink:href=" DATA:image/png;base64,AA==" width="5" height="5"/></svg>
            """
        let (drawing, diagnostics) = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8)))
        #expect(Self.preserved(drawing).count == 2)
        #expect(diagnostics.map(\.message) == ["Kept <image> of 'photo.png', which is not drawn: only images embedded as data: URLs are, never files or URLs."])
    }
}
