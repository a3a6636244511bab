import EmblemGeometry

extension DrawingShape {
    /// Maps the path through `transform`, and its source data with it (``sourcePathData``): the symbol
    /// pipeline bakes transforms into paths, and a marked path's arcs stay arcs through them.
    public mutating func mapPath(by transform: AffineTransform) {
        // Baking often maps by the identity: nothing to change, nor to allocate.
        guard !transform.isIdentity else { return }
        let mapped = path.applying(transform)
        if let source = sourcePathData { sourcePathData = source.mapped(by: transform, from: path, to: mapped) }
        path = mapped
    }
}
