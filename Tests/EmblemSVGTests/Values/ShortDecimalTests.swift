import Testing
@testable import EmblemSVG
import EmblemTestSupport

/// ``ShortDecimal`` finds a number's digits, point and end with bit masks. Checked here against a
/// byte-at-a-time reading of its contract on random words: bytes drawn mostly from what path data
/// holds (digits, points, signs, separators, exponents), and bytes of 0xFA and more, whose carries the
/// masks must not let through.
struct ShortDecimalTests {
    /// The contract, a byte at a time: digits, then perhaps a point and digits, at least one digit, at
    /// most six before the point, ending inside the word and not at an `e` or `E`.
    static func reference(_ bytes: [UInt8]) -> ShortDecimal? {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var index = 0, magnitude: UInt64 = 0
        while index < 8, isDigit(bytes[index]) { magnitude = magnitude * 10 + UInt64(bytes[index] - 0x30); index += 1 }
        let integerDigits = index
        guard integerDigits <= 6 else { return nil }
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < 8, isDigit(bytes[index]) { magnitude = magnitude * 10 + UInt64(bytes[index] - 0x30); index += 1; fractionDigits += 1 }
        }
        guard index < 8, integerDigits + fractionDigits > 0, bytes[index] | 0x20 != UInt8(ascii: "e") else { return nil }
        return ShortDecimal(magnitude: magnitude, fractionDigits: fractionDigits, length: index)
    }

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    @Test func readsWhatAByteLoopReads() {
        var random = SplitMix64(seed: 4_711)
        let alphabet = Array("0123456789".utf8) + Array("0123456789.. -,eE".utf8) + [0xFA, 0xFF, 0x2F, 0x3A]
        var read = 0
        for _ in 0..<200_000 {
            // Numbers are most of path data: usually start with digits or a point.
            var bytes = (0..<8).map { _ in alphabet.randomElement(using: &random)! }
            if Bool.random(using: &random) { bytes[0] = UInt8.random(in: 0x30...0x39, using: &random) }
            let expected = Self.reference(bytes)
            let actual = ShortDecimal.read(Self.word(bytes))
            #expect(actual?.magnitude == expected?.magnitude && actual?.fractionDigits == expected?.fractionDigits
                    && actual?.length == expected?.length, "\(String(decoding: bytes, as: UTF8.self))")
            if actual != nil { read += 1 }
        }
        // Most of the draws are numbers it must take, not only refusals that agree.
        #expect(read > 60_000)
    }

    @Test(arguments: [
        ("12.34 5,6", 1234, 2, 5), (".448 0000", 448, 3, 4), ("5. 1 1234", 5, 0, 2), ("123456 0 ", 123456, 0, 6),
        ("0.5.5   ", 5, 1, 3), ("7-2 1111", 7, 0, 1), (".0000001", 1, 7, 8),
    ])
    func knownWords(text: String, magnitude: UInt64, fractionDigits: Int, length: Int) {
        let read = ShortDecimal.read(Self.word(Array(text.utf8.prefix(8))))
        if length == 8 {
            #expect(read == nil)  // ends outside the word
        } else {
            #expect(read?.magnitude == magnitude && read?.fractionDigits == fractionDigits && read?.length == length)
        }
    }
}
