/// A plain decimal of at most seven bytes, at most six of them before any point (`12.34`, `.448`, `5.`,
/// `123456`), read from one 8-byte word
/// without a branch on its digits: where the digits stop, whether a point follows and where its fraction
/// stops are found from bit masks, and the digits are combined by three multiplications.
///
/// Path data is made of such numbers (2.8 digits on average in the Material Design Icons). A byte loop
/// reads them in fewer instructions but stops at a different byte on every number, a mispredicted branch
/// for the end of the integer part, the point and the end of the fraction; reading the path data cost
/// about as much time as rewriting it once read. The number must end inside the word, and not with an
/// exponent: otherwise ``read(_:)`` gives nil and the caller reads the bytes one at a time.
///
/// Read from the bytes of `12.34 5,6` (the first in the lowest byte), it gives magnitude 1234, 2 fraction
/// digits and length 5; from `1234567 ` nil (seven digits leave no room for a point inside the word).
struct ShortDecimal {
    /// The digits as one integer (at most seven of them).
    var magnitude: UInt64
    var fractionDigits: Int
    /// Bytes the number takes, point included.
    var length: Int

    private static let lowNibbles: UInt64 = 0x0F0F_0F0F_0F0F_0F0F

    /// The number the word's bytes start with, the first byte in the lowest bits (load little-endian).
    @inline(__always) static func read(_ word: UInt64) -> ShortDecimal? {
        // A byte is a digit when its high nibble is 3 and stays 3 once 6 is added (0x30…0x39). A carry
        // out of a byte of 0xFA or more can only mark bytes after it, which is past a non-digit already.
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
        let nonDigits = ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
        let integerEnd = nonDigits.trailingZeroBitCount &>> 3
        // Room for the point and a byte after it inside the word.
        guard integerEnd < 7 else { return nil }
        let hasPoint = (word &>> UInt64(integerEnd &* 8)) & 0xFF == UInt64(ASCII.period)
        let fractionEnd = (nonDigits & (~0 &<< UInt64((integerEnd &+ 1) &* 8))).trailingZeroBitCount &>> 3
        let end = hasPoint ? fractionEnd : integerEnd
        guard end < 8 else { return nil }
        let fractionDigits = hasPoint ? fractionEnd &- integerEnd &- 1 : 0
        let digitCount = integerEnd &+ fractionDigits
        // An exponent is read by the caller's careful path; so is a number without digits (an error).
        let next = (word &>> UInt64(end &* 8)) & 0xFF
        guard digitCount > 0, next | 0x20 != 0x65 else { return nil }
        // Digit values from the low nibbles (not by subtracting "0", whose borrows would carry from the
        // point into the fraction's first digit); the fraction's moved down over the point.
        let values = word & lowNibbles
        let integerMask = (1 &<< UInt64(integerEnd &* 8)) &- 1
        let fractionMask = ((1 &<< UInt64(fractionDigits &* 8)) &- 1) &<< UInt64(integerEnd &* 8)
        let digits = (values & integerMask) | ((values &>> 8) & fractionMask)
        // The digits at the top of the word, leading zeros below them (as `eightDigits` reads them).
        let magnitude = NumberScanning.eightDigits(digits &<< UInt64((8 &- digitCount) &* 8))
        return ShortDecimal(magnitude: magnitude, fractionDigits: fractionDigits, length: end)
    }
}
