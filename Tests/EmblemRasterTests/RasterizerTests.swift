import EmblemRaster
import Testing

@Suite struct RasterizerTests {
    @Test func leftHalfRedIsExact() throws {
        let image = try Rasterizer().image(svg: leftHalfRed, size: .square(20))
        #expect(image.size == .square(20))
        #expect(mismatches(in: image) { x, _ in x < 10 ? red : .clear } == [])
    }

    @Test func halfTransparentFillIsUnpremultiplied() throws {
        let document = svg(##"<rect width="10" height="10" fill="#3366cc" fill-opacity="0.5"/>"##)
        let image = try Rasterizer().image(svg: document, size: .square(4))
        for y in 0..<4 {
            for x in 0..<4 {
                let pixel = image[x: x, y: y]
                #expect((127...128).contains(pixel.alpha))
                #expect(abs(Int(pixel.red) - 0x33) <= 1 && abs(Int(pixel.green) - 0x66) <= 1
                    && abs(Int(pixel.blue) - 0xCC) <= 1, "pixel (\(x), \(y)) is \(pixel)")
            }
        }
    }

    @Test func backgroundShowsUnderTransparentAreas() throws {
        let image = try Rasterizer(background: blue).image(svg: leftHalfRed, size: .square(20))
        #expect(mismatches(in: image) { x, _ in x < 10 ? red : blue } == [])
    }

    @Test func halfTransparentBackgroundIsKept() throws {
        let background = RasterColor(red: 0, green: 255, blue: 0, alpha: 64)
        let image = try Rasterizer(background: background).image(svg: leftHalfRed, size: .square(4))
        #expect(image[x: 0, y: 0] == red)
        #expect(image[x: 3, y: 3] == background)
    }

    @Test func wideViewBoxIsFittedAndCentred() throws {
        let document = svg(##"<rect width="20" height="10" fill="#ff0000"/>"##, viewBox: "0 0 20 10")
        let image = try Rasterizer().image(svg: document, size: .square(20))
        #expect(mismatches(in: image) { _, y in (5..<15).contains(y) ? red : .clear } == [])
    }

    @Test func tallIntrinsicSizeWithoutViewBoxIsFittedAndCentred() throws {
        let document = svg(##"<rect width="10" height="20" fill="#ff0000"/>"##, viewBox: nil, width: "10", height: "20")
        let image = try Rasterizer().image(svg: document, size: .square(20))
        #expect(mismatches(in: image) { x, _ in (5..<15).contains(x) ? red : .clear } == [])
    }

    @Test func scaleMultipliesTheSize() throws {
        let image = try Rasterizer(scale: 2).image(svg: leftHalfRed, size: RasterSize(width: 10, height: 10))
        #expect(image.size == .square(20))
        #expect(mismatches(in: image) { x, _ in x < 10 ? red : .clear } == [])
        #expect(try Rasterizer(scale: 1.5).outputSize(for: RasterSize(width: 3, height: 5)) == .init(width: 5, height: 8))
    }

    @Test func pngDataHasSignatureAndDimensions() throws {
        let png = try Rasterizer(scale: 2).pngData(for: leftHalfRed, size: RasterSize(width: 12, height: 7))
        #expect(Array(png.prefix(8)) == pngSignature)
        let dimensions = try #require(pngDimensions(png))
        #expect(dimensions.width == 24 && dimensions.height == 14)
    }

    @Test func pngDataDecodesToTheSamePixelsAsImage() throws {
        let rasterizer = Rasterizer(background: RasterColor(red: 40, green: 90, blue: 200, alpha: 120))
        let size = RasterSize(width: 30, height: 22)
        let decoded = try decodeThroughLibrsvg(rasterizer.pngData(for: busyDocument, size: size), size: size)
        let difference = decoded.difference(from: try rasterizer.image(svg: busyDocument, size: size), threshold: 2)
        #expect(difference.differingPixelCount == 0, "\(difference)")
    }

    @Test func acceptsAnyByteCollection() throws {
        let slice = ([0x20] + leftHalfRed)[1...]
        let lazy = leftHalfRed.lazy.map { $0 }
        let expected = try Rasterizer().image(svg: leftHalfRed, size: .square(8))
        #expect(try Rasterizer().image(svg: slice, size: .square(8)) == expected)
        #expect(try Rasterizer().image(svg: lazy, size: .square(8)) == expected)
    }

    @Test func externalFilesAreNotLoaded() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        let imagePath = directory + "/red.png"
        try Rasterizer().writePNG(svg: svg(#"<rect width="10" height="10" fill="red"/>"#), size: .square(4),
                                  to: imagePath)
        let reference = #"<image width="10" height="10" href="file://\#(imagePath)"/>"#
            + #"<image width="10" height="10" href="\#(imagePath)"/>"#
        let image = try Rasterizer().image(svg: svg(reference), size: .square(10))
        #expect(image == PixelImage(width: 10, height: 10))
    }
}
