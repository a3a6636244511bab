/// How much two images differ, as `PixelImage.difference(from:threshold:)` measures it.
public struct PixelDifference: Hashable, Sendable, CustomStringConvertible {
    /// Pixels where some premultiplied channel differs by more than the threshold.
    public var differingPixelCount: Int
    /// Pixels compared: `width × height` of the larger image.
    public var pixelCount: Int
    /// The largest difference seen in any premultiplied channel of any pixel (0 for identical images).
    public var maximumChannelDelta: UInt8
    /// Whether both images have the same width and height. When they do not, every pixel counts as differing.
    public var sizesMatch: Bool

    public init(differingPixelCount: Int, pixelCount: Int, maximumChannelDelta: UInt8, sizesMatch: Bool) {
        self.differingPixelCount = differingPixelCount
        self.pixelCount = pixelCount
        self.maximumChannelDelta = maximumChannelDelta
        self.sizesMatch = sizesMatch
    }

    /// `differingPixelCount / pixelCount`, in 0…1; 0 for two empty images.
    public var fraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
    }

    /// Whether no pixel differs by more than the threshold.
    public var isWithinThreshold: Bool { differingPixelCount == 0 }

    public var description: String {
        guard sizesMatch else { return "images differ in size" }
        return "\(differingPixelCount) of \(pixelCount) pixels differ (maximum channel delta \(maximumChannelDelta))"
    }
}

extension PixelImage {
    /// Counts the pixels where any channel differs from `other` by more than `threshold`.
    ///
    /// Channels are compared premultiplied by alpha, so what would be seen over any background is compared:
    /// two fully transparent pixels are equal whatever their red, green and blue, and colour differences shrink
    /// with coverage. Images of different sizes differ in every pixel, with `sizesMatch` false.
    ///
    /// ```swift
    /// let difference = rendered.difference(from: reference)
    /// #expect(difference.fraction < 0.01)
    /// ```
    ///
    /// Complexity: O(width × height).
    public func difference(from other: PixelImage, threshold: UInt8 = 8) -> PixelDifference {
        guard width == other.width, height == other.height else {
            return PixelDifference(differingPixelCount: max(width * height, other.width * other.height),
                                   pixelCount: max(width * height, other.width * other.height),
                                   maximumChannelDelta: 255, sizesMatch: false)
        }
        var differing = 0
        var maximumDelta: UInt8 = 0
        pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                for offset in stride(from: 0, to: mine.count, by: 4) {
                    let delta = Self.premultipliedDelta(mine, theirs, at: offset)
                    maximumDelta = max(maximumDelta, delta)
                    if delta > threshold { differing += 1 }
                }
            }
        }
        return PixelDifference(differingPixelCount: differing, pixelCount: width * height,
                               maximumChannelDelta: maximumDelta, sizesMatch: true)
    }

    /// The largest absolute difference between the premultiplied channels of one pixel in two buffers.
    @inline(__always)
    private static func premultipliedDelta(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                                           at offset: Int) -> UInt8 {
        let alphaA = a[offset + 3], alphaB = b[offset + 3]
        var delta = alphaA > alphaB ? alphaA - alphaB : alphaB - alphaA
        for channel in 0..<3 {
            let x = premultiply(a[offset + channel], by: alphaA), y = premultiply(b[offset + channel], by: alphaB)
            delta = max(delta, x > y ? x - y : y - x)
        }
        return delta
    }
}
