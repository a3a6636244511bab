import CZlib

/// The pixels of an image as a PNG stores them (IDAT, and an animated PNG's fdAT): each row a filter byte
/// and the filtered 8-bit bytes (``PNGRowFilter``), all deflated as one zlib stream.
///
/// Two ways of deflating suit different images. Filled shapes, most of a symbol, are long runs of the same
/// bytes once filtered, which run-length coding (`Z_RLE`) stores in less room than any level of the full
/// search, several times faster; line art repeats patterns a row apart, which only the full search finds
/// (``Deflation/filtered``), in as little as half the room. An image of up to ``wholeComparisonBytes`` is
/// filtered whole and deflated by the search, and by run-length coding too unless its bytes' repeats say
/// that cannot win (``RepeatCensus``), the shorter kept; a larger one is deflated as it is filtered, the
/// way that was shorter for a sample of its rows (``sampleBands`` bands, an eighth of the rows), the full
/// search only when its sample was shorter by more than ``sampleMargin``. Measured on the bundled symbols
/// and the public icon sets drawn at 64–2,048 px: docs/PERFORMANCE.md, "PNG encoding".
enum PNGPixelData {
    /// The two ways of deflating, the faster first, kept on a tie.
    static let deflations: [Deflation] = [.runLength, .filtered]

    /// Filtered bytes up to which an image is filtered whole and may be deflated both ways (512 × 512 RGBA
    /// pixels) [EST]: a few milliseconds more at most, for the smallest file.
    static let wholeComparisonBytes = 1 << 20

    /// How many evenly spaced bands of rows, an eighth of the rows in all, choose the deflation of a larger
    /// image [EST].
    static let sampleBands = 16

    /// For a large image, how much shorter its sample must come out of the later, slower deflation for the
    /// image to be deflated that way: by more than 1/32 of its length [EST]. The full search takes twice
    /// as long as run-length coding on a large symbol's rows, and where their samples came out nearly even
    /// (`wifi` pulsing, 31 frames of 2,048 px: within 0.1% in all), choosing by the sample alone gave 0.4%
    /// more bytes in 1.3 times the time.
    static let sampleMargin = 32

    /// Filtered rows gathered before they are deflated: fewer calls into zlib for small rows.
    static let chunkBytes = 1 << 15

    /// A region of `image`, 8-bit RGBA.
    static func compressed(_ image: PixelImage, region: PixelRegion) throws(RasterError) -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer { pixels throws(RasterError) in
            try compressed(width: region.width, height: region.height, bytesPerPixel: 4) { y, _ in
                UnsafePointer(pixels.baseAddress! + ((region.y + y) * image.width + region.x) * 4)
            }
        }
    }

    /// Rows of `width` pixels of `bytesPerPixel` bytes, the `y`th given by `row(y, scratch)`: a pointer to
    /// its bytes, which must stay valid until the call after next (a row made on the way goes in
    /// `scratch`, which has room for one and alternates between two buffers). Rows may be asked for
    /// more than once, and not in order. `deflations`: the ways to choose from (tests give one).
    static func compressed(width: Int, height: Int, bytesPerPixel: Int,
                           deflations: [Deflation] = PNGPixelData.deflations,
                           row: (Int, UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>) throws(RasterError) -> [UInt8] {
        let rowBytes = width * bytesPerPixel
        let total = (rowBytes + 1) * height
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 3)
        defer { scratch.deallocate() }
        let zeros = UnsafePointer(scratch + 2 * rowBytes)
        (scratch + 2 * rowBytes).initialize(repeating: 0, count: rowBytes)
        // An image compared whole is filtered into one chunk, which a second way then deflates again.
        let isComparedWhole = total <= wholeComparisonBytes
        let chunkCapacity = isComparedWhole ? max(total, 1) : max(chunkBytes, rowBytes + 1)
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkCapacity)
        defer { chunk.deallocate() }

        /// Filters `rows` and deflates them into every stream of `streams`, a chunk at a time.
        func deflate(_ rows: Range<Int>, into streams: [DeflateStream]) throws(RasterError) {
            var filled = 0, turn = 0
            var above = rows.lowerBound == 0 ? zeros : row(rows.lowerBound - 1, scratch)
            for y in rows {
                turn ^= 1
                let current = row(y, scratch + turn * rowBytes)
                if filled + rowBytes + 1 > chunkCapacity {
                    for stream in streams { try stream.write(UnsafeBufferPointer(start: chunk, count: filled)) }
                    filled = 0
                }
                PNGRowFilter.write(current, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel, into: chunk + filled)
                filled += rowBytes + 1
                above = current
            }
            for stream in streams { try stream.write(UnsafeBufferPointer(start: chunk, count: filled)) }
        }
        /// A stream for each of `deflations`, open.
        func streams(for deflations: [Deflation], capacity: Int) throws(RasterError) -> [DeflateStream] {
            try deflations.map { deflation throws(RasterError) in try DeflateStream(deflation, capacity: capacity) }
        }

        var chosen = deflations
        if !isComparedWhole && deflations.count > 1 {
            // Bands spread over the image, an eighth of its rows together, deflated both ways.
            let sample = try streams(for: deflations, capacity: 1 << 16)
            let bandHeight = max(1, height / (8 * sampleBands))
            for band in 0..<sampleBands {
                let start = band * height / sampleBands
                try deflate(start..<min(start + bandHeight, height), into: sample)
            }
            chosen = [deflations[try shortest(sample, margin: sampleMargin)]]
        }
        let capacity = min(total / 16 + 256, 1 << 16)
        // Several ways are chosen only for an image compared whole. Ways that match only runs then go
        // second, from the filtered image left whole in the chunk, and only where its repeats say they
        // may win; the streams keep the order of `chosen` for ties.
        let isCensusTaken = chosen.contains(where: \.matchesRunsOnly) && chosen.contains { !$0.matchesRunsOnly }
        var streams = [DeflateStream?](repeating: nil, count: chosen.count)
        for index in chosen.indices where !isCensusTaken || !chosen[index].matchesRunsOnly {
            streams[index] = try DeflateStream(chosen[index], capacity: capacity)
        }
        try deflate(0..<height, into: streams.compactMap { $0 })
        if isCensusTaken && RepeatCensus(of: chunk, count: total, bytesPerPixel: bytesPerPixel).mayFavourRuns {
            assert(isComparedWhole, "only an image compared whole is in the chunk whole")
            for index in chosen.indices where streams[index] == nil {
                let stream = try DeflateStream(chosen[index], capacity: capacity)
                try stream.write(UnsafeBufferPointer(start: chunk, count: total))
                streams[index] = stream
            }
        }
        let written = streams.compactMap { $0 }
        return written[try shortest(written)].bytes
    }

    /// Finishes `streams` and gives the index of the one that wrote least, the first on a tie; with
    /// `margin`, a later stream must be shorter by more than 1/`margin` of its length.
    static func shortest(_ streams: [DeflateStream], margin: Int? = nil) throws(RasterError) -> Int {
        for stream in streams { try stream.finish() }
        return streams.indices.dropFirst().reduce(0) { best, next in
            let extra = margin.map { streams[next].count / $0 } ?? 0
            return streams[next].count + extra < streams[best].count ? next : best
        }
    }
}
