import EmblemSVG

/// Turns SVG documents into pixels and PNG files through librsvg and cairo.
///
/// The output always has exactly the requested size (times `scale`). The document is fitted into it preserving
/// its aspect ratio and centred, as `rsvg_handle_render_document` places a document in a viewport: its intrinsic
/// size (`width`/`height` in absolute units) gives the aspect ratio, or else its `viewBox`; a document with
/// neither fills the whole image. Inside that rectangle the root element's `preserveAspectRatio` still applies.
/// (`rsvg-convert` 2.54 differs: `-w W -h H` stretches, and adding `-a` shrinks the canvas to the aspect ratio.)
///
/// ```swift
/// let rasterizer = Rasterizer(scale: 2, background: .white)
/// let png = try rasterizer.pngData(for: svgBytes, size: .square(32))   // a 64×64 PNG
/// ```
///
/// ## Limits
/// Each side of the output is limited to `maximumSide` (16,384) pixels and the whole image to `maximumPixelCount`
/// (64 Mi = 67,108,864 pixels, 256 MiB of ARGB32); larger requests throw `RasterError.Code.imageTooLarge` before
/// any memory is allocated. librsvg keeps libxml2's parser limits (no `RSVG_HANDLE_FLAG_UNLIMITED`), and with no
/// base file it refuses every external reference (images, stylesheets, `use` of other files, by path or URL);
/// only `data:` URLs load.
///
/// ## Thread safety
/// `Rasterizer` is a plain value and shares nothing between calls: each call creates its own librsvg handle,
/// cairo surface and context and releases them before returning, so any number of calls may run concurrently on
/// different threads, with the same or different rasterizers.
public struct Rasterizer: Sendable {
    /// The largest width or height of an output image, in pixels: 16,384.
    public static let maximumSide = 16_384
    /// The largest number of pixels in an output image: 64 Mi (67,108,864), 256 MiB of pixel memory.
    public static let maximumPixelCount = 64 * 1_048_576

    /// Multiplies the requested size: 2 renders a 32×32 request as 64×64. A positive finite number; default 1.
    public var scale: Double
    /// A colour painted under the whole image before the document is drawn; `nil` (the default) leaves
    /// undrawn areas transparent.
    public var background: RasterColor?

    public init(scale: Double = 1, background: RasterColor? = nil) {
        self.scale = scale
        self.background = background
    }

    /// The size of the image `image(svg:size:)` returns for `size`: each side multiplied by `scale`, rounded.
    ///
    /// Throws when a side is not at least 1 pixel, `scale` is not positive and finite, or the result exceeds
    /// `maximumSide` or `maximumPixelCount`.
    public func outputSize(for size: RasterSize) throws(RasterError) -> RasterSize {
        guard size.width > 0, size.height > 0 else {
            throw RasterError(.invalidSize(width: size.width, height: size.height))
        }
        guard scale.isFinite, scale > 0 else { throw RasterError(.invalidScale(scale)) }
        let width = (Double(size.width) * scale).rounded(), height = (Double(size.height) * scale).rounded()
        let limit = Double(Self.maximumSide)
        guard width <= limit, height <= limit, width * height <= Double(Self.maximumPixelCount) else {
            throw RasterError(.imageTooLarge(width: width, height: height))
        }
        guard width >= 1, height >= 1 else { throw RasterError(.invalidSize(width: Int(width), height: Int(height))) }
        return RasterSize(width: Int(width), height: Int(height))
    }

    /// Renders `svg` (UTF-8 SVG bytes) into an image of `size` × `scale` pixels.
    ///
    /// Complexity: librsvg's rendering time, plus O(pixels) to convert to straight alpha.
    public func image(svg: some Collection<UInt8>, size: RasterSize) throws(RasterError) -> PixelImage {
        let output = try outputSize(for: size)
        return try withBytes(of: svg) { bytes throws(RasterError) in
            try RasterBackend.withRenderedSurface(svg: bytes, size: output, background: background) { surface throws(RasterError) in
                try RasterBackend.image(of: surface)
            }
        }
    }

    /// Renders `svg` into a PNG file's bytes of `size` × `scale` pixels.
    ///
    /// 8-bit RGBA with straight alpha, or 8-bit RGB when every pixel is opaque, written by ``PNGStillImage``.
    public func pngData(for svg: some Collection<UInt8>, size: RasterSize) throws(RasterError) -> [UInt8] {
        let output = try outputSize(for: size)
        return try withBytes(of: svg) { bytes throws(RasterError) in
            try RasterBackend.withRenderedSurface(svg: bytes, size: output, background: background) {
                surface throws(RasterError) in try RasterBackend.pngData(of: surface)
            }
        }
    }

    /// Renders `svg` and writes it as a PNG file at `path`, atomically.
    ///
    /// The document is rendered and encoded first, so a failure leaves `path` untouched. The bytes then go to
    /// a temporary file in the same directory, which is synced to disk and renamed over `path`: readers see
    /// either the old file or the complete new one, and no temporary file remains, whatever happens.
    public func writePNG(svg: some Collection<UInt8>, size: RasterSize, to path: String) throws(RasterError) {
        let png = try pngData(for: svg, size: size)
        do throws(SVGError) {
            try FileIO.writeAtomically(png, to: path)
        } catch {
            throw RasterError(.fileSystem(path: path, operation: "write", errorNumber: 0, reason: error.message))
        }
    }

    /// Calls `body` with the bytes of `collection`, contiguous (copied first if they are not).
    private func withBytes<Result>(
        of collection: some Collection<UInt8>, _ body: (UnsafeRawBufferPointer) throws(RasterError) -> Result
    ) throws(RasterError) -> Result {
        let direct = collection.withContiguousStorageIfAvailable { buffer in
            Swift.Result { () throws(RasterError) in try body(UnsafeRawBufferPointer(buffer)) }
        }
        if let direct { return try direct.get() }
        let copy = Array(collection)
        return try copy.withUnsafeBytes { bytes in Swift.Result { () throws(RasterError) in try body(bytes) } }.get()
    }
}
