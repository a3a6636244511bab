import EmblemGeometry
import EmblemRaster
import EmblemSVG
import Testing
@testable import EmblemSymbols

/// Filters librsvg aborts on are refused before drawing; filters it would compute without end are bounded
/// where no pixel changes.
@Suite struct FilterHazardTests {
    static func convolve(order: String) -> String {
        let values = order.split(separator: " ").compactMap { Int($0) }
        let count = values.count == 1 ? values[0] * values[0] : values[0] * values[1]
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><filter id=\"f\">\n<feConvolveMatrix order=\"\(order)\" kernelMatrix=\""
            + Array(repeating: "1", count: count).joined(separator: " ") + "\"/></filter><rect width=\"24\" height=\"24\" filter=\"url(#f)\"/></svg>"
    }

    static func turbulence(octaves: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><filter id=\"f\">\n<feTurbulence baseFrequency=\"0.05\" numOctaves=\"\(octaves)\"/>"
            + "</filter><rect width=\"24\" height=\"24\" filter=\"url(#f)\"/></svg>"
    }

    /// Up to 400 values is drawn (and librsvg draws it: this test would abort the run otherwise); past
    /// it, in either direction of the order, the file is refused where the primitive is.
    @Test(arguments: [("20", true), ("21 19", true), ("400 1", true), ("21", false), ("401 1", false), ("1 401", false), ("20 21", false)])
    func kernelsPastWhatLibrsvgReadsAreRefused(order: String, isDrawn: Bool) throws {
        try Self.expect(Self.convolve(order: order), isDrawn: isDrawn, refusalNames: "feConvolveMatrix", atLine: 2)
    }

    @Test func octavesPastTheLimitAreBoundedWithAWarning() throws {
        let document = try SVGDocument(bytes: Array(Self.turbulence(octaves: "1000000").utf8))
        let (bounded, diagnostics) = FilterHazards.bounded(document)
        let filter = try #require(bounded.root.childElements.first)
        #expect(filter.childElements.first?[attribute: "numOctaves"] == "\(FilterHazards.maximumOctaves)")
        #expect(diagnostics.count == 1 && diagnostics[0].location?.line == 2)
        let (kept, none) = FilterHazards.bounded(try SVGDocument(bytes: Array(Self.turbulence(octaves: "24").utf8)))
        #expect(kept.root.childElements.first?.childElements.first?[attribute: "numOctaves"] == "24" && none.isEmpty)
    }

    /// The bound is where octaves stop mattering: librsvg draws 24 and 200 octaves pixel for pixel alike.
    @Test(arguments: ["0.5", "0.05", "0.001"])
    func octavesPastTheLimitChangeNoPixel(frequency: String) throws {
        func image(_ octaves: Int) throws -> PixelImage {
            let text = Self.turbulence(octaves: "\(octaves)").replacingOccurrences(of: "baseFrequency=\"0.05\"", with: "baseFrequency=\"\(frequency)\"")
            return try Rasterizer().image(svg: Array(text.utf8), size: .square(128))
        }
        #expect(try image(FilterHazards.maximumOctaves).difference(from: image(200), threshold: 0).differingPixelCount == 0)
    }

    static let kernelUnitLengthFilters = [
        "<feDiffuseLighting surfaceScale=\"4\" kernelUnitLength=\"0.001\"><feDistantLight azimuth=\"30\"/></feDiffuseLighting>",
        "<feSpecularLighting specularExponent=\"8\" kernelUnitLength=\"0.001 0.002\"><fePointLight x=\"4\" z=\"6\"/></feSpecularLighting>",
        "<feConvolveMatrix order=\"3\" kernelMatrix=\"1 0 0 0 1 0 0 0 -1\" kernelUnitLength=\"0.001\"/>",
    ]

    /// A circle filtered by `primitive`, the primitive on line 2.
    static func kernelUnitLengthDocument(_ primitive: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><filter id=\"f\">\n\(primitive)</filter>"
            + "<circle cx=\"12\" cy=\"12\" r=\"8\" fill=\"#48c\" filter=\"url(#f)\" kernelUnitLength=\"7\"/></svg>"
    }

