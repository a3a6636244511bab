/// The text of a number held in fixed point: an integer count of 10⁻ᵖ units, written as `NumberFormat`
/// writes it (no trailing fraction zeros, no leading zero before the point, `0` for zero), and measured
/// before it is written, so a writer can compare candidate forms by arithmetic alone.
///
/// ```swift
/// FixedPointText(-500, precision: 3)  // "-.5": length 3, first byte "-"
/// ```
///
/// Writers reach it through ``SmallNumberTexts``, which holds the texts of the magnitudes icons use and
/// is built with it; beyond those, a number is measured and written here. Measuring neither divides nor
/// branches on the digits (such branches mispredict on real data): ``FixedPointScale`` splits the
/// integer part off by a multiplication and knows the fraction's digit count, and digits are counted
/// from the bit length.
struct FixedPointText {
    /// The whole units.
    var integer: UInt64
    /// The fraction as a count of 10⁻ᵖ units, trailing zeros included.
    var fraction: UInt64
    /// p: how many digits `fraction` spells with its trailing zeros.
    var precision: UInt8
    /// How many digits follow the point.
    var fractionDigits: UInt8
    var isNegative: Bool
    /// Bytes the text takes.
    var length: UInt8
    /// The first byte: a digit, `-` or `.`, which decides whether a separator is needed before it.
    var first: UInt8

    var hasPoint: Bool { fractionDigits > 0 }

    /// The largest magnitude held in fixed point: differences of two such values still fit an `Int64`.
    static let limit: Int64 = 1 << 61

    // Constant arrays of literals are laid out statically: reading them costs no lazy initialization.

