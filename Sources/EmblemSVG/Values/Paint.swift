import EmblemGeometry

/// The value of a `fill` or `stroke`: what to paint a shape with.
public enum Paint: Hashable, Sendable {
    /// Paint nothing.
    case none
    /// The inherited `color` property; symbols use it so hosts can tint them.
    case currentColor
    /// A solid sRGB colour (named, hex, `rgb()`, `hsl()` or `transparent`).
    case color(Color)
    /// A paint server such as a gradient: the `url(…)` text exactly as written (for example `url(#g1)`),
    /// and the colour to use when the reference cannot be resolved. A fallback of `none`, `currentColor`,
    /// or no fallback at all is stored as `nil`, which SVG 2 draws as `none`.
    case reference(String, fallback: Color?)

    /// For ``reference(_:fallback:)``, the fragment identifier it points to (`g1` for `url(#g1)` or
    /// `url("#g1")`); `nil` for other paints and for references to other documents.
    public var referencedID: String? {
        guard case .reference(let raw, _) = self else { return nil }
        var inner = Substring(raw)
        guard inner.hasPrefix("url("), inner.hasSuffix(")") else { return nil }
        inner = inner.dropFirst(4).dropLast()
        inner = inner.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        while let last = inner.last, last == " " || last == "\t" || last == "\n" || last == "\r" { inner = inner.dropLast() }
        if let quote = inner.first, quote == "\"" || quote == "'", inner.count >= 2, inner.last == quote {
            inner = inner.dropFirst().dropLast()
        }
        guard inner.first == "#" else { return nil }
        return String(inner.dropFirst())
    }
}
