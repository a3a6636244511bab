import EmblemRaster
import Testing

@Suite struct PixelImageTests {
    @Test func subscriptReadsAndWritesRGBA() {
        var image = PixelImage(width: 3, height: 2)
        image[x: 2, y: 1] = RasterColor(red: 1, green: 2, blue: 3, alpha: 4)
        #expect(image[x: 2, y: 1] == RasterColor(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(Array(image.pixels[20..<24]) == [1, 2, 3, 4])
        #expect(image[x: 0, y: 0] == .clear)
    }

    @Test func fillInitializerSetsEveryPixel() {
        let image = PixelImage(width: 2, height: 2, color: blue)
        #expect(image.pixels == [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255])
    }

    @Test func flippedHorizontallyMirrorsColumns() throws {
        let image = try Rasterizer().image(svg: leftHalfRed, size: .square(20))
        let flipped = image.flippedHorizontally()
        #expect(mismatches(in: flipped) { x, _ in x >= 10 ? red : .clear } == [])
        #expect(flipped.flippedHorizontally() == image)
    }

    @Test func flippedHorizontallyKeepsRowsAndOddCentre() {
        var image = PixelImage(width: 3, height: 2)
        image[x: 0, y: 1] = red
        image[x: 1, y: 0] = blue
        let flipped = image.flippedHorizontally()
        #expect(flipped[x: 2, y: 1] == red && flipped[x: 1, y: 0] == blue)
        #expect(flipped[x: 0, y: 1] == .clear)
    }

    @Test func pngDataHasSignatureAndDimensions() throws {
        let png = try PixelImage(width: 7, height: 3, color: red).pngData()
        #expect(Array(png.prefix(8)) == pngSignature)
        let dimensions = try #require(pngDimensions(png))
        #expect(dimensions.width == 7 && dimensions.height == 3)
    }

    @Test func pngDataOfAnEmptyImageIsACairoFailure() throws {
        let error = try #require(throws: RasterError.self) { try PixelImage(width: 0, height: 0).pngData() }
        #expect(error.code == .cairoFailure)
    }

    @Test func pngDataRoundTripsThroughLibrsvg() throws {
        let original = try Rasterizer(scale: 2).image(svg: busyDocument, size: RasterSize(width: 24, height: 16))
        let decoded = try decodeThroughLibrsvg(original.pngData(), size: original.size)
        let difference = decoded.difference(from: original, threshold: 2)
        #expect(difference.differingPixelCount == 0, "\(difference)")
    }

    @Test func externalImageControlDataURLLoads() throws {
        // The positive control for RasterizerTests.externalFilesAreNotLoaded: the same image as a data: URL draws.
        let png = try PixelImage(width: 2, height: 2, color: red).pngData()
        let document = svg(#"<image width="10" height="10" href="data:image/png;base64,\#(base64(png))"/>"#)
        let image = try Rasterizer().image(svg: document, size: .square(10))
        #expect(image[x: 5, y: 5] == red)
    }
}
