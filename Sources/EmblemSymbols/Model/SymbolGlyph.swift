import EmblemGeometry
import EmblemSVG

/// One drawable design of a symbol (a weight and scale, or the single design of a plain SVG): its layers
/// in Z-order and its guides.
public struct SymbolGlyph: Hashable, Sendable {
    /// The variant this glyph is, or nil for a plain SVG's only design.
    public var variant: SymbolVariantID?
    public var layers: [SymbolLayer]
    public var guides: SymbolGuides
    /// Gradients, clip paths and masks the layers refer to, kept verbatim.
    public var definitions: [XMLElement]
    /// How the glyph was obtained: read from the file, interpolated between masters, or scaled.
    public var origin: Origin

    public enum Origin: String, Hashable, Sendable, Codable { case explicit, interpolated, scaled }

    public init(variant: SymbolVariantID?, layers: [SymbolLayer], guides: SymbolGuides,
                definitions: [XMLElement] = [], origin: Origin = .explicit) {
        self.variant = variant
        self.layers = layers
        self.guides = guides
        self.definitions = definitions
        self.origin = origin
    }

    /// Exact bounds of everything the glyph draws.
    public var bounds: Rect? {
        layers.compactMap(\.bounds).reduce(nil) { partial, next in partial.map { $0.union(next) } ?? next }
    }

    /// Which levels occur, in hierarchy order (what palette colours map onto).
    public var levels: [LayerLevel] { LayerLevel.allCases.filter { level in layers.contains { $0.level == level } } }

    /// The glyph with every coordinate mapped through `transform` (shapes, guides).
    public func applying(_ transform: AffineTransform) -> SymbolGlyph {
        var copy = self
        copy.guides = guides.applying(transform)
        for index in copy.layers.indices {
            copy.layers[index].shapes = copy.layers[index].shapes.map { shape in
                var shape = shape
                shape.path = shape.path.applying(transform.concatenating(shape.transform))
                shape.transform = .identity
                // Stroke widths follow the (uniform part of the) scale.
                shape.style.strokeWidth *= abs(transform.determinant).squareRoot()
                return shape
            }
        }
        return copy
    }
}
