/// A number as read, with its decimal digits when they are all known: `value` is the correctly rounded
/// `±significand · 10^exponent`, and writers that round to a fixed number of decimals can work on the
/// digits exactly instead of on the binary approximation.
///
/// `value` is worked out when it is asked for: a writer that rounds the digits to fixed point (nearly
/// every path-data number) never pays for the division.
struct ScannedNumber {
    var significand: UInt64 = 0
    var exponent: Int32 = 0
    var isNegative = false
    /// Whether `significand · 10^exponent` is the exact value written (false when digits beyond the
    /// 19th significant one were dropped).
    var hasExactDigits = false
    /// Whether `value` comes from the digits in one exact IEEE step; otherwise it is `storedValue`.
    private var isFast = false
    private var storedValue = 0.0

    init(value: Double) { storedValue = value }

    /// A number whose value was rounded from the text by the slow path.
    init(value: Double, significand: UInt64, exponent: Int, isNegative: Bool, hasExactDigits: Bool) {
        storedValue = value
        // Exponents are saturated near ±10⁶ while reading, far inside Int32.
        self.exponent = Int32(exponent)
        self.significand = significand
        self.isNegative = isNegative
        self.hasExactDigits = hasExactDigits
    }

    /// An exactly known number that the fast path converts (see `NumberScanning.hasFastPath`).
    @inline(__always) init(fastSignificand: UInt64, exponent: Int, isNegative: Bool) {
        significand = fastSignificand
        self.exponent = Int32(exponent)
        self.isNegative = isNegative
        hasExactDigits = true
        isFast = true
    }

    /// The correctly rounded value.
    var value: Double {
        @inline(__always) get {
            guard isFast else { return storedValue }
            let magnitude = NumberScanning.fastPath(significand, Int(exponent))
            return isNegative ? -magnitude : magnitude
        }
    }

    /// `±significand · 10^(exponent + precision)` rounded half away from zero to an integer (a count of
    /// 10⁻ᵖ units), and whether that was exact; nil without exact digits or beyond the fixed-point limit.
    @inline(__always) func fixedPoint(precision: Int) -> (value: Int64, isExact: Bool)? {
        guard hasExactDigits else { return nil }
        if significand == 0 { return (0, true) }
        let shift = Int(exponent) + precision
        var magnitude: UInt64
        var isExact = true
        if shift >= 0 {
            guard shift <= 19 else { return nil }
            let (product, overflow) = significand.multipliedReportingOverflow(by: FixedPointText.powersOfTen[shift])
            guard !overflow else { return nil }
            magnitude = product
        } else if shift >= -19 {
            let divisor = FixedPointText.powersOfTen[-shift]
            let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: divisor)
            magnitude = quotient + (remainder >= divisor - remainder ? 1 : 0)
            isExact = remainder == 0
        } else {
            magnitude = 0  // below 10⁻¹⁹ of a unit
            isExact = false
        }
        guard magnitude < FixedPointText.limit.magnitude else { return nil }
        return (isNegative ? -Int64(magnitude) : Int64(magnitude), isExact)
    }
}

/// What reading a number with its digits at a position found.
enum DecimalScanResult {
    case number(ScannedNumber)
    case missing
    case outOfRange
}

/// What reading a number at a position found.
enum NumberScanResult {
    /// A finite number.
    case number(Double)
    /// No number starts here (the cursor did not move).
    case missing
    /// A well-formed number too large for `Double` (such as `1e999`); the cursor moved past it.
    case outOfRange
}

/// Reads SVG/CSS numbers straight from UTF-8 bytes, correctly rounded.
///
/// Grammar: `sign? (digits ('.' digits)? | '.' digits) (('e' | 'E') sign? digits)?`, as CSS and SVG's
/// attribute numbers have it; path data and point lists also take a point with no digit after it (`10.`,
/// `1.e2`), their grammar's `digit-sequence "."`, when `allowsTrailingPoint`. Elsewhere such a value is
/// invalid, as librsvg and browsers read it: `r="8."` draws nothing, and normalizing it to `8` drew a circle.
/// An `e` not followed by digits is not consumed, so `1em` reads `1` and leaves the unit. `NaN` and `inf` are
/// not numbers.
///
/// Conversion takes the classic exact fast path (Clinger): when the significant digits fit a 53-bit
/// integer and the power of ten is at most 10²², both are exact doubles and one IEEE multiplication or
/// division rounds correctly. That covers virtually all SVG input. Anything longer (more than 19
/// significant digits, huge exponents) falls back to the standard library's correctly rounded
/// `Double(String)` on a normalized copy of the digits.
enum NumberScanning {
    /// 10⁰ … 10²², every one exactly representable as a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The number `text` holds when it holds one SVG number and nothing else, finite: not a unit, a space,
    /// nor the hexadecimal, `inf` and `nan` that `Double(_:)` also reads (`opacity="0x1"` is invalid
    /// CSS, which a renderer ignores, not 1).
    static func wholeNumber(_ text: String) -> Double? { wholeDecimal(text)?.value }

