import EmblemRaster
import EmblemTestSupport
import Testing

/// Animated PNGs read back by a decoder written from the PNG and APNG specifications (`APNGDecoder`): every
/// frame a player shows is the image added for that time, to the byte.
@Suite struct AnimatedPNGEncoderTests {
    /// Random images, each a copy of the one before with a few rectangles repainted (as animation frames
    /// are), so that regions, filters and merging all come up.
    static func frames(count: Int, width: Int, height: Int, seed: UInt64) -> [PixelImage] {
        var random = SplitMix64(seed: seed)
        var pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
        var images: [PixelImage] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: break  // the same image again
            default:
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
                    let w = Int.random(in: 1...(width - x), using: &random), h = Int.random(in: 1...(height - y), using: &random)
                    let color = (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
                    for row in y..<(y + h) { for column in x..<(x + w) { for channel in 0..<4 { pixels[(row * width + column) * 4 + channel] = color[channel] } } }
                }
            }
            images.append(PixelImage(width: width, height: height, pixels: pixels))
        }
        return images
    }

    /// Over many random animations: what is shown at every frame's start time is that frame (or, for a
    /// frame shown under a millisecond, the next), the times add up to the whole in milliseconds, and
    /// frames the same as the one before are not stored again.
    @Test(arguments: 0..<40)
    func playsBackWhatWasAdded(seed: UInt64) throws {
        var random = SplitMix64(seed: 1000 + seed)
        let width = Int.random(in: 1...23, using: &random), height = Int.random(in: 1...19, using: &random)
        let images = Self.frames(count: Int.random(in: 1...12, using: &random), width: width, height: height, seed: seed)
        let durations = images.map { _ in [0.0, 0.0004, 1.0 / 30, 0.05, 0.1234][Int.random(in: 0..<5, using: &random)] }
        var encoder = AnimatedPNGEncoder(width: width, height: height, plays: Int(seed % 3))
        for (image, duration) in zip(images, durations) { try encoder.append(image, duration: duration) }
        let decoded = try APNGDecoder(try encoder.data())
        #expect(decoded.width == width && decoded.height == height && decoded.plays == Int(seed % 3))
        // Start and end of each frame added, in whole milliseconds, as the encoder rounds them.
        var starts: [Int] = [], time = 0.0
        for duration in durations { starts.append(Int((time * 1000).rounded())); time += duration }
        let total = Int((time * 1000).rounded())
        let shownStarts = decoded.frames.reduce(into: [0]) { $0.append($0.last! + Int(($1.delay * 1000).rounded())) }
        #expect(shownStarts.last == total || (decoded.frames.count == 1 && total == 0))
        for (index, image) in images.enumerated() {
            let end = index + 1 < images.count ? starts[index + 1] : total
            guard end > starts[index] || index == images.count - 1 else { continue }  // never shown
            let shown = try #require(shownStarts.dropLast().lastIndex { $0 <= starts[index] })
            let differing = zip(decoded.frames[shown].canvas, image.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index) at \(starts[index]) ms: \(differing) bytes differ")
        }
        // No stored frame repeats the one before it.
        for (previous, next) in zip(decoded.frames, decoded.frames.dropFirst()) { #expect(previous.canvas != next.canvas) }
    }

    /// A frame is stored as the rectangle that changed: two pixels apart give the box spanning them.
    @Test func storesTheChangedRectangle() throws {
        let blank = PixelImage(width: 40, height: 30)
        var changed = blank.pixels
        for (x, y) in [(7, 21), (29, 4)] { changed[(y * 40 + x) * 4 + 3] = 255 }
        var encoder = AnimatedPNGEncoder(width: 40, height: 30)
        try encoder.append(blank, duration: 0.1)
        try encoder.append(PixelImage(width: 40, height: 30, pixels: changed), duration: 0.1)
        let decoded = try APNGDecoder(try encoder.data())
        #expect(decoded.frames.count == 2)
        let region = decoded.frames[1].region
        #expect([region.x, region.y, region.width, region.height] == [7, 4, 23, 18])
        #expect(decoded.frames[0].region.width == 40 && decoded.frames[0].region.height == 30)
    }

    /// Three identical frames are one, shown for their three times; a time past 65.535 s (which
    /// milliseconds cannot hold in APNG's 16 bits) is written in hundredths.
    @Test func mergesRepeatsAndHoldsLongTimes() throws {
        let image = Self.frames(count: 1, width: 5, height: 4, seed: 9)[0]
        var encoder = AnimatedPNGEncoder(width: 5, height: 4, plays: 1)
        for _ in 0..<3 { try encoder.append(image, duration: 0.25) }
        var decoded = try APNGDecoder(try encoder.data())
        #expect(decoded.frames.count == 1 && decoded.frames[0].delay == 0.75)
        var long = AnimatedPNGEncoder(width: 5, height: 4)
        try long.append(image, duration: 100.004)
        decoded = try APNGDecoder(try long.data())
        #expect(decoded.frames[0].delay == 100)
        // Times past what milliseconds hold in an Int (10¹⁶ s, `animate --fps 1e-16`) are held at the
        // latest time: the frame shows for the longest a frame can, after frames of their own times.
        for huge in [1e16, 1e300, .greatestFiniteMagnitude] {
            var endless = AnimatedPNGEncoder(width: 5, height: 4)
            let images = Self.frames(count: 2, width: 5, height: 4, seed: 3)
            try endless.append(images[0], duration: 0.5)
            try endless.append(images[1], duration: huge)
            decoded = try APNGDecoder(try endless.data())
            #expect(decoded.frames.map(\.delay) == [0.5, 655.35], "\(huge)")
        }
    }

    /// Rows of noise, gradients and flat colour each take the filter that suits them, and all read back.
    @Test func filtersRoundTrip() throws {
        var random = SplitMix64(seed: 5)
        var pixels: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<32 {
                switch y / 12 {
                case 0: pixels += (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
                case 1: pixels += [UInt8(x * 8), UInt8(y * 5), 200, 255]
                case 2: pixels += [UInt8(y * 5), UInt8(x * 3 + y), UInt8(truncatingIfNeeded: x * 8 + y * 4), 255]
                default: pixels += [10, 20, 30, 40]
                }
            }
        }
        let image = PixelImage(width: 32, height: 48, pixels: pixels)
        var encoder = AnimatedPNGEncoder(width: 32, height: 48)
        try encoder.append(image, duration: 1)
        let decoded = try APNGDecoder(try encoder.data())
        #expect(decoded.frames[0].canvas == pixels)
        #expect(Set(decoded.filterTypes).count >= 3, "\(Set(decoded.filterTypes))")
    }

    @Test func refusesAFrameOfAnotherSize() {
        var encoder = AnimatedPNGEncoder(width: 4, height: 4)
        #expect(throws: RasterError.self) { try encoder.append(PixelImage(width: 5, height: 4), duration: 1) }
        #expect(throws: RasterError.self) { try AnimatedPNGEncoder(width: 4, height: 4).data() }
    }
}
