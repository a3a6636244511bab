/// The size of a raster image in whole pixels.
///
/// ```swift
/// let icon = RasterSize(width: 64, height: 64)   // or RasterSize.square(64)
/// ```
public struct RasterSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A square of `side` × `side` pixels.
    public static func square(_ side: Int) -> RasterSize { RasterSize(width: side, height: side) }

    /// The number of pixels, `width × height`.
    public var pixelCount: Int { width * height }

    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}

extension RasterSize {
    /// The largest rectangle with the aspect ratio `contentWidth : contentHeight` that fits in this size, centred.
    ///
    /// This is how `rsvg-convert` places a document in its viewport. A non-positive or non-finite content size
    /// has no aspect ratio, so the whole area is returned.
    func fittedRect(contentWidth: Double, contentHeight: Double)
        -> (x: Double, y: Double, width: Double, height: Double)
    {
        let width = Double(self.width), height = Double(self.height)
        guard contentWidth > 0, contentHeight > 0, contentWidth.isFinite, contentHeight.isFinite else {
            return (0, 0, width, height)
        }
        let scale = min(width / contentWidth, height / contentHeight)
        let fittedWidth = contentWidth * scale, fittedHeight = contentHeight * scale
        return ((width - fittedWidth) / 2, (height - fittedHeight) / 2, fittedWidth, fittedHeight)
    }
}
