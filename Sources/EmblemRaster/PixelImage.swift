/// A raster image in memory: 8-bit RGBA with straight (non-premultiplied) alpha, rows top to bottom.
///
/// Pixel (x, y) occupies `pixels[(y × width + x) × 4 ..< … + 4]` as red, green, blue, alpha. Straight alpha
/// means a half-transparent red pixel reads `(255, 0, 0, 128)`, whatever it is drawn over later.
///
/// ```swift
/// let image = try Rasterizer().image(svg: bytes, size: .square(32))
/// let centre = image[x: 16, y: 16]
/// ```
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// RGBA8, straight alpha, row-major, no padding between rows: `width × height × 4` bytes.
    public private(set) var pixels: [UInt8]

    /// An image from raw RGBA8 bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "PixelImage dimensions must not be negative")
        precondition(pixels.count == width * height * 4, "PixelImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image with every pixel set to `color` (default: transparent).
    public init(width: Int, height: Int, color: RasterColor = .clear) {
        precondition(width >= 0 && height >= 0, "PixelImage dimensions must not be negative")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear {
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                pixels[offset] = color.red
                pixels[offset + 1] = color.green
                pixels[offset + 2] = color.blue
                pixels[offset + 3] = color.alpha
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The size in pixels.
    public var size: RasterSize { RasterSize(width: width, height: height) }

    /// The pixel in column `x`, row `y` (0, 0 is the top-left corner). Both must be in range.
    public subscript(x x: Int, y y: Int) -> RasterColor {
        get {
            let offset = byteOffset(x: x, y: y)
            return RasterColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
                               alpha: pixels[offset + 3])
        }
        set {
            let offset = byteOffset(x: x, y: y)
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    /// The mirror image about the vertical centre line: column `x` becomes column `width - 1 - x`.
    ///
    /// Complexity: O(width × height).
    public func flippedHorizontally() -> PixelImage {
        var flipped = pixels
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { source in
            flipped.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * rowBytes
                    for x in 0..<width {
                        let from = row + x * 4, to = row + (width - 1 - x) * 4
                        for channel in 0..<4 { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: flipped)
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition((0..<width).contains(x) && (0..<height).contains(y),
                     "Pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        return (y * width + x) * 4
    }
}
