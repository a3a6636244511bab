import EmblemGeometry
import EmblemRaster
import EmblemSVG
@testable import EmblemSymbols
import EmblemTestSupport
import Testing

/// A file recoloured again in the same style is written as it was (`recolor --in-place` run on every
/// build): each run added a tint of the last run's tint, a copy of the last copy of each marker, a new
/// shade, and took out a `fill-opacity:1` it had written over an attribute's opacity, which then showed.
/// Copies an earlier run made are found and used again (`DefinitionCopies`), a tint's original is
/// tinted rather than the tint, and an opacity taken out of the style is written back.
///
/// Palette and hierarchical styles are left out: their levels come from the file's opacities, which a
/// first run replaces with the levels' (a palette's colours are all opaque), so a second run reads other
/// levels.
struct RecolorAgainTests {
    static let styles: [SymbolStyle] = [
        .monochrome(Color(red8: 255, green8: 0, blue8: 0)), .monochrome(Color(red8: 0, green8: 90, blue8: 200, alpha: 0.6)),
        .monochrome(Color(red8: 0, green8: 200, blue8: 0)).colorRendering(.gradient), .multicolor.colorRendering(.gradient),
    ]
    static let writer = SVGWriter(options: .init(rewritesValues: false))

    /// The file recoloured once and recoloured again, as `recolor` writes them.
    static func onceAndAgain(_ source: [UInt8], _ style: SymbolStyle) throws -> (once: [UInt8], again: [UInt8]) {
        let once = writer.data(for: try SymbolRecolorer(style: style).recolor(try SVGDocument(bytes: source)).document)
        let again = writer.data(for: try SymbolRecolorer(style: style).recolor(try SVGDocument(bytes: once)).document)
        return (once, again)
    }

    /// What each earlier run added again: a fading gradient's tint, a marker's copy, a shade, a use's
    /// copy, and an attribute's opacity under the style's.
    static let documents = [
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><linearGradient id="g"><stop stop-color="#fc0"/>\
        <stop offset="1" stop-color="#0cf" stop-opacity=".5"/></linearGradient><rect width="60" height="60" fill="url(#g)"/></svg>
        """,
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>marker path { fill: #fc08 }</style><defs>\
        <marker id="m"><path d="M0 0h3v3z"/></marker></defs><path d="M1 1 5 5 9 1" fill="none" stroke="#333" marker-mid="url(#m)"/></svg>
        """,
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="e"><circle cx="10" cy="10" r="5"/>\
        <rect x="20" width="10" height="10" fill="#c60"/></g><use href="#e" x="40" style="fill: transparent"/></svg>
        """,
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1h5v5z" fill-opacity="0.65"/>\
        <g stroke-opacity=".4"><path d="M5 5h4v4z" stroke="#000" style="stroke-opacity:1"/></g></svg>
        """,
    ]

    @Test(arguments: documents)
    func aRecolouredFileRecolouredAgainIsWrittenAsItWas(source: String) throws {
        for style in Self.styles {
            let (once, again) = try Self.onceAndAgain(Array(source.utf8), style)
            #expect(once == again, "\(style.mode) \(style.colorRenderingMode)\nonce:\n\(String(decoding: once, as: UTF8.self))\nagain:\n\(String(decoding: again, as: UTF8.self))")
        }
    }

    /// Recoloured in another colour, the file draws in that colour, whatever the first run made (the
    /// second run's tint refers to the original gradient, not to the first run's tint).
    @Test func aRecolouredFileRecolouredInAnotherColourDrawsInIt() throws {
        let (once, _) = try Self.onceAndAgain(Array(Self.documents[0].utf8), .monochrome(Color(red8: 255, green8: 0, blue8: 0)))
        let blue = Self.writer.data(for: try SymbolRecolorer(style: .monochrome(Color(red8: 0, green8: 0, blue8: 255))).recolor(try SVGDocument(bytes: once)).document)
        let text = String(decoding: blue, as: UTF8.self)
        #expect(!text.contains("href=\"#emblem-tint-1\""), "a tint of the first run's tint:\n\(text)")
        let image = try Rasterizer().image(svg: blue, size: .square(100))
        let pixel = image[x: 5, y: 30]
        #expect(pixel.red == 0 && pixel.green == 0 && pixel.blue == 255 && pixel.alpha > 200, "\(pixel)")
    }

