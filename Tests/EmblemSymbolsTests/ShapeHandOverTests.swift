import EmblemGeometry
@testable import EmblemSVG
@testable import EmblemSymbols
import Testing

/// The walk that bakes a drawing's shapes into layers (`forEachShapeInOwnSpace`) takes the drawing apart
/// as it goes: a walk of the only reference to a drawing hands each shape over as the only reference to
/// its fields, which baking then changes in place; they were copied, and held twice, until the drawing
/// was let go of (recolouring 20,000 rectangles peaked at 36.8 MB of heap, now 27.1 MB). A drawing still held
/// elsewhere is left whole.
@Suite struct ShapeHandOverTests {
    /// 50 squares in a group inside a translated group, resolved. (No group effect or opacity: a shape under
    /// one is changed on the way, and so copied whenever it is shared.)
    static func drawing() throws -> Drawing {
        let squares = (0..<50).map { "<rect x=\"\($0 * 2)\" width=\"1\" height=\"1\" fill=\"#123\"/>" }.joined()
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 10\"><g transform=\"translate(1 2)\"><g>"
            + squares + "</g></g></svg>"
        return Resolver().resolve(try SVGDocument(bytes: Array(text.utf8))).drawing
    }

    @Test func theOnlyReferenceHandsEachShapeOverAlone() throws {
        let root = try Self.drawing().root
        var visited = 0, alone = 0
        (consume root).forEachShapeInOwnSpace { (shape: consuming DrawingShape, _, _, _) in
            var shape = shape
            visited += 1
            if isKnownUniquelyReferenced(&shape.storage) { alone += 1 }
        }
        #expect(visited == 50 && alone == 50)
    }

    /// Walked while the drawing holds it, each shape is shared and the drawing stays whole; the walk gives
    /// the same shapes, transforms and opacities either way.
    @Test func aSharedDrawingIsLeftWhole() throws {
        let drawing = try Self.drawing()
        var shared = 0
        var seen: [(DrawingShape, AffineTransform, Double)] = []
        drawing.root.forEachShapeInOwnSpace { (shape: consuming DrawingShape, transform, opacity, _) in
            var shape = shape
            if !isKnownUniquelyReferenced(&shape.storage) { shared += 1 }
            seen.append((shape, transform, opacity))
        }
        #expect(shared == 50)
        #expect(drawing.shapes.count == 50)
        #expect(seen.map(\.0) == drawing.shapes.map(\.shape))
        #expect(seen.map(\.1) == drawing.shapes.map(\.transform))
        #expect(seen.allSatisfy { $0.2 == 1 })
        var handedOver: [(DrawingShape, AffineTransform, Double)] = []
        let root = try Self.drawing().root
        (consume root).forEachShapeInOwnSpace { (shape: consuming DrawingShape, transform, opacity, _) in handedOver.append((shape, transform, opacity)) }
        #expect(handedOver.map(\.0) == seen.map(\.0) && handedOver.map(\.1) == seen.map(\.1) && handedOver.map(\.2) == seen.map(\.2))
    }

    /// Recolouring's import, without geometry, keeps no drawing (it takes it apart); drawing's keeps it.
    @Test func onlyTheDrawingImportKeepsTheSourceDrawing() throws {
        let document = try SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"5\"/></svg>".utf8))
        var lean = SymbolImporter()
        lean.buildsGeometry = false
        #expect(try lean.symbol(from: document).symbol.sourceDrawing == nil)
        let whole = try SymbolImporter().symbol(from: document).symbol
        #expect(whole.sourceDrawing?.shapes.count == 1)
    }
}