    /// ``wholeNumber(_:)`` with the number as read, digits and all.
    static func wholeDecimal(_ text: String) -> ScannedNumber? {
        withUTF8Bytes(text) { bytes in
            var index = 0
            guard case .number(let number) = scanDecimal(bytes, &index), index == bytes.count, number.value.isFinite else { return nil }
            return number
        }
    }

    @inline(__always) static func scan(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, allowsTrailingPoint: Bool = false) -> NumberScanResult {
        switch scanDecimal(b, &i, allowsTrailingPoint: allowsTrailingPoint) {
        case .number(let number): .number(number.value)
        case .missing: .missing
        case .outOfRange: .outOfRange
        }
    }

    @inline(__always) static func scanDecimal(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int,
                                              allowsTrailingPoint: Bool = false) -> DecimalScanResult {
        // Nearly every SVG number has at most 19 digits and no exponent: read those in one pass, eight
        // digits at a time where the bytes allow (leading zeros cannot overflow 19 digits), everything
        // else the careful way.
        let n = b.count
        var j = i
        var negative = false
        if j < n, b[j] == ASCII.minus || b[j] == ASCII.plus {
            negative = b[j] == ASCII.minus
            j += 1
        }
        var mantissa: UInt64 = 0
        let integerStart = j
        j = readDigits(b, from: j, into: &mantissa)
        var digitCount = j - integerStart
        var fractionDigits = 0
        if j < n, b[j] == ASCII.period, allowsTrailingPoint && digitCount > 0 || (j + 1 < n && ASCII.isDigit(b[j + 1])) {
            j += 1
            let fractionStart = j
            j = readDigits(b, from: j, into: &mantissa)
            fractionDigits = j - fractionStart
            digitCount += fractionDigits
        }
        guard digitCount > 0 else { return .missing }
        if digitCount <= 19, mantissa <= 1 << 53, j == n || b[j] | 0x20 != 0x65 {  // no e or E after it
            i = j
            return .number(ScannedNumber(fastSignificand: mantissa, exponent: -fractionDigits, isNegative: negative))
        }
        return scanDecimalCarefully(b, &i, allowsTrailingPoint: allowsTrailingPoint)
    }

    /// Appends the run of decimal digits at `start` to `mantissa` (wrapping past 19 digits, which the
    /// caller checks) and returns where the run ends.
    ///
    /// Eight bytes at a time while eight remain (SWAR, as in simdjson): a byte is a digit when both its
    /// high nibble and that of the byte plus 6 are 3, so the first non-digit is found from the lowest
    /// set bit, and the digits before it are combined by three multiplications. No branch depends on
    /// how many digits a number has, which a byte loop mispredicts on every number.
    @inline(__always) static func readDigits(_ b: UnsafeBufferPointer<UInt8>, from start: Int, into mantissa: inout UInt64) -> Int {
        let n = b.count
        var j = start
        while j &+ 8 <= n {
            let word = UInt64(littleEndian: UnsafeRawPointer(b.baseAddress! + j).loadUnaligned(as: UInt64.self))
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
            let nonDigits = ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
            let count = nonDigits.trailingZeroBitCount &>> 3  // 8 when all eight are digits
            guard count > 0 else { return j }
            // The digits' values, the last in the top byte: shifting left drops what follows them, and
            // leaves zeros (leading zero digits) in the low bytes.
            let values = (word &- threes) &<< UInt64((8 &- count) &* 8)
            mantissa = mantissa &* FixedPointText.powersOfTen[count] &+ eightDigits(values)
            j &+= count
            guard count == 8 else { return j }
        }
        while j < n {
            let digit = b[j] &- ASCII.zero
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            j &+= 1
        }
        return j
    }

    /// The number eight digit values spell, the first in the lowest byte (pairs, then fours, then all).
    @inline(__always) static func eightDigits(_ values: UInt64) -> UInt64 {
        var v = values
        v = (v &* (1 &+ (10 &<< 8))) &>> 8 & 0x00FF_00FF_00FF_00FF
        v = (v &* (1 &+ (100 &<< 16))) &>> 16 & 0x0000_FFFF_0000_FFFF
        return (v &* (1 &+ (10_000 &<< 32))) &>> 32
    }

