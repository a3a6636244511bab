import EmblemGeometry
import EmblemSVG

/// What drawing a glyph into a raster frame costs librsvg, counted in shapes: the unit is one small shape
/// drawn into a small frame. Commands that draw a glyph many times (animation frames, a sheet's cells)
/// hold a budget for all of them together.
///
/// Ours, from APNG frames of generated drawings (CPU time, a frame's own PNG work taken off): a small
/// shape costs ≈ 11 µs at 16 to 128 px, a clip path ≈ 21 µs more than the shape it clips, a draw mask's
/// dashed guide ≈ 15–20 µs. Larger frames cost more a shape, through two terms fitted to the same runs:
/// one for the frame's side (≈ 7 ns a pixel of it, whatever the shape covers: 5,000 squares of 1% of the
/// frame took 14, 16 and 30 µs each at 512, 1,024 and 2,048 px) and one for the pixels the shape covers
/// (≈ 0.11 ns each: 1,000 squares over the whole frame took 38, 148 and 506 µs each there).
public enum FrameDrawingCost {
    /// What a definition written with each frame costs (a gradient, clip path, mask … read and built for
    /// every drawing, used or not), and each guide of a draw mask, against a small shape.
    public static let definitionWeight = 2
    /// The frame side at which a shape costs one more unit, whatever it covers.
    static let pixelsOfSidePerUnit = 1_500.0
    /// The pixels a shape must cover to cost one more unit.
    static let coveredPixelsPerUnit = 100_000.0

    /// What one shape costs in a frame `side` pixels square, covering `coveredPixels` of it (at most
    /// the frame; nil when its extent is unknown, as for text, which then counts as covering nothing).
    public static func shapeWeight(side: Double, coveredPixels: Double?) -> Double {
        let covered = min(max(coveredPixels ?? 0, 0), side * side)
        return 1 + side / pixelsOfSidePerUnit + (covered.isFinite ? covered : side * side) / coveredPixelsPerUnit
    }
}

extension SymbolGlyph {
    /// What drawing the glyph once into a frame `side` pixels square costs librsvg (``FrameDrawingCost``),
    /// at `pixelsPerUnit` pixels a unit of the glyph: each shape drawn (`use` copies included) by its
    /// weight there, each definition ``FrameDrawingCost/definitionWeight``.
    public func drawingCost(side: Double, pixelsPerUnit: Double) -> Int {
        var total = Double(FrameDrawingCost.definitionWeight * definitions.count)
        let area = pixelsPerUnit * pixelsPerUnit
        for layer in layers {
            for shape in layer.shapes {
                let covered = shape.drawnBounds(transform: .identity).map { $0.width * $0.height * area }
                total += FrameDrawingCost.shapeWeight(side: side, coveredPixels: covered)
            }
        }
        return Int(min(total.rounded(.up), Double(Int.max / 2)))
    }
}
