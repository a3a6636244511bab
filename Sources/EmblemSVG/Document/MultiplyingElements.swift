/// The elements that let drawing a document cost more than the document holds (a filter drawn per
/// element, a marker per vertex, a copy per `use`), and whether a document has any: what to ask before
/// the checks that only such documents need (`FilterHazards`, `DrawingCost`). One walk, no hashing: most
/// icons have none, and the question is asked of every file drawn.
public struct MultiplyingElements: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let filter = MultiplyingElements(rawValue: 1)
    public static let marker = MultiplyingElements(rawValue: 2)
    public static let use = MultiplyingElements(rawValue: 4)
    /// Not a multiplier: an `<image>` or `feImage` of a `data:` URL, which ``EmbeddedImages`` checks.
    public static let embeddedImage = MultiplyingElements(rawValue: 8)
    /// Not a multiplier: what ``PaintingCost`` measures could be here (a gradient, a pattern, referenced
    /// content with text, a dash array, round caps or joins, a blend mode or isolation, or a sheet that
    /// could set one). Without it, as in nearly every
    /// icon, that walk of the drawing (≈ 1,400 instructions an icon in copies) is skipped.
    public static let painting = MultiplyingElements(rawValue: 16)
    /// Not a multiplier: paths and polylines long enough together for ``PathCrossings`` to measure (their
    /// `d` and `points` at least ``longPathText`` bytes in all).
    public static let longPath = MultiplyingElements(rawValue: 32)
    private static let all: MultiplyingElements = [.filter, .marker, .use, .embeddedImage, .painting, .longPath]
    /// The shortest text of `PathCrossings.measuredDrawingSegments` segments: two bytes each (`v1`).
    static let longPathText = 2 * PathCrossings.measuredDrawingSegments

    /// Those under `root`, itself included.
    public init(in root: XMLElement) {
        var found: MultiplyingElements = []
        var pathText = 0
        func visit(_ element: XMLElement) {
            switch element.kind {
            case .filter: found.insert(.filter)
            case .marker: found.insert(.marker)
            case .use: found.insert(.use)
            case .image, .unknown: if EmbeddedImages.embedsData(element) { found.insert(.embeddedImage) }
            case .linearGradient, .radialGradient, .pattern, .mask, .clipPath, .style: found.insert(.painting)
            case .path, .polyline, .polygon:
                guard !found.contains(.longPath) else { break }
                pathText += Self.pathTextLength(of: element)
                if pathText >= Self.longPathText { found.insert(.longPath) }
            default: break
            }
            if element.kind == .marker { found.insert(.painting) }
            if !found.contains(.painting), Self.setsPaintedProperty(element) { found.insert(.painting) }
            for case .element(let child) in element.children where found != Self.all { visit(child) }
        }
        visit(root)
        self = found
    }

    /// The bytes of a path's `d`, or a polyline's or polygon's `points`.
    private static func pathTextLength(of element: XMLElement) -> Int {
        element[attribute: element.kind == .path ? "d" : "points"]?.utf8.count ?? 0
    }

    /// Whether `element` sets what ``PaintingCost`` measures on a shape of its own, as an attribute or in
    /// its `style`: a dash array, round caps or joins (whose width is measured), a blend mode or isolation.
    private static func setsPaintedProperty(_ element: XMLElement) -> Bool {
        // By index: `contains` on the attributes copied each one, path data and all.
        let attributes = element.attributes
        return attributes.indices.contains { index in
            let attribute = attributes[index]
            // By length first: nearly every attribute of nearly every icon is none of these.
            switch attribute.name.utf8.count {
            case 5:
                guard attribute.isNamed("style", count: 5) else { return false }
                return withUTF8Bytes(attribute.value) { bytes in styleWords.contains { contains($0, in: bytes) } }
            case 9: return attribute.isNamed("isolation", count: 9)
            case 14, 15:
                if attribute.isNamed("mix-blend-mode", count: 14) { return true }
                guard attribute.isNamed("stroke-linecap", count: 14) || attribute.isNamed("stroke-linejoin", count: 15) else { return false }
                // Bytes, not `String.contains`: ≈ 15,000 instructions an icon on a stroked set, where every
                // element says `round`.
                return withUTF8Bytes(attribute.value) { contains("round", in: $0) }
            case 16: return attribute.isNamed("stroke-dasharray", count: 16)
            default: return false
            }
        }
    }

    private static func contains(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(bytes, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// What a `style` holding any of those properties holds.
    private static let styleWords: [StaticString] = ["dasharray", "round", "blend", "isolation"]
}
