/// A 3 × 3 matrix taking one colour space's three components to another's (RGB to XYZ, white point to
/// white point), as CSS Color 4's conversion code writes them, row by row.
struct ColorMatrix: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) { rows = (row0, row1, row2) }

    @inline(__always) func callAsFunction(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }

    /// `lhs` after `rhs`: one matrix for a chain of conversions, so a colour is multiplied once.
    static func * (lhs: ColorMatrix, rhs: ColorMatrix) -> ColorMatrix {
        let columns = (SIMD3(rhs.rows.0.x, rhs.rows.1.x, rhs.rows.2.x), SIMD3(rhs.rows.0.y, rhs.rows.1.y, rhs.rows.2.y),
                       SIMD3(rhs.rows.0.z, rhs.rows.1.z, rhs.rows.2.z))
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3((r * columns.0).sum(), (r * columns.1).sum(), (r * columns.2).sum()) }
        return ColorMatrix(row(lhs.rows.0), row(lhs.rows.1), row(lhs.rows.2))
    }
}
