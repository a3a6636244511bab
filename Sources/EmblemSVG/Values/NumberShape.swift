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
    @inline(__always) func joins(afterPoint: Bool) -> Bool {
        bits & 0x20 != 0 || (bits & 0x40 != 0 && afterPoint)
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
        let unsigned = SmallNumberTexts.shape(of: texts[Int(truncatingIfNeeded: magnitude)])
        // One byte longer, starting with "-" rather than whatever the magnitude starts with.
        self.init(bits: value < 0 ? (unsigned.bits & ~0x40) &+ 0x21 : unsigned.bits)
    }

    /// Beyond the table: the shape of the measured text, out of line so that the table's path stays short.
    @inline(never) static func measured(_ value: Int64, scale: FixedPointScale) -> NumberShape {
        NumberShape(FixedPointText(value, scale: scale))
    }
}
