#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rectangle of whole pixels of an image: the part of an animation frame that changed since the one before.
public struct PixelRegion: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension PixelImage {
    /// The whole image as a region.
    public var bounds: PixelRegion { PixelRegion(x: 0, y: 0, width: width, height: height) }

    /// The smallest region holding every pixel that differs from `earlier` (an image of the same size), or
    /// nil when none does.
    public func changedRegion(since earlier: PixelImage) -> PixelRegion? {
        precondition(width == earlier.width && height == earlier.height, "changedRegion compares images of one size")
        return pixels.withUnsafeBytes { now in
            earlier.pixels.withUnsafeBytes { before in
                // Whole rows first (memcmp); then, within the rows that differ, the columns, a pixel as one word.
                let rowBytes = width * 4
                func rowDiffers(_ y: Int) -> Bool { memcmp(now.baseAddress! + y * rowBytes, before.baseAddress! + y * rowBytes, rowBytes) != 0 }
                guard rowBytes > 0, let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                let nowWords = now.assumingMemoryBound(to: UInt32.self), beforeWords = before.assumingMemoryBound(to: UInt32.self)
                var left = width, right = -1
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < left, nowWords[row + x] == beforeWords[row + x] { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x > right, nowWords[row + x] == beforeWords[row + x] { x -= 1 }
                    right = max(right, x)
                }
                return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