    /// The file recoloured in each style in turn, as `recolor --in-place` leaves it.
    static func recoloured(_ source: [UInt8], in styles: [SymbolStyle]) throws -> [UInt8] {
        try styles.reduce(source) { bytes, style in writer.data(for: try SymbolRecolorer(style: style).recolor(try SVGDocument(bytes: bytes)).document) }
    }

    static let red = SymbolStyle.monochrome(Color(red8: 255, green8: 0, blue8: 0))
    static let blue = SymbolStyle.monochrome(Color(red8: 0, green8: 0, blue8: 255))

    /// Recoloured in turn in two colours, a file does not grow: the copies a run made for the other
    /// colour, which nothing refers to any more, are taken out (each run in a new colour left them, 181–193
    /// bytes of marker a run for a file with one marker). Red, blue, red and blue is written as red and
    /// blue, on the fixtures and on random documents; and no copy is left that nothing names.
    @Test func aFileRecolouredInTurnInTwoColoursDoesNotGrow() throws {
        var generator = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: 0xC0_10A5))
        let sources = Self.documents.map { Array($0.utf8) } + (0..<150).map { _ in Array(generator.document().utf8) }
        var compared = 0
        for (index, source) in sources.enumerated() {
            guard (try? SymbolImporter().symbol(from: try SVGDocument(bytes: source))) != nil else { continue }
            compared += 1
            for styles in [[Self.red, Self.blue], [Self.red.colorRendering(.gradient), Self.blue.colorRendering(.gradient)]] {
                let twice = try Self.recoloured(source, in: styles), four = try Self.recoloured(twice, in: styles)
                let context = "document \(index), \(styles[0].colorRenderingMode)\n\(String(decoding: source, as: UTF8.self))"
                // A colour's gradient keeps the shading content drawn by several uses anew (see below).
                if styles[0].colorRenderingMode == .flat || index < Self.documents.count {
                    #expect(four == twice, "\(context)\ntwice:\n\(String(decoding: twice, as: UTF8.self))\nfour times:\n\(String(decoding: four, as: UTF8.self))")
                }
                let document = try SVGDocument(bytes: four)
                let named = SymbolRecolorer.namedFragments(in: document.root)
                let copies = XMLElement.firstElementsByID(under: [document.root]).keys.filter(SymbolRecolorer.isCopyID)
                #expect(copies.allSatisfy(named.contains), "unreferenced copies \(copies.filter { !named.contains($0) }) in \(context)")
            }
        }
        #expect(compared >= 140, "\(compared) recoloured")
    }

    /// Random documents (every paint server, marker, clip, mask, filter, `use` and sheet
    /// `RandomPaintDocumentPixelTests` writes), recoloured twice in each style but a colour's gradient:
    /// content that several `use`s draw under different transforms is restyled in place for one of them
    /// and copied for the others, and a second run, which finds those uses pointing at copies, can shade
    /// the original for another (1 document in 300 here).
    @Test(arguments: 0..<2)
    func randomDocumentsRecolouredAgainAreWrittenAsTheyWere(batch: Int) throws {
        var generator = RandomPaintDocumentPixelTests.Generator(random: SplitMix64(seed: 0xA6A1_0000 + UInt64(batch)))
        var compared = 0
        for index in 0..<150 {
            let source = Array(generator.document().utf8)
            guard (try? SymbolImporter().symbol(from: try SVGDocument(bytes: source))) != nil else { continue }
            compared += 1
            for style in Self.styles where style.mode != .monochrome || style.colorRenderingMode != .gradient {
                let (once, again) = try Self.onceAndAgain(source, style)
                #expect(once == again, "batch \(batch), document \(index), \(style.mode) \(style.colorRenderingMode)\n\(String(decoding: source, as: UTF8.self))")
            }
        }
        #expect(compared >= 140, "\(compared) of 150 recoloured")
    }
}
