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
    /// Whether the glyph has been mirrored for a right-to-left layout (see `mirrored()`).
    public var isMirrored = false
    /// For the glyph a Magic Replace draws, which incoming layers continue outgoing ones; nil otherwise.
    public var continuedLayers: ContinuedLayers?

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

    /// The glyph with every coordinate mapped through `transform` (shapes, guides): paths are moved, text is
    /// placed by the transform, and clips, masks, filters and gradients keep the space they were made in,
    /// mapped with the shapes (as ``mirrored()`` maps them).
    public func applying(_ transform: AffineTransform) -> SymbolGlyph {
        var copy = self
        copy.guides = guides.applying(transform)
        for index in copy.layers.indices {
            copy.layers[index].drawGuide = copy.layers[index].drawGuide?.applying(transform)
            copy.layers[index].shapes = copy.layers[index].shapes.map { shape in
                // A path's own clip, mask and filter were made in its user space, which moving the path
                // leaves behind: they move into an enclosing effect, as the groups' are. Text keeps its own,
                // being placed by its transform.
                var shape = shape.text == nil ? shape.movingOwnEffects(from: shape.transform) : shape
                for effect in shape.enclosingEffects.indices {
                    shape.enclosingEffects[effect].transform = transform.concatenating(shape.enclosingEffects[effect].transform)
                }
                guard shape.text == nil else {
                    shape.transform = transform.concatenating(shape.transform)
                    return shape
                }
                let moved = transform.concatenating(shape.transform)
                shape.mapPath(by: moved)
                shape.paintTransform = moved.concatenating(shape.paintTransform)
                shape.transform = .identity
                // Stroke widths and dashes follow the (uniform part of the) scale, and a stretched
                // stroke the stretch.
                shape.style.transformStroke(by: moved)
                return shape
            }
        }
        return copy
    }
}
