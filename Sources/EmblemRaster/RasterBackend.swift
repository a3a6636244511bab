import CLibRSVG

/// The only code in Emblem that touches librsvg and cairo pointers, through the functions `CLibRSVG` loads
/// the first time an image is made (`C`).
///
/// Every function owns what it creates: a librsvg handle, a cairo surface and a cairo context live for one call
/// and are released on every path, errors included (`defer`). Nothing is shared between calls, so the functions
/// may run on several threads at once.
enum RasterBackend {
    /// The resolution used to turn physical units (`mm`, `in`, `pt`) into pixels, as in CSS and `rsvg-convert`.
    static let dotsPerInch = 96.0

    /// librsvg's and cairo's functions, loaded on first use; a missing library is an error of the call.
    static var C: EmblemRSVG {
        get throws(RasterError) {
            guard let functions = emblem_rsvg() else {
                let reason = emblem_rsvg_error().map { String(cString: $0) } ?? "unknown error"
                throw RasterError(.libraryUnavailable(reason: reason))
            }
            return functions.pointee
        }
    }

    /// Parses `svg`, draws it over `background` into a new `size` ARGB32 surface and passes the surface to `body`.
    ///
    /// The document is fitted into the surface preserving its aspect ratio, centred (see `viewport(for:in:)`).
    /// The surface is destroyed when `body` returns; `body` must not keep it.
    static func withRenderedSurface<Result>(
        svg: UnsafeRawBufferPointer, size: RasterSize, background: RasterColor?,
        _ body: (OpaquePointer) throws(RasterError) -> Result
    ) throws(RasterError) -> Result {
        let C = try C
        let handle = try makeHandle(svg: svg)
        defer { C.g_object_unref(UnsafeMutableRawPointer(handle)) }
        C.rsvg_handle_set_dpi(handle, dotsPerInch)
        let surface = try makeSurface(size)
        defer { C.cairo_surface_destroy(surface) }
        try draw(handle, on: surface, size: size, background: background)
        C.cairo_surface_flush(surface)
        return try body(surface)
    }

