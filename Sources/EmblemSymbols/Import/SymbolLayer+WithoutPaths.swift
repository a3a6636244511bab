import EmblemGeometry

package extension SymbolLayer {
    /// The layer with every shape's path emptied, and the transforms that moved it and the boxes of the
    /// groups around it forgotten (a `transform-box: fill-box` transform, and a box, measure paths): what an import without geometry
    /// (`SymbolImporter.buildsGeometry`) makes of it, for the checks that the two agree on everything else
    /// (`GeometryFreeImportTests`, and `emblem-corpus --recolor` on public icon sets).
    var withoutPaths: SymbolLayer {
        var layer = self
        for index in layer.shapes.indices {
            layer.shapes[index].path = Path()
            // The data kept beside a marked path's arcs is kept with its geometry.
            layer.shapes[index].sourcePathData = nil
            layer.shapes[index].paintTransform = .identity
            for effect in layer.shapes[index].enclosingEffects.indices {
                layer.shapes[index].enclosingEffects[effect].transform = .identity
                layer.shapes[index].enclosingEffects[effect].box = nil
            }
        }
        return layer
    }
}
