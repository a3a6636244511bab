import CZlib

/// Why rasterizing, encoding or writing an image failed.
///
/// A struct wrapping an internal enum, so new failures can be added without breaking callers. Switch on `code`
/// to react to a kind of failure; show `message` (a full sentence) to people.
public struct RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for a kind of failure; the CLI maps codes to exit statuses.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// librsvg could not parse the data as an SVG document.
        public static let invalidSVG = Code(rawValue: "invalid-svg")
        /// A width or height of zero or less, or a scale factor that is not a positive finite number.
        public static let invalidSize = Code(rawValue: "invalid-size")
        /// The output would exceed `Rasterizer.maximumSide` or `Rasterizer.maximumPixelCount`.
        public static let imageTooLarge = Code(rawValue: "image-too-large")
        /// librsvg parsed the document but failed to draw it.
        public static let renderingFailed = Code(rawValue: "rendering-failed")
        /// cairo could not create a surface, draw, or encode PNG (usually out of memory).
        public static let cairoFailure = Code(rawValue: "cairo-failure")
        /// Creating, writing, syncing or renaming an output file failed.
        public static let fileSystem = Code(rawValue: "file-system")
        /// librsvg (loaded when first needed) is not installed, or lacks a function Emblem calls.
        public static let libraryUnavailable = Code(rawValue: "library-unavailable")
        /// zlib could not compress an image's pixels (usually out of memory).
        public static let compressionFailed = Code(rawValue: "compression-failed")
    }

    enum Kind: Hashable, Sendable {
        case invalidSVG(reason: String)
        case invalidSize(width: Int, height: Int)
        case invalidScale(Double)
        case imageTooLarge(width: Double, height: Double)
        case renderingFailed(reason: String)
        case cairoFailure(operation: String, reason: String)
        case fileSystem(path: String, operation: String, errorNumber: Int32, reason: String)
        case libraryUnavailable(reason: String)
        case compressionFailed(status: Int32)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    public var code: Code {
        switch kind {
        case .invalidSVG: .invalidSVG
        case .invalidSize, .invalidScale: .invalidSize
        case .imageTooLarge: .imageTooLarge
        case .renderingFailed: .renderingFailed
        case .cairoFailure: .cairoFailure
        case .fileSystem: .fileSystem
        case .libraryUnavailable: .libraryUnavailable
        case .compressionFailed: .compressionFailed
        }
    }

    /// The file the failure concerns, for file-system failures.
    public var path: String? {
        if case .fileSystem(let path, _, _, _) = kind { return path }
        return nil
    }

    /// A full sentence describing the failure, including librsvg's, cairo's or the system's own wording.
    public var message: String {
        switch kind {
        case .invalidSVG(let reason) where reason.contains(Self.excessiveDepth):
            // libxml2's own nesting limit inside librsvg, which Emblem's `--max-depth` may be set past; the
            // line it names is one of the SVG drawn, not of the input.
            "The drawing nests its elements deeper than librsvg reads (\(Self.librsvgDepthLimit) levels of elements that hold "
                + "others), so it cannot be drawn; Emblem reads and writes SVG nested as deep as `--max-depth` allows (400 at "
                + "most), but draws only what librsvg reads."
        case .invalidSVG(let reason):
            "The data is not a valid SVG document: librsvg says “\(reason.trimmedForMessage)”."
        case .invalidSize(let width, let height):
            "The image size \(width)×\(height) is invalid; width and height must both be at least 1 pixel."
        case .invalidScale(let scale):
            "The scale factor \(scale) is invalid; use a positive, finite number such as 1 or 2."
        case .imageTooLarge(let width, let height):
            "The image size \(Self.format(width))×\(Self.format(height)) is too large; each side is limited to "
                + "\(Rasterizer.maximumSide) pixels and the whole image to \(Rasterizer.maximumPixelCount) pixels."
        case .renderingFailed(let reason) where reason.contains(Self.invalidSurfaceSize):
            // cairo's CAIRO_STATUS_INVALID_SIZE, as librsvg passes it on: a surface it made for part of
            // the drawing was past cairo's side.
            "Part of the drawing needs a surface wider or taller than cairo's \(Self.cairoMaximumSide) pixels (a pattern tile "
                + "stretched by its patternTransform or drawn in a marker on a wide stroke, a mask or filter at a huge scale), "
                + "so it cannot be drawn: librsvg says “\(reason.trimmedForMessage)”."
        case .renderingFailed(let reason):
            "librsvg could not render the SVG document: “\(reason.trimmedForMessage)”."
        case .cairoFailure(let operation, let reason):
            "cairo failed to \(operation): \(reason)."
        case .fileSystem(let path, let operation, _, let reason):
            "Could not \(operation) “\(path)”: \(reason)."
        case .libraryUnavailable(let reason):
            "librsvg, which draws images, could not be loaded (\(reason)); install it (Debian and Ubuntu: librsvg2-2)."
        case .compressionFailed(let status):
            "zlib could not compress the image's pixels: \(String(cString: zError(status))) (status \(status))."
        }
    }

    public var description: String { message }

    /// How deep librsvg's parser (libxml2 without `XML_PARSE_HUGE`) lets elements nest, and how it says so.
    static let librsvgDepthLimit = 256
    private static let excessiveDepth = "Excessive depth in document"
    /// The widest and tallest image surface cairo makes, and how librsvg says it was asked for more.
    static let cairoMaximumSide = "32,767"
    private static let invalidSurfaceSize = "InvalidSize"

    private static func format(_ value: Double) -> String {
        value.isFinite && value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension String {
    /// Without surrounding white space or a final full stop, so it can be quoted inside a sentence.
    fileprivate var trimmedForMessage: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace || last == "." { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        return String(text)
    }
}
