extension PixelImage {
    /// The image encoded as a PNG file's bytes (8-bit RGBA, or RGB when every pixel is opaque), for saving
    /// diagnostics such as failed comparisons.
    ///
    /// Goes through a premultiplied cairo surface, so colours of pixels with low alpha may shift by the
    /// rounding that premultiplication implies. Throws `RasterError.Code.cairoFailure` for an empty image or when
    /// memory runs out.
    public func pngData() throws(RasterError) -> [UInt8] {
        try RasterBackend.pngData(of: self)
    }
}
