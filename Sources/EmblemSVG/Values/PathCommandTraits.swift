/// What path readers and writers need to know of a command letter, read from one table entry rather
/// than worked out by a `switch`.
///
/// Path data mixes its commands unpredictably (a curve, a line, a curve, a close …), so switches on the
/// letter mispredicted about once a segment in each of the reader, the rewriter and the builder; a load
/// does not. An entry holds the argument count in bits 0…2, bit 3 when the letter is a command, and from
/// bit 4 each argument's axis in two bits (1: an x coordinate, 2: a y coordinate, 0: a radius, angle or
/// flag), the axes that a relative command measures from the pen, and from bit 18 the kind of curve it
/// draws (``curveKind``).
///
/// ```swift
/// PathCommandTraits(UInt8(ascii: "c")).argumentCount  // 6
/// PathCommandTraits(UInt8(ascii: "A")).axis(of: 5)     // 1
/// ```
struct PathCommandTraits {
    let bits: UInt32

    /// The traits of `letter`, upper or lower case; a byte that is no command has none (no arguments,
    /// not a command).
    @inline(__always) init(_ letter: UInt8) {
        let lower = letter | 0x20
        // Only ASCII letters index the table; '@', '[' and the like share their low bits with letters.
        let index = lower &- 0x60
        bits = index < 32 ? Self.table[Int(index)] : 0
    }

    @inline(__always) var argumentCount: Int { Int(bits & 7) }
    @inline(__always) var isCommand: Bool { bits & 8 != 0 }
    /// 1 for a cubic curve (`C`, `S`), 2 for a quadratic one (`Q`, `T`), 0 for any other segment: a
    /// smooth curve reflects the last control point only of a curve of its own kind.
    @inline(__always) var curveKind: Int { Int(truncatingIfNeeded: bits &>> 18) & 3 }
    /// The axis of argument `index`: 1 for x, 2 for y, 0 for the rest.
    @inline(__always) func axis(of index: Int) -> Int { Int(truncatingIfNeeded: bits &>> (4 &+ 2 &* UInt32(truncatingIfNeeded: index))) & 3 }

    /// Entries by letter, from the byte 0x60 (before `a`) on; a constant array of literals, laid out
    /// statically.
    private static let table: [UInt32] = [
        0,
        0x7 | 8 | 0b10_01_00_00_00_00_00 << 4,          // a: rx ry rotation large-arc sweep x y
        0,
        0x6 | 8 | 0b10_01_10_01_10_01 << 4 | 1 << 18,   // c
        0, 0, 0, 0,
        0x1 | 8 | 0b01 << 4,                            // h
        0, 0, 0,
        0x2 | 8 | 0b10_01 << 4,                         // l
        0x2 | 8 | 0b10_01 << 4,                         // m
        0, 0, 0,
        0x4 | 8 | 0b10_01_10_01 << 4 | 2 << 18,         // q
        0,
        0x4 | 8 | 0b10_01_10_01 << 4 | 1 << 18,         // s
        0x2 | 8 | 0b10_01 << 4 | 2 << 18,               // t
        0,
        0x1 | 8 | 0b10 << 4,                            // v
        0, 0, 0,
        0 | 8,                                          // z
        0, 0, 0, 0, 0,
    ]
}