    /// librsvg computes these primitives on their input scaled to one over `kernelUnitLength` in pixels,
    /// squared (0.001 at 256 px: 4.5 GB, 458 s). The attribute goes, with a warning where it was; the
    /// picture is then the one librsvg draws without it, which is not empty; an attribute of the same name
    /// outside a filter means nothing and stays.
    @Test(arguments: kernelUnitLengthFilters)
    func kernelUnitLengthIsLeftOutWithAWarning(primitive: String) throws {
        let text = Self.kernelUnitLengthDocument(primitive)
        let document = try SVGDocument(bytes: Array(text.utf8), file: "t.svg")
        let (bounded, diagnostics) = FilterHazards.bounded(document)
        let filtered = try #require(bounded.root.childElements.first?.childElements.first)
        #expect(filtered[attribute: "kernelUnitLength"] == nil && filtered.attributes.count == (primitive.contains("Convolve") ? 2 : 1))
        #expect(bounded.root.childElements.last?[attribute: "kernelUnitLength"] == "7")
        #expect(diagnostics.count == 1 && diagnostics[0].location?.line == 2 && diagnostics[0].message.contains("kernelUnitLength"))
        let imported = try SymbolImporter().importedFile(from: document)
        #expect(imported.diagnostics.contains { $0.message.contains("kernelUnitLength") && $0.location?.line == 2 })

        let written = SVGWriter(options: .init(rewritesValues: false)).string(for: bounded)
        let withoutAttribute = text.replacingOccurrences(of: #" kernelUnitLength="[^"]*"/"#, with: "/", options: .regularExpression)
            .replacingOccurrences(of: #" kernelUnitLength="[^"]*">"#, with: ">", options: .regularExpression)
        #expect(!withoutAttribute.contains("0.00"))
        let drawn = try Rasterizer().image(svg: Array(written.utf8), size: .square(64))
        let expected = try Rasterizer().image(svg: Array(withoutAttribute.utf8), size: .square(64))
        #expect(drawn.difference(from: expected, threshold: 0).differingPixelCount == 0)
        let empty = try Rasterizer().image(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"/>".utf8), size: .square(64))
        #expect(drawn.difference(from: empty, threshold: 8).differingPixelCount > 1_000)
    }

    /// Recolouring writes the document back and draws nothing: its filters keep their values, with no
    /// warning that they were drawn otherwise; importing for drawing bounds them and says so.
    @Test func recolouringKeepsFilterValuesAndWarnsNothing() throws {
        let text = Self.kernelUnitLengthDocument(Self.kernelUnitLengthFilters[0] + "<feTurbulence numOctaves=\"1000000\"/>")
        let document = try SVGDocument(bytes: Array(text.utf8), file: "t.svg")
        let recolored = try SymbolRecolorer(style: .monochrome(Color(red8: 200, green8: 0, blue8: 0))).recolor(document)
        let primitives = try #require(recolored.document.root.childElements.first?.childElements)
        #expect(primitives.first?[attribute: "kernelUnitLength"] == "0.001" && primitives.last?[attribute: "numOctaves"] == "1000000")
        #expect(recolored.diagnostics.isEmpty, "\(recolored.diagnostics)")
        let drawn = try SymbolImporter().importedFile(from: document)
        #expect(drawn.diagnostics.filter { $0.message.contains("kernelUnitLength") || $0.message.contains("numOctaves") }.count == 2)
    }

    /// Nor are the embedded images drawing would leave out: recolouring keeps them, and says nothing.
    @Test func recolouringKeepsEmbeddedImagesAndWarnsNothing() throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n<image width=\"24\" height=\"24\" "
            + "href=\"data:image/svg+xml;base64,PHN2Zy8+\"/><rect width=\"10\" height=\"10\"/></svg>"
        let document = try SVGDocument(bytes: Array(text.utf8), file: "t.svg")
        let recolored = try SymbolRecolorer(style: .monochrome(Color(red8: 200, green8: 0, blue8: 0))).recolor(document)
        #expect(recolored.document.root.childElements.map(\.localName) == ["image", "rect"])
        #expect(recolored.diagnostics.isEmpty, "\(recolored.diagnostics)")
        let drawn = try SymbolImporter().importedFile(from: document)
        #expect(drawn.diagnostics.contains { $0.message.contains("SVG image") && $0.location?.line == 2 })
    }

