import EmblemGeometry

/// Writes paints and colours in their shortest exact CSS form: `#rgb`, `#rrggbb`, `transparent`, or `rgba()`
/// with alpha.
public enum PaintWriter {
    public static func string(for paint: Paint, format: NumberFormat = NumberFormat()) -> String {
        switch paint {
        case .none: return "none"
        case .currentColor: return "currentColor"
        case .reference(let raw, let fallback):
            // The fallback is what a renderer paints when the reference does not resolve.
            switch fallback {
            case .color(let color)?: return raw + " " + string(for: color, format: format)
            case .currentColor?: return raw + " currentColor"
            case nil: return raw
            }
        case .color(let color): return string(for: color, format: format)
        }
    }

    public static func string(for color: Color, format: NumberFormat = NumberFormat()) -> String {
        let (r, g, b, _) = color.rgba8
        if color.alpha >= 1 {
            return color.shortHexRGB ?? color.hexRGB
        }
        // `transparent` is exactly rgba(0,0,0,0), and shorter; another colour at zero alpha is kept apart,
        // since gradients interpolate towards its colour.
        if color.alpha <= 0 && r == 0 && g == 0 && b == 0 { return "transparent" }
        return "rgba(\(r),\(g),\(b),\(format.string(max(0, min(1, color.alpha)))))"
    }
}
