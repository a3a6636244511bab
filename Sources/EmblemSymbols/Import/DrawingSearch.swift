import EmblemGeometry
import EmblemSVG

extension DrawingGroup {
    /// The first group with this id at any depth, with the transform from its space to the drawing's.
    func group(withID id: String, transform outer: AffineTransform = .identity) -> (group: DrawingGroup, transform: AffineTransform)? {
        let total = outer.concatenating(transform)
        for child in children {
            guard case .group(let group) = child else { continue }
            if group.id == id { return (group, total.concatenating(group.transform)) }
            if let found = group.group(withID: id, transform: total) { return found }
        }
        return nil
    }

    /// Every shape at any depth with its transform into this group's own space (not including the group's
    /// own transform), and the classes and properties its ancestor groups carry, nearest last.
    func shapesInOwnSpace() -> [(shape: DrawingShape, transform: AffineTransform, opacity: Double, inheritedClasses: [String])] {
        var result: [(DrawingShape, AffineTransform, Double, [String])] = []
        func walk(_ group: DrawingGroup, _ transform: AffineTransform, _ opacity: Double, _ classes: [String]) {
            for child in group.children {
                switch child {
                case .shape(let shape): result.append((shape, transform.concatenating(shape.transform), opacity, classes))
                case .group(let inner):
                    walk(inner, transform.concatenating(inner.transform), opacity * inner.opacity, classes + inner.classes)
                case .preserved: break
                }
            }
        }
        walk(self, .identity, 1, [])
        return result
    }
}

extension DrawingShape {
    /// The shape with `transform` baked into its path (stroke width scaled by the transform's mean scale).
    func baked(_ transform: AffineTransform) -> DrawingShape {
        var shape = self
        shape.path = path.applying(transform)
        shape.transform = .identity
        shape.style.strokeWidth *= abs(transform.determinant).squareRoot()
        return shape
    }

    /// The first point of the shape's path after `transform` and the last one: a guide line's ends.
    func endpoints(_ transform: AffineTransform) -> (Point, Point)? {
        let points = path.points
        guard let first = points.first, let last = points.last else { return nil }
        return (transform.apply(to: first), transform.apply(to: last))
    }
}
