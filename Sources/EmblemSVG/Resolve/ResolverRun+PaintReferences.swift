extension ResolverRun {
    /// Warns of a fill or stroke that refers to no gradient or pattern of the document: librsvg paints it
    /// as its fallback colour, or not at all (SVG 2), so a typo in an id left a shape blank without a word.
    /// Once for each reference, at the first shape painted with it.
    mutating func checkPaintReferences(of style: DrawingStyle, at location: SourceLocation?) {
        for (property, paint) in [("fill", style.fill), ("stroke", style.stroke)] {
            guard let id = paint.referencedID, !warnedPaintReferences.contains(property + "#" + id) else { continue }
            let problem: String
            if let target = target(withID: id)?.element {
                guard !Self.paintServers.contains(target.kind) else { continue }
                problem = "a <\(target.name)>, not a gradient or pattern"
            } else {
                problem = "which does not exist"
            }
            warnedPaintReferences.insert(property + "#" + id)
            let drawn = if case .reference(_, _?) = paint { "its fallback colour is painted instead" } else { "it paints nothing" }
            diagnostics.append(Diagnostic(.warning, "\(property) refers to '#\(id)', \(problem); \(drawn).", at: location))
        }
    }

    private static let paintServers: Set<SVGElementKind> = [.linearGradient, .radialGradient, .pattern]
}
