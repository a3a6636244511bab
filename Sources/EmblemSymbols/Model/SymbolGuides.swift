import EmblemGeometry

/// The guides of one glyph in its own coordinates: y grows downwards and the baseline is at `baseline`
/// (0 for SF Symbols templates, whose paths are local to the baseline and the left margin).
public struct SymbolGuides: Hashable, Sendable {
    public var baseline: Double
    /// The cap line's y (above the baseline, so smaller).
    public var capline: Double
    public var leftMargin: Double
    public var rightMargin: Double

    public init(baseline: Double, capline: Double, leftMargin: Double, rightMargin: Double) {
        self.baseline = baseline
        self.capline = capline
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
    }

    public var capHeight: Double { baseline - capline }
    public var advanceWidth: Double { rightMargin - leftMargin }

    /// The point symbols centre on: midway between the margins, midway up the cap height. Whole-symbol
    /// effects scale and rotate about it, and right-to-left mirroring flips about its x.
    public var center: Point { Point(x: (leftMargin + rightMargin) / 2, y: (baseline + capline) / 2) }

    /// The guides after an affine map that keeps horizontal lines horizontal (scales and translations).
    public func applying(_ transform: AffineTransform) -> SymbolGuides {
        let left = transform.apply(to: Point(x: leftMargin, y: baseline))
        let right = transform.apply(to: Point(x: rightMargin, y: capline))
        return SymbolGuides(baseline: left.y, capline: right.y, leftMargin: min(left.x, right.x), rightMargin: max(left.x, right.x))
    }
}
