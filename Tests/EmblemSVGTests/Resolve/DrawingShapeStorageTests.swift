import EmblemGeometry
import EmblemTestSupport
import Testing
@testable import EmblemSVG

/// A shape keeps its fields in storage its copies share until one is changed (copy on write): a changed
/// copy never shows in another, a shape changed alone keeps its storage, and equality and hashing are a
/// value's.
struct DrawingShapeStorageTests {
    /// A shape with every field set, resolved from a document (its path read from data it keeps).
    static func richShape() throws -> DrawingShape {
        let source = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path id="p" class="a b" d="M1 2h3v4a2 2 0 0 1 2 2z"
            transform="translate(1 2)" style="fill:#f00;stroke:blue;stroke-width:2;--custom:7"/></svg>
            """
        var resolver = Resolver()
        resolver.keepsPathData = true
        let shapes = resolver.resolve(try SVGDocument(bytes: Array(source.utf8))).drawing.shapes
        try #require(shapes.count == 1)
        var shape = shapes[0].shape
        shape.enclosingEffects = [EnclosingEffect(transform: .identity, clipPath: "url(#c)", mask: nil, filter: nil, opacity: 1, source: [0])]
        shape.instance = [0, 1]
        return shape
    }

    /// Every field, read through the shape's accessors into a plain structure: what the shape is, told
    /// apart from how it stores it.
    struct Fields: Equatable {
        var id: String?, classes: [String], path: Path, transform: AffineTransform, style: DrawingStyle
        var properties: [String: String], source: [Int], location: EmblemSVG.SourceLocation?, enclosingEffects: [EnclosingEffect]
        var paintTransform: AffineTransform, text: XMLElement?, instance: [Int]?, sourcePathData: SourcePathData?

        init(_ shape: DrawingShape) {
            id = shape.id; classes = shape.classes; path = shape.path; transform = shape.transform; style = shape.style
            properties = shape.properties; source = shape.source; location = shape.location
            enclosingEffects = shape.enclosingEffects; paintTransform = shape.paintTransform; text = shape.text
            instance = shape.instance; sourcePathData = shape.sourcePathData
        }
    }

    /// One change of one field, made the same way to a shape and to the fields expected of it.
    struct Change {
        let name: String
        let toShape: (inout DrawingShape) -> Void
        let toFields: (inout Fields) -> Void

        static func random(using random: inout SplitMix64) -> Change {
            let number = Double(random.next() % 1000) / 10
            let word = "w\(random.next() % 100)"
            switch random.next() % 14 {
            case 0: return Change(name: "id", toShape: { $0.id = word }, toFields: { $0.id = word })
            case 1: return Change(name: "classes", toShape: { $0.classes.append(word) }, toFields: { $0.classes.append(word) })
            case 2:
                return Change(name: "path", toShape: { $0.path.line(to: Point(x: number, y: 1)) },
                              toFields: { $0.path.line(to: Point(x: number, y: 1)) })
            case 3: return Change(name: "transform", toShape: { $0.transform.e = number }, toFields: { $0.transform.e = number })
            case 4: return Change(name: "style", toShape: { $0.style.opacity = number / 100 }, toFields: { $0.style.opacity = number / 100 })
            case 5: return Change(name: "properties", toShape: { $0.properties[word] = word }, toFields: { $0.properties[word] = word })
            case 6: return Change(name: "source", toShape: { $0.source.append(Int(number)) }, toFields: { $0.source.append(Int(number)) })
            case 7:
                let location = EmblemSVG.SourceLocation(file: word, line: Int(number), column: 1)
                return Change(name: "location", toShape: { $0.location = location }, toFields: { $0.location = location })
            case 8: return Change(name: "enclosingEffects", toShape: { $0.enclosingEffects.removeAll() }, toFields: { $0.enclosingEffects.removeAll() })
            case 9: return Change(name: "paintTransform", toShape: { $0.paintTransform.f = number }, toFields: { $0.paintTransform.f = number })
            case 10: return Change(name: "instance", toShape: { $0.instance = nil }, toFields: { $0.instance = nil })
            case 12:
                // Set whole (the setter, not a change in place).
                var path = Path()
                path.move(to: Point(x: number, y: number))
                return Change(name: "path set", toShape: { $0.path = path }, toFields: { $0.path = path })
            case 11:
                // Replacing the data keeps the path it drew.
                return Change(name: "sourcePathData", toShape: { $0.sourcePathData = nil }, toFields: { $0.sourcePathData = nil })
            default:
                let text = XMLElement(name: "text")
                return Change(name: "text", toShape: { $0.text = text }, toFields: { $0.text = text })
            }
        }
    }

    /// Random changes to a pool of shapes that copy one another: after every step each shape's fields are
    /// what the same steps made of plain copied values.
    @Test(arguments: 0..<4) func copiesNeverShareAChange(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xC0_77 &+ seed)
        let first = try Self.richShape()
        var shapes = Array(repeating: first, count: 5)
        var expected = Array(repeating: Fields(first), count: 5)
        for step in 0..<400 {
            let slot = Int(random.next() % 5)
            let done: String
            if random.next() % 3 == 0 {
                let from = Int(random.next() % 5)
                shapes[slot] = shapes[from]
                expected[slot] = expected[from]
                done = "shape \(from) copied into \(slot)"
            } else {
                let change = Change.random(using: &random)
                change.toShape(&shapes[slot])
                change.toFields(&expected[slot])
                done = "\(change.name) of shape \(slot) changed"
            }
            for index in shapes.indices where Fields(shapes[index]) != expected[index] {
                Issue.record("step \(step) (\(done)): shape \(index) differs from what its steps made of it")
                return
            }
        }
    }

    /// A shape changed while nothing else holds its storage changes it in place; changed while a copy
    /// shares it, it takes storage of its own and the copy keeps the old.
    @Test func storageIsCopiedOnlyWhenShared() throws {
        var shape = try Self.richShape()
        let alone = ObjectIdentifier(shape.storage)
        shape.style.opacity = 0.25
        shape.path.close()
        #expect(ObjectIdentifier(shape.storage) == alone)
        let copy = shape
        #expect(ObjectIdentifier(copy.storage) == alone)
        shape.transform.e = 9
        #expect(ObjectIdentifier(shape.storage) != alone && ObjectIdentifier(copy.storage) == alone)
        #expect(copy.transform.e != 9 && copy.style.opacity == 0.25)
    }

    /// Equal values are equal and hash alike whether or not they share storage; changed and changed
    /// back, a shape equals what it was.
    @Test func equalityAndHashingAreAValues() throws {
        let one = try Self.richShape(), other = try Self.richShape()
        #expect(one.storage !== other.storage)
        #expect(one == other && one.hashValue == other.hashValue)
        var changed = one
        changed.style.opacity = 0.5
        #expect(changed != one)
        changed.style.opacity = one.style.opacity
        #expect(changed == one && changed.hashValue == one.hashValue)
        #expect(Set([one, other, changed]).count == 1)
    }

    /// Copies changed on many threads at once each see their own change only; the shape they were copied
    /// from is unchanged.
    @Test func copiesChangedConcurrentlyStayApart() async throws {
        let shared = try Self.richShape()
        let before = Fields(shared)
        let opacities = await withTaskGroup(of: (Double, Double).self) { group in
            for task in 0..<16 {
                group.addTask {
                    var copy = shared
                    let opacity = Double(task) / 16
                    for _ in 0..<200 { copy.style.opacity = opacity }
                    return (opacity, copy.style.opacity)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(opacities.count == 16 && opacities.allSatisfy { $0.0 == $0.1 })
        #expect(Fields(shared) == before)
    }
}
