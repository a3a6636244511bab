import CLibRSVG

/// The only code in Emblem that touches librsvg and cairo pointers.
///
/// Every function owns what it creates: a librsvg handle, a cairo surface and a cairo context live for one call
/// and are released on every path, errors included (`defer`). Nothing is shared between calls, so the functions
/// may run on several threads at once.
enum RasterBackend {
    /// The resolution used to turn physical units (`mm`, `in`, `pt`) into pixels, as in CSS and `rsvg-convert`.
    static let dotsPerInch = 96.0

    /// Parses `svg`, draws it over `background` into a new `size` ARGB32 surface and passes the surface to `body`.
    ///
    /// The document is fitted into the surface preserving its aspect ratio, centred (see `viewport(for:in:)`).
    /// The surface is destroyed when `body` returns; `body` must not keep it.
    static func withRenderedSurface<Result>(
        svg: UnsafeRawBufferPointer, size: RasterSize, background: RasterColor?,
        _ body: (OpaquePointer) throws(RasterError) -> Result
    ) throws(RasterError) -> Result {
        let handle = try makeHandle(svg: svg)
        defer { g_object_unref(handle) }
        rsvg_handle_set_dpi(handle, dotsPerInch)
        let surface = try makeSurface(size)
        defer { cairo_surface_destroy(surface) }
        try draw(handle, on: surface, size: size, background: background)
        cairo_surface_flush(surface)
        return try body(surface)
    }

    /// Copies an ARGB32 surface into a `PixelImage`, undoing cairo's premultiplication.
    static func image(of surface: OpaquePointer) -> PixelImage {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else {
            return PixelImage(width: width, height: height, pixels: pixels)
        }
        let source = UnsafeRawPointer(data)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = y * stride, outputRow = y * width * 4
                for x in 0..<width {
                    // Native-endian 32-bit words: alpha in the high byte, then red, green, blue.
                    let word = source.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                    let alpha = UInt8(truncatingIfNeeded: word >> 24)
                    let offset = outputRow + x * 4
                    target[offset] = unpremultiply(UInt8(truncatingIfNeeded: word >> 16), by: alpha)
                    target[offset + 1] = unpremultiply(UInt8(truncatingIfNeeded: word >> 8), by: alpha)
                    target[offset + 2] = unpremultiply(UInt8(truncatingIfNeeded: word), by: alpha)
                    target[offset + 3] = alpha
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Encodes a surface as PNG bytes through `cairo_surface_write_to_png_stream`.
    static func pngData(of surface: OpaquePointer) throws(RasterError) -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                if let data, length > 0 {
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        try check(status, while: "encode the image as PNG")
        return sink.bytes
    }

    /// Encodes a `PixelImage` as PNG bytes, premultiplying it into a temporary cairo surface.
    static func pngData(of image: PixelImage) throws(RasterError) -> [UInt8] {
        let surface = try makeSurface(image.size)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            let target = UnsafeMutableRawPointer(data)
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let offset = (y * image.width + x) * 4, alpha = source[offset + 3]
                        let red = UInt32(premultiply(source[offset], by: alpha))
                        let green = UInt32(premultiply(source[offset + 1], by: alpha))
                        let blue = UInt32(premultiply(source[offset + 2], by: alpha))
                        let word = UInt32(alpha) << 24 | red << 16 | green << 8 | blue
                        target.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return try pngData(of: surface)
    }

    // MARK: - librsvg

    /// A handle for `svg` with default flags: the XML parser keeps libxml2's safety limits, and with no base
    /// file or URL librsvg refuses every external reference (only `data:` URLs load).
    private static func makeHandle(svg: UnsafeRawBufferPointer) throws(RasterError) -> UnsafeMutablePointer<RsvgHandle> {
        guard let base = svg.baseAddress, !svg.isEmpty else {
            throw RasterError(.invalidSVG(reason: "the data is empty"))
        }
        var error: UnsafeMutablePointer<GError>?
        let handle = rsvg_handle_new_from_data(base.assumingMemoryBound(to: guint8.self), gsize(svg.count), &error)
        let message = takeMessage(from: &error)
        guard let handle else { throw RasterError(.invalidSVG(reason: message ?? "unknown error")) }
        return handle
    }

    /// The rectangle to render the document into: its intrinsic size in pixels (or else its `viewBox`) scaled to
    /// fit `size` and centred, as `rsvg-convert` does; the whole surface when the document has neither.
    private static func viewport(for handle: UnsafeMutablePointer<RsvgHandle>, in size: RasterSize) -> RsvgRectangle {
        var width = 0.0, height = 0.0
        var rect = size.fittedRect(contentWidth: 0, contentHeight: 0)
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            rect = size.fittedRect(contentWidth: width, contentHeight: height)
        } else {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            if hasViewBox != 0 { rect = size.fittedRect(contentWidth: viewBox.width, contentHeight: viewBox.height) }
        }
        return RsvgRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// Paints the background (if any), then the document.
    private static func draw(_ handle: UnsafeMutablePointer<RsvgHandle>, on surface: OpaquePointer,
                             size: RasterSize, background: RasterColor?) throws(RasterError) {
        guard let context = cairo_create(surface) else {
            throw RasterError(.cairoFailure(operation: "create a drawing context", reason: "out of memory"))
        }
        defer { cairo_destroy(context) }
        try check(cairo_status(context), while: "create a drawing context")
        if let background {
            cairo_set_source_rgba(context, Double(background.red) / 255, Double(background.green) / 255,
                                  Double(background.blue) / 255, Double(background.alpha) / 255)
            cairo_paint(context)
        }
        var viewport = viewport(for: handle, in: size)
        var error: UnsafeMutablePointer<GError>?
        let succeeded = rsvg_handle_render_document(handle, context, &viewport, &error) != 0
        let message = takeMessage(from: &error)
        guard succeeded else { throw RasterError(.renderingFailed(reason: message ?? "unknown error")) }
        try check(cairo_status(context), while: "draw the document")
    }

    /// Returns the error's message and frees it, leaving `error` nil.
    private static func takeMessage(from error: inout UnsafeMutablePointer<GError>?) -> String? {
        guard let pointer = error else { return nil }
        defer { g_error_free(pointer); error = nil }
        return pointer.pointee.message.map { String(cString: $0) }
    }

    // MARK: - cairo

    private static func makeSurface(_ size: RasterSize) throws(RasterError) -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: size.width),
                                                        Int32(clamping: size.height))
        else { throw RasterError(.cairoFailure(operation: "create a \(size) surface", reason: "out of memory")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError(.cairoFailure(operation: "create a \(size) surface", reason: reason(for: status)))
        }
        return surface
    }

    private static func check(_ status: cairo_status_t, while operation: String) throws(RasterError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError(.cairoFailure(operation: operation, reason: reason(for: status)))
        }
    }

    private static func reason(for status: cairo_status_t) -> String {
        cairo_status_to_string(status).map { String(cString: $0) } ?? "cairo status \(status.rawValue)"
    }
}

/// Collects the bytes cairo's PNG writer hands to its callback.
private final class ByteSink {
    var bytes: [UInt8] = []
}
