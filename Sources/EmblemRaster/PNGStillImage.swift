/// A PNG file of one image: 8-bit RGBA with straight alpha, or 8-bit RGB when every pixel is opaque (as
/// cairo writes them), its pixels compressed by ``PNGPixelData``.
///
/// Emblem writes its PNGs itself rather than through cairo's writer (libpng at its default level): the same
/// pixels, read back, in smaller files and in less time, the rows unpremultiplied and filtered as they are
/// compressed instead of in a whole copy of the image first. See docs/PERFORMANCE.md, "PNG encoding".
enum PNGStillImage {
    /// The file for pixels compressed by ``PNGPixelData``.
    static func file(width: Int, height: Int, hasAlpha: Bool, pixelData: [UInt8]) -> [UInt8] {
        var png = PNGChunkStream()
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits a channel, RGBA (6) or RGB (2), deflate, adaptive filtering, not interlaced.
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        png.append("IHDR", header)
        png.append("IDAT", pixelData)
        png.append("IEND", [])
        return png.bytes
    }

    /// An image's pixels, exactly (no trip through premultiplied alpha).
    static func file(of image: PixelImage) throws(RasterError) -> [UInt8] {
        let hasAlpha = image.pixels.withUnsafeBufferPointer { pixels in
            stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] != 255 }
        }
        let bytesPerPixel = hasAlpha ? 4 : 3
        let data = try image.pixels.withUnsafeBufferPointer { pixels throws(RasterError) in
            try PNGPixelData.compressed(width: image.width, height: image.height, bytesPerPixel: bytesPerPixel) { y, scratch in
                let row = pixels.baseAddress! + y * image.width * 4
                guard !hasAlpha else { return row }
                for x in 0..<image.width {
                    scratch[x * 3] = row[x * 4]
                    scratch[x * 3 + 1] = row[x * 4 + 1]
                    scratch[x * 3 + 2] = row[x * 4 + 2]
                }
                return UnsafePointer(scratch)
            }
        }
        return file(width: image.width, height: image.height, hasAlpha: hasAlpha, pixelData: data)
    }

    /// A cairo ARGB32 surface's pixels (native-endian words, alpha in the high byte, premultiplied), with
    /// the premultiplication undone as cairo's own writer undoes it.
    static func file(ofSurface data: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws(RasterError) -> [UInt8] {
        var hasAlpha = false
        for y in 0..<height where !hasAlpha {
            let words = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where words[x] < 0xFF00_0000 {
                hasAlpha = true
                break
            }
        }
        let bytesPerPixel = hasAlpha ? 4 : 3
        let pixelData = try PNGPixelData.compressed(width: width, height: height, bytesPerPixel: bytesPerPixel) { y, scratch in
            Unpremultiplying.row((data + y * stride).assumingMemoryBound(to: UInt32.self), width: width, bytesPerPixel: bytesPerPixel,
                                 into: scratch)
            return UnsafePointer(scratch)
        }
        return file(width: width, height: height, hasAlpha: hasAlpha, pixelData: pixelData)
    }
}
