/// One precision of fixed point (integer counts of 10⁻ᵖ units), set up once so that measuring a number's
/// text needs no division: the integer part comes from one multiplication by a reciprocal, and up to
/// four decimals a table says how many fraction digits remain once trailing zeros are dropped.
///
/// Path writers measure two texts for every number they write (absolute and relative); dividing by a
/// power of ten chosen at run time, and testing the fraction for each power of ten, cost more than the
/// rest of the writing did.
///
/// ```swift
/// let scale = FixedPointScale.of(precision: 3)
/// scale.split(12_340)              // (integer: 12, fraction: 340)
/// scale.fractionDigits(of: 340)    // 2: "34"
/// ```
struct FixedPointScale: Sendable {
    /// Decimal places, 0…19.
    let precision: Int
    /// 10ᵖ: one unit of the integer part.
    let unit: UInt64
    /// ⌊2⁶⁴⁺ˢ / 10ᵖ⌋ + 1 with s = ⌊log₂ 10ᵖ⌋: the high word of `m · reciprocal`, shifted right by s,
    /// is ⌊m / 10ᵖ⌋ for every m < 2⁶¹ (the error term stays below 2⁻³⁻ˢ < 10⁻ᵖ).
    private let reciprocal: UInt64
    private let shift: UInt64
    /// For precisions up to ``tabulatedPrecision``: the fraction digits kept for every fraction 0..<10ᵖ
    /// (0 for 0). Empty above, where they are counted. Kept for the life of the process (the scales are
    /// made once, in ``scales``), so that copying a scale costs no reference counting.
    private let fractionDigitCounts: ImmortalTable<UInt8>

    /// The highest precision with a table (10⁴ bytes); higher ones count trailing zeros arithmetically.
    static let tabulatedPrecision = 4

    /// The scales for precisions 0…19, made once.
    private static let scales: [FixedPointScale] = (0...19).map(FixedPointScale.init(precision:))

    /// The scale for `precision` (0…19).
    @inline(__always) static func of(precision: Int) -> FixedPointScale { scales[precision] }

    private init(precision: Int) {
        self.precision = precision
        unit = FixedPointText.powersOfTen[precision]
        if precision == 0 {
            (reciprocal, shift) = (0, 0)
        } else {
            let s = UInt64(63 - unit.leadingZeroBitCount)
            // 2ˢ < 10ᵖ, so the quotient fits 64 bits.
            reciprocal = unit.dividingFullWidth((high: 1 << s, low: 0)).quotient + 1
            shift = s
        }
        if precision <= Self.tabulatedPrecision {
            fractionDigitCounts = ImmortalTable<UInt8>((0..<Int(unit)).map { UInt8(Self.countFractionDigits(UInt64($0), precision: precision)) })
        } else {
            fractionDigitCounts = .empty
        }
    }

    /// `magnitude` (below 2⁶¹) split into whole units and the rest.
    @inline(__always) func split(_ magnitude: UInt64) -> (integer: UInt64, fraction: UInt64) {
        if precision == 0 { return (magnitude, 0) }
        let integer = magnitude.multipliedFullWidth(by: reciprocal).high &>> shift
        return (integer, magnitude &- integer &* unit)
    }

    /// How many digits `fraction` (below 10ᵖ) keeps after the point once its trailing zeros are dropped.
    @inline(__always) func fractionDigits(of fraction: UInt64) -> Int {
        if precision <= Self.tabulatedPrecision { return Int(fractionDigitCounts[Int(truncatingIfNeeded: fraction)]) }
        return Self.countFractionDigits(fraction, precision: precision)
    }

    /// The count worked out: p less the trailing zeros, found by independent divisibility tests (no
    /// branch on the digits).
    @inline(__always) static func countFractionDigits(_ fraction: UInt64, precision: Int) -> Int {
        if fraction == 0 { return 0 }
        var zeros = 0
        for k in 1..<max(precision, 1) { zeros &+= FixedPointText.divisibility(fraction, byPowerOfTen: k) }
        return precision &- zeros
    }
}
