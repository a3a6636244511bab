import Testing
@testable import EmblemSVG

/// Icons saved by other tools come in other encodings: UTF-16 either way round (with its byte-order mark),
/// UTF-8 with a byte-order mark, and 8-bit encodings named in the XML declaration all read as the same
/// document, also when one reused parser context meets them one after another.
struct XMLEncodingTests {
    static let body = "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>café ≠ cafe</title><path d=\"M0 0h5\"/></svg>"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        let units = [0xFEFF] + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    static let encodings: [(name: String, bytes: [UInt8])] = [
        ("UTF-8", Array(body.utf8)),
        ("UTF-8 with a byte-order mark", [0xEF, 0xBB, 0xBF] + Array(body.utf8)),
        ("UTF-16 little-endian", utf16("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + body, bigEndian: false)),
        ("UTF-16 big-endian", utf16(body, bigEndian: true)),
        // "café" in Latin-1 is one byte, 0xE9; "≠" has no Latin-1 byte, so it is written as a reference.
        ("ISO-8859-1", Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>".utf8)
            + Array(body.replacingOccurrences(of: "≠", with: "&#x2260;").utf8).flatMap { $0 == 0xC3 ? [] : [$0 == 0xA9 ? 0xE9 : $0] }),
    ]

    @Test func everyEncodingReadsAsTheSameDocument() throws {
        let reference = try SVGDocument(bytes: Array(Self.body.utf8))
        #expect(reference.root.childElements.first?.textContent == "café ≠ cafe")
        // The same tree; locations differ with the bytes before them, so the written documents are compared.
        let expected = SVGWriter().data(for: reference)
        // Twice round, so that each encoding also follows every other one on a reused context.
        for (name, bytes) in Self.encodings + Self.encodings {
            let document = try SVGDocument(bytes: bytes)
            #expect(SVGWriter().data(for: document) == expected, "\(name)")
        }
    }

    /// Inputs shorter than the four bytes encoding detection looks at still parse or fail cleanly.
    @Test func tinyInputs() throws {
        #expect(try SVGDocument(bytes: Array("<svg/>".utf8)).root.kind == .svg)
        for text in ["<", "<s", "<sv"] {
            #expect(throws: SVGError.self) { try SVGDocument(bytes: Array(text.utf8)) }
        }
    }

    /// Bytes the declared encoding cannot read are an error that says so (libxml2 otherwise says the
    /// document ends early), and libxml2 prints nothing of its own; a good document read next on the same
    /// reused context still reads.
    @Test(arguments: ["Shift_JIS", "EUC-JP", "GB2312"])
    func undecodableBytesAreSaidToBeSo(encoding: String) throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>".utf8)
            + [0x81, 0xFF, 0xFF, 0xFF] + Array("</text><path d=\"M0 0h5\"/></svg>".utf8)
        let error = try #require(throws: SVGError.self) { try SVGDocument(bytes: bytes, file: "jis.svg") }
        #expect(error.message.contains("not valid \(encoding)"), "\(error.message)")
        #expect(error.location?.file == "jis.svg")
        #expect(try SVGDocument(bytes: Array(Self.body.utf8)).root.childElements.count == 2)
    }

    /// Which documents libxml2 reads through a decoder, and so get the handler for its errors.
    @Test(arguments: [
        ("<svg/>", false), ("<?xml version=\"1.0\"?><svg/>", false), ("<?xml version='1.0' encoding='UTF-8'?><svg/>", false),
        ("<?xml version=\"1.0\" encoding=\"utf8\"?><svg/>", false), ("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><svg/>", true),
        ("<?xml version=\"1.0\" encoding = \"ISO-8859-1\" ?><svg/>", true), (" <svg/>", true), ("\u{FEFF}<svg/>", true),
    ])
    func documentsReadThroughADecoder(text: String, decodes: Bool) {
        #expect(Array(text.utf8).withUnsafeBytes { XMLReader.isDecoded($0) } == decodes)
    }
}
