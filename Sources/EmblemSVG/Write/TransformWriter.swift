import EmblemGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Writes a transform in its shortest faithful SVG form: `translate(…)`, `scale(…)`,
/// `translate(…) scale(…)`, a rotation (`rotate(45 12 12)`, `translate(2) rotate(30) scale(2)`) or
/// `matrix(…)`.
public enum TransformWriter {
    /// Translations get `format`'s precision; the linear part gets three more decimals, because a rounded
    /// scale or rotation errs in proportion to every coordinate it multiplies.
    public static func string(for t: AffineTransform, format: NumberFormat) -> String {
        shortestForm(t, format: format)
    }

    /// ``string(for:format:)`` as a fixed point: read back and written again at the same precision, it
    /// comes out byte for byte the same (see ``settled(_:for:format:)``). What `normalize` writes, whose
    /// output `normalize --check` must find in normal form; drawings and animation frames, written once
    /// and many times a second, keep the one pass.
    public static func settledString(for t: AffineTransform, format: NumberFormat) -> String {
        settled(shortestForm(t, format: format), for: t, format: format)
    }

    /// The shortest faithful form of `t`, chosen from `t`'s own values.
    static func shortestForm(_ t: AffineTransform, format: NumberFormat) -> String {
        let written = axisAlignedOrMatrix(t, format: format)
        // A rotation by an angle the precision writes exactly is written as one: exact where the matrix's
        // cosines are rounded (a pattern tile turned by a rounded matrix drew visibly otherwise in librsvg),
        // and shorter (`rotate(45 12 12)` rather than `matrix(.707107 .707107 -.707107 .707107 12 -4.971)`).
        guard let rotation = rotationForm(t, format: format) else { return written }
        let isShorter = rotation.text.utf8.count < written.utf8.count
        return isShorter || (rotation.isExact && !isExact(written, t)) ? rotation.text : written
    }

    /// Whether `text` reads back as `t` itself, not just within the precision.
    static func isExact(_ text: String, _ t: AffineTransform) -> Bool {
        guard let back = try? TransformListParser.parse(text) else { return false }
        return isExact(back, t)
    }

    static func isExact(_ back: AffineTransform, _ t: AffineTransform) -> Bool {
        [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.e, t.e), (back.f, t.f)]
            .allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    }

    private static func axisAlignedOrMatrix(_ t: AffineTransform, format: NumberFormat) -> String {
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

    /// The shortest way to write `t` as a rotation, with a uniform scale after it and a translation or a
    /// centre, when `t` is one and its angle and scale are written exactly at the precision (whole and
    /// round angles, as icons use; an animation's arbitrary angles leave after one `atan2`). Every
    /// candidate is read back and kept only within the bounds the matrix form keeps to; one that reads
    /// back exactly (`translate(2) rotate(30)`) wins over a shorter one with a rounded centre
    /// (`rotate(30 1 3.732)`).
    static func rotationForm(_ t: AffineTransform, format: NumberFormat) -> (text: String, isExact: Bool)? {
        // No turn at all (translations and scales, most of what is written): nothing to do.
        guard t.b != 0 || t.a < 0 else { return nil }
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        guard scale > 0, abs(t.c + t.b) <= 1e-12 * scale, abs(t.d - t.a) <= 1e-12 * scale else { return nil }
        let degrees = atan2(t.b, t.a) * 180 / Double.pi
        let unit = NumberScanning.powersOfTen[format.clampedPrecision]
        let units = degrees * unit
        guard abs(units - units.rounded()) <= 1e-6 * max(1, abs(degrees)), abs(units) >= 0.5 else { return nil }
        let linear = NumberFormat(precision: format.precision + 3)
        let angle = format.string(degrees)
        let scaleText = linear.string(scale)
        let scaling = scaleText == "1" ? "" : " scale(\(scaleText))"
        let n = format.string
        var candidates: [String] = []
        if n(t.e) == "0" && n(t.f) == "0" {
            candidates.append("rotate(\(angle))" + scaling)
        } else {
            candidates.append((n(t.f) == "0" ? "translate(\(n(t.e)))" : "translate(\(n(t.e)) \(n(t.f)))") + " rotate(\(angle))" + scaling)
            // Turned by the angle as written, as a reader turns. A centre is kept only when its own reading
            // gives it back: for a small angle about a far centre (`rotate(-.3 631965.019166 …)`), I − R is
            // nearly singular, the binary error of reading moved the centre in its last decimal, and the
            // next pass wrote another.
            let turn = AffineTransform.rotation(degrees: format.rounded(degrees))
            if let centre = centreText(turn, t.e, t.f, format: format),
               let back = try? TransformListParser.parse("rotate(\(angle) \(centre))"),
               centreText(turn, back.e, back.f, format: format) == centre {
                candidates.append("rotate(\(angle) \(centre))" + scaling)
            }
        }
        let tolerance = 0.5 / unit + 1e-9
        // Each candidate read back once: kept within the precision, and marked when exact.
        let faithful = candidates.compactMap { text -> (text: String, isExact: Bool)? in
            guard let back = try? TransformListParser.parse(text) else { return nil }
            let linearClose = [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d)].allSatisfy { abs($0 - $1) <= 0.5e-3 / unit + 1e-12 }
            guard linearClose && abs(back.e - t.e) <= tolerance && abs(back.f - t.f) <= tolerance else { return nil }
            return (text, isExact(back, t))
        }
        // Exact first, then the shortest; the first of equals.
        return faithful.min { ($0.isExact ? 0 : 1, $0.text.utf8.count) < ($1.isExact ? 0 : 1, $1.text.utf8.count) }
    }

    /// The centre c that `turn` (the rotation as written) turns about to move the origin to (e, f):
    /// (I − R) c = (e, f); nil when the angle is too small for one.
    private static func centreText(_ turn: AffineTransform, _ e: Double, _ f: Double, format: NumberFormat) -> String? {
        let (cosine, sine) = (turn.a, turn.b)
        let determinant = 2 * (1 - cosine)
        guard determinant > 1e-12 else { return nil }
        let cx = ((1 - cosine) * e - sine * f) / determinant
        let cy = (sine * e + (1 - cosine) * f) / determinant
        return "\(format.string(cx)) \(format.string(cy))"
    }
}
