/// What choosing between the texts of a number needs to know of one, in a byte: how many bytes it takes,
/// whether it starts with `-` or `.` (which decide whether a separator goes before it) and whether it
/// has a point (which decides whether a `.` after it needs one).
///
/// A path writer measures two texts for every number (absolute and relative) and writes one, so the
/// measuring is the hot part. For the magnitudes icons use the shape is read from ``SmallNumberTexts``;
/// beyond them, it is worked out from the ``FixedPointText``.
///
/// ```swift
/// NumberShape(-500, scale: .of(precision: 3), texts: SmallNumberTexts.table(precision: 3))
/// // "-.5": length 3, starts with "-", has a point
/// ```
struct NumberShape {
    /// Bits 0…4 the length, 5 a leading `-`, 6 a leading `.`, 7 a point.
    let bits: UInt8

    @inline(__always) var length: Int { Int(bits & 0x1F) }
    @inline(__always) var hasPoint: Bool { bits & 0x80 != 0 }

    /// Whether the text can follow a number without a separator: it starts with `-`, or with `.` after a
    /// number that already has its point.
    @inline(__always) func joins(afterPoint: Bool) -> Bool { separators(afterNumber: true, afterPoint: afterPoint) == 0 }

    /// The separators (0 or 1) the text needs before it: one after a number unless the text ``joins``
    /// it. Worked out in arithmetic, without branches: whether a number starts with `-` or `.` is data
    /// a branch predictor cannot guess, and mispredicting it cost about as much time as measuring.
    @inline(__always) func separators(afterNumber: Bool, afterPoint: Bool) -> Int {
        let bits = Int(self.bits)
        let joins = (bits &>> 5 | bits &>> 6 & (afterPoint ? 1 : 0)) & 1
        return (afterNumber ? 1 : 0) & ~joins
    }

    @inline(__always) init(bits: UInt8) { self.bits = bits }

    /// The shape of a measured text.
    init(_ text: FixedPointText) {
        bits = UInt8(truncatingIfNeeded: text.length)
            | (text.first == ASCII.minus ? 0x20 : 0) | (text.first == ASCII.period ? 0x40 : 0) | (text.hasPoint ? 0x80 : 0)
    }

    /// The shape of `value`'s text (a count of 10⁻ᵖ units, magnitude below ``FixedPointText/limit``):
    /// from `texts` when its magnitude is there (a negative number is its magnitude's text after a `-`),
    /// otherwise measured.
    @inline(__always) init(_ value: Int64, scale: FixedPointScale, texts: ImmortalTable<UInt64>) {
        let magnitude = value.magnitude
        guard magnitude < UInt64(truncatingIfNeeded: texts.count) else {
            self = Self.measured(value, scale: scale)
            return
        }
        self.init(tabulated: value, texts: texts)
    }

    /// The shape of `value`'s text, whose magnitude `texts` holds.
    @inline(__always) init(tabulated value: Int64, texts: ImmortalTable<UInt64>) {
        let unsigned = SmallNumberTexts.shape(of: texts[Int(truncatingIfNeeded: value.magnitude)])
        // A negative number's is one byte longer, starting with "-" rather than whatever the magnitude
        // starts with (without a branch, as the sign is unpredictable).
        let negative = UInt8(truncatingIfNeeded: UInt64(bitPattern: value) &>> 63)
        let mask = 0 &- negative
        self.init(bits: (unsigned.bits & ~(0x40 & mask)) &+ (0x21 & mask))
    }

    /// Beyond the table: the shape of the measured text, out of line so that the table's path stays short.
    @inline(never) static func measured(_ value: Int64, scale: FixedPointScale) -> NumberShape {
        NumberShape(FixedPointText(value, scale: scale))
    }
}
