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
            return fallback.map { raw + " " + string(for: $0, format: format) } ?? raw
        case .color(let color): return string(for: color, format: format)
        }
    }

    public static func string(for color: Color, format: NumberFormat = NumberFormat()) -> String {
        let (r, g, b, _) = color.rgba8
        if color.alpha >= 1 {
            // `#rgb` when each component's two hex digits are the same: a multiple of 0x11.
            guard r % 17 == 0 && g % 17 == 0 && b % 17 == 0 else { return color.hexRGB }
            return String(unsafeUninitializedCapacity: 4) { buffer in
                let digits: StaticString = "0123456789abcdef"
                buffer[0] = UInt8(ascii: "#")
                buffer[1] = digits.utf8Start[r / 17]
                buffer[2] = digits.utf8Start[g / 17]
                buffer[3] = digits.utf8Start[b / 17]
                return 4
            }
        }
        // `transparent` is exactly rgba(0,0,0,0), and shorter; another colour at zero alpha is kept apart,
        // since gradients interpolate towards its colour.
        if color.alpha <= 0 && r == 0 && g == 0 && b == 0 { return "transparent" }
        return "rgba(\(r),\(g),\(b),\(format.string(max(0, min(1, color.alpha)))))"
    }
}
