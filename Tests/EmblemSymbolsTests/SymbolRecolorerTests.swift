import EmblemGeometry
import EmblemRaster
import EmblemSVG
import EmblemSymbols
import Testing

/// `SymbolRecolorer` changes colours and nothing else (Fixtures/plain/recolor.svg holds a title, a
/// description, Dublin Core metadata, a foreign-namespace element and four differently styled shapes).
@Suite struct SymbolRecolorerTests {
    static let requested = Color(red8: 10, green8: 132, blue8: 255)
    static let writer = SVGWriter(options: .init(rewritesValues: false))

    /// The fixture, its recoloured document as returned, that document written, and the written bytes parsed.
    static func recolored() throws -> (original: SVGDocument, output: SVGDocument, bytes: [UInt8], returned: SVGDocument) {
        let original = try Fixtures.document("plain/recolor.svg")
        let result = try SymbolRecolorer(style: .monochrome(requested)).recolor(original)
        let bytes = writer.data(for: result.document)
        return (original, try SVGDocument(bytes: bytes), bytes, result.document)
    }

    /// The opaque pixels of `image`, and how many of them are not the requested colour.
    static func opaquePixels(_ image: PixelImage) -> (drawn: Int, wrong: Int) {
        let (r, g, b, _) = requested.rgba8
        var drawn = 0, wrong = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y].alpha == 255 {
                drawn += 1
                let pixel = image[x: x, y: y]
                if abs(Int(pixel.red) - r) > 2 || abs(Int(pixel.green) - g) > 2 || abs(Int(pixel.blue) - b) > 2 { wrong += 1 }
            }
        }
        return (drawn, wrong)
    }

    /// Elements the recolourer must not touch, found by name anywhere in the tree.
    static let keptElements = ["title", "desc", "metadata", "annotation", "style"]

    @Test(arguments: keptElements)
    func keepsElementSubtreesUnchanged(name: String) throws {
        let (original, output, _, returned) = try Self.recolored()
        let before = elements(named: name, in: original.root)
        #expect(!before.isEmpty)
        // Untouched in memory, source locations included …
        #expect(elements(named: name, in: returned.root) == before)
        // … and after a write and a parse (locations differ by then).
        #expect(elements(named: name, in: output.root).map(withoutLocations) == before.map(withoutLocations))
    }

    /// Written with the same writer, each kept subtree is the same bytes before and after.
    @Test func keptSubtreesAreByteForByteEqual() throws {
        let (original, _, bytes, _) = try Self.recolored()
        let text = String(decoding: bytes, as: UTF8.self)
        let originalText = Self.writer.string(for: original)
        for name in ["title", "desc", "metadata", "x:annotation"] {
            let piece = try #require(substring(of: originalText, element: name), "no <\(name)> written")
            #expect(text.contains(piece), "<\(name)> changed: \(piece)")
        }
    }

    @Test func keepsIdsAndGeometry() throws {
        let (original, output, _, _) = try Self.recolored()
        #expect(ids(in: output.root) == ids(in: original.root))
        for id in ["box-attr", "box-class", "line-stroke", "dot-style"] {
            let before = try #require(element(withID: id, in: original.root))
            let after = try #require(element(withID: id, in: output.root))
            // Only `style` may change.
            #expect(before.attributes.filter { $0.name != "style" } == after.attributes.filter { $0.name != "style" }, "\(id)")
        }
    }

    /// Every pixel the icon draws comes out in the requested colour (fills, class fills, styles and strokes).
    @Test func rendersEveryDrawnPixelInTheRequestedColour() throws {
        let (_, _, bytes, _) = try Self.recolored()
        let image = try Rasterizer().image(svg: bytes, size: .square(64))
        let (r, g, b, _) = Self.requested.rgba8
        var drawn = 0
        var wrong: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x: x, y: y]
                guard pixel.alpha >= 64 else { continue }  // antialiased edges have rounded straight colour
                drawn += 1
                let tolerance = pixel.alpha == 255 ? 0 : 4
                if abs(Int(pixel.red) - r) > tolerance || abs(Int(pixel.green) - g) > tolerance || abs(Int(pixel.blue) - b) > tolerance {
                    wrong.append("(\(x), \(y)) \(pixel)")
                }
            }
        }
        #expect(drawn > 64 * 64 / 4)
        #expect(wrong.isEmpty, "\(wrong.count) pixels off colour, e.g. \(wrong.prefix(5))")
        // The four shapes are all still there: sample each one's centre (viewBox 32 → 64 px).
        for (x, y) in [(16, 16), (48, 16), (32, 48), (32, 56)] {
            #expect(image[x: x, y: y] == RasterColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b)), "(\(x), \(y))")
        }
    }

    /// What drew nothing still draws nothing: Papirus' invisible frame keeps its `opacity:0` (it became a
    /// solid square of the colour), while the icon's shapes take the colour.
    @Test func invisibleShapesStayInvisible() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" width="22" height="22"><rect style="opacity:0" width="22" height="22"/>
            <path style="fill:#dfdfdf" d="M6 6h10v10H6z"/></svg>
            """
        let recolored = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8))).document
        let bytes = Self.writer.data(for: recolored)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<rect style=\"opacity:0\" width=\"22\" height=\"22\"/>"))
        let image = try Rasterizer().image(svg: bytes, size: .square(22))
        #expect(image[x: 2, y: 2].alpha == 0 && image[x: 20, y: 20].alpha == 0)
        let (r, g, b, _) = Self.requested.rgba8
        #expect(image[x: 11, y: 11] == RasterColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b)))
    }

    /// A gradient that fades to transparent keeps its fade in the colour (a tint referring to it, in a
    /// new `<defs>`); the flat colour filled the shadow in solid. Every pixel keeps its alpha.
    @Test func fadingGradientsKeepTheirTransparency() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><linearGradient id="fade" x2="0" y2="1">
            <stop stop-color="#333"/><stop offset="1" stop-color="#333" stop-opacity="0"/></linearGradient>
            <path fill="url(#fade)" d="M2 2h28v28H2z"/></svg>
            """
        let recolored = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8))).document
        let bytes = Self.writer.data(for: recolored)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<defs>\n    <linearGradient id=\"emblem-tint-1\" href=\"#fade\">"))
        let before = try Rasterizer().image(svg: Array(source.utf8), size: .square(32))
        let after = try Rasterizer().image(svg: bytes, size: .square(32))
        let (r, g, b, _) = Self.requested.rgba8
        for y in 2..<30 {
            #expect(abs(Int(after[x: 16, y: y].alpha) - Int(before[x: 16, y: y].alpha)) <= 1, "row \(y)")
            if after[x: 16, y: y].alpha > 64 {
                #expect(abs(Int(after[x: 16, y: y].red) - r) <= 3 && abs(Int(after[x: 16, y: y].green) - g) <= 3 && abs(Int(after[x: 16, y: y].blue) - b) <= 3)
            }
        }
    }

    /// Handed over (`consume`, as the command does), the document is recoloured in place; kept by the
    /// caller, it is copied where it changes and the caller's stays as it was. Both give the same
    /// document, for plain icons, gradients (looked up in the tree being changed), duotones and templates.
    @Test(arguments: ["plain/recolor.svg", "plain/duotone.svg", "plain/strokes.svg", "render/multicolor.svg", "templates/fixture.v6.svg",
                      "gradient"])
    func recoloursTheSameInPlaceAsOnACopy(fixture: String) throws {
        let gradient = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><linearGradient id="fade" x2="0" y2="1">
            <stop stop-color="#333"/><stop offset="1" stop-color="#333" stop-opacity="0"/></linearGradient>
            <g><path fill="url(#fade)" d="M2 2h28v28H2z"/><path fill="#333" d="M4 4h4v4H4z"/></g></svg>
            """
        func read() throws -> SVGDocument {
            fixture == "gradient" ? try SVGDocument(bytes: Array(gradient.utf8)) : try Fixtures.document(fixture)
        }
        let recolorer = SymbolRecolorer(style: .hierarchical(Self.requested))
        let kept = try read()
        let onACopy = try recolorer.recolor(kept)
        let handedOver = try read()
        let inPlace = try recolorer.recolor(consume handedOver)
        #expect(kept == (try read()), "the caller's document changed")
        #expect(inPlace.document == onACopy.document)
        #expect(inPlace.layerLevels == onACopy.layerLevels)
        let bytes = Self.writer.data(for: inPlace.document)
        #expect(bytes == Self.writer.data(for: onACopy.document))
        #expect(bytes != Self.writer.data(for: kept), "nothing was recoloured")
        if fixture == "gradient" {
            #expect(String(decoding: bytes, as: UTF8.self).contains("emblem-tint-1"))
        }
    }

    /// A sheet's `!important` paint beats a `style` attribute, so the recoloured declarations of those
    /// properties are marked `!important` too, and the shapes and text come out in the colour; a document
    /// without such rules keeps plain declarations.
    @Test func importantSheetRulesGiveWay() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><style>rect { fill: #0a0 !important; stroke: #00f }
            #c { stroke: #0a0 !important; opacity: .5 !important }</style>
            <rect width="16" height="32"/><circle id="c" cx="24" cy="16" r="6" fill="none" stroke-width="4"/>
            <style>text { fill: #0a0 !important }</style><text x="17" y="31" font-size="12" font-family="DejaVu Sans">█</text></svg>
            """
        let recolored = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8))).document
        let bytes = Self.writer.data(for: recolored)
        let image = try Rasterizer().image(svg: bytes, size: .square(32))
        let (r, g, b, _) = Self.requested.rgba8
        for (x, y) in [(4, 4), (8, 28), (24, 10), (20, 27)] {
            #expect(image[x: x, y: y] == RasterColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b)), "(\(x), \(y))")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("style=\"fill:#0a84ff !important;stroke:#0a84ff !important\""))
        #expect(text.contains("opacity:1 !important;stroke:#0a84ff !important\""))
        let (plain, _, _) = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try Fixtures.document("plain/recolor.svg"))
        #expect(!String(decoding: Self.writer.data(for: plain), as: UTF8.self).contains("!important"))
    }

    /// Text is drawn in the primary colour (its spans too, whatever their classes say), stroked text
    /// stays stroked and unfilled text unfilled; a shape's own fill opacity gives way to the colour's, as
    /// `render` draws it. Every drawn pixel comes out in the requested colour.
    @Test func textAndTranslucentShapesTakeTheColour() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32">
            <style>.warn { fill: #f80 }</style>
            <path d="M2 2h20v20H2z" fill="#2e3434" fill-opacity="0.35"/>
            <g stroke="#333" stroke-width="1"><text id="label" x="26" y="22" font-family="DejaVu Sans" font-size="22" fill="#000">
            A<tspan class="warn">B</tspan></text></g>
            <text id="outline" x="2" y="31" font-size="8" fill="none" stroke="#00f">o</text>
            <defs><text id="unused">x</text></defs>
            </svg>
            """
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        let label = try #require(element(withID: "label", in: result.document.root))
        #expect(label[attribute: "style"] == "fill:#0a84ff;stroke:#0a84ff")
        #expect(label.childElements.first?[attribute: "style"] == "fill:#0a84ff;stroke:#0a84ff")
        #expect(element(withID: "outline", in: result.document.root)?[attribute: "style"] == "fill:none;stroke:#0a84ff")
        #expect(element(withID: "unused", in: result.document.root)?[attribute: "style"] == nil)
        let bytes = Self.writer.data(for: result.document)
        #expect(String(decoding: bytes, as: UTF8.self).contains("fill:#0a84ff;fill-opacity:1"))
        let (drawn, wrong) = Self.opaquePixels(try Rasterizer().image(svg: bytes, size: RasterSize(width: 128, height: 64)))
        #expect(drawn > 1600 + 200, "the square (40 × 40 px) and the text")
        #expect(wrong == 0)
    }

    /// An arrow whose head is a marker recolours whole: each marker a shape uses is copied with its
    /// drawn content in the colour (`emblem-marker-N`, one per marker and colour) and the shape points to
    /// the copy; the head kept its own colour. A marker painted `context-stroke` follows the shape as it
    /// is, a mask inside a marker keeps its luminance, and ids inside a copy are made unique.
    @Test func markersTakeTheColour() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
            <defs><marker id="head" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto" fill="#333">
            <mask id="hole"><rect width="4" height="4" fill="#fff"/><circle cx="1" cy="2" r=".5" fill="#000"/></mask>
            <path id="tip" d="M0 0L4 2L0 4Z" mask="url(#hole)"/><path d="M0 2H1" stroke="#0a0" fill="none" stroke-width=".5"/></marker>
            <marker id="context" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0 0L4 2L0 4Z" fill="context-stroke"/></marker></defs>
            <path d="M4 8H22" stroke="#333" stroke-width="2" marker-end="url(#head)"/>
            <path d="M4 16H22" stroke="#333" stroke-width="2" style="marker: url(#head)"/>
            <path d="M4 24H22" stroke="#333" stroke-width="2" marker-end="url(#context)"/>
            </svg>
            """
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        let paths = result.document.root.childElements.filter { $0.name == "path" }
        #expect(paths.map { $0[attribute: "style"]?.contains("marker-end:url(#emblem-marker-1)") == true } == [true, true, false])
        #expect(paths[1][attribute: "style"]?.contains("marker-start:url(#emblem-marker-1)") == true)
        let copy = try #require(element(withID: "emblem-marker-1", in: result.document.root))
        #expect(copy.childElements.map { $0[attribute: "id"] } == ["hole-emblem-marker-1", "tip-emblem-marker-1", nil])
        #expect(copy.childElements[1][attribute: "mask"] == "url(#hole-emblem-marker-1)")
        #expect(copy.childElements[0].childElements.allSatisfy { $0[attribute: "style"] == nil }, "the mask keeps its colours")
        #expect(element(withID: "emblem-marker-2", in: result.document.root) == nil)
        let (drawn, wrong) = Self.opaquePixels(try Rasterizer().image(svg: Self.writer.data(for: result.document), size: .square(64)))
        #expect(drawn > 3 * 36 * 4, "three lines, 36 px long and 4 wide, and their heads")
        #expect(wrong == 0)
    }

    /// One original drawn by three `use`s (Inkscape clones of an original whose paint is unset): filled,
    /// only stroked, filled and stroked. It is restyled in place for the first; the others each draw a
    /// copy restyled for them (`emblem-use-N`, ids inside renamed). Every use drew the first one's style:
    /// the outline clone came out filled, the third lost its stroke.
    @Test func eachUseOfSharedContentKeepsItsOwnPainting() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
            <defs><g id="orig"><circle id="c" cx="6" cy="6" r="4" stroke-width="2"/></g></defs>
            <use xlink:href="#orig" fill="#333"/><use href="#orig" x="12" fill="none" stroke="#333"/>
            <use xlink:href="#orig" y="12" fill="#333" stroke="#999"/></svg>
            """
        let original = try SVGDocument(bytes: Array(source.utf8))
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(original)
        let uses = result.document.root.childElements.filter { $0.name == "use" }
        #expect(uses.map { $0[attribute: "href"] ?? $0[attribute: "xlink:href"] } == ["#orig", "#emblem-use-1", "#emblem-use-2"])
        let fills = ["orig", "emblem-use-1", "emblem-use-2"].map { element(withID: $0, in: result.document.root)?.childElements.first?[attribute: "style"] }
        #expect(fills == ["fill:#0a84ff", "stroke:#0a84ff", "fill:#0a84ff;stroke:#0a84ff"])
        #expect(element(withID: "c-emblem-use-1", in: result.document.root) != nil, "ids inside a copy are its own")
        let before = try Rasterizer().image(svg: Array(source.utf8), size: .square(48))
        let after = try Rasterizer().image(svg: Self.writer.data(for: result.document), size: .square(48))
        let (drawn, wrong) = Self.opaquePixels(after)
        #expect(drawn > 500 && wrong == 0)
        let changed = zip(stride(from: 3, to: before.pixels.count, by: 4).map { before.pixels[$0] > 0 },
                          stride(from: 3, to: after.pixels.count, by: 4).map { after.pixels[$0] > 0 }).filter { $0 != $1 }.count
        #expect(changed == 0, "the same pixels drawn")
    }

    /// An element drawn where it stands keeps it, whatever comes first: a `use` before it that needs
    /// another style gets the copy (the element cannot be pointed elsewhere; the use can).
    @Test func theElementItselfKeepsItsOwnPainting() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" stroke-width="2">
            <use href="#c" x="12" fill="none" stroke="#333"/><circle id="c" cx="6" cy="6" r="4" fill="#333"/></svg>
            """
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(element(withID: "c", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff")
        #expect(result.document.root.childElements.first?[attribute: "href"] == "#emblem-use-1")
        // Its own fill stands under the use, which adds a stroke.
        #expect(element(withID: "emblem-use-1", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff;stroke:#0a84ff")
    }

    /// A group's opacity decided its shapes' level, and the level's colour carries the alpha, as
    /// `render --mode` draws it: the group is made opaque like the shape. A tertiary highlight under
    /// `opacity:0.2` (Papirus draws shields so) came out a fifth as strong as its palette colour.
    @Test func fadingGroupsAroundRestyledShapesAreMadeOpaque() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
            <g style="opacity:0.2"><g><rect width="12" height="24"/></g></g><rect x="12" width="12" height="24" fill="#333"/>
            <g opacity="0.5"><rect width="4" height="4" fill="none"/></g></svg>
            """
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        let result = try SymbolRecolorer(style: .palette(red, green, green)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(result.layerLevels == [.tertiary, .primary])
        let groups = result.document.root.childElements.filter { $0.name == "g" }
        #expect(groups.map { $0[attribute: "style"] } == ["opacity:1", nil], "a group around nothing restyled keeps its opacity")
        #expect(groups[0].childElements.first?[attribute: "style"] == nil, "a group without an opacity of its own is left alone")
        let image = try Rasterizer().image(svg: Self.writer.data(for: result.document), size: .square(24))
        let left = image[x: 6, y: 12], right = image[x: 18, y: 12]
        #expect((left.red, left.green, left.blue, left.alpha) == (0, 255, 0, 255))
        #expect((right.red, right.green, right.blue, right.alpha) == (255, 0, 0, 255))
    }

    /// A group faded by a rule of the sheet (Illustrator writes `.cls-2{opacity:.2}`) fades as one with the
    /// attribute: it is made opaque too, with `!important` when the rule is, and a group whose `style`
    /// already overrides the sheet's opacity is left alone. It stayed faded: the pass read only the
    /// attribute and `style`.
    @Test(arguments: ["", " !important"])
    func groupsFadedBySheetRulesAreMadeOpaque(importance: String) throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
            <style>.faint{opacity:.2\(importance)} #kept{opacity:.5}</style>
            <g class="faint"><rect width="12" height="24"/></g><rect x="12" width="12" height="24" fill="#333"/>
            <g id="kept" style="opacity:1"><rect y="30" width="4" height="4"/></g></svg>
            """
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        let result = try SymbolRecolorer(style: .palette(red, green, green)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(result.layerLevels.first == .tertiary)
        let groups = result.document.root.childElements.filter { $0.name == "g" }
        #expect(groups.map { $0[attribute: "style"] } == ["opacity:1" + importance, "opacity:1"])
        let image = try Rasterizer().image(svg: Self.writer.data(for: result.document), size: .square(24))
        let left = image[x: 6, y: 12], right = image[x: 18, y: 12]
        #expect((left.red, left.green, left.blue, left.alpha) == (0, 255, 0, 255))
        #expect((right.red, right.green, right.blue, right.alpha) == (255, 0, 0, 255))
    }

    /// A dot used twice, the second faint (a secondary layer): in palette mode each use takes its layer's
    /// colour, where both took the first's.
    @Test func usesInDifferentLayersTakeTheirLayersColours() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
            <defs><circle id="dot" r="4"/></defs><use xlink:href="#dot" x="6" y="12"/><use xlink:href="#dot" x="18" y="12" opacity="0.4"/></svg>
            """
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let result = try SymbolRecolorer(style: .palette(red, blue)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(result.layerLevels == [.primary, .secondary])
        #expect(element(withID: "dot", in: result.document.root)?[attribute: "style"] == "fill:#f00")
        #expect(element(withID: "emblem-use-1", in: result.document.root)?[attribute: "style"] == "opacity:1;fill:#00f")
    }

    /// The file's `@media (prefers-color-scheme)` rules follow the importer's environment (`recolor
    /// --appearance`): a shape the dark rules hide is not a layer in dark, so it is not repainted.
    @Test func mediaRulesFollowTheAppearance() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
            <style>@media (prefers-color-scheme: dark) { .light-only { display: none } }</style>
            <path id="both" d="M0 0h5v5H0z"/><path id="light" class="light-only" d="M5 5h5v5H5z"/></svg>
            """
        let document = try SVGDocument(bytes: Array(source.utf8))
        for (scheme, repaintsLight) in [(MediaEnvironment.ColorScheme.light, true), (.dark, false)] {
            let recolorer = SymbolRecolorer(style: .monochrome(Self.requested),
                                            importer: SymbolImporter(media: MediaEnvironment(colorScheme: scheme)))
            let result = try recolorer.recolor(document)
            #expect(element(withID: "both", in: result.document.root)?[attribute: "style"] != nil)
            #expect((element(withID: "light", in: result.document.root)?[attribute: "style"] != nil) == repaintsLight, "\(scheme)")
        }
    }

    /// Text inherits fill as well as stroke: under Tabler's `fill="none" stroke="currentColor"` root it
    /// stays an outline in the colour (it came out filled), and a group's `style` counts like an attribute.
    @Test func textInheritsFillNone() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <text id="date" x="4" y="18" font-size="10">12</text>
            <g style="fill:#123;stroke:none"><text id="filled" x="4" y="8">3<tspan id="span">4</tspan></text></g>
            </svg>
            """
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(element(withID: "date", in: result.document.root)?[attribute: "style"] == "fill:none;stroke:#0a84ff")
        #expect(element(withID: "filled", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff")
        #expect(element(withID: "span", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff")
    }

    /// A stroked path whose style says `fill:none` keeps it (the recolourer once dropped it with the old
    /// colours, and the path came out filled black); one whose style says `stroke:none` keeps that too.
    /// A `fill-opacity` taken out of the style is written back at the colour's (it may have hidden an
    /// attribute's or an inherited one).
    @Test func unpaintedPartsStayUnpainted() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
            <path id="line" style="fill:none;stroke:#123;stroke-width:2" d="M1 1L9 9"/>
            <path id="solid" style=" stroke:none;fill:rgb(10%,20%,30%);fill-opacity:1;" d="M0 5h5v5H0z"/></svg>
            """
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(element(withID: "line", in: result.document.root)?[attribute: "style"] == "fill:none;stroke-width:2;stroke:#0a84ff")
        #expect(element(withID: "solid", in: result.document.root)?[attribute: "style"] == "stroke:none;fill:#0a84ff;fill-opacity:1")
    }

    /// A fill or stroke that paints nothing while the rest of the shape does (an inherited
    /// `stroke-opacity="0"`, a transparent fill, a zero-wide stroke) stays invisible: the colour's opacity
    /// replaced the shape's, and the outline came out opaque (found by differential fuzzing). Pixels: the
    /// stroke's band outside the filled square stays clear.
    @Test func invisibleFillsAndStrokesStayInvisible() throws {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" stroke="#123" stroke-width="4">
            <g stroke-opacity="0"><path id="a" d="M5 5h10v10H5z"/></g>
            <path id="b" fill="transparent" d="M2 2h2v2H2z"/><path id="c" stroke-width="0" d="M16 16h2v2h-2z"/></svg>
            """
        let result = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(try SVGDocument(bytes: Array(source.utf8)))
        #expect(element(withID: "a", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff")
        #expect(element(withID: "b", in: result.document.root)?[attribute: "style"] == "stroke:#0a84ff")
        #expect(element(withID: "c", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff")
        let image = try Rasterizer().image(svg: Self.writer.data(for: result.document), size: .square(20))
        #expect(image[x: 10, y: 10].alpha == 255 && image[x: 4, y: 10].alpha == 0 && image[x: 16, y: 10].alpha == 0)
    }

    /// A template's path drawn by two `use`s in layers of different levels: restyled in place for the
    /// first, and copied for the second (the template importer notes that a `use` drew a shape, as the
    /// plain one does).
    @Test func aTemplatePathDrawnByUsesInTwoLayersIsCopiedForTheSecond() throws {
        let text = try String(contentsOfFile: Fixtures.path("templates/fixture.v3.svg"), encoding: .utf8)
        let secondary = "monochrome-1 multicolor-1:tintColor hierarchical-1:secondary SFSymbolsPreviewWireframe"
        let tertiary = "monochrome-2 multicolor-2:leafGreen hierarchical-2:tertiary SFSymbolsPreviewWireframe"
        let changed = text
            .replacingOccurrences(of: "<path class=\"\(secondary)\" d=\"M48 -52L84 -52L84 -30L48 -30Z\"/>",
                                  with: "<use class=\"\(secondary)\" href=\"#copied\"/>")
            .replacingOccurrences(of: "<path class=\"\(tertiary)\" d=\"M4 -24L84 -24L84 -6L4 -6Z\"/>",
                                  with: "<use class=\"\(tertiary)\" href=\"#copied\" y=\"28\"/>")
            .replacingOccurrences(of: " <g id=\"Notes\">", with: "<defs><path id=\"copied\" d=\"M48 -52L84 -52L84 -30L48 -30Z\"/></defs> <g id=\"Notes\">")
        #expect(changed.contains("href=\"#copied\" y=\"28\"") && changed.contains("<defs><path id=\"copied\""))
        let result = try SymbolRecolorer(style: .hierarchical(Self.requested)).recolor(try SVGDocument(bytes: Array(changed.utf8)))
        let uses = elements(named: "use", in: try #require(element(withID: "Regular-S", in: result.document.root)))
        #expect(uses.map { $0[attribute: "href"] } == ["#copied", "#emblem-use-1"])
        #expect(element(withID: "copied", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff;fill-opacity:.5")
        #expect(element(withID: "emblem-use-1", in: result.document.root)?[attribute: "style"] == "fill:#0a84ff;fill-opacity:.25")
    }

    /// A template keeps its Notes, Guides, style sheet and Draw guide points; only the symbol paths of
    /// drawn layers get a style, erase layers none.
    @Test func templateKeepsEverythingButColours() throws {
        let original = try Fixtures.document("templates/fixture.v7.svg")
        let result = try SymbolRecolorer(style: .hierarchical(Self.requested)).recolor(original)
        let output = try SVGDocument(bytes: Self.writer.data(for: result.document))
        // The original through the same writer, so indentation compares equal.
        let reference = try SVGDocument(bytes: Self.writer.data(for: original))
        for id in ["Notes", "Guides"] {
            let kept = element(withID: id, in: output.root).map(withoutLocations)
            #expect(kept != nil && kept == element(withID: id, in: reference.root).map(withoutLocations), "\(id)")
        }
        let paths = elements(named: "path", in: try #require(element(withID: "Regular-M", in: output.root)))
        #expect(paths.map { $0[attribute: "data-clipstroke-keyframes"] } == [nil, "M 5 -56 L 33 -56", "M 36 -56 L 64 -56", "M 67 -56 L 95 -56"])
        #expect(paths.map { $0[attribute: "style"] } == ["fill:#0a84ff", "fill:#0a84ff;fill-opacity:.5", "fill:#0a84ff;fill-opacity:.5",
                                                         "fill:#0a84ff;fill-opacity:.5"])
        let eraser = try Fixtures.document("templates/fixture.v5.svg")
        let erased = try SymbolRecolorer(style: .monochrome(Self.requested)).recolor(eraser).document
        let regular = elements(named: "path", in: try #require(element(withID: "Regular-S", in: erased.root)))
        #expect(regular.map { $0[attribute: "style"] == nil } == [false, false, true, false], "the erase layer keeps its own style")
    }
}

func elements(named name: String, in root: XMLElement) -> [XMLElement] {
    var found: [XMLElement] = root.localName == name ? [root] : []
    for child in root.childElements { found += elements(named: name, in: child) }
    return found
}

func element(withID id: String, in root: XMLElement) -> XMLElement? {
    if root[attribute: "id"] == id { return root }
    for child in root.childElements { if let found = element(withID: id, in: child) { return found } }
    return nil
}

func ids(in root: XMLElement) -> [String] {
    (root[attribute: "id"].map { [$0] } ?? []) + root.childElements.flatMap { ids(in: $0) }
}

/// The element with source locations removed (they differ between two parses by design).
func withoutLocations(_ element: XMLElement) -> XMLElement {
    var copy = element
    copy.location = nil
    copy.children = copy.children.map { node in
        if case .element(let child) = node { return .element(withoutLocations(child)) }
        return node
    }
    return copy
}

/// `<name …>…</name>` as first written in `text`.
func substring(of text: String, element name: String) -> String? {
    guard let start = text.range(of: "<\(name)"), let end = text.range(of: "</\(name)>", range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.lowerBound..<end.upperBound])
}
