import EmblemGeometry

/// Writes a transform in its shortest faithful SVG form: `translate(…)`, `scale(…)`,
/// `translate(…) scale(…)` or `matrix(…)`.
public enum TransformWriter {
    /// Translations get `format`'s precision; the linear part gets three more decimals, because a rounded
    /// scale or rotation errs in proportion to every coordinate it multiplies.
    public static func string(for t: AffineTransform, format: NumberFormat) -> String {
        let n = format.string
        let linear = NumberFormat(precision: format.precision + 3).string
        let isZero = { (v: Double) in n(v) == "0" }
        // b and c are linear too: a rotation of 0.02° has b ≈ 0.00035, which the translation's precision
        // would round away, moving points 1,000 units out by 0.35.
        if linear(t.b) == "0" && linear(t.c) == "0" {
            let hasTranslation = !(isZero(t.e) && isZero(t.f))
            let hasScale = linear(t.a) != "1" || linear(t.d) != "1"
            var parts: [String] = []
            if hasTranslation { parts.append(isZero(t.f) ? "translate(\(n(t.e)))" : "translate(\(n(t.e)) \(n(t.f)))") }
            if hasScale { parts.append(linear(t.a) == linear(t.d) ? "scale(\(linear(t.a)))" : "scale(\(linear(t.a)) \(linear(t.d)))") }
            return parts.isEmpty ? "translate(0)" : parts.joined(separator: " ")
        }
        return "matrix(\(([t.a, t.b, t.c, t.d].map(linear) + [t.e, t.f].map(n)).joined(separator: " ")))"
    }
}
