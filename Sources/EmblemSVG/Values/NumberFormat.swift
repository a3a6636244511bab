/// How numbers are written into SVG and CSS text: rounded to a fixed number of decimal places, as short
/// as possible, and the same on every machine.
///
/// The text is the value rounded to `precision` decimals (halves away from zero), with no trailing zeros,
/// no leading zero before the point (`.5`, `-.5`), `0` for negative zero, never exponent notation and
/// never a locale's separators. Non-finite values, which SVG cannot express, are written as `0`.
///
/// ```swift
/// NumberFormat(precision: 3).string(-0.50004)  // "-.5"
/// NumberFormat(precision: 2).string(1234.5678)  // "1234.57"
/// ```
public struct NumberFormat: Hashable, Sendable {
    /// Decimal places kept, 0…15 (default 3). Values outside are clamped when writing.
    public var precision: Int

    public init(precision: Int = 3) { self.precision = precision }

    var clampedPrecision: Int { min(max(precision, 0), 15) }

    /// The text for `value`.
    public func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value a reader gets back from ``string(_:)``: `value` rounded to `precision` decimals.
    ///
    /// Writers use it to track where a reader's pen will be, so relative coordinates can be computed
    /// against what was written rather than against the exact values, and rounding errors never add up.
    public func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let scale = NumberScanning.powersOfTen[clampedPrecision]
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        if abs(scaled) < 9_007_199_254_740_992 { return scaled == 0 ? 0 : scaled / scale }
        return Double(string(value)) ?? value
    }

    /// `value` in fixed point: rounded to `precision` decimals (halves away from zero) as an integer count
    /// of 10⁻ᵖ units; nil when it is not finite or beyond ``FixedPointText/limit``.
    func fixedPoint(_ value: Double) -> Int64? {
        let scaled = value * NumberScanning.powersOfTen[clampedPrecision]
        return abs(scaled) < Double(FixedPointText.limit) ? Self.roundedHalfAwayFromZero(scaled) : nil
    }

    /// `Int64(x.rounded(.toNearestOrAwayFromZero))` for `|x| < 2⁶¹`, without the call into libm's `round`
    /// that `rounded` makes on the baseline x86-64 target (every coordinate written goes through here:
    /// 2.4% of writing a drawing). Truncating is one instruction, and `x − trunc(x)` is exact (for
    /// `|x| ≥ 1` the two are within a factor of two, Sterbenz; below, `trunc(x)` is 0), so comparing that
    /// fraction with ±½ rounds exactly as `round` does.
    @inline(__always) static func roundedHalfAwayFromZero(_ x: Double) -> Int64 {
        let truncated = Int64(x)
        let fraction = x - Double(truncated)
        return fraction >= 0.5 ? truncated &+ 1 : fraction <= -0.5 ? truncated &- 1 : truncated
    }

    /// Appends the text for `value` to `bytes`.
    func append<Sink: ByteSink & ~Copyable>(_ value: Double, to bytes: inout Sink) {
        guard value.isFinite else { bytes.append(ASCII.zero); return }
        let places = clampedPrecision
        let scaled = value * NumberScanning.powersOfTen[places]
        // Below 2⁵³ before rounding is below 2⁵³ after (2⁵³ itself is an integer, and nothing rounds past it).
        guard abs(scaled) < 9_007_199_254_740_992 else {
            appendLarge(value, places: places, to: &bytes)
            return
        }
        appendFixedPoint(Self.roundedHalfAwayFromZero(scaled), to: &bytes)
    }

    /// Appends the text for a number as read: straight from its digits when they fit the precision
    /// exactly (no `Double` on the way), otherwise as ``append(_:to:)`` writes its value. The two agree
    /// while the value times 10ᵖ is below 2⁵⁰; beyond, the digits keep the decimal as written where the
    /// `Double` would show its rounding (`896831403485.68` at 4 places, not `896831403485.6801`), as
    /// path data has always been rewritten.
    func append<Sink: ByteSink & ~Copyable>(_ number: ScannedNumber, to bytes: inout Sink) {
        if let (value, isExact) = number.fixedPoint(precision: clampedPrecision), isExact {
            appendFixedPoint(value, to: &bytes)
        } else {
            append(number.value, to: &bytes)
        }
    }

    /// Appends the text of `value`, a count of 10⁻ᵖ units below ``FixedPointText/limit``: from
    /// ``SmallNumberTexts`` for the magnitudes it holds, otherwise measured and written digit by digit.
    func appendFixedPoint<Sink: ByteSink & ~Copyable>(_ value: Int64, to bytes: inout Sink) {
        let places = clampedPrecision
        let scale = FixedPointScale.of(precision: places), texts = SmallNumberTexts.table(precision: places)
        // maximumFootprint, as a literal.
        bytes.append(writingUpTo: 21) { SmallNumberTexts.write(value, scale: scale, texts: texts, into: $0, at: 0) }
    }

    /// Values whose scaled form exceeds 2⁵³: round the shortest decimal representation as text.
    func appendLarge<Sink: ByteSink & ~Copyable>(_ value: Double, places: Int, to bytes: inout Sink) {
        // Decompose Swift's shortest round-trip text ("1.2345e+20" or "123.45") into digits and a point position.
        var digits: [UInt8] = []
        var pointPosition = 0
        var sawPoint = false
        var exponent = 0
        var text = Array(abs(value).description.utf8)[...]
        if let e = text.firstIndex(where: { $0 | 0x20 == 0x65 }) {
            exponent = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) ?? 0
            text = text[..<e]
        }
        for byte in text {
            if byte == ASCII.period { sawPoint = true; continue }
            digits.append(byte)
            if !sawPoint { pointPosition += 1 }
        }
        pointPosition += exponent
        // Keep `places` digits after the point, rounding half away from zero.
        let keep = pointPosition + places
        if keep < digits.count {
            let roundUp = keep >= 0 && digits[keep] >= 0x35
            digits.removeLast(digits.count - max(keep, 0))
            if roundUp {
                var k = digits.count - 1
                while k >= 0 && digits[k] == 0x39 { digits[k] = ASCII.zero; k -= 1 }
                if k >= 0 { digits[k] += 1 } else { digits.insert(0x31, at: 0); pointPosition += 1 }
            }
        }
        while digits.count < pointPosition { digits.append(ASCII.zero) }
        // Trim trailing fraction zeros, then print.
        while digits.count > pointPosition, digits.last == ASCII.zero { digits.removeLast() }
        if value < 0 { bytes.append(ASCII.minus) }
        digits.withUnsafeBufferPointer { digits in
            bytes.appendBytes(UnsafeBufferPointer(rebasing: digits[..<pointPosition]))
            if digits.count > pointPosition {
                bytes.append(ASCII.period)
                bytes.appendBytes(UnsafeBufferPointer(rebasing: digits[pointPosition...]))
            }
        }
    }
}
