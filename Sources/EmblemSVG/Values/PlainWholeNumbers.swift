/// Reads a list of whole numbers written the plain way: runs of digits with one space between each
/// (`0 0 24 24`), as nearly every `viewBox` is written. The resolver reads a view box's four numbers with
/// it, and the writer keeps such a list as written (it already is the canonical form, at any precision):
/// the general number parser took ≈ 640 instructions for a view box's numbers, and rewriting them through
/// it and ``NumberFormat`` ≈ 1,500.
///
/// Anything else (a sign, a point, a comma, other or doubled whitespace, a number of more than
/// ``maximumDigits`` digits) stops the reading short of the end: callers then use the general parser.
///
/// ```swift
/// var numbers = PlainWholeNumbers(bytes)   // "0 0 24 24"
/// while let number = numbers.next() { … }  // 0, 0, 24, 24
/// numbers.isAtEnd                          // true: the whole text was read
/// ```
struct PlainWholeNumbers {
    /// Digits a number may have: up to 9 its value is exact as an `Int` and as a `Double`, as the
    /// general parser reads it.
    static let maximumDigits = 9

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next number's separator (or the first number) starts.
    private var index = 0
    /// Whether a number read so far has a leading zero (`007`), which ``NumberFormat`` does not write.
    private(set) var hasLeadingZero = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether everything was read: after the last number, or for an empty text.
    var isAtEnd: Bool { index == bytes.count }

    /// The next number, or nil at the end or where the text is not of this form (then ``isAtEnd`` is
    /// false, and the reader stays where it was).
    @inline(__always) mutating func next() -> Int? {
        var i = index
        guard i < bytes.count else { return nil }
        if i > 0 {
            guard bytes[i] == ASCII.space else { return nil }
            i &+= 1
        }
        let start = i
        var value = 0
        while i < bytes.count, i &- start < Self.maximumDigits, ASCII.isDigit(bytes[i]) {
            value = value &* 10 &+ Int(bytes[i] &- ASCII.zero)
            i &+= 1
        }
        guard i > start else { return nil }
        if bytes[start] == ASCII.zero, i &- start > 1 { hasLeadingZero = true }
        index = i
        return value
    }

    /// Whether `bytes` is a non-empty list of this form exactly as ``NumberFormat`` writes it at any
    /// precision (whole numbers need no rounding): what rewriting it would write.
    static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var numbers = PlainWholeNumbers(bytes)
        guard numbers.next() != nil else { return false }
        while numbers.next() != nil {}
        return numbers.isAtEnd && !numbers.hasLeadingZero
    }
}