    /// `scanDecimal` for numbers with an exponent or more than 19 digits (kept out of line, so the
    /// one-pass reader stays small enough to inline into every value parser's loop).
    @inline(never) static func scanDecimalCarefully(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int,
                                                    allowsTrailingPoint: Bool = false) -> DecimalScanResult {
        let n = b.count
        let start = i
        var j = i
        var negative = false
        if j < n, b[j] == ASCII.minus || b[j] == ASCII.plus {
            negative = b[j] == ASCII.minus
            j += 1
        }
        var mantissa: UInt64 = 0
        var digitCount = 0          // significant digits kept in `mantissa`
        var isInexact = false       // a non-zero digit did not fit
        var exponent = 0
        var sawDigit = false
        while j < n, ASCII.isDigit(b[j]) {
            let d = UInt64(b[j] &- ASCII.zero)
            sawDigit = true
            if digitCount < 19 {
                if mantissa != 0 || d != 0 { mantissa = mantissa &* 10 &+ d; digitCount += 1 }
            } else {
                exponent += 1
                if d != 0 { isInexact = true }
            }
            j += 1
        }
        if j < n, b[j] == ASCII.period, allowsTrailingPoint && sawDigit || (j + 1 < n && ASCII.isDigit(b[j + 1])) {
            j += 1
            while j < n, ASCII.isDigit(b[j]) {
                let d = UInt64(b[j] &- ASCII.zero)
                sawDigit = true
                if digitCount < 19 {
                    if mantissa != 0 || d != 0 { mantissa = mantissa &* 10 &+ d; digitCount += 1 }
                    exponent -= 1
                } else if d != 0 {
                    isInexact = true
                }
                j += 1
            }
        }
        guard sawDigit else { return .missing }
        if j < n, b[j] | 0x20 == 0x65 {  // e or E
            var k = j + 1
            var exponentNegative = false
            if k < n, b[k] == ASCII.minus || b[k] == ASCII.plus {
                exponentNegative = b[k] == ASCII.minus
                k += 1
            }
            if k < n, ASCII.isDigit(b[k]) {
                var value = 0
                while k < n, ASCII.isDigit(b[k]) {
                    // Saturate: anything past 10⁶ is already far outside Double's range.
                    if value < 1_000_000 { value = value * 10 + Int(b[k] &- ASCII.zero) }
                    k += 1
                }
                exponent += exponentNegative ? -value : value
                j = k
            }
        }
        i = j
        if mantissa == 0 && !isInexact {
            return .number(ScannedNumber(fastSignificand: 0, exponent: 0, isNegative: negative))
        }
        if !isInexact, mantissa <= 1 << 53, hasFastPath(exponent) {
            return .number(ScannedNumber(fastSignificand: mantissa, exponent: exponent, isNegative: negative))
        }
        if !isInexact, mantissa <= 1 << 53, let value = largeExponentPath(mantissa, exponent) {
            return .number(ScannedNumber(value: negative ? -value : value, significand: mantissa, exponent: exponent,
                                         isNegative: negative, hasExactDigits: true))
        }
        switch slowPath(b, start..<j) {
        case .number(let value):
            return .number(ScannedNumber(value: value, significand: mantissa, exponent: exponent, isNegative: negative,
                                         hasExactDigits: !isInexact))
        default:
            return .outOfRange
        }
    }

    /// Whether `fastPath` rounds `mantissa · 10^exponent` correctly (for a mantissa of at most 2⁵³): both
    /// are exact doubles, so one IEEE multiplication or division rounds correctly.
    @inline(__always) static func hasFastPath(_ exponent: Int) -> Bool { exponent >= -22 && exponent <= 22 }

    /// `mantissa · 10^exponent` in one IEEE step; exactly rounded when `hasFastPath(exponent)`.
    @inline(__always) static func fastPath(_ mantissa: UInt64, _ exponent: Int) -> Double {
        let m = Double(mantissa)
        if exponent == 0 { return m }
        return exponent < 0 ? m / powersOfTen[-exponent] : m * powersOfTen[exponent]
    }

    /// The exactly rounded value of `mantissa · 10^exponent` for exponents a little past 22: some of the
    /// power moves into the mantissa while it stays an exact integer below 2⁵³.
    static func largeExponentPath(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        guard exponent > 22 && exponent <= 22 + 15 else { return nil }
        let shifted = Double(mantissa) * powersOfTen[exponent - 22]
        return shifted <= 9_007_199_254_740_992 ? shifted * 1e22 : nil
    }

    /// Normalizes the digits into `[-]digits e exponent` and lets the standard library round it.
    static func slowPath(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> NumberScanResult {
        var text: [UInt8] = []
        text.reserveCapacity(range.count + 8)
        var exponent = 0
        var afterPoint = false
        var k = range.lowerBound
        if b[k] == ASCII.minus || b[k] == ASCII.plus {
            if b[k] == ASCII.minus { text.append(ASCII.minus) }
            k += 1
        }
        while k < range.upperBound {
            let c = b[k]
            if ASCII.isDigit(c) {
                text.append(c)
                if afterPoint { exponent -= 1 }
            } else if c == ASCII.period {
                afterPoint = true
            } else {
                break  // the exponent
            }
            k += 1
        }
        if k < range.upperBound {
            k += 1
            var negative = false
            if b[k] == ASCII.minus || b[k] == ASCII.plus { negative = b[k] == ASCII.minus; k += 1 }
            var value = 0
            while k < range.upperBound {
                if value < 1_000_000 { value = value * 10 + Int(b[k] &- ASCII.zero) }
                k += 1
            }
            exponent += negative ? -value : value
        }
        text.append(0x65)
        text.append(contentsOf: String(exponent).utf8)
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return .outOfRange }
        return .number(value)
    }
}