    /// 10⁰ … 10¹⁹.
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]
    /// The inverse of 5ᵏ modulo 2⁶⁴, k = 0…19.
    static let inversePowersOfFive: [UInt64] = [
        0x1, 0xcccccccccccccccd, 0x8f5c28f5c28f5c29, 0x1cac083126e978d5, 0xd288ce703afb7e91, 0x5d4e8fb00bcbe61d,
        0x790fb65668c26139, 0xe5032477ae8d46a5, 0xc767074b22e90e21, 0x8e47ce423a2e9c6d, 0x4fa7f60d3ed61f49,
        0xfee64690c913975, 0x3662e0e1cf503eb1, 0xa47a2cf9f6433fbd, 0x54186f653140a659, 0x7738164770402145,
        0xe4a4d1417cd9a041, 0xc75429d9e5c5200d, 0xc1773b91fac10669, 0x26b172506559ce15,
    ]
    /// ⌊(2⁶⁴ − 1) / 5ᵏ⌋, k = 0…19.
    static let multiplesOfPowersOfFive: [UInt64] = [
        0xffffffffffffffff, 0x3333333333333333, 0xa3d70a3d70a3d70, 0x20c49ba5e353f7c, 0x68db8bac710cb2,
        0x14f8b588e368f0, 0x431bde82d7b63, 0xd6bf94d5e57a, 0x2af31dc46118, 0x89705f4136b, 0x1b7cdfd9d7b,
        0x57f5ff85e5, 0x119799812d, 0x384b84d09, 0xb424dc35, 0x24075f3d, 0x734aca5, 0x170ef54, 0x49c977, 0xec1e4,
    ]

    /// Whether 10ᵏ divides `n` (k ≤ 19), without dividing: 2ᵏ divides it when its low k bits are zero,
    /// and 5ᵏ (odd) divides it exactly when `n` times the inverse of 5ᵏ modulo 2⁶⁴ is at most
    /// ⌊(2⁶⁴ − 1) / 5ᵏ⌋ (Granlund and Montgomery).
    /// 1 or 0, so that callers can add the results without a branch.
    @inline(__always) static func divisibility(_ n: UInt64, byPowerOfTen k: Int) -> Int {
        let twos = n & ((1 &<< UInt64(k)) &- 1) == 0 ? 1 : 0
        let fives = n &* inversePowersOfFive[k] <= multiplesOfPowersOfFive[k] ? 1 : 0
        return twos & fives
    }

    /// The number of decimal digits of `n` (1 for 0), without a branch on the value: the bit length
    /// gives the count or one less (log₁₀ 2 ≈ 1233/4096), and one comparison settles it.
    @inline(__always) static func digitCount(_ n: UInt64) -> Int {
        let bits = 64 &- (n | 1).leadingZeroBitCount
        let estimate = (bits &* 1233) >> 12
        return estimate &+ (n | 1 >= powersOfTen[estimate] ? 1 : 0)
    }

    /// Measures the text of `value` (a count of 10⁻ᵖ units, magnitude below ``limit``).
    @inline(__always) init(_ value: Int64, scale: FixedPointScale) {
        let magnitude = value.magnitude
        let (integer, fraction) = scale.split(magnitude)
        let fractionDigits = scale.fractionDigits(of: fraction)
        let integerDigits = integer == 0 ? 0 : Self.digitCount(integer)
        self.integer = integer
        self.fraction = fraction
        precision = UInt8(truncatingIfNeeded: scale.precision)
        self.fractionDigits = UInt8(truncatingIfNeeded: fractionDigits)
        isNegative = value < 0
        // "12.5", ".05", "0": the integer digits (none below one, but "0" for zero), the point and the fraction.
        let body = fractionDigits == 0 ? max(integerDigits, 1) : integerDigits &+ 1 &+ fractionDigits
        length = UInt8(truncatingIfNeeded: body &+ (isNegative ? 1 : 0))
        first = isNegative ? ASCII.minus
            : (integerDigits == 0 && fractionDigits > 0 ? ASCII.period : ASCII.zero &+ (magnitude == 0 ? 0 : 1))
    }

    /// Measures the text of `value` at `precision` (0…19).
    @inline(__always) init(_ value: Int64, precision: Int) {
        self.init(value, scale: FixedPointScale.of(precision: precision))
    }

    /// The most bytes ``write(into:at:)`` touches for one text: 19 digits, a sign and a point. (It writes
    /// the fraction with all p digits, so the fraction's dropped trailing zeros land past the text.)
    static let maximumFootprint = 21

    /// "00" "01" … "99": two digits per division when writing.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Writes the digits of `value` so that they end at `end`, `count` of them (leading zeros included);
    /// two at a time, from the last.
    @inline(__always) private static func writeDigits(_ value: UInt64, count: Int, endingAt end: Int,
                                                      into buffer: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var rest = value, position = end, remaining = count
        while remaining >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            position &-= 2
            buffer[position] = pairs[pair]
            buffer[position &+ 1] = pairs[pair &+ 1]
            remaining &-= 2
        }
        if remaining == 1 { buffer[position &- 1] = ASCII.zero &+ UInt8(truncatingIfNeeded: rest % 10) }
    }

    /// Writes the text at `start`, which must have ``maximumFootprint`` bytes of room (the fraction's
    /// dropped trailing zeros are written past the end of the text); returns the end of the text.
    @inline(__always) func write(into buffer: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
        let sign = isNegative ? 1 : 0
        if isNegative { buffer[start] = ASCII.minus }
        let fractionDigits = Int(self.fractionDigits)
        // The integer digits: none below one, but "0" for zero.
        let integerDigits = Int(length) &- sign &- (fractionDigits > 0 ? fractionDigits &+ 1 : 0)
        let point = start &+ sign &+ integerDigits
        Self.writeDigits(integer, count: integerDigits, endingAt: point, into: buffer)
        if fractionDigits > 0 {
            buffer[point] = ASCII.period
            Self.writeDigits(fraction, count: Int(precision), endingAt: point &+ 1 &+ Int(precision), into: buffer)
        }
        return start &+ Int(length)
    }
}
