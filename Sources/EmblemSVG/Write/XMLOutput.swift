#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growing UTF-8 buffer with XML escaping, so writers never build intermediate strings.
///
/// Writing an icon appends some thirty short pieces (`<`, a name, `="`, a value …); each went through an
/// `Array`'s append at ≈ 40 cycles of bookkeeping. Here a piece is a capacity comparison and a copy
/// (``ByteWriteBuffer``), and the bytes become an `Array` once, when the document is written.
struct XMLOutput: ~Copyable, ByteSink {
    private var buffer: ByteWriteBuffer

    /// `capacity`: the bytes it holds before it first grows.
    init(capacity: Int = 1024) { buffer = ByteWriteBuffer(capacity: capacity) }

    /// Bytes written so far.
    var count: Int { buffer.count }
    var isEmpty: Bool { buffer.count == 0 }

    /// A copy of the bytes written.
    var bytes: [UInt8] { Array(buffer.bytes) }

    /// The bytes written, for reading while nothing is appended.
    var writtenBytes: UnsafeBufferPointer<UInt8> { buffer.bytes }

    /// Forgets what was written after the first `count` bytes.
    mutating func truncate(to count: Int) { buffer.truncate(to: count) }

    mutating func reserveCapacity(_ capacity: Int) { buffer.reserveCapacity(capacity) }

    @inline(__always) mutating func append(_ byte: UInt8) { buffer.append(byte) }
    @inline(__always) mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) { buffer.append(source) }
    @inline(__always) mutating func append(writingUpTo room: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let end = buffer.end(reserving: room)
        buffer.didWrite(upTo: end + write(end))
    }

    /// Appends a fixed piece of markup (`="`, `</`) from the program's constant bytes: as a `String`, a
    /// piece went through a copy of the string and a call to reach its bytes, ≈ 25 instructions more.
    @inline(__always) mutating func appendMarkup(_ text: StaticString) {
        buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // Through the contiguous UTF-8 (one copy) rather than `text.utf8` a byte at a time.
    mutating func append(_ text: String) { withUTF8Bytes(text) { buffer.append($0) } }
    mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { buffer.append($0) }
    }

    /// Appends `text` with the characters XML reserves escaped. In attribute values (`quote`), tabs and
    /// line breaks are written as character references so that attribute-value normalization on the next
    /// parse does not turn them into spaces.
    mutating func appendEscaped(_ text: String, quote: Bool) {
        // Most values need no escaping at all: copy them in one go.
        let copied = withUTF8Bytes(text) { source in
            guard !Self.containsEscapes(source, quote: quote) else { return false }
            buffer.append(source)
            return true
        }
        if copied { return }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): appendMarkup("&amp;")
            case UInt8(ascii: "<"): appendMarkup("&lt;")
            case UInt8(ascii: ">"): appendMarkup("&gt;")
            case UInt8(ascii: "\"") where quote: appendMarkup("&quot;")
            case 0x0A where quote: appendMarkup("&#10;")
            case 0x0D: appendMarkup("&#13;")
            case 0x09 where quote: appendMarkup("&#9;")
            default: buffer.append(byte)
            }
        }
    }

    /// Whether `buffer` holds a byte `appendEscaped` escapes. Long values (path data, mostly bytes below
    /// 64 like the ones to escape) are searched with `memchr` once per such byte, which reads them many
    /// bytes at a time; shorter ones eight bytes at a time for a superset of those bytes, then byte by
    /// byte with one shift and mask test where the superset says they may hold one.
    @inline(__always) static func containsEscapes(_ buffer: UnsafeBufferPointer<UInt8>, quote: Bool) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        if buffer.count >= 64 {
            for byte in quote ? attributeEscapeBytes : textEscapeBytes where memchr(base, Int32(byte), buffer.count) != nil { return true }
            return false
        }
        if buffer.count >= 8 {
            // The last word overlaps the one before it rather than leaving a tail to read byte by byte.
            var offset = 0
            while true {
                if mayHoldEscapes(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) { break }
                if offset == buffer.count &- 8 { return false }
                offset = min(offset &+ 8, buffer.count &- 8)
            }
        }
        let mask = quote ? attributeEscapes : textEscapes
        for byte in buffer where byte < 64 && mask & (1 << UInt64(byte)) != 0 { return true }
        return false
    }

    /// Whether the eight bytes of `word` may hold one `appendEscaped` escapes: true for every byte below
    /// 0x20 (the tab, line feed and carriage return among them), `"` and `&`, `<` and `>`, in three
    /// tests of all eight at once. An identifier or a namespace URI (≈ 25 bytes) took ≈ 210 instructions
    /// byte by byte, ≈ 120 so. (A byte matches where subtracting 1 from the byte's difference with the
    /// searched one borrows from its top bit: exact as to whether any does.)
    @inline(__always) private static func mayHoldEscapes(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        let controls = (word &- ones &* 0x20) & ~word
        let quoteOrAmpersand = (word & ~(ones &* 0x04)) ^ (ones &* 0x22)  // 0x22 and 0x26 differ in bit 2
        let angles = (word | ones &* 0x02) ^ (ones &* 0x3E)                // 0x3C and 0x3E differ in bit 1
        let matches = controls | ((quoteOrAmpersand &- ones) & ~quoteOrAmpersand) | ((angles &- ones) & ~angles)
        return matches & tops != 0
    }

    private static let textEscapeBytes: [UInt8] = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x0D]
    private static let attributeEscapeBytes: [UInt8] = textEscapeBytes + [UInt8(ascii: "\""), 0x0A, 0x09]

    /// The bytes `appendEscaped` escapes in text and in attribute values, as bits of a mask (all are
    /// below 64).
    private static let textEscapes: UInt64 = textEscapeBytes.reduce(0) { $0 | 1 << UInt64($1) }
    private static let attributeEscapes: UInt64 = attributeEscapeBytes.reduce(0) { $0 | 1 << UInt64($1) }
}
