extension PixelImage {
    /// The image encoded as a PNG file's bytes (8-bit RGBA, or RGB when every pixel is opaque), its pixels
    /// exactly as they are (``PNGStillImage``).
    ///
    /// Throws `RasterError.Code.invalidSize` for an empty image, which PNG cannot hold.
    public func pngData() throws(RasterError) -> [UInt8] {
        guard width > 0, height > 0 else { throw RasterError(.invalidSize(width: width, height: height)) }
        return try PNGStillImage.file(of: self)
    }
}
