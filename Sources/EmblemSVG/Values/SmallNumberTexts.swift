/// The texts of the magnitudes 0 … 2¹⁵ − 1 in fixed point, for precisions 0…4 (at 3, every magnitude
/// below 32.768: the coordinates and steps of icons drawn on grids up to 32 units), each with its
/// ``NumberShape``: a path writer measures and writes such a number with a load, a store and no
/// arithmetic on its digits.
///
/// Each entry is a word: the text's bytes from the lowest (at most 6: `32.767`, `3.2767`), zeros, and the
/// shape in the top byte. Each precision's table is made when the precision is first used (256 KB), not
/// for every precision at start-up, and kept for the life of the process (``ImmortalTable``).
enum SmallNumberTexts {
    /// How many magnitudes each table covers.
    static let count = 1 << 15

    private static let precision0 = make(precision: 0)
    private static let precision1 = make(precision: 1)
    private static let precision2 = make(precision: 2)
    private static let precision3 = make(precision: 3)
    private static let precision4 = make(precision: 4)

    /// The table for `precision`; empty (every number measured and written digit by digit) above 4.
    static func table(precision: Int) -> ImmortalTable<UInt64> {
        switch precision {
        case 0: precision0
        case 1: precision1
        case 2: precision2
        case 3: precision3
        case 4: precision4
        default: .empty
        }
    }

    /// The shape kept in an entry.
    @inline(__always) static func shape(of entry: UInt64) -> NumberShape { NumberShape(bits: UInt8(truncatingIfNeeded: entry &>> 56)) }

    /// Writes an entry's text at `position`, which must have 8 bytes of room (the whole word is stored;
    /// the bytes past the text are not part of it); returns the end of the text.
    @inline(__always) static func write(_ entry: UInt64, into buffer: UnsafeMutablePointer<UInt8>, at position: Int) -> Int {
        UnsafeMutableRawPointer(buffer + position).storeBytes(of: entry.littleEndian, as: UInt64.self)
        return position &+ shape(of: entry).length
    }

    /// Writes the text of `value` (a count of 10⁻ᵖ units below ``FixedPointText/limit``) at `position`,
    /// which must have ``FixedPointText/maximumFootprint`` bytes of room: from `texts` when its magnitude
    /// is there (a sign and a stored word), otherwise digit by digit; returns the end of the text.
    @inline(__always) static func write(_ value: Int64, scale: FixedPointScale, texts: ImmortalTable<UInt64>,
                                        into buffer: UnsafeMutablePointer<UInt8>, at position: Int) -> Int {
        let magnitude = value.magnitude
        guard magnitude < UInt64(truncatingIfNeeded: texts.count) else {
            return FixedPointText(value, scale: scale).write(into: buffer, at: position)
        }
        // A "-", kept only for a negative number (otherwise the text is written over it): the sign is
        // unpredictable, so not a branch.
        buffer[position] = ASCII.minus
        let end = position &+ Int(truncatingIfNeeded: UInt64(bitPattern: value) &>> 63)
        return write(texts[Int(truncatingIfNeeded: magnitude)], into: buffer, at: end)
    }

    /// Made from the texts of the integer parts and of the fractions, joined: a few instructions an
    /// entry, so a command line that writes one icon does not spend a millisecond on it.
    private static func make(precision: Int) -> ImmortalTable<UInt64> {
        let unit = Int(FixedPointText.powersOfTen[precision])
        // Each fraction's text, point included (".25"), with its shape in the top byte; nothing for 0.
        var fractions = [UInt64](repeating: 0, count: unit)
        for fraction in 1..<max(unit, 1) {
            var digits = fraction, length = precision
            while digits % 10 == 0 { digits /= 10; length -= 1 }
            var text = UInt64(ASCII.period)
            for position in stride(from: length, through: 1, by: -1) {
                text |= UInt64(ASCII.zero + UInt8(digits % 10)) << (8 * position)
                digits /= 10
            }
            fractions[fraction] = text | UInt64(length + 1 | 0x80) << 56
        }
        return ImmortalTable(count: count) { entries in
            fractions.withUnsafeBufferPointer { fractions in
                var magnitude = 0, integer = 0
                while magnitude < count {
                    // The integer part's digits, "0" for zero.
                    var integerText: UInt64 = 0, integerLength = 0
                    var rest = integer
                    repeat {
                        integerText = integerText << 8 | UInt64(ASCII.zero + UInt8(rest % 10))
                        integerLength += 1
                        rest /= 10
                    } while rest > 0
                    // The whole number, then the fractions after its digits (below one unit, after none:
                    // ".5", whose shape says it starts with the point).
                    entries[magnitude] = integerText | UInt64(integerLength) << 56
                    let shift = integer == 0 ? 0 : 8 * integerLength
                    let extra = integer == 0 ? UInt64(0x40) << 56 : UInt64(integerLength) << 56
                    let end = min(magnitude + unit, count)
                    for index in (magnitude + 1)..<max(end, magnitude + 1) {
                        let fraction = fractions[index - magnitude]
                        let text = fraction & 0x00FF_FFFF_FFFF_FFFF
                        entries[index] = (integer == 0 ? 0 : integerText) | text << shift | (fraction & 0xFF00_0000_0000_0000) + extra
                    }
                    magnitude = end
                    integer += 1
                }
            }
        }
    }
}
