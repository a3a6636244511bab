import Testing
@testable import EmblemSVG

struct XMLOutputTests {
    /// Text and attribute values come out as written unless they hold a character XML reserves there:
    /// `& < >` and CR everywhere, and in attribute values also `"`, LF and tab (as references, which
    /// attribute-value normalization keeps). Every ASCII character alone and inside a longer value; the
    /// escaped output parses back to the value.
    @Test func escapesExactlyTheReservedCharacters() throws {
        let reservedInText: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x0D]
        let reservedInAttributes = reservedInText.union([0x22, 0x0A, 0x09])
        // Short values and long ones (path data; searched another way), with the character at either end.
        let padding = String(repeating: "M1.5-2,3 4.5.5", count: 6)
        for byte in UInt8(0)..<128 {
            for (quote, form) in [false, true].flatMap({ quote in (0..<3).map { (quote, $0) } }) {
                let character = String(UnicodeScalar(byte))
                let value = [ "fill:" + character + "é…x", padding + character, character + padding + "é…x"][form]
                var output = XMLOutput()
                output.appendEscaped(value, quote: quote)
                let written = String(decoding: output.bytes, as: UTF8.self)
                let reserved = (quote ? reservedInAttributes : reservedInText).contains(byte)
                #expect((written == value) == !reserved, "\(byte) quote \(quote): \(written.debugDescription)")
                #expect(!written.utf8.contains { (quote ? reservedInAttributes : reservedInText).contains($0) && $0 != 0x26 },
                        "\(byte) quote \(quote)")
            }
        }
        // Round trip through the parser, in an attribute value.
        for byte in UInt8(9)..<128 where byte >= 0x20 || [0x09, 0x0A, 0x0D].contains(byte) {
            let value = "a" + String(UnicodeScalar(byte)) + "b"
            var output = XMLOutput()
            output.appendEscaped(value, quote: true)
            let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"".utf8) + output.bytes + Array("\"/>".utf8))
            #expect(document.root[attribute: "id"] == value, "\(byte)")
        }
    }
}

/// The search for bytes to escape reads short values eight bytes at a time for a superset of them: it
/// must find each one at every position of every length it reads so, and nothing else.
struct XMLOutputEscapeSearchTests {
    @Test func findsEveryEscapedByteAtEveryPosition() {
        let reservedInText: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x0D]
        let reservedInAttributes = reservedInText.union([0x22, 0x0A, 0x09])
        // Every byte the eight-at-a-time tests may confuse with a reserved one, and a few far from them.
        let probes: [UInt8] = Array(0..<0x41) + [0x41, 0x7E, 0x7F, 0x80, 0xA6, 0xBC, 0xBE, 0xC3, 0xFF]
        for length in 1...70 {
            for position in 0..<length {
                for probe in probes {
                    var bytes = [UInt8](repeating: UInt8(ascii: "m"), count: length)
                    bytes[position] = probe
                    for quote in [false, true] {
                        let expected = (quote ? reservedInAttributes : reservedInText).contains(probe)
                        let found = bytes.withUnsafeBufferPointer { XMLOutput.containsEscapes($0, quote: quote) }
                        #expect(found == expected, "byte \(probe) at \(position) of \(length), quote \(quote)")
                    }
                }
            }
        }
    }
}
