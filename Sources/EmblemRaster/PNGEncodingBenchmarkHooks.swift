import CLibRSVG

/// PNG encoding on its own, for `emblem-bench`: Emblem's encoder next to cairo's writer (libpng), the
/// floor, on the same premultiplied surface. Not API (`@_spi(Benchmarks)`).
@_spi(Benchmarks) public final class PNGEncodingBenchmarkHooks {
    private let surface: OpaquePointer
    private let C: EmblemRSVG

    /// A cairo surface holding `image`, premultiplied, as librsvg leaves one.
    public init(_ image: PixelImage) throws(RasterError) {
        C = try RasterBackend.C
        surface = try RasterBackend.makeSurface(RasterSize(width: image.width, height: image.height))
        let stride = Int(C.cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(C.cairo_image_surface_get_data(surface)!)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (red, green, blue, alpha) = image[x: x, y: y].premultiplied
                let word = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
                data.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        C.cairo_surface_mark_dirty(surface)
    }

    deinit { C.cairo_surface_destroy(surface) }

    /// The PNG Emblem writes.
    public func emblemPNG() throws(RasterError) -> [UInt8] { try RasterBackend.pngData(of: surface) }

    /// The PNG cairo's writer makes of the same surface.
    public func cairoPNG() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        _ = withExtendedLifetime(sink) {
            C.cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
                return EmblemCairoStatus(EMBLEM_CAIRO_STATUS_SUCCESS)
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.bytes
    }
}
