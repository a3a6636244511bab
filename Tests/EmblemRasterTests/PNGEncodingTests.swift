import CZlib
@_spi(Benchmarks) @testable import EmblemRaster
import EmblemTestSupport
import Testing

/// Emblem's PNG encoder: rows filtered as the PNG specification defines (against a reference written from
/// it here), files read back to the pixel by a decoder that shares no code with the writer
/// (`APNGDecoder`), the same pixels as cairo's own writer gives, and the shorter of the two deflations kept.
@Suite struct PNGEncodingTests {
    // MARK: Row filters

    /// The five filters of PNG 9.2, byte by byte in `Int`s, and the choice by least sum of magnitudes.
    static func referenceFilter(_ row: [UInt8], above: [UInt8], bytesPerPixel: Int) -> (type: UInt8, bytes: [UInt8]) {
        func predictor(_ type: Int, _ index: Int) -> Int {
            let a = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0, b = Int(above[index])
            let c = index >= bytesPerPixel ? Int(above[index - bytesPerPixel]) : 0
            switch type {
            case 0: return 0
            case 1: return a
            case 2: return b
            case 3: return (a + b) / 2
            default:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            }
        }
        let candidates = (0..<5).map { type in row.indices.map { UInt8((Int(row[$0]) - predictor(type, $0)) & 0xFF) } }
        let costs = candidates.map { $0.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) } }
        let best = costs.indices.min { costs[$0] < costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }!
        return (UInt8(best), candidates[best])
    }

    /// Rows of every length around the 16-byte steps, of noise, gradients, copies of the row above (near
    /// and exact), flat colour, clear rows and pixels of the greatest magnitudes (sums past 16 bits), so
    /// that every filter wins somewhere: the choice and the bytes are the reference's.
    @Test(arguments: [3, 4])
    func rowFiltersMatchTheSpecification(bytesPerPixel: Int) {
        var random = SplitMix64(seed: UInt64(bytesPerPixel))
        var chosen = Set<UInt8>()
        for count in [0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 19, 31, 32, 33, 47, 48, 64, 100, 255, 1000, 4099] {
            for kind in 0..<9 {
                let above = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
                let row: [UInt8] = (0..<count).map { index in
                    switch kind {
                    case 0: UInt8.random(in: 0...255, using: &random)                       // noise
                    case 1: UInt8(truncatingIfNeeded: index / bytesPerPixel * 3 + index % bytesPerPixel)  // a ramp: sub
                    case 2: above[index] &+ UInt8.random(in: 0...2, using: &random)         // the row above: up
                    case 3: UInt8(truncatingIfNeeded: (Int(above[index]) + index / bytesPerPixel) / 2)  // average-like
                    case 4: index % bytesPerPixel == 3 ? 255 : 0                              // flat
                    case 5: above[index] / 2 &+ UInt8(truncatingIfNeeded: index)            // mixed
                    case 6: (index / bytesPerPixel) % 2 == 0 ? 0x80 : above[index] & 0x0F  // 128s every other pixel
                    case 7: 0                                                                 // clear
                    default: above[index]                                                     // the row above exactly
                    }
                }
                let expected = Self.referenceFilter(row, above: above, bytesPerPixel: bytesPerPixel)
                var output = [UInt8](repeating: 0xEE, count: count + 1)
                let type = row.withUnsafeBufferPointer { row in
                    above.withUnsafeBufferPointer { above in
                        output.withUnsafeMutableBufferPointer { output in
                            PNGRowFilter.write(row.baseAddress ?? UnsafePointer(bitPattern: 1)!, above: above.baseAddress ?? UnsafePointer(bitPattern: 1)!,
                                               count: count, bytesPerPixel: bytesPerPixel, into: output.baseAddress!)
                        }
                    }
                }
                let differing = zip(output.dropFirst(), expected.bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(type == expected.type && output[0] == type, "count \(count), kind \(kind): \(type) for \(expected.type)")
                #expect(differing == nil, "count \(count), kind \(kind), type \(type): first difference at \(differing ?? -1)")
                chosen.insert(type)
            }
        }
        #expect(chosen == [0, 1, 2, 3, 4])
    }

    // MARK: Whole images

    /// Noise, flat shapes with soft edges, and an opaque image (written as RGB), at sizes from one pixel to
    /// past the size at which a sample of the rows chooses the deflation: each reads back to the byte.
    @Test(arguments: [(1, 1), (3, 1), (1, 5), (17, 9), (64, 64), (600, 600)])
    func stillImagesReadBack(width: Int, height: Int) throws {
        var random = SplitMix64(seed: UInt64(width * 1000 + height))
        let noise = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
        var shapes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width where (x - width / 2) * (x - width / 2) + (y - height / 3) * (y - height / 3) < width * height / 8 {
                shapes.replaceSubrange((y * width + x) * 4..<((y * width + x) * 4 + 4), with: [10, 132, 255, UInt8(min(255, 40 + x))])
            }
        }
        let opaque = noise.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        for (name, pixels) in [("noise", noise), ("shapes", shapes), ("opaque", opaque)] {
            let png = try PixelImage(width: width, height: height, pixels: pixels).pngData()
            let decoded = try APNGDecoder(png)
            #expect(decoded.width == width && decoded.height == height)
            #expect(decoded.frames.first?.canvas == pixels, "\(name)")
            // IHDR's colour type, at byte 25: RGB only when every pixel is opaque.
            #expect(png[25] == (name == "opaque" ? 2 : 6), "\(name)")
        }
    }

    /// Documents with gradients, transparency and strokes, drawn at several sizes and backgrounds: the PNG
    /// `Rasterizer` writes and the one cairo's writer makes of the same surface hold the same pixels, the
    /// premultiplication undone alike.
    @Test func surfacesGiveCairosPixels() throws {
        for (size, background) in [(24, nil), (128, nil), (128, RasterColor(red: 250, green: 250, blue: 240)), (700, nil)] as [(Int, RasterColor?)] {
            let image = try Rasterizer(background: background).image(svg: busyDocument, size: .square(size))
            let hooks = try PNGEncodingBenchmarkHooks(image)
            let ours = try APNGDecoder(try hooks.emblemPNG()), cairos = try APNGDecoder(hooks.cairoPNG())
            #expect(ours.frames.first?.canvas == cairos.frames.first?.canvas, "\(size) px")
            #expect(ours.frames.first?.canvas == image.pixels, "\(size) px")
            let written = try APNGDecoder(try Rasterizer(background: background).pngData(for: busyDocument, size: .square(size)))
            #expect(written.frames.first?.canvas == image.pixels, "\(size) px")
        }
    }

    /// What each deflation alone writes for `image`.
    static func deflatedAlone(_ image: PixelImage) throws -> [[UInt8]] {
        try PNGPixelData.deflations.map { deflation in
            try image.pixels.withUnsafeBufferPointer { pixels in
                try PNGPixelData.compressed(width: image.width, height: image.height, bytesPerPixel: 4, deflations: [deflation]) { y, _ in
                    pixels.baseAddress! + y * image.width * 4
                }
            }
        }
    }

    /// Whether run-length coding is tried beside the search for these filtered bytes, as the tests count
    /// it: fewer than 1 in 20 bytes more equal the byte a pixel before than equal the byte before.
    static func referenceFavoursRuns(_ filtered: [UInt8], bytesPerPixel: Int = 4) -> Bool {
        let indices = bytesPerPixel..<max(bytesPerPixel, filtered.count)
        let pixelRepeats = indices.filter { filtered[$0] == filtered[$0 - bytesPerPixel] }.count
        let byteRepeats = indices.filter { filtered[$0] == filtered[$0 - 1] }.count
        return (pixelRepeats - byteRepeats) * 20 < filtered.count
    }

    /// Drawings of filled shapes and of thin strokes (line art): an image of up to 512 × 512 px keeps the
    /// shorter of both deflations, run-length coding tried only where the bytes' repeats favour runs (by
    /// the tests' own count); a large one keeps the one its sample of rows chose, for these the shorter.
    @Test(arguments: [64, 256, 600])
    func theShorterDeflationIsKept(size: Int) throws {
        let filled = svg(##"<circle cx="5" cy="5" r="4" fill="#0a84ff"/><rect x="1" y="7" width="8" height="2" rx="1" fill="#ff9f0a"/>"##)
        let lines = svg(##"<g fill="none" stroke="#000" stroke-width="0.15" stroke-linecap="round"><circle cx="5" cy="5" r="4"/>"##
            + ##"<path d="M2 3h6M2 5h6M2 7h6M3 2v6M7 2v6M2 2l6 6"/></g>"##)
        // Strokes of 2 on 24 units, round and slanted, as icon sets draw them: edges of one colour repeat
        // a pixel apart, and run-length coding is not tried.
        let outlines = svg(##"<g fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"##
            + ##"<circle cx="12" cy="12" r="9"/><path d="M7 15l3-5 3 3 4-6"/><path d="M4 20c4-3 12-3 16 0"/></g>"##, viewBox: "0 0 24 24")
        var runsTried: Set<Bool> = []
        for (name, document) in [("filled", filled), ("lines", lines), ("outlines", outlines)] {
            let image = try Rasterizer().image(svg: document, size: .square(size))
            let alone = try Self.deflatedAlone(image)  // run-length, search
            let kept = try PNGPixelData.compressed(image, region: image.bounds)
            let filtered = Self.inflated(kept)
            let triesRuns = size > 512 || Self.referenceFavoursRuns(filtered)
            runsTried.insert(triesRuns)
            let expected = triesRuns ? alone.min { $0.count < $1.count }! : alone[1]
            #expect(kept == expected, "\(name) at \(size) px: kept \(kept.count), alone \(alone.map(\.count)), runs tried: \(triesRuns)")
            // From 256 px on, the filled drawing suits run-length coding and the lines the search.
            #expect(size < 256 || name == "outlines" || (alone[0].count < alone[1].count) == (name == "filled"),
                    "\(name) at \(size) px: \(alone.map(\.count))")
            // Both are valid zlib streams of the same filtered rows.
            #expect(alone.allSatisfy { Self.inflated($0) == filtered }, "\(name) at \(size) px")
        }
        // Up to 512 px, both outcomes of the count occur.
        #expect(size > 512 || runsTried == [true, false], "\(size) px: \(runsTried)")
    }

    /// The census counts what the tests' own loop counts, over bytes of noise, runs and repeated pixels.
    @Test(arguments: [3, 4])
    func theCensusCountsRepeats(bytesPerPixel: Int) {
        var random = SplitMix64(seed: UInt64(bytesPerPixel))
        for count in [0, 1, 3, 4, 5, 17, 64, 1_000, 40_000] {
            let bytes: [UInt8] = (0..<count).map { index in
                switch (index / 97) % 3 {
                case 0: UInt8.random(in: 0...3, using: &random)
                case 1: 0
                default: index % bytesPerPixel == 0 ? UInt8.random(in: 0...255, using: &random) : 9
                }
            }
            let census = bytes.withUnsafeBufferPointer { RepeatCensus(of: $0.baseAddress!, count: count, bytesPerPixel: bytesPerPixel) }
            let stop = max(bytesPerPixel, count)
            #expect(census.bytes == count)
            #expect(census.sameAsBefore == (bytesPerPixel..<stop).filter { bytes[$0] == bytes[$0 - 1] }.count, "\(count) bytes")
            #expect(census.sameAsPixelBefore == (bytesPerPixel..<stop).filter { bytes[$0] == bytes[$0 - bytesPerPixel] }.count, "\(count) bytes")
            #expect(census.mayFavourRuns == Self.referenceFavoursRuns(bytes, bytesPerPixel: bytesPerPixel), "\(count) bytes")
        }
    }

    /// A large image's sample picks the later, slower deflation only when it is shorter by more than the
    /// margin: streams stored without compression (level 0), whose lengths are known, 2% and 4% apart.
    @Test func theSampleMarginFavoursTheFasterDeflation() throws {
        func stored(_ count: Int) throws -> DeflateStream {
            let stream = try DeflateStream(Deflation(level: 0, strategy: Z_DEFAULT_STRATEGY), capacity: 64)
            try [UInt8](repeating: 7, count: count).withUnsafeBufferPointer { try stream.write($0) }
            return stream
        }
        #expect(try PNGPixelData.shortest([stored(10_000), stored(9_800)]) == 1)
        #expect(try PNGPixelData.shortest([stored(10_000), stored(9_800)], margin: PNGPixelData.sampleMargin) == 0)
        #expect(try PNGPixelData.shortest([stored(10_000), stored(9_600)], margin: PNGPixelData.sampleMargin) == 1)
        #expect(try PNGPixelData.shortest([stored(10_000), stored(10_000)]) == 0)
    }

    /// `data` deflated by a zlib state opened for it alone, as libpng opens one (window 15, memory level 8),
    /// with the search tuned as `deflation` says.
    static func deflatedByNewState(_ data: [UInt8], _ deflation: Deflation) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, deflation.level, Z_DEFLATED, 15, 8, deflation.strategy, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        if let search = deflation.search, deflateTune(&stream, search.good, search.lazy, search.nice, search.chain) != Z_OK { return [] }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(data.count))) + 64)
        var input = data
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        return status == Z_STREAM_END ? Array(output[..<Int(stream.total_out)]) : []
    }

    /// The encoder reuses zlib states between images (``DeflaterPool``): after images of other sizes, other
    /// deflations, and a stream dropped half-written, every image's stream is byte for byte what a state
    /// opened for it alone writes of the same filtered rows.
    @Test func reusedDeflateStatesWriteWhatNewOnesWrite() throws {
        let filled = svg(##"<circle cx="5" cy="5" r="4" fill="#0a84ff"/><rect x="1" y="7" width="8" height="2" rx="1" fill="#ff9f0a"/>"##)
        let lines = svg(##"<g fill="none" stroke="#000" stroke-width="0.15"><circle cx="5" cy="5" r="4"/><path d="M2 3h6M3 2v6"/></g>"##)
        var random = SplitMix64(seed: 7)
        let abandoned = try DeflateStream(.filtered, capacity: 64)
        let bytes = (0..<50_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        try bytes.withUnsafeBufferPointer { try abandoned.write($0) }
        _ = consume abandoned
        for (size, document) in [(64, filled), (300, lines), (24, lines), (700, filled), (64, lines), (128, filled)] {
            let image = try Rasterizer().image(svg: document, size: .square(size))
            for (deflation, written) in zip(PNGPixelData.deflations, try Self.deflatedAlone(image)) {
                let fresh = Self.deflatedByNewState(Self.inflated(written), deflation)
                #expect(!fresh.isEmpty && written == fresh, "\(size) px, strategy \(deflation.strategy)")
            }
        }
    }

    /// However many states were out at once, the pool keeps at most its capacity.
    @Test func thePoolKeepsAtMostItsCapacity() throws {
        let pool = DeflaterPool()
        let taken = try (0..<(DeflaterPool.capacity + 5)).map { try pool.take(level: 6, strategy: $0 % 2 == 0 ? Z_FILTERED : Z_RLE) }
        #expect(pool.idleCount == 0)
        taken.forEach(pool.giveBack)
        #expect(pool.idleCount == DeflaterPool.capacity)
        // Taken again by level and strategy, and not made anew while one is idle.
        let again = try pool.take(level: 6, strategy: Z_RLE)
        #expect(again.strategy == Z_RLE && taken.contains { $0 === again })
        #expect(pool.idleCount == DeflaterPool.capacity - 1)
    }

    static func inflated(_ data: [UInt8]) -> [UInt8] {
        var length = UInt(1 << 24)
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, UInt($0.count)) }
        }
        return status == Z_OK ? Array(output[..<Int(length)]) : []
    }
}
