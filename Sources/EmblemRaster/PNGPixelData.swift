import CZlib

/// The pixels of a region of an image as a PNG stores them (IDAT, and an animated PNG's fdAT): each row a
/// filter byte and the filtered 8-bit RGBA bytes, all deflated as one zlib stream.
///
/// Each row takes the filter whose output has the least sum of magnitudes (bytes read as signed), the
/// heuristic libpng and the PNG specification (12.8) suggest: it makes the bytes small and alike, which
/// deflate compresses best, without compressing every choice to compare.
enum PNGPixelData {
    static let bytesPerPixel = 4

    static func compressed(_ image: PixelImage, region: PixelRegion) throws(RasterError) -> [UInt8] {
        let filtered = filteredRows(image, region: region)
        var length = compressBound(UInt(filtered.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            filtered.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, UInt(filtered.count), Z_BEST_COMPRESSION) }
        }
        guard status == Z_OK else { throw RasterError(.compressionFailed(status: status)) }
        // A copy of what was written: the buffer keeps the capacity of the worst case, more than the pixels
        // themselves, and an animated PNG holds every frame's (421 frames of 1,024 px held 1.2 GB for 10 MB).
        return Array(output[..<Int(length)])
    }

    /// The region's rows, each led by its filter type (0 none, 1 sub, 2 up, 3 average, 4 Paeth).
    static func filteredRows(_ image: PixelImage, region: PixelRegion) -> [UInt8] {
        let rowBytes = region.width * bytesPerPixel
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * region.height)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<region.height {
                let start = ((region.y + row) * image.width + region.x) * bytesPerPixel
                let current = UnsafeBufferPointer(rebasing: pixels[start..<(start + rowBytes)])
                let above = row == 0 ? nil : UnsafeBufferPointer(rebasing: pixels[(start - image.width * bytesPerPixel)..<(start - image.width * bytesPerPixel + rowBytes)])
                zeros.withUnsafeBufferPointer { zeros in
                    let above = above ?? zeros
                    var best = 0, bestCost = Int.max
                    for type in 0..<5 {
                        let cost = candidates[type].withUnsafeMutableBufferPointer { filter(type, current, above, into: $0) }
                        if cost < bestCost { (best, bestCost) = (type, cost) }
                    }
                    let at = row * (rowBytes + 1)
                    output[at] = UInt8(best)
                    output.replaceSubrange((at + 1)..<(at + 1 + rowBytes), with: candidates[best])
                }
            }
        }
        return output
    }

    /// Writes `row` filtered by `type` against `above` (zeros for the first row) into `output`, and returns the
    /// sum of the output's magnitudes as signed bytes.
    private static func filter(_ type: Int, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
                               into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var cost = 0
        for index in 0..<row.count {
            let x = row[index], b = above[index]
            let a = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
            let c = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
            let predictor: UInt8
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
            default: predictor = paeth(a, b, c)
            }
            let value = x &- predictor
            output[index] = value
            cost += Int(Int8(bitPattern: value).magnitude)
        }
        return cost
    }

    /// The Paeth predictor (PNG 9.4): of left, above and upper left, the one nearest to left + above − upper left.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
