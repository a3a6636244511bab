/// Reads path data in the form nearly all of it takes, fast: every number a plain decimal (at most 2⁵³
/// as an integer of its digits, with an exponent only where the value stays one exact step) and no
/// syntax error. Every Material Design, Tabler, Heroicons
/// and Lucide path is read this way.
///
/// It gives up on anything else, and its consumers then read the data again from the start with
/// ``PathSegmentReader``, which handles all of SVG's grammar and reports errors. So it is purely a
/// shortcut: when it reaches the end, it has produced exactly the segments and values
/// ``PathSegmentReader`` would have (`PlainPathReaderTests` checks this to the bit on generated data,
/// plain and broken; `normalize` and `render` output stayed byte-identical on the 16,664 public icons).
/// Its numbers keep their digits (``PlainDecimal``), so the compact rewrite goes straight to fixed point
/// and the geometry to the same correctly rounded `Double`s.
///
/// Why a second reader: through ``PathSegmentReader`` and ``ScannedNumber`` a number cost ≈ 210
/// instructions to read, here ≈ 160 (`emblem-bench --profile read`, under callgrind), most numbers read
/// from one word by ``ShortDecimal`` with no branch on their digits: more instructions than a byte loop
/// (≈ 100), in 15% less time.
struct PlainPathReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var command: UInt8 = 0
    /// The arguments of the segment `next()` returned.
    private(set) var arguments: InlineArray<7, PlainDecimal>
    /// Whether `next()` returned nil because the data ended (rather than because it left the plain form).
    private(set) var isComplete = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        arguments = InlineArray(repeating: PlainDecimal(magnitude: 0, fractionDigits: 0, isNegative: false))
    }

    /// The next segment's command letter (`L`/`l` for pairs repeating `M`/`m`), or nil at the end
    /// (`isComplete`) or where the data leaves the plain form.
    @inline(__always) mutating func next() -> UInt8? {
        let n = bytes.count
        skipWhitespace()
        guard index < n else {
            isComplete = command != 0
            return nil
        }
        let byte = bytes[index]
        if ASCII.isLetter(byte) {
            guard PathSegmentReader.isCommand(byte), command != 0 || byte | 0x20 == 0x6D else { return nil }
            command = byte
            index &+= 1
        } else {
            // Implicit repetition, perhaps after a comma; never after Z or before the first command.
            guard command | 0x20 != 0x7A, command != 0 else { return nil }
            if byte == ASCII.comma {
                index &+= 1
                skipWhitespace()
            }
            if command == 0x4D { command = 0x4C } else if command == 0x6D { command = 0x6C }
        }
        let count = PathSegmentReader.argumentCount(command)
        let isArc = command | 0x20 == 0x61
        for argument in 0..<count {
            if argument > 0 { skipCommaWhitespace() }
            if isArc && (argument == 3 || argument == 4) {
                guard index < n else { return nil }
                let flag = bytes[index] &- ASCII.zero
                guard flag < 2 else { return nil }
                index &+= 1
                arguments[argument] = PlainDecimal(magnitude: UInt64(flag), fractionDigits: 0, isNegative: false)
            } else {
                if argument == 0 { skipWhitespace() }
                guard let number = readNumber() else { return nil }
                arguments[argument] = number
            }
        }
        return command
    }

    @inline(__always) private mutating func skipWhitespace() {
        while index < bytes.count, ASCII.isWhitespace(bytes[index]) { index &+= 1 }
    }

    @inline(__always) private mutating func skipCommaWhitespace() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == ASCII.comma {
            index &+= 1
            skipWhitespace()
        }
    }

    /// The plain decimal at the cursor, or nil when there is none or the number is not plain.
    ///
    /// Numbers of up to seven bytes with eight bytes left to load are read from one word
    /// (``ShortDecimal``), the rest a byte at a time.
    @inline(__always) private mutating func readNumber() -> PlainDecimal? {
        let n = bytes.count
        var j = index
        var negative = false
        if j < n, bytes[j] == ASCII.minus || bytes[j] == ASCII.plus {
            negative = bytes[j] == ASCII.minus
            j &+= 1
        }
        if j &+ 8 <= n,
           let short = ShortDecimal.read(UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + j).loadUnaligned(as: UInt64.self))) {
            index = j &+ short.length
            return PlainDecimal(magnitude: short.magnitude, fractionDigits: UInt8(truncatingIfNeeded: short.fractionDigits), isNegative: negative)
        }
        var magnitude: UInt64 = 0
        let start = j
        j = readDigits(from: j, into: &magnitude)
        let integerDigits = j &- start
        var fractionDigits = 0
        if j < n, bytes[j] == ASCII.period {
            j &+= 1
            let fractionStart = j
            j = readDigits(from: j, into: &magnitude)
            fractionDigits = j &- fractionStart
        }
        // Some digits, few enough not to wrap (19) and to convert in one exact step (2⁵³, as
        // ``NumberScanning`` does).
        let digits = integerDigits &+ fractionDigits
        guard digits > 0, digits <= 19, magnitude <= 1 << 53 else { return nil }
        if j < n, bytes[j] | 0x20 == 0x65 {
            // An exponent (Inkscape writes small numbers so: `1.5e-4`, in 8% of its icons' path data): kept
            // while the number stays one exact step, as ``ScannedNumber``'s fast path takes it.
            guard let (end, places) = exponentPlaces(after: j, fractionDigits: fractionDigits, magnitude: &magnitude) else { return nil }
            j = end
            fractionDigits = places
        }
        index = j
        return PlainDecimal(magnitude: magnitude, fractionDigits: UInt8(truncatingIfNeeded: fractionDigits), isNegative: negative)
    }

    /// Reads the exponent whose `e` is at `start`: where it ends, and the decimal places of the number it
    /// ends (its `fractionDigits` less the exponent, at most 22, so that one division by an exact power of
    /// ten rounds correctly); a positive remainder is multiplied into `magnitude` while it stays at most
    /// 2⁵³. Nil for a malformed or unusual exponent, which the general reader then reads.
    @inline(never) private func exponentPlaces(after start: Int, fractionDigits: Int, magnitude: inout UInt64) -> (end: Int, places: Int)? {
        let n = bytes.count
        var k = start &+ 1
        var negative = false
        if k < n, bytes[k] == ASCII.minus || bytes[k] == ASCII.plus {
            negative = bytes[k] == ASCII.minus
            k &+= 1
        }
        var exponent = 0
        let digitsStart = k
        while k < n, bytes[k] &- ASCII.zero < 10 {
            exponent = exponent &* 10 &+ Int(bytes[k] &- ASCII.zero)
            k &+= 1
            guard k &- digitsStart <= 3 else { return nil }
        }
        guard k > digitsStart else { return nil }
        // Zero with an exponent is plain zero to the general reader, at no decimal places.
        if magnitude == 0 { return (k, 0) }
        let places = fractionDigits &- (negative ? -exponent : exponent)
        if places >= 0 {
            return places <= 22 ? (k, places) : nil
        }
        guard -places <= 15 else { return nil }
        let (product, overflow) = magnitude.multipliedReportingOverflow(by: FixedPointText.powersOfTen[-places])
        guard !overflow, product <= 1 << 53 else { return nil }
        magnitude = product
        return (k, 0)
    }

    /// Appends the digits at `start` to `magnitude` (wrapping past 19, which the caller checks); returns
    /// where they end. For the numbers ``ShortDecimal`` does not take (the last few bytes of the data,
    /// long numbers): a byte loop, not ``NumberScanning/readDigits(_:from:into:)``, whose eight-at-a-time
    /// reading costs more on these short tails (+7 M instructions a round of the Material Design Icons).
    @inline(__always) private func readDigits(from start: Int, into magnitude: inout UInt64) -> Int {
        var j = start
        while j < bytes.count {
            let digit = bytes[j] &- ASCII.zero
            guard digit < 10 else { break }
            magnitude = magnitude &* 10 &+ UInt64(digit)
            j &+= 1
        }
        return j
    }
}

