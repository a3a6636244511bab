import Dispatch
import Synchronization

/// An animated PNG (APNG): frames shown in turn, each for its own time, looping or played a number of
/// times. Browsers, GitHub and most image viewers play it; a reader without APNG shows the first frame.
/// Unlike a GIF it keeps 8-bit alpha, so a symbol's anti-aliased edges stay clean on any background.
///
/// ```swift
/// var encoder = AnimatedPNGEncoder(width: 64, height: 64, plays: 0)   // 0: loops forever
/// for (image, seconds) in frames { try encoder.append(image, duration: seconds) }
/// let apng = try encoder.data()
/// ```
///
/// A frame the same as the one before only lengthens its time, and one shown for less than a millisecond
/// is left out; any other is stored as the rectangle that changed since the frame before it, which replaces
/// those pixels (APNG's `dispose_op` none, `blend_op` source), so a bounce whose base stays still stores the
/// base once. Times are written in milliseconds, rounded where each frame starts so that they add up to
/// the whole without drifting (a frame past 65.535 s in hundredths of a second, up to 655.35 s).
/// The output depends only on the frames and their times: the same frames give the same bytes.
public struct AnimatedPNGEncoder: Sendable {
    public let width: Int
    public let height: Int
    /// How many times the animation plays; 0 loops forever.
    public let plays: Int

    /// A frame stored: the region it replaces, when it starts and ends (in milliseconds), its compressed pixels.
    private struct StoredFrame: Sendable {
        var region: PixelRegion
        var start: Int
        var end: Int
        var pixels: [UInt8]
    }

    private var stored: [StoredFrame] = []
    /// The last frame stored, which the next is compared with.
    private var storedImage: PixelImage?
    /// The frame added last, not stored yet: its time may still grow.
    private var pending: PixelImage?
    private var pendingStart = 0.0, pendingEnd = 0.0

    public init(width: Int, height: Int, plays: Int = 0) {
        precondition(width > 0 && height > 0 && plays >= 0, "an animated PNG needs a positive size and plays ≥ 0")
        self.width = width
        self.height = height
        self.plays = plays
    }

    /// Adds a frame shown for `duration` seconds after the frames before it.
    public mutating func append(_ image: PixelImage, duration: Double) throws(RasterError) {
        try append([(image, duration)])
    }

    /// Adds frames in order, each shown for its duration in seconds; the frames this makes ready to store
    /// are compressed on every core (deflate is most of the work).
    public mutating func append(_ frames: [(image: PixelImage, duration: Double)]) throws(RasterError) {
        var ready: [FrameToStore] = []
        for (image, duration) in frames {
            guard image.width == width, image.height == height else {
                throw RasterError(.invalidSize(width: image.width, height: image.height))
            }
            let duration = duration.isFinite ? max(0, duration) : 0
            if let pending {
                if pending.pixels == image.pixels {
                    pendingEnd += duration
                    continue
                }
                // Shown for no whole millisecond: the next frame takes its place and its start.
                if Self.milliseconds(pendingEnd) == Self.milliseconds(pendingStart) {
                    self.pending = image
                    pendingEnd += duration
                    continue
                }
                ready.append(readyToStore(pending, from: pendingStart, to: pendingEnd))
            }
            pending = image
            pendingStart = pendingEnd
            pendingEnd += duration
        }
        try store(ready)
    }

    /// The APNG file's bytes. Throws when no frame was added.
    public func data() throws(RasterError) -> [UInt8] {
        var encoder = self
        if let pending { try encoder.store([encoder.readyToStore(pending, from: pendingStart, to: pendingEnd)]) }
        guard !encoder.stored.isEmpty else { throw RasterError(.invalidSize(width: 0, height: 0)) }
        return encoder.file()
    }

    /// A frame whose time is known, with the region it replaces.
    private struct FrameToStore: Sendable {
        var image: PixelImage
        var region: PixelRegion
        var start: Int
        var end: Int
    }

    private mutating func readyToStore(_ image: PixelImage, from start: Double, to end: Double) -> FrameToStore {
        // The first frame is the whole image (it is also the default image, IDAT); an unchanged frame after a
        // dropped one still needs a region, and one pixel is the least APNG allows.
        let region = storedImage.map { image.changedRegion(since: $0) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1) } ?? image.bounds
        storedImage = image
        return FrameToStore(image: image, region: region, start: Self.milliseconds(start), end: Self.milliseconds(end))
    }

    private mutating func store(_ frames: [FrameToStore]) throws(RasterError) {
        let compressed = Mutex<[Int: Result<[UInt8], RasterError>]>([:])
        DispatchQueue.concurrentPerform(iterations: frames.count) { index in
            let result = Result { () throws(RasterError) in try PNGPixelData.compressed(frames[index].image, region: frames[index].region) }
            compressed.withLock { $0[index] = result }
        }
        let results = compressed.withLock { $0 }
        for (index, frame) in frames.enumerated() {
            stored.append(StoredFrame(region: frame.region, start: frame.start, end: frame.end, pixels: try results[index]!.get()))
        }
    }

    /// `seconds` in whole milliseconds, held within ``latestTime``.
    private static func milliseconds(_ seconds: Double) -> Int { Int((min(seconds, latestTime) * 1000).rounded()) }

    /// The latest time written, in seconds (≈ 31,700 years): a frame is shown for at most 655.35 s in the
    /// file anyway, and a frame of 10¹⁶ s (`animate --fps 1e-16`) overflowed its milliseconds.
    static let latestTime = 1e12

    private func file() -> [UInt8] {
        var png = PNGChunkStream()
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, adaptive filtering, not interlaced
        png.append("IHDR", header)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(stored.count))
        control.appendBigEndian(UInt32(plays))
        png.append("acTL", control)
        // fcTL and fdAT chunks share one sequence of numbers, from 0.
        var sequence: UInt32 = 0
        for (index, frame) in stored.enumerated() {
            var frameControl: [UInt8] = []
            frameControl.appendBigEndian(sequence)
            for value in [frame.region.width, frame.region.height, frame.region.x, frame.region.y] {
                frameControl.appendBigEndian(UInt32(value))
            }
            let delay = frame.end - frame.start
            let (numerator, denominator): (Int, Int) = delay <= Int(UInt16.max) ? (delay, 1000) : (min((delay + 5) / 10, Int(UInt16.max)), 100)
            frameControl.appendBigEndian(UInt16(numerator))
            frameControl.appendBigEndian(UInt16(denominator))
            frameControl += [0, 0]  // dispose_op none: the frame stays under the next; blend_op source: it replaces its region
            png.append("fcTL", frameControl)
            sequence += 1
            if index == 0 {
                png.append("IDAT", frame.pixels)
            } else {
                var data: [UInt8] = []
                data.appendBigEndian(sequence)
                png.append("fdAT", data + frame.pixels)
                sequence += 1
            }
        }
        png.append("IEND", [])
        return png.bytes
    }
}
