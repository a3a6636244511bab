/// Reads SVG path data one segment at a time: the grammar, and nothing else.
///
/// Every command in absolute and relative form, implicit repetition (pairs after `M` are lines, reported
/// as `L`), numbers packed without separators (`1.5.5`, `-.5-.5`, `1e-3`), arc flags without separators
/// (`a1 1 0 00 1 1`). A segment is reported only once all its arguments have been read, so on an error
/// the segments already reported are exactly what SVG says to draw, and `error` says where and why
/// reading stopped.
///
/// The arguments of the last segment stay in the reader (no copy per segment); flags read as `0` or `1`.
/// Both ``PathDataParser`` (geometry) and ``PathDataRewriter`` (compact text) consume segments from here,
/// so they accept exactly the same input. Both try ``PlainPathReader`` first, a faster reader of the
/// form nearly all path data takes, which gives up (and leaves the data to this reader) on anything else.
struct PathSegmentReader {
    var scanner: ByteScanner
    private(set) var error: ValueSyntaxError?
    /// The arguments of the segment `next()` returned, in source order.
    private(set) var arguments: InlineArray<7, ScannedNumber>
    private var command: UInt8 = 0
    private var started = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = ByteScanner(bytes)
        arguments = InlineArray(repeating: ScannedNumber(value: 0))
    }

    /// How many segments `text` holds, up to any error (an arc one, however many cubics draw it).
    static func segmentCount(of text: String) -> Int { withUTF8Bytes(text, segmentCount(in:)) }

    /// ``segmentCount(of:)`` of the bytes of path data.
    static func segmentCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var reader = PathSegmentReader(bytes)
        var count = 0
        while reader.next() != nil { count &+= 1 }
        return count
    }

    /// How many arguments a command takes (`Z` none).
    @inline(__always) static func argumentCount(_ command: UInt8) -> Int { PathCommandTraits(command).argumentCount }

    @inline(__always) static func isCommand(_ byte: UInt8) -> Bool { PathCommandTraits(byte).isCommand }

    static func name(_ command: UInt8) -> String { String(UnicodeScalar(command)) }

    /// The next complete segment's command letter (as it applies: `L`/`l` for pairs repeating `M`/`m`),
    /// or nil at the end of the data or at an error.
    mutating func next() -> UInt8? {
        scanner.skipWhitespace()
        guard let byte = scanner.peek else { return nil }
        if !started {
            started = true
            guard byte == 0x4D || byte == 0x6D else {
                fail("Path data must begin with a move command ('M' or 'm'), found \(scanner.describedPeek).")
                return nil
            }
        }
        if ASCII.isLetter(byte) {
            guard Self.isCommand(byte) else {
                fail("Expected a path command letter, found \(scanner.describedPeek).")
                return nil
            }
            command = byte
            scanner.index += 1
        } else if byte == ASCII.comma || scanner.isAtNumberStart {
            // Implicit repetition of the previous command; a comma may separate the repetitions.
            if command | 0x20 == 0x7A {
                fail("Expected a command letter after 'Z', found \(scanner.describedPeek); 'Z' takes no numbers.")
                return nil
            }
            if byte == ASCII.comma {
                scanner.index += 1
                scanner.skipWhitespace()
                guard scanner.isAtNumberStart else {
                    fail("Expected a number after ',' for another '\(Self.name(command))' segment.")
                    return nil
                }
            }
            if command == 0x4D { command = 0x4C }       // M → L
            else if command == 0x6D { command = 0x6C }  // m → l
        } else {
            fail("Expected a path command letter or a number, found \(scanner.describedPeek).")
            return nil
        }
        let count = Self.argumentCount(command)
        let isArc = command | 0x20 == 0x61
        for index in 0..<count {
            if isArc && (index == 3 || index == 4) {
                guard flag(into: index) else { return nil }
            } else {
                guard number(into: index, first: index == 0) else { return nil }
            }
        }
        return command
    }

    private mutating func fail(_ message: String) {
        error = ValueSyntaxError(offset: scanner.index, message: message)
    }

    /// Reads one argument; the first one of a segment may only be preceded by whitespace.
    @inline(__always) private mutating func number(into index: Int, first: Bool) -> Bool {
        if first { scanner.skipWhitespace() } else { scanner.skipCommaWhitespace() }
        let start = scanner.index
        switch scanner.scanDecimal(allowsTrailingPoint: true) {
        case .number(let value):
            arguments[index] = value
            return true
        case .missing:
            fail("Expected a number after '\(Self.name(command))', found \(scanner.describedPeek).")
        case .outOfRange:
            scanner.index = start
            fail("Expected a finite number after '\(Self.name(command))'; this number is out of range.")
        }
        return false
    }

    /// Reads an arc flag: exactly one `0` or `1`, which needs no separator after it.
    private mutating func flag(into index: Int) -> Bool {
        scanner.skipCommaWhitespace()
        let bit: UInt64
        switch scanner.peek {
        case ASCII.zero: bit = 0
        case 0x31: bit = 1
        default:
            fail("Expected an arc flag ('0' or '1') after '\(Self.name(command))', found \(scanner.describedPeek).")
            return false
        }
        scanner.index += 1
        arguments[index] = ScannedNumber(fastSignificand: bit, exponent: 0, isNegative: false)
        return true
    }
}
