import EmblemRaster
@testable import EmblemSVG
import EmblemTestSupport
import Foundation
import Testing

/// `DrawingWriter` writes every id once, renaming the copies `use` makes (`s0` → `s0-2`). On the random
/// documents of ``RandomDocumentPixelTests`` (definitions `s0`…`s2` drawn by uses, clips, masks, markers,
/// style sheets), the written drawing must hold no id twice and draw exactly as the same text with the
/// drawing's own ids, copies' included, which is what the writer wrote before.
struct UniqueIDPixelTests {
    /// The value of every ` id="…"` in a text, as capture group 1.
    static let idAttribute = try! NSRegularExpression(pattern: " id=\"([^\"]*)\"")

    /// The ranges of every ` id="…"` value in `text`, in order.
    static func idRanges(in text: String) -> [Range<String.Index>] {
        idAttribute.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { Range($0.range(at: 1), in: text)! }
    }

    /// Every ` id="…"` value in `text`, in order.
    static func ids(in text: String) -> [String] { idRanges(in: text).map { String(text[$0]) } }

    /// `text` with the ids written in it (in order) turned back into the drawing's own, `ids`: put together
    /// from the text's pieces between them, so that no index of `text` is used on a changed string.
    static func withDrawingIDs(_ text: String, _ ids: [String]) -> String {
        let ranges = idRanges(in: text)
        #expect(ranges.count == ids.count)
        var result = "", written = text.startIndex
        for (range, id) in zip(ranges, ids) {
            result += text[written..<range.lowerBound] + id
            written = range.upperBound
        }
        return result + text[written...]
    }

    @Test(arguments: 0..<2)
    func renamedCopiesDrawAsBefore(batch: Int) throws {
        var generator = RandomDocumentPixelTests.Generator(random: SplitMix64(seed: 0x1D5_0000 + UInt64(batch)))
        let rasterizer = Rasterizer()
        var renamed = 0
        for index in 0..<40 {
            // A definition drawn twice more, at the end: every document has a copy to rename.
            let generated = generator.document()
            let source = generated.dropLast("</svg>".count)
                + "<use href=\"#s\(index % 3)\" x=\"3\"/><use href=\"#s\(index % 3)\" y=\"-4\" opacity=\".5\"/></svg>"
            let drawing = Resolver().resolve(try SVGDocument(bytes: Array(source.utf8))).drawing
            let text = DrawingWriter().string(for: drawing)
            let written = Self.ids(in: text)
            #expect(Set(written).count == written.count, "batch \(batch), document \(index): \(written)\n\(source)")
            let before = Self.withDrawingIDs(text, WrittenIDs.ids(definitions: drawing.definitions, nodes: drawing.root.children))
            guard before != text else { continue }
            renamed += 1
            #expect(Set(Self.ids(in: before)).count < written.count)
            let difference = try rasterizer.image(svg: Array(text.utf8), size: .square(96))
                .difference(from: try rasterizer.image(svg: Array(before.utf8), size: .square(96)), threshold: 0)
            #expect(difference.differingPixelCount == 0, "batch \(batch), document \(index): \(difference)\n\(source)")
        }
        // A definition that draws nothing (a zero-size shape, a hidden one) has no copy to rename.
        #expect(renamed >= 30, "\(renamed) of 40 documents renamed a copy")
    }
}
