import EmblemGeometry
import EmblemSVG

/// The tints a drawing or document needs, made once each (by gradient and colour) and named
/// `emblem-tint-N` in the order they are first asked for, so the same input gives the same output.
package struct GradientTints {
    /// Where ids are looked up: the document, or a drawing's definitions.
    private let roots: [XMLElement]
    /// The first element with each id under `roots`, in document order: made at the first gradient
    /// paint, so that a document of 100,000 shapes painted with gradients is walked once, not per shape.
    private var index: [String: XMLElement]?
    private var made: [String: String] = [:]
    private var lastNumber = 0
    /// The new gradients, in the order they were made.
    package private(set) var elements: [XMLElement] = []

    package init(roots: [XMLElement]) { self.roots = roots }

    private mutating func lookup() -> (String) -> XMLElement? {
        let found = index ?? XMLElement.firstElementsByID(under: roots)
        index = found
        return { found[$0] }
    }

    /// `paint` with a gradient that fades replaced by its tint in `color`, for a shape whose path has been
    /// moved by `paintTransform` since the gradient was made for it; nil when the paint is kept (not a
    /// gradient, one whose stops are all opaque, which the flat colour draws alike, or one the move
    /// cannot carry).
    package mutating func tint(_ paint: Paint, color: Color, paintTransform: AffineTransform = .identity) -> Paint? {
        guard let id = paint.referencedID else { return nil }
        let lookup = lookup()
        guard let gradient = lookup(id),
              let stops = GradientTint.stopOpacities(ofGradient: id, in: lookup), GradientTint.isNeeded(stops),
              let transform = GradientTint.transform(ofGradient: id, under: paintTransform, in: lookup) else { return nil }
        let key = id + "\u{0}" + PaintWriter.string(for: color.withAlpha(1)) + "\u{0}" + (transform.map(\.description) ?? "")
        if let tintID = made[key] { return .reference("url(#\(tintID))", fallback: nil) }
        var tintID: String
        repeat {
            lastNumber += 1
            tintID = "emblem-tint-\(lastNumber)"
        } while lookup(tintID) != nil
        made[key] = tintID
        elements.append(GradientTint.element(tintID: tintID, of: id, name: gradient.name, stops: stops, color: color, transform: transform))
        return .reference("url(#\(tintID))", fallback: nil)
    }
}
