import EmblemRaster
import Testing

@Suite struct PixelDifferenceTests {
    let image = PixelImage(width: 20, height: 20, color: RasterColor(red: 10, green: 200, blue: 90, alpha: 255))

    @Test func identicalImagesDifferNowhere() {
        let difference = image.difference(from: image)
        #expect(difference == PixelDifference(differingPixelCount: 0, pixelCount: 400, maximumChannelDelta: 0,
                                              sizesMatch: true))
        #expect(difference.fraction == 0 && difference.isWithinThreshold)
    }

    @Test func oneChangedPixelCountsOnce() {
        var changed = image
        changed[x: 3, y: 17] = RasterColor(red: 10, green: 100, blue: 90)
        let difference = changed.difference(from: image)
        #expect(difference.differingPixelCount == 1)
        #expect(difference.fraction == 1.0 / 400)
        #expect(difference.maximumChannelDelta == 100)
        #expect(image.difference(from: changed) == difference)
    }

    @Test(arguments: [(UInt8(8), 0), (9, 1)])
    func thresholdIsExclusive(delta: UInt8, expectedCount: Int) {
        var changed = image
        changed[x: 0, y: 0].blue += delta
        let difference = changed.difference(from: image)
        #expect(difference.differingPixelCount == expectedCount)
        #expect(difference.maximumChannelDelta == delta)
        #expect(changed.difference(from: image, threshold: 0).differingPixelCount == 1)
    }

    @Test func fullyTransparentPixelsAreEqualWhateverTheirColour() {
        let clear = PixelImage(width: 4, height: 4)
        let tinted = PixelImage(width: 4, height: 4, color: RasterColor(red: 255, green: 255, blue: 255, alpha: 0))
        #expect(clear.difference(from: tinted, threshold: 0).maximumChannelDelta == 0)
    }

    @Test func colourDifferencesShrinkWithCoverage() {
        let faintRed = PixelImage(width: 1, height: 1, color: RasterColor(red: 255, green: 0, blue: 0, alpha: 4))
        let faintBlue = PixelImage(width: 1, height: 1, color: RasterColor(red: 0, green: 0, blue: 255, alpha: 4))
        #expect(faintRed.difference(from: faintBlue).maximumChannelDelta == 4)
        #expect(faintRed.difference(from: faintBlue).differingPixelCount == 0)
    }

    @Test func differentSizesDifferEverywhere() {
        let difference = image.difference(from: PixelImage(width: 10, height: 10))
        #expect(!difference.sizesMatch)
        #expect(difference.differingPixelCount == 400 && difference.fraction == 1)
    }

    @Test func renderedImagesDifferWhereTheirShapesDo() throws {
        let half = try Rasterizer().image(svg: leftHalfRed, size: .square(20))
        let quarter = try Rasterizer().image(svg: svg(##"<rect width="2.5" height="10" fill="#ff0000"/>"##),
                                             size: .square(20))
        #expect(half.difference(from: quarter).fraction == 0.25)
        #expect(half.difference(from: half.flippedHorizontally()).fraction == 1)
    }
}
