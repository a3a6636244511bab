/// Images embedded as `data:` URLs that librsvg would draw without any of the checks that keep a
/// drawing bounded, left out of what is drawn, each with a located warning.
///
/// - An SVG image (`image/svg+xml`, or a payload with no type, which librsvg sniffs and draws as SVG):
///   librsvg draws it as a document of its own, so none of Emblem's checks apply to it. A 1.5 KB file
///   embedding an `feConvolveMatrix` of order 21 aborted the process (and with it a batch).
/// - A raster image whose header Emblem cannot read (PNG, JPEG, GIF, WebP and BMP are read), unless its
///   declared type is one of those (gdk-pixbuf then decodes it as that type or not at all).
/// - Raster images of more than ``maximumPixels`` together, each counted once however often it is used
///   (librsvg decodes an image once): a 1.3 MB PNG of 16,000 × 16,000 took 3.8 s and 2 GB.
///
/// `<image>` elements are removed; an `feImage` loses its reference (and draws nothing). Writing a file
/// back keeps every image: this is for what is drawn.
public enum EmbeddedImages {
    /// The most pixels the raster images of one document may hold together. Ours: 2²⁵ (32 Mi pixels,
    /// 128 MiB decoded, about 0.5 s in librsvg), more than a photograph of 6,000 × 4,000.
    public static let maximumPixels = 1 << 25

    /// The raster formats whose headers are read, as their declared types.
    static let readTypes: Set<String> = ["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/bmp"]

    /// Whether `element` is an `<image>` or `feImage` whose reference is a `data:` URL.
    static func embedsData(_ element: XMLElement) -> Bool {
        guard element.kind == .image || element.localName == "feImage" else { return false }
        return references(of: element).contains { DataURL($0) != nil }
    }

    /// The references an image element carries: librsvg reads `href`, or `xlink:href` without it.
    static func references(of element: XMLElement) -> [String] {
        [element[attribute: "href"], element[attribute: "xlink:href"]].compactMap { $0 }
    }

    /// The document without the images it cannot draw safely, and a warning for each.
    public static func leavingOutUndrawable(_ document: SVGDocument) -> (document: SVGDocument, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var pixels = 0
        var counted: Set<String> = []
        /// Why the image cannot be drawn, or nil.
        func refusal(_ href: String) -> String? {
            guard let url = DataURL(href) else { return nil }
            if url.mediaType == "image/svg+xml" { return "an SVG image, which librsvg would draw with none of the checks a file gets" }
            let payload = url.payload
            guard let header = RasterImageHeader(payload) else {
                if readTypes.contains(url.mediaType) { return nil }  // decoded as that type, or not at all
                return url.mediaType.isEmpty
                    ? "an image of no stated type, which librsvg would draw as SVG if it is one, with none of the checks a file gets"
                    : "an image of type \(DiagnosticText.quoted(url.mediaType)); only PNG, JPEG, GIF, WebP and BMP images are drawn"
            }
            guard counted.insert(href).inserted else { return nil }
            pixels += header.pixels
            guard pixels > maximumPixels else { return nil }
            return "a \(header.width) × \(header.height) \(header.format.rawValue), past the \(maximumPixels) pixels the images of a "
                + "document may hold together (librsvg decodes them whole: 16,000 × 16,000 took 3.8 s and 2 GB)"
        }
        /// Leaves out what `element` holds that cannot be drawn; false when `element` itself goes.
        func visit(_ element: inout XMLElement) -> (keeps: Bool, changed: Bool) {
            // A loop, not `lazy.compactMap(…).first`, which calls its closure twice, and `refusal` counts.
            var reason: String?
            if embedsData(element) {
                for href in references(of: element) where reason == nil { reason = refusal(href) }
            }
            if let reason {
                diagnostics.append(Diagnostic(.warning, "Left out \(reason).", at: element.location))
                if element.kind == .image { return (false, true) }
                element[attribute: "href"] = nil
                element[attribute: "xlink:href"] = nil
                return (true, true)
            }
            var changed = false
            var index = element.children.startIndex
            while index < element.children.endIndex {
                guard case .element(var child) = element.children[index] else { index += 1; continue }
                let (keeps, childChanged) = visit(&child)
                if keeps {
                    if childChanged { element.children[index] = .element(child) }
                    index += 1
                } else {
                    element.children.remove(at: index)
                }
                changed = changed || childChanged
            }
            return (true, changed)
        }
        var copy = document
        _ = visit(&copy.root)
        return (copy, diagnostics)
    }
}
