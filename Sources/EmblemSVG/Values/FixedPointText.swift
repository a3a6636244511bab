/// The text of a number held in fixed point: an integer count of 10⁻ᵖ units, written as `NumberFormat`
/// writes it (no trailing fraction zeros, no leading zero before the point, `0` for zero), and measured
/// before it is written, so a writer can compare candidate forms by arithmetic alone.
///
/// ```swift
/// FixedPointText(-500, precision: 3)  // "-.5": length 3, first byte "-"
/// ```
struct FixedPointText {
    /// The digits to print, trailing fraction zeros removed.
    var magnitude: UInt64
    /// How many of those digits follow the point.
    var fractionDigits: UInt8
    var isNegative: Bool
    /// Bytes the text takes.
    var length: UInt8
    /// The first byte: a digit, `-` or `.`, which decides whether a separator is needed before it.
    var first: UInt8

    var hasPoint: Bool { fractionDigits > 0 }

    /// The largest magnitude held in fixed point: differences of two such values still fit an `Int64`.
    static let limit: Int64 = 1 << 61

    /// 10ⁿ as an integer, for n in 0…19 (a loop rather than a table: a global table costs a lazy-init
    /// check on every access in the hot path, and n is rarely more than 3).
    @inline(__always) static func powerOfTen(_ n: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<n { power &*= 10 }
        return power
    }

    @inline(__always) init(_ value: Int64, precision: Int) {
        isNegative = value < 0
        var magnitude = value.magnitude
        guard magnitude != 0 else {
            self.magnitude = 0
            fractionDigits = 0
            isNegative = false
            length = 1
            first = ASCII.zero
            return
        }
        var fraction = precision
        while fraction > 0 && magnitude % 10 == 0 {
            magnitude /= 10
            fraction -= 1
        }
        var digits = 1
        var bound: UInt64 = 10
        while digits < 20 && magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        self.magnitude = magnitude
        fractionDigits = UInt8(fraction)
        // "12.5", ".05": the integer digits (none below one) plus the point and the fraction.
        let body = fraction == 0 ? digits : max(digits, fraction) + 1
        length = UInt8(body + (isNegative ? 1 : 0))
        first = isNegative ? ASCII.minus : (fraction > 0 && digits <= fraction ? ASCII.period : ASCII.zero &+ 1)
    }

    /// Appends the text to `bytes`.
    func append(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let end = write(into: buffer, at: 0)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<end]))
        }
    }

    /// Writes the text into `buffer` at `start` (which must have `length` bytes of room); returns the end.
    @inline(__always) func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let end = start + Int(length)
        if magnitude == 0 {
            buffer[start] = ASCII.zero
            return end
        }
        let fractionDigits = Int(self.fractionDigits)
        // Fill from the end: digits right to left, the point after `fractionDigits` of them.
        var position = end
        var rest = magnitude
        var written = 0
        while rest > 0 || written < fractionDigits {
            if written == fractionDigits && fractionDigits > 0 {
                position -= 1
                buffer[position] = ASCII.period
            }
            position -= 1
            buffer[position] = ASCII.zero &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            written += 1
        }
        if written == fractionDigits && fractionDigits > 0 {
            position -= 1
            buffer[position] = ASCII.period  // ".5": no leading zero
        }
        if isNegative { buffer[start] = ASCII.minus }
        return end
    }
}
