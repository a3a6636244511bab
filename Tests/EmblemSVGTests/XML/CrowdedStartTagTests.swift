@testable import EmblemSVG
import Foundation
import Testing

/// A start tag with more attributes than the limit is refused before libxml2 reads it (libxml2's time
/// grows with the square of a tag's attributes), located at the tag, in every encoding libxml2 reads.
@Suite struct CrowdedStartTagTests {
    static func tag(_ count: Int, name: String = "g") -> String {
        "<\(name) " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
    }

    static func document(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  " + body + "</svg>"
    }

    static func error(_ bytes: [UInt8], limits: XMLLimits = .default) -> SVGError? {
        do {
            _ = try XMLReader(limits: limits).read(bytes, file: "crowded.svg")
            return nil
        } catch {
            return error
        }
    }

    /// At the limit a tag is read; one more attribute (or namespace declaration) refuses it, located at
    /// its `<`, however many tags of the limit come before it.
    @Test func theLimitIsExact() throws {
        let limit = XMLLimits.default.maximumAttributes
        let many = String(repeating: Self.tag(limit), count: 20)
        #expect(Self.error(Array(Self.document(many).utf8)) == nil)
        let error = try #require(Self.error(Array(Self.document(many + "\n" + Self.tag(limit + 1)).utf8)))
        #expect(error.code == .limitExceeded && error.message.contains("more than \(limit) attributes"))
        #expect(error.location == SourceLocation(file: "crowded.svg", line: 3, column: 1))
        let declarations = "<g xmlns:x=\"urn:x\" " + (0..<limit).map { "x:a\($0)=\"1\"" }.joined(separator: " ") + "/>"
        #expect(Self.error(Array(Self.document(declarations).utf8))?.code == .limitExceeded)
    }

    /// `=` in values, comments, CDATA and text is not an attribute: a sheet of 2,000 attribute selectors,
    /// a comment full of them and 3,000 elements of four attributes are all read.
    @Test func equalsSignsOutsideTagsDoNotCount() throws {
        let selectors = (0..<2000).map { "[data-a=\"\($0)\"]{fill:red}" }.joined()
        let body = "<style>" + selectors + "</style><style><![CDATA[" + selectors + "]]></style><!-- " + selectors + " -->"
            + "<text>" + String(repeating: "a=b ", count: 1000) + "</text><!-- <" + String(repeating: "=", count: 1000) + "> -->"
            + String(repeating: "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" class=\"a=b>c\"/>", count: 3000)
        #expect(Self.error(Array(Self.document(body).utf8)) == nil)
    }

    /// Decoded documents are decoded first: UTF-16 either way round, Latin-1, EBCDIC, and UTF-7, where `=`
    /// is spelled `+AD0-` and no byte of the file is `=`.
    @Test(arguments: ["UTF-16LE", "UTF-16BE", "UTF-16LE without a mark", "ISO-8859-1", "IBM037", "UTF-7"])
    func decodedDocumentsAreCounted(encoding: String) throws {
        let body = Self.document("<!-- é -->" + Self.tag(XMLLimits.default.maximumAttributes + 1))
        let declared = "<?xml version=\"1.0\" encoding=\"\(encoding.prefix { $0 != " " })\"?>\n" + body
        let bytes: [UInt8] = switch encoding {
        case "UTF-16LE": [0xFF, 0xFE] + Array(declared.data(using: .utf16LittleEndian)!)
        case "UTF-16BE": [0xFE, 0xFF] + Array(declared.data(using: .utf16BigEndian)!)
        // Ģ (U+0122) is the bytes 22 01 here: a quote, to a scan of the raw bytes, which then saw no `=`.
        case "UTF-16LE without a mark": Array(declared.replacingOccurrences(of: "a0=", with: "aĢ=").data(using: .utf16LittleEndian)!)
        case "ISO-8859-1": Array(declared.data(using: .isoLatin1)!)
        case "IBM037": try Self.ebcdic(declared)
        default: Array(("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n"
                        + body.replacingOccurrences(of: "=", with: "+AD0-").replacingOccurrences(of: "é", with: "+AOk-")).utf8)
        }
        let error = try #require(Self.error(bytes))
        #expect(error.code == .limitExceeded, "\(error)")
        #expect(error.location?.line == 3 && error.location?.column == 13)
        // With a higher limit the same bytes are read, so the decoding was the one libxml2 does.
        #expect(Self.error(bytes, limits: XMLLimits(maximumAttributes: 1000)) == nil)
    }

    /// Text in IBM037 (EBCDIC), for the characters these documents use.
    static func ebcdic(_ text: String) throws -> [UInt8] {
        let table: [Character: UInt8] = [
            "<": 0x4C, ">": 0x6E, "=": 0x7E, "\"": 0x7F, "?": 0x6F, "!": 0x5A, "-": 0x60, "/": 0x61, ":": 0x7A,
            ".": 0x4B, " ": 0x40, "\n": 0x25, "é": 0x51,
        ]
        return try text.map { character in
            if let byte = table[character] { return byte }
            let scalar = try #require(character.unicodeScalars.first).value
            switch scalar {
            case 0x30...0x39: return UInt8(0xF0 + scalar - 0x30)
            case 0x61...0x69: return UInt8(0x81 + scalar - 0x61)
            case 0x6A...0x72: return UInt8(0x91 + scalar - 0x6A)
            case 0x73...0x7A: return UInt8(0xA2 + scalar - 0x73)
            case 0x41...0x49: return UInt8(0xC1 + scalar - 0x41)
            case 0x4A...0x52: return UInt8(0xD1 + scalar - 0x4A)
            case 0x53...0x5A: return UInt8(0xE2 + scalar - 0x53)
            default: throw CancellationError()
            }
        }
    }

    /// A hundred thousand attributes in one tag (3 s inside libxml2) are refused at the tag; the time is
    /// the benchmark's and the README's to measure (0.02 s), not a unit test's.
    @Test func aHundredThousandAttributesAreRefused() throws {
        let error = try #require(Self.error(Array(Self.document(Self.tag(100_000)).utf8)))
        #expect(error.code == .limitExceeded && error.location == SourceLocation(file: "crowded.svg", line: 2, column: 3))
    }
}
