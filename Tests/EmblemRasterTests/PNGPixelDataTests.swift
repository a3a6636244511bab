@testable import EmblemRaster
import Testing

/// Compressed pixels are held by every frame of an animated PNG until the file is written, so what is
/// kept is what was written: 421 frames of 1,024 px held 1.2 GB for a 10 MB file, each keeping the
/// capacity of zlib's worst case.
@Suite struct PNGPixelDataTests {
    @Test(arguments: [16, 256, 1024])
    func compressedPixelsKeepNoMoreRoomThanTheyFill(side: Int) throws {
        // Flat colour with a stripe: a few hundred bytes compressed, against a worst case past the pixels.
        var pixels = [UInt8](repeating: 200, count: side * side * 4)
        for x in 0..<side { pixels[(side / 2 * side + x) * 4] = 0 }
        let image = PixelImage(width: side, height: side, pixels: pixels)
        let compressed = try PNGPixelData.compressed(image, region: image.bounds)
        #expect(side < 256 || compressed.count < pixels.count / 50)
        #expect(compressed.capacity <= compressed.count + 64, "\(compressed.capacity) for \(compressed.count)")
    }
}
