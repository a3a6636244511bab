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
        let document = try SVGDocument(bytes: Array(Self.convolve(order: order).utf8), file: "k.svg")
        if isDrawn {
            _ = try SymbolImporter().importedFile(from: document)
            _ = try Rasterizer().image(svg: Array(Self.convolve(order: order).utf8), size: .square(32))
        } else {
            let error = try #require(throws: SymbolError.self) { try SymbolImporter().importedFile(from: document) }
            #expect(error.code == .limitExceeded && error.location?.line == 2 && error.location?.file == "k.svg")
        }
    }

    @Test func octavesPastTheLimitAreBoundedWithAWarning() throws {
        let document = try SVGDocument(bytes: Array(Self.turbulence(octaves: "1000000").utf8))
        let (bounded, diagnostics) = FilterHazards.boundingOctaves(of: document)
        let filter = try #require(bounded.root.childElements.first)
        #expect(filter.childElements.first?[attribute: "numOctaves"] == "\(FilterHazards.maximumOctaves)")
        #expect(diagnostics.count == 1 && diagnostics[0].location?.line == 2)
        let (kept, none) = FilterHazards.boundingOctaves(of: try SVGDocument(bytes: Array(Self.turbulence(octaves: "24").utf8)))
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
}
