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
    private static let all: MultiplyingElements = [.filter, .marker, .use, .embeddedImage]

    /// Those under `root`, itself included.
    public init(in root: XMLElement) {
        var found: MultiplyingElements = []
        func visit(_ element: XMLElement) {
            switch element.kind {
            case .filter: found.insert(.filter)
            case .marker: found.insert(.marker)
            case .use: found.insert(.use)
            case .image, .unknown: if EmbeddedImages.embedsData(element) { found.insert(.embeddedImage) }
            default: break
            }
            for case .element(let child) in element.children where found != Self.all { visit(child) }
        }
        visit(root)
        self = found
    }
}
