import EmblemGeometry

/// The SVG elements Emblem distinguishes. Anything else (and anything outside the SVG namespace) is
/// `.unknown`, kept verbatim and written back as it came.
public enum SVGElementKind: String, Hashable, Sendable, CaseIterable {
    case svg, g, defs, symbol, use, `switch`, a
    case path, rect, circle, ellipse, line, polyline, polygon
    case style, title, desc, metadata
    case linearGradient, radialGradient, stop, pattern, clipPath, mask, marker, filter
    case image, text, tspan, textPath, foreignObject
    case unknown

    public func hash(into hasher: inout Hasher) { hasher.combine(case: self) }

    private static let byName: [String: SVGElementKind] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .unknown }.map { ($0.rawValue, $0) })

    /// The kind of an element with this qualified name in this namespace: SVG names count only in the SVG
    /// namespace (or with no namespace, as many hand-written icons omit `xmlns`). `XMLElement.kind` holds it.
    init(name: String, namespaceURI: String?) {
        guard namespaceURI == nil || namespaceURI == SVGNamespace.svg else {
            self = .unknown
            return
        }
        let utf8 = name.utf8
        let local = utf8.firstIndex(of: UInt8(ascii: ":")).map { Substring(name[utf8.index(after: $0)...]) } ?? Substring(name)
        self = Self.byName[String(local)] ?? .unknown
    }

    /// Elements whose text content is meaningful, so whitespace inside them is kept exactly (in a
    /// `foreignObject`, HTML's inline layout counts every space between elements).
    public var keepsWhitespace: Bool {
        switch self {
        case .text, .tspan, .textPath, .style, .title, .desc, .foreignObject: true
        default: false
        }
    }
}