    /// A 24-unit square filtered by `primitives`; `filterAttributes` go on the filter.
    static func tiled(_ primitives: String, filterAttributes: String = "") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><filter id=\"f\"\(filterAttributes)>\(primitives)</filter>"
            + "<rect width=\"24\" height=\"24\" filter=\"url(#f)\"/></svg>"
    }

    /// An feTile of a result whose own region misses the filter's region is refused (librsvg aborts on
    /// it); one whose region meets it is drawn, by librsvg too (this test would abort otherwise).
    @Test(arguments: [
        ("<feFlood flood-color=\"red\" x=\"100\" width=\"1\"/><feTile/>", "", false),
        ("<feFlood flood-color=\"red\" x=\"2\" width=\"4\"/><feTile/>", "", true),
        ("<feFlood flood-color=\"red\" width=\"0\"/><feTile/>", "", false),
        // Inside the filter region (from −2.4) but not the canvas (from 0), which librsvg clips to as well.
        ("<feFlood flood-color=\"red\" x=\"-30\" width=\"28\"/><feTile/>", "", false),
        ("<feFlood flood-color=\"red\" x=\"-30\" width=\"30.01\"/><feTile/>", "", true),
        ("<feFlood flood-color=\"red\" x=\"23.99\" width=\"5\"/><feTile/>", "", true),
        ("<feFlood flood-color=\"red\" x=\"24.01\" width=\"5\"/><feTile/>", "", false),
        ("<feFlood flood-color=\"red\" x=\"100\" width=\"1\" result=\"r\"/><feOffset dx=\"1\"/><feTile in=\"r\"/>", "", false),
        ("<feFlood flood-color=\"red\" x=\"100\" width=\"1\"/><feTile in=\"SourceGraphic\"/>", "", true),
        ("<feFlood flood-color=\"red\" x=\"5\" width=\"0.5\"/><feTile/>", " primitiveUnits=\"objectBoundingBox\"", false),
        ("<feFlood flood-color=\"red\" x=\"0.5\" width=\"0.1\"/><feTile/>", " primitiveUnits=\"objectBoundingBox\"", true),
        ("<feFlood flood-color=\"red\" x=\"20\" width=\"2\"/><feTile/>", " filterUnits=\"userSpaceOnUse\" x=\"0\" width=\"10\"", false),
        ("<feFlood flood-color=\"red\" x=\"5\" width=\"2\"/><feTile/>", " filterUnits=\"userSpaceOnUse\" x=\"0\" width=\"10\"", true),
    ])
    func tilesOfEmptyRegionsAreRefused(primitives: String, filterAttributes: String, isDrawn: Bool) throws {
        try Self.expect(Self.tiled(primitives, filterAttributes: filterAttributes), isDrawn: isDrawn)
    }

    /// The canvas is measured in the filtered element's own space: under `scale(2)` it is half as wide.
    @Test(arguments: [("11", true), ("13", false)])
    func theCanvasIsMeasuredInTheElementsSpace(x: String, isDrawn: Bool) throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><filter id=\"f\"><feFlood flood-color=\"red\" x=\"\(x)\" "
            + "width=\"1\"/><feTile/></filter><g transform=\"scale(2)\"><rect width=\"24\" height=\"24\" filter=\"url(#f)\"/></g></svg>"
        try Self.expect(text, isDrawn: isDrawn)
    }

    /// Either the file is read and librsvg draws it (an abort here would end the test run), or it is
    /// refused with an error that names `refusalNames`, in this file (and at `atLine`, when given).
    static func expect(_ text: String, isDrawn: Bool, refusalNames: String = "feTile", atLine line: Int? = nil) throws {
        let document = try SVGDocument(bytes: Array(text.utf8), file: "t.svg")
        if isDrawn {
            _ = try SymbolImporter().importedFile(from: document)
            _ = try Rasterizer().image(svg: Array(text.utf8), size: .square(32))
        } else {
            let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
            #expect(error.code == .limitExceeded && error.message.contains(refusalNames) && error.location?.file == "t.svg")
            if let line { #expect(error.location?.line == line) }
        }
    }
}
