import CLibRSVG

extension Rasterizer {
    /// The librsvg and cairo this process draws with (`librsvg 2.54.7, cairo 1.16.0`), loaded to ask them:
    /// images differ between librsvg versions, so a report of a rendering needs it. Throws when they cannot
    /// be loaded, with the reason.
    public static func libraryVersions() throws(RasterError) -> String {
        let C = try RasterBackend.C
        let rsvg = [C.rsvg_major_version, C.rsvg_minor_version, C.rsvg_micro_version].map { String($0?.pointee ?? 0) }
        let cairo = C.cairo_version_string().map { String(cString: $0) } ?? "?"
        return "librsvg \(rsvg.joined(separator: ".")), cairo \(cairo)"
    }
}
