import CZlib
@testable import EmblemRaster
import Testing

@Suite struct RasterErrorTests {
    @Test func malformedSVGCarriesLibrsvgsMessage() throws {
        let error = try #require(throws: RasterError.self) {
            try Rasterizer().image(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8), size: .square(8))
        }
        #expect(error.code == .invalidSVG)
        #expect(error.message.hasPrefix("The data is not a valid SVG document: librsvg says “"))
        #expect(error.message.hasSuffix("”."))
        #expect(error.message.count > "The data is not a valid SVG document: librsvg says “”.".count)
        #expect(error.message.contains("XML parse error"))
        #expect(error.description == error.message)
    }

    /// A zlib failure says what zlib said, not always "out of memory" (a stream in a wrong state is not).
    @Test func compressionFailuresSayWhatZlibSaid() {
        let memory = RasterError(.compressionFailed(status: Z_MEM_ERROR)), stream = RasterError(.compressionFailed(status: Z_STREAM_ERROR))
        #expect(memory.code == .compressionFailed && stream.code == .compressionFailed)
        #expect(memory.message == "zlib could not compress the image's pixels: insufficient memory (status -4).")
        #expect(stream.message == "zlib could not compress the image's pixels: stream error (status -2).")
    }

    /// librsvg reads 255 groups in the root, not 256 (256 levels of elements that hold others); past that
    /// its error names a line of the SVG it was given, which is Emblem's, so the message says what happened.
    @Test(arguments: [(255, true), (256, false)])
    func nestingPastLibrsvgsLimitIsSaidSo(groups: Int, isDrawn: Bool) throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 8\">" + String(repeating: "<g>", count: groups)
            + "<rect width=\"8\" height=\"8\"/>" + String(repeating: "</g>", count: groups) + "</svg>"
        if isDrawn {
            _ = try Rasterizer().image(svg: Array(svg.utf8), size: .square(8))
        } else {
            let error = try #require(throws: RasterError.self) { try Rasterizer().image(svg: Array(svg.utf8), size: .square(8)) }
            #expect(error.code == .invalidSVG)
            #expect(error.message.hasPrefix("The drawing nests its elements deeper than librsvg reads (256 levels"), "\(error.message)")
        }
    }

    /// A pattern tile stretched past cairo's 32,767 pixels a side (by a skew of 89.99999°, or scaled by
    /// 20,000 at 64 px: 53,333 pixels) is not drawn, and the message says why; stretched less, it is drawn.
    @Test(arguments: [("skewX(89.99999)", false), ("scale(20000)", false), ("skewX(89)", true), ("scale(200)", true)])
    func surfacesPastCairosSideAreSaidSo(patternTransform: String, isDrawn: Bool) throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><pattern id=\"p\" width=\"1\" height=\"1\" "
            + "patternUnits=\"userSpaceOnUse\" patternTransform=\"\(patternTransform)\"><circle cx=\".5\" cy=\".5\" r=\".4\"/></pattern>"
            + "<rect width=\"24\" height=\"24\" fill=\"url(#p)\"/></svg>"
        if isDrawn {
            _ = try Rasterizer().image(svg: Array(svg.utf8), size: .square(64))
        } else {
            // The closure returns nothing: an image drawn where an error was expected would be printed whole.
            let error = try #require(throws: RasterError.self) { _ = try Rasterizer().image(svg: Array(svg.utf8), size: .square(64)) }
            #expect(error.code == .renderingFailed)
            #expect(error.message.hasPrefix("Part of the drawing needs a surface wider or taller than cairo's 32,767 pixels"), "\(error.message)")
        }
    }

    @Test func emptyDataIsInvalid() throws {
        let error = try #require(throws: RasterError.self) { try Rasterizer().image(svg: [], size: .square(8)) }
        #expect(error.code == .invalidSVG)
    }

    @Test func nonSVGXMLIsInvalid() throws {
        let error = try #require(throws: RasterError.self) {
            try Rasterizer().pngData(for: Array("<html><body/></html>".utf8), size: .square(8))
        }
        #expect(error.code == .invalidSVG)
        #expect(error.message.contains("<svg>"))
    }

    @Test(arguments: [RasterSize(width: 0, height: 8), RasterSize(width: 8, height: -1)])
    func nonPositiveSizesAreInvalid(size: RasterSize) throws {
        let error = try #require(throws: RasterError.self) { try Rasterizer().image(svg: leftHalfRed, size: size) }
        #expect(error.code == .invalidSize)
        #expect(error.message.contains("\(size.width)×\(size.height)"))
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func badScalesAreInvalid(scale: Double) throws {
        let error = try #require(throws: RasterError.self) {
            try Rasterizer(scale: scale).image(svg: leftHalfRed, size: .square(8))
        }
        #expect(error.code == .invalidSize)
    }

    @Test func scaleRoundingToZeroIsInvalid() throws {
        let error = try #require(throws: RasterError.self) {
            try Rasterizer(scale: 0.01).outputSize(for: .square(10))
        }
        #expect(error.code == .invalidSize)
    }

    @Test(arguments: [
        (RasterSize(width: Rasterizer.maximumSide + 1, height: 1), 1.0),
        (RasterSize(width: 10_000, height: 10_000), 1.0),
        (RasterSize(width: 10_000, height: 1), 2.0),
        (RasterSize(width: Int.max, height: Int.max), 1.0),
    ])
    func oversizedImagesAreRefusedBeforeRendering(size: RasterSize, scale: Double) throws {
        let error = try #require(throws: RasterError.self) {
            try Rasterizer(scale: scale).image(svg: leftHalfRed, size: size)
        }
        #expect(error.code == .imageTooLarge)
        #expect(error.message.contains("16384"))
    }

    @Test func limitsThemselvesAreAllowed() throws {
        #expect(try Rasterizer().outputSize(for: RasterSize(width: Rasterizer.maximumSide, height: 4096))
            == RasterSize(width: 16_384, height: 4096))
    }
}
