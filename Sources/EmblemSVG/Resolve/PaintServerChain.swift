/// What librsvg makes of a paint server's `href` chain.
package enum PaintServerChain {
    /// Whether librsvg, reading `server`'s `href` chain until every attribute it takes is set, comes to a
    /// reference to nothing (or to no paint server of its family): then it paints with the fallback,
    /// not with the server. A copy, which sets the geometry or a transform, can be complete before the
    /// break, and then paints where the original did not (a gradient whose chain ended in
    /// `href="#nothing"` drew in a nested svg only, and moved with a flipped shape in the symbol
    /// pipeline: differential fuzzing found both). `lookup` finds an element by id.
    package static func reachesBrokenReference(from server: XMLElement, lookup: (String) -> XMLElement?) -> Bool {
        let isPattern = server.kind == .pattern
        var unset: Set<String> = isPattern
            ? ["patternUnits", "patternContentUnits", "patternTransform", "viewBox", "preserveAspectRatio", "content"]
            : ["gradientUnits", "gradientTransform", "spreadMethod", "content"]
        let geometry = Set(ResolverRun.gradientGeometry[server.kind, default: []].map(\.name))
        unset.formUnion(geometry)
        var current = server
        var seen: Set<String> = []
        for _ in 0..<ReferenceChain.drawableLimit {
            // Geometry only from the same kind; a gradient's stops, or a pattern's content, from any.
            for attribute in current.attributes where current.kind == server.kind || !geometry.contains(String(attribute.name)) {
                unset.remove(String(attribute.name))
            }
            if current.childElements.contains(where: { isPattern || $0.kind == .stop }) { unset.remove("content") }
            guard !unset.isEmpty, let href = current[attribute: "href"] ?? current[attribute: "xlink:href"] else { return false }
            guard let id = FragmentReference.id(ofHref: href), seen.insert(id).inserted, let next = lookup(id),
                  (next.kind == .pattern) == isPattern, ResolverRun.gradientGeometry[next.kind] != nil
            else { return true }
            current = next
        }
        return true
    }
}