/// A number as written in plain decimal: `±magnitude · 10^−fractionDigits`, with the magnitude at most
/// 2⁵³.
struct PlainDecimal {
    var magnitude: UInt64
    var fractionDigits: UInt8
    var isNegative: Bool

    /// The correctly rounded value: the magnitude (at most 2⁵³) and the power of ten (at most 10¹⁹) are
    /// exact doubles, so one division rounds correctly; the same operation as ``ScannedNumber``'s, so
    /// the same bits.
    @inline(__always) var value: Double {
        // Divided by 10⁰ = 1 too (exact), rather than branching on whether there are decimals, which
        // path data mixes unpredictably.
        let unsigned = Double(magnitude) / NumberScanning.powersOfTen[Int(fractionDigits)]
        return isNegative ? -unsigned : unsigned
    }

    /// The number as a count of 10⁻ᵖ units, when that is exact and below the fixed-point limit: the
    /// common case of ``fixedPoint(precision:)``, without its rounding.
    @inline(__always) func exactFixedPoint(precision: Int) -> Int64? {
        let shift = precision &- Int(fractionDigits)
        guard shift >= 0 else { return nil }
        let (scaled, overflow) = magnitude.multipliedReportingOverflow(by: FixedPointText.powersOfTen[shift])
        guard !overflow, scaled < FixedPointText.limit.magnitude else { return nil }
        return isNegative ? -Int64(scaled) : Int64(scaled)
    }

    /// In fixed point, as ``ScannedNumber`` rounds its own digits (the same number, read the general way).
    @inline(__always) func fixedPoint(precision: Int) -> (value: Int64, isExact: Bool)? {
        ScannedNumber(fastSignificand: magnitude, exponent: -Int(fractionDigits), isNegative: isNegative).fixedPoint(precision: precision)
    }
}
