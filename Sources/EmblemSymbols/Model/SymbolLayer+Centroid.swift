import EmblemGeometry
import EmblemSVG

extension SymbolLayer {
    /// The centre of the paint the layer lays down: the centroid of its filled areas (``Path/areaCentroid``)
    /// and stroked lengths (``Path/lengthCentroid``, weighted by the stroke's width), together; `nil` when
    /// it paints no area. A rotor spins about it: the three blades of a fan, whose bounding box is centred
    /// elsewhere, have it at their hub.
    public var paintCentroid: Point? {
        var weight = 0.0, sumX = 0.0, sumY = 0.0
        func add(_ amount: Double, at point: Point) {
            guard amount > 0, amount.isFinite else { return }
            weight += amount
            sumX += amount * point.x
            sumY += amount * point.y
        }
        for shape in shapes where shape.text == nil {
            let path = shape.transform.isIdentity ? shape.path : shape.path.applying(shape.transform)
            if shape.style.fill != .none, let (area, centroid) = path.areaCentroid { add(abs(area), at: centroid) }
            if shape.style.stroke != .none, shape.style.strokeWidth > 0, let (length, centroid) = path.lengthCentroid {
                add(length * shape.style.strokeWidth * abs(shape.transform.determinant).squareRoot(), at: centroid)
            }
        }
        guard weight > 0 else { return nil }
        return Point(x: sumX / weight, y: sumY / weight)
    }
}
