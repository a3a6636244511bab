@testable import EmblemSVG
import Foundation
import Testing

/// Images embedded as `data:` URLs that librsvg would draw unchecked are left out of what is drawn.
@Suite struct EmbeddedImagesTests {
    static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    /// A PNG's signature and IHDR chunk: all a header reader sees of it.
    static func png(width: Int, height: Int) -> [UInt8] {
        func big32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + big32(13) + Array("IHDR".utf8) + big32(width) + big32(height)
            + [8, 6, 0, 0, 0] + big32(0)
    }

    @Test func dataURLsAreRead() {
        let url = DataURL(" DATA:Image/PNG;charset=x;Base64,aGVs\nbG8=")
        #expect(url?.mediaType == "image/png" && url?.isBase64 == true && url?.payload == Array("hello".utf8))
        #expect(DataURL("data:,a%20b%2")?.payload == Array("a b%2".utf8))
        #expect(DataURL("data:;base64,PHN2Zz4=")?.mediaType == "")
        #expect(DataURL("image.png") == nil && DataURL("data:image/png") == nil)
    }

    /// Sizes from the headers of each format read, as their specifications place them.
    @Test func rasterHeadersGiveTheirSizes() {
        #expect(RasterImageHeader(Self.png(width: 300, height: 20)) == RasterImageHeader.expected(.png, 300, 20))
        #expect(RasterImageHeader(Array("GIF89a".utf8) + [0x2C, 0x01, 0x14, 0x00]) == RasterImageHeader.expected(.gif, 300, 20))
        var bmp = [UInt8](repeating: 0, count: 26)
        bmp[0] = UInt8(ascii: "B"); bmp[1] = UInt8(ascii: "M")
        bmp[18] = 0x2C; bmp[19] = 0x01  // width 300
        bmp[22...25] = [0xEC, 0xFF, 0xFF, 0xFF]  // height −20: rows top-down
        #expect(RasterImageHeader(bmp) == RasterImageHeader.expected(.bmp, 300, 20))
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0] + [0x2B, 0x01, 0x00, 0x13, 0x00, 0x00]
        #expect(RasterImageHeader(webp) == RasterImageHeader.expected(.webp, 300, 20))
        // SOI, an APP0 segment to walk past, then SOF0 with height 20 and width 300.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x14, 0x01, 0x2C, 0x03]
        #expect(RasterImageHeader(jpeg) == RasterImageHeader.expected(.jpeg, 300, 20))
        #expect(RasterImageHeader(Array("<svg/>".utf8)) == nil && RasterImageHeader(Array(Self.png(width: 1, height: 1).prefix(20))) == nil)
    }

    static func leftOut(_ body: String) throws -> (kept: SVGDocument, messages: [String]) {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\(body)</svg>"
        let (kept, diagnostics) = EmbeddedImages.leavingOutUndrawable(try SVGDocument(bytes: Array(source.utf8)))
        return (kept, diagnostics.map(\.message))
    }

    /// SVG images (declared, or of no type, which librsvg sniffs) are left out wherever they are; an
    /// `feImage` keeps its place without its reference. Raster images of the formats read stay.
    @Test func svgImagesAreLeftOut() throws {
        let svg = Self.base64(Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8))
        let small = Self.base64(Self.png(width: 16, height: 16))
        let (kept, messages) = try Self.leftOut("""
            <image href="data:image/svg+xml;base64,\(svg)"/><image xlink:href="data:;base64,\(svg)"/>
            <defs><pattern id="p"><image href="data:image/svg+xml,%3Csvg%2F%3E"/></pattern></defs>
            <filter id="f"><feImage href="data:image/svg+xml;base64,\(svg)"/></filter>
            <image href="data:image/png;base64,\(small)"/><image href="data:image/png;base64,AAAA"/>
            <image href="data:image/tiff;base64,AAAA"/><image href="icon.png"/>
            """)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.filter { $0.contains("an SVG image") }.count == 3 && messages.contains { $0.contains("no stated type") })
        #expect(messages.contains { $0.contains("'image/tiff'") })
        let images = kept.root.childElements.filter { $0.kind == .image }.compactMap { $0[attribute: "href"] }
        #expect(images == ["data:image/png;base64,\(small)", "data:image/png;base64,AAAA", "icon.png"])
        let feImage = try #require(kept.root.childElements.first { $0.kind == .filter }?.childElements.first)
        #expect(feImage.localName == "feImage" && feImage[attribute: "href"] == nil)
        #expect(kept.root.childElements.first { $0.kind == .defs }?.childElements.first?.childElements.isEmpty == true)
    }

    /// Raster images count their pixels together, each once however often it is used: past the limit,
    /// the image that passes it is left out, with its size.
    @Test func rasterImagesShareAPixelBudget() throws {
        let side = 4096  // 2²⁴ pixels: two fit the budget of 2²⁵, a third does not
        #expect(side * side * 2 == EmbeddedImages.maximumPixels)
        let first = Self.base64(Self.png(width: side, height: side)), second = Self.base64(Self.png(width: side + 1, height: side - 1))
        let third = Self.base64(Self.png(width: 2, height: 2))
        let (kept, messages) = try Self.leftOut("""
            <image href="data:image/png;base64,\(first)"/><image href="data:image/png;base64,\(first)"/>
            <image href="data:image/png;base64,\(second)"/><image href="data:image/png;base64,\(third)"/>
            """)
        #expect(messages == ["Left out a 2 × 2 PNG, past the \(EmbeddedImages.maximumPixels) pixels the images of a document may hold "
                             + "together (librsvg decodes them whole: 16,000 × 16,000 took 3.8 s and 2 GB)."])
        #expect(kept.root.childElements.count == 3)
        let (_, huge) = try Self.leftOut("<image href=\"data:;base64,\(Self.base64(Self.png(width: 16_000, height: 16_000)))\"/>")
        #expect(huge.count == 1 && huge[0].contains("16000 × 16000 PNG"))
    }
}

extension RasterImageHeader {
    static func expected(_ format: Format, _ width: Int, _ height: Int) -> RasterImageHeader? {
        var header = RasterImageHeader(EmbeddedImagesTests.png(width: 1, height: 1))!
        (header.format, header.width, header.height) = (format, width, height)
        return header
    }
}
