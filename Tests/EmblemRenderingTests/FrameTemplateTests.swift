import EmblemAnimation
import EmblemSVG
import EmblemSymbols
import Foundation
import Testing
@testable import EmblemRendering

/// `FrameTemplate` cuts the written drawing only at the slots the composer marked, whatever the file says.
@Suite struct FrameTemplateTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func wellFormedSlotsAreCut() {
        let prefix = " class=\"" + SymbolComposer.slotClassPrefix
        let pieces = FrameTemplate.cut(Self.bytes("<g\(prefix)layer-12\"><g\(prefix)mask-0\"/></g>"))
        #expect(pieces == [.bytes(Self.bytes("<g")), .layer(12), .bytes(Self.bytes("><g")), .mask(0), .bytes(Self.bytes("/></g>"))])
    }

    /// Markers with no digits, too many, no closing quote, or an unknown kind are left as bytes (each
    /// once stopped the program), and a good slot after them is still found.
    @Test(arguments: ["layer-\"", "layer-1234567\"", "layer-12", "layer-1x\"", "mask-", "fill-3\"", ""])
    func malformedSlotsAreLeftAlone(rest: String) {
        let prefix = " class=\"" + SymbolComposer.slotClassPrefix
        let text = "<g\(prefix)\(rest)><g\(prefix)layer-4\"/>"
        let pieces = FrameTemplate.cut(Self.bytes(text))
        #expect(pieces == [.bytes(Self.bytes("<g\(prefix)\(rest)><g")), .layer(4), .bytes(Self.bytes("/>"))])
    }

    /// A file's own text and classes that spell a slot class are drawn as they are: no frame loses
    /// them, and the character that makes real slots unforgeable never reaches an output.
    @Test func aFileCannotForgeASlot() throws {
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">
          <path d="M2 2h16v16z"/>
          <text class="emblem-slot-layer-0" x="1" y="10"> class="emblem-slot-layer-0"</text>
        </svg>
        """
        let (symbol, _) = try SymbolImporter().symbol(from: SVGDocument(bytes: Self.bytes(text)))
        let glyph = try symbol.glyph()
        let template = FrameTemplate(glyph: glyph, paints: SymbolStyle.monochrome(.black).layerPaints(for: glyph),
                                     canvas: SymbolCanvas.box(for: glyph, room: 0), size: 20)
        let slots = template.pieces.filter { if case .bytes = $0 { false } else { true } }
        #expect(slots.count == glyph.layers.count)
        let frame = template.svg(states: glyph.layers.map { _ in LayerState(transform: .scale(2), opacity: 0.5) })
        #expect(!frame.contains(1))
        let written = String(decoding: frame, as: UTF8.self)
        #expect(written.contains("class=\"emblem-slot-layer-0\""))
        #expect(written.contains("&quot;emblem-slot-layer-0&quot;") || written.contains("\"emblem-slot-layer-0\"</text>"))
        _ = try SVGDocument(bytes: frame)
    }
}
