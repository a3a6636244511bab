extension ResolverRun {
    /// Warns of what `style` refers to that the document does not hold, or holds as another kind of element:
    /// a gradient or pattern to paint with, a clip path, mask, filter or marker. librsvg then paints the
    /// fallback colour or nothing, and draws the element unclipped, unmasked, unfiltered or without the
    /// marker (as SVG 2 and Filter Effects say): a typo in an id changed the drawing without a word. Once
    /// for each reference, at the first element drawn with it (a group's fill is every shape's in it).
    mutating func checkReferences(of style: DrawingStyle, at location: SourceLocation?) {
        for (property, paint) in [("fill", style.fill), ("stroke", style.stroke)] {
            guard let id = paint.referencedID else { continue }
            let drawn = if case .reference(_, _?) = paint { "its fallback colour is painted instead" } else { "it paints nothing" }
            check(property, id: id, kinds: [.linearGradient, .radialGradient, .pattern], expected: "a gradient or pattern", drawn: drawn, at: location)
        }
        checkEffectReferences(clipPath: style.clipPath, mask: style.mask, filter: style.filter, at: location)
        guard !style.extra.isEmpty else { return }
        for property in ["marker-start", "marker-mid", "marker-end"] {
            guard let text = style.extra[property] else { continue }
            for id in FragmentReference.ids(inURLsOf: text) {
                check(property, id: id, kinds: [.marker], expected: "a marker", drawn: "no marker is drawn there", at: location)
            }
        }
    }

    /// ``checkReferences(of:at:)`` for the properties a group has of its own.
    mutating func checkEffectReferences(clipPath: String?, mask: String?, filter: String?, at location: SourceLocation?) {
        let effects: [(String, String?, SVGElementKind, String)] = [
            ("clip-path", clipPath, .clipPath, "the element is drawn unclipped"),
            ("mask", mask, .mask, "the element is drawn unmasked"),
            ("filter", filter, .filter, "the element is drawn without the filter"),
        ]
        for (property, text, kind, drawn) in effects {
            guard let text else { continue }
            for id in FragmentReference.ids(inURLsOf: text) {
                check(property, id: id, kinds: [kind], expected: "a <\(kind.rawValue)>", drawn: drawn, at: location)
            }
        }
    }

    private mutating func check(_ property: String, id: String, kinds: Set<SVGElementKind>, expected: String, drawn: String,
                                at location: SourceLocation?) {
        // In place: a copy to insert into would copy the whole set for each reference.
        if warnedReferences == nil { warnedReferences = [] }
        guard warnedReferences!.insert(property + "#" + id).inserted else { return }
        let problem: String
        if let target = target(withID: id)?.element {
            guard !kinds.contains(target.kind) else { return }
            problem = "a <\(target.name)>, not \(expected)"
        } else {
            problem = "which does not exist"
        }
        diagnostics.append(Diagnostic(.warning, "\(property) refers to '#\(id)', \(problem); \(drawn).", at: location))
    }
}
