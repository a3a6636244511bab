import EmblemGeometry
import EmblemSVG
@testable import EmblemSymbols
import Testing

/// Mirroring for right-to-left layouts: geometry facts that must hold for every glyph.
@Suite struct MirroringTests {
    /// A glyph with a stroked arc layer, a transformed filled layer and a never-mirror layer.
    static func glyph() throws -> SymbolGlyph {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">
              <path d="M2 18 A 8 8 0 0 1 18 10" fill="none" stroke="#000" stroke-width="3"/>
              <g transform="translate(4 2) rotate(15 10 5)"><rect x="20" y="1" width="10" height="6" rx="2"/></g>
              <path class="hierarchical-2:primary" d="M22 14 L26 18 L34 10" fill="none" stroke="#000" stroke-width="2"/>
            </svg>
            """
        let document = try SVGDocument(bytes: Array(text.utf8))
        var glyph = try #require(try SymbolImporter().symbol(from: document).symbol.glyphs.values.first)
        glyph.layers[glyph.layers.count - 1].annotations.neverMirrors = true
        return glyph
    }

    static func close(_ a: Rect?, _ b: Rect?, tolerance: Double = 1e-9) -> Bool {
        guard let a, let b else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
            && abs(a.minY - b.minY) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    @Test func mirroringTwiceIsTheIdentity() throws {
        let glyph = try Self.glyph()
        let twice = glyph.mirrored().mirrored()
        for (original, back) in zip(glyph.layers, twice.layers) {
            for (a, b) in zip(original.shapes, back.shapes) {
                let pa = a.path.applying(a.transform).points, pb = b.path.applying(b.transform).points
                #expect(pa.count == pb.count)
                for (p, q) in zip(pa, pb) { #expect(p.distance(to: q) < 1e-9) }
            }
        }
        #expect(twice.isMirrored == false)
        #expect(glyph.mirrored().isMirrored)
    }

    @Test func boundsOfTheMirrorAreTheMirrorOfTheBounds() throws {
        let glyph = try Self.glyph()
        let mirrored = glyph.mirrored()
        let axis = glyph.guides.leftMargin + glyph.guides.rightMargin
        for (layer, flipped) in zip(glyph.layers, mirrored.layers) where !layer.annotations.neverMirrors {
            let box = try #require(layer.bounds)
            let expected = Rect(x: axis - box.maxX, y: box.minY, width: box.width, height: box.height)
            #expect(Self.close(flipped.bounds, expected, tolerance: 1e-9))
        }
        // Guides and margins map onto themselves: the flip is about their centre.
        #expect(mirrored.guides == glyph.guides)
    }

    @Test func neverMirrorLayerKeepsItsOrientationButMoves() throws {
        let glyph = try Self.glyph()
        let mirrored = glyph.mirrored()
        let original = try #require(glyph.layers.last), moved = try #require(mirrored.layers.last)
        let axis = glyph.guides.leftMargin + glyph.guides.rightMargin
        let box = try #require(original.bounds), newBox = try #require(moved.bounds)
        // Its box lands where the mirror puts it …
        #expect(abs(newBox.midX - (axis - box.midX)) < 1e-9)
        #expect(abs(newBox.width - box.width) < 1e-9)
        // … but the shape is a pure translation of the original: the checkmark still rises to the right.
        let shift = newBox.midX - box.midX
        for (p, q) in zip(original.shapes[0].path.points, moved.shapes[0].path.points) {
            #expect(abs(q.x - (p.x + shift)) < 1e-9 && abs(q.y - p.y) < 1e-9)
        }
    }

    /// Text in a never-mirror layer (a badge's label in its frame) moves with the layer's shapes and keeps
    /// its anchor side: the layer is only moved, so turning `start` into `end` put the label beside its
    /// frame, out of it by the label's width.
    @Test func textInANeverMirrorLayerMovesWithItsFrame() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
              <path d="M2 2 L40 2 L40 38 L2 38 Z"/>
              <g><rect x="50" y="5" width="45" height="30" fill="none" stroke="#000"/><text x="55" y="28">AB</text></g>
            </svg>
            """
        var glyph = try #require(try SymbolImporter().symbol(from: try SVGDocument(bytes: Array(text.utf8))).symbol.glyphs.values.first)
        glyph.layers[1].annotations.neverMirrors = true
        let mirrored = glyph.mirrored()
        let frame = try #require(glyph.layers[1].shapes.first?.path.bounds)
        let movedFrame = try #require(mirrored.layers[1].shapes.first?.path.bounds)
        let label = try #require(mirrored.layers[1].shapes.last)
        // The frame moves from 50…95 to 5…50; the label's anchor moves as far and still starts the line.
        let shift = movedFrame.minX - frame.minX
        #expect(abs(shift + 45) < 1e-9)
        let anchor = label.transform.apply(to: Point(x: 55, y: 28))
        #expect(abs(anchor.x - (55 + shift)) < 1e-9 && abs(anchor.y - 28) < 1e-9)
        #expect((label.text?[attribute: "text-anchor"] ?? "start") == "start")
    }

    @Test func strokesArcsAndTransformsSurvive() throws {
        let glyph = try Self.glyph()
        let mirrored = glyph.mirrored()
        // Stroke widths are untouched.
        #expect(zip(glyph.layers, mirrored.layers).allSatisfy { zip($0.shapes, $1.shapes).allSatisfy { $0.style.strokeWidth == $1.style.strokeWidth } })
        // The arc (now cubics) still lies on its circle, reflected: radius 8 about the reflected centre.
        let arc = mirrored.layers[0].shapes[0]
        let axis = glyph.guides.leftMargin + glyph.guides.rightMargin
        let original = glyph.layers[0].shapes[0]
        let segments = original.path.elements.count
        #expect(arc.path.elements.count == segments)
        for (p, q) in zip(original.path.applying(original.transform).points, arc.path.applying(arc.transform).points) {
            #expect(abs(q.x - (axis - p.x)) < 1e-9 && abs(q.y - p.y) < 1e-9)
        }
        // The rotated rectangle keeps its size (a reflection is an isometry).
        let a = try #require(glyph.layers[1].bounds), b = try #require(mirrored.layers[1].bounds)
        #expect(abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9)
    }
}
