/// The text of a number held in fixed point: an integer count of 10⁻ᵖ units, written as `NumberFormat`
/// writes it (no trailing fraction zeros, no leading zero before the point, `0` for zero), and measured
/// before it is written, so a writer can compare candidate forms by arithmetic alone.
///
/// ```swift
/// FixedPointText(-500, precision: 3)  // "-.5": length 3, first byte "-"
/// ```
///
/// Measuring runs for every candidate form of every number a path writer considers, so it avoids
/// branches that depend on the digits (they mispredict on real data): trailing zeros are stripped in a
/// loop that always runs `precision` times, and digits are counted by comparisons that all run.
struct FixedPointText {
    /// The fixed-point count of 10⁻ᵖ units, trailing fraction zeros included.
    var units: UInt64
    /// How many of the trailing zeros are not written.
    var droppedZeros: UInt8
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

    /// Measures the text of `value` (a count of 10⁻ᵖ units, p ≤ 19). This runs for every candidate form
    /// of every number a path writer considers, so nothing here branches on the digits (such branches
    /// mispredict on real data): the trailing zeros are counted by independent divisibility tests and
    /// the digits from the bit length.
    @inline(__always) init(_ value: Int64, precision: Int) {
        let units = value.magnitude
        var zeros = 0
        for k in 0..<precision { zeros &+= Self.divisibility(units, byPowerOfTen: k &+ 1) }
        let digits = Self.digitCount(units)
        let integerDigits = max(digits &- precision, 0)
        let fraction = units == 0 ? 0 : precision &- zeros
        self.units = units
        droppedZeros = UInt8(truncatingIfNeeded: zeros)
        fractionDigits = UInt8(truncatingIfNeeded: fraction)
        isNegative = value < 0
        // "12.5", ".05", "0": the integer digits (none below one, but "0" for zero), the point and the fraction.
        let body = fraction == 0 ? max(integerDigits, 1) : integerDigits &+ 1 &+ fraction
        length = UInt8(truncatingIfNeeded: body &+ (isNegative ? 1 : 0))
        first = isNegative ? ASCII.minus : (integerDigits == 0 && fraction > 0 ? ASCII.period : ASCII.zero &+ (units == 0 ? 0 : 1))
    }

    /// Appends the text to `bytes`.
    func append(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let end = write(into: buffer.baseAddress!, at: 0)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<end]))
        }
    }

    /// "00" "01" … "99": two digits per division when writing.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Writes the text at `start` (which must have `length` bytes of room); returns the end.
    @inline(__always) func write(into buffer: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
        let end = start &+ Int(length)
        let pairs = Self.digitPairs.utf8Start
        let fractionDigits = Int(self.fractionDigits)
        // Fill from the end, two digits at a time: the fraction (with its leading zeros), then the
        // integer part; the point and sign go in their places afterwards.
        var position = end
        let magnitude = units / Self.powersOfTen[Int(droppedZeros)]
        var rest = magnitude
        @inline(__always) func writeLastTwoDigits() {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            position &-= 2
            buffer[position] = pairs[pair]
            buffer[position &+ 1] = pairs[pair &+ 1]
        }
        var remaining = fractionDigits
        while remaining >= 2 {
            writeLastTwoDigits()
            remaining &-= 2
        }
        if remaining == 1 {
            position &-= 1
            buffer[position] = ASCII.zero &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        if fractionDigits > 0 {
            position &-= 1
            buffer[position] = ASCII.period
        }
        while rest >= 10 { writeLastTwoDigits() }
        // The last integer digit; none below one unless the number is zero (".5", but "0").
        if rest > 0 || magnitude == 0 {
            position &-= 1
            buffer[position] = ASCII.zero &+ UInt8(truncatingIfNeeded: rest)
        }
        if isNegative { buffer[start] = ASCII.minus }
        return end
    }
}
