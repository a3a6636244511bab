import EmblemGeometry
import EmblemSVG

/// Weight interpolation between the Ultralight, Regular and Black masters, point by point.
///
/// The blend factors are the ones measured on a real 27-variant export (SF-SEMANTICS 2.5): weights lighter
/// than Regular blend towards Ultralight, heavier ones towards Black, linearly per control point, with the
/// margins blended the same way.
enum MasterInterpolation {
    /// t for each weight: the fraction of the way from Regular to the master on that side.
    static let blend: [SymbolWeight: (master: SymbolWeight, t: Double)] = [
        .ultralight: (.ultralight, 1), .thin: (.ultralight, 0.7742), .light: (.ultralight, 0.3333),
        .regular: (.regular, 0), .medium: (.black, 0.18), .semibold: (.black, 0.318), .bold: (.black, 0.5),
        .heavy: (.black, 0.764), .black: (.black, 1),
    ]

    static func glyph(weight: SymbolWeight, masters symbol: Symbol) throws(SymbolError) -> SymbolGlyph {
        let regularID = SymbolVariantID(weight: .regular, scale: .small)
        guard let regular = symbol.glyphs[regularID], let (masterWeight, t) = blend[weight],
              let master = symbol.glyphs[SymbolVariantID(weight: masterWeight, scale: .small)] else {
            throw SymbolError(.unknownVariant, "The symbol \(symbol.name) lacks the Regular-S master needed to interpolate \(weight.templateName).")
        }
        try checkCompatible(regular, master, symbol: symbol.name, masterName: "\(masterWeight.templateName)-S")
        var result = regular
        result.variant = SymbolVariantID(weight: weight, scale: .small)
        result.origin = weight == .regular ? .explicit : .interpolated
        if t == 0 { return result }
        // Masters are designed from their own left margin and baseline (SF-SEMANTICS 2.3). Their group
        // frames agree in an export, but an editor may move a group or flatten its transform into the
        // paths (EX-ICE1), so the master is first moved into Regular-S's frame: left margins and
        // baselines coincide, and the advance width is what blends.
        let offset = Point(x: regular.guides.leftMargin - master.guides.leftMargin, y: regular.guides.baseline - master.guides.baseline)
        for layerIndex in result.layers.indices {
            // The draw guide blends as the paths do; where the masters' guides differ in shape, Regular's.
            if let a = regular.layers[layerIndex].drawGuide, let b = master.layers[layerIndex].drawGuide,
               let blended = a.interpolated(to: b.applying(.translation(x: offset.x, y: offset.y)), fraction: t) {
                result.layers[layerIndex].drawGuide = blended
            }
            for shapeIndex in result.layers[layerIndex].shapes.indices {
                let a = regular.layers[layerIndex].shapes[shapeIndex]
                let b = master.layers[layerIndex].shapes[shapeIndex]
                let pointsA = a.path.applying(a.transform).points
                let pointsB = b.path.applying(b.transform).points.map { $0 + offset }
                let blended = zip(pointsA, pointsB).map { $0.interpolated(to: $1, fraction: t) }
                var shape = a
                shape.path = a.path.applying(a.transform).replacingPoints(blended)
                shape.transform = .identity
                shape.style.strokeWidth = a.style.strokeWidth.interpolated(to: b.style.strokeWidth, fraction: t)
                result.layers[layerIndex].shapes[shapeIndex] = shape
            }
        }
        let g = regular.guides, m = master.guides
        result.guides.leftMargin = g.leftMargin.interpolated(to: m.leftMargin + offset.x, fraction: t)
        result.guides.rightMargin = g.rightMargin.interpolated(to: m.rightMargin + offset.x, fraction: t)
        return result
    }

    /// Masters interpolate only with the same layers, paths and control points (SF-SEMANTICS 2.4).
    static func checkCompatible(_ a: SymbolGlyph, _ b: SymbolGlyph, symbol: String, masterName: String) throws(SymbolError) {
        // Placed at the master's first path that differs (or the first path of its layer, or of the
        // master), which is what the designer edits.
        func refuse(_ detail: String, at shape: DrawingShape?) -> SymbolError {
            SymbolError(.incompatibleMasters, "The masters of \(symbol) cannot be interpolated: Regular-S and \(masterName) \(detail).",
                        at: (shape ?? b.layers.lazy.flatMap(\.shapes).first)?.location)
        }
        guard a.layers.count == b.layers.count else {
            throw refuse("have \(a.layers.count) and \(b.layers.count) layers", at: b.layers.dropFirst(a.layers.count).first?.shapes.first)
        }
        for (layerA, layerB) in zip(a.layers, b.layers) {
            guard layerA.shapes.count == layerB.shapes.count else {
                throw refuse("have \(layerA.shapes.count) and \(layerB.shapes.count) paths in layer \(layerA.index)",
                             at: layerB.shapes.dropFirst(layerA.shapes.count).first ?? layerB.shapes.first)
            }
            for (pathIndex, (shapeA, shapeB)) in zip(layerA.shapes, layerB.shapes).enumerated() {
                let kindsA = shapeA.path.elements.map(ElementKind.init), kindsB = shapeB.path.elements.map(ElementKind.init)
                guard kindsA == kindsB else {
                    throw refuse("differ in path \(pathIndex) of layer \(layerA.index) (\(kindsA.count) and \(kindsB.count) segments, or different segment types)",
                                 at: shapeB)
                }
            }
        }
    }

    /// What kind of element a path element is: masters (and their draw guides) blend only element for
    /// element of the same kinds.
    enum ElementKind: Equatable {
        case move, line, cubic, close
        init(_ element: PathElement) {
            switch element {
            case .move: self = .move
            case .line: self = .line
            case .cubic: self = .cubic
            case .close: self = .close
            }
        }
    }
}
