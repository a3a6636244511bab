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
    /// and what to paint when the reference cannot be resolved. A fallback of `none`, or no fallback at
    /// all, is stored as `nil`, which SVG 2 draws as `none`.
    case reference(String, fallback: PaintFallback?)

    /// For ``reference(_:fallback:)``, the fragment identifier it points to (`g1` for `url(#g1)` or
    /// `url("#g1")`); `nil` for other paints and for references to other documents.
    public var referencedID: String? {
        guard case .reference(let raw, _) = self else { return nil }
        return FragmentReference.id(ofURL: raw[...])
    }

    /// What a reference paints when its fallback is drawn instead: the fallback, or nothing.
    public init(_ fallback: PaintFallback?) {
        switch fallback {
        case .color(let color)?: self = .color(color)
        case .currentColor?: self = .currentColor
        case nil: self = .none
        }
    }

    /// Whether painting with this may paint the `color` property: `currentColor`, or a reference that
    /// falls back to it.
    public var usesCurrentColor: Bool {
        switch self {
        case .currentColor, .reference(_, fallback: .currentColor?): true
        case .none, .color, .reference: false
        }
    }
}

/// What a ``Paint/reference(_:fallback:)`` paints when its reference cannot be resolved: a colour, or
/// `currentColor`, the `color` property where it paints (as for ``Paint/currentColor``). It was stored as
/// no fallback, so `fill="url(#missing) currentColor"` painted nothing where librsvg and browsers paint
/// the colour (differential fuzzing against librsvg found it).
public enum PaintFallback: Hashable, Sendable {
    case color(Color)
    case currentColor
}
