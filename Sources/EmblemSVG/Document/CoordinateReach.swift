import EmblemGeometry

/// How far a drawing's shapes reach past its view box, against what cairo can draw at all: cairo holds
/// device coordinates in 24.8 fixed point, so past ±8,388,607 px (2²³) a coordinate wraps around. A shape
/// reaching that far is drawn wrongly (its far points land elsewhere) or not at all, and filling a path
/// of many such points runs for minutes and can corrupt cairo's heap. Ours: a 23 KB file of one path
/// through 600 points up to 10⁷ units off a 32-unit view box drew in 0.03 s at 32 px (device
/// coordinates below 2²³), but at 64 px (2 × 10⁷ px) ran 73 s and then aborted the process ("double
/// free or corruption"). As a clip path's content they were drawn in 0.06 s.
///
/// The reach is measured on the resolved drawing, in the view box's longer side (a drawing without a
/// `viewBox` has its viewport there, `ViewBox.viewport(of:)`): how far the exact bounds of each drawn
/// shape (``DrawingShape/drawnBounds(transform:)``: its path after every transform, `use` copies
/// included, and half its stroke) stand out of the view box. What is never drawn (in `defs` and never
/// used, under `display="none"`) is not in the drawing. The content of masks, clip paths, patterns and
/// markers is drawn in each referrer's space, and measured with the rest of its cost (``PaintingCost``,
/// ``farthestCoordinate(of:transform:)``, ``contentReach(_:in:)``): the same points as a mask's content
/// ran 77 s and aborted the process as well. A shape whose bounds are not finite is not measured
/// either: its infinite numbers are written as 0, not drawn. (Only a plain file is measured: a template's glyph is drawn in a canvas grown
/// to hold it, `SymbolCanvas`.)
public enum CoordinateReach {
    /// The farthest a drawn shape may reach past the view box, in the view box's longer side [EST]. The
    /// longer side is drawn at most `Rasterizer.maximumSide` (16,384) px, `--pixel-scale` included, so a
    /// shape within 256 of them stays within 257 × 16,384 ≈ 4.2 million px of the canvas's origin: half
    /// of cairo's 2²³ (8,388,608), the other half room for what moves it farther on the way to cairo (an
    /// effect's scale, at most `EffectConstants.appearLargeScale`, 1.4, about a point of the glyph, or its
    /// turn; animations are drawn at most 4,096 px, with `SymbolAnimation.canvasRoom` around the view
    /// box). Of the 70,977 public and theme icons, 81 reach past one side, and the farthest 150 (a
    /// 2,000-unit square left 2,400 units off a 16-unit canvas): all are drawn.
    public static let maximumReach = 256.0

    /// The first drawn shape of `drawing` that reaches more than ``maximumReach`` view box sides past
    /// the view box, with its reach in those sides, or nil.
    public static func excess(of drawing: Drawing) -> (reach: Double, location: SourceLocation?)? {
        let viewBox = drawing.viewBox
        let side = max(viewBox.width, viewBox.height)
        guard side > 0, side.isFinite else { return nil }
        let limit = maximumReach * side
        var found: (Double, SourceLocation?)?
        drawing.root.visitShapes(transform: .identity) { shape, transform in
            guard found == nil, !shape.path.isEmpty else { return }
            // The box of the control points holds the curve's (a cubic stays within the hull of its
            // control points), so a shape whose control points stay within the limit is within it. It
            // is found without making the transformed path or solving a curve, as every shape of every
            // icon drawn is measured; only a shape it leaves in doubt is measured exactly.
            let near = controlReach(of: shape, transform: transform, viewBox: viewBox)
            guard !(near <= limit) else { return }
            if let reach = self.reach(of: shape, transform: transform, viewBox: viewBox), reach > maximumReach {
                found = (reach, shape.location)
            }
        }
        return found
    }

    /// How many of `viewBox`'s longer sides the exact drawn bounds of `shape`, in the drawing's space
    /// `transform`, stand out of it: 0 within it, nil when the shape has no bounds or they are not finite.
    public static func reach(of shape: DrawingShape, transform: AffineTransform, viewBox: Rect) -> Double? {
        guard let box = shape.drawnBounds(transform: transform),
              box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        let distance = distance(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, outOf: viewBox)
        guard distance.isFinite else { return nil }
        return distance / max(viewBox.width, viewBox.height)
    }

    /// How far the box of `shape`'s control points in the drawing's space, widened by half its stroke as
    /// ``DrawingShape/drawnBounds(transform:)`` widens it, stands out of `viewBox`, in units: never less
    /// than the exact bounds do. Not finite (or NaN) when a point is not.
    static func controlReach(of shape: DrawingShape, transform: AffineTransform, viewBox: Rect) -> Double {
        guard let box = controlBox(of: shape, transform: transform) else { return .infinity }
        return distance(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, outOf: viewBox)
    }

    /// The farthest `shape`'s control points, widened by half its stroke, stand from the origin of the
    /// space `transform` takes them to, along x or y: 0 for an empty path, infinite when a point is not
    /// finite. Measured on the content of masks, clip paths, patterns and markers (``PaintingCost``), which
    /// is drawn in the space of each element referring to it, wherever that is.
    static func farthestCoordinate(of shape: DrawingShape, transform: AffineTransform) -> Double {
        guard !shape.path.isEmpty else { return 0 }
        guard let box = controlBox(of: shape, transform: transform) else { return .infinity }
        return max(-box.minX, box.maxX, -box.minY, box.maxY, 0)
    }

    /// How many of `viewBox`'s longer sides a point `coordinate` from the origin along x or y stands out
    /// of it at least (the view box's farthest corner subtracted), for content drawn wherever the element
    /// referring to it is; nil for a view box without size.
    public static func contentReach(_ coordinate: Double, in viewBox: Rect) -> Double? {
        let side = max(viewBox.width, viewBox.height)
        guard side > 0, side.isFinite else { return nil }
        let corner = max(abs(viewBox.minX), abs(viewBox.maxX), abs(viewBox.minY), abs(viewBox.maxY))
        return max(0, coordinate - corner) / side
    }

    /// The box of `shape`'s control points after `transform`, widened by half its stroke as drawn; nil
    /// when a point is not finite or there is none.
    private static func controlBox(of shape: DrawingShape, transform: AffineTransform)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var isFinite = true
        func include(_ point: Point) {
            let p = transform.apply(to: point)
            guard p.x.isFinite, p.y.isFinite else { isFinite = false; return }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in shape.path.elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .close: break
            }
        }
        guard isFinite, minX <= maxX else { return nil }
        if shape.style.stroke != .none, shape.style.strokeWidth > 0 {
            let half = shape.style.strokeWidth * abs(transform.determinant).squareRoot() / 2
            minX -= half; minY -= half; maxX += half; maxY += half
        }
        return (minX, minY, maxX, maxY)
    }

    /// How far a box stands out of `viewBox` on its farthest side: 0 when it is within.
    private static func distance(minX: Double, minY: Double, maxX: Double, maxY: Double, outOf viewBox: Rect) -> Double {
        max(0, viewBox.minX - minX, maxX - viewBox.maxX, viewBox.minY - minY, maxY - viewBox.maxY)
    }
}
