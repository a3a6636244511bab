import EmblemGeometry

/// How a viewBox is fitted into a viewport of another shape: the `preserveAspectRatio` attribute
/// (SVG 2 §8.7), `<align> [meet | slice]`.
///
/// ```swift
/// PreserveAspectRatio(parsing: "xMinYMax slice")   // aligned to the left and bottom, covering
/// PreserveAspectRatio(parsing: "none")             // stretched
/// PreserveAspectRatio(parsing: "middle")           // nil: not a value, so the default applies
/// ```
///
/// The keywords are case-sensitive, as SVG says and browsers read them (librsvg also takes `xmidymid`).
/// SVG 1.1's leading `defer` is accepted and has no effect, as in browsers and librsvg: it only ever
/// concerned `image` elements referring to another SVG.
public struct PreserveAspectRatio: Hashable, Sendable {
    /// Where the viewBox sits along one axis when its shape leaves room.
    public enum Anchor: Hashable, Sendable {
        case min, mid, max
    }

    /// Where the scaled viewBox sits in the viewport.
    public struct Alignment: Hashable, Sendable {
        public var x: Anchor
        public var y: Anchor

        public init(x: Anchor, y: Anchor) {
            self.x = x
            self.y = y
        }
    }

    /// The alignment, or nil for `none`: each axis scaled on its own to fill the viewport.
    public var alignment: Alignment?
    /// Whether the viewBox covers the viewport (`slice`) rather than fits inside it (`meet`).
    public var slices: Bool

    public init(alignment: Alignment?, slices: Bool = false) {
        self.alignment = alignment
        self.slices = slices
    }

    /// `xMidYMid meet`, the initial value.
    public static let `default` = PreserveAspectRatio(alignment: Alignment(x: .mid, y: .mid))

    /// The value of an attribute's text; nil when the text is not one, for which SVG's error handling
    /// (and every browser) uses the default.
    public init?(parsing text: String) {
        var words = text.utf8.split(whereSeparator: ASCII.isWhitespace)[...]
        if words.first?.elementsEqual("defer".utf8) == true { words = words.dropFirst() }
        guard let align = words.popFirst(), words.count <= 1 else { return nil }
        switch words.first.map(String.init) {
        case nil, "meet": slices = false
        case "slice": slices = true
        default: return nil
        }
        if align.elementsEqual("none".utf8) {
            alignment = nil
            return
        }
        // x{Min,Mid,Max}Y{Min,Mid,Max}: eight bytes.
        let bytes = Array(align)
        guard bytes.count == 8, bytes[0] == 0x78, bytes[4] == 0x59,
              let x = Self.anchor(bytes[1..<4]), let y = Self.anchor(bytes[5..<8]) else { return nil }
        alignment = Alignment(x: x, y: y)
    }

    private static func anchor(_ word: ArraySlice<UInt8>) -> Anchor? {
        switch String(decoding: word, as: UTF8.self) {
        case "Min": .min
        case "Mid": .mid
        case "Max": .max
        default: nil
        }
    }

    /// The attribute's text in its canonical form (`xMidYMid`, `none`, `xMaxYMin slice`).
    public var text: String {
        guard let alignment else { return slices ? "none slice" : "none" }
        func word(_ anchor: Anchor) -> String {
            switch anchor {
            case .min: "Min"
            case .mid: "Mid"
            case .max: "Max"
            }
        }
        return "x\(word(alignment.x))Y\(word(alignment.y))" + (slices ? " slice" : "")
    }

    /// The transform mapping `viewBox` into `viewport`.
    public func transform(from viewBox: Rect, to viewport: Rect) -> AffineTransform {
        var scaleX = viewport.width / viewBox.width
        var scaleY = viewport.height / viewBox.height
        var translateX = viewport.x - viewBox.x * scaleX
        var translateY = viewport.y - viewBox.y * scaleY
        if let alignment {
            let uniform = slices ? max(scaleX, scaleY) : min(scaleX, scaleY)
            (scaleX, scaleY) = (uniform, uniform)
            translateX = viewport.x - viewBox.x * uniform + Self.share(of: alignment.x) * (viewport.width - viewBox.width * uniform)
            translateY = viewport.y - viewBox.y * uniform + Self.share(of: alignment.y) * (viewport.height - viewBox.height * uniform)
        }
        return AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, e: translateX, f: translateY)
    }

    /// The share of the spare room before the viewBox.
    private static func share(of anchor: Anchor) -> Double {
        switch anchor {
        case .min: 0
        case .mid: 0.5
        case .max: 1
        }
    }
}
