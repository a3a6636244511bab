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