    /// Copies an ARGB32 surface into a `PixelImage`, undoing cairo's premultiplication.
    static func image(of surface: OpaquePointer) throws(RasterError) -> PixelImage {
        let C = try C
        let width = Int(C.cairo_image_surface_get_width(surface))
        let height = Int(C.cairo_image_surface_get_height(surface))
        let stride = Int(C.cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = C.cairo_image_surface_get_data(surface) else {
            return PixelImage(width: width, height: height, pixels: pixels)
        }
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                Unpremultiplying.row((UnsafeRawPointer(data) + y * stride).assumingMemoryBound(to: UInt32.self), width: width,
                                     bytesPerPixel: 4, into: target.baseAddress! + y * width * 4)
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Encodes a surface as PNG bytes (``PNGStillImage``).
    static func pngData(of surface: OpaquePointer) throws(RasterError) -> [UInt8] {
        let C = try C
        let width = Int(C.cairo_image_surface_get_width(surface))
        let height = Int(C.cairo_image_surface_get_height(surface))
        let stride = Int(C.cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = C.cairo_image_surface_get_data(surface) else {
            throw RasterError(.cairoFailure(operation: "encode the image as PNG", reason: "the surface is empty"))
        }
        return try PNGStillImage.file(ofSurface: UnsafeRawPointer(data), width: width, height: height, stride: stride)
    }

    // MARK: - librsvg

    /// A handle for `svg` with default flags: the XML parser keeps libxml2's safety limits, and with no base
    /// file or URL librsvg refuses every external reference (only `data:` URLs load).
    private static func makeHandle(svg: UnsafeRawBufferPointer) throws(RasterError) -> OpaquePointer {
        guard let base = svg.baseAddress, !svg.isEmpty else {
            throw RasterError(.invalidSVG(reason: "the data is empty"))
        }
        let C = try C
        var error: UnsafeMutablePointer<EmblemGError>?
        let handle = C.rsvg_handle_new_from_data(base.assumingMemoryBound(to: UInt8.self), svg.count, &error)
        let message = takeMessage(from: &error, C)
        guard let handle else { throw RasterError(.invalidSVG(reason: message ?? "unknown error")) }
        return handle
    }

    /// The rectangle to render the document into: its intrinsic size in pixels (or else its `viewBox`) scaled to
    /// fit `size` and centred, as `rsvg-convert` does; the whole surface when the document has neither.
    private static func viewport(for handle: OpaquePointer, in size: RasterSize, _ C: EmblemRSVG) -> EmblemRsvgRectangle {
        var width = 0.0, height = 0.0
        var rect = size.fittedRect(contentWidth: 0, contentHeight: 0)
        if C.rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            rect = size.fittedRect(contentWidth: width, contentHeight: height)
        } else {
            var hasViewBox: Int32 = 0
            var viewBox = EmblemRsvgRectangle()
            C.rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            if hasViewBox != 0 { rect = size.fittedRect(contentWidth: viewBox.width, contentHeight: viewBox.height) }
        }
        return EmblemRsvgRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// Paints the background (if any), then the document.
    private static func draw(_ handle: OpaquePointer, on surface: OpaquePointer,
                             size: RasterSize, background: RasterColor?) throws(RasterError) {
        let C = try C
        guard let context = C.cairo_create(surface) else {
            throw RasterError(.cairoFailure(operation: "create a drawing context", reason: "out of memory"))
        }
        defer { C.cairo_destroy(context) }
        try check(C.cairo_status(context), while: "create a drawing context", C)
        if let background {
            C.cairo_set_source_rgba(context, Double(background.red) / 255, Double(background.green) / 255,
                                    Double(background.blue) / 255, Double(background.alpha) / 255)
            C.cairo_paint(context)
        }
        var viewport = viewport(for: handle, in: size, C)
        var error: UnsafeMutablePointer<EmblemGError>?
        let succeeded = C.rsvg_handle_render_document(handle, context, &viewport, &error) != 0
        let message = takeMessage(from: &error, C)
        guard succeeded else { throw RasterError(.renderingFailed(reason: message ?? "unknown error")) }
        try check(C.cairo_status(context), while: "draw the document", C)
    }

    /// Returns the error's message and frees it, leaving `error` nil.
    private static func takeMessage(from error: inout UnsafeMutablePointer<EmblemGError>?, _ C: EmblemRSVG) -> String? {
        guard let pointer = error else { return nil }
        defer { C.g_error_free(pointer); error = nil }
        return pointer.pointee.message.map { String(cString: $0) }
    }

    // MARK: - cairo

    static func makeSurface(_ size: RasterSize) throws(RasterError) -> OpaquePointer {
        let C = try C
        guard let surface = C.cairo_image_surface_create(Int32(EMBLEM_CAIRO_FORMAT_ARGB32), Int32(clamping: size.width),
                                                          Int32(clamping: size.height))
        else { throw RasterError(.cairoFailure(operation: "create a \(size) surface", reason: "out of memory")) }
        let status = C.cairo_surface_status(surface)
        guard status == EMBLEM_CAIRO_STATUS_SUCCESS else {
            C.cairo_surface_destroy(surface)
            throw RasterError(.cairoFailure(operation: "create a \(size) surface", reason: reason(for: status, C)))
        }
        return surface
    }

    private static func check(_ status: EmblemCairoStatus, while operation: String, _ C: EmblemRSVG) throws(RasterError) {
        guard status == EMBLEM_CAIRO_STATUS_SUCCESS else {
            throw RasterError(.cairoFailure(operation: operation, reason: reason(for: status, C)))
        }
    }

    private static func reason(for status: EmblemCairoStatus, _ C: EmblemRSVG) -> String {
        C.cairo_status_to_string(status).map { String(cString: $0) } ?? "cairo status \(status)"
    }
}

