import EmblemGeometry

extension TransformWriter {
    /// `text`, the shortest form of `t`, or the form the next pass would write in its place.
    ///
    /// The form is chosen from `t`'s values, but a reader gets back the rounded ones, and the next pass
    /// chooses from those: Breeze's `matrix(.31223216 .31223208 -.31223216 .31223208 …)` is no rotation,
    /// so it was written as `matrix(.312232 .312232 -.312232 .312232 …)`, which is one (by 45°), so
    /// `normalize` rewrote it as `rotate(45 -420.025 733.402) scale(.441563)` on the next pass, and
    /// `normalize --check` failed on its own output. When the next pass would write something else and
    /// that keeps itself, it is written now: the values written are the ones chosen from.
    ///
    /// That form is within half a unit of the last decimal of the rounded values (as every form is of
    /// the values it is chosen from), which are within half a unit of `t`: so within one unit of `t`,
    /// where a form chosen from `t` is within half. Complexity: `text` is read once and written again;
    /// when that differs, once more.
    static func settled(_ text: String, for t: AffineTransform, format: NumberFormat) -> String {
        guard let back = try? TransformListParser.parse(text) else { return text }
        let next = shortestForm(back, format: format)
        guard next != text, let nextBack = try? TransformListParser.parse(next),
              shortestForm(nextBack, format: format) == next, isWithinAUnit(nextBack, of: t, format: format) else {
            return text
        }
        return next
    }

    /// Whether `back` is within one unit of the last decimal written of `t`: `format`'s for the
    /// translation, three decimals finer for the linear part (with the slack for binary arithmetic the
    /// half-unit checks allow).
    static func isWithinAUnit(_ back: AffineTransform, of t: AffineTransform, format: NumberFormat) -> Bool {
        let unit = 1 / NumberScanning.powersOfTen[format.clampedPrecision]
        let linear = [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d)].allSatisfy { abs($0 - $1) <= 1e-3 * unit + 1e-12 }
        return linear && abs(back.e - t.e) <= unit + 1e-9 && abs(back.f - t.f) <= unit + 1e-9
    }
}
